import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { extractFrame, pingPong, runMediaTool } from '../../media/ffmpeg.ts';
import { animatePage } from '../animation/index.ts';
import { composeSceneDetailed } from '../illustrator/index.ts';
import { expectedDuration, makeThumbnail, RenderInputError, renderVideo, type RenderPage, type RenderResult } from './index.ts';

// Inputs made here: three 1920×1080 pictures, narration tones of 2.0 / 2.5 / 3.0 s at 1 kHz, a 200 Hz music loop
// and a 1 s animation clip. With the default 0.6 s pad and 0.7 s crossfades the video is 10.7 s long:
// narration 1 plays 0–2.0 s, then music alone until page 2 is fully visible at 3.3 s.
let dir: string;
let pages: RenderPage[];
let music: string;
let clip: string;
const durations = [2, 2.5, 3];

async function picture(file: string, hue: number) {
  const circles = Array.from({ length: 24 }, (_, i) => {
    const x = (i * 397) % 1920;
    const y = (i * 233) % 1080;
    return `<circle cx="${x}" cy="${y}" r="${40 + ((i * 37) % 120)}" fill="hsl(${(hue + i * 29) % 360},70%,${35 + (i % 4) * 12}%)"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 90) % 360},50%,30%)"/>` +
    `</linearGradient></defs><rect width="1920" height="1080" fill="url(#g)"/>${circles}</svg>`;
  await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toFile(file);
}

const lavfi = (source: string, file: string, ...codec: string[]) =>
  runMediaTool('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, ...codec, file]);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-test-'));
  pages = await Promise.all(
    durations.map(async (seconds, i) => {
      const image = join(dir, `page-${i + 1}.jpg`);
      const narration = join(dir, `page-${i + 1}.wav`);
      await Promise.all([picture(image, i * 120), lavfi(`sine=f=1000:d=${seconds}:r=22050`, narration)]);
      return { image, narration, text: '' };
    }),
  );
  pages[0]!.text = 'Once upon a time, in a small village by the sea, there lived a curious girl named Mia. She loved the waves.';
  pages[1]!.text = 'One night a tiny lantern floated out of the dark water.';
  pages[2]!.text = 'Čudesna šuma: žaba, đak i ćuk pjevali su pod zvijezdama.';
  music = join(dir, 'music.wav');
  clip = join(dir, 'clip.mp4');
  await Promise.all([
    lavfi('sine=f=200:d=4:r=48000', music),
    lavfi('testsrc2=s=640x360:r=24:d=1', clip, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'),
  ]);
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Probe {
  streams: { codec_type: string; codec_name: string; width?: number; height?: number; avg_frame_rate?: string }[];
  format: { duration: string };
}
async function probe(file: string): Promise<Probe> {
  const { stdout } = await runMediaTool('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', file]);
  return JSON.parse(stdout.toString('utf8')) as Probe;
}

/** RMS level (dBFS) of the audio between two times, after an optional band filter. */
async function rms(file: string, start: number, end: number, band = 'anull'): Promise<number> {
  const { stderr } = await runMediaTool('ffmpeg', [
    '-nostats',
    '-i',
    file,
    '-map',
    '0:a',
    '-af',
    `atrim=start=${start}:end=${end},pan=mono|c0=c0,${band},astats`,
    '-f',
    'null',
    '-',
  ]);
  const match = /Overall[\s\S]*?RMS level dB: (-?[\d.]+|-inf)/.exec(stderr);
  return match && match[1] !== '-inf' ? Number(match[1]) : -200;
}

/** Integrated loudness (LUFS) and true peak (dBTP) of the whole audio track (EBU R128). */
async function loudness(file: string): Promise<{ lufs: number; truePeak: number }> {
  const { stderr } = await runMediaTool('ffmpeg', [
    '-nostats',
    '-i',
    file,
    '-map',
    '0:a',
    '-af',
    'ebur128=peak=true',
    '-f',
    'null',
    '-',
  ]);
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  return {
    lufs: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]),
    truePeak: Number(/True peak:\s+Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1]),
  };
}

/** The MP4's subtitle cues as ffmpeg reads them back (WebVTT: times and the text alone). */
async function readSubtitles(file: string): Promise<{ start: number; end: number; text: string }[]> {
  const { stdout } = await runMediaTool('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:s:0', '-f', 'webvtt', '-']);
  const seconds = (clock: string) => clock.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  return stdout
    .toString('utf8')
    .split(/\n\n+/)
    .flatMap((block) => {
      const [timing, ...lines] = block.trim().split('\n');
      const match = /^([\d:.]+) --> ([\d:.]+)/.exec(timing ?? '');
      return match ? [{ start: seconds(match[1]!), end: seconds(match[2]!), text: lines.join('\n') }] : [];
    });
}

