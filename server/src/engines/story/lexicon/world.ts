/** Times of day, seasons and weather, mood words, themes and occasions, in English and Croatian. */
import type { HrAdjective } from './characters.ts';

export type TimeOfDay = 'night' | 'evening' | 'morning' | 'day';
export type Season = 'winter' | 'summer' | 'autumn' | 'spring';
export type Weather = 'rain' | 'snow' | 'wind' | 'storm';

export interface TimeEntry {
  key: TimeOfDay;
  enMatch: string[];
  hrMatch: string[];
  en: { one: string[]; that: string; noun: string; light: string; lightIndoor: string };
  hr: {
    one: string[];
    that: string;
    light: string;
    lightIndoor: string;
    seasonNoun: 'f' | 'n' | 'm';
    noun: string;
    nounGen: string;
  };
  texture: { en: string[]; hr: string[] };
  indoor: { en: string[]; hr: string[] };
}

export const TIMES: TimeEntry[] = [
  {
    key: 'night',
    enMatch: [
      'night',
      'nighttime',
      'midnight',
      'bedtime',
      'moon',
      'moonlight',
      'moonlit',
      'stars',
      'starry',
      'dark',
      'dream',
      'dreams',
      'sleep',
    ],
    hrMatch: [
      'noć*',
      'ponoć*',
      'mjeseč*',
      'mjesec*',
      'zvjezdan*',
      'mrak*',
      'tama',
      'tame',
      'tami',
      'tamu',
      'tamn*',
      'san',
      'snu',
      'snov*',
      'spavanj*',
      'laku',
    ],
    en: {
      one: ['One night', 'One starry night', 'One quiet night'],
      that: 'that night',
      noun: 'night',
      light: 'the moonlight',
      lightIndoor: 'the glow of the night-light',
    },
    hr: {
      one: ['Jedne noći', 'Jedne zvjezdane noći', 'Jedne tihe noći'],
      that: 'te noći',
      light: 'mjesečina',
      lightIndoor: 'noćna lampica',
      seasonNoun: 'f',
      noun: 'noć',
      nounGen: 'noći',
    },
    texture: {
      en: [
        'Stars blinked like tiny lanterns overhead.',
        'The moon poured silver light over everything.',
        'Somewhere, an owl hooted softly.',
        'The night air was cool and still.',
      ],
      hr: [
        'Na nebu trepere zvijezde poput sićušnih lampiona.',
        'Mjesec prosipa srebrnu svjetlost po svemu.',
        'Negdje tiho huče sova.',
        'Noćni zrak je svjež i miran.',
      ],
    },
    indoor: {
      en: [
        'A night-light glowed softly in the corner.',
        'Moonlight slipped through a gap in the curtains.',
        'The house was hushed, and everyone else was asleep.',
      ],
      hr: [
        'U kutu nježno svijetli noćna lampica.',
        'Mjesečina se provlači kroz procjep među zavjesama.',
        'Kuća je utihnula, a svi ostali već spavaju.',
      ],
    },
  },
  {
    key: 'evening',
    enMatch: ['evening', 'sunset', 'dusk', 'twilight'],
    hrMatch: ['večer*', 'zalaz*', 'suton*', 'sumrak*'],
    en: {
      one: ['One evening', 'One golden evening', 'One quiet evening'],
      that: 'that evening',
      noun: 'evening',
      light: 'the evening light',
      lightIndoor: 'the warm lamplight',
    },
    hr: {
      one: ['Jedne večeri', 'Jedne zlatne večeri', 'Jedne tihe večeri'],
      that: 'te večeri',
      light: 'večernje svjetlo',
      lightIndoor: 'toplo svjetlo svjetiljke',
      seasonNoun: 'f',
      noun: 'večer',
      nounGen: 'večeri',
    },
    texture: {
      en: [
        'The sky glowed pink and gold as the sun slipped away.',
        'Long shadows stretched across the ground.',
        'The first star winked in the sky.',
      ],
      hr: [
        'Nebo se zažari ružičasto i zlatno dok sunce zalazi.',
        'Duge sjene protežu se po tlu.',
        'Na nebu namigne prva zvijezda.',
      ],
    },
    indoor: {
      en: ['Warm lamps were switched on one by one.', 'Through the window, the sky turned pink and orange.'],
      hr: ['Jedna za drugom pale se tople svjetiljke.', 'Kroz prozor se vidi kako nebo postaje ružičasto i narančasto.'],
    },
  },
  {
    key: 'morning',
    enMatch: ['morning', 'sunrise', 'dawn', 'breakfast'],
    hrMatch: ['jutr*', 'zora', 'zore', 'zoru', 'svitanj*', 'doručak*'],
    en: {
      one: ['One morning', 'One bright morning', 'Early one morning'],
      that: 'that morning',
      noun: 'morning',
      light: 'the morning sun',
      lightIndoor: 'the morning light',
    },
    hr: {
      one: ['Jednog jutra', 'Jednog sunčanog jutra', 'Jednog ranog jutra'],
      that: 'tog jutra',
      light: 'jutarnje sunce',
      lightIndoor: 'jutarnje svjetlo',
      seasonNoun: 'n',
      noun: 'jutro',
      nounGen: 'jutra',
    },
    texture: {
      en: [
        'The morning sun painted everything gold.',
        'Dew sparkled like tiny diamonds on the grass.',
        'Birds sang their cheerful morning songs.',
      ],
      hr: [
        'Jutarnje sunce sve oboji zlatom.',
        'Rosa svjetluca na travi poput sićušnih dijamanata.',
        'Ptice pjevaju svoje vesele jutarnje pjesme.',
      ],
    },
    indoor: {
      en: ['Sunlight peeked through the curtains.', 'The smell of warm toast drifted from the kitchen.'],
      hr: ['Sunčeva svjetlost proviruje kroz zavjese.', 'Iz kuhinje se širi miris toplog tosta.'],
    },
  },
  {
    key: 'day',
    enMatch: ['day', 'afternoon', 'noon', 'sunny', 'sunshine', 'daytime', 'saturday', 'sunday', 'weekend', 'holiday'],
    hrMatch: ['dan', 'dana', 'danu', 'poslijepodn*', 'podn*', 'sunčan*', 'subot*', 'nedjelj*', 'vikend*', 'praznik*'],
    en: {
      one: ['One day', 'One sunny afternoon', 'One fine day'],
      that: 'that day',
      noun: 'day',
      light: 'the sunlight',
      lightIndoor: 'the bright daylight',
    },
    hr: {
      one: ['Jednog dana', 'Jednog sunčanog poslijepodneva', 'Jednog lijepog dana'],
      that: 'tog dana',
      light: 'sunčevo svjetlo',
      lightIndoor: 'dnevno svjetlo',
      seasonNoun: 'm',
      noun: 'dan',
      nounGen: 'dana',
    },
    texture: {
      en: [
        'The sun was warm and bright.',
        'Fluffy white clouds drifted across the sky.',
        'A gentle breeze carried the smell of flowers.',
      ],
      hr: ['Sunce je toplo i sjajno.', 'Pahuljasti bijeli oblaci plove nebom.', 'Blagi povjetarac nosi miris cvijeća.'],
    },
    indoor: {
      en: ['Bright light filled the room.', 'Outside the window, the day was busy and bright.'],
      hr: ['Sobu ispunjava jarko svjetlo.', 'Vani, iza prozora, dan je užurban i svijetao.'],
    },
  },
];

