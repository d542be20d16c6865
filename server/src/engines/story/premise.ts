/**
 * The story plan a premise asks for, read from the parent's words: who (from the character description), where (any
 * place the words name, by the user's own phrase, with our scenery for detail when we know the place), what the hero
 * wants or must do (the goal in the user's own words, and what stands in the way), when, and the mood. The beats are
 * built from this plan (./plot.ts), so the place and the goal are named, pursued and resolved in the text.
 */
import type { StoryTypeKey } from '../types.ts';
import { readCharacters, tokens, matchesAny, type Character } from './analyse.ts';
import { KINDS } from './lexicon/characters.ts';
import {
  bare,
  definite,
  DETERMINERS,
  ingOf,
  isOwnedOrNamed,
  NP_BREAKS,
  objectPronoun,
  PARTICLES,
  participleOf,
  pastOf,
  PREPOSITIONS,
  verbBase,
} from './english.ts';
import { readCroatianPremise, type HrPremise } from './premise-hr.ts';
import { sceneryByKey, sceneryFor, type Scenery } from './scenery.ts';
import {
  MOODS,
  OCCASIONS,
  SEASONS,
  TIMES,
  WEATHER,
  type MoodEntry,
  type OccasionEntry,
  type SeasonEntry,
  type TimeEntry,
  type WeatherEntry,
} from './lexicon/world.ts';

/** What kind of wanting drives the plot; each has its own beats. */
export type GoalClass = 'find' | 'retrieve' | 'reach' | 'make' | 'achieve' | 'courage' | 'help' | 'celebrate' | 'explore';

/** A place by the user's words. */
export interface PlacePhrase {
  /** The noun phrase as written ("the Moon", "grandma's house in the snowy mountains"). */
  phrase: string;
  /** The preposition for being there ("on", "in", "at"), from our scenery or the user's own words. */
  at: string;
  /** Our scenery for detail, or null for a place we do not know (its name is still used). */
  scenery: Scenery | null;
}

/** The goal, in the user's words. English: verb phrases in the base form. */
export interface Goal {
  cls: GoalClass;
  /** "bring back a lost robot" (English) or the Croatian infinitive phrase ("vratiti izgubljenog robota"). */
  phrase: string;
  /** The object as written ("a lost robot"), or null. */
  object: string | null;
  /** Whether the phrase came from the user (false: ours, from the story type). */
  given: boolean;
}

export interface Premise {
  croatian: boolean;
  hero: Character;
  friend: Character | null;
  /** Where most of the story happens. */
  place: PlacePhrase;
  /** Where a journey goes, when the premise is a journey. */
  destination: PlacePhrase | null;
  /** How the journey is made ("by train", "vlakom"), or null. */
  travel: string | null;
  goal: Goal;
  /**
   * What stands in the way, as a past-tense clause with its own subject ("the tide kept washing it away"), or null:
   * the plot then brings its own trouble.
   */
  obstacle: string | null;
  time: TimeEntry;
  weather: WeatherEntry | null;
  season: SeasonEntry | null;
  occasion: OccasionEntry | null;
  moods: MoodEntry[];
  /** Lower-case words of everything the user wrote. */
  words: string[];
  /** What the story instructions ask for that the writer does: rhymes, jokes, a companion (`friend`). */
  instructions: { rhyme: boolean; funny: boolean };
  /** The hero as the description says it after the name ("a brave woman astronaut"), or null. */
  portrait: string | null;
  /** The Croatian reader's phrases with their cases (Croatian premises only). */
  hr?: HrPremise;
}

/** "make it rhyme", "make it funny" (and their Croatian words). */
export function readInstructions(text: string): Premise['instructions'] {
  const t = text.toLowerCase();
  return {
    rhyme: /rhym|poem|verse|rim[aeiu]|stih|pjesmic/.test(t),
    funny: /funny|humou?r|joke|laugh|comic|smiješn|duhovit|šal[aeiu]|vic/.test(t),
  };
}

/** "include a dog", "dodaj psa": a companion of the kind the instructions name, for a hero who has none. */
export function companionFromInstructions(text: string, croatian: boolean): Character | null {
  for (const word of tokens(text)) {
    const kind = KINDS.find(
      (k) => k.enMatch.includes(word) || ((croatian || /[čćžšđ]/.test(text)) && matchesAny(word, k.hrMatch)),
    );
    if (kind && (kind.group === 'animal' || kind.group === 'creature' || kind.group === 'toy')) {
      const sex = kind.pronoun === 'she' ? 'f' : kind.hr.f && !kind.hr.m ? 'f' : 'm';
      return { name: null, kind, adjectives: [], traits: [], hobby: null, sex };
    }
  }
  return null;
}

