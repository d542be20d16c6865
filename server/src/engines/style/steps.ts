/**
 * The steps the style recipes share: abstraction (edge-preserving smoothing + palette quantisation), flat and soft
 * fills, cel shading, outlines, face detail, paper, depth of field, per-option grades and stroke textures. Every
 * pixel radius is given for a 1024 px working image and scaled by `ctx.scale`.
 */
import {
  cleanLabels,
  domainTransform,
  edgeFlow,
  gradePalette,
  labelMeans,
  labToRgb,
  paintLabels,
  pullPalette,
  quantiseLab,
  smearAlongFlow,
  type Colour,
} from './filters.ts';
import { mixInto, saturate, splitTone, temperature, toneCurve } from './grade.ts';
import { fbm, valueNoise, whiteNoise, type Random } from './noise.ts';
import type { Look } from './prompt.ts';
import {
  blurRgb,
  clamp01,
  cloneRgb,
  createRgb,
  cropRgb,
  downsampleBox,
  gaussianBlur,
  growRgb,
  luminance,
  shrinkRgb,
  smoothstep,
  sobel,
  softenRgb,
  upsampleBilinear,
  type Plane,
  type Rgb,
} from './raster.ts';

export interface RecipeContext {
  img: Rgb;
  /** Working long side / 1024: multiplies every radius. */
  scale: number;
  variant: number;
  rng: Random;
  /** Face centre and radius in working-image pixels; `found` false for the upper-centre fallback. */
  subject: { x: number; y: number; radius: number; found: boolean };
  /** Parameters read from a custom style prompt. */
  look?: Look;
}

export type Recipe = (ctx: RecipeContext) => Rgb;

export function pick<T>(variant: number, values: [T, T, T]): T {
  return values[variant % 3]!;
}

export function hex(value: string): Colour {
  const n = parseInt(value.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

export interface Abstraction {
  smooth: Rgb;
  smoothLum: Plane;
  labels: Uint8Array;
  /** Flat fills in the style's palette. */
  flat: Rgb;
  /** The smoothed picture shifted by the same palette grade, for gradients that should stay smooth. */
  soft: Rgb;
  /** 0..1: how much real edge structure is near each pixel (flat fills go there, gradients elsewhere). */
  edge: Plane;
  /** Per-label mean luminance of the smoothed picture (for cel shading). */
  labelLum: Float32Array;
  /** The face mask, if a face was found. */
  face: Plane | null;
}

/**
 * Domain-transform smoothing at 1/`factor` resolution (half by default: a quarter of the cost), upsampled: used for
 * strong smoothing, where the lost resolution does not show.
 */
export function smoothHalf(img: Rgb, sigmaS: number, sigmaR: number, iterations: number, factor = 2): Rgb {
  if (Math.min(img.width, img.height) < 100 * factor) return domainTransform(img, sigmaS, sigmaR, iterations);
  const small = domainTransform(shrinkRgb(img, factor), sigmaS / factor, sigmaR, iterations);
  return growRgb(small, factor, img.width, img.height);
}

export interface FaceRegion {
  left: number;
  top: number;
  width: number;
  height: number;
  /** 0..1 per pixel of the whole image: 1 on the face, easing to 0 around it. */
  mask: Plane;
}

/** A soft ellipse over the detected face (none for the fallback centre): where detail is kept. */
export function faceRegion(ctx: RecipeContext, grow = 1): FaceRegion | null {
  const { subject } = ctx;
  const { width: w, height: h } = ctx.img;
  if (!subject.found) return null;
  const rx = subject.radius * 1.35 * grow;
  const ry = subject.radius * 1.7 * grow;
  const outer = 1.35;
  const left = Math.max(0, Math.floor(subject.x - rx * outer));
  const top = Math.max(0, Math.floor(subject.y - ry * outer));
  const right = Math.min(w, Math.ceil(subject.x + rx * outer));
  const bottom = Math.min(h, Math.ceil(subject.y + ry * outer));
  if (right - left < 4 || bottom - top < 4) return null;
  const mask = new Float32Array(w * h);
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) {
      const dx = (x - subject.x) / rx;
      const dy = (y - subject.y) / ry;
      mask[y * w + x] = 1 - smoothstep(0.8, outer, Math.sqrt(dx * dx + dy * dy));
    }
  }
  return { left, top, width: right - left, height: bottom - top, mask };
}

