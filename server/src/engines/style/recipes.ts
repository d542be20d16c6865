/**
 * One recipe per art style: which filters run, in what order, with which parameters. Every pixel radius is given for
 * a 1024 px working image and scaled by `ctx.scale`; `ctx.variant` (0, 1, 2) shifts parameters so the three style
 * options differ.
 */
import {
  bulgeWarp,
  labToRgb,
  cleanLabels,
  displace,
  domainTransform,
  edgeFlow,
  gradePalette,
  hysteresisEdges,
  kuwahara,
  labelMeans,
  paintLabels,
  pullPalette,
  quantiseLab,
  smearAlongFlow,
  xdogLines,
  type Colour,
} from './filters.ts';
import {
  addTexture,
  applyTexture,
  clampRgb,
  glow,
  gradientMap,
  inkOver,
  localContrast,
  mixInto,
  saturate,
  splitTone,
  temperature,
  toneCurve,
  vibrance,
  vignette,
} from './grade.ts';
import { canvasWeave, fbm, grain, paperTexture, valueNoise, whiteNoise, type Random } from './noise.ts';
import type { Look } from './prompt.ts';
import {
  blurRgb,
  clamp01,
  cloneRgb,
  createRgb,
  cropRgb,
  erodeMin,
  gaussianBlur,
  growRgb,
  luminance,
  shrinkRgb,
  softenRgb,
  smoothstep,
  sobel,
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

function pick<T>(variant: number, values: [T, T, T]): T {
  return values[variant % 3]!;
}

function hex(value: string): Colour {
  const n = parseInt(value.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

// ---------------------------------------------------------------------------------------------------------------
// Shared steps

interface Abstraction {
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

/** Domain-transform smoothing at half resolution (a quarter of the cost), upsampled: used for strong smoothing. */
function smoothHalf(img: Rgb, sigmaS: number, sigmaR: number, iterations: number): Rgb {
  if (Math.min(img.width, img.height) < 200) return domainTransform(img, sigmaS, sigmaR, iterations);
  const half = domainTransform(shrinkRgb(img, 2), sigmaS / 2, sigmaR, iterations);
  return growRgb(half, 2, img.width, img.height);
}

interface FaceRegion {
  left: number;
  top: number;
  width: number;
  height: number;
  /** 0..1 per pixel of the whole image: 1 on the face, easing to 0 around it. */
  mask: Plane;
}

/** A soft ellipse over the detected face (none for the fallback centre): where detail is kept. */
function faceRegion(ctx: RecipeContext, grow = 1): FaceRegion | null {
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
function keepFaceDetail(target: Rgb, source: Rgb, face: FaceRegion | null, detail: (crop: Rgb) => Rgb, amount = 1): void {
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
function abstractColours(
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
    iterations?: number;
  },
): Abstraction {
  const { img, scale, rng, subject } = ctx;
  const { width: w, height: h } = img;
  const smooth = smoothHalf(img, opts.sigmaS * scale, opts.sigmaR, opts.iterations ?? 3);
  const face = faceRegion(ctx);
  keepFaceDetail(smooth, img, face, (crop) => domainTransform(crop, 7 * scale, 0.12, 2));
  const q = quantiseLab(smooth, opts.k, rng, { x: subject.x, y: subject.y, radius: subject.radius * 2.2 });
  const labels = cleanLabels(q.labels, w, h);
  let palette = q.labPalette;
  if (opts.anchors && opts.pull) palette = pullPalette(palette, opts.anchors, opts.pull);
  palette = gradePalette(palette, opts.chroma ?? 1, opts.lightness ?? 0, opts.lightnessGain ?? 1, opts.shadowShift);
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
  const mag = gaussianBlur(sobel(smoothLum, w, h).mag, w, h, 2 * scale);
  const edge = new Float32Array(mag.length);
  for (let i = 0; i < mag.length; i++) edge[i] = smoothstep(0.004, 0.02, mag[i]!);
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
 * Flat fills where the picture has structure, the graded smooth picture in wide gentle gradients (skies, cheeks),
 * so quantisation never draws contour rings; `flatness` 1 = flat everywhere.
 */
function fills(a: Abstraction, flatness: number): Rgb {
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

/**
 * Two-tone cel shading inside each colour region: where the (slightly blurred) luminance falls below the region's
 * mean, the shadow tone (`shadow` multiplies the colour). It fades out in wide featureless areas and on near-white
 * regions, where it would only draw blotches.
 */
function celShade(img: Rgb, a: Abstraction, shadow: Colour, softness: number, scale: number, bias = 0.01): void {
  const { labels, labelLum } = a;
  const { width: w, height: h } = img;
  const lum = gaussianBlur(a.smoothLum, w, h, 2.5 * scale);
  const detail = gaussianBlur(a.edge, w, h, 24 * scale);
  for (let i = 0; i < labels.length; i++) {
    const mean = labelLum[labels[i]!]!;
    const d = lum[i]! - mean + bias;
    const k = (1 - smoothstep(-softness, softness, d)) * smoothstep(0.05, 0.3, detail[i]!) * (1 - smoothstep(0.75, 0.88, mean));
    img.r[i]! *= 1 + (shadow[0] - 1) * k;
    img.g[i]! *= 1 + (shadow[1] - 1) * k;
    img.b[i]! *= 1 + (shadow[2] - 1) * k;
  }
}

/** Thickens a 0..1 ink plane by `radius` px and softens its edge (anti-aliasing). */
function thicken(ink: Plane, w: number, h: number, radius: number, soften: number): Plane {
  const inverted = new Float32Array(ink.length);
  for (let i = 0; i < ink.length; i++) inverted[i] = 1 - ink[i]!;
  const grown = radius >= 0.5 ? erodeMin(inverted, w, h, radius) : inverted;
  const soft = gaussianBlur(grown, w, h, soften);
  for (let i = 0; i < soft.length; i++) soft[i] = 1 - soft[i]!;
  return soft;
}

/** Darker, more saturated version of each pixel's colour: coloured ink instead of black. */
function inkFrom(img: Rgb, darkness: number, saturation: number): Rgb {
  const out = cloneRgb(img);
  saturate(out, saturation);
  for (const p of [out.r, out.g, out.b]) for (let i = 0; i < p.length; i++) p[i] = clamp01(p[i]!) * darkness;
  return out;
}

/** Procedural paper colour with grain: `tone` is the paper's colour. */
function paperLayer(w: number, h: number, tone: Colour, texture: Plane, strength: number): Rgb {
  const out = createRgb(w, h);
  for (let i = 0; i < texture.length; i++) {
    const k = 1 + strength * texture[i]!;
    out.r[i] = tone[0] * k;
    out.g[i] = tone[1] * k;
    out.b[i] = tone[2] * k;
  }
  return out;
}

/** Blur of the background by distance from the subject: a fake depth of field. */
function depthOfField(img: Rgb, subject: RecipeContext['subject'], sigma: number, amount: number): void {
  const { width: w, height: h } = img;
  const blurred = blurRgb(img, sigma);
  const mask = new Float32Array(w * h);
  const reach = Math.max(subject.radius * 4, Math.min(w, h) * 0.35);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      // Taller than wide: the subject's body lies below the face.
      const dx = (x - subject.x) / reach;
      const dy = (y - subject.y) / (reach * 1.8);
      mask[y * w + x] = smoothstep(0.45, 1.1, Math.sqrt(dx * dx + dy * dy)) * amount;
    }
  }
  mixInto(img, blurred, mask);
}

// ---------------------------------------------------------------------------------------------------------------
// The twelve styles

/** Gentle filmic grade, local contrast (large-radius unsharp mask), fine grain, vignette. */
const realistic: Recipe = (ctx) => {
  const { scale: s, variant: v } = ctx;
  const img = cloneRgb(ctx.img);
  const { width: w, height: h } = img;
  localContrast(img, 40 * s, pick(v, [0.45, 0.6, 0.35]));
  localContrast(img, 1.5 * s, 0.35);
  toneCurve(img, { contrast: pick(v, [0.3, 0.4, 0.22]), lift: 0.015, gain: 0.99 });
  vibrance(img, 0.3);
  temperature(img, pick(v, [0.18, 0.3, -0.05]));
  splitTone(img, hex('#3d6e80'), hex('#f0b48a'), pick(v, [0.22, 0.28, 0.18]));
  vignette(img, pick(v, [0.45, 0.55, 0.4]), { cx: ctx.subject.x / w, cy: ctx.subject.y / h, inner: 0.35 });
  addTexture(img, grain(w, h, ctx.rng, 0.6), 0.035);
  return img;
};

/**
 * Oil: generalised Kuwahara, paint smeared along the edge-tangent flow (brush strokes), impasto relief from the
 * stroke texture and canvas weave lit from the upper left, warm varnish. Strokes are laid at half resolution.
 */
const oilPainting: Recipe = (ctx) => {
  const { scale: s, variant: v, rng } = ctx;
  const { width: w, height: h } = ctx.img;
  const f = Math.min(w, h) >= 300 ? 2 : 1;
  const half = f === 2 ? shrinkRgb(ctx.img, 2) : ctx.img;
  const hw = half.width;
  const hh = half.height;
  const hs = s / f;
  const base = kuwahara(half, pick(v, [4, 5, 3.5]) * hs * 1.6);
  const paint = kuwahara(base, pick(v, [2, 3, 2]) * hs * 1.6);
  const { subject } = ctx;
  const halfCtx = { ...ctx, img: half, subject: { ...subject, x: subject.x / f, y: subject.y / f, radius: subject.radius / f } };
  keepFaceDetail(paint, half, faceRegion(halfCtx), (crop) => kuwahara(crop, Math.max(1, 1.5 * hs)), 0.85);
  const flow = edgeFlow(luminance(paint), hw, hh, 4 * hs);
  // Bristle texture: fine noise and paint clumps, smeared along the strokes.
  const bristles = whiteNoise(hw, hh, rng);
  const clumps = valueNoise(hw, hh, 7 * hs, 7 * hs, rng);
  for (let i = 0; i < bristles.length; i++) bristles[i] = bristles[i]! * 0.55 + clumps[i]! * 0.45;
  const strokeLen = pick(v, [9, 12, 7]) * hs;
  const [sr, sg, sb, stroke] = smearAlongFlow([paint.r, paint.g, paint.b, bristles], flow, hw, hh, strokeLen, Math.max(0.75, hs));
  const painted: Rgb = { width: hw, height: hh, r: sr!, g: sg!, b: sb! };
  const img = f === 2 ? growRgb(painted, 2, w, h) : painted;
  const strokeFull = f === 2 ? growRgb({ width: hw, height: hh, r: stroke!, g: stroke!, b: stroke! }, 2, w, h).r : stroke!;
  // Impasto: stroke texture, broad luminance and canvas weave as one height field, lit from the upper left.
  const weave = canvasWeave(w, h, Math.max(3, 4.5 * s), rng);
  const lum = gaussianBlur(luminance(img), w, h, 2 * s);
  const height = new Float32Array(w * h);
  for (let i = 0; i < height.length; i++) height[i] = strokeFull[i]! * 0.9 + lum[i]! * 0.6 + weave[i]! * 0.12;
  const { gx, gy } = sobel(height, w, h);
  const relief = pick(v, [3.2, 4, 2.6]) / Math.max(s, 0.35);
  for (let i = 0; i < height.length; i++) {
    const light = -(gx[i]! + gy[i]!) * 0.7 * relief;
    const k = 1 + light * 0.8 + Math.max(0, light) ** 2 * 0.9;
    img.r[i]! *= k;
    img.g[i]! *= k;
    img.b[i]! *= k;
  }
  saturate(img, pick(v, [1.2, 1.3, 1.12]));
  toneCurve(img, { contrast: 0.25, lift: 0.03 });
  temperature(img, pick(v, [0.25, 0.15, 0.35]));
  splitTone(img, hex('#3b2a4a'), hex('#f6d58e'), 0.25);
  vignette(img, 0.4, { colour: hex('#2a1a0e'), inner: 0.5 });
  return img;
};

/**
 * Bousseau-style watercolour: abstraction (smoothing + quantisation), wobbly edges displaced along paper noise,
 * pigment density from turbulence and granulation, edge darkening, transparent glazes on textured paper.
 */
const watercolor: Recipe = (ctx) => {
  const { scale: s, variant: v, rng } = ctx;
  const { width: w, height: h } = ctx.img;
  const a = abstractColours(ctx, {
    sigmaS: 40,
    sigmaR: 0.3,
    k: pick(v, [12, 9, 14]),
    chroma: pick(v, [1.2, 1.3, 1.1]),
  });
  const washes = fills(a, 0.75);
  // Colour bleeding: regions run into each other where the "wet" noise is high.
  const wet = fbm(w, h, 120 * s, 3, rng);
  const bled = blurRgb(washes, 6 * s);
  const wetMask = new Float32Array(w * h);
  for (let i = 0; i < wetMask.length; i++) {
    wetMask[i] = smoothstep(0.42, 0.7, wet[i]!) * 0.85 * (a.face ? 1 - a.face[i]! : 1);
  }
  mixInto(washes, bled, wetMask);
  // Wobble: displace by low-frequency noise.
  const amp = pick(v, [4, 5, 3]) * s;
  const nx = valueNoise(w, h, 28 * s, 28 * s, rng);
  const ny = valueNoise(w, h, 28 * s, 28 * s, rng);
  for (let i = 0; i < nx.length; i++) {
    nx[i] = (nx[i]! - 0.5) * 2 * amp;
    ny[i] = (ny[i]! - 0.5) * 2 * amp;
  }
  const img = displace(washes, nx, ny);
  // Edge darkening from the gradient of the blurred washes; pigment density from turbulence and paper grain.
  const paper = paperTexture(w, h, s, rng);
  const { mag } = sobel(gaussianBlur(luminance(img), w, h, 1.2 * s), w, h);
  const turbulence = fbm(w, h, 70 * s, 4, rng);
  const edgeGain = pick(v, [9, 12, 7]) / Math.max(s, 0.35);
  const glaze = pick(v, [0.86, 0.9, 0.82]);
  const { r, g, b } = img;
  for (let i = 0; i < mag.length; i++) {
    const d1 = Math.min(0.9, mag[i]! * edgeGain) + 0.55 * (turbulence[i]! - 0.5) + 0.3 * paper[i]!;
    // Bousseau's density model C' = C − (C − C²)(d − 1), then a transparent glaze over white paper.
    const cr = clamp01(r[i]!);
    const cg = clamp01(g[i]!);
    const cb = clamp01(b[i]!);
    r[i] = 1 - (1 - (cr - (cr - cr * cr) * d1)) * glaze;
    g[i] = 1 - (1 - (cg - (cg - cg * cg) * d1)) * glaze;
    b[i] = 1 - (1 - (cb - (cb - cb * cb) * d1)) * glaze;
  }
  // A faint pencil underdrawing.
  inkOver(img, xdogLines(a.smoothLum, w, h, 1.1 * s, 0.005, 60), hex('#4a4038'), 0.42);
  // Unpainted paper at an irregular border.
  const edgeNoise = fbm(w, h, 60 * s, 3, rng);
  const border = new Float32Array(w * h);
  const margin = pick(v, [0.06, 0.045, 0.075]);
  const aspect = h / w;
  for (let y = 0; y < h; y++) {
    const dy = Math.min(y, h - 1 - y) / h;
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const dEdge = Math.min(Math.min(x, w - 1 - x) / w, dy * aspect);
      border[i] = 1 - smoothstep(margin * 0.3, margin * 1.6, dEdge + (edgeNoise[i]! - 0.5) * margin * 1.6);
    }
  }
  mixInto(img, paperLayer(w, h, hex('#fbf7ee'), paper, 0.05), border);
  applyTexture(img, paper, 0.07);
  return img;
};

/** Soft painted cels: gentle smoothing, a lush green / sky-blue palette, thin warm lines, airy light. */
const studioGhibli: Recipe = (ctx) => {
  const { scale: s, variant: v, rng } = ctx;
  const { width: w, height: h } = ctx.img;
  const anchors = [
    '#6cc0ee',
    '#a9dcf2',
    '#f7f3e8',
    '#5f9e3d',
    '#a3cc55',
    '#d8c48a',
    '#f4c9a8',
    '#c0563e',
    '#3b5d8a',
    '#4a3b2e',
  ].map(hex);
  const a = abstractColours(ctx, {
    sigmaS: 30,
    sigmaR: 0.22,
    k: pick(v, [14, 12, 16]),
    anchors,
    pull: pick(v, [0.45, 0.55, 0.4]),
    chroma: 1.15,
    lightness: 3,
  });
  const img = fills(a, 0.45);
  celShade(img, a, [0.84, 0.87, 0.98], 0.03, s);
  inkOver(img, xdogLines(a.smoothLum, w, h, 1.0 * s, 0.006, 80), hex('#3a2f28'), pick(v, [0.65, 0.55, 0.75]));
  toneCurve(img, { lift: 0.05, contrast: 0.12, gamma: 0.92 });
  temperature(img, pick(v, [0.12, 0.22, 0.05]));
  glow(img, 0.72, 22 * s, 0.45, hex('#fff3d6'));
  // Gouache-like unevenness in the flat paint.
  const wash = fbm(w, h, 80 * s, 3, rng);
  for (let i = 0; i < wash.length; i++) wash[i] = wash[i]! - 0.5;
  applyTexture(img, wash, 0.1);
  addTexture(img, grain(w, h, rng, 0.8 * s), 0.012);
  return img;
};

/** Classic 2D feature animation: rich warm palette, soft two-tone cels, coloured ink lines, magical glow. */
const disney: Recipe = (ctx) => {
  const { scale: s, variant: v } = ctx;
  const { width: w, height: h } = ctx.img;
  const anchors = [
    '#2f6fd6',
    '#7ec8ff',
    '#ffe9c7',
    '#ffcf9e',
    '#e8473a',
    '#ffc832',
    '#4caf50',
    '#8e5cc8',
    '#3a2415',
    '#fdfbf5',
  ].map(hex);
  const a = abstractColours(ctx, {
    sigmaS: 50,
    sigmaR: 0.3,
    k: pick(v, [12, 10, 14]),
    anchors,
    pull: 0.3,
    chroma: pick(v, [1.35, 1.45, 1.25]),
    lightness: 4,
    lightnessGain: 1.08,
  });
  const img = fills(a, 0.55);
  celShade(img, a, [0.8, 0.74, 0.88], 0.02, s);
  const lines = thicken(xdogLines(a.smoothLum, w, h, 1.4 * s, 0.004, 120), w, h, pick(v, [0.6, 1, 0.4]) * s, 0.6 * s);
  inkOver(img, lines, inkFrom(img, 0.32, 1.4), 0.95);
  glow(img, 0.68, 26 * s, 0.55, hex('#fff0c8'));
  vignette(img, 0.3, { colour: hex('#2b1840'), inner: 0.55 });
  return img;
};

/** CG-animation look: a gently enlarged head, plastic-smooth surfaces, volumetric light, warm bounce, bloom. */
const pixar: Recipe = (ctx) => {
  const { scale: s, variant: v, subject } = ctx;
  const { width: w, height: h } = ctx.img;
  const radius = Math.max(subject.radius * 2.6, 0.2 * Math.min(w, h));
  const warped = bulgeWarp(ctx.img, subject.x, subject.y, radius, pick(v, [0.28, 0.34, 0.22]));
  let img = domainTransform(warped, 20 * s, 0.14, 2);
  img = smoothHalf(img, 60 * s, 0.08, 2);
  localContrast(img, 45 * s, 0.7);
  vibrance(img, 0.45);
  saturate(img, 1.12);
  splitTone(img, hex('#b04a3c'), hex('#ffe0b0'), pick(v, [0.3, 0.38, 0.24]));
  toneCurve(img, { contrast: 0.3, gamma: 0.92 });
  glow(img, 0.62, 18 * s, 0.6, hex('#fff2dc'));
  depthOfField(img, subject, 4 * s, pick(v, [0.85, 1, 0.7]));
  vignette(img, 0.3, { cx: subject.x / w, cy: subject.y / h, inner: 0.5 });
  return img;
};

/** Anime cels: flat colours with crisp two-tone shading, cool violet shadows, bright highlights, thin crisp lines. */
const anime: Recipe = (ctx) => {
  const { scale: s, variant: v } = ctx;
  const { width: w, height: h } = ctx.img;
  const anchors = [
    '#4aa8ff',
    '#9fd8ff',
    '#ffffff',
    '#ffe2cf',
    '#f7b8a0',
    '#ff5a6e',
    '#ffd84a',
    '#5ccf6a',
    '#2e2a4a',
    '#7a5cff',
  ].map(hex);
  const a = abstractColours(ctx, {
    sigmaS: 40,
    sigmaR: 0.28,
    k: pick(v, [10, 8, 12]),
    anchors,
    pull: 0.35,
    chroma: pick(v, [1.3, 1.4, 1.2]),
    lightness: 6,
    lightnessGain: 1.05,
    shadowShift: [10, -24],
  });
  const img = fills(a, 0.7);
  // Specular highlights pop to near white.
  for (let i = 0; i < a.smoothLum.length; i++) {
    const t = smoothstep(0.86, 0.92, a.smoothLum[i]!) * 0.7;
    img.r[i] = img.r[i]! + (1 - img.r[i]!) * t;
    img.g[i] = img.g[i]! + (1 - img.g[i]!) * t;
    img.b[i] = img.b[i]! + (1 - img.b[i]!) * t;
  }
  const lines = thicken(xdogLines(a.smoothLum, w, h, 0.9 * s, 0.003, 300), w, h, pick(v, [0, 0.5, 0]) * s, 0.45 * s);
  inkOver(img, lines, hex('#1e1a2e'), 1);
  toneCurve(img, { contrast: 0.15 });
  return img;
};

/** Caricature: a strong bulge on the face, the body pinched smaller, drawn in marker colours with ink lines. */
const caricature: Recipe = (ctx) => {
  const { scale: s, variant: v, subject } = ctx;
  const { width: w, height: h } = ctx.img;
  const radius = Math.max(subject.radius * 2.8, 0.24 * Math.min(w, h));
  const strength = pick(v, [0.55, 0.62, 0.48]);
  let warped = bulgeWarp(ctx.img, subject.x, subject.y, radius, strength);
  warped = bulgeWarp(warped, subject.x, subject.y + radius * 1.6, radius * 1.3, -0.25);
  const a = abstractColours(
    { ...ctx, img: warped, subject: { ...subject, radius: subject.radius / (1 - strength * 0.8) } },
    { sigmaS: 40, sigmaR: 0.3, k: pick(v, [12, 10, 14]), chroma: 1.3, lightness: 5, lightnessGain: 1.1 },
  );
  const img = fills(a, 0.6);
  celShade(img, a, [0.85, 0.8, 0.82], 0.02, s);
  const lines = thicken(xdogLines(a.smoothLum, w, h, 1.3 * s, 0.003, 150), w, h, 0.6 * s, 0.6 * s);
  inkOver(img, lines, hex('#1d1410'), 1);
  vignette(img, 0.25, { colour: hex('#f4ead8'), inner: 0.7 });
  return img;
};

/** Storybook gouache: friendly palette, crayon-textured flat paint, wobbly coloured-pencil outlines, cream paper. */
const childrenBook: Recipe = (ctx) => {
  const { scale: s, variant: v, rng } = ctx;
  const { width: w, height: h } = ctx.img;
  const anchors = [
    '#6ec6f0',
    '#ffe7a8',
    '#ffb870',
    '#f2705e',
    '#8fd16a',
    '#4f9e5a',
    '#c9a0e8',
    '#fff6e4',
    '#5a4030',
    '#ffd1c1',
  ].map(hex);
  const a = abstractColours(ctx, {
    sigmaS: 60,
    sigmaR: 0.35,
    k: pick(v, [8, 7, 10]),
    anchors,
    pull: pick(v, [0.45, 0.55, 0.4]),
    chroma: 1.35,
    lightness: 9,
    lightnessGain: 0.9,
  });
  // Wobble the paint a little, like hand-painted fills.
  const amp = 2.5 * s;
  const nx = valueNoise(w, h, 40 * s, 40 * s, rng);
  const ny = valueNoise(w, h, 40 * s, 40 * s, rng);
  for (let i = 0; i < nx.length; i++) {
    nx[i] = (nx[i]! - 0.5) * 2 * amp;
    ny[i] = (ny[i]! - 0.5) * 2 * amp;
  }
  const img = displace(fills(a, 0.8), nx, ny);
  // Crayon: streaks that let the cream paper through.
  const streaks = valueNoise(w, h, 2.2 * s, 14 * s, rng);
  const paper = paperTexture(w, h, s, rng);
  const cream = hex('#fbf3e2');
  for (let i = 0; i < streaks.length; i++) {
    const t = clamp01(((streaks[i]! - 0.5) * 0.7 + paper[i]! * 0.6) * 0.22);
    img.r[i] = img.r[i]! + (cream[0] - img.r[i]!) * t;
    img.g[i] = img.g[i]! + (cream[1] - img.g[i]!) * t;
    img.b[i] = img.b[i]! + (cream[2] - img.b[i]!) * t;
  }
  // Coloured-pencil outlines, displaced along their own noise and broken by the paper's tooth.
  const raw = xdogLines(a.smoothLum, w, h, 1.6 * s, 0.004, 90);
  const lx = valueNoise(w, h, 18 * s, 18 * s, rng);
  const ly = valueNoise(w, h, 18 * s, 18 * s, rng);
  for (let i = 0; i < lx.length; i++) {
    lx[i] = (lx[i]! - 0.5) * 5 * s;
    ly[i] = (ly[i]! - 0.5) * 5 * s;
  }
  const lineImg = displace({ width: w, height: h, r: raw, g: raw, b: raw }, lx, ly).r;
  const thick = thicken(lineImg, w, h, pick(v, [1, 1.5, 0.6]) * s, 0.7 * s);
  for (let i = 0; i < thick.length; i++) thick[i] = thick[i]! * clamp01(0.9 - paper[i]! * 0.8);
  inkOver(img, thick, hex('#4a3226'), 0.9);
  applyTexture(img, paper, 0.06);
  return img;
};

/** Bold cartoon: strong smoothing, few punchy colours, thick black outlines from Sobel edges with hysteresis. */
const cartoon: Recipe = (ctx) => {
  const { scale: s, variant: v } = ctx;
  const { width: w, height: h } = ctx.img;
  const a = abstractColours(ctx, {
    sigmaS: 70,
    sigmaR: 0.4,
    k: pick(v, [8, 6, 10]),
    chroma: pick(v, [1.5, 1.65, 1.4]),
    lightness: 4,
    lightnessGain: 1.12,
  });
  const img = fills(a, 0.85);
  const edges = hysteresisEdges(a.smooth, 0.035, 0.08, Math.round(160 * s * s));
  // Bold outlines would turn eyes and mouth into blots: on the face, thin feature lines take over.
  if (a.face) for (let i = 0; i < edges.length; i++) edges[i] = edges[i]! * (1 - a.face[i]!);
  const lines = thicken(edges, w, h, pick(v, [1.2, 1.8, 0.8]) * s, 0.8 * s);
  if (a.face) {
    const features = xdogLines(a.smoothLum, w, h, 0.9 * s, 0.008, 90);
    for (let i = 0; i < lines.length; i++) lines[i] = Math.max(lines[i]!, features[i]! * a.face[i]! * 0.85);
  }
  inkOver(img, lines, hex('#141018'), 1);
  return img;
};

/** Digital painting: smoothed brushwork, clarity, vivid colour, coloured rim light and glow. */
const digitalArt: Recipe = (ctx) => {
  const { scale: s, variant: v, rng } = ctx;
  const { width: w, height: h } = ctx.img;
  const img = domainTransform(ctx.img, 18 * s, 0.16, 2);
  localContrast(img, 14 * s, 0.7);
  localContrast(img, 60 * s, 0.35);
  vibrance(img, 0.6);
  saturate(img, pick(v, [1.2, 1.3, 1.15]));
  // Warm key light from one side, cool fill from the other.
  const warm = pick(v, [hex('#ffb36b'), hex('#ff7ab8'), hex('#ffd27a')]);
  const cool = pick(v, [hex('#4aa3ff'), hex('#3ee0d0'), hex('#7a6bff')]);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const t = clamp01(0.5 * (x / w) + 0.5 * (y / h));
      img.r[i] = softLight(img.r[i]!, warm[0] + (cool[0] - warm[0]) * t, 0.35);
      img.g[i] = softLight(img.g[i]!, warm[1] + (cool[1] - warm[1]) * t, 0.35);
      img.b[i] = softLight(img.b[i]!, warm[2] + (cool[2] - warm[2]) * t, 0.35);
    }
  }
  toneCurve(img, { contrast: 0.35 });
  glow(img, 0.6, 20 * s, 0.75, hex('#ffe6f2'));
  addTexture(img, grain(w, h, rng, 0.7 * s), 0.01);
  return img;
};

function softLight(a: number, b: number, amount: number): number {
  const ac = clamp01(a);
  const r = b < 0.5 ? ac - (1 - 2 * b) * ac * (1 - ac) : ac + (2 * b - 1) * (Math.sqrt(ac) - ac);
  return ac + (r - ac) * amount;
}

/** Pencil: colour dodge of the grey by its inverted blur, hatching whose density follows tone, paper grain. */
const sketch: Recipe = (ctx) => {
  const { scale: s, variant: v, rng } = ctx;
  const { width: w, height: h } = ctx.img;
  const grey = luminance(ctx.img);
  const inverted = new Float32Array(grey.length);
  for (let i = 0; i < grey.length; i++) inverted[i] = 1 - grey[i]!;
  const invBlur = gaussianBlur(inverted, w, h, pick(v, [8, 12, 6]) * s);
  const tone = gaussianBlur(grey, w, h, 3 * s);
  const paper = paperTexture(w, h, s, rng);
  const out = createRgb(w, h);
  const angle = pick(v, [0.78, 0.55, 1.05]);
  const spacing = pick(v, [5.5, 6.5, 5]) * Math.max(s, 0.4);
  const seed = Math.floor(rng() * 0x7fffffff);
  const layers = [
    hatching(angle, spacing, seed, 0.25, 0.45),
    hatching(angle + 1.35, spacing * 1.1, seed + 101, 0.5, 0.4),
    hatching(angle - 0.6, spacing * 0.9, seed + 202, 0.72, 0.35),
  ];
  const paperTone = hex('#f7f5f1');
  const linePower = pick(v, [2.2, 1.8, 2.8]);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      // Dodge: near white in flat areas, dark where the grey falls off at an edge.
      const dodge = Math.min(1, grey[i]! / Math.max(0.02, 1 - invBlur[i]!));
      const lines = dodge ** linePower;
      const dark = clamp01(1 - tone[i]! * 1.2);
      let hatch = 0;
      for (const layer of layers) hatch += hatchStroke(x, y, layer, dark);
      // Graphite catches the paper's tooth.
      const tooth = clamp01(0.75 + paper[i]! * 0.9);
      const graphite = 1 - (1 - lines * (1 - Math.min(1, hatch) * tooth)) * (0.65 + 0.35 * tooth);
      const p = 1 + paper[i]! * 0.04;
      out.r[i] = graphite * paperTone[0] * p;
      out.g[i] = graphite * paperTone[1] * p;
      out.b[i] = graphite * paperTone[2] * p;
    }
  }
  return out;
};

