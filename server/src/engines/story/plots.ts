/**
 * The story plans each type can follow, shared by both languages: families (which step pool a type uses), premises
 * (goal, optional second character, keywords that make a premise likelier), helpers and per-type defaults.
 * The text of every premise lives in the language packs under the same id.
 */
import type { StoryTypeKey } from '../types.ts';
import type { MoodKey, ThemeKey, TimeOfDay } from './lexicon/world.ts';

export type Family = 'gentle' | 'quest' | 'heart' | 'comic';
export type StepKind = 'journey' | 'helper' | 'kindness' | 'obstacle' | 'clue' | 'doubt';

export interface PremiseMeta {
  id: string;
  /** Noun key of the goal. */
  goal: string;
  /** The goal may be replaced by a prop the context names (a lost ball instead of a teddy). */
  prop?: boolean;
  /** Noun key of a second character the plot brings in. */
  other?: string;
  needsB?: boolean;
  noB?: boolean;
  /** English words and Croatian patterns (`*` = prefix) in the context that make this plot likelier. */
  keywords: string[];
}

export interface TypeMeta {
  family: Family;
  premises: PremiseMeta[];
  helpers: string[];
  defaults: { place: string; time: TimeOfDay; mood: MoodKey; theme: ThemeKey };
  /** Bedtime types end on a calm closing line. */
  calmClose: boolean;
  /** Children's types: simple words, checked for reading ease. */
  children: boolean;
}

const k = (s: string) => s.split(' ');

const GENTLE_HELPERS = [
  'owl',
  'firefly',
  'hedgehog',
  'squirrel',
  'dolphin',
  'turtle',
  'robot',
  'penguin',
  'parrot',
  'camel',
  'bat',
  'cloud',
  'mouse',
  'duck',
];

export const FAMILY_FALLBACK_HELPER: Record<Family, string> = {
  gentle: 'fairy',
  quest: 'raven',
  heart: 'neighbour',
  comic: 'nosyneighbour',
};

