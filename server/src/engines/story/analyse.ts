/**
 * Reads the hero and a companion from the character description: names are the capitalised words; kinds, look and
 * personality words, clothing and hobbies come from ./lexicon/characters.ts, pronouns from the words used.
 */
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

export type Sex = 'f' | 'm';

export interface Trait {
  item: ItemEntry;
  colour: AdjectiveEntry | null;
}

export interface Character {
  /** The user's name for the character, used as written (never inflected). */
  name: string | null;
  kind: KindEntry | null;
  adjectives: AdjectiveEntry[];
  traits: Trait[];
  hobby: HobbyEntry | null;
  sex: Sex;
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
  return { name, kind: seg.kind, adjectives: seg.adjectives, traits: seg.traits, hobby: seg.hobby, sex };
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
