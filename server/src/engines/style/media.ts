/**
 * The media a custom style prompt can name — crayon, soft pastel, pen and ink, neon, collage, paper cut — each a
 * recipe of its own, so "soft pastel crayon" comes out as coloured crayon on paper and not as a grey pencil. The
 * prompt's grade (./prompt.ts, `applyLook`) runs after the medium; `ctx.variant` varies paper, strokes and lines.
 */
import { displace, xdogLines, type Colour } from './filters.ts';
import { inkShade, mixInto, saturate } from './grade.ts';
import type { Medium } from './prompt.ts';
import { paperTexture, valueNoise } from './noise.ts';
import { blurRgb, clamp01, cloneRgb, createRgb, gaussianBlur, luminance, smoothstep, type Plane, type Rgb } from './raster.ts';
import {
  abstractColours,
  crayonOver,
  faceRegion,
  fills,
  hash2,
  hatching,
  hatchStroke,
  hex,
  keepFaceDetail,
  pick,
  smoothHalf,
  strokeField,
  thicken,
  type Recipe,
} from './steps.ts';

/** Wax crayon on cream paper: bright flat colours laid in crossing strokes, paper showing through, crayon outlines. */
const crayon: Recipe = (ctx) => {
  const { scale: s, rng } = ctx;
  const { width: w, height: h } = ctx.img;
  const a = abstractColours(ctx, { sigmaS: 50, sigmaR: 0.35, k: 10, chroma: 1.45, lightness: 6, lightnessGain: 0.92 });
  const img = fills(a, 0.85);
  const paper = paperTexture(w, h, s, rng);
  crayonOver(
    img,
    ctx,
    paper,
    pick(ctx.variant, [hex('#fbf3e2'), hex('#ffffff'), hex('#f2ead8')]),
    pick(ctx.variant, [0.65, 0.8, 0.5]),
  );
  // Outlines in a darker crayon of each colour, broken by the paper's tooth.
  const lines = thicken(xdogLines(a.smoothLum, w, h, 1.6 * s, 0.004, 90), w, h, pick(ctx.variant, [1, 0.6, 1.6]) * s, 0.7 * s);
  for (let i = 0; i < lines.length; i++) lines[i] = lines[i]! * clamp01(0.95 - paper[i]! * 0.9);
  inkShade(img, lines, 0.45, 1.3, 0.9);
  return img;
};

/**
 * Soft (chalk) pastel on tinted paper: smudged colour laid in broad strokes that sit on the paper's tooth, so the
 * paper's own tone shows between them; lighter where the chalk is pressed less.
 */
const pastel: Recipe = (ctx) => {
  const { scale: s, rng } = ctx;
  const { width: w, height: h } = ctx.img;
  const colour = blurRgb(smoothHalf(ctx.img, 30 * s, 0.25, 2), 2 * s);
  keepFaceDetail(colour, ctx.img, faceRegion(ctx), (crop) => smoothHalf(crop, 6 * s, 0.1, 2), 0.7);
  saturate(colour, 1.35);
  const paperTone = pick(ctx.variant, [hex('#e8ddcb'), hex('#d9dfe4'), hex('#efe0d6')]);
  const angle = pick(ctx.variant, [0.95, 0.5, 1.3]);
  const seed = Math.floor(rng() * 0x7fffffff);
  const broad = strokeField(w, h, { angle, spacing: 13 * s, length: 50 * s, width: 1, seed });
  const cross = strokeField(w, h, { angle: angle - 0.8, spacing: 11 * s, length: 35 * s, width: 0.9, seed: seed + 3 });
  const tooth = valueNoise(w, h, 2.5 * s, 2.5 * s, rng);
  const paper = paperTexture(w, h, s, rng);
  const out = createRgb(w, h);
  for (let i = 0; i < broad.length; i++) {
    const chalk = Math.max(broad[i]!, cross[i]! * 0.8) * 0.7 + 0.45;
    // Chalk catches the peaks of the tooth; the valleys keep the paper's colour.
    const coverage = clamp01((chalk - 0.45 * tooth[i]! - 0.12 * paper[i]!) * 1.7);
    out.r[i] = paperTone[0] + (colour.r[i]! - paperTone[0]) * coverage;
    out.g[i] = paperTone[1] + (colour.g[i]! - paperTone[1]) * coverage;
    out.b[i] = paperTone[2] + (colour.b[i]! - paperTone[2]) * coverage;
  }
  // A soft darker pastel along the main contours.
  const lines = thicken(xdogLines(luminance(colour), w, h, 2 * s, 0.004, 60), w, h, 0.8 * s, 1.2 * s);
  inkShade(out, lines, 0.55, 1.2, 0.6);
  return out;
};