export const TYPES: Record<StoryTypeKey, TypeMeta> = {
  childrens_bedtime_story: {
    family: 'gentle',
    premises: [
      { id: 'bed_star', goal: 'star', keywords: k('star stars falling shooting sky zvijezd* zvjezd* neb*') },
      {
        id: 'bed_lullaby',
        goal: 'lullaby',
        keywords: k('moon lullaby song sing singing music mjesec* mjeseč* uspavank* pjesm* pjev*'),
      },
      {
        id: 'bed_lost',
        goal: 'teddy',
        prop: true,
        keywords: k('lost missing toy teddy favourite favorite izgub* nestal* igračk* medvjedić*'),
      },
    ],
    helpers: GENTLE_HELPERS,
    defaults: { place: 'home', time: 'night', mood: 'calm', theme: 'family' },
    calmClose: true,
    children: true,
  },
  childrens_story: {
    family: 'gentle',
    premises: [
      {
        id: 'kid_kite',
        goal: 'kite',
        prop: true,
        keywords: k('kite wind windy lost fly flying blown papira vjetr* vjetar izgub* leti*'),
      },
      { id: 'kid_rainbow', goal: 'colour', keywords: k('rainbow colour colours color colors paint painting dug* boj* slik*') },
      { id: 'kid_map', goal: 'treasure', keywords: k('treasure map hunt pirate pirates clue clues blag* kart* gusar* trag*') },
    ],
    helpers: [...GENTLE_HELPERS, 'seagull'],
    defaults: { place: 'garden', time: 'day', mood: 'joyful', theme: 'friendship' },
    calmClose: false,
    children: true,
  },
  viral_story: {
    family: 'comic',
    premises: [
      {
        id: 'vir_kind',
        goal: 'oldman',
        keywords: k('kind kindness help helping stranger old bakery rain dobr* pomo* neznan* pekar* kiš*'),
      },
      { id: 'vir_dance', goal: 'dance', keywords: k('dance dancing famous video viral song ples* slavn* video* viral*') },
    ],
    helpers: ['nosyneighbour', 'seriouscat', 'colleague', 'assistant', 'musician'],
    defaults: { place: 'city', time: 'day', mood: 'surprising', theme: 'kindness' },
    calmClose: false,
    children: false,
  },
  romantic_story: {
    family: 'heart',
    premises: [
      {
        id: 'rom_anniv',
        goal: 'surprise',
        needsB: true,
        keywords: k('anniversary surprise remember years together godišnjic* iznenađenj* zajedn*'),
      },
      {
        id: 'rom_ring',
        goal: 'ring',
        needsB: true,
        keywords: k('ring propose proposal marry marriage engagement prsten* prosid* zaruk* brak*'),
      },
      {
        id: 'rom_umbrella',
        goal: 'stranger',
        noB: true,
        keywords: k('rain umbrella stranger meet meeting first kiš* kišobran* upozna* neznan*'),
      },
    ],
    helpers: ['neighbour', 'cafeowner', 'musician'],
    defaults: { place: 'city', time: 'evening', mood: 'romantic', theme: 'love' },
    calmClose: false,
    children: false,
  },
  funny_friends_story: {
    family: 'comic',
    premises: [
      {
        id: 'ff_cake',
        goal: 'cake',
        keywords: k('cake bake baking contest kitchen cook cooking tort* kolač* peč* natjecanj* kuhinj*'),
      },
      { id: 'ff_camp', goal: 'tent', keywords: k('camp camping tent trip outdoors hike kamp* šator* izlet*') },
    ],
    helpers: ['nosyneighbour', 'seriouscat', 'assistant'],
    defaults: { place: 'park', time: 'day', mood: 'funny', theme: 'friendship' },
    calmClose: false,
    children: false,
  },
  funny_adult_story: {
    family: 'comic',
    premises: [
      {
        id: 'fa_wardrobe',
        goal: 'wardrobe',
        keywords: k('furniture ikea wardrobe assemble assembly flat-pack moving diy namještaj* ormar* sastav* selidb*'),
      },
      {
        id: 'fa_speaker',
        goal: 'speaker',
        keywords: k('speaker alexa smart technology gadget phone app robot zvučnik* pametn* tehnolog* aplikacij*'),
      },
    ],
    helpers: ['nosyneighbour', 'seriouscat', 'assistant', 'colleague'],
    defaults: { place: 'home', time: 'day', mood: 'funny', theme: 'laughter' },
    calmClose: false,
    children: false,
  },
  fantasy_story: {
    family: 'quest',
    premises: [
      {
        id: 'fan_moonstone',
        goal: 'moonstone',
        other: 'youngdragon',
        keywords: k('stone crystal magic thief stolen light darkness kamen* kristal* čarolij* ukraden* lopov*'),
      },
      { id: 'fan_egg', goal: 'egg', keywords: k('dragon dragons egg eggs hatch zmaj* jaj*') },
    ],
    helpers: ['wizard', 'raven', 'fairy', 'owl', 'bat', 'unicorn'],
    defaults: { place: 'kingdom', time: 'day', mood: 'magical', theme: 'courage' },
    calmClose: false,
    children: false,
  },
  sci_fi_story: {
    family: 'quest',
    premises: [
      { id: 'sf_signal', goal: 'signal', keywords: k('signal alien aliens message contact radio signal* vanzemalj* poruk*') },
      {
        id: 'sf_crystal',
        goal: 'crystal',
        keywords: k('ship spaceship power energy crystal moon engine broken brod* energ* kristal* motor* pokvar*'),
      },
    ],
    helpers: ['robot', 'alien'],
    defaults: { place: 'space', time: 'night', mood: 'futuristic', theme: 'curiosity' },
    calmClose: false,
    children: false,
  },
  sad_story: {
    family: 'heart',
    premises: [
      { id: 'sad_oak', goal: 'oak', keywords: k('tree oak storm garden acorn stabl* hrast* oluj* drv* žir*') },
      {
        id: 'sad_moving',
        goal: 'memorybox',
        needsB: true,
        keywords: k('moving move away goodbye leave leaving friend seli* odlaz* oproštaj* rastan*'),
      },
      {
        id: 'sad_house',
        goal: 'key',
        keywords: k('house sold selling last summer grandma grandmother home kuć* prodaj* ljet* bak*'),
      },
    ],
    helpers: ['neighbour', 'owl', 'turtle', 'musician', 'sailor'],
    defaults: { place: 'village', time: 'evening', mood: 'sad', theme: 'memory' },
    calmClose: false,
    children: false,
  },
  action_story: {
    family: 'quest',
    premises: [
      {
        id: 'act_rescue',
        goal: 'hikers',
        keywords: k('rescue storm trapped save saving danger flood mountain spas* oluj* zarobljen* opasnost* poplav*'),
      },
      {
        id: 'act_chase',
        goal: 'diamond',
        keywords: k('thief chase stolen museum diamond heist robbery lopov* potjer* ukraden* muzej* dijamant* pljačk*'),
      },
    ],
    helpers: ['pilot', 'guide', 'sailor', 'robot'],
    defaults: { place: 'city', time: 'night', mood: 'exciting', theme: 'courage' },
    calmClose: false,
    children: false,
  },
  adventure_story: {
    family: 'quest',
    premises: [
      {
        id: 'adv_compass',
        goal: 'losttreasure',
        keywords: k('map treasure explore explorer compass chest kart* blag* kompas* istraž* škrinj*'),
      },
      {
        id: 'adv_waterfall',
        goal: 'waterfall',
        keywords: k('waterfall journey hidden river mountain falls slap* skriven* putovanj* rijek*'),
      },
    ],
    helpers: ['sailor', 'guide', 'parrot', 'camel', 'raven', 'dolphin', 'turtle', 'seagull', 'owl', 'bat'],
    defaults: { place: 'island', time: 'morning', mood: 'exciting', theme: 'curiosity' },
    calmClose: false,
    children: false,
  },
  occasion_story: {
    family: 'heart',
    premises: [
      {
        id: 'occ_party',
        goal: 'surprise',
        keywords: k('party surprise birthday celebration wedding anniversary zabav* iznenađenj* rođendan* proslav* vjenčanj*'),
      },
      { id: 'occ_gift', goal: 'gift', keywords: k('gift present presents christmas santa poklon* dar* božić*') },
    ],
    helpers: ['neighbour', 'assistant', 'mouse', 'musician'],
    defaults: { place: 'home', time: 'day', mood: 'festive', theme: 'family' },
    calmClose: false,
    children: false,
  },
};
