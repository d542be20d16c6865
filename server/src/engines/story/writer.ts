/**
 * Plans the arc (setup, inciting moment, rising steps, turn, resolution, a calm close for bedtime types) for the
 * page count, then realises every page from the language pack: the beat first, then texture, dialogue and small
 * lines until the page holds 40–90 words, never repeating a sentence and always naming the hero.
 */
import type { StoryTypeKey } from '../types.ts';
import { readFacts, type Character, type StoryFacts } from './analyse.ts';
import { ADJECTIVES, hrAdjective, type AdjectiveEntry, type HrGender } from './lexicon/characters.ts';
import { NOUNS, type NounEntry } from './lexicon/nouns.ts';
import { OCCASIONS } from './lexicon/world.ts';
import type { LanguagePack, PremiseText } from './pack.ts';
import { FAMILY_FALLBACK_HELPER, TYPES, type PremiseMeta, type StepKind } from './plots.ts';
import { Rng, hashSeed } from './random.ts';
import { render, type Gender, type RenderContext } from './render.ts';
import { EN } from './templates/en.ts';
import { HR } from './templates/hr.ts';
import { capitaliseFirst, countWords, sentenceKey, splitSentences } from './text.ts';

export const MIN_WORDS = 40;
export const MAX_WORDS = 90;

export function isCroatian(language: string): boolean {
  const l = language.trim().toLowerCase();
  return l === 'hr' || l.startsWith('hr-') || l.startsWith('hr_');
}

export interface PlanInput {
  storyType: StoryTypeKey;
  language: string;
  characterDescription: string;
  context: string;
  theme?: string | null;
  additionalContext?: string | null;
  storyInstructions?: string | null;
  seed: number;
}

/** Everything a story's templates can refer to. */
export interface Story {
  croatian: boolean;
  pack: LanguagePack;
  type: StoryTypeKey;
  facts: StoryFacts;
  premiseId: string;
  premise: PremiseText;
  goal: NounEntry;
  helper: NounEntry;
  other: NounEntry | null;
  /** How every page names the hero. */
  heroRef: string;
  rng: Rng;
  used: Set<string>;
}

// ---------------------------------------------------------------------------------------------------------------
// Character phrases

const EN_PRONOUNS = {
  f: { he: 'she', his: 'her', him: 'her', himself: 'herself' },
  m: { he: 'he', his: 'his', him: 'him', himself: 'himself' },
} as const;

const ADJ_LITTLE = ADJECTIVES.find((a) => a.key === 'little')!;

/** Personality first, then size, at most two ("brave little"). */
function orderedAdjectives(c: Character): AdjectiveEntry[] {
  const personality = c.adjectives.filter((a) => a.use === 'personality').slice(0, 1);
  const size = c.adjectives.filter((a) => a.use === 'size').slice(0, 1);
  return [...personality, ...size];
}

function enPhrase(c: Character): string {
  if (c.noun) return c.noun.en;
  const adjs = orderedAdjectives(c).map((a) => a.en[0]!);
  if (c.kind) return [...adjs, c.kind.en].join(' ');
  return [...adjs, c.kind ?? 'little hero'].join(' ');
}

function hrKind(c: Character): { word: string; g: HrGender } {
  const k = c.kind!;
  const preferred = k.hr[c.sex];
  if (preferred) return { word: preferred, g: c.sex };
  if (k.key === 'child') return { word: c.sex === 'f' ? 'djevojčica' : 'mališan', g: c.sex };
  if (k.hr.n && !k.hr.m && !k.hr.f) return { word: 'stvorenje', g: 'n' };
  const g = k.hrDefault;
  return { word: k.hr[g]!, g };
}

function hrPhrase(c: Character): string {
  if (c.noun) return c.noun.hr.nom;
  const adjs = orderedAdjectives(c);
  if (!c.kind) {
    const little = hrAdjective(ADJ_LITTLE.hr, c.sex, 'nom');
    return `${adjs.length ? hrAdjective(adjs[0]!.hr, c.sex, 'nom') : little} ${c.sex === 'f' ? 'junakinja' : 'junak'}`;
  }
  const { word, g } = hrKind(c);
  return [...adjs.map((a) => hrAdjective(a.hr, g, 'nom')), word].join(' ');
}

