/**
 * Reads a custom style prompt ("dreamy pastel watercolour", "neon noir city", "topli jesenski tonovi") into the
 * parameters of the custom recipe: which predefined recipe to start from (if the prompt names one) and the grade.
 * Words match by prefix so English plurals and Croatian inflections (topl-, hladn-, šaren-) are caught.
 */
import type { ArtStyleKey } from '../types.ts';
import type { Colour } from './filters.ts';

export interface Look {
  /** A predefined recipe the prompt names, or null for the painted custom base. */
  base: ArtStyleKey | null;
  /** Saturation multiplier (0 = greyscale). */
  saturation: number;
  /** Tone-curve S strength (negative flattens). */
  contrast: number;
  /** Raised black point. */
  lift: number;
  /** Midtone exponent (< 1 lightens). */
  gamma: number;
  /** Colour temperature, −1 (cold) … 1 (warm). */
  warmth: number;
  tint: Colour | null;
  tintAmount: number;
  glow: number;
  sepia: number;
  neon: number;
  vignette: number;
  grain: number;
  /** Palette size for a flat look (0 = no quantisation). */
  k: number;
  /** Outline weight in px (0 = none). */
  lines: number;
  /** 0 (detailed) … 1 (strongly smoothed). */
  smoothing: number;
  /** The prompt words that set something (for logs and tests). */
  matched: string[];
}

export function neutralLook(): Look {
  return {
    base: null,
    saturation: 1,
    contrast: 0,
    lift: 0,
    gamma: 1,
    warmth: 0,
    tint: null,
    tintAmount: 0,
    glow: 0,
    sepia: 0,
    neon: 0,
    vignette: 0,
    grain: 0,
    k: 0,
    lines: 0,
    smoothing: 0.5,
    matched: [],
  };
}

interface Rule {
  /** Word prefixes (lower case); a prompt word matches when it starts with one. */
  stems: string[];
  apply: (look: Look) => void;
}

