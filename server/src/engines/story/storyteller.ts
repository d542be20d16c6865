/**
 * The premise writer: reads the parent's words into a plan (./premise.ts), fits the beats to the page count
 * (./plot.ts) and realises every page from the language's sentences (./words-en.ts, ./words-hr.ts) with the user's
 * own names, place and goal in them, until the page holds 40–90 words. No sentence repeats, every page names the
 * hero, and every sentence of six words or more carries something of this premise.
 */
import type { Place as IllustratedPlace, TimeOfDay as IllustratedTime } from '../illustrator/lexicon.ts';
import type { StoryTypeKey } from '../types.ts';
import type { AdjectiveEntry } from './lexicon/characters.ts';
import { THEMES, type ThemeEntry } from './lexicon/world.ts';
import { matchesAny, tokens, type Character } from './analyse.ts';
import { narratorsPossessive } from './english.ts';
import { isJourney, planBeats, type Beat } from './plot.ts';
import { englishGoalForms, readPremise, shortGoal, type Premise, type PremiseInput } from './premise.ts';
import { Rng, hashSeed } from './random.ts';
import { render, type Gender, type RenderContext } from './render.ts';
import { pickDetail, sceneryByKey, type Scenery } from './scenery.ts';
import { capitaliseFirst, countWords, sentenceKey, splitSentences } from './text.ts';
import { EN_WRITER, type Family, type WriterPack } from './words-en.ts';
import { HR_WRITER, hrCharacterGender, hrGoalSlot, hrHeroSlot } from './words-hr.ts';

export const MIN_WORDS = 40;
export const MAX_WORDS = 90;

export interface TypeInfo {
  family: Family;
  calmClose: boolean;
  children: boolean;
}

export const TYPE_INFO: Record<StoryTypeKey, TypeInfo> = {
  childrens_bedtime_story: { family: 'gentle', calmClose: true, children: true },
  childrens_story: { family: 'gentle', calmClose: false, children: true },
  viral_story: { family: 'comic', calmClose: false, children: false },
  romantic_story: { family: 'heart', calmClose: false, children: false },
  funny_friends_story: { family: 'comic', calmClose: false, children: false },
  funny_adult_story: { family: 'comic', calmClose: false, children: false },
  fantasy_story: { family: 'quest', calmClose: false, children: false },
  sci_fi_story: { family: 'quest', calmClose: false, children: false },
  sad_story: { family: 'heart', calmClose: false, children: false },
  action_story: { family: 'quest', calmClose: false, children: false },
  adventure_story: { family: 'quest', calmClose: false, children: false },
  occasion_story: { family: 'heart', calmClose: false, children: false },
};

export function isCroatian(language: string): boolean {
  const l = language.trim().toLowerCase();
  return l === 'hr' || l.startsWith('hr-') || l.startsWith('hr_');
}

/** What the premise reader takes, with the language as the request names it and the story's seed. */
export type TellInput = Omit<PremiseInput, 'croatian'> & { language: string; seed: number };

/** What the illustrator is told about a page: where it happens and what is in it. */
export interface PageScene {
  /** Our scenery key for the page's place, or null for a place we only know by name. */
  place: string | null;
  /** The place as the text names it. */
  placeName: string;
  indoor: boolean;
  time: 'night' | 'evening' | 'morning' | 'day';
  /** The same in the illustrator's words: its place (null: let it read the page) and its light. */
  picture: IllustratedPlace | null;
  light: IllustratedTime;
}

const LIGHT: Record<PageScene['time'], IllustratedTime> = { night: 'night', evening: 'dusk', morning: 'dawn', day: 'day' };

