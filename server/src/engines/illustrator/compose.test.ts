import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { composeScene, composeSceneDetailed, type Box, type SceneRequest } from './compose.ts';

/**
 * A distinctive magenta figure on a transparent background (a reference that is its own cut-out): easy to find
 * again in the picture. Real photographs are tested in ./hero.test.ts.
 */
const MAGENTA: [number, number, number] = [255, 0, 255];
let figure: Buffer;
/** A reference that is magenta all over, with no person in it: framed as a portrait. */
let solid: Buffer;

beforeAll(async () => {
  figure = await sharp({ create: { width: 400, height: 500, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 0 } } })
    .composite([{ input: { create: { width: 200, height: 320, channels: 4, background: '#ff00ff' } }, left: 100, top: 120 }])
    .png()
    .toBuffer();
  solid = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#ff00ff' } })
    .png()
    .toBuffer();
});

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

async function pixels(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function isMagenta(p: Pixels, i: number): boolean {
  const d = Math.hypot(p.data[i * 3]! - MAGENTA[0], p.data[i * 3 + 1]! - MAGENTA[1], p.data[i * 3 + 2]! - MAGENTA[2]);
  return d < 70;
}

/** Share of magenta pixels inside `box` (or the whole frame) and the count outside it. */
function magenta(p: Pixels, box?: Box): { inside: number; outsideCount: number; total: number } {
  let inside = 0;
  let insideN = 0;
  let outsideCount = 0;
  let total = 0;
  for (let y = 0; y < p.height; y++) {
    for (let x = 0; x < p.width; x++) {
      const hit = isMagenta(p, y * p.width + x);
      total += hit ? 1 : 0;
      const within = box && x >= box.left && x < box.left + box.width && y >= box.top && y < box.top + box.height;
      if (within) {
        insideN++;
        inside += hit ? 1 : 0;
      } else if (hit) {
        outsideCount++;
      }
    }
  }
  return { inside: insideN ? inside / insideN : 0, outsideCount, total };
}

/** Mean luminance (0..255) of the rows [top, bottom) as fractions of the height. */
function meanLuma(p: Pixels, top = 0, bottom = 1): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.floor(top * p.height); y < Math.floor(bottom * p.height); y++) {
    for (let x = 0; x < p.width; x++) {
      const i = (y * p.width + x) * 3;
      sum += 0.299 * p.data[i]! + 0.587 * p.data[i + 1]! + 0.114 * p.data[i + 2]!;
      n++;
    }
  }
  return sum / n;
}

/** 64-bit difference hash (dHash): 9×8 greyscale, one bit per horizontal neighbour comparison. */
async function dHash(png: Buffer): Promise<bigint> {
  const px = await sharp(png).greyscale().resize(9, 8, { fit: 'fill', kernel: 'cubic' }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | (px[y * 9 + x]! > px[y * 9 + x + 1]! ? 1n : 0n);
  }
  return hash;
}

function hamming(a: bigint, b: bigint): number {
  let x = a ^ b;
  let count = 0;
  while (x) {
    count += Number(x & 1n);
    x >>= 1n;
  }
  return count;
}

const SMALL = { width: 640, height: 360 };

function request(overrides: Partial<SceneRequest> = {}): SceneRequest {
  return {
    pageText: 'Mia played in the sunny meadow.',
    pageIndex: 1,
    pageCount: 5,
    language: 'en',
    reference: figure,
    seed: 21,
    ...overrides,
  };
}

