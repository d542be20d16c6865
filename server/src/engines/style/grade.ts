/**
 * Colour grading and compositing on planar images, in place unless a function returns a new image: saturation,
 * tone curves, temperature, split toning, vignette, glow, local contrast and texture blends.
 */
import { clamp01, gaussianBlur, luminance, smoothstep, type Plane, type Rgb } from './raster.ts';
import type { Colour } from './filters.ts';

/** Saturation about the pixel's luma (1 = unchanged, 0 = grey). */
export function saturate(img: Rgb, amount: number): void {
  const { r, g, b } = img;
  for (let i = 0; i < r.length; i++) {
    const l = 0.2126 * r[i]! + 0.7152 * g[i]! + 0.0722 * b[i]!;
    r[i] = l + (r[i]! - l) * amount;
    g[i] = l + (g[i]! - l) * amount;
    b[i] = l + (b[i]! - l) * amount;
  }
}

/** Vibrance: boosts weak colours more than strong ones (skin and skies stay believable). */
export function vibrance(img: Rgb, amount: number): void {
  const { r, g, b } = img;
  for (let i = 0; i < r.length; i++) {
    const max = Math.max(r[i]!, g[i]!, b[i]!);
    const min = Math.min(r[i]!, g[i]!, b[i]!);
    const sat = max - min;
    const k = 1 + amount * (1 - sat) * (1 - sat);
    const l = 0.2126 * r[i]! + 0.7152 * g[i]! + 0.0722 * b[i]!;
    r[i] = l + (r[i]! - l) * k;
    g[i] = l + (g[i]! - l) * k;
    b[i] = l + (b[i]! - l) * k;
  }
}

export interface ToneCurve {
  /** S-curve strength, 0 = linear, 1 = full smoothstep, negative flattens. */
  contrast?: number;
  /** Raises the black point (faded film). */
  lift?: number;
  /** Scales the white point. */
  gain?: number;
  /** Midtone exponent (< 1 brightens). */
  gamma?: number;
}

/** Applies lift/gamma/gain and an S-curve to every channel through a 1024-entry table. */
export function toneCurve(img: Rgb, curve: ToneCurve): void {
  const { contrast = 0, lift = 0, gain = 1, gamma = 1 } = curve;
  const size = 1024;
  const lut = new Float32Array(size + 1);
  for (let k = 0; k <= size; k++) {
    let x = k / size;
    x = x ** gamma;
    x = x + contrast * (x * x * (3 - 2 * x) - x);
    x = lift + (gain - lift) * x;
    lut[k] = x;
  }
  for (const p of [img.r, img.g, img.b]) {
    for (let i = 0; i < p.length; i++) {
      const v = p[i]!;
      p[i] = lut[((v < 0 ? 0 : v > 1 ? 1 : v) * size) | 0]!;
    }
  }
}

/** Colour temperature: positive warms (more red, less blue), negative cools. */
export function temperature(img: Rgb, amount: number): void {
  const kr = 1 + 0.12 * amount;
  const kg = 1 + 0.03 * amount;
  const kb = 1 - 0.14 * amount;
  for (let i = 0; i < img.r.length; i++) {
    img.r[i]! *= kr;
    img.g[i]! *= kg;
    img.b[i]! *= kb;
  }
}

/** Tints shadows and highlights toward two colours (soft-light-like, weighted by luma). */
export function splitTone(img: Rgb, shadow: Colour, highlight: Colour, amount: number): void {
  const { r, g, b } = img;
  for (let i = 0; i < r.length; i++) {
    const l = clamp01(0.2126 * r[i]! + 0.7152 * g[i]! + 0.0722 * b[i]!);
    const ws = (1 - l) * (1 - l) * amount;
    const wh = l * l * amount;
    r[i]! += (shadow[0] - 0.5) * ws + (highlight[0] - 0.5) * wh;
    g[i]! += (shadow[1] - 0.5) * ws + (highlight[1] - 0.5) * wh;
    b[i]! += (shadow[2] - 0.5) * ws + (highlight[2] - 0.5) * wh;
  }
}