async function greyRegion(png: Buffer, top: number, height: number) {
  return sharp(png).extract({ left: 0, top, width: 1280, height }).greyscale().raw().toBuffer();
}
const meanAbsDiff = (a: Buffer, b: Buffer) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length;

describe('renderVideo', () => {
  let captioned: string;
  let plain: string;
  const progress: number[] = [];
  let results: RenderResult[] = [];

  beforeAll(async () => {
    captioned = join(dir, 'captioned.mp4');
    plain = join(dir, 'plain.mp4');
    // Two renders side by side: with captions and music, and without either (page 2 animated there).
    results = await Promise.all([
      renderVideo(
        { pages, music, includeText: true, output: captioned, workDir: dir },
        { onProgress: (percent) => progress.push(percent) },
      ),
      renderVideo({
        pages: pages.map((page, i) => (i === 1 ? { ...page, clip } : page)),
        includeText: false,
        output: plain,
        workDir: dir,
      }),
    ]);
  });

  it('writes H.264 + AAC, 1280×720 at 30 fps, as long as expectedDuration says', async () => {
    const expected = expectedDuration(durations, 0.7, 0.6);
    expect(expected).toBeCloseTo(10.7, 6);
    for (const [k, file] of [captioned, plain].entries()) {
      const { streams, format } = await probe(file);
      const video = streams.find((stream) => stream.codec_type === 'video')!;
      expect(video).toMatchObject({ codec_name: 'h264', width: 1280, height: 720, avg_frame_rate: '30/1' });
      expect(streams.find((stream) => stream.codec_type === 'audio')?.codec_name).toBe('aac');
      expect(Math.abs(Number(format.duration) - expected)).toBeLessThan(0.5);
      // The length the render reports (ffmpeg's own count, no ffprobe) is the file's, within a frame.
      expect(Math.abs(results[k]!.durationSeconds - Number(format.duration))).toBeLessThan(1 / 30);
    }
  });

  it("carries each page's text as a mov_text track, one cue per page over its time; none without text", async () => {
    const { streams } = await probe(captioned);
    expect(streams.filter((stream) => stream.codec_type === 'subtitle').map((stream) => stream.codec_name)).toEqual(['mov_text']);
    expect((await probe(plain)).streams.map((stream) => stream.codec_type).sort()).toEqual(['audio', 'video']);
    const cues = await readSubtitles(captioned);
    expect(cues.map((cue) => cue.text)).toEqual(pages.map((page) => page.text));
    // Tiled: page 1 from 0, each next page from the middle of the crossfade before it, the last to the end.
    const [one, two, three] = cues;
    expect(one!.start).toBe(0);
    expect(two!.start).toBeCloseTo(durations[0]! + 0.6 + 0.35, 1);
    expect(three!.start).toBeCloseTo(durations[0]! + durations[1]! + 2 * 0.6 + 0.7 + 0.35, 1);
    expect(one!.end).toBe(two!.start);
    expect(two!.end).toBe(three!.start);
    expect(three!.end).toBeCloseTo(expectedDuration(durations, 0.7, 0.6), 1);
  });

  it('reports progress that only goes up and ends at 100', () => {
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.every((value, i) => i === 0 || value > progress[i - 1]!)).toBe(true);
    expect(progress.at(-1)).toBe(100);
  });

  it('draws the caption over a picture that is not blank, and only the caption differs without text', async () => {
    const [withText, withoutText] = await Promise.all([extractFrame(captioned, 1), extractFrame(plain, 1)]);
    const stats = await sharp(withText).greyscale().stats();
    expect(stats.channels[0]!.mean).toBeGreaterThan(20);
    expect(stats.channels[0]!.stdev).toBeGreaterThan(10);
    // Same picture above the caption (both renders zoom page 1 the same way) …
    const [topA, topB] = await Promise.all([greyRegion(withText, 0, 400), greyRegion(withoutText, 0, 400)]);
    expect(meanAbsDiff(topA, topB)).toBeLessThan(3);
    // … and a caption box with text at the bottom.
    const [bottomA, bottomB] = await Promise.all([greyRegion(withText, 570, 110), greyRegion(withoutText, 570, 110)]);
    expect(meanAbsDiff(bottomA, bottomB)).toBeGreaterThan(15);
  });

  it('makes a 1280×720 JPEG thumbnail from the frame at 1 s', async () => {
    const thumbnail = await makeThumbnail(captioned);
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
  });

  it('puts the narration on its page and the music under it, ducked while the narration speaks', async () => {
    const [voiceWithMusic, voiceAlone, gapWithMusic, gapAlone] = await Promise.all([
      rms(captioned, 0.5, 1.8, 'highpass=f=600,highpass=f=600'),
      rms(plain, 0.5, 1.8, 'highpass=f=600,highpass=f=600'),
      rms(captioned, 2.3, 3.2),
      rms(plain, 2.3, 3.2),
    ]);
    expect(voiceWithMusic).toBeGreaterThan(-30);
    expect(voiceAlone).toBeGreaterThan(-30);
    // Between narrations the music plays; without music there is silence.
    expect(gapWithMusic).toBeGreaterThan(-45);
    expect(gapWithMusic - gapAlone).toBeGreaterThan(20);
    // Page 2's narration starts when page 2 is fully visible (3.3 s), not before.
    expect(await rms(plain, 2.4, 3.2)).toBeLessThan(-60);
    expect(await rms(plain, 3.5, 5.5)).toBeGreaterThan(-30);
    // The music band is quieter under the narration than on its own.
    const musicUnderVoice = await rms(captioned, 0.8, 1.8, 'lowpass=f=300,lowpass=f=300');
    const musicAlone = await rms(captioned, 2.4, 3.2, 'lowpass=f=300,lowpass=f=300');
    expect(musicAlone - musicUnderVoice).toBeGreaterThan(4);
  });

  it('levels the program to −16 LUFS with true peaks under −1 dBTP, with and without music', async () => {
    for (const file of [captioned, plain]) {
      const measured = await loudness(file);
      expect(Math.abs(measured.lufs + 16), `${file}: ${measured.lufs} LUFS`).toBeLessThanOrEqual(1.5);
      expect(measured.truePeak, `${file}: ${measured.truePeak} dBTP`).toBeLessThanOrEqual(-1);
    }
  });
});

