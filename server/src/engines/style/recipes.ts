/**
 * One recipe per art style: which filters run, in what order, with which parameters. Every pixel radius is given for
 * a 1024 px working image and scaled by `ctx.scale`. `ctx.variant` (0, 1, 2) picks one of the style's three options:
 * each has a mood of its own (palette and grade) and its own line weight or texture, so the options differ in look
 * and not only in crop. Shared steps live in ./steps.ts, the custom prompt's media in ./media.ts.
 */
import {
  bulgeWarp,
  displace,
  displacePlane,
  domainTransform,
  hysteresisEdges,
  kuwahara,
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
  inkShade,
  localContrast,
  mixInto,
  saturate,
  splitTone,
  temperature,
  toneCurve,
  vibrance,
  vignette,
} from './grade.ts';
import { canvasWeave, fbm, grain, paperTexture, valueNoise } from './noise.ts';
import {
  blurRgb,
  clamp01,
  cloneRgb,
  createRgb,
  cropRgb,
  gaussianBlur,
  growRgb,
  luminance,
  shrinkRgb,
  smoothstep,
  sobel,
  type Rgb,
} from './raster.ts';
import {
  abstractColours,
  applyGrade,
  backgroundMask,
  brushStrokes,
  celShade,
  crayonOver,
  depthOfField,
  faceRegion,
  fills,
  hatching,
  hatchStroke,
  hex,
  keepFaceDetail,
  mottle,
  pick,
  smoothHalf,
  softGradient,
  strokeField,
  thicken,
  type Grade,
  type Recipe,
  type RecipeContext,
} from './steps.ts';

export type { Recipe, RecipeContext } from './steps.ts';

const palette = (...colours: string[]): Colour[] => colours.map(hex);

// ---------------------------------------------------------------------------------------------------------------
// Realistic

interface RealisticOption {
  /** Large-radius local contrast (clarity). */
  clarity: number;
  contrast: number;
  grade: Grade;
  vignette: number;
}

const REALISTIC: [RealisticOption, RealisticOption, RealisticOption] = [
  // Natural daylight.
  {
    clarity: 0.45,
    contrast: 0.3,
    grade: { warmth: 0.15, shadows: '#3d6e80', highlights: '#f0b48a', split: 0.2, saturation: 1.05 },
    vignette: 0.4,
  },
  // Golden hour film: warm, lifted blacks.
  {
    clarity: 0.35,
    contrast: 0.2,
    grade: { warmth: 1, shadows: '#6a3a1a', highlights: '#ffc060', split: 0.45, lift: 0.05 },
    vignette: 0.5,
  },
  // Cool cinematic: teal shadows, orange skin, harder contrast.
  {
    clarity: 0.6,
    contrast: 0.45,
    grade: { warmth: -0.55, shadows: '#1f5f70', highlights: '#ffb070', split: 0.45, saturation: 0.8 },
    vignette: 0.55,
  },
];

/** Gentle filmic grade, local contrast (large-radius unsharp mask), fine grain, vignette. */
const realistic: Recipe = (ctx) => {
  const { scale: s } = ctx;
  const option = pick(ctx.variant, REALISTIC);
  const img = cloneRgb(ctx.img);
  const { width: w, height: h } = img;
  localContrast(img, 40 * s, option.clarity);
  localContrast(img, 1.5 * s, 0.35);
  toneCurve(img, { contrast: option.contrast, lift: 0.015, gain: 0.99 });
  vibrance(img, 0.3);
  applyGrade(img, option.grade);
  vignette(img, option.vignette, { cx: ctx.subject.x / w, cy: ctx.subject.y / h, inner: 0.35 });
  addTexture(img, grain(w, h, ctx.rng, 0.6), 0.035);
  return img;
};

// ---------------------------------------------------------------------------------------------------------------
// Oil painting

interface OilOption {
  /** Kuwahara radius: how broadly the paint is laid. */
  kuwahara: number;
  strokeLength: number;
  /** Impasto height of the strokes. */
  relief: number;
  saturation: number;
  grade: Grade;
  vignette: number;
  varnish: Colour;
}

const OIL: [OilOption, OilOption, OilOption] = [
  // Classic: warm varnish, long strokes.
  {
    kuwahara: 4,
    strokeLength: 11,
    relief: 1.4,
    saturation: 1.2,
    grade: { warmth: 0.3, shadows: '#3b2a4a', highlights: '#f6d58e', split: 0.25, contrast: 0.25, lift: 0.03 },
    vignette: 0.4,
    varnish: hex('#2a1a0e'),
  },
  // Impressionist: broken dabs of bright colour, blue-violet shadows.
  {
    kuwahara: 3,
    strokeLength: 6,
    relief: 1.2,
    saturation: 1.45,
    grade: { warmth: -0.2, shadows: '#3848b0', highlights: '#fff0b0', split: 0.5, gamma: 0.8, contrast: 0.1 },
    vignette: 0.12,
    varnish: hex('#2a3a5a'),
  },
  // Chiaroscuro: low key, deep amber shadows.
  {
    kuwahara: 5,
    strokeLength: 13,
    relief: 0.9,
    saturation: 1.1,
    grade: { warmth: 0.45, shadows: '#1a0e08', highlights: '#ffd890', split: 0.3, gamma: 1.35, contrast: 0.4 },
    vignette: 0.75,
    varnish: hex('#120a04'),
  },
];

/**
 * Oil: generalised Kuwahara, paint smeared along the edge-tangent flow (brush strokes), impasto relief from the
 * stroke texture and canvas weave lit from the upper left, varnish. Paint is laid at half resolution.
 */
