/**
 * The standard three-page story the render benchmark and the demo use: illustrator pages (the procedural sample
 * reference, children_book style), flite narration of 40–60-word pages, and a synthesised 30 s music bed.
 */
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { runMediaTool } from '../../media/ffmpeg.ts';
import { illustratePageLayered, type PageLayers } from '../illustrator/index.ts';
import { sampleReference } from '../illustrator/sample-reference.ts';
import type { RenderPage } from './index.ts';

export const SAMPLE_STORY = {
  title: 'Mia and the Lost Moon',
  pages: [
    'Once upon a time, in a small village by the sea, there lived a curious girl named Mia. Every evening she ' +
      'walked along the shore with her grey cat Pepper, collecting shells and listening to the waves whisper ' +
      'secrets about faraway lands and hidden treasures.',
    'One night a tiny lantern floated out of the dark water and landed at her feet. It glowed like a star that ' +
      'had fallen from the sky. Mia picked it up, and the lantern began to hum a gentle song that led her toward ' +
      'the whispering forest.',
    'Deep in the forest a wise old owl was waiting on a mossy branch. The moon has lost its way, he said softly. ' +
      'Mia lifted the lantern high, the clouds parted, and the moon smiled back at her. Then she hurried home to ' +
      'her cosy bed and dreamed of stars.',
  ],
};

export interface SampleStory {
  pages: RenderPage[];
  /** Each page's layers, for the animator. */
  layers: PageLayers[];
  music: string;
}

/** Speech for `text` as a WAV file (flite, voice slt). */
export async function synthesiseNarration(text: string, file: string): Promise<void> {
  await promisify(execFile)('flite', ['-voice', 'slt', '-t', text, '-o', file], { timeout: 60_000 });
}

/** A soft looping chord progression (C, Am, F, G; 2 s each), stereo, as MP3. */
export async function synthesiseMusicBed(file: string, seconds = 30): Promise<void> {
  const root = 'if(lt(mod(t,8),2),261.63,if(lt(mod(t,8),4),220,if(lt(mod(t,8),6),174.61,196)))';
  const envelope = 'min(1,mod(t,2)*6)*min(1,(2-mod(t,2))*6)';
  const chord = (spread: number) =>
    `0.12*${envelope}*(sin(2*PI*R*t)+0.7*sin(2*PI*R*1.26*t+${spread})+0.6*sin(2*PI*R*1.5*t)+0.4*sin(PI*R*t))`.replace(/R/g, root);
  await runMediaTool(
    'ffmpeg',
    [
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `aevalsrc=exprs='${chord(0)}|${chord(1)}':s=48000:d=${seconds}`,
      '-c:a',
      'libmp3lame',
      '-b:a',
      '128k',
      file,
    ],
    120_000,
  );
}

/** Writes the pictures, narration and music of the sample story into `dir`. */
export async function prepareSampleStory(
  dir: string,
  texts: readonly string[] = SAMPLE_STORY.pages,
  options: { reference?: Buffer } = {},
): Promise<SampleStory> {
  const reference = options.reference ?? (await sampleReference());
  const layers: PageLayers[] = [];
  const music = join(dir, 'music.mp3');
  const [pages] = await Promise.all([
    Promise.all(
      texts.map(async (text, index) => {
        const image = join(dir, `page-${index + 1}.jpg`);
        const narration = join(dir, `page-${index + 1}.wav`);
        const [picture] = await Promise.all([
          illustratePageLayered({
            pageText: text,
            pageIndex: index,
            pageCount: texts.length,
            language: 'en',
            reference,
            artStyle: 'children_book',
            seed: 7,
          }),
          synthesiseNarration(text, narration),
        ]);
        await writeFile(image, picture.image);
        layers[index] = picture.layers;
        return { image, narration, text };
      }),
    ),
    synthesiseMusicBed(music),
  ]);
  return { pages, layers, music };
}
