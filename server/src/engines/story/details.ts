/**
 * Magic Fill: story details suggested from the story type, the art style, the reference photo's brightness and
 * dominant colour, and whatever the user has already typed, in the project's language.
 *
 * Honesty first: the photo analysis measures light and colour only, so it cannot tell a person from an animal, or an
 * adult from a child. Who the hero is comes from the user's own words (their character description, else their
 * story context): "my cat Toma" gives a story about Toma the cat. When they have written nothing about the hero, the
 * suggestion says "the hero of this story" and invents no name, sex or age.
 */
import type { PhotoAnalysis, StoryTypeKey } from '../types.ts';
import { readCharacters, type Character } from './analyse.ts';
import { ADJECTIVES, hrAdjective, ITEMS, type AdjectiveEntry, type HrGender, type ItemEntry } from './lexicon/characters.ts';

export interface SuggestedDetails {
  character_description: string;
  story_context: string;
  mood_tone: string;
  story_instructions: string;
}

/** What the user has already typed on stage 2; any of it may be blank. */
export interface TypedDetails {
  characterDescription?: string | null;
  storyContext?: string | null;
  moodTone?: string | null;
  storyTitle?: string | null;
  storyInstructions?: string | null;
}

type Light = 'dark' | 'soft' | 'bright';

/** Per story type: the hero's role (English only; Croatian roles are gendered), their quality and what they wear. */
interface HeroIdea {
  role: string | null;
  quality: string;
  second: string;
  item: string;
}

const HERO_IDEAS: Record<StoryTypeKey, HeroIdea> = {
  childrens_bedtime_story: { role: null, quality: 'curious', second: 'gentle', item: 'scarf' },
  childrens_story: { role: null, quality: 'curious', second: 'kind', item: 'scarf' },
  viral_story: { role: null, quality: 'kind', second: 'brave', item: 'jacket' },
  romantic_story: { role: null, quality: 'kind', second: 'gentle', item: 'scarf' },
  funny_friends_story: { role: null, quality: 'funny', second: 'happy', item: 'hat' },
  funny_adult_story: { role: null, quality: 'funny', second: 'clever', item: 'sweater' },
  fantasy_story: { role: 'adventurer', quality: 'brave', second: 'kind', item: 'cape' },
  sci_fi_story: { role: 'astronaut', quality: 'clever', second: 'brave', item: 'helmet' },
  sad_story: { role: null, quality: 'gentle', second: 'kind', item: 'coat' },
  action_story: { role: 'rescue pilot', quality: 'brave', second: 'clever', item: 'jacket' },
  adventure_story: { role: 'explorer', quality: 'adventurous', second: 'curious', item: 'backpack' },
  occasion_story: { role: null, quality: 'happy', second: 'kind', item: 'scarf' },
};

/** A quality said without naming the hero's sex: "znatiželjnog duha" (of a curious spirit). */
const HR_QUALITY: Record<string, string> = {
  curious: 'znatiželjnog duha',
  gentle: 'nježne duše',
  kind: 'dobra srca',
  brave: 'hrabra srca',
  funny: 'vedra duha',
  happy: 'vedra duha',
  clever: 'bistra uma',
  adventurous: 'odvažnog duha',
};

interface Scene {
  en: (hero: string) => string;
  hr: (hero: string) => string;
}

