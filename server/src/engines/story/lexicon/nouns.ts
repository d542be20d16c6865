/**
 * The writer's own nouns: helpers met on the way, goals, props and other characters, with English phrases and full
 * Croatian declensions (ours to inflect). Forms: nominative; genitive; dative; accusative; instrumental; locative.
 */

export type NounGender = 'm' | 'f' | 'n' | 'mpl' | 'fpl';

export interface HrNoun {
  g: NounGender;
  nom: string;
  gen: string;
  dat: string;
  acc: string;
  ins: string;
  loc: string;
}

export interface NounEntry {
  key: string;
  /** English noun phrase without an article ("wise old owl"). */
  en: string;
  /** English pronoun the story uses for it. */
  he: 'he' | 'she' | 'it' | 'they';
  hr: HrNoun;
  /** Place keys this helper belongs to (any place when absent). */
  places?: string[];
  /** Lower-case English words and Croatian patterns (`*` = prefix) that name it in a context (props). */
  enMatch?: string[];
  hrMatch?: string[];
}

function noun(
  key: string,
  en: string,
  he: NounEntry['he'],
  g: NounGender,
  forms: string,
  extra: Partial<NounEntry> = {},
): NounEntry {
  const [nom, gen, dat, acc, ins, loc] = forms.split(';') as [string, string, string, string, string, string];
  return { key, en, he, hr: { g, nom, gen, dat, acc, ins, loc }, ...extra };
}

const NATURE = ['forest', 'garden', 'park', 'meadow', 'farm', 'village', 'town', 'mountain', 'lake', 'river', 'camp'];

