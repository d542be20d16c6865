/**
 * English and Croatian word lists for the scene grammar. A pattern is a word or phrase; a trailing `*` matches any
 * ending, which is how Croatian cases are caught (šum* → šuma, šumi, šumu, šumom). Short Croatian words that would
 * collide with common words (mora "must", sobom "oneself", pas is fine) are listed as exact forms instead.
 */

export const PLACES = [
  'forest',
  'meadow',
  'garden',
  'sea',
  'beach',
  'castle',
  'space',
  'bedroom',
  'city',
  'mountains',
  'village',
  'kitchen',
  'train',
] as const;
export type Place = (typeof PLACES)[number];

/** Places drawn as a room (walls, floor, furniture) rather than a landscape under the sky. */
export const INDOOR_PLACES: ReadonlySet<Place> = new Set<Place>(['bedroom', 'kitchen', 'train']);

export function isIndoor(place: Place): boolean {
  return INDOOR_PLACES.has(place);
}

export const TIMES = ['dawn', 'day', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof TIMES)[number];

export const WEATHERS = ['clear', 'cloudy', 'rain', 'snow', 'storm', 'fog', 'wind'] as const;
export type Weather = (typeof WEATHERS)[number];

export const PROPS = [
  'moon',
  'stars',
  'sun',
  'clouds',
  'rainbow',
  'tree',
  'house',
  'castle',
  'boat',
  'bed',
  'lamp',
  'window',
  'flowers',
  'mushrooms',
  'rocket',
  'planet',
  'snowman',
  'lantern',
  'kite',
  'balloon',
  'campfire',
  'tent',
  'lighthouse',
  'fence',
  'book',
  'teddy',
  'fireflies',
] as const;
export type Prop = (typeof PROPS)[number];

export const ANIMALS = [
  'dog',
  'cat',
  'fox',
  'rabbit',
  'bear',
  'mouse',
  'hedgehog',
  'squirrel',
  'owl',
  'bird',
  'duck',
  'fish',
  'frog',
  'butterfly',
  'deer',
  'sheep',
  'dragon',
  'horse',
  'unicorn',
  'lion',
  'penguin',
] as const;
export type Animal = (typeof ANIMALS)[number];

export const MOODS = ['cheerful', 'calm', 'magical', 'adventure', 'spooky', 'wistful', 'tender'] as const;
export type Mood = (typeof MOODS)[number];

export interface Words {
  en: readonly string[];
  hr: readonly string[];
}

