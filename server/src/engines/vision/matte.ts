/**
 * Pure pixel work around the segmentation model: resampling its 256×256 output to the photo's shape, a guided
 * filter that snaps the matte to the photo's own edges (soft hair, no stair-steps), and the measures that decide
 * whether a cut-out is clean enough to put in a scene.
 */

/** Bilinear resize of a single-channel float image. */
export function resizeChannel(src: Float32Array, sw: number, sh: number, dw: number, dh: number): Float32Array {
  const out = new Float32Array(dw * dh);
  for (let y = 0; y < dh; y++) {
    const fy = Math.max(0, Math.min(sh - 1, ((y + 0.5) * sh) / dh - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(sh - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < dw; x++) {
      const fx = Math.max(0, Math.min(sw - 1, ((x + 0.5) * sw) / dw - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(sw - 1, x0 + 1);
      const wx = fx - x0;
      const top = src[y0 * sw + x0]! + (src[y0 * sw + x1]! - src[y0 * sw + x0]!) * wx;
      const bottom = src[y1 * sw + x0]! + (src[y1 * sw + x1]! - src[y1 * sw + x0]!) * wx;
      out[y * dw + x] = top + (bottom - top) * wy;
    }
  }
  return out;
}

/** Mean over a (2r+1)² window, clipped at the borders, through a summed-area table. */
function boxMean(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const sat = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += src[y * w + x]!;
      sat[(y + 1) * (w + 1) + x + 1] = sat[y * (w + 1) + x + 1]! + row;
    }
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w, x + r + 1);
      const sum = sat[y1 * (w + 1) + x1]! - sat[y0 * (w + 1) + x1]! - sat[y1 * (w + 1) + x0]! + sat[y0 * (w + 1) + x0]!;
      out[y * w + x] = sum / ((x1 - x0) * (y1 - y0));
    }
  }
  return out;
}

/**
 * He, Sun and Tang's guided filter with a grey guide: the output follows the input matte where the photo is flat and
 * the photo's edges where it is not. `guide` and `input` are 0..1.
 */
export function guidedFilter(
  guide: Float32Array,
  input: Float32Array,
  w: number,
  h: number,
  r: number,
  eps: number,
): Float32Array {
  const n = w * h;
  const ii = new Float32Array(n);
  const ip = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    ii[i] = guide[i]! * guide[i]!;
    ip[i] = guide[i]! * input[i]!;
  }
  const meanI = boxMean(guide, w, h, r);
  const meanP = boxMean(input, w, h, r);
  const corrI = boxMean(ii, w, h, r);
  const corrIp = boxMean(ip, w, h, r);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const variance = corrI[i]! - meanI[i]! * meanI[i]!;
    const covariance = corrIp[i]! - meanI[i]! * meanP[i]!;
    a[i] = covariance / (variance + eps);
    b[i] = meanP[i]! - a[i]! * meanI[i]!;
  }
  const meanA = boxMean(a, w, h, r);
  const meanB = boxMean(b, w, h, r);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = Math.max(0, Math.min(1, meanA[i]! * guide[i]! + meanB[i]!));
  return out;
}

export interface MatteQuality {
  /** Share of the frame that is subject (alpha > 0.5). */
  coverage: number;
  /** Unsure pixels (alpha 0.2–0.8) per subject pixel: a clean matte is sure almost everywhere but a thin edge. */
  uncertainty: number;
  /** Share of the subject in its largest connected piece (a clean cut-out is one piece). */
  largestPiece: number;
  /** Share of the bottom row that is subject: a photo cut off at the waist or the chest. */
  bottomCut: number;
}

export function matteQuality(alpha: Float32Array, w: number, h: number): MatteQuality {
  const n = w * h;
  let subject = 0;
  let unsure = 0;
  for (let i = 0; i < n; i++) {
    const a = alpha[i]!;
    if (a > 0.5) subject++;
    if (a > 0.2 && a < 0.8) unsure++;
  }
  // Largest 4-connected piece of the subject.
  const seen = new Uint8Array(n);
  const stack = new Int32Array(n);
  let largest = 0;
  for (let start = 0; start < n; start++) {
    if (seen[start] || alpha[start]! <= 0.5) continue;
    let top = 0;
    let size = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const i = stack[--top]!;
      size++;
      const x = i % w;
      const neighbours = [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w];
      for (const j of neighbours) {
        if (j >= 0 && j < n && !seen[j] && alpha[j]! > 0.5) {
          seen[j] = 1;
          stack[top++] = j;
        }
      }
    }
    largest = Math.max(largest, size);
  }
  let bottom = 0;
  for (let x = 0; x < w; x++) if (alpha[(h - 1) * w + x]! > 0.5) bottom++;
  return {
    coverage: subject / n,
    uncertainty: subject ? unsure / subject : 1,
    largestPiece: subject ? largest / subject : 0,
    bottomCut: bottom / w,
  };
}

/**
 * Keeps only the largest piece of the subject and any piece touching it within a few pixels: stray blobs of the
 * background the model was unsure about (a shuttle, a flag's stripe) go.
 */
export function keepMainPiece(alpha: Float32Array, w: number, h: number): Float32Array {
  const n = w * h;
  const label = new Int32Array(n).fill(-1);
  const stack = new Int32Array(n);
  const sizes: number[] = [];
  for (let start = 0; start < n; start++) {
    if (label[start]! >= 0 || alpha[start]! <= 0.35) continue;
    const id = sizes.length;
    let top = 0;
    let size = 0;
    stack[top++] = start;
    label[start] = id;
    while (top > 0) {
      const i = stack[--top]!;
      size++;
      const x = i % w;
      const neighbours = [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, i - w, i + w];
      for (const j of neighbours) {
        if (j >= 0 && j < n && label[j]! < 0 && alpha[j]! > 0.35) {
          label[j] = id;
          stack[top++] = j;
        }
      }
    }
    sizes.push(size);
  }
  if (sizes.length <= 1) return alpha;
  let main = 0;
  sizes.forEach((s, i) => {
    if (s > sizes[main]!) main = i;
  });
  const out = new Float32Array(alpha);
  for (let i = 0; i < n; i++) {
    const l = label[i]!;
    // Pieces under a fifth of the main one are background the model half-believed in.
    if (l >= 0 && l !== main && sizes[l]! < sizes[main]! * 0.2) out[i] = 0;
  }
  return out;
}

/** Bounding box (fractions 0..1) of the values above `threshold`, or null when there are none. */
export function boundsAbove(
  values: ArrayLike<number>,
  w: number,
  h: number,
  threshold: number,
): { left: number; top: number; right: number; bottom: number } | null {
  let left = w;
  let right = 0;
  let top = h;
  let bottom = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (values[y * w + x]! > threshold) {
        left = Math.min(left, x);
        right = Math.max(right, x + 1);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y + 1);
      }
    }
  }
  if (right <= left) return null;
  return { left: left / w, top: top / h, right: right / w, bottom: bottom / h };
}

export function smoothstep(a: number, b: number, x: number): number {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
}
