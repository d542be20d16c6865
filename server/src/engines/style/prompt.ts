/**
 * Reads a custom style prompt ("dreamy pastel watercolour", "soft pastel crayon", "neon noir city", "topli jesenski
 * tonovi", "kolaž") into the parameters of the custom recipe: which predefined recipe or medium to start from (the
 * first the prompt names) and the grade. Words match by prefix so English plurals and Croatian inflections (topl-,
 * hladn-, šaren-, bojic-) are caught.
 */
import type { ArtStyleKey } from '../types.ts';
import type { Colour } from './filters.ts';

/** Media a custom prompt can ask for, each a recipe of its own (./media.ts). */
export const MEDIA_KEYS = ['crayon', 'pastel', 'ink', 'neon', 'collage', 'paper_cut'] as const;
export type Medium = (typeof MEDIA_KEYS)[number];

export interface Look {
  /** A predefined recipe the prompt names, or null for a medium or the painted custom base. */
  base: ArtStyleKey | null;
  /** A medium the prompt names (when it names no predefined style first). */
  medium: Medium | null;
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
    medium: null,
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
  /** The recipe the word names: a predefined style or a medium. The first such word in the prompt wins. */
  recipe?: ArtStyleKey | Medium;
  /** A word that names a recipe only when no other word does, nor asks for flat colours or outlines. */
  weak?: boolean;
  apply?: (look: Look) => void;
}

const tint = (hex: string) => (look: Look) => {
  const n = parseInt(hex.slice(1), 16);
  look.tint = [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
  look.tintAmount = 0.45;
};

const RULES: Rule[] = [
  // Predefined recipes named in the prompt.
  { stems: ['watercol', 'aquarel', 'akvarel'], recipe: 'watercolor' },
  { stems: ['oil', 'impasto', 'ulj'], recipe: 'oil_painting' },
  { stems: ['sketch', 'pencil', 'charcoal', 'graphite', 'skic', 'olovk', 'ugljen'], recipe: 'sketch' },
  // "Drawing" alone is a pencil sketch; "ink drawing" / "crtež tintom" is ink.
  { stems: ['drawing', 'crtež', 'crtez'], recipe: 'sketch', weak: true },
  { stems: ['anime', 'manga'], recipe: 'anime_style' },
  { stems: ['ghibli', 'miyazaki'], recipe: 'studio_ghibli_style' },
  { stems: ['disney'], recipe: 'disney_style' },
  { stems: ['pixar', '3d', 'cgi'], recipe: 'pixar_style' },
  { stems: ['cartoon', 'crtić', 'crtan'], recipe: 'cartoon' },
  { stems: ['caricatur', 'karikatur'], recipe: 'caricature_style' },
  { stems: ['storybook', 'picturebook', 'slikovnic'], recipe: 'children_book' },
  { stems: ['digital', 'concept', 'fantasy', 'fantasti'], recipe: 'digital_art' },
  { stems: ['realist', 'photo', 'cinematic', 'fotograf'], recipe: 'realistic' },
  // Media.
  { stems: ['crayon', 'wax', 'bojic', 'voštan', 'vostan'], recipe: 'crayon' },
  { stems: ['ink', 'inked', 'inks', 'tinta', 'tinte', 'tintom', 'tuš', 'tušem'], recipe: 'ink' },
  { stems: ['collag', 'kolaž', 'kolaz', 'scrapbook', 'decoupage'], recipe: 'collage' },
  { stems: ['papercut', 'kirigami', 'izrezan', 'papirnat'], recipe: 'paper_cut' },
  // Grades.
  {
    // Pastel colours always; the soft-pastel medium only when nothing else sets the look.
    stems: ['pastel'],
    recipe: 'pastel',
    weak: true,
    apply: (l) => {
      l.saturation *= 0.7;
      l.lift += 0.12;
      l.gamma *= 0.8;
      l.contrast -= 0.2;
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
    recipe: 'neon',
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
    stems: ['comic', 'bold', 'outline', 'lineart', 'strip', 'stripov'],
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

const PREDEFINED = new Set<string>([
  'realistic',
  'oil_painting',
  'watercolor',
  'studio_ghibli_style',
  'disney_style',
  'pixar_style',
  'anime_style',
  'caricature_style',
  'children_book',
  'cartoon',
  'digital_art',
  'sketch',
] satisfies ArtStyleKey[]);

function matches(word: string, stem: string): boolean {
  return stem.length < EXACT_BELOW ? word === stem : word.startsWith(stem);
}

export function lookFromPrompt(prompt: string | null | undefined): Look {
  const look = neutralLook();
  const words = (prompt ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}&]+/u)
    .filter(Boolean);
  let recipeAt = Infinity;
  let recipe: ArtStyleKey | Medium | null = null;
  let weakAt = Infinity;
  let weakRecipe: ArtStyleKey | Medium | null = null;
  for (const rule of RULES) {
    const at = words.findIndex((word) => rule.stems.some((stem) => matches(word, stem)));
    if (at < 0) continue;
    rule.apply?.(look);
    look.matched.push(words[at]!);
    if (rule.recipe && rule.weak && at < weakAt) {
      weakAt = at;
      weakRecipe = rule.recipe;
    } else if (rule.recipe && !rule.weak && at < recipeAt) {
      recipeAt = at;
      recipe = rule.recipe;
    }
  }
  // Two-word names: "black and white", "paper cut" / "cut paper" / "paper cutout".
  if (words.includes('black') && words.includes('white') && look.saturation !== 0) {
    RULES.find((r) => r.stems.includes('noir'))!.apply!(look);
    look.matched.push('black and white');
  }
  const pairAt = (a: string, b: string) => words.findIndex((word, i) => word === a && words[i + 1] === b);
  const cutAt = [pairAt('paper', 'cut'), pairAt('cut', 'paper'), pairAt('paper', 'cutout')].filter((at) => at >= 0);
  if (cutAt.length > 0) {
    look.matched.push('paper cut');
    const at = Math.min(...cutAt);
    if (at < recipeAt) {
      recipeAt = at;
      recipe = 'paper_cut';
    }
  }
  if (recipe === null && look.k === 0 && look.lines === 0) recipe = weakRecipe;
  if (recipe !== null) {
    if (PREDEFINED.has(recipe)) look.base = recipe as ArtStyleKey;
    else look.medium = recipe as Medium;
  }
  look.saturation = Math.max(0, Math.min(2.2, look.saturation));
  look.warmth = Math.max(-1, Math.min(1, look.warmth));
  return look;
}