export const PLACE_WORDS: Record<Place, Words> = {
  forest: {
    en: ['forest*', 'wood', 'woods', 'woodland*', 'jungle*', 'grove*', 'thicket*'],
    hr: ['šum*', 'prašum*', 'gaj', 'gaju', 'lug', 'lugu', 'džungl*'],
  },
  meadow: {
    en: ['meadow*', 'field', 'fields', 'grass*', 'hill', 'hills', 'hillside*', 'valley*', 'prairie*', 'pasture*'],
    hr: ['livad*', 'polje', 'polja', 'polju', 'poljem', 'poljima', 'travnjak*', 'trav*', 'brežulj*', 'brd*', 'dolin*'],
  },
  garden: {
    en: ['garden*', 'park', 'parks', 'yard', 'backyard*', 'orchard*'],
    hr: ['vrt', 'vrta', 'vrtu', 'vrtom', 'vrtov*', 'park', 'parka', 'parku', 'dvorišt*', 'voćnjak*'],
  },
  sea: {
    en: ['sea', 'seas', 'ocean*', 'wave', 'waves', 'harbour*', 'harbor*', 'lake*', 'sailing', 'whale*', 'dolphin*'],
    hr: ['more', 'moru', 'morem', 'morsk*', 'ocean*', 'val', 'vala', 'valov*', 'jezer*', 'pučin*', 'kit', 'dupin*'],
  },
  beach: {
    en: ['beach*', 'sand', 'sandy', 'seaside*', 'shell', 'shells', 'seashell*', 'island*', 'shore*'],
    hr: ['plaž*', 'pijes*', 'pjes*', 'otok*', 'otoč*', 'školjk*', 'obal*'],
  },
  castle: {
    en: ['castle*', 'palace*', 'tower', 'towers', 'kingdom*', 'king', 'kings', 'queen*', 'princess*', 'prince', 'knight*'],
    hr: [
      'dvorac',
      'dvorca',
      'dvorcu',
      'dvorcem',
      'dvorc*',
      'palač*',
      'kula',
      'kule',
      'kulu',
      'kuli',
      'kraljevstv*',
      'kralj*',
      'princez*',
      'princ',
      'princa',
      'vitez*',
    ],
  },
  space: {
    en: [
      'space',
      'outer space',
      'galax*',
      'universe',
      'cosmos',
      'cosmic',
      'astronaut*',
      'spaceship*',
      'comet*',
      'nebula*',
      'on the moon',
      'to the moon',
      'the moon’s surface',
      "the moon's surface",
      'lunar',
      'moon dust',
      'dust of the moon',
      'earth in the sky',
      'mars',
      'planet*',
      'crater*',
      'orbit*',
    ],
    hr: [
      'svemir*',
      'galaksij*',
      'astronaut*',
      'kozm*',
      'komet*',
      'svemirsk*',
      'na mjesec*',
      'mars*',
      'planet*',
      'krater*',
      'orbit*',
    ],
  },
  bedroom: {
    en: ['bedroom*', 'room', 'rooms', 'nursery', 'pyjama*', 'pajama*', 'pillow*', 'blanket*', 'bed', 'beds', 'tuck*'],
    hr: [
      'soba',
      'sobe',
      'sobi',
      'sobu',
      'sobica',
      'sobici',
      'sobicu',
      'krevet*',
      'pidžam*',
      'jastuk*',
      'pokrivač*',
      'deka',
      'deku',
      'dekom',
    ],
  },
  kitchen: {
    en: ['kitchen*', 'oven*', 'stove*', 'pancake*', 'cupcake*', 'baking', 'bake', 'bakes', 'baked', 'cooking', 'recipe*'],
    hr: ['kuhinj*', 'pećnic*', 'štednjak*', 'palačink*', 'kuhal*', 'kuhati', 'kuha', 'pekl*', 'recept*'],
  },
  train: {
    en: ['train', 'trains', 'railway*', 'locomotive*', 'carriage*', 'sleeper car*', 'by train', 'night train'],
    hr: ['vlak*', 'vlaku', 'vlakom', 'željeznic*', 'lokomotiv*', 'vagon*', 'kolodvor*'],
  },
  city: {
    en: ['city', 'cities', 'town', 'towns', 'street*', 'skyscraper*', 'building*', 'downtown'],
    hr: ['grad', 'grada', 'gradu', 'gradom', 'gradov*', 'gradić*', 'ulic*', 'zgrad*', 'neboder*', 'cest*'],
  },
  mountains: {
    en: ['mountain*', 'peak', 'peaks', 'cliff*', 'summit*', 'volcano*'],
    hr: ['planin*', 'vrhov*', 'vrhu', 'vrh', 'stijen*', 'litic*', 'vulkan*'],
  },
  village: {
    en: ['village*', 'farm*', 'barn*', 'cottage*', 'countryside'],
    hr: ['selo', 'sela', 'selu', 'selom', 'seoce', 'seosk*', 'farm*', 'štal*', 'staja', 'staji', 'imanj*'],
  },
};

export const TIME_WORDS: Record<TimeOfDay, { strong: Words; weak: Words }> = {
  night: {
    strong: {
      en: ['night*', 'tonight', 'midnight', 'bedtime', 'goodnight', 'good night', 'nocturnal'],
      hr: ['noć*', 'ponoć*', 'noću', 'noćas', 'laku noć'],
    },
    weak: {
      en: [
        'moon*',
        'star',
        'stars',
        'starry',
        'starlit',
        'starlight',
        'dark',
        'darkness',
        'sleep*',
        'asleep',
        'dream*',
        'owl',
        'owls',
        'firefl*',
        'lullab*',
      ],
      hr: [
        'mjesec*',
        'mjeseč*',
        'zvijezd*',
        'zvjezd*',
        'mrak*',
        'tama',
        'tami',
        'spav*',
        'san',
        'sna',
        'snu',
        'snov*',
        'sanja*',
        'sov*',
        'krijesnic*',
        'uspavank*',
      ],
    },
  },
  dusk: {
    strong: {
      en: ['evening*', 'dusk', 'sunset*', 'twilight', 'sundown'],
      hr: ['večer*', 'sumrak*', 'zalaz*', 'zalask*', 'suton*'],
    },
    weak: { en: ['supper', 'dinner'], hr: ['večer'] },
  },
  dawn: {
    strong: { en: ['dawn', 'sunrise*', 'daybreak'], hr: ['zora', 'zore', 'zoru', 'zori', 'svitanj*', 'svanu*', 'izlazak sunca'] },
    weak: {
      en: ['morning*', 'breakfast', 'woke', 'wake*', 'awake*'],
      hr: ['jutr*', 'doručak', 'doručk*', 'probudi*', 'budi se'],
    },
  },
  day: {
    strong: {
      en: ['day', 'daytime', 'noon', 'midday', 'afternoon*', 'daylight'],
      hr: ['dan', 'danju', 'podne*', 'poslijepodn*', 'danj*'],
    },
    weak: {
      en: ['sun', 'sunny', 'sunshine', 'sunlight', 'sunlit', 'sunbeam*', 'picnic*', 'butterfl*', 'rainbow*'],
      hr: ['sunc*', 'sunč*', 'piknik*', 'leptir*'],
    },
  },
};

