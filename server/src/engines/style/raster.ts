/**
 * Planar float images (0..1 per channel) and the O(n) building blocks the style recipes share: box and Gaussian
 * blur, bilinear sampling, gradients. Plain loops over typed arrays: at 1024 px each pass costs a few milliseconds.
 */

export type Plane = Float32Array;

export interface Rgb {
  width: number;
  height: number;
  r: Plane;
  g: Plane;
  b: Plane;
}

export function createRgb(width: number, height: number): Rgb {
  const n = width * height;
  return { width, height, r: new Float32Array(n), g: new Float32Array(n), b: new Float32Array(n) };
}

export function cloneRgb(img: Rgb): Rgb {
  return { width: img.width, height: img.height, r: img.r.slice(), g: img.g.slice(), b: img.b.slice() };
}

export function planesOf(img: Rgb): [Plane, Plane, Plane] {
  return [img.r, img.g, img.b];
}

/** Interleaved 8-bit pixels (1–4 channels) → planar RGB; grey is copied to all three, alpha ignored. */
export function fromInterleaved(data: Uint8Array, width: number, height: number, channels: number): Rgb {
  const img = createRgb(width, height);
  const n = width * height;
  const k = 1 / 255;
  if (channels >= 3) {
    for (let i = 0, j = 0; i < n; i++, j += channels) {
      img.r[i] = data[j]! * k;
      img.g[i] = data[j + 1]! * k;
      img.b[i] = data[j + 2]! * k;
    }
  } else {
    for (let i = 0, j = 0; i < n; i++, j += channels) {
      const v = data[j]! * k;
      img.r[i] = v;
      img.g[i] = v;
      img.b[i] = v;
    }
  }
  return img;
}

/** Planar RGB → interleaved 8-bit RGB, clamped and rounded; in a buffer of its own (transferable to a thread). */
export function toInterleaved(img: Rgb): Uint8Array {
  const n = img.width * img.height;
  const out = new Uint8Array(n * 3);
  const { r, g, b } = img;
  // A clamped view rounds and clamps on store.
  const view = new Uint8ClampedArray(out.buffer);
  for (let i = 0, j = 0; i < n; i++, j += 3) {
    view[j] = r[i]! * 255;
    view[j + 1] = g[i]! * 255;
    view[j + 2] = b[i]! * 255;
  }
  return out;
}

export function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = clamp01((x - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
}

export function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

/** Rec. 709 luma of the (gamma-encoded) channels. */
export function luminance(img: Rgb): Plane {
  const n = img.width * img.height;
  const out = new Float32Array(n);
  const { r, g, b } = img;
  for (let i = 0; i < n; i++) out[i] = 0.2126 * r[i]! + 0.7152 * g[i]! + 0.0722 * b[i]!;
  return out;
}

/** One box-filter pass along rows then columns (radius r, edges clamped), into a new plane. */
export function boxBlur(src: Plane, width: number, height: number, radius: number): Plane {
  const r = Math.max(0, Math.round(radius));
  if (r === 0) return src.slice();
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  boxRows(src, tmp, width, height, r);
  boxCols(tmp, out, width, height, r);
  return out;
}

function boxRows(src: Plane, dst: Plane, width: number, height: number, r: number): void {
  const inv = 1 / (2 * r + 1);
  const last = width - 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const first = src[row]!;
    const lastV = src[row + last]!;
    let sum = first * (r + 1);
    for (let x = 1; x <= r; x++) sum += x <= last ? src[row + x]! : lastV;
    // Three runs so the inner loops need no clamping: left edge, interior, right edge.
    const leftEnd = Math.min(width, r + 1);
    const rightStart = Math.max(leftEnd, width - r - 1);
    let x = 0;
    for (; x < leftEnd; x++) {
      dst[row + x] = sum * inv;
      const ai = x + r + 1;
      sum += (ai <= last ? src[row + ai]! : lastV) - first;
    }
    for (; x < rightStart; x++) {
      dst[row + x] = sum * inv;
      sum += src[row + x + r + 1]! - src[row + x - r]!;
    }
    for (; x < width; x++) {
      dst[row + x] = sum * inv;
      const si = x - r;
      sum += lastV - (si >= 0 ? src[row + si]! : first);
    }
  }
}

