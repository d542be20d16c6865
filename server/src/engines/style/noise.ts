/**
 * Seeded randomness and procedural textures (paper, canvas, grain): generated here, never downloaded, and identical
 * for the same seed.
 */
import { gaussianBlur, upsampleBilinear, type Plane } from './raster.ts';

export type Random = () => number;

/** mulberry32: a tiny 32-bit PRNG with good spread; returns floats in [0, 1). */
export function mulberry32(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes numbers and strings into one 32-bit seed (FNV-1a over the parts). */
export function hashSeed(...parts: (number | string)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const s = typeof part === 'number' ? String(part) : part;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x2c;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Uniform white noise in [0, 1). */
export function whiteNoise(width: number, height: number, rng: Random): Plane {
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = rng();
  return out;
}

/**
 * Value noise: random values on a lattice of `cell` pixels, interpolated with smoothstep weights. Anisotropic cells
 * (cellX ≠ cellY) give fibres and brush streaks. Range [0, 1).
 */
export function valueNoise(width: number, height: number, cellX: number, cellY: number, rng: Random): Plane {
  const gw = Math.ceil(width / cellX) + 2;
  const gh = Math.ceil(height / cellY) + 2;
  const grid = new Float32Array(gw * gh);
  for (let i = 0; i < grid.length; i++) grid[i] = rng();
  // Per-column lattice index and weight, computed once.
  const ix = new Int32Array(width);
  const wx = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const f = x / cellX;
    const i = Math.floor(f);
    const t = f - i;
    ix[x] = i;
    wx[x] = t * t * (3 - 2 * t);
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const f = y / cellY;
    const j = Math.floor(f);
    let t = f - j;
    t = t * t * (3 - 2 * t);
    const r0 = j * gw;
    const r1 = r0 + gw;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = ix[x]!;
      const u = wx[x]!;
      const a = grid[r0 + i]!;
      const b = grid[r0 + i + 1]!;
      const c = grid[r1 + i]!;
      const d = grid[r1 + i + 1]!;
      const top = a + (b - a) * u;
      const bottom = c + (d - c) * u;
      out[row + x] = top + (bottom - top) * t;
    }
  }
  return out;
}

/**
 * Fractal sum of value-noise octaves (each half the cell size, half the weight), normalised to about [0, 1]. Built at
 * a reduced resolution when even the finest octave is coarse, then upsampled.
 */
export function fbm(width: number, height: number, cell: number, octaves: number, rng: Random, stretch = 1): Plane {
  const finest = cell / 2 ** (octaves - 1);
  const f = Math.max(1, Math.min(4, Math.floor(finest / 4)));
  const sw = Math.ceil(width / f);
  const sh = Math.ceil(height / f);
  const out = new Float32Array(sw * sh);
  let amp = 1;
  let total = 0;
  let c = cell / f;
  for (let o = 0; o < octaves && c >= 1; o++) {
    const layer = valueNoise(sw, sh, c * stretch, c, rng);
    for (let i = 0; i < out.length; i++) out[i]! += layer[i]! * amp;
    total += amp;
    amp *= 0.5;
    c /= 2;
  }
  const inv = 1 / total;
  for (let i = 0; i < out.length; i++) out[i]! *= inv;
  return f === 1 ? out : upsampleBilinear(out, sw, sh, f, width, height);
}

/** Fine grain: white noise softened by a sub-pixel blur, centred on 0 (about ±0.5). */
export function grain(width: number, height: number, rng: Random, softness = 0.6): Plane {
  const g = gaussianBlur(whiteNoise(width, height, rng), width, height, softness);
  // A blur narrows the spread; rescale so the texture keeps its strength.
  let mean = 0;
  for (let i = 0; i < g.length; i++) mean += g[i]!;
  mean /= g.length;
  let variance = 0;
  for (let i = 0; i < g.length; i++) variance += (g[i]! - mean) ** 2;
  const k = 0.29 / Math.sqrt(variance / g.length + 1e-9);
  for (let i = 0; i < g.length; i++) g[i] = (g[i]! - mean) * k;
  return g;
}

/**
 * Watercolour / drawing paper: fine grain plus soft fibres, centred on 0. Multiply as `1 + strength · paper`.
 */
export function paperTexture(width: number, height: number, scale: number, rng: Random): Plane {
  const fine = grain(width, height, rng, 0.7 * Math.max(scale, 0.5));
  const fibres = valueNoise(width, height, 14 * scale, 3 * scale, rng);
  const blotches = fbm(width, height, 90 * scale, 3, rng);
  const out = new Float32Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = fine[i]! * 0.55 + (fibres[i]! - 0.5) * 0.35 + (blotches[i]! - 0.5) * 0.5;
  return out;
}

/**
 * Canvas weave: over/under threads with period `period` px and jittered thread thickness, as a height map around 0.
 */
export function canvasWeave(width: number, height: number, period: number, rng: Random): Plane {
  const jitter = valueNoise(width, height, period * 3, period * 3, rng);
  const slub = valueNoise(width, height, period * 9, period * 0.7, rng);
  const out = new Float32Array(width * height);
  const w = (Math.PI * 2) / period;
  const half = period / 2;
  const colSin = new Float32Array(width);
  const colCell = new Int32Array(width);
  for (let x = 0; x < width; x++) {
    colSin[x] = Math.abs(Math.sin(x * w));
    colCell[x] = Math.floor(x / half);
  }
  for (let y = 0; y < height; y++) {
    const rowSin = Math.abs(Math.sin(y * w));
    const cellY = Math.floor(y / half);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      // Warp threads on top in one checker cell, weft threads in the other.
      const thread = (colCell[x]! + cellY) & 1 ? rowSin : colSin[x]!;
      out[i] = (thread - 0.5) * (0.75 + 0.5 * jitter[i]!) + (slub[i]! - 0.5) * 0.3;
    }
  }
  return out;
}
