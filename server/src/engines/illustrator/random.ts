/** Seeded randomness for the illustrator: mulberry32 streams and 1-D value noise. Same seed → same numbers. */

/** FNV-1a over the parts' text, mixed down to 32 bits; used to derive independent stream seeds. */
export function hashSeed(...parts: (number | string)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const text = `${part}|`;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max] inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32 (Tommy Ettinger): tiny, fast and good enough for layout decisions. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

/** Smooth 1-D fractal value noise in about [-1, 1], for ridges, skylines and wobbly lines. */
export function createNoise1d(seed: number): (x: number, octaves?: number) => number {
  const rng = createRng(seed);
  const size = 256;
  const lattice = Float64Array.from({ length: size }, () => rng.next() * 2 - 1);
  const value = (x: number): number => {
    const i = Math.floor(x);
    const f = x - i;
    const a = lattice[((i % size) + size) % size]!;
    const b = lattice[(((i + 1) % size) + size) % size]!;
    const t = f * f * (3 - 2 * f);
    return a + (b - a) * t;
  };
  return (x, octaves = 3) => {
    let sum = 0;
    let amplitude = 1;
    let norm = 0;
    let frequency = 1;
    for (let o = 0; o < octaves; o++) {
      sum += value(x * frequency + o * 17.3) * amplitude;
      norm += amplitude;
      amplitude *= 0.5;
      frequency *= 2.03;
    }
    return sum / norm;
  };
}
