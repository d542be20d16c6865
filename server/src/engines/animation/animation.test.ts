import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { runMediaTool } from '../../media/ffmpeg.ts';
import { composeSceneDetailed } from '../illustrator/index.ts';
import { sampleReference } from '../illustrator/sample-reference.ts';
import { animatePage, DEFAULT_ANIMATION_PROMPT, findSubject, planMotion, type AnimatedPage, type SubjectBox } from './index.ts';

let dir: string;
/** A real page composition (the illustrator's scene before styling) and its hero box. */
let page: Buffer;
let hero: SubjectBox;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'animation-test-'));
  const scene = await composeSceneDetailed(
    {
      pageText: 'Mia played on the beach by the sea on a sunny day.',
      pageIndex: 1,
      pageCount: 3,
      reference: await sampleReference(),
      seed: 8,
    },
    { width: 960, height: 540 },
  );
  page = scene.png;
  const { width, height, hero: box } = scene.layout;
  hero = { left: box.left / width, top: box.top / height, width: box.width / width, height: box.height / height };
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function saved(clip: AnimatedPage, name: string): Promise<string> {
  const file = path.join(dir, `${name}.mp4`);
  await writeFile(file, clip.data);
  return file;
}

async function probe(file: string): Promise<Record<string, string>> {
  const { stdout } = await runMediaTool('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_type,codec_name,profile,width,height,pix_fmt,r_frame_rate,nb_frames:format=duration',
    '-of',
    'default=noprint_wrappers=1',
    file,
  ]);
  const fields: Record<string, string> = {};
  for (const line of stdout.toString('utf8').trim().split('\n')) {
    const [key, value] = line.split('=');
    if (key && value !== undefined && !(key in fields)) fields[key] = value;
  }
  return fields;
}

/** Every frame as a 160×90 greyscale image. */
async function frames(file: string): Promise<Uint8Array[]> {
  const { stdout } = await runMediaTool('ffmpeg', [
    '-v',
    'error',
    '-i',
    file,
    '-vf',
    'scale=160:90',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'gray',
    'pipe:1',
  ]);
  const size = 160 * 90;
  return Array.from({ length: stdout.length / size }, (_, i) => stdout.subarray(i * size, (i + 1) * size));
}

function meanDifference(a: Uint8Array, b: Uint8Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** Horizontal shift (in 160-px columns) that best aligns b's column profile onto a's, over columns [from, to). */
function horizontalShift(a: Uint8Array, b: Uint8Array, from = 20, to = 140): number {
  const profile = (image: Uint8Array) =>
    Array.from({ length: 160 }, (_, x) => {
      let sum = 0;
      for (let y = 0; y < 90; y++) sum += image[y * 160 + x]!;
      return sum / 90;
    });
  const pa = profile(a);
  const pb = profile(b);
  let best = 0;
  let bestError = Infinity;
  for (let shift = -20; shift <= 20; shift++) {
    let error = 0;
    for (let x = from; x < to; x++) error += Math.abs(pa[x]! - pb[x + shift]!);
    if (error < bestError) {
      best = shift;
      bestError = error;
    }
  }
  return best;
}

describe('planMotion', () => {
  it('reads the camera move from the prompt, in English and Croatian', () => {
    const subject = { cx: 0.4, cy: 0.7, rx: 0.1, ry: 0.25, confidence: 0.8 };
    expect(planMotion('slowly zoom in on her', 1, subject).camera).toBe('zoom-in');
    expect(planMotion('zoom out to show the forest', 1, subject).camera).toBe('zoom-out');
    expect(planMotion('pan left across the beach', 1, subject).camera).toBe('pan-left');
    expect(planMotion('kamera ide udesno', 1, subject).camera).toBe('pan-right');
    expect(planMotion('trees sway in the wind', 1, subject).camera).toBe('sway');
    expect(planMotion('lagano zumiraj', 1, subject)).toMatchObject({ camera: 'zoom-in', intensity: 0.6 });
  });

  it('adds parallax for movement and characters when there is a clear subject', () => {
    const subject = { cx: 0.4, cy: 0.7, rx: 0.1, ry: 0.25, confidence: 0.8 };
    expect(planMotion(DEFAULT_ANIMATION_PROMPT, 3, subject)).toMatchObject({ parallax: true, intensity: 0.6 });
    expect(planMotion('zoom in', 3, subject).parallax).toBe(false);
    expect(planMotion(DEFAULT_ANIMATION_PROMPT, 3, { ...subject, confidence: 0.1 }).parallax).toBe(false);
    // Pages of one story get different unnamed moves from their seeds.
    const moves = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => planMotion(DEFAULT_ANIMATION_PROMPT, seed, subject).camera));
    expect(moves.size).toBeGreaterThan(1);
  });

  it('finds the hero of an illustrated page without being told where it is', async () => {
    const subject = await findSubject(page);
    expect(subject.cx).toBeGreaterThan(hero.left);
    expect(subject.cx).toBeLessThan(hero.left + hero.width);
    expect(subject.cy).toBeGreaterThan(hero.top);
    expect(subject.cy).toBeLessThan(hero.top + hero.height);
    expect(subject.confidence).toBeGreaterThan(0.3);
  });
});