/** Where and what, with the hero in it: a place and a hook the plots recognise. */
const SCENES: Record<StoryTypeKey, Scene> = {
  childrens_bedtime_story: {
    en: (h) => `in a cosy bedroom, ${h} watches a little star fall down from above`,
    hr: (h) => `u ugodnoj sobi ${h} gleda kako kroz prozor doleti mala zvijezda`,
  },
  childrens_story: {
    en: (h) => `in the park, ${h} chases a kite that the wind has blown away`,
    hr: (h) => `u parku ${h} trči za zmajem od papira kojeg je odnio vjetar`,
  },
  viral_story: {
    en: (h) => `in the city, ${h} does a small act of kindness that is caught on video`,
    hr: (h) => `u gradu ${h} učini mali čin dobrote koji netko snimi`,
  },
  romantic_story: {
    en: (h) => `in the city, ${h} is planning an anniversary surprise`,
    hr: (h) => `u gradu ${h} priprema iznenađenje za godišnjicu`,
  },
  funny_friends_story: {
    en: (h) => `in the park, ${h} enters a baking contest that goes wrong`,
    hr: (h) => `u parku ${h} sudjeluje u natjecanju u pečenju torti koje pođe po zlu`,
  },
  funny_adult_story: {
    en: (h) => `at home, ${h} gets a new smart speaker that misunderstands everything`,
    hr: (h) => `kod kuće ${h} dobiva novi pametni zvučnik koji sve krivo razumije`,
  },
  fantasy_story: {
    en: (h) => `in an enchanted forest, ${h} learns that a magic stone has been stolen`,
    hr: (h) => `u začaranoj šumi ${h} saznaje da je netko ukrao čarobni kamen`,
  },
  sci_fi_story: {
    en: (h) => `aboard a spaceship, ${h} picks up a mysterious signal from the stars`,
    hr: (h) => `na svemirskom brodu ${h} hvata tajanstveni signal sa zvijezda`,
  },
  sad_story: {
    en: (h) => `in a quiet village, ${h} watches an old oak tree fall in a storm`,
    hr: (h) => `u tihom selu ${h} gleda kako oluja ruši stari hrast`,
  },
  action_story: {
    en: (h) => `in the mountains, ${h} sets out to rescue hikers trapped by a storm`,
    hr: (h) => `na planini ${h} kreće spasiti planinare koje je zarobila oluja`,
  },
  adventure_story: {
    en: (h) => `on a faraway island, ${h} finds an old map that leads to lost treasure`,
    hr: (h) => `na dalekom otoku ${h} pronalazi staru kartu koja vodi do izgubljenog blaga`,
  },
  occasion_story: {
    en: (h) => `at home, ${h} is preparing a surprise birthday party`,
    hr: (h) => `kod kuće ${h} priprema rođendansku zabavu iznenađenja`,
  },
};

const TIME_PHRASE: Record<Light, { en: string; hr: string }> = {
  dark: { en: 'On a quiet starry night', hr: 'Jedne tihe zvjezdane noći' },
  soft: { en: 'On a soft golden evening', hr: 'Jedne zlatne večeri' },
  bright: { en: 'On a bright sunny day', hr: 'Jednog sunčanog dana' },
};

const MOODS: Record<StoryTypeKey, [string, string]> = {
  childrens_bedtime_story: ['calm, cosy, dreamy', 'miran, ugodan, sanjiv'],
  childrens_story: ['joyful, magical', 'veseo, čaroban'],
  viral_story: ['surprising, heartwarming', 'neočekivan, topao'],
  romantic_story: ['romantic, tender', 'romantičan, nježan'],
  funny_friends_story: ['funny, playful', 'smiješan, razigran'],
  funny_adult_story: ['funny, witty', 'smiješan, duhovit'],
  fantasy_story: ['magical, adventurous', 'čaroban, pustolovan'],
  sci_fi_story: ['futuristic, mysterious', 'futuristički, tajanstven'],
  sad_story: ['tender, hopeful', 'nježan, pun nade'],
  action_story: ['exciting, dramatic', 'uzbudljiv, dramatičan'],
  adventure_story: ['exciting, curious', 'uzbudljiv, znatiželjan'],
  occasion_story: ['festive, joyful', 'svečan, veseo'],
};

const STYLE_WORDS: [RegExp, string, string][] = [
  [/water ?colou?r|akvarel/i, 'soft painterly', 'mekim slikarskim'],
  [/cartoon|comic|crtan/i, 'bold, playful', 'živim, razigranim'],
  [/pixar|3d|cinematic/i, 'warm cinematic', 'toplim filmskim'],
  [/anime|manga/i, 'vivid, expressive', 'živopisnim, izražajnim'],
  [/pencil|sketch|crayon|olovk|skic/i, 'delicate hand-drawn', 'nježnim, rukom crtanim'],
  [/realis|photo/i, 'true-to-life', 'vjernim, stvarnim'],
  [/pastel/i, 'gentle pastel', 'nježnim pastelnim'],
];