const oilPainting: Recipe = (ctx) => {
  const { scale: s, rng, subject } = ctx;
  const option = pick(ctx.variant, OIL);
  const { width: w, height: h } = ctx.img;
  const f = Math.min(w, h) >= 300 ? 2 : 1;
  const half = f === 2 ? shrinkRgb(ctx.img, 2) : ctx.img;
  const hs = s / f;
  const base = kuwahara(half, option.kuwahara * hs * 1.6);
  let paint = kuwahara(base, 2 * hs * 1.6);
  const halfCtx = { ...ctx, img: half, subject: { ...subject, x: subject.x / f, y: subject.y / f, radius: subject.radius / f } };
  keepFaceDetail(paint, half, faceRegion(halfCtx), (crop) => kuwahara(crop, Math.max(1, 1.5 * hs)), 0.85);
  if (f === 2) paint = growRgb(paint, 2, w, h);
  const { paint: img, stroke } = brushStrokes(paint, ctx, { length: option.strokeLength, clump: 5, clumpiness: 0.55 });
  // Impasto: stroke texture, broad luminance and canvas weave as one height field, lit from the upper left.
  const weave = canvasWeave(w, h, Math.max(3, 4.5 * s), rng);
  const lum = gaussianBlur(luminance(img), w, h, 2 * s);
  const height = new Float32Array(w * h);
  for (let i = 0; i < height.length; i++) height[i] = stroke[i]! * 0.35 * option.relief + lum[i]! * 0.6 + weave[i]! * 0.12;
  const { gx, gy } = sobel(height, w, h);
  const relief = 3.2 / Math.max(s, 0.35);
  for (let i = 0; i < height.length; i++) {
    const light = -(gx[i]! + gy[i]!) * 0.7 * relief;
    // Each stroke carries a slightly different load of paint.
    const k = (1 + light * 0.8 + Math.max(0, light) ** 2 * 0.9) * (1 + stroke[i]! * 0.14);
    img.r[i]! *= k;
    img.g[i]! *= k;
    img.b[i]! *= k;
  }
  saturate(img, option.saturation);
  applyGrade(img, option.grade);
  vignette(img, option.vignette, { colour: option.varnish, inner: 0.5 });
  return img;
};

// ---------------------------------------------------------------------------------------------------------------
// Watercolour

interface WatercolorOption {
  k: number;
  chroma: number;
  /** Wobble of the washes, px. */
  wobble: number;
  /** Edge darkening gain. */
  edges: number;
  /** How much of the picture runs wet into its neighbours. */
  bleed: number;
  glaze: number;
  /** Opacity and colour of the drawing under (or over) the washes. */
  lines: number;
  lineColour: Colour;
  margin: number;
  grade: Grade;
}

const WATERCOLOR: [WatercolorOption, WatercolorOption, WatercolorOption] = [
  // Natural: clear washes over a faint pencil drawing.
  {
    k: 12,
    chroma: 1.2,
    wobble: 4,
    edges: 9,
    bleed: 0.85,
    glaze: 0.86,
    lines: 0.42,
    lineColour: hex('#4a4038'),
    margin: 0.06,
    grade: {},
  },
  // Wet in wet: cool blues and violets running into each other.
  {
    k: 9,
    chroma: 1.35,
    wobble: 6,
    edges: 12,
    bleed: 1,
    glaze: 0.9,
    lines: 0.2,
    lineColour: hex('#3a3a5a'),
    margin: 0.045,
    grade: { warmth: -0.65, shadows: '#3a3a9a', highlights: '#e8f4ff', split: 0.45 },
  },
  // Ink and wash: a sepia pen drawing with warm, muted washes.
  {
    k: 14,
    chroma: 0.9,
    wobble: 3,
    edges: 7,
    bleed: 0.6,
    glaze: 0.82,
    lines: 0.9,
    lineColour: hex('#2a1a10'),
    margin: 0.075,
    grade: { warmth: 0.55, shadows: '#4a2a10', highlights: '#fff0d0', split: 0.35, saturation: 0.7 },
  },
];

/**
 * Bousseau-style watercolour: abstraction (smoothing + quantisation), wobbly edges displaced along paper noise,
 * pigment density from turbulence and granulation, edge darkening, transparent glazes on textured paper.
 */
const watercolor: Recipe = (ctx) => {
  const { scale: s, rng } = ctx;
  const option = pick(ctx.variant, WATERCOLOR);
  const { width: w, height: h } = ctx.img;
  const a = abstractColours(ctx, { sigmaS: 40, sigmaR: 0.3, k: option.k, chroma: option.chroma });
  const washes = fills(a, 0.75);
  applyGrade(washes, option.grade);
  // Colour bleeding: regions run into each other where the "wet" noise is high.
  const wet = fbm(w, h, 120 * s, 3, rng);
  const bled = blurRgb(washes, 6 * s);
  const wetMask = new Float32Array(w * h);
  for (let i = 0; i < wetMask.length; i++) {
    wetMask[i] = smoothstep(0.42, 0.7, wet[i]!) * option.bleed * (a.face ? 1 - a.face[i]! : 1);
  }
  mixInto(washes, bled, wetMask);
  // Wobble: displace by low-frequency noise.
  const amp = option.wobble * s;
  const nx = valueNoise(w, h, 28 * s, 28 * s, rng);
  const ny = valueNoise(w, h, 28 * s, 28 * s, rng);
  for (let i = 0; i < nx.length; i++) {
    nx[i] = (nx[i]! - 0.5) * 2 * amp;
    ny[i] = (ny[i]! - 0.5) * 2 * amp;
  }
  const img = displace(washes, nx, ny);
  // Edge darkening from the gradient of the blurred washes; pigment density from turbulence and paper grain.
  const paper = paperTexture(w, h, s, rng);
  const mag = softGradient(luminance(img), w, h, 1.2 * s);
  const turbulence = fbm(w, h, 70 * s, 4, rng);
  const edgeGain = option.edges / Math.max(s, 0.35);
  const { glaze } = option;
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
  inkOver(img, xdogLines(a.smoothLum, w, h, 1.1 * s, 0.005, 60), option.lineColour, option.lines);
  // Unpainted paper at an irregular border (only pixels near the edge can be reached by it).
  const edgeNoise = fbm(w, h, 60 * s, 3, rng);
  const { margin } = option;
  const reach = Math.ceil(2.4 * margin * w);
  const paperTone = hex('#fbf7ee');
  for (let y = 0; y < h; y++) {
    const dy = Math.min(y, h - 1 - y) / w;
    const inner = dy * w >= reach;
    for (let x = 0; x < w; x++) {
      if (inner && x === reach) x = Math.max(x, w - reach);
      const i = y * w + x;
      const dEdge = Math.min(Math.min(x, w - 1 - x) / w, dy);
      const t = 1 - smoothstep(margin * 0.3, margin * 1.6, dEdge + (edgeNoise[i]! - 0.5) * margin * 1.6);
      if (t <= 0) continue;
      const k = 1 + 0.05 * paper[i]!;
      img.r[i] = img.r[i]! + (paperTone[0] * k - img.r[i]!) * t;
      img.g[i] = img.g[i]! + (paperTone[1] * k - img.g[i]!) * t;
      img.b[i] = img.b[i]! + (paperTone[2] * k - img.b[i]!) * t;
    }
  }
  applyTexture(img, paper, 0.07);
  return img;
};

