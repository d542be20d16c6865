/**
 * The image-processing filters behind the art styles: edge-preserving smoothing (domain transform, Kuwahara),
 * colour quantisation (seeded k-means in CIELAB), line extraction (XDoG, Sobel with hysteresis), flow-aligned
 * smearing for brush strokes, and the bulge warp. Each is O(pixels) or O(pixels · small constant).
 */
import type { Random } from './noise.ts';
import { createRgb, gaussianBlur, luminance, sobel, type Plane, type Rgb } from './raster.ts';

// ---------------------------------------------------------------------------------------------------------------
// Edge-preserving smoothing

/**
 * Domain-transform recursive filter (Gastal & Oliveira 2011): a bilateral-like edge-preserving smoothing in O(n)
 * per iteration. `sigmaS` in pixels, `sigmaR` in colour units (0..1 per channel, L1 over the three channels).
 */
export function domainTransform(img: Rgb, sigmaS: number, sigmaR: number, iterations = 3): Rgb {
  const { width: w, height: h } = img;
  const n = w * h;
  const ratio = sigmaS / sigmaR;
  const dx = new Float32Array(n);
  const dy = new Float32Array(n);
  const { r, g, b } = img;
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 1; x < w; x++) {
      const i = row + x;
      dx[i] = Math.abs(r[i]! - r[i - 1]!) + Math.abs(g[i]! - g[i - 1]!) + Math.abs(b[i]! - b[i - 1]!);
    }
    if (y > 0) {
      for (let x = 0; x < w; x++) {
        const i = row + x;
        dy[i] = Math.abs(r[i]! - r[i - w]!) + Math.abs(g[i]! - g[i - w]!) + Math.abs(b[i]! - b[i - w]!);
      }
    }
  }
  const out = { width: w, height: h, r: r.slice(), g: g.slice(), b: b.slice() };
  const fr = out.r;
  const fg = out.g;
  const fb = out.b;
  const vx = new Float32Array(n);
  const vy = new Float32Array(n);
  const lutSize = 4096;
  const lut = new Float32Array(lutSize + 1);
  for (let it = 0; it < iterations; it++) {
    const sigmaH = (sigmaS * Math.sqrt(3) * 2 ** (iterations - it - 1)) / Math.sqrt(4 ** iterations - 1);
    const lnA = -Math.SQRT2 / sigmaH;
    // a^(1 + ratio·d) tabulated over d ∈ [0, 3].
    for (let k = 0; k <= lutSize; k++) lut[k] = Math.exp(lnA * (1 + (ratio * 3 * k) / lutSize));
    const scale = lutSize / 3;
    for (let i = 0; i < n; i++) {
      vx[i] = lut[Math.min(lutSize, (dx[i]! * scale) | 0)]!;
      vy[i] = lut[Math.min(lutSize, (dy[i]! * scale) | 0)]!;
    }
    for (let y = 0; y < h; y++) {
      const row = y * w;
      for (let x = 1; x < w; x++) {
        const i = row + x;
        const a = vx[i]!;
        fr[i]! += a * (fr[i - 1]! - fr[i]!);
        fg[i]! += a * (fg[i - 1]! - fg[i]!);
        fb[i]! += a * (fb[i - 1]! - fb[i]!);
      }
      for (let x = w - 2; x >= 0; x--) {
        const i = row + x;
        const a = vx[i + 1]!;
        fr[i]! += a * (fr[i + 1]! - fr[i]!);
        fg[i]! += a * (fg[i + 1]! - fg[i]!);
        fb[i]! += a * (fb[i + 1]! - fb[i]!);
      }
    }
    for (let y = 1; y < h; y++) {
      const row = y * w;
      for (let x = 0; x < w; x++) {
        const i = row + x;
        const a = vy[i]!;
        fr[i]! += a * (fr[i - w]! - fr[i]!);
        fg[i]! += a * (fg[i - w]! - fg[i]!);
        fb[i]! += a * (fb[i - w]! - fb[i]!);
      }
    }
    for (let y = h - 2; y >= 0; y--) {
      const row = y * w;
      for (let x = 0; x < w; x++) {
        const i = row + x;
        const a = vy[i + w]!;
        fr[i]! += a * (fr[i + w]! - fr[i]!);
        fg[i]! += a * (fg[i + w]! - fg[i]!);
        fb[i]! += a * (fb[i + w]! - fb[i]!);
      }
    }
  }
  return out;
}

