/**
 * Scene grammar: reads a page's words (English or Croatian) into a setting (place, time of day, weather), props,
 * secondary characters and a mood, reads regenerate instructions into edits, and resolves both into the scene plan
 * the composer draws (with the shot for the page's position in the story).
 */
import {
  ANIMAL_WORDS,
  ANIMALS,
  INSTRUCTION_WORDS,
  MOOD_WORDS,
  MOODS,
  PLACE_WORDS,
  PLACES,
  PROP_WORDS,
  PROPS,
  TIME_WORDS,
  TIMES,
  WEATHER_WORDS,
  type Animal,
  type Mood,
  type Place,
  type Prop,
  type TimeOfDay,
  type Weather,
  type Words,
} from './lexicon.ts';
import { createRng, hashSeed } from './random.ts';

export type { Animal, Mood, Place, Prop, TimeOfDay, Weather } from './lexicon.ts';

export type Language = 'en' | 'hr';
export type Side = 'left' | 'right';

/** What one page's words ask for; null where the words say nothing. */
export interface PageScene {
  place: Place | null;
  time: TimeOfDay | null;
  weather: Weather | null;
  /** In order of first mention. */
  props: Prop[];
  animals: Animal[];
  mood: Mood | null;
}

/** What regenerate instructions ask for, relative to the page. */
export interface InstructionEdits {
  place: Place | null;
  time: TimeOfDay | null;
  weather: Weather | null;
  addProps: Prop[];
  removeProps: Prop[];
  addAnimals: Animal[];
  removeAnimals: Animal[];
  /** Steps closer (> 0) or farther (< 0). */
  zoom: number;
  /** Steps brighter (> 0) or darker (< 0). */
  brightness: number;
  /** Steps warmer (> 0) or cooler (< 0). */
  warmth: number;
  /** Steps more colourful. */
  colourfulness: number;
  side: Side | null;
  mood: Mood | null;
}

/** Establishing wide, medium and close-up; `closeness` is continuous so "closer" always gets closer. */
export type Shot = 'wide' | 'medium' | 'close';

export interface ScenePlan {
  place: Place;
  time: TimeOfDay;
  weather: Weather;
  /** Props the words ask for (the place adds its own scenery on top). */
  props: Prop[];
  /** Props the instructions removed; the composer leaves out their default appearances too. */
  suppressed: Prop[];
  animals: Animal[];
  mood: Mood;
  shot: Shot;
  /** 0 wide, 1 medium, 2 close-up; instructions move it by ±1 per step (-1 … 3.5). */
  closeness: number;
  side: Side;
  /** Exposure multiplier (1 = as planned). */
  exposure: number;
  /** -1 … 1: cool … warm. */
  warmth: number;
  /** Saturation multiplier from the instructions. */
  saturation: number;
}

/** One word of a pattern: exact, or a prefix when it ended in `*`. */
interface Part {
  text: string;
  prefix: boolean;
}

interface Matcher {
  exact: Set<string>;
  prefixes: string[];
  phrases: Part[][];
}

const compiled = new WeakMap<readonly string[], Matcher>();

/** Compiles a word list once: single words into a set and a prefix list, phrases into word sequences. */
function matcherFor(patterns: readonly string[]): Matcher {
  let matcher = compiled.get(patterns);
  if (!matcher) {
    matcher = { exact: new Set(), prefixes: [], phrases: [] };
    for (const pattern of patterns) {
      const parts = pattern
        .normalize('NFC')
        .toLowerCase()
        .split(/[^\p{L}\p{N}*]+/u)
        .filter(Boolean)
        .map((part) => ({ text: part.replace(/\*/g, ''), prefix: part.endsWith('*') }));
      if (parts.length === 1) {
        if (parts[0]!.prefix) matcher.prefixes.push(parts[0]!.text);
        else matcher.exact.add(parts[0]!.text);
      } else if (parts.length > 1) {
        matcher.phrases.push(parts);
      }
    }
    compiled.set(patterns, matcher);
  }
  return matcher;
}

function partMatches(part: Part, token: string): boolean {
  return part.prefix ? token.startsWith(part.text) : token === part.text;
}

interface Hit {
  count: number;
  first: number;
}

/** Words of a normalised text (letters and digits; everything else separates). */
function tokenise(text: string): string[] {
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

function find(tokens: readonly string[], words: Words, languages: readonly Language[]): Hit {
  let count = 0;
  let first = Number.POSITIVE_INFINITY;
  for (const language of languages) {
    const { exact, prefixes, phrases } = matcherFor(words[language]);
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      let hit = exact.has(token) || prefixes.some((prefix) => token.startsWith(prefix));
      if (!hit) {
        hit = phrases.some((parts) => parts.every((part, k) => i + k < tokens.length && partMatches(part, tokens[i + k]!)));
      }
      if (hit) {
        count++;
        first = Math.min(first, i);
      }
    }
  }
  return { count, first };
}