/** Replaces `target` on the face with `detail(crop of source)`: eyes and mouth survive strong abstraction. */
export function keepFaceDetail(target: Rgb, source: Rgb, face: FaceRegion | null, detail: (crop: Rgb) => Rgb, amount = 1): void {
  if (!face) return;
  const crop = detail(cropRgb(source, face.left, face.top, face.width, face.height));
  const w = target.width;
  for (let y = 0; y < face.height; y++) {
    for (let x = 0; x < face.width; x++) {
      const i = (face.top + y) * w + face.left + x;
      const t = face.mask[i]! * amount;
      if (t <= 0) continue;
      const j = y * face.width + x;
      target.r[i] = target.r[i]! + (crop.r[j]! - target.r[i]!) * t;
      target.g[i] = target.g[i]! + (crop.g[j]! - target.g[i]!) * t;
      target.b[i] = target.b[i]! + (crop.b[j]! - target.b[i]!) * t;
    }
  }
}

/**
 * Edge-preserving smoothing, then k-means in CIELAB (over-sampling the subject's face), with the palette pulled
 * toward `anchors` and graded.
 */
export function abstractColours(
  ctx: RecipeContext,
  opts: {
    sigmaS: number;
    sigmaR: number;
    k: number;
    anchors?: Colour[];
    pull?: number;
    chroma?: number;
    lightness?: number;
    lightnessGain?: number;
    shadowShift?: [number, number];
    shadowLift?: number;
    iterations?: number;
  },
): Abstraction {
  const { img, scale, rng, subject } = ctx;
  const { width: w, height: h } = img;
  const smooth = smoothHalf(img, opts.sigmaS * scale, opts.sigmaR, opts.iterations ?? 2);
  const face = faceRegion(ctx);
  keepFaceDetail(smooth, img, face, (crop) => domainTransform(crop, 7 * scale, 0.12, 2));
  const q = quantiseLab(smooth, opts.k, rng, { x: subject.x, y: subject.y, radius: subject.radius * 2.2 });
  const labels = cleanLabels(q.labels, w, h);
  let palette = q.labPalette;
  if (opts.anchors && opts.pull) palette = pullPalette(palette, opts.anchors, opts.pull);
  palette = gradePalette(
    palette,
    opts.chroma ?? 1,
    opts.lightness ?? 0,
    opts.lightnessGain ?? 1,
    opts.shadowShift,
    opts.shadowLift,
  );
  const flat = paintLabels(labels, palette, w, h);
  const graded = palette.map((c) => labToRgb(c[0], c[1], c[2]));
  const delta = graded.map((c, i) => [c[0] - q.palette[i]![0], c[1] - q.palette[i]![1], c[2] - q.palette[i]![2]]);
  const soft = createRgb(w, h);
  for (let i = 0; i < labels.length; i++) {
    const d = delta[labels[i]!]!;
    soft.r[i] = smooth.r[i]! + d[0]!;
    soft.g[i] = smooth.g[i]! + d[1]!;
    soft.b[i] = smooth.b[i]! + d[2]!;
  }
  const smoothLum = luminance(smooth);
  const edge = edgeDensity(smoothLum, w, h, scale);
  return {
    smooth,
    smoothLum,
    labels,
    flat,
    soft,
    edge,
    face: face?.mask ?? null,
    labelLum: labelMeans(labels, smoothLum, opts.k),
  };
}

/**
 * Gradient magnitude of a plane blurred by `sigma` px, found at half resolution where the picture is large enough
 * (for soft masks, where the lost detail does not show).
 */