export interface PremiseInput {
  storyType: StoryTypeKey;
  croatian: boolean;
  characterDescription: string;
  context: string;
  storyTitle?: string | null;
  theme?: string | null;
  additionalContext?: string | null;
  storyInstructions?: string | null;
}

/**
 * The time, weather, season and occasion named anywhere in the words (with the story type's defaults), and the moods
 * named in the mood words and the context (not in the character description: a "brave" hero is no brave mood).
 */
export function readWorld(words: readonly string[], moodWords: readonly string[], croatian: boolean, calmClose: boolean) {
  const first = <T extends { enMatch: string[]; hrMatch: string[] }>(list: readonly T[]): T | null =>
    list.find((e) => words.some((w) => e.enMatch.includes(w) || (croatian && matchesAny(w, e.hrMatch)))) ?? null;
  let time = first(TIMES) ?? TIMES.find((t) => t.key === (calmClose ? 'night' : 'day'))!;
  if (calmClose && (time.key === 'day' || time.key === 'morning')) time = TIMES.find((t) => t.key === 'evening')!;
  const moods: MoodEntry[] = [];
  for (const word of moodWords) {
    const mood = MOODS.find((m) => m.en.includes(word) || m.enOther.includes(word) || (croatian && matchesAny(word, m.hrMatch)));
    if (mood && !moods.includes(mood)) moods.push(mood);
  }
  return { time, weather: first(WEATHER), season: first(SEASONS), occasion: first(OCCASIONS), moods };
}

// ---------------------------------------------------------------------------------------------------------------
// English

interface Token {
  raw: string;
  lower: string;
  /** A clause break: , . ; : ! ? — and the dashes. */
  punct: boolean;
}

function tokenise(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*|[,.;:!?—–]/gu)) {
    const raw = match[0].replace(/’/g, "'");
    out.push({ raw, lower: raw.toLowerCase(), punct: /^[,.;:!?—–]$/.test(raw) });
  }
  return out;
}

const JOURNEY_NOUNS = new Set(
  'trip journey ride voyage flight visit mission expedition adventure quest travel holiday vacation road crossing drive'.split(
    ' ',
  ),
);
const VEHICLES: Record<string, string> = {
  train: 'train',
  rocket: 'space',
  spaceship: 'space',
  boat: 'sea',
  ship: 'sea',
  sailboat: 'sea',
  balloon: 'sky',
  plane: 'sky',
  aeroplane: 'sky',
  airplane: 'sky',
  submarine: 'underwater',
  sledge: 'snow',
  sled: 'snow',
};

const GOAL_CLASSES: [GoalClass, string][] = [
  ['find', 'find look search seek hunt track discover'],
  ['retrieve', 'bring rescue save return fetch free deliver carry recover'],
  ['reach', 'go travel visit reach arrive get'],
  ['make', 'build make bake cook paint draw write plant grow sew invent fix repair mend decorate prepare create knit'],
  [
    'achieve',
    'learn win finish climb swim score jump catch beat pass sing dance skate ski practise practice fly ride sail drive row cross',
  ],
  ['help', 'help cheer comfort protect guard feed befriend thank surprise hug'],
  // Giving someone a present, telling them something, asking: it takes courage.
  ['courage', 'give show tell ask say invite confess apologise apologize'],
  ['celebrate', 'celebrate throw organise organize plan host'],
];

/** Verbs that take a person and then a thing ("give Tom the portrait"). */
const DITRANSITIVE = new Set('give bring show send tell teach buy read hand sing bake make'.split(' '));

function goalClassOf(verb: string, rest: string): GoalClass {
  // "fly to the island" is a journey; "fly a kite" is a skill.
  if (['fly', 'sail', 'ride', 'swim', 'drive', 'row'].includes(verb) && /^(?:to|home|across)\b/.test(rest)) return 'reach';
  if (verb === 'get' && /^(?:back|home)\b/.test(rest)) return 'retrieve';
  if (verb === 'take' && /^(?:home|back)\b/.test(rest)) return 'retrieve';
  if (verb === 'take' && /^care\b/.test(rest)) return 'help';
  if (verb === 'throw' || verb === 'plan') return /party|picnic|surprise|celebrat/.test(rest) ? 'celebrate' : 'make';
  for (const [cls, list] of GOAL_CLASSES) if (list.split(' ').includes(verb)) return cls;
  return 'achieve';
}