export function normaliseText(text: string): string {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/[’‘`]/g, "'")
      // A teddy bear is a toy, not a bear.
      .replace(/teddy[\s-]+bears?/g, 'teddy')
  );
}

export function languageOf(code: string | null | undefined): Language {
  return (code ?? '').toLowerCase().startsWith('hr') ? 'hr' : 'en';
}

/** Members of `all` mentioned in the text, in order of first mention. */
function mentioned<T extends string>(
  text: readonly string[],
  all: readonly T[],
  table: Record<T, Words>,
  languages: readonly Language[],
): T[] {
  return all
    .map((key) => ({ key, hit: find(text, table[key], languages) }))
    .filter(({ hit }) => hit.count > 0)
    .sort((a, b) => a.hit.first - b.hit.first)
    .map(({ key }) => key);
}

/** The member with the most mentions (earliest first mention breaks ties), or null. */
function strongest<T extends string>(
  text: readonly string[],
  all: readonly T[],
  table: Record<T, Words>,
  languages: readonly Language[],
): T | null {
  let best: { key: T; hit: Hit } | null = null;
  for (const key of all) {
    const hit = find(text, table[key], languages);
    if (hit.count === 0) continue;
    if (!best || hit.count > best.hit.count || (hit.count === best.hit.count && hit.first < best.hit.first)) {
      best = { key, hit };
    }
  }
  return best?.key ?? null;
}

function timeOf(text: readonly string[], languages: readonly Language[], includeWeak: boolean): TimeOfDay | null {
  let best: TimeOfDay | null = null;
  let bestScore = 0;
  for (const time of TIMES) {
    const words = TIME_WORDS[time];
    const score = find(text, words.strong, languages).count * 3 + (includeWeak ? find(text, words.weak, languages).count : 0);
    if (score > bestScore) {
      best = time;
      bestScore = score;
    }
  }
  return best;
}

function weatherOf(text: readonly string[], languages: readonly Language[]): Weather | null {
  return strongest(text, ['rain', 'snow', 'storm', 'fog', 'wind', 'cloudy'] as const, WEATHER_WORDS, languages);
}

/** Props that, mentioned alone, say where we are. */
const PLACE_FROM_PROP: Partial<Record<Prop, Place>> = {
  castle: 'castle',
  boat: 'sea',
  lighthouse: 'sea',
  rocket: 'space',
  planet: 'space',
  bed: 'bedroom',
  tent: 'forest',
  campfire: 'forest',
  mushrooms: 'forest',
  house: 'village',
  flowers: 'meadow',
  kite: 'meadow',
};
const PLACE_FROM_ANIMAL: Partial<Record<Animal, Place>> = {
  fish: 'sea',
  sheep: 'meadow',
  horse: 'village',
  deer: 'forest',
  owl: 'forest',
  fox: 'forest',
  penguin: 'mountains',
};

/** Reads one page's words. */
export function parsePage(pageText: string, language: Language | string = 'en'): PageScene {
  const text = tokenise(normaliseText(pageText));
  const languages: Language[] = [languageOf(language)];
  const props = mentioned(text, PROPS, PROP_WORDS, languages);
  const animals = mentioned(text, ANIMALS, ANIMAL_WORDS, languages);
  let place = strongest(text, PLACES, PLACE_WORDS, languages);
  if (!place) {
    const fromProp = props.map((prop) => PLACE_FROM_PROP[prop]).find(Boolean);
    const fromAnimal = animals.map((animal) => PLACE_FROM_ANIMAL[animal]).find(Boolean);
    place = fromProp ?? fromAnimal ?? null;
  }
  let weather = weatherOf(text, languages);
  if (!weather && (props.includes('snowman') || animals.includes('penguin'))) weather = 'snow';
  return {
    place,
    time: timeOf(text, languages, true),
    weather,
    props,
    animals,
    mood: strongest(text, MOODS, MOOD_WORDS, languages),
  };
}

function emptyEdits(): InstructionEdits {
  return {
    place: null,
    time: null,
    weather: null,
    addProps: [],
    removeProps: [],
    addAnimals: [],
    removeAnimals: [],
    zoom: 0,
    brightness: 0,
    warmth: 0,
    colourfulness: 0,
    side: null,
    mood: null,
  };
}

/** Reads regenerate instructions ("brighter", "at night", "add a dog", "closer", "bez mjeseca"). */
export function parseInstructions(instructions: string | null | undefined, language: Language | string = 'en'): InstructionEdits {
  const edits = emptyEdits();
  if (!instructions?.trim()) return edits;
  const normalised = normaliseText(instructions);
  const text = tokenise(normalised);
  // Instructions are short and deliberate: read them in both languages.
  const languages: Language[] = languageOf(language) === 'hr' ? ['hr', 'en'] : ['en', 'hr'];
  const has = (words: Words) => find(text, words, languages).count;
  const W = INSTRUCTION_WORDS;

  edits.zoom = Math.sign(has(W.closer) - has(W.farther));
  edits.brightness = Math.sign(has(W.brighter) - has(W.darker));
  edits.warmth = Math.sign(has(W.warmer) - has(W.cooler));
  edits.colourfulness = has(W.colourful) > 0 ? 1 : 0;
  const left = find(text, W.left, languages);
  const right = find(text, W.right, languages);
  if (left.count || right.count) edits.side = left.count > right.count ? 'left' : 'right';

  edits.time = timeOf(text, languages, false);
  edits.place = strongest(text, PLACES, PLACE_WORDS, languages);
  edits.mood = strongest(text, MOODS, MOOD_WORDS, languages);

  // Clause by clause: "add a dog and remove the moon".
  const clauses = normalised
    .split(/[,.;:!?\n]+|\s+(?:and|but|then|also|plus|i|ali|pa|te|a)\s+/u)
    .map(tokenise)
    .filter((clause) => clause.length > 0);
  for (const clause of clauses) {
    const removing = find(clause, W.remove, languages).count > 0;
    for (const prop of mentioned(clause, PROPS, PROP_WORDS, languages)) {
      (removing ? edits.removeProps : edits.addProps).push(prop);
    }
    for (const animal of mentioned(clause, ANIMALS, ANIMAL_WORDS, languages)) {
      (removing ? edits.removeAnimals : edits.addAnimals).push(animal);
    }
    const weather = weatherOf(clause, languages);
    if (weather) edits.weather = removing ? 'clear' : weather;
  }
  if (edits.place && edits.addProps.includes(edits.place as Prop)) {
    // "add a castle" adds a castle to the scene rather than moving the scene to a castle.
    edits.place = null;
  }
  return edits;
}

const DEFAULT_PLACES: Place[] = ['meadow', 'forest', 'garden', 'village', 'meadow'];
const CLOSENESS_HERO_SIZE = [0, 1, 2];

/** What the story writer knows a page shows; it wins over what the page's words suggest. */
export interface SceneHint {
  place?: Place | null;
  time?: TimeOfDay | null;
}

export interface PlanInput {
  pageText: string;
  pageIndex: number;
  pageCount?: number;
  language?: string | null;
  seed: number;
  instructions?: string | null;
  scene?: SceneHint | null;
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

/** Resolves page words, instructions and the page's position into the plan the composer draws. */
export function planScene(input: PlanInput): ScenePlan {
  const language = languageOf(input.language);
  const page = parsePage(input.pageText, language);
  const edits = parseInstructions(input.instructions, language);
  // Story-level defaults come from the seed alone, so pages that say nothing stay in one world.
  const storyRng = createRng(hashSeed(input.seed, 'story'));
  const defaultPlace = storyRng.pick(DEFAULT_PLACES);
  const sideFlip = storyRng.chance(0.5) ? 1 : 0;

  const place = edits.place ?? input.scene?.place ?? page.place ?? defaultPlace;
  let time = edits.time ?? input.scene?.time ?? page.time ?? (place === 'bedroom' || place === 'space' ? 'night' : 'day');
  if (place === 'space') time = 'night';
  const weather = edits.weather ?? page.weather ?? 'clear';
  const suppressed = unique(edits.removeProps);
  const props = unique([...page.props, ...edits.addProps]).filter((prop) => !suppressed.includes(prop));
  if (!edits.time && edits.addProps.includes('stars') && (time === 'day' || time === 'dawn')) time = 'night';
  const animals = unique([...page.animals, ...edits.addAnimals])
    .filter((animal) => !edits.removeAnimals.includes(animal))
    // Animals the instructions add come first so they are never the ones left out.
    .sort((a, b) => Number(edits.addAnimals.includes(b)) - Number(edits.addAnimals.includes(a)))
    .slice(0, 3);
  const mood = edits.mood ?? page.mood ?? (time === 'night' ? 'calm' : 'cheerful');

  const base = CLOSENESS_HERO_SIZE[input.pageIndex % 3]!;
  const closeness = Math.max(-1, Math.min(3.5, base + edits.zoom * (base >= 2 ? 0.75 : 1)));
  const shot: Shot = closeness < 0.5 ? 'wide' : closeness < 1.5 ? 'medium' : 'close';
  const side: Side = edits.side ?? ((input.pageIndex + sideFlip) % 2 === 0 ? 'left' : 'right');

  return {
    place,
    time,
    weather,
    props,
    suppressed,
    animals,
    mood,
    shot,
    closeness,
    side,
    exposure: 1 + 0.24 * edits.brightness,
    warmth: edits.warmth * 0.6,
    saturation: 1 + 0.25 * edits.colourfulness,
  };
}