const tint = (hex: string) => (look: Look) => {
  const n = parseInt(hex.slice(1), 16);
  look.tint = [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
  look.tintAmount = 0.45;
};

const base = (key: ArtStyleKey) => (look: Look) => {
  look.base ??= key;
};

const RULES: Rule[] = [
  // Predefined recipes named in the prompt.
  { stems: ['watercol', 'aquarel', 'akvarel'], apply: base('watercolor') },
  { stems: ['oil', 'impasto', 'ulj'], apply: base('oil_painting') },
  { stems: ['sketch', 'pencil', 'charcoal', 'graphite', 'drawing', 'skic', 'olovk', 'crtež', 'ugljen'], apply: base('sketch') },
  { stems: ['anime', 'manga'], apply: base('anime_style') },
  { stems: ['ghibli', 'miyazaki'], apply: base('studio_ghibli_style') },
  { stems: ['disney'], apply: base('disney_style') },
  { stems: ['pixar', '3d', 'cgi'], apply: base('pixar_style') },
  { stems: ['cartoon', 'crtić', 'crtan'], apply: base('cartoon') },
  { stems: ['caricatur', 'karikatur'], apply: base('caricature_style') },
  { stems: ['storybook', 'picturebook', 'slikovnic'], apply: base('children_book') },
  { stems: ['digital', 'concept', 'fantasy', 'fantasti'], apply: base('digital_art') },
  { stems: ['realist', 'photo', 'cinematic', 'fotograf'], apply: base('realistic') },
  // Grades.
  {
    stems: ['pastel'],
    apply: (l) => {
      l.saturation *= 0.5;
      l.lift += 0.14;
      l.gamma *= 0.78;
      l.contrast -= 0.25;
    },
  },
  {
    stems: ['noir', 'monochrom', 'grayscale', 'greyscale', 'b&w', 'bw', 'crno'],
    apply: (l) => {
      l.saturation = 0;
      l.contrast += 0.5;
      l.vignette = Math.max(l.vignette, 0.55);
      l.grain = Math.max(l.grain, 0.05);
      l.gamma *= 1.1;
    },
  },
  {
    stems: ['vintage', 'retro', 'sepia', 'nostalg', 'antique', 'faded', 'starinsk', 'stari'],
    apply: (l) => {
      l.sepia = Math.max(l.sepia, 0.5);
      l.saturation *= 0.75;
      l.lift += 0.08;
      l.contrast -= 0.05;
      l.grain = Math.max(l.grain, 0.045);
      l.vignette = Math.max(l.vignette, 0.4);
    },
  },
  {
    stems: ['neon', 'cyberpunk', 'synthwave', 'vaporwave', 'electric', 'fluoresc'],
    apply: (l) => {
      l.saturation *= 1.7;
      l.glow = Math.max(l.glow, 0.75);
      l.neon = Math.max(l.neon, 0.35);
      l.contrast += 0.3;
      l.gamma *= 1.12;
    },
  },
  {
    stems: ['warm', 'sunny', 'sunset', 'golden', 'autumn', 'cozy', 'cosy', 'topl', 'zlat', 'jesen', 'sunčan'],
    apply: (l) => void (l.warmth += 0.55),
  },
  {
    stems: ['cold', 'cool', 'winter', 'icy', 'frozen', 'snow', 'hladn', 'zim', 'ledn', 'snijeg', 'snjež'],
    apply: (l) => void (l.warmth -= 0.55),
  },
  {
    stems: ['dark', 'moody', 'gloom', 'night', 'gothic', 'horror', 'spooky', 'tamn', 'noć', 'noc', 'mračn'],
    apply: (l) => {
      l.gamma *= 1.3;
      l.contrast += 0.2;
      l.vignette = Math.max(l.vignette, 0.45);
      l.saturation *= 0.85;
    },
  },
  {
    stems: [
      'bright',
      'cheerful',
      'happy',
      'vibrant',
      'vivid',
      'colorful',
      'colourful',
      'joy',
      'svijetl',
      'šaren',
      'vesel',
      'živopis',
    ],
    apply: (l) => {
      l.saturation *= 1.3;
      l.gamma *= 0.9;
    },
  },
  {
    stems: ['muted', 'desaturat', 'subtle', 'calm', 'quiet', 'prigušen', 'miran', 'mirn'],
    apply: (l) => void (l.saturation *= 0.65),
  },
  {
    stems: ['comic', 'ink', 'bold', 'outline', 'lineart', 'strip', 'stripov'],
    apply: (l) => {
      l.lines = Math.max(l.lines, 1.2);
      l.k = l.k || 10;
    },
  },
  {
    stems: ['flat', 'minimal', 'poster', 'vector', 'pop', 'graphic'],
    apply: (l) => {
      l.k = 6;
      l.saturation *= 1.2;
    },
  },
  {
    stems: ['painterly', 'painted', 'brush', 'gouache', 'soft', 'smooth', 'gvaš', 'kist', 'nježn', 'mekan', 'meko'],
    apply: (l) => void (l.smoothing = 0.9),
  },
  { stems: ['grain', 'film', 'gritty', 'noisy', 'analog'], apply: (l) => void (l.grain = Math.max(l.grain, 0.05)) },
  {
    stems: ['glow', 'magic', 'fairy', 'sparkl', 'ethereal', 'dream', 'čarobn', 'bajk', 'san', 'sanjiv'],
    apply: (l) => {
      l.glow = Math.max(l.glow, 0.5);
      l.lift += 0.03;
    },
  },
  {
    stems: ['dramatic', 'contrast', 'dramatičn', 'kontrast'],
    apply: (l) => {
      l.contrast += 0.4;
      l.vignette = Math.max(l.vignette, 0.3);
    },
  },
  { stems: ['pink', 'rose', 'ružičast', 'roz'], apply: tint('#ff8fc8') },
  { stems: ['purple', 'violet', 'lilac', 'lavender', 'ljubičast'], apply: tint('#9a6bff') },
  { stems: ['blue', 'plav'], apply: tint('#4a8cff') },
  { stems: ['green', 'zelen'], apply: tint('#5ccf6a') },
  { stems: ['red', 'crven'], apply: tint('#ff5a4a') },
  { stems: ['orange', 'naranč', 'narandž'], apply: tint('#ff9a3a') },
  { stems: ['teal', 'turquoise', 'tirkiz', 'cyan'], apply: tint('#2ac8c0') },
  { stems: ['gold', 'yellow', 'žut'], apply: tint('#ffcc55') },
];

/** Words shorter than this only match exactly (so "san" does not catch "sand", "ink" not "inkling" — nor "pink"). */
const EXACT_BELOW = 4;

export function lookFromPrompt(prompt: string | null | undefined): Look {
  const look = neutralLook();
  const words = (prompt ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean);
  for (const rule of RULES) {
    const hit = words.find((word) =>
      rule.stems.some((stem) => (stem.length < EXACT_BELOW ? word === stem : word.startsWith(stem))),
    );
    if (hit) {
      rule.apply(look);
      look.matched.push(hit);
    }
  }
  // "black and white" as two words.
  if (words.includes('black') && words.includes('white') && look.saturation !== 0) {
    RULES.find((r) => r.stems.includes('noir'))!.apply(look);
    look.matched.push('black and white');
  }
  look.saturation = Math.max(0, Math.min(2.2, look.saturation));
  look.warmth = Math.max(-1, Math.min(1, look.warmth));
  return look;
}