// ---------------------------------------------------------------------------------------------------------------
// Studio Ghibli-like

interface GhibliOption {
  anchors: Colour[];
  pull: number;
  grade: Grade;
  /** Atmospheric haze colour and strength (stronger in the background). */
  haze: Colour;
  hazeAmount: number;
  lines: number;
}

const GHIBLI: [GhibliOption, GhibliOption, GhibliOption] = [
  // Summer day: lush greens, sky blues.
  {
    anchors: palette(
      '#6cc0ee',
      '#a9dcf2',
      '#f7f3e8',
      '#5f9e3d',
      '#a3cc55',
      '#d8c48a',
      '#f4c9a8',
      '#c8874a',
      '#c4463a',
      '#3b5d8a',
      '#4a3b2e',
    ),
    pull: 0.45,
    grade: { warmth: 0.12, contrast: 0.15, gamma: 0.95 },
    haze: hex('#dcefff'),
    hazeAmount: 0.1,
    lines: 0.6,
  },
  // Golden evening: apricot light, violet shadows.
  {
    anchors: palette(
      '#f7a76c',
      '#ffd9a0',
      '#fff1dc',
      '#c77a5a',
      '#8a6fb0',
      '#4a3a7a',
      '#f4c0a0',
      '#b04a3c',
      '#5a7a9a',
      '#3a2a3a',
    ),
    pull: 0.5,
    grade: { warmth: 0.6, shadows: '#4a3a7a', highlights: '#ffd9a0', split: 0.4, lift: 0.04 },
    haze: hex('#ffe0c0'),
    hazeAmount: 0.14,
    lines: 0.55,
  },
  // Misty morning: pale, cool, soft.
  {
    anchors: palette(
      '#9cc4d8',
      '#d8e8ee',
      '#f4f6f2',
      '#6f9a7a',
      '#a8c4a0',
      '#c8c0a8',
      '#eccab8',
      '#a0645a',
      '#4a6a8a',
      '#4a4a50',
    ),
    pull: 0.5,
    grade: { warmth: -0.25, saturation: 0.8, lift: 0.1, contrast: -0.05 },
    haze: hex('#e8eff2'),
    hazeAmount: 0.25,
    lines: 0.7,
  },
];

/**
 * Hand-painted animation: soft cels on the subject, the background laid in loose gouache strokes and softened by
 * atmospheric haze, thin warm lines, airy light.
 */
const studioGhibli: Recipe = (ctx) => {
  const { scale: s, subject } = ctx;
  const option = pick(ctx.variant, GHIBLI);
  const { width: w, height: h } = ctx.img;
  const a = abstractColours(ctx, {
    sigmaS: 30,
    sigmaR: 0.22,
    k: 14,
    anchors: option.anchors,
    pull: option.pull,
    chroma: 1.15,
    lightness: 3,
  });
  const img = fills(a, 0.45);
  celShade(img, a, s, { shadow: [0.84, 0.87, 0.98], softness: 0.03 });
  // Everything but the face laid in gouache strokes, the background most loosely.
  const { paint, stroke } = brushStrokes(img, ctx, { length: 12, clump: 10, clumpiness: 0.85 });
  const back = backgroundMask(img, subject, 0.15, 0.7);
  const face = a.face;
  for (let i = 0; i < back.length; i++) {
    const t = (0.55 + 0.45 * back[i]!) * (face ? 1 - face[i]! : 1);
    const d = stroke[i]! * 0.14 * t;
    img.r[i] = img.r[i]! + (paint.r[i]! - img.r[i]!) * t + d;
    img.g[i] = img.g[i]! + (paint.g[i]! - img.g[i]!) * t + d;
    img.b[i] = img.b[i]! + (paint.b[i]! - img.b[i]!) * t + d;
  }
  inkOver(img, xdogLines(a.smoothLum, w, h, 1.0 * s, 0.006, 80), hex('#3a2f28'), option.lines);
  // Atmospheric haze: the background recedes into the air's colour; the subject keeps its rich darks.
  const haze = option.haze;
  const far = backgroundMask(img, subject, 0.45, 1.1);
  for (let i = 0; i < far.length; i++) {
    const t = option.hazeAmount * far[i]!;
    img.r[i] = img.r[i]! + (haze[0] - img.r[i]!) * t;
    img.g[i] = img.g[i]! + (haze[1] - img.g[i]!) * t;
    img.b[i] = img.b[i]! + (haze[2] - img.b[i]!) * t;
  }
  applyGrade(img, option.grade);
  glow(img, 0.72, 22 * s, 0.45, hex('#fff3d6'));
  return img;
};

// ---------------------------------------------------------------------------------------------------------------
// Disney-like

interface DisneyOption {
  anchors: Colour[];
  chroma: number;
  lineWeight: number;
  glow: Colour;
  grade: Grade;
  vignette: Colour;
}

const DISNEY: [DisneyOption, DisneyOption, DisneyOption] = [
  // Classic: rich warm storybook colours.
  {
    anchors: palette(
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
    ),
    chroma: 1.35,
    lineWeight: 1,
    glow: hex('#fff0c8'),
    grade: { warmth: 0.15 },
    vignette: hex('#2b1840'),
  },
  // Enchanted night: royal blues and purples, warm magical glow.
  {
    anchors: palette(
      '#1f3f9a',
      '#5a6fe0',
      '#c8b8ff',
      '#ffd0a8',
      '#c03a6a',
      '#ffd24a',
      '#2f8a7a',
      '#6a3aa8',
      '#1a1430',
      '#f0e8ff',
    ),
    chroma: 1.4,
    lineWeight: 1.4,
    glow: hex('#ffd890'),
    grade: { warmth: -0.3, shadows: '#2a1a6a', highlights: '#ffe8c0', split: 0.45, gamma: 1.1 },
    vignette: hex('#140a30'),
  },
  // Sunny pastel: light, soft and bright.
  {
    anchors: palette(
      '#7ab8f0',
      '#bfe4ff',
      '#fff6e0',
      '#ffd8b8',
      '#f58a8a',
      '#ffe07a',
      '#8ed88a',
      '#c8a0e8',
      '#6a4a3a',
      '#ffffff',
    ),
    chroma: 1.15,
    lineWeight: 0.7,
    glow: hex('#fffae8'),
    grade: { warmth: 0.2, lift: 0.06, gamma: 0.85, contrast: -0.05 },
    vignette: hex('#f8e8f0'),
  },
];