function boxCols(src: Plane, dst: Plane, width: number, height: number, r: number): void {
  const inv = 1 / (2 * r + 1);
  const last = height - 1;
  // Row-at-a-time running sums keep memory access sequential.
  const sum = new Float32Array(width);
  for (let x = 0; x < width; x++) sum[x] = src[x]! * (r + 1);
  for (let y = 1; y <= r; y++) {
    const row = Math.min(y, last) * width;
    for (let x = 0; x < width; x++) sum[x]! += src[row + x]!;
  }
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const add = Math.min(y + r + 1, last) * width;
    const sub = Math.max(y - r, 0) * width;
    for (let x = 0; x < width; x++) {
      const v = sum[x]!;
      dst[row + x] = v * inv;
      sum[x] = v + src[add + x]! - src[sub + x]!;
    }
  }
}

/**
 * Gaussian blur approximated by three box passes (error < 3 %). Wide blurs (sigma ≥ 4) run on a box-downsampled copy
 * and are upsampled bilinearly: the result is smooth anyway and costs a fraction.
 */
export function gaussianBlur(src: Plane, width: number, height: number, sigma: number): Plane {
  if (sigma < 0.4) return src.slice();
  if (sigma >= 4 && width >= 64 && height >= 64) {
    const f = Math.min(8, Math.floor(sigma / 2));
    const sw = Math.ceil(width / f);
    const sh = Math.ceil(height / f);
    const small = downsampleBox(src, width, height, f, sw, sh);
    const blurred = boxGauss(small, sw, sh, Math.sqrt(Math.max(0.25, sigma * sigma - f * f * 0.25)) / f);
    return upsampleBilinear(blurred, sw, sh, f, width, height);
  }
  return boxGauss(src, width, height, sigma);
}

function boxGauss(src: Plane, width: number, height: number, sigma: number): Plane {
  if (sigma < 0.4) return src.slice();
  // Box radii whose three-fold convolution matches the Gaussian's variance.
  const ideal = Math.sqrt((12 * sigma * sigma) / 3 + 1);
  let wl = Math.floor(ideal);
  if (wl % 2 === 0) wl--;
  const wu = wl + 2;
  const m = Math.round((12 * sigma * sigma - 3 * wl * wl - 12 * wl - 9) / (-4 * wl - 4));
  // Three box passes through two buffers (no garbage per pass).
  const across = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  let current = src;
  for (let i = 0; i < 3; i++) {
    const r = Math.max(0, Math.round(((i < m ? wl : wu) - 1) / 2));
    if (r === 0) continue;
    boxRows(current, across, width, height, r);
    boxCols(across, out, width, height, r);
    current = out;
  }
  return current === src ? src.slice() : out;
}

/** Mean of f×f blocks (edge blocks clamped). */
export function downsampleBox(src: Plane, width: number, height: number, f: number, sw: number, sh: number): Plane {
  const out = new Float32Array(sw * sh);
  const block = new Int32Array(width);
  for (let x = 0; x < width; x++) block[x] = (x / f) | 0;
  for (let y = 0; y < height; y++) {
    const sy = ((y / f) | 0) * sw;
    const row = y * width;
    for (let x = 0; x < width; x++) out[sy + block[x]!]! += src[row + x]!;
  }
  // Edge blocks hold fewer pixels.
  for (let by = 0; by < sh; by++) {
    const rows = Math.min(f, height - by * f);
    for (let bx = 0; bx < sw; bx++) out[by * sw + bx]! /= rows * Math.min(f, width - bx * f);
  }
  return out;
}

