/**
 * Additive synthesis of a note list into stereo PCM, block by block (bounded memory for ten-minute pieces). Each
 * partial is a recursive sine oscillator (one multiply per sample) under a piecewise ADSR-style envelope; every
 * block starts its oscillators and envelopes from closed-form values, so the output does not depend on where the
 * block boundaries fall. Percussion is stateless (hashed noise, analytic pitch sweeps) for the same reason.
 */
import type { LeadTimbre } from './mood.ts';
import { midiToHz } from './theory.ts';

export const SAMPLE_RATE = 48_000;

export type Voice = 'lead' | 'arp' | 'pad' | 'bass' | 'kick' | 'shaker';

export interface NoteEvent {
  /** Seconds from the start. */
  start: number;
  /** Seconds until the note is released (a free-ringing instrument may fade before). */
  duration: number;
  midi: number;
  /** Linear amplitude, about 0..1. */
  velocity: number;
  voice: Voice;
  /** −1 (left) … 1 (right). */
  pan: number;
  /** Instrument of a pitched note. */
  instrument: InstrumentName;
}

interface Partial {
  ratio: number;
  amp: number;
  /** Exponential decay time constant in seconds; Infinity holds until release. */
  decay: number;
  /** Detune in cents (a second, opposite copy is added when `chorus` is set). */
  cents?: number;
}

interface Instrument {
  partials: readonly Partial[];
  /** Linear attack, seconds. */
  attack: number;
  /** Release time constant after note-off, seconds. */
  release: number;
  /** Adds a copy of each of the first partials detuned by ± `chorus` cents (soft, slowly beating pads). */
  chorus?: number;
  /** Overall gain so instruments sit at similar loudness. */
  gain: number;
}

export type InstrumentName = LeadTimbre | 'pad' | 'bass' | 'kick' | 'shaker';

/** Partial tables: ratio (to the fundamental), amplitude and decay; upper partials die sooner, as on real instruments. */
const INSTRUMENTS: Record<Exclude<InstrumentName, 'kick' | 'shaker'>, Instrument> = {
  // Comb tines: a strong fundamental, a bright slightly inharmonic upper mode that fades fast.
  'music-box': {
    partials: [
      { ratio: 1, amp: 1, decay: 0.9 },
      { ratio: 2, amp: 0.28, decay: 0.5 },
      { ratio: 3, amp: 0.1, decay: 0.3 },
      { ratio: 5.43, amp: 0.16, decay: 0.12 },
      { ratio: 8.9, amp: 0.05, decay: 0.06 },
    ],
    attack: 0.002,
    release: 0.25,
    gain: 0.8,
  },
  celesta: {
    partials: [
      { ratio: 1, amp: 1, decay: 1.3 },
      { ratio: 2, amp: 0.2, decay: 0.8 },
      { ratio: 4, amp: 0.12, decay: 0.35 },
      { ratio: 6.01, amp: 0.04, decay: 0.15 },
    ],
    attack: 0.003,
    release: 0.35,
    gain: 0.8,
  },
  'soft-piano': {
    partials: [
      { ratio: 1, amp: 1, decay: 1.6 },
      { ratio: 2, amp: 0.45, decay: 1.1 },
      { ratio: 3, amp: 0.2, decay: 0.7 },
      { ratio: 4.01, amp: 0.1, decay: 0.45 },
      { ratio: 5.02, amp: 0.05, decay: 0.3 },
    ],
    attack: 0.006,
    release: 0.3,
    gain: 0.75,
  },
  harp: {
    partials: [
      { ratio: 1, amp: 1, decay: 0.8 },
      { ratio: 2, amp: 0.5, decay: 0.45 },
      { ratio: 3, amp: 0.25, decay: 0.3 },
      { ratio: 4, amp: 0.12, decay: 0.2 },
      { ratio: 5, amp: 0.06, decay: 0.12 },
    ],
    attack: 0.003,
    release: 0.2,
    gain: 0.75,
  },
  // Wooden bars tuned to the fourth harmonic and a faint tenth: short, round and woody.
  marimba: {
    partials: [
      { ratio: 1, amp: 1, decay: 0.45 },
      { ratio: 3.99, amp: 0.22, decay: 0.12 },
      { ratio: 9.9, amp: 0.04, decay: 0.04 },
    ],
    attack: 0.002,
    release: 0.12,
    gain: 0.95,
  },
  // Free-bar modes (1 : 2.76 : 5.40): glassy, a little eerie, with a softer attack.
  glass: {
    partials: [
      { ratio: 1, amp: 1, decay: 1.4 },
      { ratio: 2.756, amp: 0.28, decay: 0.6 },
      { ratio: 5.404, amp: 0.1, decay: 0.25 },
    ],
    attack: 0.025,
    release: 0.5,
    gain: 0.8,
  },
  // Sustained harmonics: rendered from a wavetable (see renderPad), two copies detuned for a slow chorus.
  pad: {
    partials: [
      { ratio: 1, amp: 1, decay: Infinity },
      { ratio: 2, amp: 0.38, decay: Infinity },
      { ratio: 3, amp: 0.14, decay: Infinity },
      { ratio: 4, amp: 0.06, decay: Infinity },
    ],
    attack: 0.7,
    release: 0.35,
    chorus: 5,
    gain: 0.55,
  },
  bass: {
    partials: [
      { ratio: 1, amp: 1, decay: 2.2 },
      { ratio: 2, amp: 0.25, decay: 0.8 },
      { ratio: 3, amp: 0.06, decay: 0.4 },
    ],
    attack: 0.012,
    release: 0.25,
    gain: 0.9,
  },
};