/** The grammatical gender Croatian agreement follows for a character (a named dog is "he"; "lisica" is feminine). */
function hrGender(c: Character): Gender {
  if (c.name || !c.kind) return c.sex;
  return hrKind(c).g === 'n' ? 'n' : hrKind(c).g;
}

function enTraits(c: Character): string {
  return c.traits
    .map((t) => {
      const colour = t.colour ? `${t.colour.en[0]} ` : '';
      return t.item.enCount === 'one' ? `a ${colour}${t.item.enOut}` : `${colour}${t.item.enOut}`;
    })
    .join(' and ');
}

function hrTraits(c: Character): string {
  return c.traits
    .map((t) => {
      const colour = t.colour ? `${hrAdjective(t.colour.hr, t.item.hr.g, 'ins')} ` : '';
      return `${colour}${t.item.hr.ins}`;
    })
    .join(' i ');
}

function enDesc(c: Character, young: boolean): string | null {
  if (!c.kind) return null;
  const adjs = orderedAdjectives(c).map((a) => a.en[0]!);
  if (young && !adjs.includes('little') && adjs.length < 2 && c.kind.young) adjs.push('little');
  const traits = enTraits(c);
  if (adjs.length === 0 && traits === '') return null;
  return `a ${[...adjs, c.kind.en].join(' ')}${traits ? ` with ${traits}` : ''}`;
}

function hrDesc(c: Character): string | null {
  if (!c.kind) return null;
  const { word, g } = hrKind(c);
  const adjs = orderedAdjectives(c).map((a) => hrAdjective(a.hr, g, 'nom'));
  // "Luka, dječak, …" says nothing: a bare kind gets "mali" for a child, otherwise no portrait.
  if (adjs.length === 0 && c.traits.length === 0) {
    if (!c.kind.young) return null;
    adjs.push(hrAdjective(ADJ_LITTLE.hr, g, 'nom'));
  }
  const traits = hrTraits(c);
  return `${[...adjs, word].join(' ')}${traits ? ` ${/^[sšzž]/.test(traits) ? 'sa' : 's'} ${traits}` : ''}`;
}

function friendDescEn(c: Character): string | null {
  if (!c.kind) return null;
  const adjs = orderedAdjectives(c).map((a) => a.en[0]!);
  if (adjs.length === 0) adjs.push(c.kind.group === 'animal' ? 'loyal' : 'good-hearted');
  return `a ${[...adjs, c.kind.en].join(' ')}`;
}

function friendDescHr(c: Character): string | null {
  if (!c.kind) return null;
  const { word, g } = hrKind(c);
  const adjs = orderedAdjectives(c).map((a) => hrAdjective(a.hr, g, 'nom'));
  if (adjs.length === 0) adjs.push(g === 'f' ? 'vjerna' : g === 'n' ? 'vjerno' : 'vjerni');
  return [...adjs, word].join(' ');
}

export function heroReference(facts: StoryFacts, croatian: boolean): string {
  const hero = facts.hero;
  if (hero.name) return hero.name;
  return croatian ? hrPhrase(hero) : `the ${enPhrase(hero)}`;
}

