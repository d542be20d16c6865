import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { ensurePageSize, illustratePage, type IllustrationRequest } from './index.ts';
import { sampleReference } from './sample-reference.ts';

describe('illustratePage (composition + art style)', () => {
  it('returns the same PNG for the same request, at least 1600×900 and 16:9', async () => {
    const request: IllustrationRequest = {
      pageText: 'The moon and stars shone over the sleeping forest, and a little owl said goodnight.',
      pageIndex: 0,
      pageCount: 3,
      language: 'en',
      reference: await sampleReference(),
      artStyle: 'children_book',
      seed: 3,
    };
    const first = await illustratePage(request);
    const second = await illustratePage(request);
    expect(first.equals(second)).toBe(true);
    const meta = await sharp(first).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.width).toBeGreaterThanOrEqual(1600);
    expect(meta.height).toBeGreaterThanOrEqual(900);
    expect(meta.width! * 9).toBe(meta.height! * 16);
  });
});

describe('ensurePageSize', () => {
  it('upscales a small image to a 1920×1080 JPEG and keeps a conforming JPEG or PNG untouched', async () => {
    const small = await sharp({ create: { width: 1024, height: 576, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const fixed = await ensurePageSize(small);
    expect(await sharp(fixed).metadata()).toMatchObject({ format: 'jpeg', width: 1920, height: 1080 });
    expect((await ensurePageSize(fixed)).equals(fixed)).toBe(true);
    const png = await sharp(fixed).png().toBuffer();
    expect((await ensurePageSize(png)).equals(png)).toBe(true);
    const odd = await sharp({ create: { width: 1920, height: 1081, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    expect(await sharp(await ensurePageSize(odd)).metadata()).toMatchObject({ width: 1920, height: 1080 });
  });
});
