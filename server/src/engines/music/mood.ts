/**
 * Mood words → a musical character: mode, tempo range, metre, timbres, progressions, keys. English and Croatian
 * words are matched by stem prefixes on folded (diacritic-free, lower-case) tokens, so "tužno", "tuzna" and "tugu"
 * all count as sad.
 */
import type { StoryTypeKey } from '../types.ts';
import type { ProgressionName } from './theory.ts';

export const MUSIC_MOODS = [
  'sleepy',
  'calm',
  'magical',
  'happy',
  'adventure',
  'action',
  'sad',
  'mysterious',
  'spooky',
  'romantic',
] as const;
export type MusicMood = (typeof MUSIC_MOODS)[number];

export const TIMBRES = ['music-box', 'celesta', 'soft-piano', 'harp', 'marimba', 'glass'] as const;
/** The lead instrument (melody and arpeggio); every mood also has a soft pad and a bass under it. */
export type LeadTimbre = (typeof TIMBRES)[number];

export type ArpeggioStyle = 'rolling' | 'broken' | 'driving' | 'sparse';

export interface MoodProfile {
  mode: 'major' | 'minor';
  /** Beats per minute, inclusive range; the seed picks inside it. */
  tempo: readonly [number, number];
  /** Beats per bar. */
  meters: readonly (3 | 4)[];
  leads: readonly LeadTimbre[];
  progressions: readonly ProgressionName[];
  /** Tonic pitch classes (0 = C) that suit the mood's register. */
  tonics: readonly number[];
  arpeggio: ArpeggioStyle;
  /** Soft kick and shaker: 0 none, 1 light, 2 driving. */
  percussion: 0 | 1 | 2;
  /** How busy the melody is, 0..1 (chance of splitting long notes). */
  melodyActivity: number;
}

const C = 0;
const D = 2;
const E = 4;
const F = 5;
const G = 7;
const A = 9;
const Bb = 10;

export const MOOD_PROFILES: Record<MusicMood, MoodProfile> = {
  sleepy: {
    mode: 'major',
    tempo: [60, 68],
    meters: [3],
    leads: ['music-box', 'celesta'],
    progressions: ['I-vi-IV-V', 'I-IV-I-V', 'I-iii-IV-V'],
    tonics: [F, G, C, D],
    arpeggio: 'rolling',
    percussion: 0,
    melodyActivity: 0.15,
  },
  calm: {
    mode: 'major',
    tempo: [66, 78],
    meters: [4, 3],
    leads: ['soft-piano', 'music-box', 'harp'],
    progressions: ['I-vi-IV-V', 'I-V-vi-IV', 'I-IV-vi-V', 'IV-I-V-vi'],
    tonics: [C, D, F, G],
    arpeggio: 'rolling',
    percussion: 0,
    melodyActivity: 0.25,
  },
  magical: {
    mode: 'major',
    tempo: [72, 84],
    meters: [3, 4],
    leads: ['celesta', 'music-box', 'glass'],
    progressions: ['I-III-IV-iv', 'I-iii-IV-iv', 'I-bVI-bVII-I'],
    tonics: [D, E, F, G],
    arpeggio: 'broken',
    percussion: 0,
    melodyActivity: 0.35,
  },
  happy: {
    mode: 'major',
    tempo: [104, 118],
    meters: [4],
    leads: ['marimba', 'harp', 'soft-piano'],
    progressions: ['I-V-vi-IV', 'I-IV-V-IV', 'I-vi-ii-V', 'I-IV-I-V'],
    tonics: [C, D, F, G],
    arpeggio: 'broken',
    percussion: 1,
    melodyActivity: 0.5,
  },
  adventure: {
    mode: 'major',
    tempo: [108, 124],
    meters: [4],
    leads: ['harp', 'marimba'],
    progressions: ['I-bVII-IV-I', 'vi-IV-I-V', 'I-V-vi-IV', 'IV-V-vi-I'],
    tonics: [D, E, G, A],
    arpeggio: 'driving',
    percussion: 2,
    melodyActivity: 0.55,
  },
  action: {
    mode: 'minor',
    tempo: [120, 130],
    meters: [4],
    leads: ['harp', 'marimba'],
    progressions: ['i-VI-III-VII', 'i-VII-VI-VII', 'i-iv-VI-V'],
    tonics: [D, E, A],
    arpeggio: 'driving',
    percussion: 2,
    melodyActivity: 0.6,
  },
  sad: {
    mode: 'minor',
    tempo: [60, 70],
    meters: [4, 3],
    leads: ['soft-piano', 'music-box'],
    progressions: ['i-VI-III-VII', 'i-iv-VI-V', 'i-VI-iv-V', 'i-v-VI-iv'],
    tonics: [A, D, E, C],
    arpeggio: 'rolling',
    percussion: 0,
    melodyActivity: 0.15,
  },
  mysterious: {
    mode: 'minor',
    tempo: [70, 82],
    meters: [4, 3],
    leads: ['glass', 'celesta'],
    progressions: ['i-VI-iv-V', 'i-bII-i-V', 'i-iv-i-V'],
    tonics: [D, E, A, G],
    arpeggio: 'sparse',
    percussion: 0,
    melodyActivity: 0.25,
  },
  spooky: {
    mode: 'minor',
    tempo: [64, 76],
    meters: [3, 4],
    leads: ['music-box', 'glass'],
    progressions: ['i-bII-i-V', 'i-VI-iv-V', 'i-iv-i-V'],
    tonics: [C, D, E, A],
    arpeggio: 'sparse',
    percussion: 0,
    melodyActivity: 0.2,
  },
  romantic: {
    mode: 'major',
    tempo: [70, 82],
    meters: [3, 4],
    leads: ['soft-piano', 'harp'],
    progressions: ['I-vi-ii-V', 'I-iii-vi-IV', 'I-vi-IV-V'],
    tonics: [Bb, F, E, D],
    arpeggio: 'rolling',
    percussion: 0,
    melodyActivity: 0.3,
  },
};