export const WEATHER_WORDS: Record<Exclude<Weather, 'clear'>, Words> = {
  rain: {
    en: [
      'rain',
      'rains',
      'rained',
      'raining',
      'rainy',
      'rainfall',
      'rainstorm*',
      'raindrop*',
      'umbrella*',
      'puddle*',
      'drizzl*',
      'wet',
    ],
    hr: ['kiš*', 'kišobran*', 'lokv*', 'kapi', 'rominj*'],
  },
  snow: {
    en: ['snow*', 'winter*', 'snowflake*', 'ice', 'icy', 'frost*', 'sled', 'sledge*', 'sleigh*', 'christmas', 'blizzard*'],
    hr: [
      'snijeg*',
      'snjež*',
      'snijež*',
      'snjeg*',
      'zim*',
      'led',
      'leda',
      'ledu',
      'leden*',
      'mraz*',
      'pahulj*',
      'sanjk*',
      'božić*',
      'mećav*',
    ],
  },
  storm: { en: ['storm*', 'thunder*', 'lightning', 'tempest*'], hr: ['oluj*', 'grmljav*', 'munj*', 'grom*', 'nevrijem*'] },
  fog: { en: ['fog', 'foggy', 'fogs', 'mist', 'misty', 'mists', 'haze', 'hazy'], hr: ['magl*', 'izmaglic*'] },
  wind: {
    en: ['wind', 'windy', 'breeze*', 'gust', 'gusts', 'gusty', 'blow', 'blows', 'blowing', 'blown', 'blew'],
    hr: ['vjetar', 'vjetr*', 'povjetar*', 'puh*'],
  },
  cloudy: { en: ['cloudy', 'overcast', 'grey sky', 'gray sky', 'gloomy'], hr: ['oblačn*', 'sivo nebo', 'tmurn*'] },
};