/**
 * Generalised Kuwahara filter (Papari et al.): the four quadrant means of radius `radius`, each weighted by
 * (variance)^-4, so the flattest side wins without the classic filter's blocky seams. Sums from integral images
 * make it O(1) per pixel whatever the radius.
 */
export function kuwahara(img: Rgb, radius: number): Rgb {
  const { width: w, height: h } = img;
  const rad = Math.max(1, Math.round(radius));
  const W = w + 1;
  const lum = luminance(img);
  const sr = new Float64Array(W * (h + 1));
  const sg = new Float64Array(W * (h + 1));
  const sb = new Float64Array(W * (h + 1));
  const sl = new Float64Array(W * (h + 1));
  const sl2 = new Float64Array(W * (h + 1));
  for (let y = 0; y < h; y++) {
    let ar = 0;
    let ag = 0;
    let ab = 0;
    let al = 0;
    let al2 = 0;
    const row = y * w;
    const o = (y + 1) * W;
    const p = y * W;
    for (let x = 0; x < w; x++) {
      const i = row + x;
      const l = lum[i]!;
      ar += img.r[i]!;
      ag += img.g[i]!;
      ab += img.b[i]!;
      al += l;
      al2 += l * l;
      sr[o + x + 1] = sr[p + x + 1]! + ar;
      sg[o + x + 1] = sg[p + x + 1]! + ag;
      sb[o + x + 1] = sb[p + x + 1]! + ab;
      sl[o + x + 1] = sl[p + x + 1]! + al;
      sl2[o + x + 1] = sl2[p + x + 1]! + al2;
    }
  }
  const out = createRgb(w, h);
  const xs0 = [0, 0, 0, 0];
  const xs1 = [0, 0, 0, 0];
  const ys0 = [0, 0, 0, 0];
  const ys1 = [0, 0, 0, 0];
  for (let y = 0; y < h; y++) {
    const yTop = Math.max(0, y - rad);
    const yBottom = Math.min(h - 1, y + rad);
    ys0[0] = yTop;
    ys1[0] = y;
    ys0[1] = yTop;
    ys1[1] = y;
    ys0[2] = y;
    ys1[2] = yBottom;
    ys0[3] = y;
    ys1[3] = yBottom;
    for (let x = 0; x < w; x++) {
      const xLeft = Math.max(0, x - rad);
      const xRight = Math.min(w - 1, x + rad);
      xs0[0] = xLeft;
      xs1[0] = x;
      xs0[1] = x;
      xs1[1] = xRight;
      xs0[2] = xLeft;
      xs1[2] = x;
      xs0[3] = x;
      xs1[3] = xRight;
      let wr = 0;
      let wg = 0;
      let wb = 0;
      let wsum = 0;
      for (let q = 0; q < 4; q++) {
        const x0 = xs0[q]!;
        const x1 = xs1[q]! + 1;
        const y0 = ys0[q]! * W;
        const y1 = (ys1[q]! + 1) * W;
        const count = (x1 - x0) * (ys1[q]! + 1 - ys0[q]!);
        const inv = 1 / count;
        const mr = (sr[y1 + x1]! - sr[y0 + x1]! - sr[y1 + x0]! + sr[y0 + x0]!) * inv;
        const mg = (sg[y1 + x1]! - sg[y0 + x1]! - sg[y1 + x0]! + sg[y0 + x0]!) * inv;
        const mb = (sb[y1 + x1]! - sb[y0 + x1]! - sb[y1 + x0]! + sb[y0 + x0]!) * inv;
        const ml = (sl[y1 + x1]! - sl[y0 + x1]! - sl[y1 + x0]! + sl[y0 + x0]!) * inv;
        const ml2 = (sl2[y1 + x1]! - sl2[y0 + x1]! - sl2[y1 + x0]! + sl2[y0 + x0]!) * inv;
        const v = Math.max(0, ml2 - ml * ml) + 2e-4;
        const v2 = v * v;
        const wt = 1 / (v2 * v2);
        wr += mr * wt;
        wg += mg * wt;
        wb += mb * wt;
        wsum += wt;
      }
      const i = y * w + x;
      out.r[i] = wr / wsum;
      out.g[i] = wg / wsum;
      out.b[i] = wb / wsum;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Colour: CIELAB and k-means quantisation

export type Lab = [number, number, number];
export type Colour = [number, number, number];

function toLinear(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function fromLinear(c: number): number {
  const v = c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055;
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

function labF(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116;
}

function labFInv(t: number): number {
  return t > 6 / 29 ? t * t * t : (116 / (24389 / 27)) * (t - 16 / 116);
}

/** sRGB (0..1, D65) → CIELAB. */
export function rgbToLab(r: number, g: number, b: number): Lab {
  const lr = toLinear(r);
  const lg = toLinear(g);
  const lb = toLinear(b);
  const x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047;
  const y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  const z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883;
  const fx = labF(x);
  const fy = labF(y);
  const fz = labF(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** CIELAB → sRGB (0..1), clipped to the gamut. */
export function labToRgb(L: number, a: number, bb: number): Colour {
  const fy = (L + 16) / 116;
  const x = labFInv(fy + a / 500) * 0.95047;
  const y = labFInv(fy);
  const z = labFInv(fy - bb / 200) * 1.08883;
  const lr = 3.2406 * x - 1.5372 * y - 0.4986 * z;
  const lg = -0.9689 * x + 1.8758 * y + 0.0415 * z;
  const lb = 0.0557 * x - 0.204 * y + 1.057 * z;
  return [fromLinear(lr), fromLinear(lg), fromLinear(lb)];
}

/** A region to over-sample (centre and half-size in pixels). */
export interface Focus {
  x: number;
  y: number;
  radius: number;
}

export interface Quantised {
  /** Palette index per pixel. */
  labels: Uint8Array;
  /** Cluster centres in sRGB. */
  palette: Colour[];
  /** Cluster centres in CIELAB. */
  labPalette: Lab[];
}

/**
 * k-means in CIELAB on a seeded sample of pixels (k-means++ init, Lloyd iterations), then every pixel assigned to its
 * nearest centre through a 32³ RGB lookup table — so the full-size assignment costs one table read per pixel.
 */
export function quantiseLab(img: Rgb, k: number, rng: Random, focus?: Focus, iterations = 10): Quantised {
  const { width: w, height: h } = img;
  const n = w * h;
  const samples = Math.min(n, 4096);
  const pts: Lab[] = [];
  for (let s = 0; s < samples; s++) {
    let i = Math.floor(rng() * n);
    // A quarter of the samples come from around the subject, so a small face still gets its own skin colours.
    if (focus && s % 4 === 0) {
      const x = Math.round(focus.x + (rng() * 2 - 1) * focus.radius);
      const y = Math.round(focus.y + (rng() * 2 - 1) * focus.radius);
      if (x >= 0 && y >= 0 && x < w && y < h) i = y * w + x;
    }
    pts.push(rgbToLab(img.r[i]!, img.g[i]!, img.b[i]!));
  }
  const centres: Lab[] = [[...pts[Math.floor(rng() * pts.length)]!]];
  const d2 = new Float64Array(pts.length).fill(Infinity);
  while (centres.length < k) {
    const c = centres[centres.length - 1]!;
    let total = 0;
    for (let p = 0; p < pts.length; p++) {
      const q = pts[p]!;
      const d = (q[0] - c[0]) ** 2 + (q[1] - c[1]) ** 2 + (q[2] - c[2]) ** 2;
      if (d < d2[p]!) d2[p] = d;
      total += d2[p]!;
    }
    let pick = rng() * total;
    let chosen = pts.length - 1;
    for (let p = 0; p < pts.length; p++) {
      pick -= d2[p]!;
      if (pick <= 0) {
        chosen = p;
        break;
      }
    }
    centres.push([...pts[chosen]!]);
  }
  const assign = new Int32Array(pts.length);
  for (let it = 0; it < iterations; it++) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (let p = 0; p < pts.length; p++) {
      const q = pts[p]!;
      let best = 0;
      let bestD = Infinity;
      for (let c = 0; c < centres.length; c++) {
        const m = centres[c]!;
        const d = (q[0] - m[0]) ** 2 + (q[1] - m[1]) ** 2 + (q[2] - m[2]) ** 2;
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      assign[p] = best;
      const s = sums[best]!;
      s[0]! += q[0];
      s[1]! += q[1];
      s[2]! += q[2];
      s[3]!++;
    }
    for (let c = 0; c < centres.length; c++) {
      const s = sums[c]!;
      if (s[3]! > 0) centres[c] = [s[0]! / s[3]!, s[1]! / s[3]!, s[2]! / s[3]!];
    }
  }
  const bins = LAB_BINS;
  const grid = labGrid();
  const lut = new Uint8Array(bins * bins * bins);
  for (let cell = 0; cell < lut.length; cell++) {
    const l = grid[cell * 3]!;
    const a = grid[cell * 3 + 1]!;
    const bb = grid[cell * 3 + 2]!;
    let best = 0;
    let bestD = Infinity;
    for (let c = 0; c < centres.length; c++) {
      const m = centres[c]!;
      const d = (l - m[0]) ** 2 + (a - m[1]) ** 2 + (bb - m[2]) ** 2;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    lut[cell] = best;
  }
  const labels = new Uint8Array(n);
  const q = bins - 0.001;
  for (let i = 0; i < n; i++) {
    const ri = (clampUnit(img.r[i]!) * q) | 0;
    const gi = (clampUnit(img.g[i]!) * q) | 0;
    const bi = (clampUnit(img.b[i]!) * q) | 0;
    labels[i] = lut[(ri * bins + gi) * bins + bi]!;
  }
  return { labels, palette: centres.map((c) => labToRgb(c[0], c[1], c[2])), labPalette: centres };
}

const LAB_BINS = 32;
let labGridCache: Float32Array | null = null;

/** CIELAB of the centre of every cell of a 32³ RGB grid: a constant table, computed on first use. */
function labGrid(): Float32Array {
  if (labGridCache) return labGridCache;
  const bins = LAB_BINS;
  const grid = new Float32Array(bins * bins * bins * 3);
  for (let ri = 0; ri < bins; ri++) {
    for (let gi = 0; gi < bins; gi++) {
      for (let bi = 0; bi < bins; bi++) {
        const q = rgbToLab((ri + 0.5) / bins, (gi + 0.5) / bins, (bi + 0.5) / bins);
        grid.set(q, ((ri * bins + gi) * bins + bi) * 3);
      }
    }
  }
  labGridCache = grid;
  return grid;
}

function clampUnit(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/**
 * Pulls each palette colour toward the nearest of a style's anchor colours (by hue and chroma in CIELAB), keeping
 * most of its lightness: the style's palette without losing the photo's value structure.
 */
export function pullPalette(palette: Lab[], anchors: Colour[], amount: number, lightnessAmount = 0.25): Lab[] {
  const anchorLab = anchors.map((c) => rgbToLab(c[0], c[1], c[2]));
  return palette.map((p) => {
    let best = anchorLab[0]!;
    let bestD = Infinity;
    for (const a of anchorLab) {
      const d = (p[1] - a[1]) ** 2 + (p[2] - a[2]) ** 2 + 0.3 * (p[0] - a[0]) ** 2;
      if (d < bestD) {
        bestD = d;
        best = a;
      }
    }
    return [
      p[0] + (best[0] - p[0]) * amount * lightnessAmount,
      p[1] + (best[1] - p[1]) * amount,
      p[2] + (best[2] - p[2]) * amount,
    ] as Lab;
  });
}

/**
 * Scales chroma and shifts lightness of a CIELAB palette; `shadowShift` moves the a/b of dark colours (weighted by
 * darkness) — the cool violet shadows of cel animation; `shadowLift` raises the darkest colours by up to that much
 * lightness, leaving the midtones and highlights be (shadows that stay colour, never black).
 */
export function gradePalette(
  palette: Lab[],
  chroma: number,
  lightness = 0,
  lightnessGain = 1,
  shadowShift: [number, number] = [0, 0],
  shadowLift = 0,
): Lab[] {
  return palette.map((p) => {
    const dark = Math.max(0, 1 - p[0] / 70) ** 1.5;
    const lift = shadowLift * Math.max(0, 1 - p[0] / 55) ** 2;
    return [
      Math.max(0, Math.min(100, 50 + (p[0] - 50) * lightnessGain + lightness + lift)),
      p[1] * chroma + shadowShift[0] * dark,
      p[2] * chroma + shadowShift[1] * dark,
    ];
  });
}

/** Paints each pixel with its label's colour. */
export function paintLabels(labels: Uint8Array, palette: Lab[], width: number, height: number): Rgb {
  const rgb = palette.map((p) => labToRgb(p[0], p[1], p[2]));
  const out = createRgb(width, height);
  for (let i = 0; i < labels.length; i++) {
    const c = rgb[labels[i]!]!;
    out.r[i] = c[0];
    out.g[i] = c[1];
    out.b[i] = c[2];
  }
  return out;
}

/** Per-label mean of a plane (e.g. the luminance of each colour region). */
export function labelMeans(labels: Uint8Array, plane: Plane, k: number): Float32Array {
  const sum = new Float64Array(k);
  const count = new Float64Array(k);
  for (let i = 0; i < labels.length; i++) {
    sum[labels[i]!]! += plane[i]!;
    count[labels[i]!]!++;
  }
  const out = new Float32Array(k);
  for (let c = 0; c < k; c++) out[c] = count[c]! > 0 ? sum[c]! / count[c]! : 0.5;
  return out;
}

/** Mode filter over a 3×3 window: removes single-pixel specks left by quantisation. */
export function cleanLabels(labels: Uint8Array, width: number, height: number): Uint8Array {
  const out = labels.slice();
  const votes = new Uint8Array(256);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const c = labels[i]!;
      let same = 0;
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (labels[i + dy * width + dx] === c) same++;
      if (same >= 4) continue;
      let best = c;
      let bestVotes = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const l = labels[i + dy * width + dx]!;
          const v = ++votes[l]!;
          if (v > bestVotes) {
            bestVotes = v;
            best = l;
          }
        }
      }
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) votes[labels[i + dy * width + dx]!] = 0;
      out[i] = best;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Lines

/**
 * XDoG (Winnemöller 2012) line darkness in [0, 1] (1 = full ink): a difference of Gaussians with a soft tanh
 * threshold. `sigma` sets line width, `threshold` how strong an edge must be, `sharpness` how crisp the ink is.
 */
export function xdogLines(lum: Plane, width: number, height: number, sigma: number, threshold: number, sharpness: number): Plane {
  const g1 = gaussianBlur(lum, width, height, sigma);
  const g2 = gaussianBlur(lum, width, height, sigma * 1.6);
  const out = new Float32Array(lum.length);
  for (let i = 0; i < out.length; i++) {
    // Dark side of an edge: the small-scale blur is darker than the large-scale one.
    const d = g1[i]! - 0.995 * g2[i]!;
    out[i] = d >= -threshold ? 0 : Math.tanh(sharpness * (-threshold - d));
  }
  return out;
}

/**
 * Bold outlines: Sobel magnitude over the three channels with hysteresis (strong edges seed, weak edges connect),
 * so outlines follow object boundaries instead of texture; outlines of fewer than `minPixels` pixels are dropped.
 * Returns 0/1 ink.
 */
export function hysteresisEdges(img: Rgb, low: number, high: number, minPixels = 0): Plane {
  const { width: w, height: h } = img;
  const n = w * h;
  const mag = new Float32Array(n);
  for (const p of [img.r, img.g, img.b]) {
    for (let y = 0; y < h; y++) {
      const ym = (y > 0 ? y - 1 : 0) * w;
      const y0 = y * w;
      const yp = (y < h - 1 ? y + 1 : y) * w;
      for (let x = 1; x < w - 1; x++) {
        const sx = p[ym + x + 1]! + 2 * p[y0 + x + 1]! + p[yp + x + 1]! - p[ym + x - 1]! - 2 * p[y0 + x - 1]! - p[yp + x - 1]!;
        const sy = p[yp + x - 1]! + 2 * p[yp + x]! + p[yp + x + 1]! - p[ym + x - 1]! - 2 * p[ym + x]! - p[ym + x + 1]!;
        const m = (sx * sx + sy * sy) * 0.015625;
        if (m > mag[y0 + x]!) mag[y0 + x] = m;
      }
    }
  }
  // Compare squared magnitudes.
  const low2 = low * low;
  const high2 = high * high;
  const out = new Float32Array(n);
  const stack = new Int32Array(n);
  const members = new Int32Array(n);
  for (let seed = 0; seed < n; seed++) {
    if (out[seed] !== 0 || mag[seed]! < high2) continue;
    // Grow one outline from a strong pixel through weak ones; drop it if it stays a speck.
    let top = 0;
    let count = 0;
    stack[top++] = seed;
    out[seed] = 1;
    while (top > 0) {
      const i = stack[--top]!;
      members[count++] = i;
      const x = i % w;
      const y = (i - x) / w;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= w) continue;
          const j = yy * w + xx;
          if (out[j] === 0 && mag[j]! >= low2) {
            out[j] = 1;
            stack[top++] = j;
          }
        }
      }
    }
    if (count < minPixels) for (let m = 0; m < count; m++) out[members[m]!] = 2;
  }
  // Specks were marked 2 so they are not grown again; clear them.
  for (let i = 0; i < n; i++) if (out[i] === 2) out[i] = 0;
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Flow: structure tensor and stroke smearing

export interface Flow {
  /** Unit tangent (along edges) per pixel. */
  tx: Plane;
  ty: Plane;
  /** 0 (isotropic) … 1 (strongly oriented). */
  anisotropy: Plane;
}

/** Edge tangent flow from the smoothed structure tensor of the luminance. */
export function edgeFlow(lum: Plane, width: number, height: number, rho: number): Flow {
  const { gx, gy } = sobel(lum, width, height);
  const n = width * height;
  const e = new Float32Array(n);
  const f = new Float32Array(n);
  const g = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    e[i] = gx[i]! * gx[i]!;
    f[i] = gx[i]! * gy[i]!;
    g[i] = gy[i]! * gy[i]!;
  }
  const E = gaussianBlur(e, width, height, rho);
  const F = gaussianBlur(f, width, height, rho);
  const G = gaussianBlur(g, width, height, rho);
  const tx = new Float32Array(n);
  const ty = new Float32Array(n);
  const anisotropy = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const a = E[i]!;
    const b = F[i]!;
    const c = G[i]!;
    const root = Math.sqrt((a - c) * (a - c) + 4 * b * b);
    const l1 = (a + c + root) / 2;
    const l2 = (a + c - root) / 2;
    let vx = l1 - a;
    let vy = -b;
    // Where the tensor is diagonal the minor eigenvector is an axis.
    if (Math.abs(vx) + Math.abs(vy) < 1e-12) {
      vx = a >= c ? 0 : 1;
      vy = a >= c ? 1 : 0;
    }
    const len = Math.sqrt(vx * vx + vy * vy);
    tx[i] = vx / len;
    ty[i] = vy / len;
    anisotropy[i] = l1 + l2 > 1e-9 ? (l1 - l2) / (l1 + l2) : 0;
  }
  return { tx, ty, anisotropy };
}

/**
 * Line integral convolution: averages each plane along the flow's streamline through the pixel (`length` px each
 * way, nearest-neighbour steps), turning noise into brush strokes and colours into smeared paint.
 */
export function smearAlongFlow(planes: Plane[], flow: Flow, width: number, height: number, length: number, step = 1.5): Plane[] {
  const n = width * height;
  const outs = planes.map(() => new Float32Array(n));
  const steps = Math.max(1, Math.round(length / step));
  const { tx, ty } = flow;
  const count = planes.length;
  const acc = new Float64Array(count);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      for (let c = 0; c < count; c++) acc[c] = planes[c]![i]!;
      let wsum = 1;
      for (let dir = -1; dir <= 1; dir += 2) {
        let px = x + 0.5;
        let py = y + 0.5;
        let vx = tx[i]! * dir;
        let vy = ty[i]! * dir;
        for (let s = 1; s <= steps; s++) {
          px += vx * step;
          py += vy * step;
          const xi = px | 0;
          const yi = py | 0;
          if (px < 0 || py < 0 || xi >= width || yi >= height) break;
          const j = yi * width + xi;
          const wt = 1 - s / (steps + 1);
          for (let c = 0; c < count; c++) acc[c]! += planes[c]![j]! * wt;
          wsum += wt;
          // Follow the streamline, keeping the direction of travel.
          let nx = tx[j]!;
          let ny = ty[j]!;
          if (nx * vx + ny * vy < 0) {
            nx = -nx;
            ny = -ny;
          }
          vx = nx;
          vy = ny;
        }
      }
      const inv = 1 / wsum;
      for (let c = 0; c < count; c++) outs[c]![i] = acc[c]! * inv;
    }
  }
  return outs;
}

// ---------------------------------------------------------------------------------------------------------------
// Geometry

/**
 * Smooth bulge: inverse mapping with bilinear sampling; inside `radius` around (cx, cy) the source is sampled closer
 * to the centre (magnified), blending back to identity at the rim with zero slope.
 */
export function bulgeWarp(img: Rgb, cx: number, cy: number, radius: number, strength: number): Rgb {
  const { width: w, height: h } = img;
  const out = createRgb(w, h);
  const r2 = radius * radius;
  const planes = [img.r, img.g, img.b];
  const outs = [out.r, out.g, out.b];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const dx = x - cx;
      const dy = y - cy;
      const d2 = dx * dx + dy * dy;
      if (d2 >= r2) {
        out.r[i] = img.r[i]!;
        out.g[i] = img.g[i]!;
        out.b[i] = img.b[i]!;
        continue;
      }
      const t2 = d2 / r2;
      const s = 1 - strength * (1 - t2) * (1 - t2);
      let sx = cx + dx * s;
      let sy = cy + dy * s;
      sx = sx < 0 ? 0 : sx > w - 1 ? w - 1 : sx;
      sy = sy < 0 ? 0 : sy > h - 1 ? h - 1 : sy;
      const x0 = sx | 0;
      const y0 = sy | 0;
      const x1 = x0 < w - 1 ? x0 + 1 : x0;
      const y1 = y0 < h - 1 ? y0 + 1 : y0;
      const fx = sx - x0;
      const fy = sy - y0;
      for (let c = 0; c < 3; c++) {
        const p = planes[c]!;
        const a = p[y0 * w + x0]!;
        const b = p[y0 * w + x1]!;
        const cc = p[y1 * w + x0]!;
        const d = p[y1 * w + x1]!;
        outs[c]![i] = (a + (b - a) * fx) * (1 - fy) + (cc + (d - cc) * fx) * fy;
      }
    }
  }
  return out;
}