/** Stem prefixes per mood (folded: no diacritics). Croatian stems carry the `hr` comments. */
const MOOD_STEMS: Record<MusicMood, readonly string[]> = {
  sleepy: [
    'lullab',
    'sleep',
    'bedtime',
    'dream',
    'goodnight',
    'night',
    'drows',
    'nap',
    // hr: uspavanka, spavati, sanjati, noć, laku noć, san
    'uspavank',
    'spav',
    'sanj',
    'noc',
    'snen',
  ],
  calm: [
    'calm',
    'peace',
    'gentle',
    'quiet',
    'relax',
    'seren',
    'tranquil',
    'slow',
    'cozy',
    'cosy',
    'warm',
    // hr: mirno, tiho, nježno, lagano, sporo, opušteno, spokojno
    'mir',
    'tih',
    'njezn',
    'lagan',
    'sporo',
    'spora',
    'opust',
    'spokoj',
  ],
  magical: [
    'magic',
    'fairy',
    'enchant',
    'wonder',
    'sparkl',
    'wizard',
    'fantas',
    'dragon',
    'unicorn',
    'twinkl',
    // hr: čarobno, čarolija, bajka, vila, zvijezda, zmaj
    'carob',
    'carolij',
    'bajk',
    'vil',
    'zvijezd',
    'zvjezd',
    'zmaj',
  ],
  happy: [
    'happy',
    'joy',
    'joyf',
    'cheer',
    'bright',
    'sunny',
    'fun',
    'play',
    'celebrat',
    'party',
    'birthday',
    'silly',
    'upbeat',
    'bouncy',
    'smil',
    // hr: veselo, sretno, radost, smiješno, rođendan, zabava, igra
    'vesel',
    'sretn',
    'radost',
    'smijes',
    'rodendan',
    'zabav',
    'igr',
  ],
  adventure: [
    'adventur',
    'journey',
    'quest',
    'explor',
    'travel',
    'brave',
    'hero',
    'pirate',
    'voyage',
    'treasure',
    // hr: avantura, putovanje, istraživanje, hrabro, junak, gusar, blago
    'avantur',
    'putovanj',
    'istraz',
    'hrabr',
    'junak',
    'gusar',
  ],
  action: [
    'excit',
    'action',
    'fast',
    'race',
    'chase',
    'battle',
    'fight',
    'energ',
    'epic',
    'intens',
    'thrill',
    'rocket',
    // hr: uzbudljivo, brzo, akcija, bitka, utrka, potjera
    'uzbudljiv',
    'brz',
    'akcij',
    'bitk',
    'utrk',
    'potjer',
  ],
  sad: [
    'sad',
    'sorrow',
    'melanchol',
    'lonel',
    'tear',
    'cry',
    'cried',
    'crying',
    'sadnes',
    'grief',
    'loss',
    'goodbye',
    'farewell',
    // hr: tužno, tuga, plakati, usamljeno, žalosno, zbogom
    'tuzn',
    'tug',
    'plac',
    'plak',
    'usamljen',
    'zalos',
    'zbogom',
  ],
  mysterious: [
    'myster',
    'secret',
    'unknown',
    'curious',
    'puzzl',
    'detective',
    'space',
    'cosmic',
    'galax',
    'alien',
    'riddle',
    // hr: tajanstveno, tajna, misterij, svemir, zagonetka
    'tajn',
    'tajanstven',
    'misterij',
    'svemir',
    'zagonet',
  ],
  spooky: [
    'spook',
    'scary',
    'ghost',
    'haunt',
    'creep',
    'dark',
    'halloween',
    'witch',
    'monster',
    'eerie',
    'shadow',
    // hr: jezivo, strašno, duh, vještica, čudovište, sablast, mrak
    'jeziv',
    'strasn',
    'duh',
    'vjestic',
    'cudovist',
    'sablas',
    'mrak',
  ],
  romantic: [
    'romanc',
    'romant',
    'love',
    'tender',
    'heart',
    'sweetheart',
    'wedding',
    'kiss',
    // hr: ljubav, romantično, srce, vjenčanje, poljubac
    'ljubav',
    'srce',
    'srca',
    'vjencanj',
    'poljub',
  ],
};