export function softGradient(lum: Plane, w: number, h: number, sigma: number): Plane {
  const f = Math.min(w, h) >= 200 ? 2 : 1;
  if (f === 1) return sobel(gaussianBlur(lum, w, h, sigma), w, h).mag;
  const sw = Math.ceil(w / f);
  const sh = Math.ceil(h / f);
  const { mag } = sobel(gaussianBlur(downsampleBox(lum, w, h, f, sw, sh), sw, sh, sigma / f), sw, sh);
  // A step spans half the pixels at half size: halve the gradient back to full-size units.
  for (let i = 0; i < mag.length; i++) mag[i]! /= f;
  return upsampleBilinear(mag, sw, sh, f, w, h);
}

/** 0..1: how much edge structure is near each pixel (Sobel magnitude, blurred; a soft mask, found at half size). */
function edgeDensity(lum: Plane, w: number, h: number, scale: number): Plane {
  const f = Math.min(w, h) >= 200 ? 2 : 1;
  const sw = Math.ceil(w / f);
  const sh = Math.ceil(h / f);
  const small = f === 1 ? lum : downsampleBox(lum, w, h, f, sw, sh);
  const mag = gaussianBlur(sobel(small, sw, sh).mag, sw, sh, (2 * scale) / f);
  // Gradients per pixel double at half size.
  const edge = new Float32Array(sw * sh);
  for (let i = 0; i < edge.length; i++) edge[i] = smoothstep(0.004, 0.02, mag[i]! / f);
  return f === 1 ? edge : upsampleBilinear(edge, sw, sh, f, w, h);
}

/**
 * Flat fills where the picture has structure, the graded smooth picture in wide gentle gradients (skies, cheeks),
 * so quantisation never draws contour rings; `flatness` 1 = flat everywhere.
 */
export function fills(a: Abstraction, flatness: number): Rgb {
  const out = cloneRgb(a.soft);
  const { flat, edge, face } = a;
  for (let i = 0; i < edge.length; i++) {
    const t = (flatness + (1 - flatness) * edge[i]!) * (face ? 1 - 0.6 * face[i]! : 1);
    out.r[i] = out.r[i]! + (flat.r[i]! - out.r[i]!) * t;
    out.g[i] = out.g[i]! + (flat.g[i]! - out.g[i]!) * t;
    out.b[i] = out.b[i]! + (flat.b[i]! - out.b[i]!) * t;
  }
  return softenRgb(out);
}

export interface CelShading {
  /** Multiplies the colour in shadow. */
  shadow: Colour;
  /** Width of the light-to-shadow transition in luminance (small = a hard cel edge). */
  softness: number;
  /** Raises (positive) or lowers the shadow line against the region's mean luminance. */
  bias?: number;
  /** Blur of the luminance that draws the shadow shapes, px: larger gives bigger, simpler shapes. */
  shapes?: number;
  /** Shade wide featureless areas too, rather than fading out there. */
  everywhere?: boolean;
  /** Shadow of warm colours (skin, wood), when it differs from `shadow`. */
  warmShadow?: Colour;
  /** How much of the shading the face keeps (1 = all). */
  onFace?: number;
}

/**
 * Two-tone cel shading inside each colour region: where the (blurred) luminance falls below the region's mean, the
 * shadow tone. Unless `everywhere`, it fades out in wide featureless areas, where it would only draw blotches; it
 * always fades out on near-white regions.
 */