export interface SeasonEntry {
  key: Season;
  enMatch: string[];
  hrMatch: string[];
  en: string;
  /** Croatian adjective stem: zimsk- → zimske (f gen), zimskog (m/n gen). */
  hrStem: string;
  texture: { en: string[]; hr: string[] };
}

export const SEASONS: SeasonEntry[] = [
  {
    key: 'winter',
    enMatch: ['winter', 'wintry', 'christmas', 'december', 'january'],
    hrMatch: ['zim*', 'božić*', 'prosin*', 'siječ*'],
    en: 'winter',
    hrStem: 'zimsk',
    texture: {
      en: ['Snowflakes swirled and danced in the air.', 'The cold nipped at noses and cheeks.'],
      hr: ['Pahulje se kovitlaju i plešu u zraku.', 'Hladnoća štipa za nos i obraze.'],
    },
  },
  {
    key: 'summer',
    enMatch: ['summer', 'july', 'august'],
    hrMatch: ['ljet*', 'srpanj*', 'kolovoz*'],
    en: 'summer',
    hrStem: 'ljetn',
    texture: {
      en: ['The air hummed with warm summer sounds.', 'Crickets chirped in the warm grass.'],
      hr: ['Zrak bruji toplim ljetnim zvukovima.', 'Cvrčci cvrče u toploj travi.'],
    },
  },
  {
    key: 'autumn',
    enMatch: ['autumn', 'fall', 'halloween', 'october', 'november', 'leaves'],
    hrMatch: ['jesen*', 'listopad*', 'studen*', 'lišć*'],
    en: 'autumn',
    hrStem: 'jesensk',
    texture: {
      en: ['Golden leaves drifted down, one by one.', 'The air smelled of apples and woodsmoke.'],
      hr: ['Zlatno lišće pada, list po list.', 'Zrak miriše na jabuke i dim.'],
    },
  },
  {
    key: 'spring',
    enMatch: ['spring', 'springtime', 'easter', 'april', 'may', 'blossom', 'blossoms'],
    hrMatch: ['proljet*', 'proljeć*', 'uskrs*', 'travanj*', 'travnj*', 'svib*', 'cvat*'],
    en: 'spring',
    hrStem: 'proljetn',
    texture: {
      en: ['Tiny buds were opening everywhere.', 'Blossoms floated down like pink snow.'],
      hr: ['Posvuda se otvaraju sićušni pupoljci.', 'Latice padaju poput ružičastog snijega.'],
    },
  },
];