/**
 * Pen and ink with a light wash: bold contour lines, solid blacks in the deepest shadows, cross-hatching in the
 * mid-darks, and a thin transparent wash of the photo's colours on white paper.
 */
const ink: Recipe = (ctx) => {
  const { scale: s, rng } = ctx;
  const { width: w, height: h } = ctx.img;
  const simple = smoothHalf(ctx.img, 14 * s, 0.1, 2);
  keepFaceDetail(simple, ctx.img, faceRegion(ctx), (crop) => smoothHalf(crop, 4 * s, 0.08, 2), 0.8);
  const lum = luminance(simple);
  const tone = gaussianBlur(lum, w, h, 2 * s);
  const contours = thicken(xdogLines(lum, w, h, 1.2 * s, 0.003, 200), w, h, pick(ctx.variant, [0.8, 1.4, 0.5]) * s, 0.5 * s);
  const paperTone = pick(ctx.variant, [hex('#fbfaf6'), hex('#f6efe0'), hex('#ffffff')]);
  const washAmount = pick(ctx.variant, [0.4, 0.25, 0.55]);
  const seed = Math.floor(rng() * 0x7fffffff);
  const spacing = 5 * Math.max(s, 0.4);
  const layers = [hatching(0.8, spacing, seed, 0.35, 0.9), hatching(-0.75, spacing * 1.1, seed + 7, 0.55, 0.9)];
  const out = createRgb(w, h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const dark = clamp01(1 - tone[i]! * 1.15);
      let hatch = 0;
      for (const layer of layers) hatch += hatchStroke(x, y, layer, dark);
      const solid = smoothstep(0.74, 0.82, dark);
      const ink = Math.max(contours[i]!, Math.min(1, hatch), solid);
      // Wash: the paper tinted toward the picture's colour, lightened so the ink carries the drawing.
      const wr = paperTone[0] + (Math.min(1, simple.r[i]! * 1.15) - paperTone[0]) * washAmount;
      const wg = paperTone[1] + (Math.min(1, simple.g[i]! * 1.15) - paperTone[1]) * washAmount;
      const wb = paperTone[2] + (Math.min(1, simple.b[i]! * 1.15) - paperTone[2]) * washAmount;
      out.r[i] = wr * (1 - ink) + 0.06 * ink;
      out.g[i] = wg * (1 - ink) + 0.05 * ink;
      out.b[i] = wb * (1 - ink) + 0.07 * ink;
    }
  }
  return out;
};