export function celShade(img: Rgb, a: Abstraction, scale: number, cel: CelShading): void {
  const { labels, labelLum } = a;
  const { width: w, height: h } = img;
  const { shadow, softness, bias = 0.01, shapes = 2.5, everywhere = false, warmShadow = shadow, onFace = 1 } = cel;
  const lum = gaussianBlur(a.smoothLum, w, h, shapes * scale);
  const detail = everywhere ? null : gaussianBlur(a.edge, w, h, 24 * scale);
  const { face } = a;
  for (let i = 0; i < labels.length; i++) {
    const mean = labelLum[labels[i]!]!;
    const d = lum[i]! - mean + bias;
    const gate = (detail ? smoothstep(0.05, 0.3, detail[i]!) : 1) * (face ? 1 - (1 - onFace) * face[i]! : 1);
    const k = (1 - smoothstep(-softness, softness, d)) * gate * (1 - smoothstep(0.75, 0.88, mean));
    if (k <= 0) continue;
    const tone = img.r[i]! > img.b[i]! + 0.08 ? warmShadow : shadow;
    img.r[i]! *= 1 + (tone[0] - 1) * k;
    img.g[i]! *= 1 + (tone[1] - 1) * k;
    img.b[i]! *= 1 + (tone[2] - 1) * k;
  }
}

/**
 * Thickens a 0..1 ink plane by about `radius` px with round ends and softens its edge (anti-aliasing): the ink is
 * spread by a Gaussian and cut again at a level a line keeps along its length, while lone specks fall below it.
 */
export function thicken(ink: Plane, w: number, h: number, radius: number, soften: number): Plane {
  if (radius < 0.5) return gaussianBlur(ink, w, h, soften);
  const sigma = radius * 0.8;
  const spread = gaussianBlur(ink, w, h, sigma);
  // Peak of a fully inked 1 px line after the spread; a line `radius` wide each way stays above a third of it.
  const peak = Math.min(1, 1 / (Math.sqrt(2 * Math.PI) * sigma));
  const edge = Math.max(0.02, (soften / Math.max(radius, 1)) * peak * 0.5);
  const out = new Float32Array(ink.length);
  for (let i = 0; i < out.length; i++) out[i] = smoothstep(peak * 0.33 - edge, peak * 0.33 + edge, spread[i]!);
  return out;
}

/**
 * 0 on the subject (the face and the body below it), easing to 1 in the background: where a style may paint more
 * loosely, blur or haze. Taller than wide, since the body lies below the face.
 */
export function backgroundMask(img: Rgb, subject: RecipeContext['subject'], inner = 0.45, outer = 1.1): Plane {
  const { width: w, height: h } = img;
  const mask = new Float32Array(w * h);
  const reach = Math.max(subject.radius * 4, Math.min(w, h) * 0.35);
  for (let y = 0; y < h; y++) {
    const dy = (y - subject.y) / (reach * 1.8);
    for (let x = 0; x < w; x++) {
      const dx = (x - subject.x) / reach;
      mask[y * w + x] = smoothstep(inner, outer, Math.sqrt(dx * dx + dy * dy));
    }
  }
  return mask;
}

/** Blur of the background by distance from the subject: a fake depth of field. */
export function depthOfField(img: Rgb, subject: RecipeContext['subject'], sigma: number, amount: number): void {
  const mask = backgroundMask(img, subject);
  for (let i = 0; i < mask.length; i++) mask[i]! *= amount;
  mixInto(img, blurRgb(img, sigma), mask);
}

/** A style option's colour grade: the mood that, with line weight and texture, sets a style's three options apart. */
export interface Grade {
  /** Colour temperature, negative cools. */
  warmth?: number;
  /** Split toning: shadow and highlight tints (hex) and strength. */
  shadows?: string;
  highlights?: string;
  split?: number;
  saturation?: number;
  contrast?: number;
  lift?: number;
  gamma?: number;
  gain?: number;
}

export function applyGrade(img: Rgb, grade: Grade): void {
  const { warmth = 0, split = 0, saturation = 1, contrast = 0, lift = 0, gamma = 1, gain = 1 } = grade;
  if (warmth !== 0) temperature(img, warmth);
  if (split > 0) splitTone(img, hex(grade.shadows ?? '#808080'), hex(grade.highlights ?? '#808080'), split);
  if (saturation !== 1) saturate(img, saturation);
  if (contrast !== 0 || lift !== 0 || gamma !== 1 || gain !== 1) toneCurve(img, { contrast, lift, gamma, gain });
}