/**
 * Classic 2D feature animation: smooth airbrushed shading rather than flat cels, coloured ink lines, a soft diffusion
 * glow over everything and a strong bloom on the highlights.
 */
const disney: Recipe = (ctx) => {
  const { scale: s } = ctx;
  const option = pick(ctx.variant, DISNEY);
  const { width: w, height: h } = ctx.img;
  const a = abstractColours(ctx, {
    sigmaS: 70,
    sigmaR: 0.3,
    k: 12,
    anchors: option.anchors,
    pull: 0.35,
    chroma: option.chroma,
    lightness: 0,
    lightnessGain: 1.14,
  });
  const img = fills(a, 0.1);
  const face = faceRegion(ctx);
  const unsculpted = face ? cloneRgb(img) : img;
  // Airbrushed volume: the soft shading of every form pushed up, where anime keeps flat cels...
  localContrast(img, 12 * s, 1.1);
  // ...but the skin smoothed rather than sculpted, so no palette bands cross the face.
  keepFaceDetail(img, unsculpted, face, (crop) => blurRgb(crop, 3 * s));
  // Bold, smooth ink lines around the main shapes only (a simplified picture), in a darker shade of each colour; on
  // the face only the strongest features (eyes, brows, mouth), drawn finer.
  const outline = xdogLines(a.smoothLum, w, h, 1.8 * s, 0.009, 80);
  if (face) for (let i = 0; i < outline.length; i++) outline[i] = outline[i]! * (1 - face.mask[i]!);
  const lines = thicken(outline, w, h, (option.lineWeight + 1.2) * s, 1 * s);
  if (face) {
    const { left, top, width: fw, height: fh } = face;
    const crop = cropRgb({ width: w, height: h, r: a.smoothLum, g: a.smoothLum, b: a.smoothLum }, left, top, fw, fh).r;
    const features = thicken(xdogLines(crop, fw, fh, 1.2 * s, 0.012, 80), fw, fh, 0.6 * s, 0.6 * s);
    for (let y = 0; y < fh; y++) {
      for (let x = 0; x < fw; x++) {
        const i = (top + y) * w + left + x;
        lines[i] = Math.max(lines[i]!, features[y * fw + x]! * face.mask[i]!);
      }
    }
  }
  inkShade(img, lines, 0.3, 1.5, 0.95);
  applyGrade(img, option.grade);
  toneCurve(img, { contrast: 0.25 });
  // The scene behind the subject as a painted background: mottled gouache washes.
  const wash = mottle(w, h, 56 * s, ctx.rng);
  const back = backgroundMask(img, ctx.subject, 0.2, 0.8);
  for (let i = 0; i < wash.length; i++) {
    const k = 1 + wash[i]! * 0.24 * back[i]!;
    const d = wash[i]! * 0.09 * back[i]!;
    img.r[i] = img.r[i]! * k + d;
    img.g[i] = img.g[i]! * k + d;
    img.b[i] = img.b[i]! * k + d;
  }
  glow(img, 0.55, 30 * s, 0.85, option.glow);
  vignette(img, 0.35, { colour: option.vignette, inner: 0.5 });
  return img;
};

// ---------------------------------------------------------------------------------------------------------------
// Pixar-like

interface PixarOption {
  bulge: number;
  /** Colour of the light bounced into the shadows. */
  bounce: Colour;
  grade: Grade;
  bloom: Colour;
  depth: number;
}

const PIXAR: [PixarOption, PixarOption, PixarOption] = [
  // Warm daylight.
  {
    bulge: 0.3,
    bounce: hex('#c87a50'),
    grade: { shadows: '#b04a3c', highlights: '#ffe0b0', split: 0.3, warmth: 0.1 },
    bloom: hex('#fff2dc'),
    depth: 0.85,
  },
  // Blue hour: cool fill, warm key.
  {
    bulge: 0.36,
    bounce: hex('#4a6ac8'),
    grade: { shadows: '#1a3a8a', highlights: '#ffc890', split: 0.45, warmth: -0.3, gamma: 1.1 },
    bloom: hex('#ffd8a8'),
    depth: 1,
  },
  // Golden sunset: saturated orange and magenta.
  {
    bulge: 0.24,
    bounce: hex('#b0508a'),
    grade: { shadows: '#7a2a6a', highlights: '#ffb050', split: 0.45, warmth: 0.7, saturation: 1.1 },
    bloom: hex('#ffcf80'),
    depth: 0.7,
  },
];

/** CG-animation look: a gently enlarged head, plastic-smooth surfaces, volumetric light, bounce light, bloom. */
const pixar: Recipe = (ctx) => {
  const { scale: s, subject } = ctx;
  const option = pick(ctx.variant, PIXAR);
  const { width: w, height: h } = ctx.img;
  const radius = Math.max(subject.radius * 2.6, 0.2 * Math.min(w, h));
  const warped = bulgeWarp(ctx.img, subject.x, subject.y, radius, option.bulge);
  let img = domainTransform(warped, 20 * s, 0.14, 2);
  img = smoothHalf(img, 60 * s, 0.08, 2);
  localContrast(img, 45 * s, 0.7);
  vibrance(img, 0.45);
  saturate(img, 1.12);
  applyGrade(img, option.grade);
  toneCurve(img, { contrast: 0.3, gamma: 0.92 });
  // Bounce light: rendered shadows are never black, they pick up the warm light around them.
  for (let i = 0; i < img.r.length; i++) {
    const l = clamp01(0.2126 * img.r[i]! + 0.7152 * img.g[i]! + 0.0722 * img.b[i]!);
    const t = 0.22 * (1 - l) ** 3;
    img.r[i] = img.r[i]! + option.bounce[0] * t;
    img.g[i] = img.g[i]! + option.bounce[1] * t;
    img.b[i] = img.b[i]! + option.bounce[2] * t;
  }
  glow(img, 0.62, 18 * s, 0.6, option.bloom);
  depthOfField(img, subject, 4 * s, option.depth);
  vignette(img, 0.3, { cx: subject.x / w, cy: subject.y / h, inner: 0.5 });
  return img;
};