/** Neon: the picture sunk into a dark, saturated night, its contours traced in glowing neon tubes. */
const neon: Recipe = (ctx) => {
  const { scale: s } = ctx;
  const { width: w, height: h } = ctx.img;
  const base = smoothHalf(ctx.img, 20 * s, 0.15, 2);
  saturate(base, 1.8);
  const dim = pick(ctx.variant, [0.45, 0.35, 0.55]);
  const img = cloneRgb(base);
  for (const p of [img.r, img.g, img.b]) for (let i = 0; i < p.length; i++) p[i] = clamp01(p[i]!) * dim;
  const tubes = thicken(xdogLines(luminance(base), w, h, 1.6 * s, 0.004, 150), w, h, 0.8 * s, 0.7 * s);
  // Tube colours sweep between two neon hues across the picture.
  const [from, to] = pick(ctx.variant, [
    [hex('#ff2bd6'), hex('#22e6ff')],
    [hex('#ff6a00'), hex('#ff2bd6')],
    [hex('#39ff14'), hex('#22a0ff')],
  ] as [[Colour, Colour], [Colour, Colour], [Colour, Colour]]);
  const light = createRgb(w, h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const t = clamp01((x / w) * 0.6 + (y / h) * 0.4);
      const k = tubes[i]!;
      light.r[i] = (from[0] + (to[0] - from[0]) * t) * k;
      light.g[i] = (from[1] + (to[1] - from[1]) * t) * k;
      light.b[i] = (from[2] + (to[2] - from[2]) * t) * k;
    }
  }
  // Glow: the tubes' light spread near and far, screened over the night.
  const near = blurRgb(light, 3 * s);
  const far = blurRgb(light, 14 * s);
  for (let i = 0; i < img.r.length; i++) {
    img.r[i] = screen(screen(img.r[i]!, far.r[i]! * 1.2 + near.r[i]! * 0.9), light.r[i]!);
    img.g[i] = screen(screen(img.g[i]!, far.g[i]! * 1.2 + near.g[i]! * 0.9), light.g[i]!);
    img.b[i] = screen(screen(img.b[i]!, far.b[i]! * 1.2 + near.b[i]! * 0.9), light.b[i]!);
  }
  // The white-hot core of each tube.
  mixInto(img, whiteOf(w, h), corePlane(tubes, 0.35));
  return img;
};

function screen(a: number, b: number): number {
  return 1 - (1 - clamp01(a)) * (1 - clamp01(b));
}

function whiteOf(w: number, h: number): Rgb {
  const out = createRgb(w, h);
  out.r.fill(1);
  out.g.fill(1);
  out.b.fill(1);
  return out;
}

function corePlane(tubes: Plane, amount: number): Plane {
  const out = new Float32Array(tubes.length);
  for (let i = 0; i < tubes.length; i++) out[i] = smoothstep(0.7, 1, tubes[i]!) * amount;
  return out;
}

/**
 * Collage: the picture rebuilt from pieces of coloured paper — flat regions with torn, fibrous edges, each piece
 * its own paper (plain, newsprint lines or printed dots), with a white torn rim and a drop shadow where pieces
 * overlap. The face is pasted from a finer cut so the person stays recognisable.
 */
const collage: Recipe = (ctx) => {
  const { scale: s, rng } = ctx;
  const { width: w, height: h } = ctx.img;
  const a = abstractColours(ctx, { sigmaS: 60, sigmaR: 0.4, k: 9, chroma: 1.25, lightness: 3 });
  // Torn edges: the flat pieces displaced by fine noise.
  const amp = 3.5 * s;
  const nx = valueNoise(w, h, 5 * s, 5 * s, rng);
  const ny = valueNoise(w, h, 5 * s, 5 * s, rng);
  for (let i = 0; i < nx.length; i++) {
    nx[i] = (nx[i]! - 0.5) * 2 * amp;
    ny[i] = (ny[i]! - 0.5) * 2 * amp;
  }
  const torn = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const sx = Math.min(w - 1, Math.max(0, Math.round(x + nx[i]!)));
      const sy = Math.min(h - 1, Math.max(0, Math.round(y + ny[i]!)));
      torn[i] = a.labels[sy * w + sx]!;
    }
  }
  const pieces = displace(fills(a, 1), nx, ny);
  keepFaceDetail(pieces, fills(a, 0.3), faceRegion(ctx), (crop) => crop, 0.85);
  const seed = Math.floor(rng() * 0x7fffffff);
  const style = pick(ctx.variant, [0, 1, 2]);
  const img = cloneRgb(pieces);
  const dx = Math.max(1, Math.round(3 * s));
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const label = torn[i]!;
      // Each piece's paper, chosen per label: plain fibres, newsprint lines or printed dots.
      const kind = Math.floor(hash2(label + style * 31, seed) * 3);
      let print = 0;
      if (kind === 1) print = (y / (4 * s)) % 1 < 0.35 ? -0.1 : 0;
      else if (kind === 2) {
        const cell = 7 * s;
        const fx = (x / cell) % 1;
        const fy = (y / cell) % 1;
        print = (fx - 0.5) ** 2 + (fy - 0.5) ** 2 < 0.06 ? 0.1 : 0;
      }
      // A piece above-left of this pixel casts its shadow here; the edge of each piece shows white torn paper.
      const up = torn[Math.max(0, y - dx) * w + Math.max(0, x - dx)]!;
      const down = torn[Math.min(h - 1, y + dx) * w + Math.min(w - 1, x + dx)]!;
      const shadow = up !== label ? 0.75 : 1;
      const rim = down !== label ? 0.55 : 0;
      for (const p of [img.r, img.g, img.b]) {
        const v = p[i]! * (1 + print) * shadow;
        p[i] = v + (0.98 - v) * rim;
      }
    }
  }
  // Soften the rims a touch and add paper grain.
  const grainy = paperTexture(w, h, s, rng);
  const soft = blurRgb(img, 0.7 * s);
  for (let i = 0; i < grainy.length; i++) {
    const k = 1 + grainy[i]! * 0.06;
    soft.r[i]! *= k;
    soft.g[i]! *= k;
    soft.b[i]! *= k;
  }
  return soft;
};