/** A deterministic hash of two integers to [0, 1). */
export function hash2(a: number, b: number): number {
  let hsh = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b, 0xc2b2ae35);
  hsh ^= hsh >>> 15;
  hsh = Math.imul(hsh, 0x2c1b3c6d);
  hsh ^= hsh >>> 12;
  return (hsh >>> 0) / 4294967296;
}

export interface StrokeField {
  /** Direction of the strokes (radians). */
  angle: number;
  /** Distance between stroke centres, px. */
  spacing: number;
  /** Typical stroke length, px. */
  length: number;
  /** Stroke width as a fraction of the spacing. */
  width: number;
  seed: number;
}

/**
 * Parallel hand-laid strokes: lines `spacing` px apart, broken into tapered pieces with their own pressure and a
 * little wander. Returns 0..1 coverage per pixel (crayon, marker and pastel strokes).
 */
export function strokeField(w: number, h: number, field: StrokeField): Plane {
  const out = new Float32Array(w * h);
  const cos = Math.cos(field.angle);
  const sin = Math.sin(field.angle);
  const { spacing, length, width, seed } = field;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const u = (x * cos + y * sin) / spacing;
      const line = Math.floor(u);
      const h1 = hash2(line, seed);
      const along = (-x * sin + y * cos) / length + h1 * 7;
      const segment = Math.floor(along);
      const h2 = hash2(line * 7919 + segment, seed + 17);
      const t = along - segment;
      const taper = Math.min(1, t * 5, (1 - t) * 5);
      const half = width * (0.75 + 0.5 * h2) * 0.5;
      const d = Math.abs(u - line - 0.5 - (h1 - 0.5) * 0.4 - (t - 0.5) * (h2 - 0.5) * 0.5);
      const profile = clamp01((half - d) / Math.max(0.05, half * 0.6));
      out[y * w + x] = profile * taper * (0.55 + 0.45 * h2);
    }
  }
  return out;
}

export interface BrushOptions {
  /** Stroke length each way along the flow, px. */
  length: number;
  /** Size of the paint clumps in the bristle texture, px. */
  clump: number;
  /** 0..1: how much of the bristle texture is clumps rather than fine bristles. */
  clumpiness: number;
}

/**
 * Paint laid in strokes: the colours and a bristle texture smeared along the edge-tangent flow (line integral
 * convolution), at half resolution. Returns the painted picture and the stroke texture, centred on 0 (about ±0.5).
 */
export function brushStrokes(img: Rgb, ctx: RecipeContext, opts: BrushOptions): { paint: Rgb; stroke: Plane } {
  const { width: w, height: h } = img;
  const f = Math.min(w, h) >= 300 ? 2 : 1;
  const half = f === 2 ? shrinkRgb(img, 2) : img;
  const { width: hw, height: hh } = half;
  const hs = ctx.scale / f;
  const flow = edgeFlow(luminance(half), hw, hh, 4 * hs);
  const bristles = whiteNoise(hw, hh, ctx.rng);
  const clumps = valueNoise(hw, hh, opts.clump * hs, opts.clump * hs, ctx.rng);
  for (let i = 0; i < bristles.length; i++) bristles[i] = bristles[i]! * (1 - opts.clumpiness) + clumps[i]! * opts.clumpiness;
  const [r, g, b, stroke] = smearAlongFlow(
    [half.r, half.g, half.b, bristles],
    flow,
    hw,
    hh,
    opts.length * hs,
    Math.max(1.5, 1.5 * hs),
  );
  // Smearing averages the texture down; rescale it to a known spread.
  normaliseTexture(stroke!);
  const painted: Rgb = { width: hw, height: hh, r: r!, g: g!, b: b! };
  if (f === 1) return { paint: painted, stroke: stroke! };
  return { paint: growRgb(painted, 2, w, h), stroke: upsampleBilinear(stroke!, hw, hh, 2, w, h) };
}

/**
 * Wax crayon: the colour laid in two crossing layers of strokes whose wax skips the paper's tooth, so paper shows
 * through in light strokes and between them (`paperShow` 0..1). Darker colours are pressed harder.
 */