/** Whether a token can start a noun phrase. */
function startsNounPhrase(t: Token | undefined): boolean {
  if (!t || t.punct) return false;
  if (DETERMINERS.has(t.lower) || /'s$/.test(t.lower)) return true;
  if (NP_BREAKS.has(t.lower) || PREPOSITIONS.has(t.lower)) return false;
  return true;
}

/**
 * The noun phrase from token i: a determiner or possessive, then words up to a break (punctuation, a conjunction, a
 * preposition, a verb that is not a pre-nominal participle, or a new determiner). Returns the phrase and where it ends.
 */
function nounPhrase(tokens: Token[], i: number, maxWords = 7): { text: string; end: number; head: string } | null {
  const words: string[] = [];
  let j = i;
  while (j < tokens.length && words.length < maxWords) {
    const t = tokens[j]!;
    if (t.punct) break;
    const starting = words.length === 0;
    const about = t.lower === 'about' && startsNounPhrase(tokens[j + 1]);
    const afterOf = ['of', 'about'].includes(tokens[j - 1]?.lower ?? '') && DETERMINERS.has(t.lower);
    if (!starting && !about && !afterOf && (DETERMINERS.has(t.lower) || NP_BREAKS.has(t.lower))) break;
    if (!starting && PREPOSITIONS.has(t.lower)) {
      // "the top of the hill", "a castle of sand", "the book about whales": 'of' and 'about' stay inside.
      if ((t.lower !== 'of' && t.lower !== 'about') || !startsNounPhrase(tokens[j + 1])) break;
    }
    if (starting && (NP_BREAKS.has(t.lower) || PREPOSITIONS.has(t.lower))) return null;
    const base = verbBase(t.lower);
    if (base && !DETERMINERS.has(t.lower) && !starting) {
      // A participle before a noun is an adjective ("a lost robot"); otherwise the verb ends the phrase.
      const next = tokens[j + 1];
      const prenominal =
        next && !next.punct && !NP_BREAKS.has(next.lower) && !PREPOSITIONS.has(next.lower) && !verbBase(next.lower);
      if (!prenominal) break;
    }
    if (base && starting && !/ed$|lost$/.test(t.lower) && !/^\p{Lu}/u.test(t.raw)) return null;
    words.push(t.raw);
    j++;
  }
  if (words.length === 0) return null;
  // A phrase that is only a determiner is no noun phrase.
  if (words.length === 1 && DETERMINERS.has(words[0]!.toLowerCase())) return null;
  const cut = words.findIndex((w, k) => k > 0 && ['of', 'about'].includes(w.toLowerCase()));
  const headWord = (cut > 0 ? words[cut - 1] : words.at(-1))!;
  return { text: words.join(' '), end: j, head: headWord.toLowerCase().replace(/'s$/, '') };
}

/**
 * A verb phrase from the verb at token i: the verb, a particle, and what follows up to the end of the clause (its
 * object and phrases like "to Earth", "for Grandma"), in base form; "learn to ride a bike" keeps its second verb.
 */
function verbPhrase(
  tokens: Token[],
  i: number,
  base: string,
): { phrase: string; object: string | null; rest: string; end: number } {
  const parts: string[] = [base];
  let j = i + 1;
  if (tokens[j] && PARTICLES.has(tokens[j]!.lower)) parts.push(tokens[j++]!.lower);
  let object: string | null = null;
  const rest: string[] = [];
  let words = 0;
  while (j < tokens.length && words < 9) {
    const t = tokens[j]!;
    if (t.punct) break;
    if (['and', 'but', 'so', 'because', 'while', 'when', 'before', 'after', 'until', 'then', 'or', 'if'].includes(t.lower)) break;
    if (t.lower === 'to' && tokens[j + 1] && verbBase(tokens[j + 1]!.lower) === tokens[j + 1]!.lower) {
      // "learn to ride", "want to go": the chain goes on; a second purpose clause ("…to bring back") ends it.
      if (object !== null) break;
      rest.push('to', tokens[j + 1]!.lower);
      j += 2;
      words += 2;
      continue;
    }
    if (object === null && startsNounPhrase(t)) {
      const np = nounPhrase(tokens, j);
      if (np) {
        object = np.text;
        rest.push(np.text);
        words += np.text.split(' ').length;
        j = np.end;
        if (tokens[j] && PARTICLES.has(tokens[j]!.lower)) rest.push(tokens[j++]!.lower);
        // "give Tom the portrait": the thing given is the object.
        if (DITRANSITIVE.has(base) && startsNounPhrase(tokens[j]) && DETERMINERS.has(tokens[j]!.lower)) {
          const thing = nounPhrase(tokens, j);
          if (thing) {
            object = thing.text;
            rest.push(thing.text);
            words += thing.text.split(' ').length;
            j = thing.end;
          }
        }
        continue;
      }
    }
    if (PREPOSITIONS.has(t.lower) && startsNounPhrase(tokens[j + 1])) {
      const np = nounPhrase(tokens, j + 1);
      if (np) {
        rest.push(t.lower, np.text);
        words += 1 + np.text.split(' ').length;
        j = np.end;
        continue;
      }
    }
    break;
  }
  return { phrase: [...parts, ...rest].join(' '), object, rest: rest.join(' '), end: j };
}

interface FoundPlace {
  preposition: string;
  phrase: string;
  index: number;
}

/** Every "preposition + noun phrase" that names a place we know, or any "to/in/on/at …" phrase. */
function placePhrases(tokens: Token[]): FoundPlace[] {
  const out: FoundPlace[] = [];
  for (let i = 0; i < tokens.length - 1; i++) {
    const t = tokens[i]!;
    if (
      ![
        'to',
        'in',
        'on',
        'at',
        'into',
        'onto',
        'inside',
        'across',
        'through',
        'near',
        'under',
        'beside',
        'by',
        'around',
        'up',
        'down',
      ].includes(t.lower)
    )
      continue;
    const next = tokens[i + 1]!;
    if (t.lower === 'to' && verbBase(next.lower) === next.lower && !DETERMINERS.has(next.lower)) continue;
    const np = nounPhrase(tokens, i + 1);
    if (!np) continue;
    let phrase = np.text;
    let end = np.end;
    // "grandma's house in the snowy mountains": one place, more exactly.
    const after = tokens[end];
    if (after && ['in', 'on', 'at', 'by', 'near', 'under'].includes(after.lower)) {
      const more = nounPhrase(tokens, end + 1);
      if (more && sceneryFor([more.head, ...tokens.slice(end + 1, more.end).map((x) => x.lower)], false)) {
        phrase = `${phrase} ${after.lower} ${more.text}`;
        end = more.end;
      }
    }
    const words = phrase
      .toLowerCase()
      .split(' ')
      .map((x) => x.replace(/'s$/, ''));
    const known = sceneryFor(words, false);
    // A bare "in the morning" / "at night" is a time, not a place.
    if (
      !known &&
      /^(?:the )?(?:morning|evening|night|afternoon|day|weekend|end|middle|beginning|time|way|moment|dark)$/.test(
        phrase.toLowerCase(),
      )
    )
      continue;
    if (!known && t.lower !== 'to' && !/^(?:the|a|an)\b/i.test(phrase) && !/^\p{Lu}/u.test(phrase) && !/'s\b/.test(phrase))
      continue;
    out.push({ preposition: t.lower, phrase, index: i });
    i = end - 1;
  }
  return out;
}

function placeOf(found: FoundPlace): PlacePhrase {
  const words = found.phrase
    .toLowerCase()
    .split(' ')
    .map((x) => x.replace(/'s$/, ''));
  const scenery = sceneryFor(words, false);
  const own = found.preposition === 'to' || found.preposition === 'into' ? null : found.preposition;
  const at =
    scenery && (!own || ['across', 'through', 'around', 'up', 'down', 'near', 'beside', 'by', 'under'].includes(own))
      ? scenery.en.at
      : (own ?? scenery?.en.at ?? 'at');
  return { phrase: phraseForPlace(found.phrase, scenery), at: at === 'into' ? 'in' : at === 'onto' ? 'on' : at, scenery };
}

/** "Moon" → "the Moon" where our scenery says so; the user's phrase otherwise. */
function phraseForPlace(phrase: string, scenery: Scenery | null): string {
  if (scenery && phrase.toLowerCase() === bare(scenery.en.the).toLowerCase()) return scenery.en.the;
  return phrase;
}

/** "keeps washing away" → "kept washing it away"; "is too high" → "was too high": a clause in the past. */
function clauseToPast(words: string[], objectPronounWord: string | null): string {
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const lower = w.toLowerCase();
    if (!changed) {
      const map: Record<string, string> = {
        is: 'was',
        are: 'were',
        am: 'was',
        can: 'could',
        "can't": "couldn't",
        cannot: 'could not',
        will: 'would',
        "won't": "wouldn't",
        "doesn't": "didn't",
        "don't": "didn't",
        has: 'had',
        have: 'had',
      };
      if (map[lower]) {
        out.push(map[lower]);
        changed = true;
        continue;
      }
      const base = verbBase(lower);
      if (base && lower !== base && !/ing$/.test(lower) && !/ed$/.test(lower)) {
        out.push(pastOf(base));
        changed = true;
        // "kept washing away" needs its object back: "kept washing it away".
        if (objectPronounWord && /ing$/.test(words[i + 1] ?? '') && PARTICLES.has((words[i + 2] ?? '').toLowerCase())) {
          out.push(words[i + 1]!, objectPronounWord);
          i++;
        }
        continue;
      }
    }
    out.push(w);
  }
  return out.join(' ');
}

interface EnglishGoal {
  goal: Goal;
  obstacle: string | null;
}

/** The goal and any obstacle, from the first text that states one (context, then title, then description). */
function englishGoal(texts: string[]): EnglishGoal | null {
  for (const text of texts) {
    const tokens = tokenise(text);
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      const next = tokens[i + 1];
      // "looking for Biscuit's lost ball", "in search of …"
      if (
        /^(?:look|looking|looked|looks|search|searching|searched|searches|hunt|hunting)$/.test(t.lower) &&
        next?.lower === 'for'
      ) {
        const np = nounPhrase(tokens, i + 2);
        if (np)
          return {
            goal: { cls: 'find', phrase: `find ${np.text}`, object: np.text, given: true },
            obstacle: obstacleAfter(tokens, np.end, np.head),
          };
      }
      if (t.lower === 'search' && next?.lower === 'of') {
        const np = nounPhrase(tokens, i + 2);
        if (np)
          return {
            goal: { cls: 'find', phrase: `find ${np.text}`, object: np.text, given: true },
            obstacle: obstacleAfter(tokens, np.end, np.head),
          };
      }
      // "afraid of the dark", "scared of dogs"
      if (/^(?:afraid|scared|frightened)$/.test(t.lower) && next?.lower === 'of') {
        const np = nounPhrase(tokens, i + 2);
        if (np)
          return { goal: { cls: 'courage', phrase: `be brave about ${np.text}`, object: np.text, given: true }, obstacle: null };
      }
      // "to bring back a lost robot", "wants to learn to swim", "has to find …"
      if (t.lower === 'to' && next && verbBase(next.lower) === next.lower && !DETERMINERS.has(next.lower)) {
        const base = verbBase(next.lower)!;
        if (base === 'be' || base === 'have') continue;
        const vp = verbPhrase(tokens, i + 1, base);
        if (vp.phrase.split(' ').length >= 2 || vp.object) {
          return {
            goal: { cls: goalClassOf(base, vp.rest), phrase: vp.phrase, object: vp.object, given: true },
            obstacle: obstacleAfter(tokens, vp.end, vp.object ? (vp.object.split(' ').at(-1) ?? '') : ''),
          };
        }
      }
      // A modal: "Zara must repair the rover", "Greg can build the wardrobe"
      if (/^(?:must|can|could|will|would|should|shall|might|may|wants|needs|tries|hopes|decides|plans)$/.test(t.lower) && next) {
        const after = next.lower === 'to' ? tokens[i + 2] : next;
        const at = next.lower === 'to' ? i + 2 : i + 1;
        const modalBase = after ? verbBase(after.lower) : null;
        if (after && modalBase && modalBase === after.lower && !['be', 'have'].includes(modalBase)) {
          const vp = verbPhrase(tokens, at, modalBase);
          if (vp.object || vp.phrase.split(' ').length >= 2)
            return {
              goal: { cls: goalClassOf(modalBase, vp.rest), phrase: vp.phrase, object: vp.object, given: true },
              obstacle: obstacleAfter(tokens, vp.end, vp.object ? (vp.object.split(' ').at(-1) ?? '') : ''),
            };
        }
      }
      // A finite verb: "Mia finds a lost kitten", "who builds a tree house"
      const base = verbBase(t.lower);
      if (base && /s$/.test(t.lower) && t.lower !== base && i > 0 && !['is', 'has', 'was', 'does'].includes(t.lower)) {
        const cls = goalClassOf(base, '');
        if (cls !== 'achieve' || ['learn', 'win', 'climb', 'finish'].includes(base)) {
          const vp = verbPhrase(tokens, i, base);
          if (vp.object)
            return {
              goal: { cls: goalClassOf(base, vp.rest), phrase: vp.phrase, object: vp.object, given: true },
              obstacle: obstacleAfter(tokens, vp.end, vp.object.split(' ').at(-1) ?? ''),
            };
        }
      }
    }
    // "a sandcastle the tide keeps washing away": something made, and what undoes it.
    for (let i = 0; i < tokens.length; i++) {
      if (
        !startsNounPhrase(tokens[i]) ||
        (i > 0 && !tokens[i - 1]!.punct && !PREPOSITIONS.has(tokens[i - 1]!.lower) && !DETERMINERS.has(tokens[i]!.lower))
      )
        continue;
      const np = nounPhrase(tokens, i);
      if (!np) continue;
      const obstacle = obstacleAfter(tokens, np.end, np.head, true);
      if (obstacle) {
        const cls: GoalClass = /castle|house|tower|fort|snowman|boat|raft|den|nest|bridge|wall|kite|cake|model|robot/.test(
          np.head,
        )
          ? 'make'
          : 'achieve';
        const verb = /cake|cookie|bread|pie/.test(np.head) ? 'bake' : cls === 'make' ? 'build' : 'keep';
        return { goal: { cls, phrase: `${verb} ${np.text}`, object: np.text, given: true }, obstacle };
      }
    }
    // "the first day at school"
    const firstDay = /\bfirst (day|night|time|lesson|match|race|concert|swim|flight)\b(?: (?:at|of|in|on) ([^,.;!?]+))?/i.exec(
      text,
    );
    if (firstDay) {
      const what = `the first ${firstDay[1]!.toLowerCase()}${firstDay[2] ? ` ${/first day|night/.test(firstDay[0]) ? 'at' : 'of'} ${firstDay[2].trim()}` : ''}`;
      return { goal: { cls: 'courage', phrase: `be brave on ${what}`, object: what, given: true }, obstacle: null };
    }
    const party = /\b((?:a |the )?(?:surprise )?(?:birthday )?(?:party|picnic|celebration|wedding)(?: for [^,.;!?]+)?)/i.exec(
      text,
    );
    if (party) {
      const object = party[1]!.replace(/^(?!a |the )/i, 'a ');
      return { goal: { cls: 'celebrate', phrase: `get ${object} ready`, object, given: true }, obstacle: null };
    }
  }
  return null;
}

/**
 * What stands in the way, right after the goal: "…, but the wind keeps blowing it down", or (`relative`) the clause
 * that follows an object ("a sandcastle [that] the tide keeps washing away").
 */
function obstacleAfter(tokens: Token[], from: number, head: string, relative = false): string | null {
  let i = from;
  if (tokens[i]?.punct) i++;
  if (!relative) {
    if (!['but', 'though', 'although', 'yet'].includes(tokens[i]?.lower ?? '')) return null;
    i++;
  } else if (tokens[i]?.lower === 'that' || tokens[i]?.lower === 'which') i++;
  const clause: string[] = [];
  for (let j = i; j < tokens.length && clause.length < 12; j++) {
    const t = tokens[j]!;
    if (t.punct || ['and', 'so', 'because'].includes(t.lower)) break;
    clause.push(t.raw);
  }
  if (clause.length < 2) return null;
  const hasVerb = clause.some(
    (w) => verbBase(w.toLowerCase()) !== null || /^(?:is|are|can't|cannot|won't|keeps)$/.test(w.toLowerCase()),
  );
  if (!hasVerb) return null;
  // A relative clause needs a subject of its own before its verb ("the tide keeps…"), else it is no obstacle.
  if (relative && !/^(?:the|a|an|my|his|her|their|every|big|strong)$/i.test(clause[0]!) && !/^\p{Lu}/u.test(clause[0]!))
    return null;
  const past = clauseToPast(clause, objectPronoun(head));
  return past.charAt(0).toLowerCase() + past.slice(1);
}

/** The goal a premise without one gets: exploring the place, in the spirit of the story type. */
function defaultGoal(place: PlacePhrase): Goal {
  return { cls: 'explore', phrase: `explore ${place.phrase}`, object: null, given: false };
}

/** The place a story type is at home in when the words name none (both languages). */
export const TYPE_PLACES: Record<StoryTypeKey, string> = {
  childrens_bedtime_story: 'bedroom',
  childrens_story: 'park',
  viral_story: 'city',
  romantic_story: 'city',
  funny_friends_story: 'park',
  funny_adult_story: 'home',
  fantasy_story: 'castle',
  sci_fi_story: 'space',
  sad_story: 'home',
  action_story: 'city',
  adventure_story: 'forest',
  occasion_story: 'home',
};

export function readPremise(input: PremiseInput, calmClose: boolean): Premise {
  if (input.croatian) return readCroatianPremise(input, calmClose);
  const { hero, friend: described } = readCharacters(input.characterDescription, false);
  const friend = described ?? companionFromInstructions(input.storyInstructions ?? '', false);
  const context = input.context.trim();
  const allText = [context, input.storyTitle ?? '', input.characterDescription, input.additionalContext ?? ''].join(' . ');
  const allWords = tokens(allText).map((x) => x.replace(/'s$/, ''));

  const contextTokens = tokenise(context);
  const found = placePhrases(contextTokens);
  const journey = contextTokens.some((t) => JOURNEY_NOUNS.has(t.lower)) || found.some((f) => f.preposition === 'to');
  const destinationFound = found.find((f) => f.preposition === 'to') ?? null;
  const locationFound = found.find((f) => f.preposition !== 'to') ?? null;
  const vehicleWord = contextTokens.find((t) => VEHICLES[t.lower]);
  const vehicle = vehicleWord ? sceneryByKey(VEHICLES[vehicleWord.lower]!) : null;

  let destination = destinationFound && journey ? placeOf(destinationFound) : null;
  let place: PlacePhrase;
  if (locationFound) place = placeOf(locationFound);
  else if (destination) place = destination;
  else {
    const scenery = sceneryFor(allWords, false) ?? sceneryByKey(TYPE_PLACES[input.storyType]);
    place = { phrase: scenery.en.the, at: scenery.en.at, scenery };
  }
  if (destination && locationFound && destination.phrase === place.phrase) destination = null;
  // A train, a rocket or a boat carries the middle of a journey story.
  if (vehicle && destination) {
    const ride =
      vehicle.key === 'train'
        ? { phrase: vehicle.en.the.replace('night ', journeyIsNight(allWords) ? 'night ' : ''), at: 'on', scenery: vehicle }
        : null;
    if (ride) place = ride;
  }
  const travel = vehicle?.en.travel ?? destination?.scenery?.en.travel ?? null;

  const found_goal = englishGoal([context, input.storyTitle ?? '', input.characterDescription, input.theme ?? '']);
  let goal: Goal;
  let obstacle: string | null = null;
  if (found_goal) {
    goal = found_goal.goal;
    obstacle = found_goal.obstacle;
  } else if (destination) {
    goal = { cls: 'reach', phrase: `get to ${destination.phrase}`, object: destination.phrase, given: true };
  } else goal = defaultGoal(place);
  // "the mission to the Moon to bring back a robot": the robot is on the Moon.
  if (goal.cls === 'retrieve' && destination && place === destination) place = destination;
  if (goal.cls === 'reach' && destination === null) {
    const target = goal.object ?? place.phrase;
    destination = {
      phrase: target,
      at: place.scenery?.en.at ?? 'at',
      scenery: sceneryFor(target.toLowerCase().split(' '), false),
    };
  }

  // The goal's own "in the kitchen" / "on Mars" is the place: said once by the story, not in every goal phrase.
  goal = { ...goal, phrase: withoutPlace(goal.phrase, [place, destination]) };
  if (goal.object) goal.object = withoutPlace(goal.object, [place, destination]);
  // "put up a tent in the forest": the tent is the goal, the forest the place.
  if (
    goal.object &&
    place.phrase.toLowerCase().startsWith(bare(goal.object).toLowerCase()) &&
    place.phrase.length > goal.object.length
  ) {
    const inner = / (?:in|on|at|by|near) (.+)$/.exec(place.phrase)?.[1];
    if (inner) {
      const scenery = sceneryFor(inner.toLowerCase().split(' '), false) ?? place.scenery;
      place = { phrase: inner, at: scenery?.en.at ?? place.at, scenery };
    }
  }
  return {
    croatian: false,
    hero,
    friend,
    place,
    destination,
    travel,
    goal: { ...goal, phrase: ownWords(goal.phrase) },
    obstacle,
    ...readWorld(allWords, tokens(`${input.additionalContext ?? ''} ${context}`), false, calmClose),
    portrait: portraitOf(input.characterDescription, hero.name, false),
    instructions: readInstructions(input.storyInstructions ?? ''),
    words: allWords,
  };
}

/**
 * What the description says the hero is, in the user's words: "Iva, a brave woman astronaut with a white helmet, and
 * …" → "a brave woman astronaut with a white helmet"; "Luka je znatiželjan dječak" → "znatiželjan dječak".
 */
export function portraitOf(description: string, name: string | null, croatian: boolean): string | null {
  if (!name) return null;
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const joiner = croatian ? '(?:,\\s*|\\s+je\\s+)' : '(?:,\\s*|\\s+is\\s+)';
  const stop = croatian
    ? '(?=\\s+(?:i|a|te)\\s+(?:njezin|njegov|njen|njihov)|[,;.!?]|$)'
    : '(?=\\s+and\\s+(?:her|his|their|a|an|the)\\b|[,;.!?]|\\s+who\\b|$)';
  const re = new RegExp(`${escaped}${joiner}(${croatian ? '' : '(?:a|an|the)\\s'}[^,;.!?]+?)${stop}`, 'iu');
  const found = re.exec(description)?.[1]?.trim();
  if (!found || found.split(/\s+/).length > 9) return null;
  return found;
}

/** "bake a cake in the kitchen" → "bake a cake", when the kitchen is the story's place. */
function withoutPlace(phrase: string, places: (PlacePhrase | null)[]): string {
  let out = phrase;
  for (const p of places) {
    if (!p) continue;
    const escaped = p.phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`\\s+(?:in|on|at|by|inside|around)\\s+${escaped}\\s*$`, 'i'), '');
  }
  return out;
}

function journeyIsNight(words: readonly string[]): boolean {
  return words.some((w) => ['night', 'overnight', 'sleeper', 'evening'].includes(w));
}

/** The user's "my"/"our" in a goal are the hero's: the narrator says "their" (then the hero's pronoun, by the writer). */
function ownWords(phrase: string): string {
  return phrase.replace(/\b(?:my|our)\b/gi, '{A.his}');
}

/**
 * "rescue the baby dragon from the tower of the old castle" → "rescue the baby dragon": the goal without the phrase
 * that follows its object, for mentions after the first (a storyteller does not repeat the whole of it every time).
 */
export function shortGoal(goal: Goal): Goal {
  if (!goal.object) return goal;
  const at = goal.phrase.indexOf(goal.object);
  if (at < 0) return goal;
  const tail = goal.phrase.slice(at + goal.object.length).trim();
  if (!/^(?:from|to|for|before|after|in|on|at|into|across|through|with|by|near)\b/i.test(tail)) return goal;
  return { ...goal, phrase: goal.phrase.slice(0, at + goal.object.length) };
}

/** The English forms of the goal the templates use. */
export function englishGoalForms(goal: Goal) {
  const [verb = 'do', ...rest] = goal.phrase.split(' ');
  const tail = rest.join(' ');
  const definiteObject = goal.object && !isOwnedOrNamed(goal.object) ? definite(goal.object) : goal.object;
  const pastTail =
    goal.object && ['find', 'retrieve', 'make'].includes(goal.cls) && definiteObject
      ? tail.replace(goal.object, definiteObject)
      : tail;
  return {
    verb,
    inf: goal.phrase,
    ing: [ingOf(verb), tail].filter(Boolean).join(' '),
    past: [pastOf(verb), pastTail].filter(Boolean).join(' '),
    participle: [participleOf(verb), pastTail].filter(Boolean).join(' '),
    object: definiteObject,
    objectA: goal.object,
    it: goal.object ? objectPronoun(bare(goal.object).split(' ').at(-1) ?? '') : 'it',
  };
}