export const PROP_WORDS: Record<Prop, Words> = {
  moon: { en: ['moon*'], hr: ['mjesec*', 'mjeseč*'] },
  stars: {
    en: ['star', 'stars', 'starry', 'starlight', 'starlit', 'twinkl*', 'constellation*'],
    hr: ['zvijezd*', 'zvjezd*', 'zviježđ*'],
  },
  sun: {
    en: ['sun', 'suns', 'sunny', 'sunshine', 'sunlight', 'sunlit', 'sunbeam*', 'sunrise*', 'sunset*'],
    hr: ['sunc*', 'sunč*'],
  },
  clouds: { en: ['cloud*'], hr: ['oblak*', 'oblač*'] },
  rainbow: { en: ['rainbow*'], hr: ['dugin*', 'dugu na nebu', 'duga na nebu'] },
  tree: {
    en: ['tree', 'trees', 'oak*', 'pine', 'pines', 'pinecone*', 'birch*', 'willow*', 'palm tree*', 'branch*', 'fir', 'firs'],
    hr: [
      'drv*',
      'stabl*',
      'hrast*',
      'bor',
      'bora',
      'borov*',
      'brez*',
      'vrb*',
      'jelk*',
      'jelov*',
      'grana',
      'grane',
      'granu',
      'granj*',
    ],
  },
  house: {
    en: ['house*', 'home', 'homes', 'cottage*', 'cabin*', 'hut', 'huts', 'chimney*'],
    hr: ['kuć*', 'kolib*', 'dom', 'doma', 'domu', 'kućic*', 'dimnjak*'],
  },
  castle: {
    en: ['castle*', 'palace*', 'tower', 'towers', 'fortress*'],
    hr: ['dvorac', 'dvorca', 'dvorcu', 'dvorcem', 'dvorc*', 'palač*', 'kula', 'kule', 'kulu', 'kuli', 'tvrđav*'],
  },
  boat: {
    en: ['boat*', 'ship*', 'sail', 'sails', 'sailboat*', 'raft*', 'canoe*'],
    hr: ['brod*', 'čam*', 'jedr*', 'splav*', 'barčic*', 'kanu*'],
  },
  bed: {
    en: ['bed', 'beds', 'pillow*', 'blanket*', 'bunk*', 'cot', 'crib'],
    hr: ['krevet*', 'jastuk*', 'pokrivač*', 'deka', 'deku', 'kolijevk*'],
  },
  lamp: { en: ['lamp*', 'nightlight*', 'night-light*', 'night light*'], hr: ['lamp*', 'svjetiljk*', 'noćn* svjetl*'] },
  window: { en: ['window*', 'windowsill*'], hr: ['prozor*'] },
  flowers: {
    en: ['flower*', 'blossom*', 'daisy', 'daisies', 'rose', 'roses', 'tulip*', 'bloom*', 'petal*', 'sunflower*', 'bouquet*'],
    hr: ['cvijet*', 'cvjet*', 'cvijeć*', 'ruž*', 'tulipan*', 'tratinčic*', 'latic*', 'suncokret*', 'buket*'],
  },
  mushrooms: { en: ['mushroom*', 'toadstool*'], hr: ['gljiv*', 'pečurk*', 'muhar*'] },
  rocket: { en: ['rocket*', 'spaceship*', 'spacecraft'], hr: ['raket*', 'svemirski brod*', 'svemirsk* brod*'] },
  planet: { en: ['planet*', 'saturn', 'jupiter', 'mars'], hr: ['planet*', 'saturn*', 'jupiter*'] },
  snowman: { en: ['snowman', 'snowmen'], hr: ['snjegović*', 'snješk*'] },
  lantern: { en: ['lantern*', 'candle*', 'torch*'], hr: ['fenjer*', 'lampion*', 'svijeć*', 'baklj*'] },
  kite: { en: ['kite', 'kites'], hr: ['zmaja od papira', 'papirnat* zmaj*'] },
  balloon: { en: ['balloon*'], hr: ['balon*'] },
  campfire: { en: ['campfire*', 'bonfire*', 'fire', 'fires', 'fireplace*', 'marshmallow*'], hr: ['vatr*', 'logorsk*', 'kamin*'] },
  tent: { en: ['tent', 'tents', 'camping', 'campsite*'], hr: ['šator*', 'kampiranj*', 'kamp'] },
  lighthouse: { en: ['lighthouse*'], hr: ['svjetionik*'] },
  fence: { en: ['fence*', 'gate', 'gates'], hr: ['ograd*', 'plot', 'plota', 'kapij*'] },
  book: { en: ['book*', 'storybook*', 'reading', 'read'], hr: ['knjig*', 'slikovnic*', 'čita*'] },
  teddy: { en: ['teddy', 'teddies', 'toy', 'toys', 'plush*', 'stuffed'], hr: ['medvjedić*', 'igračk*', 'plišan*'] },
  fireflies: { en: ['firefl*', 'glowworm*', 'glow-worm*'], hr: ['krijesnic*', 'svitac', 'svici'] },
};

