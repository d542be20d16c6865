// The hero from real photographs (server/test-fixtures/photos, public domain and CC0): people are cut out of their
// own background and stand in the scene; a pet close-up or an object is framed as a portrait instead.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { analyseSubject } from '../vision/index.ts';
import { fileHandler } from '../vision/models.ts';
import { composeSceneDetailed, type Box, type SceneRequest } from './compose.ts';

const photo = (name: string) => readFile(new URL(`../../../test-fixtures/photos/${name}`, import.meta.url));
const SMALL = { width: 960, height: 540 };

let astronaut: Buffer;
let hopper: Buffer;
let cat: Buffer;
let cup: Buffer;
/** The astronaut photo in the middle of a pure green border: a background colour no scene ever uses. */
let onGreen: Buffer;

beforeAll(async () => {
  astronaut = await photo('astronaut.jpg');
  hopper = await photo('grace_hopper.jpg');
  cat = await photo('chelsea.jpg');
  cup = await photo('coffee.jpg');
  onGreen = await sharp({ create: { width: 760, height: 700, channels: 3, background: '#00ff00' } })
    .composite([{ input: astronaut, left: 124, top: 188 }])
    .png()
    .toBuffer();
});

function request(reference: Buffer, pageText: string, pageIndex: number): SceneRequest {
  return { pageText, pageIndex, pageCount: 5, language: 'en', reference, seed: 5 };
}

const PAGES = [
  'Iva walked across the sunny meadow with flowers all around.',
  'At bedtime Iva sat in her cosy bedroom with a book.',
  'Iva stood on the grey Moon and looked up at the stars in space.',
  'Iva watched the boats on the blue sea from the beach.',
  'Iva walked through the snowy forest in the evening.',
];

async function raw(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Share of pixels in `box` of the spacesuit's orange (red well above green and blue, under any scene light). */
function orangeShare(p: { data: Buffer; width: number }, box: Box): number {
  let hit = 0;
  let count = 0;
  for (let y = Math.floor(box.top); y < Math.floor(box.top + box.height); y++) {
    for (let x = Math.floor(box.left); x < Math.floor(box.left + box.width); x++) {
      const i = (y * p.width + x) * 3;
      const [r, g, b] = [p.data[i]!, p.data[i + 1]!, p.data[i + 2]!];
      count++;
      if (r > 90 && g < r * 0.6 && b < r * 0.6) hit++;
    }
  }
  return count ? hit / count : 0;
}

describe('the hero from a real photograph', () => {
  it('cuts people out and finds their faces; a cat close-up and a cup are framed as portraits', async () => {
    for (const person of [astronaut, hopper]) {
      const analysis = await analyseSubject(person);
      expect(analysis.kind).toBe('cutout');
      expect(analysis.faces).toHaveLength(1);
      const face = analysis.faces[0]!;
      for (const eye of [face.leftEye, face.rightEye]) {
        expect(eye.x).toBeGreaterThan(face.box.left);
        expect(eye.x).toBeLessThan(face.box.right);
        expect(eye.y).toBeLessThan(face.mouth.y);
      }
      // The matte is sure of itself: a person, not a patch of the photo.
      expect(analysis.quality.coverage).toBeGreaterThan(0.2);
      expect(analysis.quality.coverage).toBeLessThan(0.8);
      expect(analysis.quality.uncertainty).toBeLessThan(0.1);
    }
    for (const other of [cat, cup]) {
      const analysis = await analyseSubject(other);
      expect(analysis.faces).toHaveLength(0);
      expect(analysis.kind).toBe('portrait');
    }
  });

  it('leaves none of the photo background on any page, and the hero is on every page', async () => {
    // The control: a navy figure of exactly the astronaut's shape (her matte as its alpha), so the page around it is
    // laid out the same and only the hero differs.
    const matte = await analyseSubject(onGreen);
    const silhouette = await sharp({ create: { width: matte.width, height: matte.height, channels: 3, background: '#1d2a4a' } })
      .joinChannel(Buffer.from(matte.alpha), { raw: { width: matte.width, height: matte.height, channels: 1 } })
      .png()
      .toBuffer();
    for (const [pageIndex, pageText] of PAGES.entries()) {
      const { png, layout } = await composeSceneDetailed(request(onGreen, pageText, pageIndex), SMALL);
      expect(layout.heroKind).toBe('cutout');
      const p = await raw(png);
      let green = 0;
      for (let i = 0; i < p.width * p.height; i++) {
        const [r, g, b] = [p.data[i * 3]!, p.data[i * 3 + 1]!, p.data[i * 3 + 2]!];
        if (g > 170 && r < 90 && b < 90 && g - Math.max(r, b) > 110) green++;
      }
      expect(green, `green background pixels on page ${pageIndex + 1}`).toBeLessThan(p.width * p.height * 0.0005);
      // The orange spacesuit fills a good part of the hero's box.
      // The astronaut's orange spacesuit is in the hero's box: well above what the same page shows around the navy
      // silhouette.
      const control = await composeSceneDetailed(request(silhouette, pageText, pageIndex), SMALL);
      for (const side of ['left', 'top', 'width', 'height'] as const)
        expect(Math.abs(control.layout.hero[side] - layout.hero[side])).toBeLessThan(4);
      const suit = orangeShare(p, layout.hero) - orangeShare(await raw(control.png), layout.hero);
      expect(suit, `the hero on page ${pageIndex + 1}`).toBeGreaterThan(0.04);
    }
  });

  it('frames the cat close-up as a portrait on every page, the photo filling the opening', async () => {
    const analysis = await analyseSubject(cat);
    for (const [pageIndex, pageText] of PAGES.slice(0, 3).entries()) {
      const { png, layout } = await composeSceneDetailed(request(cat, pageText, pageIndex), SMALL);
      expect(layout.heroKind).toBe('portrait');
      // The frame's opening holds the cat: its colours correlate with the photo's framed part.
      const p = await raw(png);
      const inner = {
        left: layout.hero.left + layout.hero.width * 0.3,
        top: layout.hero.top + layout.hero.height * 0.2,
        width: layout.hero.width * 0.4,
        height: layout.hero.height * 0.3,
      };
      const crop = await sharp(cat)
        .extract({
          left: Math.round(analysis.focus.left * 451),
          top: Math.round(analysis.focus.top * 300),
          width: Math.round((analysis.focus.right - analysis.focus.left) * 451),
          height: Math.round((analysis.focus.bottom - analysis.focus.top) * 300),
        })
        .stats();
      let sum = 0;
      let n = 0;
      for (let y = Math.floor(inner.top); y < inner.top + inner.height; y++) {
        for (let x = Math.floor(inner.left); x < inner.left + inner.width; x++) {
          const i = (y * p.width + x) * 3;
          sum += (p.data[i]! + p.data[i + 1]! + p.data[i + 2]!) / 3;
          n++;
        }
      }
      const photoMean = (crop.channels[0]!.mean + crop.channels[1]!.mean + crop.channels[2]!.mean) / 3;
      expect(Math.abs(sum / n - photoMean), `the cat on page ${pageIndex + 1}`).toBeLessThan(45);
    }
  });

  it('loads models only from its own folders, never from elsewhere', () => {
    expect(() => fileHandler('file:///etc/passwd')).toThrow(/refusing/);
    expect(() => fileHandler('file:///tmp/../etc/model.json')).toThrow(/refusing/);
  });
});