export interface WeatherEntry {
  key: Weather;
  enMatch: string[];
  hrMatch: string[];
  texture: { en: string[]; hr: string[] };
}

export const WEATHER: WeatherEntry[] = [
  {
    key: 'storm',
    enMatch: ['storm', 'stormy', 'thunder', 'lightning', 'hurricane'],
    hrMatch: ['oluj*', 'grmljav*', 'grom*', 'munj*', 'nevrijem*'],
    texture: {
      en: ['Thunder rumbled far away.', 'Lightning lit the clouds from inside.'],
      hr: ['U daljini zagrmi grom.', 'Munja osvijetli oblake iznutra.'],
    },
  },
  {
    key: 'rain',
    enMatch: ['rain', 'rainy', 'raining', 'drizzle', 'puddles', 'umbrella'],
    hrMatch: ['kiš*', 'lokv*', 'kišobran*', 'romin*'],
    texture: {
      en: ['Raindrops pattered softly all around.', 'Puddles shone like little mirrors.'],
      hr: ['Kapi kiše tiho rominjaju posvuda.', 'Lokve se cakle poput malih zrcala.'],
    },
  },
  {
    key: 'snow',
    enMatch: ['snow', 'snowy', 'snowing', 'snowflakes', 'snowman'],
    hrMatch: ['snijeg*', 'snjež*', 'snijež*', 'pahulj*', 'snjegović*'],
    texture: {
      en: ['Fresh snow covered everything like a soft white blanket.'],
      hr: ['Svjež snijeg sve prekriva poput mekog bijelog pokrivača.'],
    },
  },
  {
    key: 'wind',
    enMatch: ['wind', 'windy', 'breeze', 'breezy', 'gust'],
    hrMatch: ['vjetr*', 'vjetar', 'vjetrovit*', 'povjetar*', 'bura', 'bure', 'buru'],
    texture: { en: ['The wind tugged playfully at everything.'], hr: ['Vjetar se razigrano poigrava sa svime.'] },
  },
];