/** Amplitudes below this (−50 dB, far under the pad and the room) are not rendered. */
const SILENT = 3e-3;
const LN_SILENT = Math.log(1 / SILENT);
// Long enough for the decays below to reach −50 dB, so no note is cut off with a click.
const KICK_SECONDS = 0.55;
const SHAKER_SECONDS = 0.11;

/** How long after its start an event can still be heard, in seconds. */
export function eventLife(event: NoteEvent): number {
  if (event.voice === 'kick') return KICK_SECONDS;
  if (event.voice === 'shaker') return SHAKER_SECONDS;
  const instrument = INSTRUMENTS[event.instrument as keyof typeof INSTRUMENTS];
  const longest = Math.max(...instrument.partials.map((p) => p.decay));
  const releaseEnd = Math.max(event.duration, instrument.attack) + instrument.release * LN_SILENT;
  return Math.min(releaseEnd, instrument.attack + longest * LN_SILENT);
}

/**
 * Notes rendered once at velocity 1, keyed by everything that shapes them: a piece repeats its progression, so the
 * arpeggio, pad and bass notes recur and are then only scaled and mixed. Bounded; beyond the bound notes are
 * rendered directly into the block.
 */
export interface NoteCache {
  waves: Map<string, Float32Array>;
  bytes: number;
  maxBytes: number;
  scratch: Float64Array;
}

export function createNoteCache(maxBytes = 96 * 1024 * 1024): NoteCache {
  return { waves: new Map(), bytes: 0, maxBytes, scratch: new Float64Array(0) };
}

function cacheKey(event: NoteEvent, samples: number): string | null {
  if (event.voice === 'shaker') return null;
  return `${event.instrument}|${event.voice === 'kick' ? 0 : event.midi}|${samples}`;
}

function scratchOf(cache: NoteCache, length: number): Float64Array {
  if (cache.scratch.length < length) cache.scratch = new Float64Array(length);
  return cache.scratch;
}

/** Renders one event's samples [from, to) (absolute) into `out` at index 0, at the event's own velocity. */
function renderEvent(event: NoteEvent, index: number, s0: number, from: number, to: number, out: Float64Array): void {
  out.fill(0, 0, to - from);
  if (event.voice === 'kick') renderKick(event, s0, from, to, out);
  else if (event.voice === 'shaker') renderShaker(event, index, s0, from, to, out);
  else if (event.instrument === 'pad') renderPad(event, s0, from, to, out);
  else renderPitched(event, s0, from, to, out);
}

/** Renders the events audible in [blockStart, blockStart + left.length) samples, adding into `left` and `right`. */
export function renderBlock(
  events: readonly NoteEvent[],
  blockStart: number,
  left: Float32Array,
  right: Float32Array,
  cache: NoteCache,
): void {
  const blockEnd = blockStart + left.length;
  for (let index = 0; index < events.length; index++) {
    const event = events[index]!;
    const s0 = Math.round(event.start * SAMPLE_RATE);
    const life = Math.ceil(eventLife(event) * SAMPLE_RATE);
    const end = s0 + life;
    if (end <= blockStart || s0 >= blockEnd) continue;
    const from = Math.max(s0, blockStart);
    const to = Math.min(end, blockEnd);
    // Constant-power pan.
    const angle = ((event.pan + 1) * Math.PI) / 4;
    const key = cacheKey(event, Math.round(event.duration * SAMPLE_RATE));
    let wave = key === null ? undefined : cache.waves.get(key);
    if (!wave && key !== null && cache.bytes + life * 4 <= cache.maxBytes) {
      const unit = scratchOf(cache, life);
      renderEvent({ ...event, velocity: 1 }, index, 0, 0, life, unit);
      wave = Float32Array.from(unit.subarray(0, life));
      cache.waves.set(key, wave);
      cache.bytes += life * 4;
    }
    if (wave) {
      const gl = Math.cos(angle) * event.velocity;
      const gr = Math.sin(angle) * event.velocity;
      for (let n = from; n < to; n++) {
        const v = wave[n - s0]!;
        left[n - blockStart]! += v * gl;
        right[n - blockStart]! += v * gr;
      }
      continue;
    }
    const out = scratchOf(cache, to - from);
    renderEvent(event, index, s0, from, to, out);
    const gl = Math.cos(angle);
    const gr = Math.sin(angle);
    for (let n = from; n < to; n++) {
      const v = out[n - from]!;
      left[n - blockStart]! += v * gl;
      right[n - blockStart]! += v * gr;
    }
  }
}