interface Hatching {
  cos: number;
  sin: number;
  spacing: number;
  seed: number;
  /** Tone darkness from which this layer appears. */
  from: number;
  weight: number;
}

function hatching(angle: number, spacing: number, seed: number, from: number, weight: number): Hatching {
  return { cos: Math.cos(angle), sin: Math.sin(angle), spacing, seed, from, weight };
}

/** One layer of hatching: parallel lines broken into tapered strokes of varying pressure, where `dark` > `from`. */
function hatchStroke(x: number, y: number, layer: Hatching, dark: number): number {
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

function hash2(a: number, b: number): number {
  let hsh = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b, 0xc2b2ae35);
  hsh ^= hsh >>> 15;
  hsh = Math.imul(hsh, 0x2c1b3c6d);
  hsh ^= hsh >>> 12;
  return (hsh >>> 0) / 4294967296;
}

// ---------------------------------------------------------------------------------------------------------------
// Custom: a base recipe (named in the prompt, else a painted look) plus the grade the prompt's words ask for

const customBase: Recipe = (ctx) => {
  const look = ctx.look!;
  const { scale: s } = ctx;
  const { width: w, height: h } = ctx.img;
  if (look.k > 0) {
    const a = abstractColours(ctx, { sigmaS: 40 * look.smoothing + 10, sigmaR: 0.2 + 0.15 * look.smoothing, k: look.k });
    const img = fills(a, 0.7);
    if (look.lines > 0) {
      const lines = thicken(xdogLines(a.smoothLum, w, h, 1.2 * s, 0.004, 120), w, h, look.lines * s, 0.6 * s);
      inkOver(img, lines, hex('#16121a'), 1);
    }
    return img;
  }
  const img = domainTransform(ctx.img, (8 + 30 * look.smoothing) * s, 0.12 + 0.15 * look.smoothing, 3);
  localContrast(img, 16 * s, 0.45);
  if (look.lines > 0) {
    const lines = thicken(xdogLines(luminance(img), w, h, 1.1 * s, 0.004, 120), w, h, look.lines * s, 0.6 * s);
    inkOver(img, lines, hex('#16121a'), 0.9);
  }
  return img;
};