export type MoodKey =
  | 'calm'
  | 'cosy'
  | 'dreamy'
  | 'magical'
  | 'joyful'
  | 'exciting'
  | 'mysterious'
  | 'funny'
  | 'romantic'
  | 'sad'
  | 'brave'
  | 'dramatic'
  | 'festive'
  | 'hopeful'
  | 'futuristic'
  | 'surprising';

export interface MoodEntry {
  key: MoodKey;
  /** English mood words (adjectives usable as "everything felt ___"). */
  en: string[];
  /** Other English words that point here but are not adjectives ("mystery", "fun"). */
  enOther: string[];
  hrMatch: string[];
  hr: HrAdjective;
  /** Croatian adverb ("mirno"). */
  hrAdverb: string;
  texture: { en: string[]; hr: string[] };
}

function mood(
  key: MoodKey,
  en: string,
  enOther: string,
  hrMatch: string,
  hr: [string, string],
  hrAdverb: string,
  texture: MoodEntry['texture'],
): MoodEntry {
  return {
    key,
    en: en.split(' '),
    enOther: enOther === '' ? [] : enOther.split(' '),
    hrMatch: hrMatch.split(' '),
    hr: { m: hr[0], stem: hr[1] },
    hrAdverb,
    texture,
  };
}

export const MOODS: MoodEntry[] = [
  mood(
    'calm',
    'peaceful calm gentle quiet soothing serene tranquil relaxing soft restful',
    'peace calmness',
    'miran mirn* spokoj* tih* opušt* umiruj*',
    ['miran', 'mirn'],
    'mirno',
    {
      en: [
        'Everything was quiet and still.',
        'Even the wind seemed to whisper.',
        'It was the kind of moment that makes the whole world slow down.',
      ],
      hr: ['Sve je tiho i mirno.', 'Čak i vjetar kao da šapuće.', 'To je jedan od onih trenutaka kad se cijeli svijet uspori.'],
    },
  ),
  mood('cosy', 'cozy cosy warm snug comforting homely', 'comfort', 'ugodn* ušuškan* topl* udob*', ['ugodan', 'ugodn'], 'ugodno', {
    en: ['It felt warm and safe, like a hug.', 'Everything felt snug and soft.'],
    hr: ['Osjećaj je topao i siguran, poput zagrljaja.', 'Sve je meko i ušuškano.'],
  }),
  mood('dreamy', 'dreamy sleepy drowsy lulling', 'dreams', 'sanjiv* pospan* sanjar*', ['sanjiv', 'sanjiv'], 'sanjivo', {
    en: ['Everything felt soft and far away, like the edge of a dream.', 'Eyelids grew heavy, and thoughts grew slow.'],
    hr: ['Sve je mekano i daleko, kao na rubu sna.', 'Kapci postaju teški, a misli spore.'],
  }),
  mood(
    'magical',
    'magical enchanting whimsical wondrous mystical enchanted sparkly',
    'magic wonder fairytale fairy-tale',
    'čarob* čaroban čudesn* bajkovit* vilinsk*',
    ['čaroban', 'čarobn'],
    'čarobno',
    {
      en: ['The air shimmered, as if magic were hiding just out of sight.', 'Tiny sparkles floated in the air like fireflies.'],
      hr: ['Zrak treperi, kao da se čarolija skriva odmah iza ugla.', 'Sitne iskrice lebde zrakom poput krijesnica.'],
    },
  ),
  mood(
    'joyful',
    'happy cheerful joyful joyous lighthearted light-hearted playful bright jolly upbeat delightful sunny',
    'fun joy',
    'vesel* veseo radosn* razigran* sretn* sretan bezbrižn* vedr*',
    ['veseo', 'vesel'],
    'veselo',
    {
      en: ['Laughter bubbled up like lemonade.', 'The whole world seemed to be in a good mood.'],
      hr: ['Smijeh mjehuri poput limunade.', 'Cijeli svijet kao da je dobre volje.'],
    },
  ),
  mood(
    'exciting',
    'exciting thrilling adventurous energetic fast-paced action-packed epic daring wild dynamic explosive',
    'adventure action excitement',
    'uzbudljiv* pustolov* energičn* epsk* divlj* dinamičn* akcij*',
    ['uzbudljiv', 'uzbudljiv'],
    'uzbudljivo',
    {
      en: ['Something big was about to happen.', 'Every moment seemed to crackle with energy.'],
      hr: ['Nešto veliko samo što se nije dogodilo.', 'Svaki trenutak kao da pucketa od energije.'],
    },
  ),
  mood(
    'mysterious',
    'mysterious curious eerie spooky suspenseful secretive enigmatic intriguing strange dark',
    'mystery secret',
    'tajanstven* tajnovit* sablasn* misterioz* neobičn* čudn* mračn*',
    ['tajanstven', 'tajanstven'],
    'tajanstveno',
    {
      en: ['Nobody knew what waited around the next corner.', 'A strange hush fell over everything.'],
      hr: ['Nitko ne zna što čeka iza sljedećeg ugla.', 'Posvuda zavlada neobična tišina.'],
    },
  ),
  mood(
    'funny',
    'funny silly hilarious goofy witty comic comical humorous quirky absurd zany wacky chaotic cheeky sarcastic ironic',
    'humour humor laughter comedy',
    'smiješn* urnebesn* šašav* duhovit* blesav* komičn* ironičn* kaotičn*',
    ['smiješan', 'smiješn'],
    'smiješno',
    {
      en: [
        'It was, without a doubt, the silliest thing that had happened all week.',
        'Somewhere, a duck quacked as if it were laughing.',
      ],
      hr: ['Ovo je, bez sumnje, najsmješnija stvar cijelog tjedna.', 'Negdje zakvače patka, kao da se smije.'],
    },
  ),
  mood(
    'romantic',
    'romantic tender loving sweet passionate heartfelt intimate charming',
    'love romance',
    'romantičn* nježn* ljubav* strastven* iskren* zaljubljen*',
    ['romantičan', 'romantičn'],
    'romantično',
    {
      en: ['The world seemed to slow down, just for a moment.', 'Even the air felt softer somehow.'],
      hr: ['Svijet kao da se na trenutak uspori.', 'Čak se i zrak nekako čini mekšim.'],
    },
  ),
  mood(
    'sad',
    'sad melancholic melancholy bittersweet somber sombre heartbreaking tearful wistful nostalgic reflective moving touching poignant',
    'sadness grief loss',
    'tužn* tužan sjetn* sjetan melankoličn* nostalgičn* dirljiv* gorko* zamišljen*',
    ['sjetan', 'sjetn'],
    'sjetno',
    {
      en: ['Some feelings are too big for words.', 'The quiet felt heavy, like a coat soaked with rain.'],
      hr: ['Neki su osjećaji preveliki za riječi.', 'Tišina je teška, poput kaputa natopljenog kišom.'],
    },
  ),
  mood(
    'brave',
    'brave heroic courageous determined inspiring empowering triumphant bold',
    'courage bravery',
    'hrabr* junačk* odlučn* nadahnjuj* inspirativ* pobjedni*',
    ['hrabar', 'hrabr'],
    'hrabro',
    {
      en: ['Fear was there, but courage was bigger.', 'It was a moment for brave hearts.'],
      hr: ['Strah je tu, ali hrabrost je veća.', 'Ovo je trenutak za hrabra srca.'],
    },
  ),
  mood(
    'dramatic',
    'dramatic tense emotional intense gripping powerful gritty',
    'drama tension',
    'dramatičn* napet* emotivn* snažn*',
    ['dramatičan', 'dramatičn'],
    'dramatično',
    {
      en: ['For a moment, nobody dared to breathe.', 'Everything seemed to hang by a thread.'],
      hr: ['Na trenutak se nitko ne usuđuje ni disati.', 'Sve kao da visi o koncu.'],
    },
  ),
  mood(
    'festive',
    'festive celebratory memorable grateful thankful special sparkling merry',
    'celebration party',
    'svečan* nezaboravn* zahvaln* blagdansk* slavlj*',
    ['svečan', 'svečan'],
    'svečano',
    {
      en: ['Everything sparkled with celebration.', 'Laughter and music filled the air.'],
      hr: ['Sve blista od slavlja.', 'Zrak je pun smijeha i glazbe.'],
    },
  ),
  mood(
    'hopeful',
    'hopeful uplifting heartwarming optimistic encouraging wholesome feel-good',
    'hope',
    'ohrabruj* optimističn* nada nade nadu vedrin*',
    ['vedar', 'vedr'],
    'vedro',
    {
      en: ['Somewhere deep inside, a small light of hope flickered on.', 'Tomorrow suddenly looked a little brighter.'],
      hr: ['Negdje duboko iznutra upali se malo svjetlo nade.', 'Sutrašnji dan odjednom izgleda malo svjetlije.'],
    },
  ),
  mood(
    'futuristic',
    'futuristic cosmic high-tech otherworldly mind-bending scientific',
    'future science technology',
    'futurist* kozmičk* znanstven* tehnolo*',
    ['futuristički', 'futurističk'],
    'futuristički',
    {
      en: [
        'Lights blinked in patterns nobody had ever seen before.',
        'The future felt very close, almost close enough to touch.',
      ],
      hr: [
        'Svjetla trepću u uzorcima koje nitko nikad prije nije vidio.',
        'Budućnost se čini vrlo blizu, gotovo na dohvat ruke.',
      ],
    },
  ),
  mood(
    'surprising',
    'surprising unexpected shocking relatable trending viral',
    'surprise twist',
    'iznenađuj* neočekivan* šokant* viraln*',
    ['neočekivan', 'neočekivan'],
    'neočekivano',
    {
      en: ['Nobody could have guessed what would happen next.', 'Sometimes the smallest moment changes everything.'],
      hr: ['Nitko nije mogao naslutiti što će se dogoditi.', 'Ponekad najmanji trenutak sve promijeni.'],
    },
  ),
];

