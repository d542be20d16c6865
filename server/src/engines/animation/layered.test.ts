import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runMediaTool } from '../../media/ffmpeg.ts';
import sharp from 'sharp';

import { composeSceneDetailed, decodeLayerMap, illustratePage, type PageLayers } from '../illustrator/index.ts';
import { layersFromPicture } from '../illustrator/layers.ts';
import { animatePage, DEFAULT_ANIMATION_PROMPT, planEffects } from './index.ts';
import { foldPrompt } from './motion.ts';

const photo = (name: string) => readFile(new URL(`../../../test-fixtures/photos/${name}`, import.meta.url));

const W = 640;
const H = 360;

/** Every frame of an MP4 as W×H greyscale. */
async function frames(clip: Buffer): Promise<Uint8Array[]> {
  const file = path.join(dir, `clip-${++clips}.mp4`);
  await writeFile(file, clip);
  const { stdout } = await runMediaTool('ffmpeg', [
    '-v',
    'error',
    '-i',
    file,
    '-vf',
    `scale=${W}:${H}`,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'gray',
    'pipe:1',
  ]);
  const size = W * H;
  return Array.from({ length: stdout.length / size }, (_, i) => stdout.subarray(i * size, (i + 1) * size));
}

/** Mean absolute difference over a box (fractions of the frame), or the whole frame. */
function difference(a: Uint8Array, b: Uint8Array, box = { left: 0, top: 0, width: 1, height: 1 }): number {
  const x0 = Math.round(box.left * W);
  const y0 = Math.round(box.top * H);
  const x1 = Math.max(x0 + 1, Math.round((box.left + box.width) * W));
  const y1 = Math.max(y0 + 1, Math.round((box.top + box.height) * H));
  let sum = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += Math.abs(a[y * W + x]! - b[y * W + x]!);
  return sum / ((x1 - x0) * (y1 - y0));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface Page {
  png: Buffer;
  layers: PageLayers;
}

let dir: string;
let clips = 0;
let night: Page;
let closeUp: Page;

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'layered-test-'));
  const compose = async (reference: Buffer, pageText: string, instructions: string | null): Promise<Page> => {
    const scene = await composeSceneDetailed(
      { pageText, pageIndex: 0, pageCount: 4, reference, seed: 7, instructions },
      { width: 1280, height: 720 },
    );
    return { png: scene.png, layers: scene.layers };
  };
  [night, closeUp] = await Promise.all([
    compose(
      await photo('astronaut.jpg'),
      'At night under the stars, Mia walked through the snowy forest with her lantern.',
      null,
    ),
    compose(await photo('grace_hopper.jpg'), 'In the evening Grace sat by the campfire and smiled.', 'closer'),
  ]);
}, 60_000);

describe('page layers', () => {
  it('keep the hero matte, the props, the stars, the lamps and the eyes of a real photo', async () => {
    const { layers } = night;
    expect(layers.heroKind).toBe('cutout');
    expect(layers).toMatchObject({ weather: 'snow', night: true, indoor: false });
    expect(layers.glints.length).toBeGreaterThan(3);
    expect(layers.lights.length).toBeGreaterThan(0);
    expect(layers.eyes).toHaveLength(2);
    const hero = layers.hero;
    for (const eye of layers.eyes) {
      expect(eye.x).toBeGreaterThan(hero.left);
      expect(eye.x).toBeLessThan(hero.left + hero.width);
      // Eyes sit in the top third of a standing figure.
      expect(eye.y).toBeGreaterThan(hero.top);
      expect(eye.y).toBeLessThan(hero.top + hero.height / 3);
    }
    // The matte is the hero: inside its box mostly, outside it almost never.
    const maps = await decodeLayerMap(layers, 320, 180);
    let inside = 0;
    let outside = 0;
    for (let y = 0; y < 180; y++) {
      for (let x = 0; x < 320; x++) {
        const fx = x / 320;
        const fy = y / 180;
        const within =
          fx >= hero.left - 0.02 &&
          fx <= hero.left + hero.width + 0.02 &&
          fy >= hero.top - 0.02 &&
          fy <= hero.top + hero.height + 0.02;
        if (maps.hero[y * 320 + x]! > 128) {
          if (within) inside++;
          else outside++;
        }
      }
    }
    expect(inside).toBeGreaterThan(320 * 180 * hero.width * hero.height * 0.3);
    expect(outside).toBeLessThan(inside * 0.02);
    // Small enough to keep in the image's file metadata.
    expect(JSON.stringify(layers).length).toBeLessThan(40_000);
  });

  it('choose effects from the prompt in English and Croatian', () => {
    const all = planEffects(foldPrompt(DEFAULT_ANIMATION_PROMPT), night.layers);
    expect(all).toMatchObject({ blink: true, breathe: true, twinkle: true, flicker: true, snow: true, rain: false });
    expect(planEffects(foldPrompt('make the stars twinkle'), night.layers)).toMatchObject({
      twinkle: true,
      blink: false,
      snow: false,
    });
    expect(planEffects(foldPrompt('neka zvijezde svjetlucaju i pada snijeg'), night.layers)).toMatchObject({
      twinkle: true,
      snow: true,
      blink: false,
    });
    expect(planEffects(foldPrompt('lagani pokreti, bez snijega'), night.layers)).toMatchObject({ snow: false, blink: true });
    // Rain only where it can fall: not indoors.
    expect(planEffects(foldPrompt('add rain'), { ...night.layers, indoor: true }).rain).toBe(false);
  });
});