export const ANIMAL_WORDS: Record<Animal, Words> = {
  dog: {
    en: ['dog', 'dogs', 'doggy', 'doggie', 'puppy', 'puppies', 'pup', 'pups', 'hound*'],
    hr: ['pas', 'psa', 'psu', 'psom', 'psi', 'pse', 'psima', 'psić*', 'pasa', 'štene*'],
  },
  cat: {
    en: ['cat', 'cats', 'kitten*', 'kitty', 'kitties', 'pussycat*'],
    hr: ['mačk*', 'mačak', 'mačka', 'mačić*', 'maca', 'mace', 'maci', 'macu', 'macom', 'maco'],
  },
  fox: { en: ['fox', 'foxes', 'foxy', 'vixen'], hr: ['lisic*', 'lisič*'] },
  rabbit: { en: ['rabbit*', 'bunny', 'bunnies', 'hare', 'hares'], hr: ['zec*', 'zeč*', 'zek*', 'kunić*'] },
  bear: {
    en: ['bear', 'bears', 'cub', 'cubs'],
    hr: ['medvjed', 'medvjeda', 'medvjedu', 'medvjedom', 'medvjedi', 'medvjede', 'medo', 'mede', 'medu', 'medom'],
  },
  mouse: { en: ['mouse', 'mice', 'mousie'], hr: ['miš', 'miša', 'mišu', 'mišem', 'miševi*', 'mišić*'] },
  hedgehog: { en: ['hedgehog*'], hr: ['jež', 'ježa', 'ježu', 'ježem', 'ježev*', 'ježić*'] },
  squirrel: { en: ['squirrel*'], hr: ['vjeveric*'] },
  owl: { en: ['owl', 'owls', 'owlet*'], hr: ['sov*'] },
  bird: {
    en: ['bird*', 'sparrow*', 'seagull*', 'gull', 'gulls', 'parrot*', 'chick', 'chicks'],
    hr: ['ptic*', 'ptič*', 'ptić*', 'galeb*', 'vrabac', 'vrapc*', 'papig*'],
  },
  duck: { en: ['duck', 'ducks', 'duckling*', 'ducky', 'goose', 'geese', 'swan*'], hr: ['patk*', 'pačić*', 'gusk*', 'labud*'] },
  fish: { en: ['fish', 'fishes', 'goldfish*', 'fishy'], hr: ['rib*'] },
  frog: { en: ['frog*', 'toad', 'toads'], hr: ['žab*'] },
  butterfly: { en: ['butterfl*', 'moth', 'moths'], hr: ['leptir*'] },
  deer: { en: ['deer', 'fawn*', 'reindeer', 'stag', 'stags', 'doe'], hr: ['jelen*', 'srn*', 'lane', 'laneta'] },
  sheep: { en: ['sheep', 'lamb', 'lambs', 'lambkin*'], hr: ['ovc*', 'ovčic*', 'janj*', 'ovan', 'ovna'] },
  dragon: { en: ['dragon*'], hr: ['zmaj*'] },
  horse: { en: ['horse*', 'pony', 'ponies', 'foal*'], hr: ['konj*', 'ponij*', 'ždrijeb*'] },
  unicorn: { en: ['unicorn*'], hr: ['jednorog*'] },
  lion: { en: ['lion*'], hr: ['lav', 'lava', 'lavu', 'lavom', 'lavov*', 'lavić*', 'lavic*'] },
  penguin: { en: ['penguin*'], hr: ['pingvin*'] },
};