/** The custom prompt's grade, applied after its base recipe. */
export function applyLook(img: Rgb, ctx: RecipeContext): void {
  const look = ctx.look!;
  const { scale: s, rng } = ctx;
  const { width: w, height: h } = img;
  if (look.warmth !== 0) temperature(img, look.warmth);
  if (look.tint) splitTone(img, look.tint, look.tint, look.tintAmount);
  if (look.contrast !== 0 || look.lift !== 0 || look.gamma !== 1) {
    toneCurve(img, { contrast: look.contrast, lift: look.lift, gamma: look.gamma });
  }
  if (look.saturation !== 1) {
    clampRgb(img);
    saturate(img, look.saturation);
  }
  if (look.glow > 0) glow(img, 0.55, 22 * s, look.glow);
  if (look.sepia > 0) gradientMap(img, [hex('#2a1c12'), hex('#8a6a48'), hex('#e8d4ae'), hex('#fbf1dc')], look.sepia);
  if (look.neon > 0) splitTone(img, hex('#3a1aff'), hex('#ff3ad0'), look.neon);
  if (look.vignette > 0) vignette(img, look.vignette, { inner: 0.4 });
  if (look.grain > 0) addTexture(img, grain(w, h, rng, 0.7 * s), look.grain);
  if (look.saturation === 0) saturate(img, 0);
}

export const RECIPES = {
  realistic,
  oil_painting: oilPainting,
  watercolor,
  studio_ghibli_style: studioGhibli,
  disney_style: disney,
  pixar_style: pixar,
  anime_style: anime,
  caricature_style: caricature,
  children_book: childrenBook,
  cartoon,
  digital_art: digitalArt,
  sketch,
  custom: customBase,
} satisfies Record<string, Recipe>;