/** Darkens (or, with a colour, tints) toward the corners; `cx`, `cy` in 0..1 move the bright centre. */
export function vignette(
  img: Rgb,
  amount: number,
  opts: { cx?: number; cy?: number; inner?: number; colour?: Colour } = {},
): void {
  const { width: w, height: h } = img;
  const { cx = 0.5, cy = 0.5, inner = 0.45, colour = [0, 0, 0] } = opts;
  const rowWeights = new Float32Array(w);
  for (let y = 0; y < h; y++) {
    const ny = (y / (h - 1 || 1) - cy) * 2;
    for (let x = 0; x < w; x++) {
      const nx = (x / (w - 1 || 1) - cx) * 2;
      rowWeights[x] = smoothstep(inner, 1.45, Math.sqrt(nx * nx + ny * ny)) * amount;
    }
    const row = y * w;
    for (let x = 0; x < w; x++) {
      const i = row + x;
      const t = rowWeights[x]!;
      img.r[i] = img.r[i]! + (colour[0] - img.r[i]!) * t;
      img.g[i] = img.g[i]! + (colour[1] - img.g[i]!) * t;
      img.b[i] = img.b[i]! + (colour[2] - img.b[i]!) * t;
    }
  }
}

/** Glow: highlights above `threshold` blurred by `sigma` and screen-blended back. */
export function glow(img: Rgb, threshold: number, sigma: number, amount: number, tint: Colour = [1, 1, 1]): void {
  const { width: w, height: h } = img;
  const n = w * h;
  const hr = new Float32Array(n);
  const hg = new Float32Array(n);
  const hb = new Float32Array(n);
  const k = 1 / (1 - threshold);
  for (let i = 0; i < n; i++) {
    const l = 0.2126 * img.r[i]! + 0.7152 * img.g[i]! + 0.0722 * img.b[i]!;
    const m = l > threshold ? Math.min(1, (l - threshold) * k) : 0;
    hr[i] = img.r[i]! * m * tint[0];
    hg[i] = img.g[i]! * m * tint[1];
    hb[i] = img.b[i]! * m * tint[2];
  }
  const br = gaussianBlur(hr, w, h, sigma);
  const bg = gaussianBlur(hg, w, h, sigma);
  const bb = gaussianBlur(hb, w, h, sigma);
  for (let i = 0; i < n; i++) {
    img.r[i] = screen(img.r[i]!, br[i]! * amount);
    img.g[i] = screen(img.g[i]!, bg[i]! * amount);
    img.b[i] = screen(img.b[i]!, bb[i]! * amount);
  }
}

function screen(a: number, b: number): number {
  const ac = clamp01(a);
  const bc = clamp01(b);
  return 1 - (1 - ac) * (1 - bc);
}

/** Local contrast (unsharp mask on luma, applied equally to the channels so hues stay put). */
export function localContrast(img: Rgb, sigma: number, amount: number): void {
  const { width: w, height: h } = img;
  const lum = luminance(img);
  const blur = gaussianBlur(lum, w, h, sigma);
  for (let i = 0; i < lum.length; i++) {
    const d = (lum[i]! - blur[i]!) * amount;
    img.r[i]! += d;
    img.g[i]! += d;
    img.b[i]! += d;
  }
}

/** Multiplies by (1 + strength · texture): paper, canvas and grain are centred on 0. */
export function applyTexture(img: Rgb, texture: Plane, strength: number, mask?: Plane): void {
  for (let i = 0; i < texture.length; i++) {
    const k = 1 + strength * texture[i]! * (mask ? mask[i]! : 1);
    img.r[i]! *= k;
    img.g[i]! *= k;
    img.b[i]! *= k;
  }
}

/** Adds a texture equally to the channels (film grain). */
export function addTexture(img: Rgb, texture: Plane, strength: number): void {
  for (let i = 0; i < texture.length; i++) {
    const d = strength * texture[i]!;
    img.r[i]! += d;
    img.g[i]! += d;
    img.b[i]! += d;
  }
}