// ---------------------------------------------------------------------------------------------------------------
// Anime

interface AnimeOption {
  anchors: Colour[];
  /** Cel shadow of cool and of warm colours (skin). */
  shadow: Colour;
  warmShadow: Colour;
  shadowShift: [number, number];
  lineWeight: number;
  lineColour: Colour;
  grade: Grade;
}

const ANIME: [AnimeOption, AnimeOption, AnimeOption] = [
  // Bright day: clear blues, clean skin, violet shadows.
  {
    anchors: palette(
      '#4aa8ff',
      '#9fd8ff',
      '#ffffff',
      '#ffe2cf',
      '#f7b8a0',
      '#ff5a6e',
      '#ffd84a',
      '#5ccf6a',
      '#2e2a4a',
      '#e8e4f0',
    ),
    shadow: [0.8, 0.8, 0.92],
    warmShadow: [0.9, 0.74, 0.74],
    shadowShift: [10, -24],
    lineWeight: 0,
    lineColour: hex('#1e1a2e'),
    grade: {},
  },
  // Sunset: orange and pink light, purple shadows.
  {
    anchors: palette(
      '#ff8a5a',
      '#ffc08a',
      '#fff0e0',
      '#ffd0b8',
      '#f08aa0',
      '#d04a7a',
      '#ffd060',
      '#7a5ab0',
      '#3a2040',
      '#5a7ad0',
    ),
    shadow: [0.72, 0.62, 0.86],
    warmShadow: [0.88, 0.66, 0.68],
    shadowShift: [18, -20],
    lineWeight: 0.5,
    lineColour: hex('#3a1a30'),
    grade: { warmth: 0.4, shadows: '#5a2a7a', highlights: '#ffd0a0', split: 0.3 },
  },
  // Night: deep blues, cyan and magenta highlights.
  {
    anchors: palette(
      '#1a2a6a',
      '#3a6ad0',
      '#a0e0ff',
      '#e8d8ff',
      '#c8a8d8',
      '#ff4aa0',
      '#4af0ff',
      '#2a8a8a',
      '#0e0a24',
      '#6a4aff',
    ),
    shadow: [0.7, 0.72, 0.95],
    warmShadow: [0.8, 0.68, 0.82],
    shadowShift: [6, -30],
    lineWeight: 0,
    lineColour: hex('#0a0818'),
    grade: { warmth: -0.5, shadows: '#10104a', highlights: '#c0e8ff', split: 0.4, gamma: 1.2 },
  },
];

/** Anime cels: flat colours with hard two-tone shading, coloured shadows, bright highlights, thin crisp lines. */
const anime: Recipe = (ctx) => {
  const { scale: s } = ctx;
  const option = pick(ctx.variant, ANIME);
  const { width: w, height: h } = ctx.img;
  const a = abstractColours(ctx, {
    sigmaS: 40,
    sigmaR: 0.28,
    k: 10,
    anchors: option.anchors,
    pull: 0.3,
    chroma: 1.3,
    lightness: 6,
    shadowLift: 42,
    shadowShift: option.shadowShift,
  });
  const img = fills(a, 0.95);
  celShade(img, a, s, {
    shadow: option.shadow,
    warmShadow: option.warmShadow,
    softness: 0.01,
    shapes: 8,
    everywhere: true,
    onFace: 0.5,
  });
  // Specular highlights pop to near white.
  for (let i = 0; i < a.smoothLum.length; i++) {
    const t = smoothstep(0.84, 0.9, a.smoothLum[i]!) * 0.75 * (a.face ? 1 - a.face[i]! : 1);
    img.r[i] = img.r[i]! + (1 - img.r[i]!) * t;
    img.g[i] = img.g[i]! + (1 - img.g[i]!) * t;
    img.b[i] = img.b[i]! + (1 - img.b[i]!) * t;
  }
  // Crisp thin lines; anime faces are drawn with few of them, so on the face only strong edges count.
  const ink = xdogLines(a.smoothLum, w, h, 0.8 * s, 0.004, 300);
  if (a.face) {
    const strong = xdogLines(a.smoothLum, w, h, 0.8 * s, 0.012, 300);
    for (let i = 0; i < ink.length; i++) ink[i] = ink[i]! + (strong[i]! - ink[i]!) * a.face[i]!;
  }
  const lines = thicken(ink, w, h, option.lineWeight * s, 0.4 * s);
  inkOver(img, lines, option.lineColour, 1);
  applyGrade(img, option.grade);
  toneCurve(img, { contrast: 0.15 });
  return img;
};

// ---------------------------------------------------------------------------------------------------------------
// Caricature

interface CaricatureOption {
  bulge: number;
  chroma: number;
  /** Marker streak direction and strength. */
  markerAngle: number;
  marker: number;
  lineWeight: number;
  grade: Grade;
}

const CARICATURE: [CaricatureOption, CaricatureOption, CaricatureOption] = [
  // Marker drawing: warm markers, streaky strokes.
  { bulge: 0.55, chroma: 1.3, markerAngle: 0.9, marker: 0.16, lineWeight: 0.7, grade: { warmth: 0.15 } },
  // Ink and cool washes: heavier lines, cool greys.
  {
    bulge: 0.62,
    chroma: 0.9,
    markerAngle: -0.7,
    marker: 0.12,
    lineWeight: 1.3,
    grade: { warmth: -0.35, shadows: '#2a3a5a', highlights: '#f0f4ff', split: 0.3 },
  },
  // Pop: loud colours, strong streaks.
  {
    bulge: 0.48,
    chroma: 1.7,
    markerAngle: 1.3,
    marker: 0.2,
    lineWeight: 0.9,
    grade: { shadows: '#6a1a8a', highlights: '#ffe040', split: 0.35, saturation: 1.15 },
  },
];