export const MOOD_WORDS: Record<Mood, Words> = {
  cheerful: {
    en: [
      'happy',
      'happi*',
      'joy*',
      'laugh*',
      'smil*',
      'fun',
      'funny',
      'giggl*',
      'play*',
      'cheer*',
      'sing',
      'sings',
      'singing',
      'song',
      'songs',
      'sang',
      'danc*',
      'party',
      'celebrat*',
    ],
    hr: ['sretn*', 'sreć*', 'vesel*', 'smij*', 'smije*', 'igr*', 'pjev*', 'pleš*', 'plesa*', 'zabav*', 'slav*'],
  },
  calm: {
    en: [
      'calm*',
      'quiet*',
      'peace*',
      'gentle',
      'gently',
      'soft*',
      'slow*',
      'cosy',
      'cozy',
      'rest',
      'rested',
      'resting',
      'sleep*',
      'asleep',
      'still',
      'hush*',
      'lullab*',
    ],
    hr: ['mir*', 'tih*', 'nježn*', 'lagan*', 'spokoj*', 'odmor*', 'spav*', 'uspavank*', 'polako'],
  },
  magical: {
    en: [
      'magic*',
      'sparkl*',
      'wonder*',
      'fairy',
      'fairies',
      'enchant*',
      'glow*',
      'wish*',
      'spell',
      'spells',
      'shimmer*',
      'glitter*',
      'dream*',
    ],
    hr: ['čarobn*', 'čarolij*', 'čar*', 'vila', 'vile', 'vilin*', 'svjetluc*', 'blista*', 'želj*', 'sanja*', 'sjaj*', 'čudesn*'],
  },
  adventure: {
    en: [
      'adventur*',
      'brave*',
      'explor*',
      'journey*',
      'quest',
      'quests',
      'race*',
      'racing',
      'climb*',
      'discover*',
      'treasure*',
      'pirate*',
      'bold*',
    ],
    hr: ['avantur*', 'pustolov*', 'hrabr*', 'istraž*', 'putovanj*', 'putova*', 'otkri*', 'penj*', 'gusar*'],
  },
  spooky: {
    en: ['scary', 'scared', 'afraid', 'fear*', 'spook*', 'ghost*', 'shadow*', 'monster*', 'creep*', 'frighten*', 'witch*'],
    hr: ['strah*', 'prestraš*', 'uplaš*', 'duh', 'duhovi*', 'sjen*', 'čudovišt*', 'jeziv*', 'vješti*'],
  },
  wistful: {
    en: [
      'sad',
      'sadly',
      'sadness',
      'cry',
      'cries',
      'crying',
      'cried',
      'lonely',
      'alone',
      'miss',
      'missed',
      'missing',
      'misses',
      'tear',
      'tears',
      'goodbye*',
      'lost',
    ],
    hr: ['tužn*', 'tug*', 'plak*', 'plač*', 'usaml*', 'nedosta*', 'zbogom', 'izgubl*'],
  },
  tender: {
    en: [
      'love*',
      'lovely',
      'hug',
      'hugs',
      'hugged',
      'hugging',
      'kiss*',
      'heart*',
      'friend*',
      'cuddl*',
      'mother',
      'mom',
      'mum',
      'grandma*',
    ],
    hr: ['ljubav*', 'voli*', 'zagrl*', 'poljub*', 'src*', 'prijatelj*', 'mam*', 'bak*', 'maz*'],
  },
};

/** Words of regenerate instructions (both languages are always read). */
export const INSTRUCTION_WORDS = {
  closer: {
    en: [
      'closer',
      'close-up',
      'close up',
      'closeup',
      'zoom in',
      'zoomed in',
      'bigger',
      'larger',
      'nearer',
      'enlarge*',
      'focus on',
    ],
    hr: ['bliž*', 'približ*', 'krupni plan', 'krupnij*', 'veći', 'veću', 'veće', 'poveća*', 'uveća*', 'zumiraj*'],
  },
  farther: {
    en: [
      'farther',
      'further',
      'zoom out',
      'zoomed out',
      'wider',
      'smaller',
      'from afar',
      'far away',
      'whole scene',
      'more of the scene',
      'wide shot',
    ],
    hr: ['dalj*', 'udalj*', 'širi', 'šire', 'širok*', 'smanj*', 'iz daljine', 'cijel* scen*'],
  },
  brighter: {
    en: ['brighter', 'lighter', 'more light', 'lighten', 'brighten*', 'sunnier', 'less dark', 'bright'],
    hr: ['svjetlij*', 'vedrij*', 'posvijetl*', 'osvijetl*', 'manje tamn*', 'više svjetla'],
  },
  darker: { en: ['darker', 'dimmer', 'darken*', 'less bright', 'moodier'], hr: ['tamnij*', 'zatamn*', 'manje svijetl*'] },
  warmer: { en: ['warmer', 'warm', 'golden', 'cosier', 'cozier'], hr: ['topl*', 'zlatn*'] },
  cooler: { en: ['cooler', 'colder', 'cool', 'bluer'], hr: ['hladn*', 'plavij*'] },
  colourful: {
    en: ['colorful*', 'colourful*', 'vivid*', 'saturated', 'more colou*', 'more colo*'],
    hr: ['šaren*', 'živopis*', 'živahn*', 'više boj*'],
  },
  left: { en: ['left'], hr: ['lijev*', 'lijevo'] },
  right: { en: ['right'], hr: ['desn*', 'desno'] },
  remove: {
    en: [
      'remove*',
      'delete',
      'without',
      'no',
      'take away',
      'take out',
      'get rid',
      'drop',
      'fewer',
      'less',
      'hide',
      'not',
      "don't",
      'dont',
    ],
    hr: ['ukloni*', 'makni*', 'maknu*', 'bez', 'izbaci*', 'obriši*', 'sakrij*', 'ne', 'nemoj*', 'manje'],
  },
} as const satisfies Record<string, Words>;