/** Bilinear upsampling of a plane made by downsampleBox (block centres at (i + 0.5)·f). */
export function upsampleBilinear(small: Plane, sw: number, sh: number, f: number, width: number, height: number): Plane {
  const out = new Float32Array(width * height);
  const x0s = new Int32Array(width);
  const x1s = new Int32Array(width);
  const fxs = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const sx = Math.min(sw - 1, Math.max(0, (x + 0.5) / f - 0.5));
    const x0 = Math.floor(sx);
    x0s[x] = x0;
    x1s[x] = Math.min(sw - 1, x0 + 1);
    fxs[x] = sx - x0;
  }
  // Each small row is widened once; every output row is then a blend of two widened rows.
  const wide = new Float32Array(sh * width);
  for (let y = 0; y < sh; y++) {
    const r = y * sw;
    const o = y * width;
    for (let x = 0; x < width; x++) {
      const a = small[r + x0s[x]!]!;
      wide[o + x] = a + (small[r + x1s[x]!]! - a) * fxs[x]!;
    }
  }
  for (let y = 0; y < height; y++) {
    const sy = Math.min(sh - 1, Math.max(0, (y + 0.5) / f - 0.5));
    const y0 = Math.floor(sy);
    const r0 = y0 * width;
    const r1 = Math.min(sh - 1, y0 + 1) * width;
    const fy = sy - y0;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const top = wide[r0 + x]!;
      out[row + x] = top + (wide[r1 + x]! - top) * fy;
    }
  }
  return out;
}

/** A rectangle copied out of an image. */
export function cropRgb(img: Rgb, left: number, top: number, width: number, height: number): Rgb {
  const out = createRgb(width, height);
  for (let y = 0; y < height; y++) {
    const from = (top + y) * img.width + left;
    out.r.set(img.r.subarray(from, from + width), y * width);
    out.g.set(img.g.subarray(from, from + width), y * width);
    out.b.set(img.b.subarray(from, from + width), y * width);
  }
  return out;
}

/** Box-averaged copy at 1/f of the size (for steps that are smooth at that scale anyway). */
export function shrinkRgb(img: Rgb, f: number): Rgb {
  const { width, height } = img;
  const sw = Math.ceil(width / f);
  const sh = Math.ceil(height / f);
  return {
    width: sw,
    height: sh,
    r: downsampleBox(img.r, width, height, f, sw, sh),
    g: downsampleBox(img.g, width, height, f, sw, sh),
    b: downsampleBox(img.b, width, height, f, sw, sh),
  };
}

/** Bilinear inverse of shrinkRgb back to width × height. */
export function growRgb(small: Rgb, f: number, width: number, height: number): Rgb {
  const { width: sw, height: sh } = small;
  return {
    width,
    height,
    r: upsampleBilinear(small.r, sw, sh, f, width, height),
    g: upsampleBilinear(small.g, sw, sh, f, width, height),
    b: upsampleBilinear(small.b, sw, sh, f, width, height),
  };
}

/** [1 2 1]⊗[1 2 1] / 16: the cheapest anti-aliasing of hard label edges. */
export function soften(src: Plane, width: number, height: number): Plane {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    tmp[row] = (3 * src[row]! + src[row + Math.min(1, width - 1)]!) * 0.25;
    for (let x = 1; x < width - 1; x++) tmp[row + x] = (src[row + x - 1]! + 2 * src[row + x]! + src[row + x + 1]!) * 0.25;
    if (width > 1) tmp[row + width - 1] = (src[row + width - 2]! + 3 * src[row + width - 1]!) * 0.25;
  }
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const row = y * width;
    const down = Math.min(height - 1, y + 1) * width;
    for (let x = 0; x < width; x++) out[row + x] = (tmp[up + x]! + 2 * tmp[row + x]! + tmp[down + x]!) * 0.25;
  }
  return out;
}

export function softenRgb(img: Rgb): Rgb {
  const { width, height } = img;
  return { width, height, r: soften(img.r, width, height), g: soften(img.g, width, height), b: soften(img.b, width, height) };
}

export function blurRgb(img: Rgb, sigma: number): Rgb {
  const { width, height } = img;
  return {
    width,
    height,
    r: gaussianBlur(img.r, width, height, sigma),
    g: gaussianBlur(img.g, width, height, sigma),
    b: gaussianBlur(img.b, width, height, sigma),
  };
}

