/**
 * Where the subject of a page is, without a model: a small saliency map (how far each pixel's colour is from the
 * picture's mean colour, in CIELAB, after Achanta et al. 2009, times the density of nearby edges, since drawn
 * characters carry ink outlines and busy detail while skies and ground are smooth), weighted towards the lower
 * two thirds where heroes stand. The weighted centre and spread of the most salient cells give an ellipse.
 */
import sharp from 'sharp';

/** Fractions of the image (0..1). */
export interface SubjectBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Subject {
  /** Centre, fractions of the image. */
  cx: number;
  cy: number;
  /** Half-axes of the ellipse around it, fractions of the image width and height. */
  rx: number;
  ry: number;
  /** How much the subject stands out (0..1); low values mean "no clear subject". */
  confidence: number;
}

const GRID_W = 160;
const GRID_H = 90;

/** The subject of a box given by the caller (the illustrator's hero box), as an ellipse with some margin. */
export function subjectFromBox(box: SubjectBox): Subject {
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const left = clamp(box.left);
  const top = clamp(box.top);
  const right = clamp(box.left + box.width);
  const bottom = clamp(box.top + box.height);
  return {
    cx: (left + right) / 2,
    cy: (top + bottom) / 2,
    rx: Math.max(0.06, ((right - left) / 2) * 1.2),
    ry: Math.max(0.08, ((bottom - top) / 2) * 1.12),
    confidence: 1,
  };
}

/** The subject of an encoded image, or of raw RGB pixels when `raw` gives their size. */
export async function findSubject(image: Buffer, raw?: { width: number; height: number }): Promise<Subject> {
  const { data } = await sharp(image, raw ? { raw: { ...raw, channels: 3 } } : {})
    .resize(GRID_W, GRID_H, { fit: 'fill', kernel: 'cubic' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const n = GRID_W * GRID_H;
  const lab = new Float32Array(n * 3);
  const mean = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    const [l, a, b] = srgbToLab(data[i * 3]!, data[i * 3 + 1]!, data[i * 3 + 2]!);
    lab[i * 3] = l;
    lab[i * 3 + 1] = a;
    lab[i * 3 + 2] = b;
    mean[0]! += l / n;
    mean[1]! += a / n;
    mean[2]! += b / n;
  }
  // Edge magnitude (Sobel on L), then its local density (box blur, radius 4 cells).
  const edges = new Float32Array(n);
  for (let y = 1; y < GRID_H - 1; y++) {
    for (let x = 1; x < GRID_W - 1; x++) {
      const L = (dx: number, dy: number) => lab[((y + dy) * GRID_W + x + dx) * 3]!;
      const gx = L(1, -1) + 2 * L(1, 0) + L(1, 1) - L(-1, -1) - 2 * L(-1, 0) - L(-1, 1);
      const gy = L(-1, 1) + 2 * L(0, 1) + L(1, 1) - L(-1, -1) - 2 * L(0, -1) - L(1, -1);
      edges[y * GRID_W + x] = Math.hypot(gx, gy);
    }
  }
  const density = boxBlur(edges, GRID_W, GRID_H, 4);
  let maxDensity = 0;
  for (const v of density) maxDensity = Math.max(maxDensity, v);

  const saliency = new Float32Array(n);
  let total = 0;
  for (let y = 0; y < GRID_H; y++) {
    // Heroes stand in the lower two thirds; skies (moons, suns) should not win.
    const fy = y / (GRID_H - 1);
    const vertical = 0.25 + 0.75 * smoothstep(0.12, 0.45, fy);
    for (let x = 0; x < GRID_W; x++) {
      const i = y * GRID_W + x;
      const fx = x / (GRID_W - 1);
      const horizontal = 0.55 + 0.45 * Math.exp(-(((fx - 0.5) / 0.38) ** 2));
      const distinct = Math.hypot(lab[i * 3]! - mean[0]!, lab[i * 3 + 1]! - mean[1]!, lab[i * 3 + 2]! - mean[2]!);
      const busy = maxDensity > 0 ? density[i]! / maxDensity : 0;
      saliency[i] = distinct * (0.35 + busy) * vertical * horizontal;
      total += saliency[i]!;
    }
  }
  const smooth = boxBlur(saliency, GRID_W, GRID_H, 2);

  // The most salient 8% of cells, weighted; a second pass keeps only those near the first centre.
  const sorted = Float32Array.from(smooth).sort();
  const threshold = sorted[Math.floor(n * 0.92)]!;
  let centre = weightedMoments(smooth, threshold, null);
  centre = weightedMoments(smooth, threshold, centre) ?? centre;
  const meanSaliency = total / n;
  if (!centre || meanSaliency <= 0) return { cx: 0.5, cy: 0.58, rx: 0.2, ry: 0.3, confidence: 0 };
  const peak = sorted[n - 1]!;
  return {
    cx: centre.cx,
    cy: centre.cy,
    rx: Math.min(0.3, Math.max(0.08, centre.sx * 2.2)),
    ry: Math.min(0.42, Math.max(0.12, centre.sy * 2.2)),
    confidence: Math.min(1, Math.max(0, (peak / (meanSaliency * 3) - 1) / 2)),
  };
}

interface Moments {
  cx: number;
  cy: number;
  sx: number;
  sy: number;
}

function weightedMoments(map: Float32Array, threshold: number, near: Moments | null): Moments | null {
  let w = 0;
  let mx = 0;
  let my = 0;
  let mxx = 0;
  let myy = 0;
  for (let y = 0; y < GRID_H; y++) {
    for (let x = 0; x < GRID_W; x++) {
      const v = map[y * GRID_W + x]! - threshold;
      if (v <= 0) continue;
      const fx = (x + 0.5) / GRID_W;
      const fy = (y + 0.5) / GRID_H;
      if (near && (Math.abs(fx - near.cx) > 2 * near.sx + 0.04 || Math.abs(fy - near.cy) > 2 * near.sy + 0.06)) continue;
      w += v;
      mx += v * fx;
      my += v * fy;
      mxx += v * fx * fx;
      myy += v * fy * fy;
    }
  }
  if (w <= 0) return null;
  const cx = mx / w;
  const cy = my / w;
  return { cx, cy, sx: Math.sqrt(Math.max(0, mxx / w - cx * cx)), sy: Math.sqrt(Math.max(0, myy / w - cy * cy)) };
}

function boxBlur(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      let count = 0;
      for (let k = Math.max(0, x - r); k <= Math.min(w - 1, x + r); k++, count++) sum += src[y * w + k]!;
      tmp[y * w + x] = sum / count;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      let count = 0;
      for (let k = Math.max(0, y - r); k <= Math.min(h - 1, y + r); k++, count++) sum += tmp[k * w + x]!;
      out[y * w + x] = sum / count;
    }
  }
  return out;
}

function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** sRGB (0..255) → CIELAB (D65). */
function srgbToLab(r8: number, g8: number, b8: number): [number, number, number] {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const r = lin(r8);
  const g = lin(g8);
  const b = lin(b8);
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}