/** Mixes `ink` (a colour or a per-pixel image) into `img` by a darkness plane in [0, 1]. */
export function inkOver(img: Rgb, darkness: Plane, ink: Colour | Rgb, opacity = 1): void {
  if (Array.isArray(ink)) {
    inkColour(img, darkness, ink, opacity);
    return;
  }
  const { r, g, b } = img;
  const inkImg = ink as Rgb;
  for (let i = 0; i < darkness.length; i++) {
    const t = darkness[i]! * opacity;
    if (t <= 0) continue;
    r[i] = r[i]! + (inkImg.r[i]! - r[i]!) * t;
    g[i] = g[i]! + (inkImg.g[i]! - g[i]!) * t;
    b[i] = b[i]! + (inkImg.b[i]! - b[i]!) * t;
  }
}

function inkColour(img: Rgb, darkness: Plane, ink: Colour, opacity: number): void {
  const { r, g, b } = img;
  const [cr, cg, cb] = ink;
  for (let i = 0; i < darkness.length; i++) {
    const t = darkness[i]! * opacity;
    if (t <= 0) continue;
    r[i] = r[i]! + (cr - r[i]!) * t;
    g[i] = g[i]! + (cg - g[i]!) * t;
    b[i] = b[i]! + (cb - b[i]!) * t;
  }
}

/**
 * Coloured ink: mixes into `img`, by a darkness plane in [0, 1], a darker (`shade`), more saturated (`saturation`)
 * version of each pixel's own colour, computed only where there is ink.
 */
export function inkShade(img: Rgb, darkness: Plane, shade: number, saturation: number, opacity = 1): void {
  const { r, g, b } = img;
  for (let i = 0; i < darkness.length; i++) {
    const t = darkness[i]! * opacity;
    if (t <= 0) continue;
    const l = 0.2126 * r[i]! + 0.7152 * g[i]! + 0.0722 * b[i]!;
    const ir = clamp01(l + (r[i]! - l) * saturation) * shade;
    const ig = clamp01(l + (g[i]! - l) * saturation) * shade;
    const ib = clamp01(l + (b[i]! - l) * saturation) * shade;
    r[i] = r[i]! + (ir - r[i]!) * t;
    g[i] = g[i]! + (ig - g[i]!) * t;
    b[i] = b[i]! + (ib - b[i]!) * t;
  }
}

/** Linear mix a ← a + (b − a)·t, with t a constant or a plane. */
export function mixInto(a: Rgb, b: Rgb, t: number | Plane): void {
  const n = a.r.length;
  const mask = typeof t === 'number' ? new Float32Array(n).fill(t) : t;
  const { r, g, b: bl } = a;
  for (let i = 0; i < n; i++) {
    const k = mask[i]!;
    r[i] = r[i]! + (b.r[i]! - r[i]!) * k;
    g[i] = g[i]! + (b.g[i]! - g[i]!) * k;
    bl[i] = bl[i]! + (b.b[i]! - bl[i]!) * k;
  }
}

/** Clamps every channel to [0, 1]. */
export function clampRgb(img: Rgb): void {
  for (const p of [img.r, img.g, img.b]) for (let i = 0; i < p.length; i++) p[i] = clamp01(p[i]!);
}

/** Recolours by luma through a gradient map (list of stops), mixed by `amount`. */
export function gradientMap(img: Rgb, stops: Colour[], amount: number): void {
  const last = stops.length - 1;
  for (let i = 0; i < img.r.length; i++) {
    const l = clamp01(0.2126 * img.r[i]! + 0.7152 * img.g[i]! + 0.0722 * img.b[i]!) * last;
    const k = Math.min(last - 1, Math.floor(l));
    const t = l - k;
    const a = stops[k]!;
    const b = stops[k + 1]!;
    img.r[i] = img.r[i]! + (a[0] + (b[0] - a[0]) * t - img.r[i]!) * amount;
    img.g[i] = img.g[i]! + (a[1] + (b[1] - a[1]) * t - img.g[i]!) * amount;
    img.b[i] = img.b[i]! + (a[2] + (b[2] - a[2]) * t - img.b[i]!) * amount;
  }
}