function styleWords(artStyle: string): [string, string] {
  const found = STYLE_WORDS.find(([re]) => re.test(artStyle));
  return found ? [found[1], found[2]] : ['rich, colourful', 'bogatim, šarenim'];
}

const adjective = (key: string): AdjectiveEntry => ADJECTIVES.find((a) => a.key === key)!;
const itemEntry = (key: string): ItemEntry => ITEMS.find((i) => i.key === key)!;

function colourAdjective(colourName: string): AdjectiveEntry | null {
  const words = colourName.toLowerCase().split(/[^a-z]+/);
  for (const w of words.reverse()) {
    const adj = ADJECTIVES.find((a) => a.use === 'colour' && a.en.includes(w));
    if (adj) return adj;
  }
  return null;
}

const filled = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The hero as the user described them: from the character description, else from the story context (a name or a
 * kind such as "cat" must appear); null when they have not said who the story is about.
 */
function typedHero(typed: TypedDetails, croatian: boolean): Character | null {
  for (const text of [typed.characterDescription, typed.storyContext]) {
    if (!filled(text)) continue;
    const { hero } = readCharacters(text, croatian);
    if (hero.name || hero.kind) return hero;
  }
  return null;
}

/** The Croatian noun for the hero's kind and its grammatical gender ("mačak", m), by the sex the user's words give. */
function hrKind(hero: Character): { noun: string; gender: HrGender } | null {
  const kind = hero.kind;
  if (!kind) return null;
  const gender: HrGender = kind.hr[hero.sex] ? hero.sex : kind.hrDefault;
  const noun = kind.hr[gender] ?? Object.values(kind.hr)[0]!;
  return { noun, gender };
}

/** The hero as a sentence's subject: "Toma the cat", "Mia", "the cat", "the hero of this story". */
function heroSubject(hero: Character | null, croatian: boolean): string {
  const kind = hero?.kind ?? null;
  const animalLike = kind !== null && kind.group !== 'person';
  if (croatian) {
    const hr = hero ? hrKind(hero) : null;
    if (hero?.name) return animalLike && hr ? `${hr.noun} ${hero.name}` : hero.name;
    if (hr) return hr.noun;
    return 'naš glavni lik';
  }
  if (hero?.name) return animalLike ? `${hero.name} the ${kind.en}` : hero.name;
  if (kind) return `the ${kind.en}`;
  return 'the hero of this story';
}

interface Look {
  /** A personality word the user gave, else the story type's. */
  quality: AdjectiveEntry;
  /** "little", "old"…: only what the user said, or "little" for a kind that is a child (a girl, a kitten). */
  size: AdjectiveEntry | null;
  /** What the hero wears: the user's own trait ("red boots") if they gave one, else the type's item in the photo's colour. */
  item: ItemEntry;
  colour: { en: string; adjective: AdjectiveEntry } | null;
}

function heroLook(hero: Character | null, idea: HeroIdea, colourName: string, colour: AdjectiveEntry): Look {
  const personality = hero?.adjectives.find((a) => a.use === 'personality');
  const typedSize = hero?.adjectives.find((a) => a.use === 'size') ?? null;
  const size = typedSize ?? (hero?.kind?.young ? adjective('little') : null);
  const quality = personality ?? adjective(idea.quality);
  const trait = hero?.traits[0];
  if (trait) {
    const c = trait.colour;
    return { quality, size, item: trait.item, colour: c ? { en: c.en[0]!, adjective: c } : null };
  }
  return {
    quality,
    size,
    item: itemEntry(idea.item),
    colour: { en: colourName, adjective: colour },
  };
}

function enWith(look: Look): string {
  const colour = look.colour ? `${look.colour.en} ` : '';
  const phrase = `${colour}${look.item.enOut}`;
  return look.item.enCount === 'one' ? `with ${article(phrase)} ${phrase}` : `with ${phrase}`;
}

function hrWith(look: Look): string {
  const colour = look.colour ? `${hrAdjective(look.colour.adjective.hr, look.item.hr.g, 'ins')} ` : '';
  return `s ${colour}${look.item.hr.ins}`;
}

/** Adjectives in English order: opinion, then size ("a curious little cat"). */
const lookWords = (look: Look): AdjectiveEntry[] => (look.size ? [look.quality, look.size] : [look.quality]);