describe('renderVideo failures', () => {
  it('names the page whose picture is broken, before starting ffmpeg', async () => {
    const broken = join(dir, 'broken.jpg');
    await writeFile(broken, (await readFile(pages[0]!.image)).subarray(0, 3000));
    const output = join(dir, 'broken.mp4');
    const error = await renderVideo({
      pages: [pages[0]!, { ...pages[1]!, image: broken }],
      includeText: true,
      output,
      workDir: dir,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RenderInputError);
    expect((error as RenderInputError).page).toBe(2);
    expect((error as Error).message).toMatch(/^Page 2: the page image .*broken\.jpg cannot be read/);
    const missing = await renderVideo({
      pages: [{ ...pages[0]!, image: join(dir, 'nope.png') }],
      includeText: false,
      output,
      workDir: dir,
    }).catch((caught: unknown) => caught);
    expect((missing as Error).message).toMatch(/^Page 1: the page image/);
    expect(existsSync(output)).toBe(false);
  });

  it('kills ffmpeg when aborted and leaves no file behind', async () => {
    const output = join(dir, 'aborted.mp4');
    const controller = new AbortController();
    let abortedAt = 0;
    const render = renderVideo(
      { pages, music, includeText: true, output, workDir: dir },
      {
        signal: controller.signal,
        onProgress: () => {
          if (abortedAt) return;
          abortedAt = performance.now();
          controller.abort();
        },
      },
    );
    const error = await render.catch((caught: unknown) => caught);
    expect((error as Error).name).toBe('AbortError');
    expect(performance.now() - abortedAt).toBeLessThan(2000);
    expect(existsSync(output) || existsSync(`${output}.partial.mp4`)).toBe(false);
    const running = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(output);
        } catch {
          return false;
        }
      });
    expect(running).toEqual([]);
  });

  it('renders a single page without a crossfade at any size', async () => {
    const output = join(dir, 'single.mp4');
    const result = await renderVideo({
      pages: [pages[0]!],
      includeText: false,
      transitionSeconds: 0,
      padSeconds: 0.2,
      width: 320,
      height: 180,
      output,
      workDir: dir,
    });
    expect(result).toMatchObject({ width: 320, height: 180 });
    expect(result.durationSeconds).toBeCloseTo(expectedDuration([2], 0, 0.2), 1);
    expect(result.sizeBytes).toBeGreaterThan(1000);
  });
});

