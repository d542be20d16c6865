/** Keys, scales and chords: just enough harmony for four-bar progressions with a cadence at the end. */

export const PROGRESSIONS = {
  // major keys
  'I-vi-IV-V': ['I', 'vi', 'IV', 'V'],
  'I-V-vi-IV': ['I', 'V', 'vi', 'IV'],
  'I-IV-vi-V': ['I', 'IV', 'vi', 'V'],
  'IV-I-V-vi': ['IV', 'I', 'V', 'vi'],
  'I-IV-I-V': ['I', 'IV', 'I', 'V'],
  'I-iii-IV-V': ['I', 'iii', 'IV', 'V'],
  'I-vi-ii-V': ['I', 'vi', 'ii', 'V'],
  'I-iii-vi-IV': ['I', 'iii', 'vi', 'IV'],
  'I-IV-V-IV': ['I', 'IV', 'V', 'IV'],
  'I-III-IV-iv': ['I', 'III', 'IV', 'iv'],
  'I-iii-IV-iv': ['I', 'iii', 'IV', 'iv'],
  'I-bVI-bVII-I': ['I', 'bVI', 'bVII', 'I'],
  'I-bVII-IV-I': ['I', 'bVII', 'IV', 'I'],
  'vi-IV-I-V': ['vi', 'IV', 'I', 'V'],
  'IV-V-vi-I': ['IV', 'V', 'vi', 'I'],
  // minor keys
  'i-VI-III-VII': ['i', 'VI', 'III', 'VII'],
  'i-iv-VI-V': ['i', 'iv', 'VI', 'V'],
  'i-VI-iv-V': ['i', 'VI', 'iv', 'V'],
  'i-v-VI-iv': ['i', 'v', 'VI', 'iv'],
  'i-VII-VI-VII': ['i', 'VII', 'VI', 'VII'],
  'i-bII-i-V': ['i', 'bII', 'i', 'V'],
  'i-iv-i-V': ['i', 'iv', 'i', 'V'],
} as const satisfies Record<string, readonly string[]>;

export type ProgressionName = keyof typeof PROGRESSIONS;

type Quality = 'maj' | 'min' | 'dim';

const QUALITY_INTERVALS: Record<Quality, readonly number[]> = {
  maj: [0, 4, 7],
  min: [0, 3, 7],
  dim: [0, 3, 6],
};

/** Chord symbol → root in semitones above the tonic, and quality. Minor-key numerals are relative to the minor scale. */
const CHORDS: Record<'major' | 'minor', Record<string, readonly [number, Quality]>> = {
  major: {
    I: [0, 'maj'],
    ii: [2, 'min'],
    iii: [4, 'min'],
    III: [4, 'maj'],
    IV: [5, 'maj'],
    iv: [5, 'min'],
    V: [7, 'maj'],
    vi: [9, 'min'],
    bVI: [8, 'maj'],
    bVII: [10, 'maj'],
  },
  minor: {
    i: [0, 'min'],
    bII: [1, 'maj'],
    'ii°': [2, 'dim'],
    III: [3, 'maj'],
    iv: [5, 'min'],
    v: [7, 'min'],
    V: [7, 'maj'],
    VI: [8, 'maj'],
    VII: [10, 'maj'],
  },
};

export const SCALES: Record<'major' | 'minor', readonly number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
};

export const NOTE_NAMES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;

export interface Chord {
  symbol: string;
  /** Pitch classes relative to the tonic (0..11), root first. */
  tones: number[];
  root: number;
}

export function tonicChord(mode: 'major' | 'minor'): string {
  return mode === 'major' ? 'I' : 'i';
}

export function chord(mode: 'major' | 'minor', symbol: string): Chord {
  const entry = CHORDS[mode][symbol];
  if (!entry) throw new Error(`Unknown chord ${symbol} in ${mode}`);
  const [root, quality] = entry;
  return { symbol, root, tones: QUALITY_INTERVALS[quality].map((interval) => (root + interval) % 12) };
}

/** Frequency of a MIDI note number (A4 = 69 = 440 Hz). */
export function midiToHz(midi: number): number {
  return 440 * 2 ** ((midi - 69) / 12);
}

/** The MIDI note of pitch class `pc` (relative to `tonicMidi`) nearest to `near`. */
export function nearestMidi(tonicMidi: number, pc: number, near: number): number {
  const base = tonicMidi + pc;
  const octaves = Math.round((near - base) / 12);
  return base + octaves * 12;
}

/** Semitones above the tonic of a scale degree (0-based, may be negative or above 6). */
export function degreeToSemitones(scale: readonly number[], degree: number): number {
  const octave = Math.floor(degree / 7);
  return scale[degree - octave * 7]! + octave * 12;
}

/**
 * The scale to play over a chord: a chord tone outside the key (the raised seventh of V in minor, the flat sixth of a
 * borrowed iv) replaces the scale note a semitone from it, so passing notes never rub against the harmony.
 */
export function chordScale(mode: 'major' | 'minor', current: Chord): number[] {
  const scale = [...SCALES[mode]];
  for (const tone of current.tones) {
    if (scale.includes(tone)) continue;
    const neighbour = scale.findIndex((pc) => (pc - tone + 12) % 12 === 1 || (tone - pc + 12) % 12 === 1);
    if (neighbour >= 0) scale[neighbour] = tone;
  }
  return scale;
}
