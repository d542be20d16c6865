/**
 * Reads the request into story facts: the hero and a companion from the character description (names are the
 * capitalised words; kinds, look and personality words, clothing, hobbies), the place, time, season, weather,
 * occasion and props from the context, the moods from the mood chips, the theme, and the instructions we handle.
 */
import type { StoryTypeKey } from '../types.ts';
import {
  ADJECTIVES,
  HOBBIES,
  ITEMS,
  KINDS,
  type AdjectiveEntry,
  type HobbyEntry,
  type ItemEntry,
  type KindEntry,
} from './lexicon/characters.ts';
import { ADDABLE, NOUNS, PROP_KEYS, type NounEntry } from './lexicon/nouns.ts';
import { PLACES, placeByKey, type PlaceEntry } from './lexicon/places.ts';
import {
  MOODS,
  OCCASIONS,
  SEASONS,
  THEMES,
  TIMES,
  WEATHER,
  type MoodEntry,
  type OccasionEntry,
  type SeasonEntry,
  type ThemeEntry,
  type TimeEntry,
  type WeatherEntry,
} from './lexicon/world.ts';
import { TYPES } from './plots.ts';

export type Sex = 'f' | 'm';

export interface Trait {
  item: ItemEntry;
  colour: AdjectiveEntry | null;
}

export interface Character {
  /** The user's name for the character, used as written (never inflected). */
  name: string | null;
  kind: KindEntry | null;
  /** One of our nouns, for a companion an instruction adds ("include a dog"). */
  noun: NounEntry | null;
  adjectives: AdjectiveEntry[];
  traits: Trait[];
  hobby: HobbyEntry | null;
  sex: Sex;
}

export interface Instructions {
  rhyme: boolean;
  funny: boolean;
  short: boolean;
}

export interface StoryFacts {
  hero: Character;
  friend: Character | null;
  place: PlaceEntry;
  time: TimeEntry;
  season: SeasonEntry | null;
  weather: WeatherEntry | null;
  moods: MoodEntry[];
  theme: ThemeEntry;
  occasion: OccasionEntry | null;
  /** Noun keys of props the context names (a ball, a kite). */
  props: string[];
  instructions: Instructions;
  /** Lower-case words of the description, context and moods, for plot keywords. */
  words: string[];
}

/** Lower-case words of a text (letters, digits, apostrophes and hyphens inside). */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .map((w) => w.replace(/^['’-]+|['’-]+$/g, ''))
    .filter((w) => w !== '');
}

/** Whether a word matches a list of exact words and `*`-prefix patterns. */
export function matchesAny(word: string, patterns: readonly string[]): boolean {
  return patterns.some((p) => (p.endsWith('*') ? word.startsWith(p.slice(0, -1)) : word === p));
}

const CROATIAN_LETTERS = /[čćžšđ]/i;

interface Matcher {
  /** Croatian patterns are tried only for Croatian text, so "lavender" never reads as "lav" (lion). */
  croatian: boolean;
}

function findKind(word: string, m: Matcher): KindEntry | undefined {
  return KINDS.find((k) => k.enMatch.includes(word) || (m.croatian && matchesAny(word, k.hrMatch)));
}

function findAdjective(word: string, m: Matcher): AdjectiveEntry | undefined {
  return ADJECTIVES.find((a) => a.en.includes(word) || (m.croatian && matchesAny(word, a.hrMatch)));
}

function findItem(word: string, m: Matcher): ItemEntry | undefined {
  return ITEMS.find((i) => i.en.includes(word) || (m.croatian && matchesAny(word, i.hrMatch)));
}

function findHobby(word: string, m: Matcher): HobbyEntry | undefined {
  return HOBBIES.find((h) => h.en.includes(word) || (m.croatian && matchesAny(word, h.hrMatch)));
}

/** Capitalised words that are not names. */
const NOT_NAMES = new Set(
  (
    'a an the her his my our their its this that these those and or with who which when once one two three four best ' +
    'in on at of for from to by named called there here is was i ' +
    'moja moj moje naša naš naše njegov njegova njezina njena jedna jedan jednom dva dvije tri najbolji najbolja ' +
    'u na s sa i ili za od do koji koja je bio bila ja on ona'
  ).split(' '),
);

