import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArtStyleChoice } from '../types.ts';
import { bulgeWarp, rgbToLab } from './filters.ts';
import { applyArtStyle, ART_STYLE_KEYS, STYLE_PREVIEW_FILES, styleFrames, type StyleOptions } from './index.ts';
import { lookFromPrompt } from './prompt.ts';
import { createRgb } from './raster.ts';
import { renderSampleScene } from './scene.ts';
import { findSubject } from './subject.ts';

// Small renders keep the suite quick on 2 cores; every recipe scales its radii with the working size.
const SIDE = 256;
const THUMB_W = 64;
const THUMB_H = 48;
/**
 * Distances are mean absolute differences of 64×48 RGB thumbnails (0–255). Re-encoding the source as JPEG quality 60
 * — the same picture to a viewer — measures about 1–1.5; a distinct look must be several times that. 8 (about 3 % of
 * the range, averaged over every pixel) is clearly visible; measured distances are 14 and more.
 */
const DISTINCT = 8;

let source: Buffer;
let sourceThumb: Buffer;
const cache = new Map<string, Buffer>();

async function render(style: ArtStyleChoice, extra: Partial<StyleOptions> = {}): Promise<Buffer> {
  const options: StyleOptions = { style, seed: 11, maxSide: SIDE, ...extra };
  const key = JSON.stringify(options);
  let out = cache.get(key);
  if (!out) {
    out = await applyArtStyle(source, options);
    cache.set(key, out);
  }
  return out;
}