export type ThemeKey =
  | 'friendship'
  | 'courage'
  | 'kindness'
  | 'sharing'
  | 'family'
  | 'love'
  | 'patience'
  | 'curiosity'
  | 'teamwork'
  | 'gratitude'
  | 'selfbelief'
  | 'memory'
  | 'laughter'
  | 'nature'
  | 'honesty';

export interface ThemeEntry {
  key: ThemeKey;
  enMatch: string[];
  hrMatch: string[];
  /** Clauses that follow "that" / "da". */
  en: string[];
  hr: string[];
}

function theme(key: ThemeKey, enMatch: string, hrMatch: string, en: string[], hr: string[]): ThemeEntry {
  return { key, enMatch: enMatch.split(' '), hrMatch: hrMatch.split(' '), en, hr };
}

export const THEMES: ThemeEntry[] = [
  theme(
    'friendship',
    'friendship friends friend',
    'prijateljstv* prijatelj*',
    ['friends make every road shorter', 'the best adventures are the ones you share with a friend'],
    ['je s prijateljem svaki put kraći', 'su najljepše pustolovine one koje dijeliš s prijateljem'],
  ),
  theme(
    'courage',
    'courage brave bravery fear afraid scared fears',
    'hrabr* strah*',
    ['being brave does not mean never being scared', 'even a small, quiet courage can be enough'],
    ['biti hrabar ne znači nikad se ne bojati', 'i mala, tiha hrabrost može biti dovoljna'],
  ),
  theme(
    'kindness',
    'kindness kind help helping caring',
    'dobrot* pomoć* pomaga* pomoći ljubaznost*',
    ['a little kindness can travel a very long way', 'helping others makes your own heart bigger'],
    ['i malo dobrote može stići jako daleko', 'kad pomažeš drugima, i tvoje srce postaje veće'],
  ),
  theme(
    'sharing',
    'sharing share',
    'dijel* podijel* dijeljenj*',
    ['joy grows bigger when you share it', 'sharing turns one good thing into two'],
    ['radost raste kad je podijeliš', 'kad nešto podijeliš, od jedne lijepe stvari nastanu dvije'],
  ),
  theme(
    'family',
    'family home parents belonging',
    'obitelj* dom roditelj*',
    ['home is wherever the people who love you are', 'family is the warmest place in the world'],
    ['je dom ondje gdje su oni koji te vole', 'je obitelj najtoplije mjesto na svijetu'],
  ),
  theme(
    'love',
    'love loving',
    'ljubav* voljen*',
    ['love grows a little more every time you show it', 'the best things are the ones you do for someone you love'],
    ['ljubav svaki put malo naraste kad je pokažeš', 'su najljepše stvari one koje učiniš za nekoga koga voliš'],
  ),
  theme(
    'patience',
    'patience patient waiting wait',
    'strplj* čekanj*',
    ['good things are worth waiting for', 'patience can untie the hardest knots'],
    ['za lijepe stvari vrijedi pričekati', 'strpljenje može razmrsiti i najtvrđe čvorove'],
  ),
  theme(
    'curiosity',
    'curiosity curious explore exploring discovery discover learn learning science',
    'znatiželj* istraž* otkri* uče* znanost*',
    ['every question is the start of an adventure', 'the world is full of wonders for anyone who looks closely'],
    ['je svako pitanje početak nove pustolovine', 'je svijet pun čuda za svakoga tko dobro pogleda'],
  ),
  theme(
    'teamwork',
    'teamwork team together cooperation',
    'tim timu timsk* zajedn* surad* sloga',
    ['together, even the hardest things become possible', 'many hands make light work'],
    ['je zajedno moguće i ono najteže', 'je u slozi snaga'],
  ),
  theme(
    'gratitude',
    'gratitude grateful thankful thanks',
    'zahvaln* hvala',
    ['saying thank you makes two people happy at once', 'the small things are often the biggest gifts'],
    ['jedno hvala razveseli dvoje ljudi odjednom', 'su male stvari često najveći darovi'],
  ),
  theme(
    'selfbelief',
    'believe confidence yourself self-belief',
    'vjeruj* samopouzdanj* vjer*',
    ['you are braver and stronger than you think', 'believing in yourself is the first step of every journey'],
    ['se u svakome od nas krije više snage nego što mislimo', 'je vjera u sebe prvi korak svakog putovanja'],
  ),
  theme(
    'memory',
    'memory memories remember loss goodbye grief miss missing hope',
    'sjećanj* uspomen* oproštaj* nedostaj* gubit* nada nade nadi nadu nadom',
    ['the people and places we love stay with us in our memories', 'even after the saddest goodbye, something new can begin'],
    ['oni koje volimo ostaju s nama u sjećanjima', 'i nakon najtužnijeg oproštaja može započeti nešto novo'],
  ),
  theme(
    'laughter',
    'laughter laugh humour humor fun',
    'smijeh* smij* humor* zabav*',
    ['a good laugh can fix almost anything', 'when things go wrong, laughing together makes them right'],
    ['dobar smijeh može popraviti gotovo sve', 'zajednički smijeh popravi sve što pođe po zlu'],
  ),
  theme(
    'nature',
    'nature environment earth planet animals',
    'prirod* okoliš* životinj*',
    ['nature takes care of us when we take care of nature', 'every living thing has its own small place in the world'],
    ['priroda brine o nama kad mi brinemo o njoj', 'svako živo biće ima svoje malo mjesto na svijetu'],
  ),
  theme(
    'honesty',
    'honesty honest truth lie lying',
    'iskren* istin* laž*',
    ['the truth is always the best place to start', 'honesty makes friendships strong'],
    ['je istina uvijek najbolje mjesto za početak', 'iskrenost čini prijateljstva jakima'],
  ),
];

