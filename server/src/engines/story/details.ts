/**
 * Magic Fill: story details suggested from the story type, the art style and the reference photos' brightness and
 * dominant colours, in the requested language. Every suggestion is something the writer reads well.
 */
import type { PhotoAnalysis, StoryTypeKey } from '../types.ts';
import { ADJECTIVES, hrAdjective, type AdjectiveEntry } from './lexicon/characters.ts';
import { Rng, hashSeed } from './random.ts';

export interface SuggestedDetails {
  character_description: string;
  story_context: string;
  mood_tone: string;
  story_instructions: string;
}

type Light = 'dark' | 'soft' | 'bright';

interface HeroIdea {
  en: (colour: string) => string;
  hr: (colourIns: string) => string;
}

const GIRLS = ['Mia', 'Ema', 'Nora', 'Lea', 'Iva'];
const BOYS = ['Leo', 'Luka', 'Toma', 'Marko', 'Filip'];

/** Who the story is about, per type: a named hero wearing the photo's main colour. */
function heroIdeas(type: StoryTypeKey, rng: Rng): HeroIdea {
  const girl = rng.chance(0.5);
  const name = rng.pick(girl ? GIRLS : BOYS);
  const enKind = girl ? 'girl' : 'boy';
  const hrKind = girl ? 'djevojčica' : 'dječak';
  const f = (a: string, b: string) => (girl ? b : a);
  switch (type) {
    case 'childrens_bedtime_story':
    case 'childrens_story':
      return {
        en: (c) => `${name}, a curious little ${enKind} with a ${c} scarf, and a sleepy teddy bear`,
        hr: (c) => `${name}, ${f('znatiželjni', 'znatiželjna')} ${hrKind} s ${c} šalom, i pospani plišani medvjedić`,
      };
    case 'romantic_story':
      return {
        en: (c) =>
          `${girl ? 'Ana' : 'Marko'}, a kind ${girl ? 'woman' : 'man'} with a ${c} scarf, and ${girl ? 'Marko' : 'Ana'}, who always makes people laugh`,
        hr: (c) =>
          `${girl ? 'Ana' : 'Marko'}, ${f('dobar muškarac', 'dobra žena')} s ${c} šalom, i ${girl ? 'Marko' : 'Ana'} koji uvijek nasmije ljude`,
      };
    case 'fantasy_story':
      return {
        en: (c) => `${name}, a brave young ${girl ? 'princess' : 'knight'} with a ${c} cape`,
        hr: (c) => `${name}, ${f('hrabri mladi vitez', 'hrabra mlada princeza')} s ${c} ogrtačem`,
      };
    case 'sci_fi_story':
      return {
        en: (c) => `${name}, a clever young astronaut with a ${c} helmet`,
        hr: (c) => `${name}, ${f('pametni mladi astronaut', 'pametna mlada astronautkinja')} s ${c} kacigom`,
      };
    case 'adventure_story':
      return {
        en: (c) => `${name}, an adventurous explorer with a ${c} backpack`,
        hr: (c) => `${name}, ${f('odvažni istraživač', 'odvažna istraživačica')} s ${c} ruksakom`,
      };
    case 'action_story':
      return {
        en: (c) => `${name}, a fearless rescue pilot with a ${c} jacket`,
        hr: (c) => `${name}, ${f('hrabri pilot', 'hrabra pilotkinja')} s ${c} jaknom`,
      };
    default:
      return {
        en: (c) => `${name}, a cheerful ${girl ? 'woman' : 'man'} with a ${c} scarf`,
        hr: (c) => `${name}, ${f('veseli muškarac', 'vesela žena')} s ${c} šalom`,
      };
  }
}

/** The item each Croatian hero wears, for the colour's instrumental form. */
const HR_ITEM_GENDER: Partial<Record<StoryTypeKey, 'm' | 'f'>> = {
  sci_fi_story: 'f',
  action_story: 'f',
};

interface SceneIdea {
  en: string;
  hr: string;
}