describe('animatePage with layers', () => {
  it('moves the parts of the page smoothly, with no jump, and loops', async () => {
    const clip = await animatePage({ image: night.png, layers: night.layers, seed: 2, durationSeconds: 4 });
    expect(clip.effects).toEqual(expect.arrayContaining(['blink', 'breathe', 'twinkle', 'flicker', 'snow']));
    const all = await frames(clip.data);
    expect(all).toHaveLength(120);
    const steps = all.slice(1).map((frame, i) => difference(all[i]!, frame));
    // Motion on every frame (snow falls), none much larger than the rest, the loop's seam included.
    expect(median(steps)).toBeGreaterThan(0.3);
    expect(Math.max(...steps)).toBeLessThan(5 * median(steps));
    expect(difference(all[119]!, all[0]!)).toBeLessThan(5 * median(steps));
  }, 60_000);

  it('blinks: the eyes close for a few frames, now and then', async () => {
    const { layers } = closeUp;
    expect(layers.eyes.length).toBeGreaterThan(0);
    // A still camera, to watch the face.
    const clip = await animatePage({
      image: closeUp.png,
      layers,
      seed: 4,
      durationSeconds: 4,
      prompt: 'blinking, keep the camera still',
    });
    expect(clip.motion.camera).toBe('still');
    expect(clip.effects).toEqual(['blink']);
    const all = await frames(clip.data);
    const eye = layers.eyes[0]!;
    const r = Math.max(0.012, eye.radius * 2.2);
    const box = { left: eye.x - r * (H / W), top: eye.y - r, width: 2 * r * (H / W), height: 2 * r };
    const changes = all.slice(1).map((frame, i) => difference(all[i]!, frame, box));
    const spikes = changes.filter((c) => c > 4).length;
    // Each blink closes and opens the lids: two changes, over in a few frames; between blinks the eyes hold still.
    expect(spikes).toBeGreaterThanOrEqual(2);
    expect(spikes % 2).toBe(0);
    expect(spikes).toBeLessThan(changes.length * 0.1);
    const closed = all.findIndex((frame) => difference(all[0]!, frame, box) > 4);
    expect(closed).toBeGreaterThan(0);
    // Open again: back to how the eyes were (up to the encoder's noise), far from closed.
    const shut = difference(all[0]!, all[closed]!, box);
    expect(difference(all[0]!, all[closed + 6]!, box)).toBeLessThan(shut / 4);
  }, 60_000);

  it('breathes: the body below the neck rises and falls, and comes back', async () => {
    const { layers } = closeUp;
    const clip = await animatePage({
      image: closeUp.png,
      layers,
      seed: 4,
      durationSeconds: 4,
      prompt: 'breathing, keep the camera still',
    });
    expect(clip.effects).toEqual(['breathe']);
    const all = await frames(clip.data);
    const hero = layers.hero;
    const body = { left: hero.left, top: hero.top + hero.height * 0.45, width: hero.width, height: hero.height * 0.3 };
    const away = Math.max(...all.map((frame) => difference(all[0]!, frame, body)));
    expect(away).toBeGreaterThan(0.5);
    expect(difference(all[0]!, all.at(-1)!, body)).toBeLessThan(away / 2);
    // Nothing else moves.
    const sky = { left: 0, top: 0, width: 1, height: 0.3 };
    expect(difference(all[0]!, all[60]!, sky)).toBeLessThan(0.2);
  }, 60_000);

  it('finds the hero of a page made before layers existed, and animates it the same way', async () => {
    // A finished page (composed and styled) with nothing kept beside it.
    const image = await illustratePage({
      pageText: 'Grace played on the beach by the sea on a sunny day.',
      pageIndex: 1,
      pageCount: 3,
      language: 'en',
      reference: await photo('grace_hopper.jpg'),
      artStyle: 'realistic',
      seed: 3,
    });
    const layers = await layersFromPicture(image);
    expect(layers?.eyes).toHaveLength(2);
    const clip = await animatePage({ image, seed: 2, width: 640, height: 360, durationSeconds: 2 });
    expect(clip.effects).toEqual(expect.arrayContaining(['blink', 'breathe']));
    // A picture with nobody in it keeps the camera-only path.
    expect(
      await layersFromPicture(
        await sharp({ create: { width: 320, height: 180, channels: 3, background: '#7ab' } })
          .png()
          .toBuffer(),
      ),
    ).toBeNull();
  }, 60_000);

  it('gives the same bytes for the same request', async () => {
    const request = { image: night.png, layers: night.layers, seed: 9, width: 320, height: 180, durationSeconds: 1 };
    const [a, b] = await Promise.all([animatePage(request), animatePage(request)]);
    expect(a.data.equals(b.data)).toBe(true);
  }, 60_000);
});