/** Bilinear sample with clamped edges. */
export function sampleBilinear(p: Plane, width: number, height: number, x: number, y: number): number {
  const xc = x < 0 ? 0 : x > width - 1 ? width - 1 : x;
  const yc = y < 0 ? 0 : y > height - 1 ? height - 1 : y;
  const x0 = Math.floor(xc);
  const y0 = Math.floor(yc);
  const x1 = x0 < width - 1 ? x0 + 1 : x0;
  const y1 = y0 < height - 1 ? y0 + 1 : y0;
  const fx = xc - x0;
  const fy = yc - y0;
  const a = p[y0 * width + x0]!;
  const b = p[y0 * width + x1]!;
  const c = p[y1 * width + x0]!;
  const d = p[y1 * width + x1]!;
  return (a + (b - a) * fx) * (1 - fy) + (c + (d - c) * fx) * fy;
}

/** Bilinear resize of one plane (used to run costly steps at half resolution). */
export function resizePlane(src: Plane, width: number, height: number, newWidth: number, newHeight: number): Plane {
  const out = new Float32Array(newWidth * newHeight);
  const sx = width / newWidth;
  const sy = height / newHeight;
  for (let y = 0; y < newHeight; y++) {
    const fy = (y + 0.5) * sy - 0.5;
    for (let x = 0; x < newWidth; x++) {
      out[y * newWidth + x] = sampleBilinear(src, width, height, (x + 0.5) * sx - 0.5, fy);
    }
  }
  return out;
}

export function resizeRgb(img: Rgb, newWidth: number, newHeight: number): Rgb {
  const { width, height } = img;
  return {
    width: newWidth,
    height: newHeight,
    r: resizePlane(img.r, width, height, newWidth, newHeight),
    g: resizePlane(img.g, width, height, newWidth, newHeight),
    b: resizePlane(img.b, width, height, newWidth, newHeight),
  };
}

/** Sobel gradients (x right, y down), edges clamped. */
export function sobel(p: Plane, width: number, height: number): { gx: Plane; gy: Plane; mag: Plane } {
  const n = width * height;
  const gx = new Float32Array(n);
  const gy = new Float32Array(n);
  const mag = new Float32Array(n);
  for (let y = 0; y < height; y++) {
    const ym = (y > 0 ? y - 1 : 0) * width;
    const y0 = y * width;
    const yp = (y < height - 1 ? y + 1 : y) * width;
    for (let x = 0; x < width; x++) {
      const xm = x > 0 ? x - 1 : 0;
      const xp = x < width - 1 ? x + 1 : x;
      const a = p[ym + xm]!;
      const b = p[ym + x]!;
      const c = p[ym + xp]!;
      const d = p[y0 + xm]!;
      const f = p[y0 + xp]!;
      const g = p[yp + xm]!;
      const h = p[yp + x]!;
      const k = p[yp + xp]!;
      const sx = (c + 2 * f + k - a - 2 * d - g) * 0.125;
      const sy = (g + 2 * h + k - a - 2 * b - c) * 0.125;
      const i = y0 + x;
      gx[i] = sx;
      gy[i] = sy;
      mag[i] = Math.sqrt(sx * sx + sy * sy);
    }
  }
  return { gx, gy, mag };
}

/** Greyscale morphological dilation of dark lines: each pixel takes the minimum of its (2r+1)² neighbourhood. */
export function erodeMin(src: Plane, width: number, height: number, radius: number): Plane {
  const r = Math.round(radius);
  if (r <= 0) return src.slice();
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let m = 1e9;
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width - 1, x + r);
      for (let xx = x0; xx <= x1; xx++) {
        const v = src[row + xx]!;
        if (v < m) m = v;
      }
      tmp[row + x] = m;
    }
  }
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height - 1, y + r);
    for (let x = 0; x < width; x++) {
      let m = 1e9;
      for (let yy = y0; yy <= y1; yy++) {
        const v = tmp[yy * width + x]!;
        if (v < m) m = v;
      }
      out[y * width + x] = m;
    }
  }
  return out;
}