function friendReference(c: Character, croatian: boolean): string {
  if (c.name) return c.name;
  return croatian ? hrPhrase(c) : `the ${enPhrase(c)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Slots

function nounGender(n: NounEntry): Gender {
  return n.hr.g;
}

function enNounSlot(n: NounEntry, part: string | undefined): string | null {
  const pron = n.he === 'she' ? EN_PRONOUNS.f : n.he === 'he' ? EN_PRONOUNS.m : null;
  switch (part) {
    case undefined:
      return `the ${n.en}`;
    case 'bare':
      return n.en;
    case 'a':
      return /^[A-Z]/.test(n.en) ? n.en : `a ${n.en}`;
    case 'he':
    case 'his':
    case 'him':
    case 'himself':
      return pron
        ? pron[part]
        : n.he === 'they'
          ? { he: 'they', his: 'their', him: 'them', himself: 'themselves' }[part]
          : { he: 'it', his: 'its', him: 'it', himself: 'itself' }[part];
    default:
      return null;
  }
}

function hrNounSlot(n: NounEntry, part: string | undefined): string | null {
  if (part === undefined) return n.hr.nom;
  if (part === 'gen' || part === 'dat' || part === 'acc' || part === 'ins' || part === 'loc') return n.hr[part];
  return null;
}

function occasionOf(story: Story) {
  return story.facts.occasion ?? (story.type === 'occasion_story' ? OCCASIONS.find((o) => o.key === 'celebration')! : null);
}

function pickUnused(story: Story, list: readonly string[]): string | null {
  const free = list.filter((s) => !story.used.has(sentenceKey(s)));
  if (free.length === 0) return null;
  const choice = story.rng.pick(free);
  return choice;
}

function slot(story: Story, name: string): string | null {
  const { facts, croatian } = story;
  const [entity, part] = name.split('.') as [string, string | undefined];
  const hero = facts.hero;
  const friend = facts.friend;
  switch (entity) {
    case 'A':
      if (part === undefined) return story.heroRef;
      if (croatian) {
        if (part === 'name') return hero.name ?? hrPhrase(hero);
        if (part === 'desc') return hero.name ? hrDesc(hero) : null;
        if (part === 'likes') return hero.hobby?.hrOut ?? null;
        return null;
      }
      if (part === 'name') return hero.name ?? enPhrase(hero);
      if (part === 'desc') return hero.name ? enDesc(hero, TYPES[story.type].children) : null;
      if (part === 'likes') return hero.hobby?.enOut ?? null;
      return EN_PRONOUNS[hero.sex][part as 'he'] ?? null;
    case 'B':
      if (!friend) return null;
      if (part === undefined) return friendReference(friend, croatian);
      if (part === 'desc') return friend.name ? (croatian ? friendDescHr(friend) : friendDescEn(friend)) : null;
      return null;
    case 'AB':
      if (!friend) return story.heroRef;
      return `${story.heroRef} ${croatian ? 'i' : 'and'} ${friendReference(friend, croatian)}`;
    case 'G':
      return croatian ? hrNounSlot(story.goal, part) : enNounSlot(story.goal, part);
    case 'H':
      return croatian ? hrNounSlot(story.helper, part) : enNounSlot(story.helper, part);
    case 'X':
      if (!story.other) return null;
      return croatian ? hrNounSlot(story.other, part) : enNounSlot(story.other, part);
    case 'P': {
      const p = facts.place;
      if (croatian) return part === undefined ? p.hr.nom : ((p.hr as Record<string, string>)[part] ?? null);
      return part === undefined ? p.en.the : ((p.en as Record<string, string>)[part] ?? null);
    }
    case 'T': {
      const t = facts.time;
      const indoor = facts.place.setting === 'indoor';
      if (part === 'one') return story.rng.pick(croatian ? t.hr.one : t.en.one);
      if (part === 'that') return croatian ? t.hr.that : t.en.that;
      if (part === 'light') return croatian ? (indoor ? t.hr.lightIndoor : t.hr.light) : indoor ? t.en.lightIndoor : t.en.light;
      if (part === 'noun') return croatian ? t.hr.noun : t.en.noun;
      return null;
    }
    case 'M':
      return croatian ? facts.moods[0]!.hrAdverb : facts.moods[0]!.en[0]!;
    case 'O': {
      const o = occasionOf(story);
      if (!o) return null;
      if (croatian) return part === undefined ? o.hr.nom : ((o.hr as Record<string, string>)[part] ?? null);
      return part === 'this' ? o.en.this : o.en.name;
    }
    case 'Q': {
      // A quest is a verb phrase inside a sentence ("to find …"), never a sentence start.
      const quest = render(story.premise.quest, context(story));
      return quest === null ? null : quest.charAt(0).toLowerCase() + quest.slice(1);
    }
    case 'OBST': {
      const list = croatian ? facts.place.obstacle.hr : facts.place.obstacle.en;
      return pickUnused(story, list);
    }
    case 'LESSON':
      return story.rng.pick(croatian ? facts.theme.hr : facts.theme.en);
    default:
      return null;
  }
}

function context(story: Story): RenderContext {
  const { facts } = story;
  return {
    slot: (name) => slot(story, name),
    gender: (entity) => {
      switch (entity) {
        case 'A':
          return hrGender(facts.hero);
        case 'B':
          return facts.friend ? hrGender(facts.friend) : null;
        case 'AB':
          if (!facts.friend) return hrGender(facts.hero);
          return facts.hero.sex === 'f' && hrGender(facts.friend) === 'f' ? 'fpl' : 'mpl';
        case 'G':
          return nounGender(story.goal);
        case 'H':
          return nounGender(story.helper);
        case 'X':
          return story.other ? nounGender(story.other) : null;
        default:
          return null;
      }
    },
    has: (condition) => {
      switch (condition) {
        case 'night':
          return facts.time.key === 'night' || facts.time.key === 'evening';
        case 'day':
          return facts.time.key === 'day' || facts.time.key === 'morning';
        case 'space':
          return facts.place.setting === 'space';
        case 'earth':
          return facts.place.setting !== 'space';
        case 'nature':
          return facts.place.setting === 'nature' || facts.place.setting === 'water';
        case 'B':
          return facts.friend !== null;
        case 'named':
          return facts.hero.name !== null;
        case 'f':
          return facts.hero.sex === 'f';
        default:
          return false;
      }
    },
    plural: facts.friend !== null,
    english: !story.croatian,
    rng: story.rng,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Planning

function choosePremise(type: StoryTypeKey, pack: LanguagePack, facts: StoryFacts, rng: Rng): PremiseMeta {
  const all = TYPES[type].premises.filter((p) => pack.premises[p.id]);
  const fitting = all.filter((p) => !(p.needsB && !facts.friend) && !(p.noB && facts.friend));
  const pool = fitting.length ? fitting : all.filter((p) => !p.needsB);
  const list = pool.length ? pool : all;
  return rng.weighted(
    list,
    (p) =>
      1 +
      4 * facts.words.filter((w) => p.keywords.some((k) => (k.endsWith('*') ? w.startsWith(k.slice(0, -1)) : w === k))).length,
  );
}

export function planStory(input: PlanInput): Story {
  const croatian = isCroatian(input.language);
  const pack = croatian ? HR : EN;
  const facts = readFacts({ ...input, croatian });
  const rng = new Rng(
    hashSeed(
      'story',
      input.seed,
      input.storyType,
      croatian ? 'hr' : 'en',
      input.characterDescription,
      input.context,
      input.additionalContext ?? '',
      input.theme ?? '',
      input.storyInstructions ?? '',
    ),
  );
  const meta = TYPES[input.storyType];
  const premiseMeta = choosePremise(input.storyType, pack, facts, rng.fork('premise'));
  const prop = premiseMeta.prop ? facts.props[0] : undefined;
  const goal = NOUNS[prop ?? premiseMeta.goal]!;
  const friendNoun = facts.friend?.noun?.key;
  const helpers = meta.helpers.filter(
    (h) => NOUNS[h] && h !== friendNoun && (!NOUNS[h]!.places || NOUNS[h]!.places!.includes(facts.place.key)),
  );
  const helperKey = helpers.length ? rng.fork('helper').pick(helpers) : FAMILY_FALLBACK_HELPER[meta.family];
  return {
    croatian,
    pack,
    type: input.storyType,
    facts,
    premiseId: premiseMeta.id,
    premise: pack.premises[premiseMeta.id]!,
    goal,
    helper: NOUNS[helperKey]!,
    other: premiseMeta.other ? NOUNS[premiseMeta.other]! : null,
    heroRef: heroReference(facts, croatian),
    rng,
    used: new Set(),
  };
}

type Beat = 'setup' | 'inciting' | StepKind | 'turn' | 'resolution';

const STEP_ORDER: StepKind[] = ['journey', 'helper', 'clue', 'obstacle', 'kindness', 'doubt', 'clue'];
/** Which steps survive when there is room for only a few, by position in STEP_ORDER. */
const STEP_PRIORITY = [2, 1, 0, 3, 5, 4, 6];

/** The beats of each page: opening, rising steps, turn and resolution fitted to 3–10 pages. */
export function planPages(numPages: number): Beat[][] {
  const n = Math.min(10, Math.max(3, Math.round(numPages)));
  if (n === 3) return [['setup', 'inciting'], ['clue', 'turn'], ['resolution']];
  const steps = n - 4;
  const keep = STEP_PRIORITY.slice(0, steps).sort((a, b) => a - b);
  return [['setup'], ['inciting'], ...keep.map((i) => [STEP_ORDER[i]!] as Beat[]), ['turn'], ['resolution']];
}

// ---------------------------------------------------------------------------------------------------------------
// Realising

function fresh(story: Story, text: string): boolean {
  return splitSentences(text).every((s) => !story.used.has(sentenceKey(s)));
}

function markUsed(story: Story, text: string): void {
  for (const s of splitSentences(text)) story.used.add(sentenceKey(s));
}

/** A realised, unused template from the list, in seeded order; null when none fits. */
function choose(story: Story, templates: readonly string[], maxWords = Infinity): string | null {
  const ctx = context(story);
  for (const t of story.rng.shuffle(templates)) {
    const text = render(t, ctx);
    if (text !== null && fresh(story, text) && countWords(text) <= maxWords) return text;
  }
  return null;
}

function beatTemplates(story: Story, beat: Beat): string[] {
  const { pack, premise, type } = story;
  const family = TYPES[type].family;
  switch (beat) {
    case 'setup':
      return pack.setup[type];
    case 'inciting':
      return premise.inciting;
    case 'clue':
      return premise.clue;
    case 'turn':
      return premise.turn;
    case 'resolution':
      return premise.resolution;
    default:
      return [...(pack.typeSteps[type]?.[beat] ?? []), ...pack.steps[family][beat]];
  }
}

function realiseBeat(story: Story, beat: Beat, maxWords: number): string | null {
  const found = choose(story, beatTemplates(story, beat), maxWords);
  if (found || beat === 'setup' || beat === 'inciting' || beat === 'turn' || beat === 'resolution') return found;
  // A step with nothing left to say becomes another step.
  for (const other of ['journey', 'kindness', 'doubt', 'helper', 'obstacle'] as StepKind[]) {
    const text = choose(story, beatTemplates(story, other), maxWords);
    if (text) return text;
  }
  return null;
}

function textures(story: Story): string[] {
  const { facts, croatian } = story;
  const pick = (t: { en: string[]; hr: string[] }) => (croatian ? t.hr : t.en);
  const list = [...pick(facts.place.texture)];
  list.push(...pick(facts.place.setting === 'indoor' ? facts.time.indoor : facts.time.texture));
  if (facts.weather) list.push(...pick(facts.weather.texture));
  if (facts.season) list.push(...pick(facts.season.texture));
  for (const m of facts.moods.slice(0, 2)) list.push(...pick(m.texture));
  return list;
}

function extrasFor(story: Story, beats: Beat[], pageIndex: number, last: boolean): string[][] {
  const { pack, facts } = story;
  const family = TYPES[story.type].family;
  const pools: string[][] = [];
  if (facts.instructions.rhyme) pools.push(pack.couplets);
  if (facts.instructions.funny && pageIndex % 2 === 1) pools.push(pack.funny);
  if (beats.includes('setup')) pools.push(pack.portrait, pack.friend, pack.likes);
  if (last) pools.push(pack.lesson);
  const tex = textures(story);
  // Nobody speaks on the opening page before anything has happened.
  const dialogue = beats.length === 1 && beats[0] === 'setup' ? [] : pack.dialogue[family];
  pools.push(tex, dialogue, tex, pack.presence[family], pack.filler, dialogue, pack.presence[family], pack.filler);
  if (!last) pools.push(pack.friend, pack.likes);
  return pools;
}

function buildPage(story: Story, beats: Beat[], pageIndex: number, last: boolean): string {
  const { pack } = story;
  const calm = last && TYPES[story.type].calmClose;
  const closing = calm ? choose(story, pack.closing, 30) : null;
  if (closing) markUsed(story, closing);
  const reserve = closing ? countWords(closing) : 0;

  const main: string[] = [];
  for (const beat of beats) {
    const room = MAX_WORDS - reserve - countWords(main.join(' ')) - (beats.length > 1 && main.length === 0 ? 25 : 0);
    const text = realiseBeat(story, beat, room);
    if (text) {
      main.push(text);
      markUsed(story, text);
    }
  }

  // A short step page takes a second step, so long stories get more story and less scenery.
  const stepPage = beats.length === 1 && !['setup', 'inciting', 'turn', 'resolution'].includes(beats[0]!);
  if (stepPage && countWords(main.join(' ')) < 36) {
    for (const kind of story.rng.shuffle(['kindness', 'journey', 'doubt', 'obstacle', 'helper'] as StepKind[])) {
      const text = choose(story, beatTemplates(story, kind), MAX_WORDS - reserve - countWords(main.join(' ')) - 4);
      if (text) {
        markUsed(story, text);
        main.push(text);
        break;
      }
    }
  }

  const target = story.rng.range(45, 58);
  const before: string[] = [];
  const after: string[] = [];
  const words = () => countWords([...before, ...main, ...after].join(' ')) + reserve;
  const textureFirst = !beats.includes('setup') && story.rng.chance(0.4);
  const tex = new Set(textures(story));
  for (const pool of extrasFor(story, beats, pageIndex, last)) {
    if (words() >= target) break;
    const text = choose(story, pool, MAX_WORDS - words());
    if (!text) continue;
    markUsed(story, text);
    if (textureFirst && before.length === 0 && tex.has(text)) before.push(text);
    else after.push(text);
  }
  // Safety net: reach the minimum with any unused line.
  const family = TYPES[story.type].family;
  const all = [pack.filler, pack.presence[family], pack.dialogue[family], pack.overcome, ...Object.values(pack.presence)];
  for (const pool of all) {
    if (words() >= MIN_WORDS) break;
    const text = choose(story, pool, MAX_WORDS - words());
    if (text) {
      markUsed(story, text);
      after.push(text);
    }
  }
  let page = [...before, ...main, ...after];
  if (!namesHero(page.join(' '), story.heroRef)) {
    while (page.length > 1 && countWords(page.join(' ')) + reserve + 8 > MAX_WORDS) page = page.slice(0, -1);
    const named = (list: string[]) => list.filter((t) => t.includes('{A}'));
    const line =
      choose(story, [...pack.presence[family], ...named(pack.filler)]) ??
      choose(story, [...Object.values(pack.presence).flat(), ...named(pack.dialogue[family])]);
    if (line) {
      markUsed(story, line);
      page.push(line);
    }
  }
  if (closing) page.push(closing);
  return page.join(' ');
}

/** Whether a text names the hero as a whole word ("Lea", not the "lea" in "please"). */
export function namesHero(text: string, heroRef: string): boolean {
  const escaped = heroRef.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

export interface WrittenPages {
  story: Story;
  pages: string[];
}

export function writePages(input: PlanInput & { numPages: number }): WrittenPages {
  const story = planStory(input);
  const plan = planPages(input.numPages);
  const pages = plan.map((beats, i) => buildPage(story, beats, i, i === plan.length - 1));
  return { story, pages };
}

/** A title from the premise's titles (at most 60 characters), naming the hero where one has a name. */
export function premiseTitle(story: Story): string {
  const ctx = context(story);
  const name = story.facts.hero.name;
  const options = story.premise.titles.map((t) => render(t, ctx)).filter((t): t is string => t !== null);
  const withHero = options.filter((t) => t.includes(story.heroRef));
  let title: string;
  if (name && withHero.length) title = story.rng.pick(withHero);
  else if (name && options.length) {
    const rest = story.rng.pick(options);
    title = `${name} ${story.croatian ? 'i' : 'and'} ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
  } else title = options.length ? story.rng.pick(options) : story.heroRef;
  if (title.length > 60)
    title =
      withHero.find((t) => t.length <= 60) ?? options.find((t) => t.length <= 60) ?? title.slice(0, 60).replace(/\s+\S*$/, '');
  return story.croatian ? capitaliseFirst(title) : titleCase(title);
}

const SMALL_WORDS = new Set('a an the and or of in on at to for by with from'.split(' '));

export function titleCase(title: string): string {
  return title
    .split(' ')
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}