export const NOUNS: Record<string, NounEntry> = Object.fromEntries(
  [
    // Helpers met on the way.
    noun('owl', 'wise old owl', 'she', 'f', 'stara sova;stare sove;staroj sovi;staru sovu;starom sovom;staroj sovi', {
      places: [...NATURE, 'snow', 'castle', 'kingdom', 'home', 'bedroom'],
    }),
    noun(
      'firefly',
      'little firefly',
      'she',
      'f',
      'mala krijesnica;male krijesnice;maloj krijesnici;malu krijesnicu;malom krijesnicom;maloj krijesnici',
      {
        places: [...NATURE, 'island', 'jungle'],
      },
    ),
    noun(
      'hedgehog',
      'friendly hedgehog',
      'he',
      'm',
      'dobroćudni jež;dobroćudnog ježa;dobroćudnom ježu;dobroćudnog ježa;dobroćudnim ježem;dobroćudnom ježu',
      {
        places: ['garden', 'forest', 'park', 'meadow', 'farm', 'village', 'town', 'home'],
      },
    ),
    noun(
      'squirrel',
      'busy squirrel',
      'she',
      'f',
      'marljiva vjeverica;marljive vjeverice;marljivoj vjeverici;marljivu vjevericu;marljivom vjevericom;marljivoj vjeverici',
      {
        places: ['forest', 'park', 'garden', 'camp', 'mountain'],
      },
    ),
    noun(
      'dolphin',
      'playful dolphin',
      'he',
      'm',
      'razigrani dupin;razigranog dupina;razigranom dupinu;razigranog dupina;razigranim dupinom;razigranom dupinu',
      {
        places: ['sea', 'beach', 'island', 'underwater'],
      },
    ),
    noun(
      'turtle',
      'wise old turtle',
      'he',
      'f',
      'stara kornjača;stare kornjače;staroj kornjači;staru kornjaču;starom kornjačom;staroj kornjači',
      {
        places: ['sea', 'beach', 'island', 'underwater', 'lake', 'river'],
      },
    ),
    noun(
      'seagull',
      'chatty seagull',
      'he',
      'm',
      'brbljavi galeb;brbljavog galeba;brbljavom galebu;brbljavog galeba;brbljavim galebom;brbljavom galebu',
      {
        places: ['sea', 'beach', 'island', 'village', 'town', 'city'],
      },
    ),
    noun('robot', 'tiny robot', 'it', 'm', 'mali robot;malog robota;malom robotu;malog robota;malim robotom;malom robotu', {
      places: ['space', 'city', 'home', 'bedroom', 'school', 'office'],
    }),
    noun(
      'alien',
      'friendly alien',
      'she',
      'm',
      'ljubazni vanzemaljac;ljubaznog vanzemaljca;ljubaznom vanzemaljcu;ljubaznog vanzemaljca;ljubaznim vanzemaljcem;ljubaznom vanzemaljcu',
      {
        places: ['space'],
      },
    ),
    noun(
      'penguin',
      'little penguin',
      'he',
      'm',
      'mali pingvin;malog pingvina;malom pingvinu;malog pingvina;malim pingvinom;malom pingvinu',
      {
        places: ['snow'],
      },
    ),
    noun(
      'parrot',
      'bright green parrot',
      'she',
      'f',
      'zelena papiga;zelene papige;zelenoj papigi;zelenu papigu;zelenom papigom;zelenoj papigi',
      {
        places: ['jungle', 'island'],
      },
    ),
    noun(
      'camel',
      'patient old camel',
      'he',
      'f',
      'strpljiva stara deva;strpljive stare deve;strpljivoj staroj devi;strpljivu staru devu;strpljivom starom devom;strpljivoj staroj devi',
      {
        places: ['desert'],
      },
    ),
    noun('bat', 'little bat', 'she', 'm', 'mali šišmiš;malog šišmiša;malom šišmišu;malog šišmiša;malim šišmišem;malom šišmišu', {
      places: ['cave', 'castle', 'kingdom'],
    }),
    noun(
      'cloud',
      'fluffy little cloud',
      'she',
      'm',
      'mali pahuljasti oblak;malog pahuljastog oblaka;malom pahuljastom oblaku;mali pahuljasti oblak;malim pahuljastim oblakom;malom pahuljastom oblaku',
      {
        places: ['sky', 'mountain'],
      },
    ),
    noun(
      'mouse',
      'little grey mouse',
      'he',
      'm',
      'mali sivi miš;malog sivog miša;malom sivom mišu;malog sivog miša;malim sivim mišem;malom sivom mišu',
      {
        places: ['home', 'bedroom', 'farm', 'school', 'castle', 'kingdom', 'village', 'town', 'cafe'],
      },
    ),
    noun(
      'duck',
      'friendly duck',
      'she',
      'f',
      'ljubazna patka;ljubazne patke;ljubaznoj patki;ljubaznu patku;ljubaznom patkom;ljubaznoj patki',
      {
        places: ['lake', 'river', 'farm', 'park'],
      },
    ),
    noun(
      'wizard',
      'old wizard',
      'he',
      'm',
      'stari čarobnjak;starog čarobnjaka;starom čarobnjaku;starog čarobnjaka;starim čarobnjakom;starom čarobnjaku',
    ),
    noun(
      'raven',
      'clever raven',
      'he',
      'm',
      'pametni gavran;pametnog gavrana;pametnom gavranu;pametnog gavrana;pametnim gavranom;pametnom gavranu',
      {
        places: [...NATURE, 'castle', 'kingdom', 'snow', 'cave', 'desert'],
      },
    ),
    noun('fairy', 'tiny fairy', 'she', 'f', 'sićušna vila;sićušne vile;sićušnoj vili;sićušnu vilu;sićušnom vilom;sićušnoj vili'),
    noun(
      'sailor',
      'old sailor',
      'he',
      'm',
      'stari mornar;starog mornara;starom mornaru;starog mornara;starim mornarom;starom mornaru',
      {
        places: ['sea', 'beach', 'island', 'village', 'town', 'city', 'lake', 'river'],
      },
    ),
    noun(
      'guide',
      'old mountain guide',
      'she',
      'm',
      'stari planinski vodič;starog planinskog vodiča;starom planinskom vodiču;starog planinskog vodiča;starim planinskim vodičem;starom planinskom vodiču',
      {
        places: ['mountain', 'snow', 'forest', 'cave', 'jungle', 'desert'],
      },
    ),
    noun(
      'pilot',
      'fearless pilot',
      'she',
      'f',
      'neustrašiva pilotkinja;neustrašive pilotkinje;neustrašivoj pilotkinji;neustrašivu pilotkinju;neustrašivom pilotkinjom;neustrašivoj pilotkinji',
    ),
    noun(
      'neighbour',
      'kind old neighbour',
      'she',
      'f',
      'stara susjeda;stare susjede;staroj susjedi;staru susjedu;starom susjedom;staroj susjedi',
    ),
    noun(
      'cafeowner',
      'café owner',
      'she',
      'f',
      'vlasnica kafića;vlasnice kafića;vlasnici kafića;vlasnicu kafića;vlasnicom kafića;vlasnici kafića',
      {
        places: ['cafe', 'city', 'town', 'village'],
      },
    ),
    noun(
      'musician',
      'street musician',
      'he',
      'm',
      'ulični svirač;uličnog svirača;uličnom sviraču;uličnog svirača;uličnim sviračem;uličnom sviraču',
      {
        places: ['city', 'town', 'village', 'park', 'cafe', 'beach'],
      },
    ),
    noun(
      'nosyneighbour',
      'nosy neighbour',
      'he',
      'm',
      'znatiželjni susjed;znatiželjnog susjeda;znatiželjnom susjedu;znatiželjnog susjeda;znatiželjnim susjedom;znatiželjnom susjedu',
    ),
    noun(
      'seriouscat',
      'very serious cat',
      'she',
      'f',
      'vrlo ozbiljna mačka;vrlo ozbiljne mačke;vrlo ozbiljnoj mački;vrlo ozbiljnu mačku;vrlo ozbiljnom mačkom;vrlo ozbiljnoj mački',
    ),
    noun(
      'assistant',
      'helpful shop assistant',
      'he',
      'm',
      'uslužni prodavač;uslužnog prodavača;uslužnom prodavaču;uslužnog prodavača;uslužnim prodavačem;uslužnom prodavaču',
      {
        places: ['city', 'town', 'village', 'office', 'home', 'cafe'],
      },
    ),
    noun(
      'colleague',
      'colleague from accounting',
      'she',
      'f',
      'kolegica iz računovodstva;kolegice iz računovodstva;kolegici iz računovodstva;kolegicu iz računovodstva;kolegicom iz računovodstva;kolegici iz računovodstva',
      {
        places: ['office', 'city', 'cafe'],
      },
    ),
    // Animals an instruction can add ("include a dog").
    noun(
      'dog',
      'friendly dog',
      'he',
      'm',
      'dobroćudni pas;dobroćudnog psa;dobroćudnom psu;dobroćudnog psa;dobroćudnim psom;dobroćudnom psu',
    ),
    noun(
      'cat',
      'curious cat',
      'she',
      'f',
      'znatiželjna mačka;znatiželjne mačke;znatiželjnoj mački;znatiželjnu mačku;znatiželjnom mačkom;znatiželjnoj mački',
    ),
    noun('rabbit', 'little rabbit', 'he', 'm', 'mali zec;malog zeca;malom zecu;malog zeca;malim zecom;malom zecu'),
    noun(
      'dragon',
      'friendly dragon',
      'he',
      'm',
      'dobroćudni zmaj;dobroćudnog zmaja;dobroćudnom zmaju;dobroćudnog zmaja;dobroćudnim zmajem;dobroćudnom zmaju',
    ),
    noun(
      'unicorn',
      'shy unicorn',
      'she',
      'm',
      'sramežljivi jednorog;sramežljivog jednoroga;sramežljivom jednorogu;sramežljivog jednoroga;sramežljivim jednorogom;sramežljivom jednorogu',
    ),
    noun(
      'horse',
      'gentle horse',
      'he',
      'm',
      'nježni konj;nježnog konja;nježnom konju;nježnog konja;nježnim konjem;nježnom konju',
    ),
    noun(
      'bear',
      'big friendly bear',
      'he',
      'm',
      'veliki dobroćudni medvjed;velikog dobroćudnog medvjeda;velikom dobroćudnom medvjedu;velikog dobroćudnog medvjeda;velikim dobroćudnim medvjedom;velikom dobroćudnom medvjedu',
    ),
    noun(
      'fox',
      'clever fox',
      'she',
      'f',
      'lukava lisica;lukave lisice;lukavoj lisici;lukavu lisicu;lukavom lisicom;lukavoj lisici',
    ),
    noun('bird', 'little bird', 'she', 'f', 'mala ptica;male ptice;maloj ptici;malu pticu;malom pticom;maloj ptici'),
    noun(
      'dinosaur',
      'gentle dinosaur',
      'he',
      'm',
      'dobroćudni dinosaur;dobroćudnog dinosaura;dobroćudnom dinosauru;dobroćudnog dinosaura;dobroćudnim dinosaurom;dobroćudnom dinosauru',
    ),
    // Goals.
    noun(
      'star',
      'little star',
      'it',
      'f',
      'mala zvijezda;male zvijezde;maloj zvijezdi;malu zvijezdu;malom zvijezdom;maloj zvijezdi',
    ),
    noun(
      'lullaby',
      "Moon's lost lullaby",
      'it',
      'f',
      'Mjesečeva uspavanka;Mjesečeve uspavanke;Mjesečevoj uspavanci;Mjesečevu uspavanku;Mjesečevom uspavankom;Mjesečevoj uspavanci',
    ),
    noun(
      'colour',
      'missing colour of the rainbow',
      'it',
      'f',
      'izgubljena boja duge;izgubljene boje duge;izgubljenoj boji duge;izgubljenu boju duge;izgubljenom bojom duge;izgubljenoj boji duge',
    ),
    noun(
      'treasure',
      'hidden treasure',
      'it',
      'n',
      'skriveno blago;skrivenog blaga;skrivenom blagu;skriveno blago;skrivenim blagom;skrivenom blagu',
    ),
    noun(
      'losttreasure',
      'lost treasure',
      'it',
      'n',
      'izgubljeno blago;izgubljenog blaga;izgubljenom blagu;izgubljeno blago;izgubljenim blagom;izgubljenom blagu',
    ),
    noun(
      'moonstone',
      'moonstone',
      'it',
      'm',
      'mjesečev kamen;mjesečevog kamena;mjesečevom kamenu;mjesečev kamen;mjesečevim kamenom;mjesečevom kamenu',
    ),
    noun(
      'egg',
      'dragon egg',
      'it',
      'n',
      'zmajevo jaje;zmajeva jajeta;zmajevu jajetu;zmajevo jaje;zmajevim jajetom;zmajevu jajetu',
    ),
    noun(
      'signal',
      'mysterious signal',
      'it',
      'm',
      'tajanstveni signal;tajanstvenog signala;tajanstvenom signalu;tajanstveni signal;tajanstvenim signalom;tajanstvenom signalu',
    ),
    noun(
      'crystal',
      'power crystal',
      'it',
      'm',
      'energetski kristal;energetskog kristala;energetskom kristalu;energetski kristal;energetskim kristalom;energetskom kristalu',
    ),
    noun(
      'waterfall',
      'hidden waterfall',
      'it',
      'm',
      'skriveni slap;skrivenog slapa;skrivenom slapu;skriveni slap;skrivenim slapom;skrivenom slapu',
    ),
    noun(
      'hikers',
      'stranded hikers',
      'they',
      'mpl',
      'zarobljeni planinari;zarobljenih planinara;zarobljenim planinarima;zarobljene planinare;zarobljenim planinarima;zarobljenim planinarima',
    ),
    noun(
      'diamond',
      'stolen diamond',
      'it',
      'm',
      'ukradeni dijamant;ukradenog dijamanta;ukradenom dijamantu;ukradeni dijamant;ukradenim dijamantom;ukradenom dijamantu',
    ),
    noun(
      'surprise',
      'perfect surprise',
      'it',
      'n',
      'savršeno iznenađenje;savršenog iznenađenja;savršenom iznenađenju;savršeno iznenađenje;savršenim iznenađenjem;savršenom iznenađenju',
    ),
    noun('oak', 'old oak tree', 'it', 'm', 'stari hrast;starog hrasta;starom hrastu;stari hrast;starim hrastom;starom hrastu'),
    noun(
      'memorybox',
      'box of memories',
      'it',
      'f',
      'kutija uspomena;kutije uspomena;kutiji uspomena;kutiju uspomena;kutijom uspomena;kutiji uspomena',
    ),
    noun('cake', 'cake', 'it', 'f', 'torta;torte;torti;tortu;tortom;torti'),
    noun('tent', 'tent', 'it', 'm', 'šator;šatora;šatoru;šator;šatorom;šatoru'),
    noun('wardrobe', 'wardrobe', 'it', 'm', 'ormar;ormara;ormaru;ormar;ormarom;ormaru'),
    noun(
      'speaker',
      'smart speaker',
      'it',
      'm',
      'pametni zvučnik;pametnog zvučnika;pametnom zvučniku;pametni zvučnik;pametnim zvučnikom;pametnom zvučniku',
    ),
    noun('dance', 'silly dance', 'it', 'm', 'šašavi ples;šašavog plesa;šašavom plesu;šašavi ples;šašavim plesom;šašavom plesu'),
    noun('oldman', 'old man', 'he', 'm', 'starac;starca;starcu;starca;starcem;starcu'),
    noun(
      'gift',
      'perfect gift',
      'it',
      'm',
      'savršeni poklon;savršenog poklona;savršenom poklonu;savršeni poklon;savršenim poklonom;savršenom poklonu',
    ),
    noun(
      'stranger',
      'stranger with the yellow umbrella',
      'they',
      'm',
      'neznanac sa žutim kišobranom;neznanca sa žutim kišobranom;neznancu sa žutim kišobranom;neznanca sa žutim kišobranom;neznancem sa žutim kišobranom;neznancu sa žutim kišobranom',
    ),
    noun(
      'youngdragon',
      'lonely young dragon',
      'he',
      'm',
      'usamljeni mladi zmaj;usamljenog mladog zmaja;usamljenom mladom zmaju;usamljenog mladog zmaja;usamljenim mladim zmajem;usamljenom mladom zmaju',
    ),
    // Props a context can name (they replace the goal of a "lost thing" plot).
    noun(
      'teddy',
      'teddy bear',
      'it',
      'm',
      'plišani medvjedić;plišanog medvjedića;plišanom medvjediću;plišanog medvjedića;plišanim medvjedićem;plišanom medvjediću',
      {
        enMatch: ['teddy', 'teddybear'],
        hrMatch: ['medvjedić*', 'medo', 'medu'],
      },
    ),
    noun(
      'kite',
      'red kite',
      'it',
      'm',
      'crveni zmaj od papira;crvenog zmaja od papira;crvenom zmaju od papira;crveni zmaj od papira;crvenim zmajem od papira;crvenom zmaju od papira',
      {
        enMatch: ['kite', 'kites'],
        hrMatch: ['papira'],
      },
    ),
    noun('ball', 'ball', 'it', 'f', 'lopta;lopte;lopti;loptu;loptom;lopti', { enMatch: ['ball'], hrMatch: ['lopt*'] }),
    noun('balloon', 'balloon', 'it', 'm', 'balon;balona;balonu;balon;balonom;balonu', {
      enMatch: ['balloon', 'balloons'],
      hrMatch: ['balon*'],
    }),
    noun('doll', 'doll', 'it', 'f', 'lutka;lutke;lutki;lutku;lutkom;lutki', { enMatch: ['doll'], hrMatch: ['lutk*'] }),
    noun('blanket', 'blanket', 'it', 'f', 'dekica;dekice;dekici;dekicu;dekicom;dekici', {
      enMatch: ['blanket', 'blankie'],
      hrMatch: ['dek*', 'pokrivač*'],
    }),
    noun('hat', 'hat', 'it', 'm', 'šešir;šešira;šeširu;šešir;šeširom;šeširu', { enMatch: ['hat'], hrMatch: ['šešir*'] }),
    noun('book', 'storybook', 'it', 'f', 'slikovnica;slikovnice;slikovnici;slikovnicu;slikovnicom;slikovnici', {
      enMatch: ['book', 'storybook'],
      hrMatch: ['knjig*', 'slikovnic*'],
    }),
    noun(
      'key',
      'golden key',
      'it',
      'm',
      'zlatni ključ;zlatnog ključa;zlatnom ključu;zlatni ključ;zlatnim ključem;zlatnom ključu',
      { enMatch: ['key'], hrMatch: ['ključ', 'ključa', 'ključem', 'ključić*'] },
    ),
    noun('crown', 'crown', 'it', 'f', 'kruna;krune;kruni;krunu;krunom;kruni', { enMatch: ['crown'], hrMatch: ['krun*'] }),
    noun('shell', 'seashell', 'it', 'f', 'školjka;školjke;školjci;školjku;školjkom;školjci', {
      enMatch: ['shell', 'seashell'],
      hrMatch: ['školjk*'],
    }),
    noun('lantern', 'lantern', 'it', 'm', 'lampion;lampiona;lampionu;lampion;lampionom;lampionu', {
      enMatch: ['lantern'],
      hrMatch: ['lampion*', 'fenjer*'],
    }),
    noun('ring', 'ring', 'it', 'm', 'prsten;prstena;prstenu;prsten;prstenom;prstenu', {
      enMatch: ['ring'],
      hrMatch: ['prsten*'],
    }),
  ].map((n) => [n.key, n]),
);

export const PROP_KEYS = [
  'teddy',
  'kite',
  'ball',
  'balloon',
  'doll',
  'blanket',
  'hat',
  'book',
  'key',
  'crown',
  'shell',
  'lantern',
  'ring',
];

/** Animals an instruction may add, by the kind key the instruction names. */
export const ADDABLE: Record<string, string> = {
  dog: 'dog',
  puppy: 'dog',
  cat: 'cat',
  kitten: 'cat',
  owl: 'owl',
  rabbit: 'rabbit',
  dragon: 'dragon',
  unicorn: 'unicorn',
  horse: 'horse',
  pony: 'horse',
  bear: 'bear',
  fox: 'fox',
  bird: 'bird',
  mouse: 'mouse',
  dinosaur: 'dinosaur',
  robot: 'robot',
  dolphin: 'dolphin',
  penguin: 'penguin',
  hedgehog: 'hedgehog',
  squirrel: 'squirrel',
  duck: 'duck',
  turtle: 'turtle',
  parrot: 'parrot',
  fairy: 'fairy',
};