export interface Tale {
  premise: Premise;
  type: StoryTypeKey;
  info: TypeInfo;
  pack: WriterPack;
  rng: Rng;
  used: Set<string>;
  /** Features, sounds and hazards already said (each place detail once). */
  said: Set<string>;
  heroRef: string;
  /** Lower-case words that belong to this premise: names, the goal's and the place's words. */
  own: Set<string>;
  helper: { the: string; a: string; pronoun: string; gender: Gender };
  lesson: ThemeEntry;
  /** The scenery of the page being written, and where in a journey the page is. */
  scenery: Scenery | null;
  here: 'home' | 'way' | 'there';
  /** Templates used so far. */
  frames: Set<string>;
  /** How often the goal has been said (the first mentions say all of it). */
  goalSaid: number;
  /** The page a journey arrives on (find, rescue or explore at the destination after it), or null. */
  arrivePage: number | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Characters

const EN_PRONOUNS = {
  f: { he: 'she', his: 'her', him: 'her', himself: 'herself' },
  m: { he: 'he', his: 'his', him: 'him', himself: 'himself' },
  it: { he: 'it', his: 'its', him: 'it', himself: 'itself' },
} as const;

function enPronounSet(c: Character) {
  if (!c.name && c.kind && (c.kind.group === 'animal' || c.kind.group === 'toy') && c.kind.pronoun === 'it')
    return EN_PRONOUNS.it;
  return EN_PRONOUNS[c.sex];
}

function orderedAdjectives(c: Character): AdjectiveEntry[] {
  const personality = c.adjectives.filter((a) => a.use === 'personality').slice(0, 1);
  const size = c.adjectives.filter((a) => a.use === 'size').slice(0, 1);
  return [...personality, ...size];
}

function enReference(c: Character): string {
  if (c.name) return c.name;
  const adjectives = orderedAdjectives(c).map((a) => a.en[0]!);
  return `the ${[...adjectives, c.kind?.en ?? 'little hero'].join(' ')}`;
}

/** "a brave astronaut in a white helmet": only what the words said (no hair, no boots unless given). */
function enPortrait(c: Character): string | null {
  if (!c.kind) return null;
  const adjectives = orderedAdjectives(c).map((a) => a.en[0]!);
  const traits = c.traits
    .filter((t) => t.colour !== null || t.item.enCount !== 'many')
    .map((t) => {
      const colour = t.colour ? `${t.colour.en[0]} ` : '';
      return t.item.enCount === 'one' ? `a ${colour}${t.item.enOut}` : `${colour}${t.item.enOut}`;
    });
  if (adjectives.length === 0 && traits.length === 0) return null;
  return `a ${[...adjectives, c.kind.en].join(' ')}${traits.length ? ` with ${traits.join(' and ')}` : ''}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Planning

function helperFor(tale: Pick<Tale, 'premise' | 'pack' | 'rng'>): Tale['helper'] {
  const setting = tale.premise.place.scenery?.setting ?? 'nature';
  const list = tale.pack.helpers[setting] ?? tale.pack.helpers.nature ?? [];
  const entry = tale.rng.fork('helper').pick(list);
  const [a, mark = 'it'] = entry.split('|') as [string, string?];
  const the = /^(?:a|an) /.test(a) ? a.replace(/^(?:a|an) /, 'the ') : a;
  // English entries mark their pronoun (it, she, he), Croatian ones their gender (m, f, n).
  const gender: Gender = mark === 'f' || mark === 'she' ? 'f' : mark === 'n' ? 'n' : 'm';
  return { a, the, pronoun: mark, gender };
}

function ownWords(premise: Premise): Set<string> {
  const words = new Set<string>();
  const add = (text: string | null | undefined) => {
    for (const w of tokens(text ?? '')) if (w.length > 2 && !STOP.has(w)) words.add(w.replace(/['’]s$/, ''));
  };
  add(premise.hero.name);
  add(premise.friend?.name);
  add(premise.hero.kind?.en);
  add(premise.goal.object);
  add(premise.goal.phrase.replace(/\{[^}]+\}/g, ''));
  add(premise.place.phrase);
  add(premise.destination?.phrase);
  return words;
}

const STOP = new Set(
  'the and for with that this from into onto about back home away out off over some very just his her their its our your get '
    .concat('na u za do od iz s sa se je su da koji koja koje')
    .split(' '),
);

/** The lesson a goal teaches when the theme names none. */
const CLASS_LESSONS: Record<Premise['goal']['cls'], string> = {
  find: 'patience',
  retrieve: 'courage',
  reach: 'curiosity',
  make: 'patience',
  achieve: 'selfbelief',
  courage: 'courage',
  help: 'kindness',
  celebrate: 'love',
  explore: 'curiosity',
};

export function tellPlan(input: TellInput): Tale {
  const croatian = isCroatian(input.language);
  const info = TYPE_INFO[input.storyType];
  const premise = readPremise({ ...input, croatian }, info.calmClose);
  const rng = new Rng(
    hashSeed(
      'tale',
      input.seed,
      input.storyType,
      croatian ? 'hr' : 'en',
      input.characterDescription,
      input.context,
      input.additionalContext ?? '',
      input.storyTitle ?? '',
    ),
  );
  const pack = croatian ? HR_WRITER : EN_WRITER;
  const lesson =
    THEMES.find((t) => tokens(input.theme ?? '').some((w) => t.enMatch.includes(w) || matchesAny(w, t.hrMatch))) ??
    THEMES.find((t) => t.key === (premise.friend ? 'teamwork' : CLASS_LESSONS[premise.goal.cls])) ??
    THEMES[0]!;
  const tale: Tale = {
    premise,
    type: input.storyType,
    info,
    pack,
    rng,
    used: new Set(),
    said: new Set(),
    heroRef: croatian ? hrHeroSlot(premise, 'ref') : enReference(premise.hero),
    own: ownWords(premise),
    helper: { a: '', the: '', pronoun: 'it', gender: 'm' },
    lesson,
    scenery: premise.place.scenery,
    here: 'there',
    arrivePage: null,
    goalSaid: 0,
    frames: new Set(),
  };
  tale.helper = helperFor(tale);
  // An unnamed hero ("the brave little fox") is named by these words on every page.
  for (const w of tokens(tale.heroRef)) if (w.length > 2 && !STOP.has(w)) tale.own.add(w);
  return tale;
}

// ---------------------------------------------------------------------------------------------------------------
// Slots

function enSlot(tale: Tale, name: string): string | null {
  const { premise } = tale;
  const [entity, part, extra] = name.split('.') as [string, string?, string?];
  const hero = premise.hero;
  const friend = premise.friend;
  // The whole goal the first two times, then without its trailing phrase.
  const formsOf = () => englishGoalForms(tale.goalSaid++ < 2 ? premise.goal : shortGoal(premise.goal));
  const goal = entity === 'G' && ['inf', 'ing', 'past', 'pp'].includes(part ?? '') ? formsOf() : englishGoalForms(premise.goal);
  const his = enPronounSet(hero).his;
  const own = (text: string | null) => (text === null ? null : narratorsPossessive(text.replace(/\{A\.his\}/g, his), his));
  const scenery = tale.scenery;
  switch (entity) {
    case 'A':
      if (part === undefined) return tale.heroRef;
      if (part === 'desc') {
        if (!hero.name) return null;
        const portrait = premise.portrait ?? enPortrait(hero);
        // "a girl" says nothing the reader does not know: no portrait line then.
        return portrait && portrait.split(' ').length > 2 ? portrait : null;
      }
      return (enPronounSet(hero) as Record<string, string>)[part] ?? null;
    case 'B':
      if (!friend) return null;
      if (part === undefined) return enReference(friend);
      if (part === 'desc') {
        if (!friend.name) return null;
        return enPortrait(friend) ?? (friend.kind ? `a loyal ${friend.kind.en}` : null);
      }
      return (enPronounSet(friend) as Record<string, string>)[part] ?? null;
    case 'AB':
      return friend ? `${tale.heroRef} and ${enReference(friend)}` : tale.heroRef;
    case 'G':
      switch (part) {
        case 'inf':
          return own(goal.inf);
        case 'ing':
          return own(goal.ing);
        case 'past':
          return own(goal.past);
        case 'pp':
          return own(goal.participle);
        case 'verb':
          return goal.verb;
        case 'obj':
          return own(goal.object);
        case 'objA':
          return own(goal.objectA);
        case 'it':
          return goal.it;
        case 'sub':
          return goal.it === 'them' ? 'they' : 'it';
        case 'head':
          return goal.object ? (goal.object.split(' ').at(-1) ?? null) : null;
        default:
          return null;
      }
    case 'WHERE': {
      const journey = isJourney(premise.goal.cls, premise.destination !== null);
      return journey && premise.destination ? shortPlace(tale, premise.destination.phrase) : premise.place.phrase;
    }
    case 'P':
      if (part === 'at') return `${premise.place.at} ${premise.place.phrase}`;
      return premise.place.phrase;
    case 'D': {
      const d = premise.destination;
      if (!d) return null;
      const phrase = shortPlace(tale, d.phrase);
      if (part === 'at') return `${d.at} ${phrase}`;
      if (part === 'to') return phrase.toLowerCase() === 'home' ? 'home' : `to ${phrase}`;
      return phrase;
    }
    case 'HERE':
      if (tale.here === 'home') return 'at home';
      if (tale.here === 'way' && premise.destination && premise.destination.phrase === premise.place.phrase) return 'on the way';
      if (tale.here === 'there' && premise.destination) return `${premise.destination.at} ${premise.destination.phrase}`;
      return `${premise.place.at} ${premise.place.phrase}`;
    case 'TR':
      return premise.travel;
    case 'F':
      return pickDetail(tale, scenery?.en.features);
    case 'S':
      return pickDetail(tale, scenery?.en.sounds);
    case 'Z':
      return pickDetail(tale, scenery?.en.hazards);
    case 'O':
      return premise.obstacle;
    case 'H':
      return part === 'the' ? tale.helper.the : part === 'he' ? tale.helper.pronoun : tale.helper.a;
    case 'T': {
      const t = premise.time;
      const lower = extra === 'lower' || part === 'lower';
      let value: string | null;
      if (part === 'one' || part === 'lower') value = tale.rng.pick(t.en.one);
      else if (part === 'that') value = t.en.that;
      else if (part === 'noun') value = t.en.noun;
      else value = null;
      return value && lower ? value.charAt(0).toLowerCase() + value.slice(1) : value;
    }
    case 'M':
      return premise.moods[0]?.en[0] ?? 'quiet';
    case 'LESSON':
      return tale.rng.pick(tale.lesson.en);
    default:
      return null;
  }
}

/**
 * A long place ("grandma's house in the snowy mountains") in full the first time, then by its first part
 * ("grandma's house"), as a storyteller would.
 */
function shortPlace(tale: Tale, phrase: string): string {
  const short = phrase.replace(/\s+(?:in|on|at|by|near|under)\s+.*$/i, '');
  if (short === phrase) return phrase;
  if (!tale.said.has(`place:${phrase}`)) {
    tale.said.add(`place:${phrase}`);
    return phrase;
  }
  return short;
}

function has(tale: Tale, condition: string): boolean {
  const { premise } = tale;
  switch (condition) {
    case 'B':
      return premise.friend !== null;
    case 'journey':
      return isJourney(premise.goal.cls, premise.destination !== null);
    case 'dest':
      return premise.destination !== null;
    case 'travel':
      return premise.travel !== null && premise.destination !== null;
    case 'obj':
      return premise.goal.object !== null;
    case 'fear':
      // "be brave about the dark": the goal's object is the thing to face (not the portrait to give).
      return premise.goal.cls === 'courage' && premise.goal.object !== null && premise.goal.phrase.startsWith('be brave');
    case 'carry':
      return premise.goal.object !== null && (premise.goal.cls === 'find' || premise.goal.cls === 'retrieve');
    case 'way':
      return tale.here === 'way';
    case 'ins':
      return premise.hr?.object?.case === 'ins';
    case 'obstacle':
      return premise.obstacle !== null;
    case 'night':
      return premise.time.key === 'night' || premise.time.key === 'evening';
    case 'day':
      return premise.time.key === 'day' || premise.time.key === 'morning';
    case 'indoor':
      return tale.scenery?.indoor ?? false;
    case 'outdoor':
      return !(tale.scenery?.indoor ?? false);
    case 'space':
      return tale.scenery?.setting === 'space';
    case 'named':
      return premise.hero.name !== null;
    case 'f':
      return premise.hero.sex === 'f';
    default:
      return false;
  }
}

function context(tale: Tale): RenderContext {
  const croatian = tale.premise.croatian;
  return {
    slot: (name) => (croatian ? hrGoalSlot(tale, name) : enSlot(tale, name)),
    gender: (entity) => (croatian ? hrGender(tale, entity) : null),
    has: (condition) => has(tale, condition),
    plural: tale.premise.friend !== null,
    english: !croatian,
    rng: tale.rng,
  };
}

function hrGender(tale: Tale, entity: string): Gender | null {
  const { hero, friend } = tale.premise;
  const g = (c: Character): Gender => hrCharacterGender(c);
  switch (entity) {
    case 'A':
      return g(hero);
    case 'B':
      return friend ? g(friend) : null;
    case 'AB':
      if (!friend) return g(hero);
      return hero.sex === 'f' && friend.sex === 'f' ? 'fpl' : 'mpl';
    case 'H':
      return tale.helper.gender;
    case 'G':
      return tale.premise.hr?.object?.gender ?? null;
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Realising

/** Whether a sentence carries this premise: short lines may not, longer ones must. */
function carriesPremise(tale: Tale, sentence: string, least = 1): boolean {
  if (countWords(sentence) < 6) return true;
  const words = tokens(sentence).map((w) => w.replace(/['’]s$/, ''));
  return new Set(words.filter((w) => tale.own.has(w))).size >= least;
}

/** Unused in this story, and this story's: a sentence without the hero's name needs two of the premise's words. */
function usable(tale: Tale, text: string): boolean {
  return splitSentences(text).every(
    (s) => !tale.used.has(sentenceKey(s)) && carriesPremise(tale, s, namesHero(s, tale.heroRef) ? 1 : 2),
  );
}

function markUsed(tale: Tale, text: string): void {
  for (const s of splitSentences(text)) tale.used.add(sentenceKey(s));
}

/** A realised, unused template from the list in seeded order; null when none fits. Place details stay unsaid. */
function choose(tale: Tale, templates: readonly string[] | undefined, maxWords = Infinity): string | null {
  if (!templates) return null;
  const ctx = context(tale);
  // Templates not yet used in this story first: the same frame with other words reads as repetition.
  const order = tale.rng.shuffle(templates).sort((a, b) => Number(tale.frames.has(a)) - Number(tale.frames.has(b)));
  for (const template of order) {
    const said = new Set(tale.said);
    const text = render(template, ctx);
    if (text !== null && usable(tale, text) && countWords(text) <= maxWords) {
      markUsed(tale, text);
      tale.frames.add(template);
      return text;
    }
    tale.said = said;
  }
  return null;
}

/** The pools a beat takes one sentence from each (in order; a pool with nothing fitting is skipped). */
function beatPools(tale: Tale, beat: Beat, page: number): (readonly string[] | undefined)[] {
  const { pack, premise } = tale;
  const cls = premise.goal.cls;
  const journey = isJourney(cls, premise.destination !== null);
  switch (beat) {
    case 'setup':
      return [pack.setup[tale.info.family], pack.portrait, pack.friend];
    case 'want':
      return journey ? [pack.want[cls], pack.motive[cls], pack.setOff] : [pack.want[cls], pack.motive[cls]];
    case 'trouble':
      return premise.obstacle ? [pack.obstacle, pack.trouble[cls]] : [pack.trouble[cls]];
    case 'attempt':
      if (page === tale.arrivePage) return [pack.arrive, pack.attempt[cls], pack.hazard];
      if (journey && cls !== 'reach' && tale.arrivePage !== null && page < tale.arrivePage)
        return [pack.onTheWay, pack.attempt.reach, pack.hazard];
      return [pack.attempt[cls], pack.attempt[cls], pack.hazard];
    case 'helper':
      return [pack.helper, pack.attempt[cls]];
    case 'doubt':
      return [pack.doubt, pack.attempt[cls]];
    case 'turn':
      return page === tale.arrivePage ? [pack.arrive, pack.turn[cls], pack.turnFollow] : [pack.turn[cls], pack.turnFollow];
    case 'resolution':
      return [pack.resolution[cls], pack.reaction, pack.joy[tale.info.family]];
    case 'close':
      return [pack.close];
  }
}

/** The scenery a page happens in: a journey starts at home, goes on the way and ends at the destination. */
function sceneryOfPage(tale: Tale, page: number, pages: number): { scenery: Scenery | null; here: 'home' | 'way' | 'there' } {
  const { premise } = tale;
  const journey = isJourney(premise.goal.cls, premise.destination !== null);
  if (journey && page === 0) return { scenery: sceneryByKey('home'), here: 'home' };
  const arrived = premise.goal.cls === 'reach' ? page === pages - 1 : tale.arrivePage !== null && page >= tale.arrivePage;
  if (journey && premise.destination && arrived)
    return { scenery: premise.destination.scenery ?? premise.place.scenery, here: 'there' };
  return { scenery: premise.place.scenery ?? premise.destination?.scenery ?? null, here: journey ? 'way' : 'there' };
}

/** Sentences that colour a page before the story is resolved, and after. */
function colour(tale: Tale, resolved: boolean): (readonly string[] | undefined)[] {
  const { pack, info, premise } = tale;
  const asked = [premise.instructions.rhyme ? pack.couplets : undefined, premise.instructions.funny ? pack.funny : undefined];
  if (resolved) return [...asked, pack.ending[info.family], pack.lesson, pack.joy.gentle];
  return [
    ...asked,
    pack.scenery,
    pack.thought,
    pack.dialogue[info.family],
    pack.feeling[info.family],
    pack.scenery,
    pack.feeling.gentle,
    pack.scenery,
  ];
}

/** "Mia found it. Mia smiled." → "Mia found it. She smiled." where the sentence still carries the premise. */
function varyHeroMentions(tale: Tale, sentences: string[]): string[] {
  const name = tale.heroRef;
  if (!tale.premise.hero.name) return sentences;
  const croatian = tale.premise.croatian;
  const he = croatian ? null : capitaliseFirst(enPronounSet(tale.premise.hero).he);
  return sentences.map((sentence, i) => {
    if (i === 0 || !sentences[i - 1]!.includes(name) || !sentence.startsWith(`${name} `)) return sentence;
    if (!tale.rng.chance(0.6)) return sentence;
    let varied: string;
    if (croatian) {
      // "Iva je čula …" → "Čula je …"; "Iva se nasmiješila" → "Nasmiješila se".
      const m = new RegExp(`^${name} (je|se|su) (\\S+)(.*)$`, 'u').exec(sentence);
      // Only a past participle moves to the front: "Iva je čula" → "Čula je".
      if (!m || !/^\p{L}+(?:o|la|lo|li|le)$/u.test(m[2]!) || /^(?:u|na|po|do|oko|taj|tako|to|sve)$/.test(m[2]!)) return sentence;
      varied = `${capitaliseFirst(m[2]!)} ${m[1]}${m[3]}`;
    } else {
      if (sentence.startsWith(`${name}’s `) || sentence.startsWith(`${name}'s `)) return sentence;
      varied = `${he}${sentence.slice(name.length)}`;
    }
    // Without the name, a sentence must still carry two of the premise's words (one goal verb is not this story).
    return carriesPremise(tale, varied, 2) && !tale.used.has(sentenceKey(varied)) ? varied : sentence;
  });
}