/** Stems too short to be safe prefixes: they match the whole token or with at most two more letters ("noći", "mirno"). */
const WHOLE_WORD = new Set(['fun', 'sad', 'nap', 'vil', 'mir', 'tih', 'brz', 'duh', 'tug', 'noc', 'igr', 'cry', 'joy', 'hero']);

/** A story type's default mood, used when the words name none (and as a tie-breaker). */
const STORY_TYPE_MOODS: Partial<Record<StoryTypeKey, MusicMood>> = {
  childrens_bedtime_story: 'sleepy',
  childrens_story: 'happy',
  viral_story: 'happy',
  romantic_story: 'romantic',
  funny_friends_story: 'happy',
  funny_adult_story: 'happy',
  fantasy_story: 'magical',
  sci_fi_story: 'mysterious',
  sad_story: 'sad',
  action_story: 'action',
  adventure_story: 'adventure',
  occasion_story: 'happy',
};

/** Lower-case, diacritics removed (č ć → c, š → s, ž → z, đ → d), split into letter runs. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
}

function matches(token: string, stem: string): boolean {
  if (WHOLE_WORD.has(stem)) {
    return token === stem || (token.startsWith(stem) && token.length <= stem.length + 2);
  }
  return token.startsWith(stem);
}

interface Tally {
  votes: number;
  /** Position of the first matching word (prompt words before mood words): ties go to the word named first. */
  first: number;
}

/** Words that name a kind of music outright ("a lullaby") outweigh words that only colour it ("gentle"). */
const GENRE_STEMS = new Set(['lullab', 'uspavank', 'bedtime', 'adventur', 'avantur', 'halloween', 'romant']);

function vote(text: string, weight: number, offset: number, tallies: Map<MusicMood, Tally>): void {
  tokenize(text).forEach((token, position) => {
    for (const mood of MUSIC_MOODS) {
      const stem = MOOD_STEMS[mood].find((candidate) => matches(token, candidate));
      if (stem === undefined) continue;
      const votes = weight * (GENRE_STEMS.has(stem) ? 1.5 : 1);
      const tally = tallies.get(mood) ?? { votes: 0, first: Infinity };
      tallies.set(mood, { votes: tally.votes + votes, first: Math.min(tally.first, offset + position) });
    }
  });
}

/**
 * The mood the words ask for: the prompt and the mood chips vote (the prompt counts double), the story type breaks
 * ties and answers when nothing matched; "calm" when there is nothing at all.
 */
export function detectMood(input: { prompt?: string | null; mood?: string | null; storyType?: string | null }): MusicMood {
  const tallies = new Map<MusicMood, Tally>();
  if (input.prompt) vote(input.prompt, 2, 0, tallies);
  if (input.mood) vote(input.mood, 1, 100_000, tallies);
  const typeMood = input.storyType ? STORY_TYPE_MOODS[input.storyType as StoryTypeKey] : undefined;
  if (typeMood) {
    const tally = tallies.get(typeMood) ?? { votes: 0, first: Infinity };
    tallies.set(typeMood, { ...tally, votes: tally.votes + 0.5 });
  }
  let best: MusicMood = 'calm';
  let bestTally: Tally = { votes: 0, first: Infinity };
  for (const [mood, tally] of tallies) {
    if (tally.votes > bestTally.votes || (tally.votes === bestTally.votes && tally.first < bestTally.first)) {
      best = mood;
      bestTally = tally;
    }
  }
  return best;
}

/** Instrument words in a prompt ("soft piano and music box", "uz harfu") pick the lead; first named wins. */
const LEAD_PATTERNS: readonly (readonly [LeadTimbre, RegExp])[] = [
  ['music-box', /\bmusic ?box|\bglazben\w* kutij|\bsatic/],
  ['soft-piano', /\bpiano|\bklavir|\bglasovir/],
  ['harp', /\bharp|\bharf|\blyre|\bguitar|\bgitar/],
  ['celesta', /\bcelest|\bbells?\b|\bchimes?\b|\bzvon/],
  ['marimba', /\bmarimb|\bxylophon|\bksilofon/],
  ['glass', /\bglass|\bstaklen/],
];

export function detectLead(prompt: string | null | undefined): LeadTimbre | null {
  if (!prompt) return null;
  const text = tokenize(prompt).join(' ');
  let best: LeadTimbre | null = null;
  let bestAt = Infinity;
  for (const [lead, pattern] of LEAD_PATTERNS) {
    const at = text.search(pattern);
    if (at >= 0 && at < bestAt) {
      best = lead;
      bestAt = at;
    }
  }
  return best;
}