function renderPitched(event: NoteEvent, s0: number, from: number, to: number, out: Float64Array): void {
  const instrument = INSTRUMENTS[event.instrument as keyof typeof INSTRUMENTS];
  const f0 = midiToHz(event.midi);
  const attack = Math.max(1, Math.round(instrument.attack * SAMPLE_RATE));
  const off = s0 + Math.max(attack, Math.round(event.duration * SAMPLE_RATE));
  const releaseK = Math.exp(-1 / (instrument.release * SAMPLE_RATE));
  const level = event.velocity * instrument.gain;
  for (const partial of instrument.partials) {
    const hz = f0 * partial.ratio;
    if (hz >= SAMPLE_RATE * 0.45) continue;
    renderPartial(out, from, to, s0, attack, off, hz, level * partial.amp, partial.decay, releaseK, instrument.release);
  }
}

const TABLE_SIZE = 2048;
let padTable: Float64Array | undefined;

/** One cycle of the pad's harmonics (they never decay, so a table is exact), plus a guard sample for interpolation. */
function padWavetable(): Float64Array {
  if (padTable) return padTable;
  const table = new Float64Array(TABLE_SIZE + 1);
  for (let i = 0; i <= TABLE_SIZE; i++) {
    let v = 0;
    for (const partial of INSTRUMENTS.pad.partials) v += partial.amp * Math.sin((2 * Math.PI * partial.ratio * i) / TABLE_SIZE);
    table[i] = v;
  }
  padTable = table;
  return table;
}

/**
 * A pad note: two wavetable oscillators detuned by ± chorus cents under a linear attack, hold and exponential
 * release. Phases and envelope at the block start are computed in closed form.
 */
function renderPad(event: NoteEvent, s0: number, from: number, to: number, out: Float64Array): void {
  const instrument = INSTRUMENTS.pad;
  const table = padWavetable();
  const attack = Math.round(instrument.attack * SAMPLE_RATE);
  const off = s0 + Math.max(attack, Math.round(event.duration * SAMPLE_RATE));
  const releaseK = Math.exp(-1 / (instrument.release * SAMPLE_RATE));
  const amp = (event.velocity * instrument.gain) / 2;
  const f0 = midiToHz(event.midi);
  const attackEnd = s0 + attack;
  for (const cents of [-(instrument.chorus ?? 0), instrument.chorus ?? 0]) {
    const step = (f0 * 2 ** (cents / 1200) * TABLE_SIZE) / SAMPLE_RATE;
    let phase = ((from - s0) * step) % TABLE_SIZE;
    let n = from;
    // Three envelope segments, each a tight loop: linear attack, hold, exponential release.
    const segments: [number, number, number][] = [
      [Math.min(to, attackEnd), (n - s0) / attack, 1 / attack],
      [Math.min(to, off), 1, 0],
      [to, releaseK ** Math.max(0, Math.max(from, off) - off), releaseK],
    ];
    for (let segment = 0; segment < 3; segment++) {
      const [stop, startEnv, change] = segments[segment]!;
      if (n >= stop) continue;
      let env = segment === 0 ? (n - s0) / attack : startEnv;
      for (; n < stop; n++) {
        const i = phase | 0;
        const a = table[i]!;
        out[n - from]! += (a + (table[i + 1]! - a) * (phase - i)) * env * amp;
        phase += step;
        if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
        if (segment === 0) env += change;
        else env *= segment === 1 ? 1 : change;
      }
    }
  }
}

/**
 * One sine partial: linear attack, exponential decay toward zero (or hold when `decay` is Infinity), exponential
 * release from note-off. The oscillator recursion y[n] = 2cos(w)·y[n−1] − y[n−2] is seeded with exact sines.
 */