function buildPage(tale: Tale, beats: Beat[], page: number, pages: number): string {
  const where = sceneryOfPage(tale, page, pages);
  tale.scenery = where.scenery;
  tale.here = where.here;
  for (const key of tale.said) if (key.startsWith('page:')) tale.said.delete(key);
  const main: string[] = [];
  const closing: string[] = [];
  const words = () => countWords([...main, ...closing].join(' '));
  for (const beat of beats) {
    for (const pool of beatPools(tale, beat, page)) {
      const text = choose(tale, pool, MAX_WORDS - words() - 12);
      if (text) (beat === 'close' ? closing : main).push(text);
    }
  }
  const beatSentences = main.length;
  const resolved = beats.includes('resolution');
  const target = tale.rng.range(46, 58);
  for (const pool of colour(tale, resolved)) {
    if (words() >= target) break;
    const text = choose(tale, pool, MAX_WORDS - words());
    if (text) main.push(text);
  }
  nameThePlace(tale, main, closing, beatSentences, resolved);
  // Reach the minimum with any fitting colour that is left.
  const spare = resolved
    ? [tale.pack.joy.gentle, tale.pack.joy[tale.info.family], tale.pack.reaction]
    : [
        tale.pack.scenery,
        tale.pack.feeling.gentle,
        tale.pack.dialogue.gentle,
        tale.pack.thought,
        tale.pack.feeling.quest,
        tale.pack.feeling.heart,
        tale.pack.dialogue.quest,
        tale.pack.hazard,
      ];
  for (const pool of [...colour(tale, resolved), ...spare, ...spare, ...spare]) {
    if (words() >= MIN_WORDS) break;
    const text = choose(tale, pool, MAX_WORDS - words());
    if (text) main.push(text);
  }
  let sentences = splitSentences([...main, ...closing].join(' '));
  if (!namesHero(sentences.join(' '), tale.heroRef)) {
    const line = choose(
      tale,
      tale.pack.feeling[tale.info.family].filter((t) => t.includes('{A}')),
      MAX_WORDS - words(),
    );
    if (line) sentences = [line, ...sentences];
  }
  const varied = varyHeroMentions(tale, sentences);
  // Croatian drops a word with the name ("Iva je čula" → "Čula je"): never below the page's minimum for it.
  if (countWords(varied.join(' ')) >= MIN_WORDS) sentences = varied;
  for (const sentence of sentences) tale.used.add(sentenceKey(sentence));
  return sentences.join(' ');
}