/** Displaces every pixel by (dx, dy) planes (inverse mapping, bilinear): the watercolour wobble. */
export function displace(img: Rgb, dx: Plane, dy: Plane): Rgb {
  const { width: w, height: h } = img;
  const out = createRgb(w, h);
  const planes = [img.r, img.g, img.b];
  const outs = [out.r, out.g, out.b];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      let sx = x + dx[i]!;
      let sy = y + dy[i]!;
      sx = sx < 0 ? 0 : sx > w - 1 ? w - 1 : sx;
      sy = sy < 0 ? 0 : sy > h - 1 ? h - 1 : sy;
      const x0 = sx | 0;
      const y0 = sy | 0;
      const x1 = x0 < w - 1 ? x0 + 1 : x0;
      const y1 = y0 < h - 1 ? y0 + 1 : y0;
      const fx = sx - x0;
      const fy = sy - y0;
      for (let c = 0; c < 3; c++) {
        const p = planes[c]!;
        const a = p[y0 * w + x0]!;
        const b = p[y0 * w + x1]!;
        const cc = p[y1 * w + x0]!;
        const d = p[y1 * w + x1]!;
        outs[c]![i] = (a + (b - a) * fx) * (1 - fy) + (cc + (d - cc) * fx) * fy;
      }
    }
  }
  return out;
}

/** `displace` for one plane. */
export function displacePlane(p: Plane, w: number, h: number, dx: Plane, dy: Plane): Plane {
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      let sx = x + dx[i]!;
      let sy = y + dy[i]!;
      sx = sx < 0 ? 0 : sx > w - 1 ? w - 1 : sx;
      sy = sy < 0 ? 0 : sy > h - 1 ? h - 1 : sy;
      const x0 = sx | 0;
      const y0 = sy | 0;
      const x1 = x0 < w - 1 ? x0 + 1 : x0;
      const y1 = y0 < h - 1 ? y0 + 1 : y0;
      const fx = sx - x0;
      const fy = sy - y0;
      const a = p[y0 * w + x0]!;
      const b = p[y0 * w + x1]!;
      const c = p[y1 * w + x0]!;
      const d = p[y1 * w + x1]!;
      out[i] = (a + (b - a) * fx) * (1 - fy) + (c + (d - c) * fx) * fy;
    }
  }
  return out;
}