/**
 * Paper cut: the picture as a stack of cut paper layers, one per tone band of the smoothed picture, each layer
 * casting a soft shadow on the layers behind it and catching light on its cut edge.
 */
const paperCut: Recipe = (ctx) => {
  const { scale: s, rng } = ctx;
  const { width: w, height: h } = ctx.img;
  const levels = pick(ctx.variant, [5, 4, 6]);
  const smooth = smoothHalf(ctx.img, 40 * s, 0.25, 2);
  keepFaceDetail(smooth, ctx.img, faceRegion(ctx), (crop) => smoothHalf(crop, 8 * s, 0.1, 2), 0.7);
  const lum = gaussianBlur(luminance(smooth), w, h, 2 * s);
  // Tone bands → layers; lighter paper lies on top.
  const layer = new Float32Array(w * h);
  for (let i = 0; i < layer.length; i++) layer[i] = Math.min(levels - 1, Math.floor(clamp01(lum[i]!) * levels));
  // Each layer's paper colour: the mean colour of its band, a little richer.
  const sum = new Float64Array(levels * 4);
  for (let i = 0; i < layer.length; i++) {
    const l = layer[i]! * 4;
    sum[l]! += smooth.r[i]!;
    sum[l + 1]! += smooth.g[i]!;
    sum[l + 2]! += smooth.b[i]!;
    sum[l + 3]!++;
  }
  const colours: Colour[] = [];
  for (let l = 0; l < levels; l++) {
    const n = Math.max(1, sum[l * 4 + 3]!);
    const c: Colour = [sum[l * 4]! / n, sum[l * 4 + 1]! / n, sum[l * 4 + 2]! / n];
    const grey = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    // Spread the layers' lightness a little so the stack reads, and enrich the colour.
    const target = 0.12 + (0.82 * (l + 0.5)) / levels;
    colours.push(c.map((v) => clamp01(target + (v - grey) * 1.5)) as Colour);
  }
  // Layers above cast shadows down and to the right.
  const off = Math.max(1, Math.round(5 * s));
  const shifted = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) shifted[y * w + x] = layer[Math.max(0, y - off) * w + Math.max(0, x - off)]!;
  }
  const cast = gaussianBlur(shifted, w, h, 3 * s);
  const lit = gaussianBlur(layer, w, h, 1 * s);
  const paper = paperTexture(w, h, s, rng);
  const out = createRgb(w, h);
  for (let i = 0; i < layer.length; i++) {
    const c = colours[layer[i]!]!;
    const shade = 1 - 0.35 * clamp01(cast[i]! - layer[i]!);
    // The cut edge of a layer catches the light where the layer stands above its neighbour.
    const edge = clamp01((layer[i]! - lit[i]!) * 2) * 0.25;
    const k = shade * (1 + paper[i]! * 0.05);
    out.r[i] = c[0] * k + edge;
    out.g[i] = c[1] * k + edge;
    out.b[i] = c[2] * k + edge;
  }
  return out;
};

export const MEDIA: Record<Medium, Recipe> = { crayon, pastel, ink, neon, collage, paper_cut: paperCut };