describe('composeScene', () => {
  it('is deterministic: the same request gives byte-identical PNGs', async () => {
    const a = await composeScene(request({ pageText: 'The moon and stars over the sleeping forest.', pageIndex: 0 }));
    const b = await composeScene(request({ pageText: 'The moon and stars over the sleeping forest.', pageIndex: 0 }));
    expect(a.equals(b)).toBe(true);
    const other = await composeScene(
      request({ pageText: 'The moon and stars over the sleeping forest.', pageIndex: 0, seed: 22 }),
    );
    expect(other.equals(a)).toBe(false);
  });

  it('renders at least 1600×900 by default', async () => {
    const meta = await sharp(await composeScene(request())).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBeGreaterThanOrEqual(1600);
    expect(meta.height).toBeGreaterThanOrEqual(900);
    expect(meta.width! * 9).toBe(meta.height! * 16);
  });

  it('contains the hero, cut out from its background, where the layout puts it', async () => {
    const { png, layout } = await composeSceneDetailed(request(), SMALL);
    expect(layout.heroKind).toBe('cutout');
    const p = await pixels(png);
    const found = magenta(p, layout.hero);
    // The figure fills its box (edges are feathered, the lowest part fades into the ground)...
    expect(found.inside).toBeGreaterThan(0.6);
    // ...and neither the figure's white background nor magenta elsewhere shows up.
    expect(found.outsideCount).toBeLessThan(found.total * 0.05);
    // Rule of thirds: the hero's centre is near a third of the width.
    const centre = (layout.hero.left + layout.hero.width / 2) / layout.width;
    expect(Math.min(Math.abs(centre - 1 / 3), Math.abs(centre - 2 / 3))).toBeLessThan(0.06);
  });

  it('frames a photo with no person to cut out as a portrait on an easel outdoors and on the wall indoors', async () => {
    for (const [pageText, onWall] of [
      ['Mia played in the sunny meadow.', false],
      ['Mia sat in her bedroom at bedtime.', true],
    ] as const) {
      const { png, layout } = await composeSceneDetailed(request({ reference: solid, pageText }), SMALL);
      expect(layout.heroKind).toBe('portrait');
      const p = await pixels(png);
      const found = magenta(p);
      // The photo fills a 4:5 opening: a rectangle of magenta, nothing of it outside the frame.
      let left = p.width;
      let right = 0;
      let top = p.height;
      let bottom = 0;
      for (let y = 0; y < p.height; y++) {
        for (let x = 0; x < p.width; x++) {
          if (!isMagenta(p, y * p.width + x)) continue;
          left = Math.min(left, x);
          right = Math.max(right, x + 1);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y + 1);
        }
      }
      expect(found.total / ((right - left) * (bottom - top))).toBeGreaterThan(0.97);
      expect((right - left) / (bottom - top)).toBeCloseTo(0.8, 1);
      // Hung on the wall the frame leaves the floor free; on an easel it stands on the ground.
      if (onWall) expect(layout.hero.top + layout.hero.height).toBeLessThan(layout.height * 0.7);
      else expect(layout.hero.top + layout.hero.height).toBeGreaterThan(layout.horizon);
    }
  });

  it('gives consecutive pages of one story different compositions (dHash distance ≥ 12 of 64)', async () => {
    // dHash distances ≤ 5 mean "the same picture" and ≤ 10 "very similar" (Krawetz); unrelated pictures average 32.
    // Requiring ≥ 12 between neighbours means a new shot, not a re-render. All pages share the setting on purpose.
    const hashes: bigint[] = [];
    for (let pageIndex = 0; pageIndex < 5; pageIndex++) {
      hashes.push(await dHash(await composeScene(request({ pageText: 'Mia walked through the forest.', pageIndex }), SMALL)));
    }
    for (let i = 1; i < hashes.length; i++) expect(hamming(hashes[i]!, hashes[i - 1]!)).toBeGreaterThanOrEqual(12);
  });

  it('cycles the shot and the side of the hero from page to page', async () => {
    const heroes: Box[] = [];
    for (let pageIndex = 0; pageIndex < 4; pageIndex++) {
      heroes.push((await composeSceneDetailed(request({ pageIndex }), SMALL)).layout.hero);
    }
    const centre = (box: Box) => box.left + box.width / 2;
    for (let i = 1; i < heroes.length; i++) {
      const [a, b] = [heroes[i - 1]!, heroes[i]!];
      // A different shot: the hero's width (never cut by the frame, unlike the height) changes by at least 30 %.
      expect(Math.max(a.width, b.width) / Math.min(a.width, b.width)).toBeGreaterThan(1.3);
      // And the other side of the frame.
      expect(centre(a) < SMALL.width / 2).not.toBe(centre(b) < SMALL.width / 2);
    }
  });

  it('"at night" darkens the sky', async () => {
    const day = await pixels(await composeScene(request(), SMALL));
    const night = await pixels(await composeScene(request({ instructions: 'at night' }), SMALL));
    expect(meanLuma(night, 0, 0.3)).toBeLessThan(meanLuma(day, 0, 0.3) * 0.6);
  });

  it('"brighter" raises the overall brightness, "darker" lowers it', async () => {
    const plain = meanLuma(await pixels(await composeScene(request(), SMALL)));
    const brighter = meanLuma(await pixels(await composeScene(request({ instructions: 'brighter' }), SMALL)));
    const darker = meanLuma(await pixels(await composeScene(request({ instructions: 'darker' }), SMALL)));
    expect(brighter).toBeGreaterThan(plain * 1.05);
    expect(darker).toBeLessThan(plain * 0.95);
  });

  it('"add a dog" draws a dog next to the hero and leaves the rest of the picture alone', async () => {
    const before = await composeSceneDetailed(request(), SMALL);
    const after = await composeSceneDetailed(request({ instructions: 'add a dog' }), SMALL);
    expect(before.layout.items.some((item) => item.kind === 'animal:dog')).toBe(false);
    const dog = after.layout.items.find((item) => item.kind === 'animal:dog');
    expect(dog).toBeDefined();
    const a = await pixels(before.png);
    const b = await pixels(after.png);
    let insideDiff = 0;
    let insideN = 0;
    let outsideDiff = 0;
    let outsideN = 0;
    const box = dog!.box;
    const margin = 4;
    for (let y = 0; y < a.height; y++) {
      for (let x = 0; x < a.width; x++) {
        const i = (y * a.width + x) * 3;
        const diff =
          (Math.abs(a.data[i]! - b.data[i]!) +
            Math.abs(a.data[i + 1]! - b.data[i + 1]!) +
            Math.abs(a.data[i + 2]! - b.data[i + 2]!)) /
          3;
        const inside = x >= box.left && x < box.left + box.width && y >= box.top && y < box.top + box.height;
        const near =
          x >= box.left - margin &&
          x < box.left + box.width + margin &&
          y >= box.top - margin &&
          y < box.top + box.height + margin;
        if (inside) {
          insideDiff += diff;
          insideN++;
        } else if (!near) {
          outsideDiff += diff;
          outsideN++;
        }
      }
    }
    expect(insideDiff / insideN).toBeGreaterThan(15);
    expect(outsideDiff / outsideN).toBeLessThan(0.5);
    // The dog stands beside the hero, not on top of them.
    const hero = after.layout.hero;
    const overlap = Math.max(0, Math.min(box.left + box.width, hero.left + hero.width) - Math.max(box.left, hero.left));
    expect(overlap).toBeLessThan(box.width * 0.35);
  });

  it('"closer" enlarges the hero, also from a close-up', async () => {
    for (const pageIndex of [0, 2]) {
      const plain = magenta(await pixels(await composeScene(request({ pageIndex }), SMALL))).total;
      const closer = magenta(await pixels(await composeScene(request({ pageIndex, instructions: 'closer' }), SMALL))).total;
      expect(closer).toBeGreaterThan(plain * 1.25);
    }
  });

  it('draws a kitchen and a train carriage as rooms, with no weather falling inside', async () => {
    const kitchen = await composeSceneDetailed(request({ pageText: 'Mia baked pancakes in the kitchen.' }), SMALL);
    expect(kitchen.layout.plan.place).toBe('kitchen');
    expect(kitchen.layout.items.some((item) => item.kind === 'stove')).toBe(true);
    const train = await composeSceneDetailed(
      request({ pageText: 'Noćni vlak jurio je kroz snježne planine.', language: 'hr' }),
      SMALL,
    );
    expect(train.layout.plan).toMatchObject({ place: 'train', weather: 'snow' });
    // Snow shows through the windows only: the same page on an open mountain is covered in flakes, the carriage's
    // floor (the lowest fifth of the picture) is not.
    const outside = await composeScene(request({ pageText: 'Snijeg je padao na planine.', language: 'hr' }), SMALL);
    const whiteDots = async (png: Buffer) => {
      const p = await pixels(png);
      let count = 0;
      for (let y = Math.floor(p.height * 0.8); y < p.height; y++) {
        for (let x = 0; x < p.width; x++) {
          const i = (y * p.width + x) * 3;
          if (p.data[i]! > 235 && p.data[i + 1]! > 235 && p.data[i + 2]! > 235) count++;
        }
      }
      return count;
    };
    expect(await whiteDots(train.png)).toBeLessThan(20);
    expect(await whiteDots(outside)).toBeGreaterThan(40);
  });

  it('draws what the words ask for', async () => {
    const sea = await composeSceneDetailed(request({ pageText: 'A boat on the sea.' }), SMALL);
    expect(sea.layout.plan.place).toBe('sea');
    expect(sea.layout.items.some((item) => item.kind === 'boat')).toBe(true);
    const croatian = await composeSceneDetailed(
      request({ pageText: 'Mjesec je sjao iznad šume, a sova je gledala.', language: 'hr' }),
      SMALL,
    );
    expect(croatian.layout.plan).toMatchObject({ place: 'forest', time: 'night' });
    expect(croatian.layout.items.some((item) => item.kind === 'animal:owl')).toBe(true);
    expect(croatian.layout.items.filter((item) => item.kind === 'pine' || item.kind === 'round').length).toBeGreaterThan(5);
  });
});
