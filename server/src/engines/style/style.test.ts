import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArtStyleChoice } from '../types.ts';
import { bulgeWarp } from './filters.ts';
import { applyArtStyle, ART_STYLE_KEYS, STYLE_PREVIEW_FILES, type StyleOptions } from './index.ts';
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