/** The place the page happens in, as the premise named it; null at home before a journey. */
function placeOfPage(tale: Tale): string | null {
  const { premise } = tale;
  if (tale.here === 'home') return null;
  return tale.here === 'there' && premise.destination ? premise.destination.phrase : premise.place.phrase;
}

/** A place phrase's head words ("the night train" → "night train", "grandma's house in the mountains" → "grandma's house"). */
function placeHead(phrase: string): string {
  return phrase
    .replace(/\s+(?:in|on|at|by|near|under|u|na|kod|pokraj)\s+.*$/i, '')
    .replace(/^(?:the|a|an)\s+/i, '')
    .toLowerCase();
}

/**
 * The first page in a place names it: when the chosen sentences do not, one that says where the hero is ({HERE}) goes
 * in, in place of the last colour sentence when the page has no room.
 */
function nameThePlace(tale: Tale, main: string[], closing: string[], beatSentences: number, resolved: boolean): void {
  const phrase = placeOfPage(tale);
  if (!phrase || tale.said.has(`named:${phrase}`)) return;
  const head = placeHead(phrase);
  const mentions = () => [...main, ...closing].join(' ').toLowerCase().includes(head);
  if (!mentions()) {
    const { pack, info, premise } = tale;
    const pools = resolved
      ? [pack.joy.gentle, pack.joy[info.family], pack.reaction, pack.ending[info.family]]
      : [pack.scenery, pack.hazard, pack.feeling[info.family], pack.feeling.gentle, pack.thought, pack.attempt[premise.goal.cls]];
    const lines = pools.flatMap((pool) => pool ?? []).filter((t) => t.includes('{HERE}'));
    const line = choose(tale, lines);
    if (line) {
      main.push(line);
      // Over the page's length: the line takes the place of colour sentences before it.
      const over = () => countWords([...main, ...closing].join(' ')) > MAX_WORDS;
      while (over() && main.length - 1 > beatSentences) main.splice(main.length - 2, 1);
      if (over()) main.pop();
    }
  }
  if (mentions()) tale.said.add(`named:${phrase}`);
}