const FEMALE_WORDS = ['she', 'her', 'hers', 'herself', 'ona', 'njezin*', 'njen*', 'nje', 'njoj'];
const MALE_WORDS = ['he', 'his', 'him', 'himself', 'on', 'njegov*', 'njemu', 'njega'];
/** Names that end in -a but are male (Croatian and a few others). */
const MALE_A_NAMES = new Set(
  'luka nikola andrija ilija matija toma jura mihovila joshua sasha noa saša kosta zvonimira'.split(' '),
);

function sexFromName(name: string): Sex {
  const lower = name.toLowerCase();
  if (MALE_A_NAMES.has(lower)) return 'm';
  return /(?:a|ie|ee|ine|ice|ose|ace|oe|elle|lly|ssy|y)$/.test(lower) ? 'f' : 'm';
}

function kindSex(kind: KindEntry, word: string): Sex | null {
  if (kind.pronoun === 'she') return 'f';
  if (kind.pronoun === 'he') return 'm';
  if (kind.hr.f && kind.hr.m) {
    const fStem = kind.hr.f.slice(0, -1);
    if (word.startsWith(fStem)) return 'f';
  }
  return null;
}

interface Segment {
  names: string[];
  kind: KindEntry | null;
  kindWord: string;
  adjectives: AdjectiveEntry[];
  traits: Trait[];
  hobby: HobbyEntry | null;
  pronoun: Sex | null;
}