async function thumb(image: Buffer): Promise<Buffer> {
  return sharp(image).resize(THUMB_W, THUMB_H, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

function meanAbsDiff(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** Mean saturation (max − min of the channels, 0..1) and mean lightness (0..1) of an image. */
async function colourStats(image: Buffer): Promise<{ saturation: number; lightness: number }> {
  const data = await sharp(image).resize(96, 72, { fit: 'fill' }).removeAlpha().raw().toBuffer();
  let saturation = 0;
  let lightness = 0;
  for (let i = 0; i < data.length; i += 3) {
    const max = Math.max(data[i]!, data[i + 1]!, data[i + 2]!);
    const min = Math.min(data[i]!, data[i + 1]!, data[i + 2]!);
    saturation += (max - min) / 255;
    lightness += (max + min) / 510;
  }
  const n = data.length / 3;
  return { saturation: saturation / n, lightness: lightness / n };
}

beforeAll(async () => {
  source = await renderSampleScene(480, 360);
  sourceThumb = await thumb(source);
});

describe('applyArtStyle', () => {
  it('is byte-identical for the same input, options and seed, and changes with the seed', async () => {
    for (const options of [
      { style: 'watercolor', seed: 5, variant: 1, maxSide: SIDE },
      { style: 'oil_painting', seed: 5, variant: 2, maxSide: SIDE },
      { style: 'custom', stylePrompt: 'dreamy pastel comic', seed: 9, maxSide: SIDE },
    ] satisfies StyleOptions[]) {
      const a = await applyArtStyle(source, options);
      const b = await applyArtStyle(Buffer.from(source), options);
      expect(a.equals(b)).toBe(true);
    }
    // The worker pool and the inline path give the same bytes.
    const options: StyleOptions = { style: 'children_book', seed: 4, variant: 2, maxSide: SIDE };
    const pooled = await applyArtStyle(source, options);
    const saved = process.env.STYLE_ENGINE_WORKERS;
    process.env.STYLE_ENGINE_WORKERS = '0';
    try {
      expect((await applyArtStyle(source, options)).equals(pooled)).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.STYLE_ENGINE_WORKERS;
      else process.env.STYLE_ENGINE_WORKERS = saved;
    }
    const other = await applyArtStyle(source, { style: 'watercolor', seed: 6, variant: 1, maxSide: SIDE });
    const first = await applyArtStyle(source, { style: 'watercolor', seed: 5, variant: 1, maxSide: SIDE });
    expect(other.equals(first)).toBe(false);
  });

  it('gives each of the 12 styles a look distinct from the source and from every other style', async () => {
    const thumbs = new Map<string, Buffer>();
    for (const style of ART_STYLE_KEYS) thumbs.set(style, await thumb(await render(style)));
    const noise = meanAbsDiff(sourceThumb, await thumb(await sharp(source).jpeg({ quality: 60 }).toBuffer()));
    expect(noise).toBeLessThan(DISTINCT / 4);
    for (const style of ART_STYLE_KEYS) {
      expect(meanAbsDiff(thumbs.get(style)!, sourceThumb), `${style} vs source`).toBeGreaterThan(DISTINCT);
    }
    for (const a of ART_STYLE_KEYS) {
      for (const b of ART_STYLE_KEYS) {
        if (a >= b) continue;
        expect(meanAbsDiff(thumbs.get(a)!, thumbs.get(b)!), `${a} vs ${b}`).toBeGreaterThan(DISTINCT);
      }
    }
  });

  it('makes the three options of a style differ from each other', async () => {
    for (const style of [...ART_STYLE_KEYS, 'custom'] as const) {
      const extra = style === 'custom' ? { stylePrompt: 'warm painterly' } : {};
      const variants = await Promise.all([0, 1, 2].map(async (variant) => thumb(await render(style, { ...extra, variant }))));
      expect(meanAbsDiff(variants[0]!, variants[1]!), `${style} 0 vs 1`).toBeGreaterThan(DISTINCT);
      expect(meanAbsDiff(variants[0]!, variants[2]!), `${style} 0 vs 2`).toBeGreaterThan(DISTINCT);
      expect(meanAbsDiff(variants[1]!, variants[2]!), `${style} 1 vs 2`).toBeGreaterThan(DISTINCT);
    }
  });

  it('moves colour statistics the way custom prompts ask', async () => {
    const base = await colourStats(source);
    const noir = await colourStats(await render('custom', { stylePrompt: 'noir' }));
    const pastel = await colourStats(await render('custom', { stylePrompt: 'pastel' }));
    const neon = await colourStats(await render('custom', { stylePrompt: 'neon' }));
    expect(noir.saturation).toBeLessThan(0.01);
    expect(pastel.saturation).toBeLessThan(base.saturation * 0.75);
    expect(pastel.lightness).toBeGreaterThan(base.lightness + 0.05);
    expect(neon.saturation).toBeGreaterThan(base.saturation * 1.25);
    const warm = await sharp(await render('custom', { stylePrompt: 'warm' })).stats();
    const cold = await sharp(await render('custom', { stylePrompt: 'cold' })).stats();
    const redMinusBlue = (s: { channels: { mean: number }[] }) => s.channels[0]!.mean - s.channels[2]!.mean;
    expect(redMinusBlue(warm)).toBeGreaterThan(redMinusBlue(cold) + 20);
  });

  it('keeps the sketch nearly grey', async () => {
    expect((await colourStats(await render('sketch'))).saturation).toBeLessThan(0.03);
  });

  it('enlarges the face in the caricature', async () => {
    const subjectOf = async (image: Buffer) => {
      const { data, info } = await sharp(image).resize(SIDE).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      return findSubject(data, info.width, info.height, info.channels);
    };
    const before = await subjectOf(source);
    const after = await subjectOf(await render('caricature_style'));
    expect(before.found && after.found).toBe(true);
    // The skin region around the detected centre grows: pixels there moved outward.
    expect(after.radius).toBeGreaterThan(before.radius * 1.3);
    expect(Math.hypot(after.x - before.x, after.y - before.y)).toBeLessThan(0.08);
  });

  it('respects maxSide for landscape, portrait and default sizes', async () => {
    const landscape = await sharp(await render('cartoon', { maxSide: 300 })).metadata();
    expect([landscape.width, landscape.height]).toEqual([300, 225]);
    const tall = await sharp(source).rotate(90).png().toBuffer();
    const portrait = await sharp(await applyArtStyle(tall, { style: 'anime_style', seed: 1, maxSide: 200 })).metadata();
    expect([portrait.width, portrait.height]).toEqual([150, 200]);
    const full = await sharp(await applyArtStyle(source, { style: 'realistic', seed: 1 })).metadata();
    expect([full.width, full.height, full.format, full.channels]).toEqual([1024, 768, 'png', 3]);
  });

  it('applies EXIF orientation', async () => {
    // Stored landscape with red on the left; orientation 6 displays it rotated 90° clockwise: red on top.
    const stored = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2040e0' } })
      .composite([{ input: { create: { width: 60, height: 80, channels: 3, background: '#e02020' } }, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await applyArtStyle(stored, { style: 'realistic', seed: 1, maxSide: 120 });
    const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([80, 120]);
    const at = (x: number, y: number) => data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
    const top = at(40, 20);
    const bottom = at(40, 100);
    expect(top[0]!).toBeGreaterThan(top[2]! + 60);
    expect(bottom[2]!).toBeGreaterThan(bottom[0]! + 60);
  });

  it('handles a tiny input in every style and a huge one', async () => {
    const tiny = await sharp(source).resize(64, 48).jpeg().toBuffer();
    for (const style of [...ART_STYLE_KEYS, 'custom'] as const) {
      const out = await applyArtStyle(tiny, { style, stylePrompt: 'neon comic', seed: 2, maxSide: 96 });
      expect(await sharp(out).metadata()).toMatchObject({ width: 96, height: 72, format: 'png' });
    }
    const huge = await sharp(source).resize(6000, 4500).jpeg({ quality: 70 }).toBuffer();
    const out = await applyArtStyle(huge, { style: 'watercolor', seed: 2, maxSide: 200 });
    expect(await sharp(out).metadata()).toMatchObject({ width: 200, height: 150 });
  });

  it('flattens transparency onto white instead of failing', async () => {
    const rgba = await sharp({ create: { width: 90, height: 60, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const out = await applyArtStyle(rgba, { style: 'sketch', seed: 1, maxSide: 90 });
    const meta = await sharp(out).metadata();
    expect(meta.channels).toBe(3);
    expect((await sharp(out).stats()).channels[0]!.mean).toBeGreaterThan(180);
  });
});

describe('bulgeWarp', () => {
  it('samples closer to the centre inside the radius and leaves the outside alone', () => {
    const img = createRgb(101, 101);
    for (let y = 0; y < 101; y++) for (let x = 0; x < 101; x++) img.r[y * 101 + x] = x / 100;
    const out = bulgeWarp(img, 50, 50, 30, 0.5);
    const at = (p: { r: Float32Array }, x: number, y: number) => p.r[y * 101 + x]!;
    // On an x ramp, magnification pulls values toward the centre's value.
    expect(at(out, 60, 50)).toBeLessThan(at(img, 60, 50) - 0.03);
    expect(at(out, 40, 50)).toBeGreaterThan(at(img, 40, 50) + 0.03);
    expect(at(out, 50, 50)).toBeCloseTo(0.5, 5);
    expect(at(out, 90, 50)).toBe(at(img, 90, 50));
  });
});

describe('lookFromPrompt', () => {
  it('names media in English and Croatian, the first recipe word winning', () => {
    expect(lookFromPrompt('soft pastel crayon')).toMatchObject({ medium: 'crayon', base: null });
    expect(lookFromPrompt('voštane bojice')).toMatchObject({ medium: 'crayon' });
    expect(lookFromPrompt('pastel')).toMatchObject({ medium: 'pastel' });
    expect(lookFromPrompt('pastelni tonovi')).toMatchObject({ medium: 'pastel' });
    expect(lookFromPrompt('ink drawing').medium).toBe('ink');
    expect(lookFromPrompt('crtež tintom')).toMatchObject({ medium: 'ink', base: null });
    expect(lookFromPrompt('tinta').medium).toBe('ink');
    expect(lookFromPrompt('neon city').medium).toBe('neon');
    expect(lookFromPrompt('kolaž').medium).toBe('collage');
    expect(lookFromPrompt('collage of magazines').medium).toBe('collage');
    expect(lookFromPrompt('paper cut').medium).toBe('paper_cut');
    expect(lookFromPrompt('layered papercut art').medium).toBe('paper_cut');
    // Colour words stay grades: pastel colours on a named style, pink is not ink.
    expect(lookFromPrompt('dreamy pastel watercolour')).toMatchObject({ base: 'watercolor', medium: null });
    expect(lookFromPrompt('watercolour and ink')).toMatchObject({ base: 'watercolor', medium: null });
    expect(lookFromPrompt('pink').medium).toBeNull();
    expect(lookFromPrompt('pencil drawing').base).toBe('sketch');
    expect(lookFromPrompt('drawing').base).toBe('sketch');
  });

  it('reads English and Croatian words', () => {
    const warmPastel = lookFromPrompt('Topli pastelni tonovi');
    expect(warmPastel.warmth).toBeGreaterThan(0);
    expect(warmPastel.saturation).toBeLessThan(1);
    expect(lookFromPrompt('cold winter watercolour')).toMatchObject({ base: 'watercolor' });
    expect(lookFromPrompt('cold winter').warmth).toBeLessThan(0);
    expect(lookFromPrompt('crno-bijeli film').saturation).toBe(0);
    expect(lookFromPrompt('black and white').saturation).toBe(0);
    expect(lookFromPrompt('something unusual').matched).toEqual([]);
  });
});

describe('style previews', () => {
  it('ships a ~400 px high JPEG for every art style', async () => {
    const dir = path.join(import.meta.dirname, '../../../assets/style-previews');
    for (const style of ART_STYLE_KEYS) {
      const file = path.join(dir, STYLE_PREVIEW_FILES[style]);
      expect(fs.existsSync(file), file).toBe(true);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.height).toBe(400);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Real photographs: the styles must stay apart, the options must differ, custom media must be honoured.

const PHOTOS = path.join(import.meta.dirname, '../../../test-fixtures/photos');
/** Renders for the real-photo tests: half the default size (the recipes scale every radius with it). */
const PHOTO_SIDE = 512;
/**
 * Structural similarity above this reads as "the same picture, lightly filtered". Before the styles were set apart,
 * disney/anime measured 0.86–0.93, ghibli/anime 0.83–0.87 and realistic/digital art 0.81–0.90 on these photos.
 */
const MAX_STYLE_SSIM = 0.75;
/**
 * Regional colour difference (mean CIELAB ΔE of 8×8 cells, crops aligned) that a style option must keep from the
 * others. Options that were one look in three crops measured 1–8; 2.3 is a just-noticeable difference.
 */
const MIN_OPTION_DELTA_E = 7;

const photos = new Map<string, Buffer>();
const photoRenders = new Map<string, Promise<Buffer>>();

function photo(name: string): Buffer {
  let image = photos.get(name);
  if (!image) {
    image = fs.readFileSync(path.join(PHOTOS, name));
    photos.set(name, image);
  }
  return image;
}

function renderPhoto(name: string, options: Omit<StyleOptions, 'seed'>): Promise<Buffer> {
  const key = `${name} ${JSON.stringify(options)}`;
  let out = photoRenders.get(key);
  if (!out) {
    out = applyArtStyle(photo(name), { seed: 11, maxSide: PHOTO_SIDE, ...options });
    photoRenders.set(key, out);
  }
  return out;
}

interface Grey {
  data: Float64Array;
  width: number;
  height: number;
}

/** Greyscale at 256 px on the long side, as SSIM is usually computed. */
async function grey256(image: Buffer): Promise<Grey> {
  const { data, info } = await sharp(image)
    .resize(256, 256, { fit: 'inside' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: Float64Array.from(data), width: info.width, height: info.height };
}

/** Mean SSIM (Wang et al. 2004): 11×11 Gaussian window, σ 1.5, K1 = 0.01, K2 = 0.03, L = 255. */
function ssim(a: Grey, b: Grey): number {
  const { width: w, height: h } = a;
  const radius = 5;
  const kernel = Array.from({ length: 2 * radius + 1 }, (_, i) => Math.exp(-((i - radius) ** 2) / (2 * 1.5 ** 2)));
  const total = kernel.reduce((sum, v) => sum + v, 0);
  const blur = (p: Float64Array) => {
    const rows = new Float64Array(w * h);
    const out = new Float64Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = radius; x < w - radius; x++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) sum += p[y * w + x + k]! * kernel[k + radius]!;
        rows[y * w + x] = sum / total;
      }
    }
    for (let y = radius; y < h - radius; y++) {
      for (let x = radius; x < w - radius; x++) {
        let sum = 0;
        for (let k = -radius; k <= radius; k++) sum += rows[(y + k) * w + x]! * kernel[k + radius]!;
        out[y * w + x] = sum / total;
      }
    }
    return out;
  };
  const product = (p: Float64Array, q: Float64Array) => p.map((v, i) => v * q[i]!);
  const [ma, mb, saa, sbb, sab] = [a.data, b.data, product(a.data, a.data), product(b.data, b.data), product(a.data, b.data)].map(
    blur,
  ) as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let sum = 0;
  let count = 0;
  for (let y = radius; y < h - radius; y++) {
    for (let x = radius; x < w - radius; x++) {
      const i = y * w + x;
      const mx = ma[i]!;
      const my = mb[i]!;
      const vx = saa[i]! - mx * mx;
      const vy = sbb[i]! - my * my;
      const cxy = sab[i]! - mx * my;
      sum += ((2 * mx * my + c1) * (2 * cxy + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2));
      count++;
    }
  }
  return sum / count;
}

interface Frame {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Mean CIELAB colour of each of 8×8 cells of `frame` (fractions of the photo) cut out of a render of `renderFrame`. */
async function cellColours(image: Buffer, renderFrame: Frame, frame: Frame): Promise<number[][]> {
  const meta = await sharp(image).metadata();
  const left = Math.round(((frame.left - renderFrame.left) / renderFrame.width) * meta.width!);
  const top = Math.round(((frame.top - renderFrame.top) / renderFrame.height) * meta.height!);
  const width = Math.min(meta.width! - left, Math.round((frame.width / renderFrame.width) * meta.width!));
  const height = Math.min(meta.height! - top, Math.round((frame.height / renderFrame.height) * meta.height!));
  const data = await sharp(image)
    .extract({ left, top, width, height })
    .resize(64, 64, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const cells = Array.from({ length: 64 }, () => [0, 0, 0]);
  for (let y = 0; y < 64; y++) {
    for (let x = 0; x < 64; x++) {
      const j = (y * 64 + x) * 3;
      const lab = rgbToLab(data[j]! / 255, data[j + 1]! / 255, data[j + 2]! / 255);
      const cell = cells[(y >> 3) * 8 + (x >> 3)]!;
      for (let c = 0; c < 3; c++) cell[c]! += lab[c]! / 64;
    }
  }
  return cells;
}

/** Where two frames overlap, less a 12 % margin (a watercolour's paper border is not a change of look). */
function sharedFrame(a: Frame, b: Frame): Frame {
  const left = Math.max(a.left, b.left);
  const top = Math.max(a.top, b.top);
  const width = Math.min(a.left + a.width, b.left + b.width) - left;
  const height = Math.min(a.top + a.height, b.top + b.height) - top;
  return { left: left + width * 0.12, top: top + height * 0.12, width: width * 0.76, height: height * 0.76 };
}

/** Mean absolute Laplacian of the 256 px grey: how much fine texture (strokes, paper tooth) a picture carries. */
async function texture(image: Buffer): Promise<number> {
  const { data, width, height } = await grey256(image);
  let sum = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      sum += Math.abs(4 * data[i]! - data[i - 1]! - data[i + 1]! - data[i - width]! - data[i + width]!);
    }
  }
  return sum / ((width - 2) * (height - 2));
}

describe('applyArtStyle on real photographs', () => {
  it('keeps every two of the 12 styles structurally apart (SSIM below 0.75)', async () => {
    for (const name of ['astronaut.jpg', 'grace_hopper.jpg', 'chelsea.jpg']) {
      const greys = await Promise.all(ART_STYLE_KEYS.map(async (style) => grey256(await renderPhoto(name, { style }))));
      const pairs: string[] = [];
      for (let i = 0; i < ART_STYLE_KEYS.length; i++) {
        for (let j = i + 1; j < ART_STYLE_KEYS.length; j++) {
          const value = ssim(greys[i]!, greys[j]!);
          if (value >= MAX_STYLE_SSIM) pairs.push(`${ART_STYLE_KEYS[i]} ~ ${ART_STYLE_KEYS[j]}: ${value.toFixed(3)}`);
        }
      }
      expect(pairs, name).toEqual([]);
    }
  }, 120_000);

  it('gives the three options of each style their own look, not only their own crop', async () => {
    const name = 'astronaut.jpg';
    const frames = await styleFrames(photo(name), PHOTO_SIDE);
    for (const style of [...ART_STYLE_KEYS, 'custom'] as const) {
      const extra = style === 'custom' ? { stylePrompt: 'warm painterly' } : {};
      const renders = await Promise.all([0, 1, 2].map((variant) => renderPhoto(name, { style, variant, ...extra })));
      for (const [i, j] of [
        [0, 1],
        [0, 2],
        [1, 2],
      ] as const) {
        const shared = sharedFrame(frames[i]!, frames[j]!);
        const a = await cellColours(renders[i]!, frames[i]!, shared);
        const b = await cellColours(renders[j]!, frames[j]!, shared);
        const deltaE = a.reduce((sum, cell, k) => sum + Math.hypot(...cell.map((v, c) => v - b[k]![c]!)), 0) / a.length;
        expect(deltaE, `${style} option ${i} vs ${j}`).toBeGreaterThan(MIN_OPTION_DELTA_E);
      }
    }
  }, 120_000);

  it('honours the medium a custom prompt names', async () => {
    const name = 'astronaut.jpg';
    const custom = (stylePrompt: string) => renderPhoto(name, { style: 'custom', stylePrompt });
    const sketch = await colourStats(await renderPhoto(name, { style: 'sketch' }));
    // "Soft pastel crayon" is coloured crayon on paper, not a grey pencil drawing and not a smooth painting.
    const crayon = await custom('soft pastel crayon');
    expect((await colourStats(crayon)).saturation).toBeGreaterThan(Math.max(0.08, sketch.saturation * 4));
    expect(await texture(crayon)).toBeGreaterThan((await texture(await custom('soft'))) * 1.5);
    for (const prompt of ['pastel', 'bojice', 'collage', 'paper cut', 'kolaž']) {
      expect((await colourStats(await custom(prompt))).saturation, prompt).toBeGreaterThan(sketch.saturation * 4);
    }
    // Neon glows out of the dark; ink is drawn mostly in black lines with a light wash.
    const neon = await colourStats(await custom('neon'));
    expect(neon.saturation).toBeGreaterThan(0.25);
    expect(neon.lightness).toBeLessThan(0.5);
    const ink = await sharp(await custom('tinta'))
      .greyscale()
      .raw()
      .toBuffer();
    const inked = ink.reduce((count, v) => count + (v < 60 ? 1 : 0), 0) / ink.length;
    expect(inked).toBeGreaterThan(0.1);
    // Every medium is a look of its own.
    const media = ['soft pastel crayon', 'pastel', 'ink', 'neon', 'collage', 'paper cut', 'warm painterly'];
    const thumbs = await Promise.all(media.map(async (prompt) => thumb(await custom(prompt))));
    for (let i = 0; i < media.length; i++) {
      for (let j = i + 1; j < media.length; j++) {
        expect(meanAbsDiff(thumbs[i]!, thumbs[j]!), `${media[i]} vs ${media[j]}`).toBeGreaterThan(DISTINCT);
      }
    }
  }, 120_000);
});