function renderPartial(
  out: Float64Array,
  from: number,
  to: number,
  s0: number,
  attack: number,
  off: number,
  hz: number,
  amp: number,
  decay: number,
  releaseK: number,
  releaseSeconds: number,
): void {
  const w = (2 * Math.PI * hz) / SAMPLE_RATE;
  const c = 2 * Math.cos(w);
  const decayK = Number.isFinite(decay) ? Math.exp(-1 / (decay * SAMPLE_RATE)) : 1;
  const decayRate = Number.isFinite(decay) ? 1 / (decay * SAMPLE_RATE) : 0;
  // The partial's own end: where its envelope falls below SILENT.
  const heldEnd = Number.isFinite(decay) ? s0 + attack + Math.ceil(decay * LN_SILENT * SAMPLE_RATE) : Infinity;
  const releaseEnd = off + Math.ceil(releaseSeconds * LN_SILENT * SAMPLE_RATE);
  const last = Math.min(to, heldEnd, releaseEnd);
  if (last <= from) return;
  let y1 = Math.sin(w * (from - 1 - s0));
  let y2 = Math.sin(w * (from - 2 - s0));
  const levelAt = (n: number): number => {
    if (n < s0 + attack) return (n - s0) / attack;
    if (n < off) return Math.exp(-(n - s0 - attack) * decayRate);
    return Math.exp(-(off - s0 - attack) * decayRate) * releaseK ** (n - off);
  };
  let n = from;
  // Attack: linear ramp.
  if (n < s0 + attack) {
    const stop = Math.min(last, s0 + attack);
    let env = (n - s0) / attack;
    const inc = 1 / attack;
    for (; n < stop; n++) {
      const y = c * y1 - y2;
      y2 = y1;
      y1 = y;
      out[n - from]! += y * env * amp;
      env += inc;
    }
  }
  // Hold and decay until note-off.
  if (n < off && n < last) {
    const stop = Math.min(last, off);
    let env = levelAt(n);
    for (; n < stop; n++) {
      const y = c * y1 - y2;
      y2 = y1;
      y1 = y;
      out[n - from]! += y * env * amp;
      env *= decayK;
    }
  }
  // Release: decay and release both act after note-off, so their factors multiply.
  if (n < last) {
    const k = releaseK * decayK;
    let env = levelAt(n) * (n > off ? decayK ** (n - off) : 1);
    for (; n < last; n++) {
      const y = c * y1 - y2;
      y2 = y1;
      y1 = y;
      out[n - from]! += y * env * amp;
      env *= k;
    }
  }
}

/** A soft kick: a sine sweeping 110 → 48 Hz under a short decay, computed in closed form per sample. */
function renderKick(event: NoteEvent, s0: number, from: number, to: number, out: Float64Array): void {
  const f1 = 48;
  const f0 = 110;
  const sweep = 0.035;
  const decay = 0.09;
  const t0 = (from - s0) / SAMPLE_RATE;
  // exp(−t/τ) by recurrence from its exact value at the block start.
  let sweepExp = Math.exp(-t0 / sweep);
  let env = Math.exp(-t0 / decay) * event.velocity;
  const sweepK = Math.exp(-1 / (sweep * SAMPLE_RATE));
  const envK = Math.exp(-1 / (decay * SAMPLE_RATE));
  for (let n = from; n < to; n++) {
    const t = (n - s0) / SAMPLE_RATE;
    const phase = 2 * Math.PI * (f1 * t + (f0 - f1) * sweep * (1 - sweepExp));
    out[n - from]! += Math.sin(phase) * env * Math.min(1, t / 0.004);
    sweepExp *= sweepK;
    env *= envK;
  }
}

/** A shaker: differentiated hashed white noise (a gentle high-pass) under a fast decay. */
function renderShaker(event: NoteEvent, index: number, s0: number, from: number, to: number, out: Float64Array): void {
  const decay = 0.018;
  const key = Math.imul(index + 1, 0x9e3779b1);
  let previous = hashNoise(key, from - s0 - 1);
  let env = Math.exp(-(from - s0) / (decay * SAMPLE_RATE)) * event.velocity * 0.5;
  const envK = Math.exp(-1 / (decay * SAMPLE_RATE));
  for (let n = from; n < to; n++) {
    const noise = hashNoise(key, n - s0);
    out[n - from]! += (noise - previous) * env * Math.min(1, (n - s0) / (0.006 * SAMPLE_RATE));
    previous = noise;
    env *= envK;
  }
}

/** Stateless white noise in [−1, 1): a 32-bit integer hash of (key, n). */
function hashNoise(key: number, n: number): number {
  let h = Math.imul(n ^ key, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 2147483648 - 1;
}