/** Caricature: a strong bulge on the face, the body pinched smaller, drawn in streaky marker colours with ink lines. */
const caricature: Recipe = (ctx) => {
  const { scale: s, subject, rng } = ctx;
  const option = pick(ctx.variant, CARICATURE);
  const { width: w, height: h } = ctx.img;
  const radius = Math.max(subject.radius * 2.8, 0.24 * Math.min(w, h));
  let warped = bulgeWarp(ctx.img, subject.x, subject.y, radius, option.bulge);
  warped = bulgeWarp(warped, subject.x, subject.y + radius * 1.6, radius * 1.3, -0.25);
  const a = abstractColours(
    { ...ctx, img: warped, subject: { ...subject, radius: subject.radius / (1 - option.bulge * 0.8) } },
    { sigmaS: 40, sigmaR: 0.3, k: 12, chroma: option.chroma, lightness: 5, lightnessGain: 1.1 },
  );
  const img = fills(a, 0.6);
  celShade(img, a, s, { shadow: [0.85, 0.8, 0.82], softness: 0.02 });
  // Marker: overlapping strokes leave darker streaks where they cross.
  const seed = Math.floor(rng() * 0x7fffffff);
  const streaks = strokeField(w, h, { angle: option.markerAngle, spacing: 9 * s, length: 70 * s, width: 1.1, seed });
  for (let i = 0; i < streaks.length; i++) {
    const k = 1 - option.marker * (0.5 - streaks[i]!);
    img.r[i]! *= k;
    img.g[i]! *= k;
    img.b[i]! *= k;
  }
  const lines = thicken(xdogLines(a.smoothLum, w, h, 1.3 * s, 0.003, 150), w, h, option.lineWeight * s, 0.6 * s);
  inkOver(img, lines, hex('#1d1410'), 1);
  applyGrade(img, option.grade);
  vignette(img, 0.25, { colour: hex('#f4ead8'), inner: 0.7 });
  return img;
};

// ---------------------------------------------------------------------------------------------------------------
// Children's book

interface ChildrenBookOption {
  anchors: Colour[];
  pull: number;
  /** How much cream paper the crayon lets through. */
  paperShow: number;
  lineWeight: number;
  lineColour: Colour;
  grade: Grade;
}

const CHILDREN_BOOK: [ChildrenBookOption, ChildrenBookOption, ChildrenBookOption] = [
  // Wax crayon: warm friendly colours, cream paper showing through.
  {
    anchors: palette(
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
    ),
    pull: 0.45,
    paperShow: 0.45,
    lineWeight: 1,
    lineColour: hex('#4a3226'),
    grade: { warmth: 0.1 },
  },
  // Coloured pencil: soft pastel colours, more paper, fine outlines.
  {
    anchors: palette(
      '#9fd4f0',
      '#fff0c0',
      '#ffcfa0',
      '#f7a8a0',
      '#b8e0a0',
      '#8ac0a0',
      '#dcc0f0',
      '#fffaf0',
      '#7a6050',
      '#ffe0d8',
    ),
    pull: 0.55,
    paperShow: 0.8,
    lineWeight: 0.6,
    lineColour: hex('#6a5060'),
    grade: { lift: 0.05, saturation: 0.85 },
  },
  // Bold gouache: saturated primaries, dense paint, thick outlines.
  {
    anchors: palette(
      '#2a8ae0',
      '#ffd23a',
      '#ff8a2a',
      '#e8403a',
      '#5ac04a',
      '#2a7a4a',
      '#9a5ad0',
      '#fff6e4',
      '#3a2418',
      '#ffb0a0',
    ),
    pull: 0.4,
    paperShow: 0.3,
    lineWeight: 1.8,
    lineColour: hex('#2a1a14'),
    grade: { saturation: 1.3, contrast: 0.15, warmth: -0.3 },
  },
];

/** Storybook illustration: friendly palette, wax-crayon strokes over cream paper, wobbly coloured-pencil outlines. */
const childrenBook: Recipe = (ctx) => {
  const { scale: s, rng } = ctx;
  const option = pick(ctx.variant, CHILDREN_BOOK);
  const { width: w, height: h } = ctx.img;
  const a = abstractColours(ctx, {
    sigmaS: 60,
    sigmaR: 0.35,
    k: 8,
    anchors: option.anchors,
    pull: option.pull,
    chroma: 1.35,
    lightness: 9,
    lightnessGain: 0.9,
  });
  // Wobble the paint a little, like hand-coloured fills.
  const amp = 3 * s;
  const nx = valueNoise(w, h, 40 * s, 40 * s, rng);
  const ny = valueNoise(w, h, 40 * s, 40 * s, rng);
  for (let i = 0; i < nx.length; i++) {
    nx[i] = (nx[i]! - 0.5) * 2 * amp;
    ny[i] = (ny[i]! - 0.5) * 2 * amp;
  }
  const img = displace(fills(a, 0.85), nx, ny);
  applyGrade(img, option.grade);
  const paper = paperTexture(w, h, s, rng);
  crayonOver(img, ctx, paper, hex('#fbf3e2'), option.paperShow);
  // Coloured-pencil outlines, displaced along their own noise and broken by the paper's tooth.
  // The outlines wobble against the paint: displaced the other way round.
  const raw = xdogLines(a.smoothLum, w, h, 1.6 * s, 0.004, 90);
  const lineImg = displacePlane(raw, w, h, ny, nx);
  const thick = thicken(lineImg, w, h, option.lineWeight * s, 0.7 * s);
  for (let i = 0; i < thick.length; i++) thick[i] = thick[i]! * clamp01(0.9 - paper[i]! * 0.8);
  inkOver(img, thick, option.lineColour, 0.9);
  applyTexture(img, paper, 0.06);
  return img;
};

// ---------------------------------------------------------------------------------------------------------------
// Cartoon

interface CartoonOption {
  k: number;
  chroma: number;
  outline: number;
  anchors: Colour[] | null;
  grade: Grade;
}