export type OccasionKey =
  | 'birthday'
  | 'christmas'
  | 'wedding'
  | 'anniversary'
  | 'graduation'
  | 'newyear'
  | 'easter'
  | 'halloween'
  | 'mothersday'
  | 'fathersday'
  | 'valentine'
  | 'celebration';

export interface OccasionEntry {
  key: OccasionKey;
  enMatch: string[];
  hrMatch: string[];
  /** "{O}" (the event), "{O.this}" ("this birthday"). */
  en: { name: string; this: string };
  /** Croatian nominative, genitive, accusative, locative of the event; "this ___" in the nominative. */
  hr: { nom: string; gen: string; acc: string; loc: string; this: string };
}

function occasion(key: OccasionKey, enMatch: string, hrMatch: string, en: [string, string], hr: string): OccasionEntry {
  const [nom, gen, acc, loc, thisHr] = hr.split(';') as [string, string, string, string, string];
  return {
    key,
    enMatch: enMatch.split(' '),
    hrMatch: hrMatch.split(' '),
    en: { name: en[0], this: en[1] },
    hr: { nom, gen, acc, loc, this: thisHr },
  };
}

export const OCCASIONS: OccasionEntry[] = [
  occasion(
    'birthday',
    'birthday bday',
    'rođendan*',
    ['the birthday party', 'this birthday'],
    'rođendanska zabava;rođendanske zabave;rođendansku zabavu;rođendanskoj zabavi;ovaj rođendan',
  ),
  occasion('christmas', 'christmas xmas', 'božić*', ['Christmas', 'this Christmas'], 'Božić;Božića;Božić;Božiću;ovaj Božić'),
  occasion(
    'wedding',
    'wedding',
    'vjenčanj* svadb*',
    ['the wedding', 'this wedding'],
    'vjenčanje;vjenčanja;vjenčanje;vjenčanju;ovo vjenčanje',
  ),
  occasion(
    'anniversary',
    'anniversary',
    'godišnjic*',
    ['the anniversary', 'this anniversary'],
    'godišnjica;godišnjice;godišnjicu;godišnjici;ova godišnjica',
  ),
  occasion(
    'graduation',
    'graduation prom',
    'matur* diplom*',
    ['the graduation party', 'this graduation'],
    'maturalna zabava;maturalne zabave;maturalnu zabavu;maturalnoj zabavi;ova matura',
  ),
  occasion(
    'newyear',
    'new-year new-years nye',
    'novogodiš* doček*',
    ["New Year's Eve", 'this New Year'],
    'doček Nove godine;dočeka Nove godine;doček Nove godine;dočeku Nove godine;ovaj doček',
  ),
  occasion('easter', 'easter', 'uskrs*', ['Easter', 'this Easter'], 'Uskrs;Uskrsa;Uskrs;Uskrsu;ovaj Uskrs'),
  occasion(
    'halloween',
    'halloween',
    'halloween* vještica',
    ['Halloween', 'this Halloween'],
    'Noć vještica;Noći vještica;Noć vještica;Noći vještica;ova Noć vještica',
  ),
  occasion(
    'mothersday',
    "mother's-day mothers-day",
    'majčin*',
    ["Mother's Day", "this Mother's Day"],
    'Majčin dan;Majčina dana;Majčin dan;Majčinom danu;ovaj Majčin dan',
  ),
  occasion(
    'fathersday',
    "father's-day fathers-day",
    'očev*',
    ["Father's Day", "this Father's Day"],
    'Očev dan;Očeva dana;Očev dan;Očevom danu;ovaj Očev dan',
  ),
  occasion(
    'valentine',
    "valentine valentine's valentines",
    'valentinov*',
    ["Valentine's Day", "this Valentine's Day"],
    'Valentinovo;Valentinova;Valentinovo;Valentinovu;ovo Valentinovo',
  ),
  occasion(
    'celebration',
    'party celebration celebrate festival',
    'zabav* proslav* slavlj* feštu fešta',
    ['the big celebration', 'this celebration'],
    'velika proslava;velike proslave;veliku proslavu;velikoj proslavi;ova proslava',
  ),
];