/**
 * Mean absolute change between consecutive frames of a video, over its upper 70 % (the captions, burned in at the
 * bottom, change only at cue boundaries and are cropped away), at 160×64 grey.
 */
async function frameChanges(file: string): Promise<number[]> {
  const { stdout } = await runMediaTool('ffmpeg', [
    '-v',
    'error',
    '-i',
    file,
    '-vf',
    'crop=iw:ih*0.7:0:0,scale=160:64:flags=area,format=gray',
    '-f',
    'rawvideo',
    'pipe:1',
  ]);
  const size = 160 * 64;
  const changes: number[] = [];
  for (let f = size; f + size <= stdout.length; f += size) {
    let sum = 0;
    for (let i = 0; i < size; i++) sum += Math.abs(stdout[f + i]! - stdout[f - size + i]!);
    changes.push(sum / size);
  }
  return changes;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('an animated page in the video', () => {
  let narration: string;

  beforeAll(async () => {
    // A page narrated for 7 s: any clip shorter than that is looped under it.
    narration = join(dir, 'long.wav');
    await lavfi('sine=f=440:d=7:r=22050', narration);
  });

  async function renderWith(clipFile: string, name: string, image = pages[0]!.image): Promise<number[]> {
    const output = join(dir, `${name}.mp4`);
    await renderVideo({
      pages: [{ image, narration, text: pages[0]!.text, clip: clipFile }],
      includeText: true,
      transitionSeconds: 0,
      padSeconds: 0.2,
      output,
      workDir: dir,
    });
    return frameChanges(output);
  }

  it('loops the embedded animation without a jump: the largest frame-to-frame change stays under 5× the median', async () => {
    const clip = await animatePage({ image: await readFile(pages[0]!.image), durationSeconds: 2, seed: 4 });
    const clipFile = join(dir, 'embedded-clip.mp4');
    await writeFile(clipFile, clip.data);
    const changes = await renderWith(clipFile, 'animated');
    // 7.2 s at 30 fps with the 2 s clip looped three times over.
    expect(changes.length).toBeGreaterThan(200);
    expect(median(changes), 'the picture moves').toBeGreaterThan(0.05);
    expect(Math.max(...changes)).toBeLessThan(5 * median(changes));
  });

  it('loops a page animated from its layers (breathing, blinking, stars, snow, a lantern) without a jump', async () => {
    const scene = await composeSceneDetailed(
      {
        pageText: 'At night under the stars, Mia walked through the snowy forest with her lantern.',
        pageIndex: 0,
        reference: await readFile(new URL('../../../test-fixtures/photos/astronaut.jpg', import.meta.url)),
        seed: 7,
      },
      { width: 1280, height: 720 },
    );
    const image = join(dir, 'layered-page.png');
    await writeFile(image, scene.png);
    const clip = await animatePage({ image: scene.png, layers: scene.layers, durationSeconds: 2, seed: 4 });
    expect(clip.effects).toEqual(expect.arrayContaining(['blink', 'breathe', 'twinkle', 'flicker', 'snow']));
    const clipFile = join(dir, 'layered-clip.mp4');
    await writeFile(clipFile, clip.data);
    const changes = await renderWith(clipFile, 'layered', image);
    expect(changes.length).toBeGreaterThan(200);
    expect(median(changes), 'the picture moves').toBeGreaterThan(0.05);
    expect(Math.max(...changes)).toBeLessThan(5 * median(changes));
  });

  it('ping-pongs a clip that does not loop by itself (a provider clip), so it never snaps back either', async () => {
    // A 1 s zoom into the page, as a video model might return: looped as it is, every second snaps back.
    const zoom = join(dir, 'zoom.mp4');
    await runMediaTool('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-i',
      pages[0]!.image,
      '-vf',
      "zoompan=z='1+0.15*on/30':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=30:s=640x360:fps=30",
      '-frames:v',
      '30',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      zoom,
    ]);
    const looped = await renderWith(zoom, 'hard-loop');
    expect(Math.max(...looped)).toBeGreaterThan(5 * median(looped));
    const smooth = await pingPong(await readFile(zoom));
    const smoothFile = join(dir, 'ping-pong.mp4');
    await writeFile(smoothFile, smooth.data);
    expect(smooth.durationSeconds).toBeGreaterThan(1.8);
    const changes = await renderWith(smoothFile, 'ping-pong');
    expect(median(changes)).toBeGreaterThan(0.05);
    expect(Math.max(...changes)).toBeLessThan(5 * median(changes));
  });
});