describe('animatePage', () => {
  it('makes a 5-second 1280×720 30 fps H.264 clip with motion, from the default prompt', async () => {
    const clip = await animatePage({ image: page, seed: 1, subject: hero });
    expect(clip.contentType).toBe('video/mp4');
    expect(clip.durationSeconds).toBe(5);
    expect(clip.motion.parallax).toBe(true);
    const file = await saved(clip, 'default');
    const info = await probe(file);
    expect(info).toMatchObject({
      codec_name: 'h264',
      profile: 'High',
      width: '1280',
      height: '720',
      pix_fmt: 'yuv420p',
      r_frame_rate: '30/1',
      nb_frames: '150',
    });
    expect(Math.abs(Number(info.duration) - 5)).toBeLessThan(0.05);
    expect(info.codec_type).toBe('video');
    expect(clip.data.includes(Buffer.from('mdat'))).toBe(true);
    // faststart: the index (moov) comes before the media data.
    expect(clip.data.indexOf('moov')).toBeLessThan(clip.data.indexOf('mdat'));
    const all = await frames(file);
    expect(all).toHaveLength(150);
    // Out and back: half way through the picture has moved; the last frame leads back into the first, so the clip
    // loops without a jump.
    expect(meanDifference(all[0]!, all[75]!)).toBeGreaterThan(2);
    const steps = all.slice(1).map((frame, i) => meanDifference(all[i]!, frame));
    // Smooth: no frame jumps much further than its neighbours, the loop's seam included.
    expect(Math.max(...steps)).toBeLessThan(3);
    expect(meanDifference(all[149]!, all[0]!)).toBeLessThan(Math.max(...steps) * 1.5);
  });

  it('moves as the prompt says: pans go opposite ways, a zoom spreads the picture out from the middle', async () => {
    const small = { image: page, seed: 5, width: 320, height: 180, durationSeconds: 1, subject: hero };
    const [left, right, zoom] = await Promise.all([
      animatePage({ ...small, prompt: 'pan left' }),
      animatePage({ ...small, prompt: 'pan right' }),
      animatePage({ ...small, prompt: 'zoom in' }),
    ]);
    const [l, r, z] = await Promise.all([
      saved(left, 'left').then(frames),
      saved(right, 'right').then(frames),
      saved(zoom, 'zoom').then(frames),
    ]);
    expect(l).toHaveLength(30);
    // Half way (the far end of the move, which then comes back): the view has moved left, so the picture slid
    // right; and the other way round.
    expect(horizontalShift(l[15]!, l[0]!)).toBeLessThan(-3);
    expect(horizontalShift(r[15]!, r[0]!)).toBeGreaterThan(3);
    // Zooming in spreads the picture: its left side slides left of where its right side goes.
    const spread = horizontalShift(z[15]!, z[0]!, 10, 60) - horizontalShift(z[15]!, z[0]!, 100, 150);
    expect(spread).toBeGreaterThan(4);
    expect(meanDifference(l[15]!, r[15]!)).toBeGreaterThan(2);
  });

  it('gives the same bytes for the same request', async () => {
    const small = { image: page, prompt: DEFAULT_ANIMATION_PROMPT, seed: 9, width: 320, height: 180, durationSeconds: 1 };
    const [a, b] = await Promise.all([animatePage(small), animatePage(small)]);
    expect(a.data.equals(b.data)).toBe(true);
  });

  it('rejects impossible sizes and durations', async () => {
    await expect(animatePage({ image: page, seed: 1, width: 321 })).rejects.toThrow(RangeError);
    await expect(animatePage({ image: page, seed: 1, durationSeconds: 0 })).rejects.toThrow(RangeError);
    await expect(animatePage({ image: page, seed: 1, fps: 0 })).rejects.toThrow(RangeError);
  });
});