/** Where and what: a place and a hook the plots recognise. */
const SCENES: Record<StoryTypeKey, SceneIdea> = {
  childrens_bedtime_story: {
    en: 'in a cosy bedroom, a little star falls down from above',
    hr: 'u ugodnoj sobi kroz prozor doleti mala zvijezda',
  },
  childrens_story: { en: 'in the park, a kite is blown away by the wind', hr: 'u parku vjetar odnese zmaja od papira' },
  viral_story: { en: 'in the city, a small act of kindness is caught on video', hr: 'u gradu netko snimi mali čin dobrote' },
  romantic_story: {
    en: 'in the city, an anniversary surprise is being planned',
    hr: 'u gradu se priprema iznenađenje za godišnjicu',
  },
  funny_friends_story: { en: 'in the park, a baking contest goes wrong', hr: 'u parku natjecanje u pečenju torti pođe po zlu' },
  funny_adult_story: {
    en: 'at home, a new smart speaker misunderstands everything',
    hr: 'kod kuće novi pametni zvučnik sve krivo razumije',
  },
  fantasy_story: {
    en: 'in an enchanted forest, a magic stone has been stolen',
    hr: 'u začaranoj šumi netko je ukrao čarobni kamen',
  },
  sci_fi_story: {
    en: 'aboard a spaceship, a mysterious signal arrives from the stars',
    hr: 'na svemirskom brodu stiže tajanstveni signal sa zvijezda',
  },
  sad_story: { en: 'in a quiet village, an old oak tree falls in a storm', hr: 'u tihom selu oluja sruši stari hrast' },
  action_story: {
    en: 'in the mountains, hikers are trapped by a storm and need rescue',
    hr: 'na planini oluja zarobi planinare koje treba spasiti',
  },
  adventure_story: {
    en: 'on a faraway island, an old map leads to lost treasure',
    hr: 'na dalekom otoku stara karta vodi do izgubljenog blaga',
  },
  occasion_story: {
    en: 'at home, a surprise birthday party is being prepared',
    hr: 'kod kuće se priprema rođendanska zabava iznenađenja',
  },
};

const TIME_PHRASE: Record<Light, SceneIdea> = {
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

function colourAdjective(colourName: string): AdjectiveEntry | null {
  const words = colourName.toLowerCase().split(/[^a-z]+/);
  for (const w of words.reverse()) {
    const adj = ADJECTIVES.find((a) => a.use === 'colour' && a.en.includes(w));
    if (adj) return adj;
  }
  return null;
}

export function suggestDetails(
  storyType: StoryTypeKey,
  artStyle: string,
  croatian: boolean,
  photos: PhotoAnalysis,
  seed: number,
): SuggestedDetails {
  const rng = new Rng(hashSeed('magic-fill', seed, storyType, artStyle, croatian ? 'hr' : 'en'));
  const brightness = Number.isFinite(photos.brightness) ? photos.brightness : 0.5;
  const bedtime = storyType === 'childrens_bedtime_story';
  const light: Light = bedtime || brightness < 0.35 ? 'dark' : brightness < 0.6 ? 'soft' : 'bright';
  const colourName = (photos.dominantColours.find((c) => c.trim() !== '') ?? 'red').trim().toLowerCase();
  const adjective = colourAdjective(colourName) ?? ADJECTIVES.find((a) => a.key === 'colourful')!;
  const hero = heroIdeas(storyType, rng);
  const [styleEn, styleHr] = styleWords(artStyle);
  const scene = SCENES[storyType];
  const time = TIME_PHRASE[light];
  const [moodEn, moodHr] = MOODS[storyType];
  const lightMoodEn = light === 'dark' ? (bedtime ? '' : ', mysterious') : light === 'bright' ? ', sunny' : ', warm';
  const lightMoodHr = light === 'dark' ? (bedtime ? '' : ', tajanstven') : light === 'bright' ? ', sunčan' : ', topao';
  if (croatian) {
    const g = HR_ITEM_GENDER[storyType] ?? 'm';
    return {
      character_description: hero.hr(hrAdjective(adjective.hr, g, 'ins')),
      story_context: `${time.hr} ${scene.hr}.${bedtime ? ' Vrijeme je za spavanje i sve je mirno.' : ''}`,
      mood_tone: `${moodHr}${lightMoodHr}`,
      story_instructions: `Piši jednostavnim rečenicama, s ${styleHr} prizorima u kojima se ističe ${hrAdjective(adjective.hr, 'f', 'nom')} boja.`,
    };
  }
  return {
    character_description: hero.en(colourName),
    story_context: `${time.en} ${scene.en}.${bedtime ? ' It is bedtime and everything is calm.' : ''}`,
    mood_tone: `${moodEn}${lightMoodEn}`,
    story_instructions: `Use simple sentences and ${styleEn} imagery, with touches of ${colourName}.`,
  };
}