function readSegment(text: string, m: Matcher): Segment {
  const seg: Segment = { names: [], kind: null, kindWord: '', adjectives: [], traits: [], hobby: null, pronoun: null };
  const raw = text.split(/[^\p{L}\p{N}'’-]+/u).filter((w) => w !== '');
  let lastAdj: AdjectiveEntry | null = null;
  let afterWith = false;
  for (const original of raw) {
    const word = original.toLowerCase().replace(/['’]s$/, '');
    const kind = findKind(word, m);
    const adjective = findAdjective(word, m);
    const item = findItem(word, m);
    if (/^\p{Lu}[\p{Ll}'’-]+$/u.test(original) && !NOT_NAMES.has(word) && !kind && !adjective && !item) {
      seg.names.push(original.replace(/['’]s$/, ''));
      lastAdj = null;
      continue;
    }
    if (matchesAny(word, FEMALE_WORDS)) seg.pronoun ??= 'f';
    else if (matchesAny(word, MALE_WORDS)) seg.pronoun ??= 'm';
    if (word === 'with' || word === 's' || word === 'sa') afterWith = true;
    if (item && (afterWith || lastAdj)) {
      if (!seg.traits.some((t) => t.item.key === item.key))
        seg.traits.push({ item, colour: lastAdj && lastAdj.use !== 'personality' ? lastAdj : null });
      lastAdj = null;
      continue;
    }
    if (kind && !seg.kind) {
      seg.kind = kind;
      seg.kindWord = word;
    }
    if (adjective) {
      // A colour right before an item describes the item, not the character.
      lastAdj = adjective;
      if ((adjective.use === 'personality' || adjective.use === 'size') && !afterWith) {
        if (!seg.adjectives.includes(adjective)) seg.adjectives.push(adjective);
      }
      continue;
    }
    lastAdj = null;
    const hobby = findHobby(word, m);
    if (hobby && !seg.hobby && !kind) seg.hobby = hobby;
  }
  return seg;
}

function characterFrom(seg: Segment, name: string | null, inheritedPronoun: Sex | null): Character {
  const sex =
    (seg.kind ? kindSex(seg.kind, seg.kindWord) : null) ??
    inheritedPronoun ??
    (name ? sexFromName(name) : null) ??
    (seg.kind?.hrDefault === 'f' ? 'f' : 'm');
  return { name, kind: seg.kind, noun: null, adjectives: seg.adjectives, traits: seg.traits, hobby: seg.hobby, sex };
}

/** The hero and an optional companion from the character description. */
export function readCharacters(description: string, croatian: boolean): { hero: Character; friend: Character | null } {
  const m: Matcher = { croatian: croatian || CROATIAN_LETTERS.test(description) };
  const parts = description
    .split(/\s+(?:and|i|&|plus|te)\s+|;|\n/i)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const segments = parts.map((p) => readSegment(p, m)).filter((s) => s.names.length > 0 || s.kind !== null);
  const first = segments[0];
  if (!first) {
    const seg = readSegment(description, m);
    return { hero: characterFrom(seg, null, seg.pronoun), friend: null };
  }
  // "Mia, a curious girl … and her dog Max": "her" in the companion's part refers to the hero.
  const heroPronoun = first.pronoun ?? segments[1]?.pronoun ?? null;
  const hero = characterFrom(first, first.names[0] ?? null, heroPronoun);
  let friend: Character | null = null;
  if (first.names.length > 1) {
    const seg: Segment = { ...first, kind: null, adjectives: [], traits: [], hobby: null };
    friend = characterFrom(seg, first.names[1]!, null);
  } else if (segments[1]) {
    friend = characterFrom(segments[1], segments[1].names[0] ?? null, null);
  }
  return { hero, friend };
}

function firstMatch<T extends { enMatch: string[]; hrMatch: string[] }>(
  list: readonly T[],
  words: readonly string[],
  croatian: boolean,
): T | null {
  return list.find((e) => words.some((w) => e.enMatch.includes(w) || (croatian && matchesAny(w, e.hrMatch)))) ?? null;
}

function readInstructions(text: string): Instructions {
  const t = text.toLowerCase();
  return {
    rhyme: /rhym|poem|verse|rim[aeiu]|stih|pjesmic/.test(t),
    funny: /funny|humou?r|joke|laugh|comic|smiješn|duhovit|šal[aeiu]|vic/.test(t),
    short: /short sentence|simple|easy|kratk|jednostavn/.test(t),
  };
}

/** "include a dog" / "dodaj psa": the animal kind an instruction asks for. */
function readAddedAnimal(text: string, m: Matcher): NounEntry | null {
  const words = tokens(text);
  for (const w of words) {
    const kind = findKind(w, m);
    const key = kind ? ADDABLE[kind.key] : undefined;
    if (key && NOUNS[key]) return NOUNS[key];
  }
  return null;
}

export interface FactsInput {
  storyType: StoryTypeKey;
  croatian: boolean;
  characterDescription: string;
  context: string;
  theme?: string | null;
  additionalContext?: string | null;
  storyInstructions?: string | null;
}

export function readFacts(input: FactsInput): StoryFacts {
  const meta = TYPES[input.storyType];
  const { hero, friend: described } = readCharacters(input.characterDescription, input.croatian);
  const croatianText = input.croatian || CROATIAN_LETTERS.test(`${input.context} ${input.additionalContext ?? ''}`);
  const contextWords = tokens(input.context);
  const moodWords = tokens(input.additionalContext ?? '');
  const sceneWords = [...contextWords, ...moodWords];
  const instructions = readInstructions(input.storyInstructions ?? '');

  let friend = described;
  if (!friend && input.storyInstructions) {
    const noun = readAddedAnimal(input.storyInstructions, { croatian: true });
    if (noun) {
      const sex: Sex = noun.hr.g === 'f' ? 'f' : 'm';
      friend = { name: null, kind: null, noun, adjectives: [], traits: [], hobby: null, sex };
    }
  }

  const place = firstMatch(PLACES, contextWords, croatianText) ?? placeByKey(meta.defaults.place);
  let time = firstMatch(TIMES, sceneWords, croatianText) ?? TIMES.find((t) => t.key === meta.defaults.time)!;
  if (meta.calmClose && (time.key === 'day' || time.key === 'morning')) time = TIMES.find((t) => t.key === 'night')!;
  const moods: MoodEntry[] = [];
  for (const w of [...moodWords, ...contextWords]) {
    const mood = MOODS.find((md) => md.en.includes(w) || md.enOther.includes(w) || (croatianText && matchesAny(w, md.hrMatch)));
    if (mood && !moods.includes(mood)) moods.push(mood);
  }
  if (moods.length === 0) moods.push(MOODS.find((md) => md.key === meta.defaults.mood)!);
  const themeWords = tokens(input.theme ?? '');
  const theme =
    firstMatch(THEMES, themeWords, true) ??
    firstMatch(THEMES, sceneWords, croatianText) ??
    THEMES.find((t) => t.key === meta.defaults.theme)!;
  const props = PROP_KEYS.filter((key) => {
    const n = NOUNS[key]!;
    return contextWords.some((w) => (n.enMatch ?? []).includes(w) || (croatianText && matchesAny(w, n.hrMatch ?? [])));
  });
  return {
    hero,
    friend,
    place,
    time,
    season: firstMatch(SEASONS, sceneWords, croatianText),
    weather: firstMatch(WEATHER, sceneWords, croatianText),
    moods,
    theme,
    occasion: firstMatch(OCCASIONS, sceneWords, croatianText),
    props,
    instructions,
    words: [...tokens(input.characterDescription), ...sceneWords],
  };
}