export function crayonOver(img: Rgb, ctx: RecipeContext, paper: Float32Array, paperTone: Colour, paperShow: number): void {
  const { scale: s, rng } = ctx;
  const { width: w, height: h } = img;
  const seed = Math.floor(rng() * 0x7fffffff);
  const first = strokeField(w, h, { angle: 1.05, spacing: 8 * s, length: 60 * s, width: 0.8, seed });
  const second = strokeField(w, h, { angle: 0.45, spacing: 10 * s, length: 45 * s, width: 0.7, seed: seed + 5 });
  const tooth = valueNoise(w, h, 3 * s, 3 * s, rng);
  for (let i = 0; i < first.length; i++) {
    const l = clamp01(0.2126 * img.r[i]! + 0.7152 * img.g[i]! + 0.0722 * img.b[i]!);
    const pressure = 0.35 + 0.65 * (1 - l);
    const wax = Math.max(first[i]!, second[i]! * 0.85) * (0.6 + 0.4 * pressure) + pressure * 0.35;
    // The tooth: wax catches on the paper's peaks.
    const coverage = clamp01((wax - 0.35 * tooth[i]! - 0.1 * paper[i]!) * 1.6);
    const t = paperShow * (1 - coverage);
    img.r[i] = img.r[i]! + (paperTone[0] - img.r[i]!) * t;
    img.g[i] = img.g[i]! + (paperTone[1] - img.g[i]!) * t;
    img.b[i] = img.b[i]! + (paperTone[2] - img.b[i]!) * t;
  }
}

/** Rescales a texture in place to mean 0 and a standard deviation of 0.29 (the spread of uniform noise). */
export function normaliseTexture(texture: Plane): Plane {
  let mean = 0;
  for (let i = 0; i < texture.length; i++) mean += texture[i]!;
  mean /= texture.length;
  let variance = 0;
  for (let i = 0; i < texture.length; i++) variance += (texture[i]! - mean) ** 2;
  const k = 0.29 / Math.sqrt(variance / texture.length + 1e-9);
  for (let i = 0; i < texture.length; i++) texture[i] = (texture[i]! - mean) * k;
  return texture;
}

/** Mottled paint: fractal noise from `cell` px down, centred on 0 (about ±0.5): gouache and wash backgrounds. */
export function mottle(w: number, h: number, cell: number, rng: Random): Plane {
  return normaliseTexture(fbm(w, h, cell, 3, rng));
}

export interface Hatching {
  cos: number;
  sin: number;
  spacing: number;
  seed: number;
  /** Tone darkness from which this layer appears. */
  from: number;
  weight: number;
}

export function hatching(angle: number, spacing: number, seed: number, from: number, weight: number): Hatching {
  return { cos: Math.cos(angle), sin: Math.sin(angle), spacing, seed, from, weight };
}

/** One layer of hatching: parallel lines broken into tapered strokes of varying pressure, where `dark` > `from`. */
export function hatchStroke(x: number, y: number, layer: Hatching, dark: number): number {
  const { from } = layer;
  if (dark <= from) return 0;
  const u = (x * layer.cos + y * layer.sin) / layer.spacing;
  const line = Math.floor(u);
  const f = u - line;
  const h1 = hash2(line, layer.seed);
  const along = (-x * layer.sin + y * layer.cos) / (layer.spacing * 9) + h1 * 7;
  const segment = Math.floor(along);
  const h2 = hash2(line * 7919 + segment, layer.seed + 17);
  const t = along - segment;
  const taper = Math.min(1, t * 6, (1 - t) * 6);
  if (taper <= 0 || h2 < 0.12) return 0;
  const width = 0.18 + 0.25 * clamp01((dark - from) * 2.5);
  const profile = Math.max(0, 1 - Math.abs(f - 0.5 - (h1 - 0.5) * 0.3) / width);
  return profile * taper * (0.55 + 0.45 * h2) * smoothstep(from, from + 0.15, dark) * layer.weight;
}