const CARTOON: [CartoonOption, CartoonOption, CartoonOption] = [
  // Punchy primaries.
  { k: 6, chroma: 1.55, outline: 1.8, anchors: null, grade: {} },
  // Retro: mustard, teal and brick, thinner ink.
  {
    k: 7,
    chroma: 1.1,
    outline: 1.3,
    anchors: palette('#e0b040', '#2a8a8a', '#c0503a', '#f0e0c0', '#6a8a4a', '#3a4a6a', '#e8a080', '#2a2020'),
    grade: { warmth: 0.25, saturation: 0.85, lift: 0.04 },
  },
  // Candy: bright pinks, cyans, extra-thick outlines.
  {
    k: 6,
    chroma: 1.6,
    outline: 2.5,
    anchors: palette('#ff5aa8', '#5ad0ff', '#ffe04a', '#8aff6a', '#b06aff', '#ffffff', '#ffb0d0', '#2a1a3a'),
    grade: { gamma: 0.9 },
  },
];

/** Bold cartoon: strong smoothing, few punchy flat colours, thick black outlines from Sobel edges with hysteresis. */
const cartoon: Recipe = (ctx) => {
  const { scale: s } = ctx;
  const option = pick(ctx.variant, CARTOON);
  const { width: w, height: h } = ctx.img;
  const a = abstractColours(ctx, {
    sigmaS: 80,
    sigmaR: 0.42,
    k: option.k,
    ...(option.anchors ? { anchors: option.anchors, pull: 0.45 } : {}),
    chroma: option.chroma,
    lightness: 4,
    lightnessGain: 1.12,
  });
  const img = fills(a, 1);
  applyGrade(img, option.grade);
  const edges = hysteresisEdges(a.smooth, 0.03, 0.075, Math.round(160 * s * s));
  // Bold outlines would turn eyes and mouth into blots: on the face, thin feature lines take over.
  if (a.face) for (let i = 0; i < edges.length; i++) edges[i] = edges[i]! * (1 - a.face[i]!);
  const lines = thicken(edges, w, h, option.outline * s, 0.8 * s);
  if (a.face) {
    const features = xdogLines(a.smoothLum, w, h, 0.9 * s, 0.008, 90);
    for (let i = 0; i < lines.length; i++) lines[i] = Math.max(lines[i]!, features[i]! * a.face[i]! * 0.85);
  }
  inkOver(img, lines, hex('#141018'), 1);
  return img;
};

// ---------------------------------------------------------------------------------------------------------------
// Digital art

interface DigitalOption {
  key: Colour;
  fill: Colour;
  glow: Colour;
  grade: Grade;
}

const DIGITAL: [DigitalOption, DigitalOption, DigitalOption] = [
  // Teal and orange.
  { key: hex('#ffb36b'), fill: hex('#4aa3ff'), glow: hex('#ffe6d2'), grade: {} },
  // Synth: magenta key, cyan fill.
  {
    key: hex('#ff5ab8'),
    fill: hex('#2ee0e0'),
    glow: hex('#ffd0f0'),
    grade: { shadows: '#5a1a8a', highlights: '#ff9ae0', split: 0.35, gamma: 1.1 },
  },
  // Golden fantasy: gold key, violet fill.
  { key: hex('#ffd27a'), fill: hex('#7a5aff'), glow: hex('#fff0c0'), grade: { warmth: 0.3 } },
];

/**
 * Digital painting: smooth painted forms with punchy mid-scale clarity (the face kept crisper), vivid colour, a
 * coloured key and fill light from opposite sides, floating bokeh lights in the background and a rim glow.
 */
const digitalArt: Recipe = (ctx) => {
  const { scale: s, rng, subject } = ctx;
  const option = pick(ctx.variant, DIGITAL);
  const { width: w, height: h } = ctx.img;
  // Forms simplified into flat, hard-edged brush planes (Kuwahara at half resolution), the face kept finer.
  const f = Math.min(w, h) >= 300 ? 2 : 1;
  // A light blur first, so JPEG blocks of a small photo do not turn into brush planes.
  let img = kuwahara(blurRgb(f === 2 ? shrinkRgb(ctx.img, 2) : ctx.img, (1.5 * s) / f), (7 * s) / f);
  // Kuwahara's square sectors leave blocks in fine texture such as fur: melt them with a light edge-aware smoothing.
  img = domainTransform(img, (8 * s) / f, 0.1, 1);
  if (f === 2) img = growRgb(img, 2, w, h);
  keepFaceDetail(img, ctx.img, faceRegion(ctx, 1.1), (crop) => kuwahara(crop, Math.max(1, 3 * s)), 0.85);
  localContrast(img, 8 * s, 0.8);
  localContrast(img, 60 * s, 0.4);
  vibrance(img, 0.6);
  saturate(img, 1.25);
  // Key light from one side, coloured fill from the other, centred on the subject.
  const { key, fill } = option;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const t = smoothstep(-0.6, 0.6, (x - subject.x) / w + (0.5 * (y - subject.y)) / h);
      img.r[i] = softLight(img.r[i]!, key[0] + (fill[0] - key[0]) * t, 0.5);
      img.g[i] = softLight(img.g[i]!, key[1] + (fill[1] - key[1]) * t, 0.5);
      img.b[i] = softLight(img.b[i]!, key[2] + (fill[2] - key[2]) * t, 0.5);
    }
  }
  applyGrade(img, option.grade);
  toneCurve(img, { contrast: 0.4 });
  // No dead blacks: the coloured fill light glows in the shadows.
  for (let i = 0; i < img.r.length; i++) {
    const l = clamp01(0.2126 * img.r[i]! + 0.7152 * img.g[i]! + 0.0722 * img.b[i]!);
    const t = 0.3 * (1 - l) ** 3;
    img.r[i] = img.r[i]! + fill[0] * t;
    img.g[i] = img.g[i]! + fill[1] * t;
    img.b[i] = img.b[i]! + fill[2] * t;
  }
  // Dramatic light: the scene around the subject falls off into coloured dusk, with out-of-focus lights in it.
  const back = backgroundMask(img, subject, 0.3, 1);
  const dusk = option.fill;
  for (let i = 0; i < back.length; i++) {
    const k = 1 - 0.6 * back[i]!;
    const t = 0.12 * back[i]!;
    img.r[i] = img.r[i]! * k + dusk[0] * t;
    img.g[i] = img.g[i]! * k + dusk[1] * t;
    img.b[i] = img.b[i]! * k + dusk[2] * t;
  }
  bokeh(img, ctx, back, option.glow);
  glow(img, 0.55, 20 * s, 0.8, option.glow);
  vignette(img, 0.45, { cx: subject.x / w, cy: subject.y / h, inner: 0.4 });
  addTexture(img, grain(w, h, rng, 0.7 * s), 0.01);
  return img;
};