/** Whether a text names the hero as a whole word ("Lea", not the "lea" in "please"). */
export function namesHero(text: string, heroRef: string): boolean {
  const escaped = heroRef.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

export interface ToldStory {
  tale: Tale;
  title: string;
  pages: string[];
  scenes: PageScene[];
}

export function tell(input: TellInput & { numPages: number }): ToldStory {
  const tale = tellPlan(input);
  const plan = planBeats(input.numPages, tale.info.calmClose);
  // A journey to find or rescue something arrives half-way, and the search happens there.
  const { goal, destination } = tale.premise;
  if (destination && goal.cls !== 'reach' && isJourney(goal.cls, true)) {
    const half = plan.findIndex(
      (beats, i) => i >= Math.floor(plan.length / 2) && (beats.includes('attempt') || beats.includes('turn')),
    );
    tale.arrivePage = half >= 0 ? half : plan.length - 2;
  }
  const pages: string[] = [];
  const scenes: PageScene[] = [];
  plan.forEach((beats, i) => {
    pages.push(buildPage(tale, beats, i, plan.length));
    const scenery = tale.scenery;
    // Space and a bedroom at bedtime are dark whatever the clock says.
    const time = scenery?.setting === 'space' ? 'night' : tale.premise.time.key;
    scenes.push({
      place: scenery?.key ?? null,
      placeName: placeOfPage(tale) ?? (tale.premise.croatian ? 'kod kuće' : 'at home'),
      indoor: scenery?.indoor ?? false,
      time,
      picture: scenery?.picture ?? null,
      light: LIGHT[time],
    });
  });
  const given = input.storyTitle?.trim();
  return { tale, pages, scenes, title: given ? given : taleTitle(tale) };
}

const SMALL_WORDS = new Set('a an the and or of in on at to for by with from'.split(' '));

export function titleCase(title: string): string {
  return title
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** A title from the premise (at most 60 characters), naming the hero. */
export function taleTitle(tale: Tale): string {
  const ctx = context(tale);
  const options = tale.pack.titles[tale.premise.goal.cls]
    .map((t) => render(t, ctx))
    .filter((t): t is string => t !== null && t.length <= 60);
  const title = options.length ? tale.rng.fork('title').pick(options) : tale.heroRef;
  return tale.premise.croatian ? capitaliseFirst(title) : titleCase(title);
}