function englishDescription(hero: Character | null, idea: HeroIdea, look: Look): string {
  const words = lookWords(look).map((a) => a.en[0]!);
  const noun = hero?.kind?.en ?? idea.role;
  const second = idea.second === look.quality.key ? null : adjective(idea.second).en[0]!;
  const qualities = second ? `${look.quality.en[0]} and ${second}` : look.quality.en[0]!;
  const described = noun ? `${article(words[0]!)} ${words.join(' ')} ${noun} ${enWith(look)}` : `${qualities}, ${enWith(look)}`;
  if (hero?.name) return `${hero.name}, ${described}`;
  if (hero?.kind) return capitalise(described);
  return `The hero of this story, ${described}`;
}

function croatianDescription(hero: Character | null, idea: HeroIdea, look: Look): string {
  const hr = hero ? hrKind(hero) : null;
  if (hr) {
    const g = hr.gender;
    const adjectives = lookWords(look).map((a) => hrAdjective(a.hr, g, 'nom'));
    const phrase = `${adjectives.join(' ')} ${hr.noun} ${hrWith(look)}`;
    if (hero?.name) return `${hero.name}, ${phrase}`;
    const our = g === 'f' ? 'Naša' : g === 'n' ? 'Naše' : 'Naš';
    return `${our} ${phrase}`;
  }
  // No kind: qualities said as "of a curious spirit", which names no sex.
  const quality = HR_QUALITY[look.quality.key] ?? HR_QUALITY[idea.quality]!;
  const second = HR_QUALITY[idea.second];
  // "hrabra srca i dobra srca" says "srca" twice: one quality is enough then.
  const sameNoun = second !== undefined && second.split(' ')[1] === quality.split(' ')[1];
  const qualities = second && !sameNoun ? `${quality} i ${second}` : quality;
  return `${hero?.name ?? 'Naš glavni lik'}, ${qualities}, ${hrWith(look)}`;
}

export function suggestDetails(
  storyType: StoryTypeKey,
  artStyle: string,
  croatian: boolean,
  photos: PhotoAnalysis,
  _seed: number,
  typed: TypedDetails = {},
): SuggestedDetails {
  const brightness = Number.isFinite(photos.brightness) ? photos.brightness : 0.5;
  const bedtime = storyType === 'childrens_bedtime_story';
  const light: Light = bedtime || brightness < 0.35 ? 'dark' : brightness < 0.6 ? 'soft' : 'bright';
  const colourName = (photos.dominantColours.find((c) => c.trim() !== '') ?? 'red').trim().toLowerCase();
  const colour = colourAdjective(colourName) ?? adjective('colourful');
  const hero = typedHero(typed, croatian);
  const idea = HERO_IDEAS[storyType];
  const look = heroLook(hero, idea, colourName, colour);
  const [styleEn, styleHr] = styleWords(artStyle);
  const scene = SCENES[storyType];
  const time = TIME_PHRASE[light];
  const subject = heroSubject(hero, croatian);
  const [moodEn, moodHr] = MOODS[storyType];
  const lightMoodEn = light === 'dark' ? (bedtime ? '' : ', mysterious') : light === 'bright' ? ', sunny' : ', warm';
  const lightMoodHr = light === 'dark' ? (bedtime ? '' : ', tajanstven') : light === 'bright' ? ', sunčan' : ', topao';
  if (croatian) {
    return {
      character_description: croatianDescription(hero, idea, look),
      story_context: `${time.hr} ${scene.hr(subject)}.${bedtime ? ' Vrijeme je za spavanje i sve je mirno.' : ''}`,
      mood_tone: `${moodHr}${lightMoodHr}`,
      story_instructions: `Piši jednostavnim rečenicama, s ${styleHr} prizorima u kojima se ističe ${hrAdjective(colour.hr, 'f', 'nom')} boja.`,
    };
  }
  return {
    character_description: englishDescription(hero, idea, look),
    story_context: `${time.en} ${scene.en(subject)}.${bedtime ? ' It is bedtime and everything is calm.' : ''}`,
    mood_tone: `${moodEn}${lightMoodEn}`,
    story_instructions: `Use simple sentences and ${styleEn} imagery, with touches of ${colourName}.`,
  };
}