/** Out-of-focus lights: soft discs of light screened over the background (`where` 0..1), a few of them bright. */
function bokeh(img: Rgb, ctx: RecipeContext, where: Float32Array, tint: Colour): void {
  const { scale: s, rng } = ctx;
  const { width: w, height: h } = img;
  const count = Math.round((140 * w * h) / (1024 * 1024));
  for (let n = 0; n < count; n++) {
    const cx = rng() * w;
    const cy = rng() * h;
    const radius = (5 + 18 * rng() ** 2) * s;
    const strength = (0.25 + 0.5 * rng() ** 3) * where[Math.min(h - 1, cy | 0) * w + Math.min(w - 1, cx | 0)]!;
    if (strength < 0.03 || radius < 0.75) continue;
    const x0 = Math.max(0, Math.floor(cx - radius - 1));
    const x1 = Math.min(w - 1, Math.ceil(cx + radius + 1));
    const y0 = Math.max(0, Math.floor(cy - radius - 1));
    const y1 = Math.min(h - 1, Math.ceil(cy + radius + 1));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = Math.hypot(x - cx, y - cy) / radius;
        if (d >= 1) continue;
        // A disc with a slightly brighter rim, as lens bokeh has.
        const t = strength * (1 - smoothstep(0.85, 1, d)) * (0.75 + 0.25 * d * d);
        const i = y * w + x;
        img.r[i] = 1 - (1 - clamp01(img.r[i]!)) * (1 - tint[0] * t);
        img.g[i] = 1 - (1 - clamp01(img.g[i]!)) * (1 - tint[1] * t);
        img.b[i] = 1 - (1 - clamp01(img.b[i]!)) * (1 - tint[2] * t);
      }
    }
  }
}

function softLight(a: number, b: number, amount: number): number {
  const ac = clamp01(a);
  const r = b < 0.5 ? ac - (1 - 2 * b) * ac * (1 - ac) : ac + (2 * b - 1) * (Math.sqrt(ac) - ac);
  return ac + (r - ac) * amount;
}

// ---------------------------------------------------------------------------------------------------------------
// Sketch

interface SketchOption {
  /** Blur of the inverted grey for the colour dodge: wider gives heavier contour lines. */
  dodge: number;
  angle: number;
  spacing: number;
  linePower: number;
  /** Darkness of the hatching and smudge. */
  weight: number;
  /** Graphite tone and paper tone. */
  lead: Colour;
  paper: Colour;
}

const SKETCH: [SketchOption, SketchOption, SketchOption] = [
  // Graphite pencil on white paper.
  { dodge: 8, angle: 0.78, spacing: 5.5, linePower: 2.2, weight: 1, lead: hex('#1a1a1c'), paper: hex('#f7f5f1') },
  // Charcoal on grey-toned paper: heavy, broad, smudged.
  { dodge: 14, angle: 0.55, spacing: 7, linePower: 1.6, weight: 1.5, lead: hex('#0c0b0b'), paper: hex('#d8d4cc') },
  // Sepia ink pen on cream: fine, crisp, warm.
  { dodge: 5, angle: 1.05, spacing: 4.5, linePower: 3, weight: 0.9, lead: hex('#3a2010'), paper: hex('#f4e6cc') },
];

/** Pencil: colour dodge of the grey by its inverted blur, hatching whose density follows tone, paper grain. */
const sketch: Recipe = (ctx) => {
  const { scale: s, rng } = ctx;
  const option = pick(ctx.variant, SKETCH);
  const { width: w, height: h } = ctx.img;
  const grey = luminance(ctx.img);
  const inverted = new Float32Array(grey.length);
  for (let i = 0; i < grey.length; i++) inverted[i] = 1 - grey[i]!;
  const invBlur = gaussianBlur(inverted, w, h, option.dodge * s);
  const tone = gaussianBlur(grey, w, h, 3 * s);
  const paper = paperTexture(w, h, s, rng);
  const out = createRgb(w, h);
  const { angle } = option;
  const spacing = option.spacing * Math.max(s, 0.4);
  const seed = Math.floor(rng() * 0x7fffffff);
  const layers = [
    hatching(angle, spacing, seed, 0.25, 0.45 * option.weight),
    hatching(angle + 1.35, spacing * 1.1, seed + 101, 0.5, 0.4 * option.weight),
    hatching(angle - 0.6, spacing * 0.9, seed + 202, 0.72, 0.35 * option.weight),
  ];
  const { lead, paper: paperTone, linePower } = option;
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
      out.r[i] = (lead[0] + (paperTone[0] - lead[0]) * graphite) * p;
      out.g[i] = (lead[1] + (paperTone[1] - lead[1]) * graphite) * p;
      out.b[i] = (lead[2] + (paperTone[2] - lead[2]) * graphite) * p;
    }
  }
  return out;
};

// ---------------------------------------------------------------------------------------------------------------
// Custom: a base recipe (named in the prompt), a medium (crayon, pastel, ink, neon, collage, paper cut) or a painted
// look, plus the grade the prompt's words ask for

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

/** The three options of a custom look: as the words ask, a warmer and richer take, a cooler and lighter one. */
const CUSTOM_OPTIONS: [Grade, Grade, Grade] = [
  {},
  { warmth: 0.45, shadows: '#5a2a3a', highlights: '#ffd8a0', split: 0.3, saturation: 1.15 },
  { warmth: -0.6, shadows: '#1a3a6a', highlights: '#e0f0ff', split: 0.35, lift: 0.04 },
];

/** The custom prompt's grade, applied after its base recipe or medium. */
export function applyLook(img: Rgb, ctx: RecipeContext): void {
  const look = ctx.look!;
  const { scale: s, rng } = ctx;
  const { width: w, height: h } = img;
  applyGrade(img, pick(ctx.variant, CUSTOM_OPTIONS));
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
