/**
 * The places the writer can describe, in English and Croatian: how each is named after a preposition, what one sees
 * and hears there, what can go wrong there and how one travels there. A place the user names that is not here is
 * still used by the user's own words; these only add the detail. Croatian noun phrases are ours, written in the
 * case the templates use them in (features and sounds in the accusative; hazards are whole clauses).
 */
import type { Place as IllustratedPlace } from '../illustrator/lexicon.ts';
import type { Rng } from './random.ts';

export type Setting = 'home' | 'indoor' | 'garden' | 'city' | 'nature' | 'snow' | 'water' | 'space' | 'vehicle' | 'sky';

export interface Scenery {
  key: string;
  setting: Setting;
  indoor: boolean;
  /** The illustrator's place for this scenery (null: let the illustrator read the page). */
  picture: IllustratedPlace | null;
  en: {
    /** Lower-case words (or two-word phrases) that name this place. */
    match: string[];
    /** Default noun phrase ("the Moon"). */
    the: string;
    /** Preposition for being there ("on" the Moon, "in" the forest, "at" school). */
    at: string;
    /** How one travels there ("by rocket"), or null. */
    travel: string | null;
    /** Things to see, each with its article ("a wide grey crater"). */
    features: string[];
    /** Things to hear. */
    sounds: string[];
    /** What can go wrong there: past-tense clauses with their own subject. */
    hazards: string[];
  };
  hr: {
    /** Lower-case words; a trailing `*` is a prefix (Croatian cases). */
    match: string[];
    /** Nominative ("Mjesec"). */
    nom: string;
    /** Being there ("na Mjesecu"). */
    at: string;
    /** Going there ("na Mjesec"). */
    to: string;
    /** By what one travels ("raketom"), or null. */
    travel: string | null;
    /** Accusative noun phrases: things to see. */
    features: string[];
    /** Accusative noun phrases: things to hear. */
    sounds: string[];
    /** Past-tense clauses with their own subject. */
    hazards: string[];
  };
}

const w = (text: string) => text.split(' ');

export const SCENERY: readonly Scenery[] = [
  {
    key: 'moon',
    setting: 'space',
    indoor: false,
    picture: 'space',
    en: {
      match: w('moon lunar crater craters'),
      the: 'the Moon',
      at: 'on',
      travel: 'by rocket',
      features: [
        'a wide grey crater',
        'footprints in the silver dust',
        'the blue Earth hanging in the black sky',
        'a field of round, quiet rocks',
        'a hill of moon dust that sparkled like sugar',
        'a deep crater full of shadows',
      ],
      sounds: ['the hum of the rocket cooling down', 'the soft crunch of moon dust underfoot', 'a crackle on the radio'],
      hazards: [
        'a cloud of fine dust rose and hid the way',
        'the ground dropped away into a dark crater',
        'the radio crackled and went silent',
      ],
    },
    hr: {
      match: w('mjesec* mjeseč* lunarn* krater*'),
      nom: 'Mjesec',
      at: 'na Mjesecu',
      to: 'na Mjesec',
      travel: 'raketom',
      features: [
        'širok sivi krater',
        'tragove u srebrnoj prašini',
        'plavu Zemlju visoko na crnom nebu',
        'polje okruglog, tihog kamenja',
        'brežuljak mjesečeve prašine, sjajne poput šećera',
      ],
      sounds: ['tiho zujanje rakete', 'tiho škripanje prašine pod nogama', 'pucketanje u radiju'],
      hazards: [
        'Oblak sitne prašine podigao se i sakrio put.',
        'Tlo se naglo spustilo u taman krater.',
        'Radio je zapucketao i utihnuo.',
      ],
    },
  },
  {
    key: 'mars',
    setting: 'space',
    indoor: false,
    picture: 'space',
    en: {
      match: w('mars martian'),
      the: 'Mars',
      at: 'on',
      travel: 'by rocket',
      features: [
        'red dunes that rolled to the horizon',
        'a tall rusty cliff',
        'two tiny moons in the pink sky',
        'a dusty red valley',
        'a rover track winding between the rocks',
      ],
      sounds: ['the whistle of the thin red wind', 'the beep of the rover', 'the hiss of blowing sand'],
      hazards: [
        'a red dust storm rolled across the plain',
        'the rover’s wheels sank into soft sand',
        'the sun slipped behind the dunes',
      ],
    },
    hr: {
      match: w('mars marsa marsu marsov* marsovsk*'),
      nom: 'Mars',
      at: 'na Marsu',
      to: 'na Mars',
      travel: 'raketom',
      features: [
        'crvene dine do obzora',
        'visoku hrđavu liticu',
        'dva sićušna mjeseca na ružičastom nebu',
        'prašnjavu crvenu dolinu',
      ],
      sounds: ['zviždanje tankog crvenog vjetra', 'pištanje rovera', 'šuštanje pijeska'],
      hazards: ['Crvena pješčana oluja prekrila je ravnicu.', 'Kotači rovera utonuli su u mekani pijesak.'],
    },
  },
  {
    key: 'space',
    setting: 'space',
    indoor: false,
    picture: 'space',
    en: {
      match: w('space spaceship spacecraft rocket galaxy planet planets universe stars cosmos orbit asteroid comet spaceport'),
      the: 'space',
      at: 'in',
      travel: 'by rocket',
      features: [
        'a comet with a long glowing tail',
        'a ringed planet turning slowly',
        'a cloud of stars like spilled glitter',
        'a tumbling silver asteroid',
        'the little round windows of the space station',
      ],
      sounds: ['the gentle beep of the controls', 'the rumble of the engines', 'the quiet of space all around'],
      hazards: [
        'a shower of tiny asteroids rattled past',
        'a warning light blinked red on the panel',
        'the engines coughed and slowed',
      ],
    },
    hr: {
      match: w('svemir* galaksij* planet* raket* svemirsk* orbit* zvijezd* zvjezd* komet* asteroid*'),
      nom: 'svemir',
      at: 'u svemiru',
      to: 'u svemir',
      travel: 'raketom',
      features: [
        'komet s dugim svjetlucavim repom',
        'planet sa sjajnim prstenovima',
        'oblak zvijezda poput prosutih šljokica',
        'srebrni asteroid u prevrtanju',
      ],
      sounds: ['tiho pištanje komandi', 'tutnjavu motora', 'tišinu svemira posvuda'],
      hazards: [
        'Kiša sitnih asteroida protutnjala je pokraj broda.',
        'Na ploči je zatreptalo crveno svjetlo.',
        'Motori su zakašljali i usporili.',
      ],
    },
  },
  {
    key: 'train',
    setting: 'vehicle',
    indoor: true,
    picture: 'train',
    en: {
      match: w('train trains railway carriage compartment station'),
      the: 'the night train',
      at: 'on',
      travel: 'by train',
      features: [
        'a window full of passing lights',
        'a little bunk with a folded blanket',
        'a conductor with a shiny silver whistle',
        'a dining car that smelled of cocoa',
        'snowy fields sliding past the window',
      ],
      sounds: ['the clickety-clack of the wheels', 'the long whistle of the engine', 'the hiss of the brakes at a station'],
      hazards: [
        'the train slowed and stopped in the middle of nowhere',
        'snow piled up on the tracks ahead',
        'the lights in the carriage flickered and went out',
      ],
    },
    hr: {
      match: w('vlak* vlakom željezni* vagon* kupe* kolodvor* stanic*'),
      nom: 'noćni vlak',
      at: 'u vlaku',
      to: 'u vlak',
      travel: 'vlakom',
      features: [
        'prozor pun dalekih svjetala',
        'mali ležaj sa složenom dekom',
        'kondukterku sa sjajnom zviždaljkom',
        'snježna polja iza prozora',
      ],
      sounds: ['kloparanje kotača', 'dugi zvižduk lokomotive', 'šištanje kočnica na stanici'],
      hazards: [
        'Vlak je usporio i stao usred ničega.',
        'Snijeg se nagomilao na tračnicama.',
        'Svjetla u vagonu zatreperila su i ugasila se.',
      ],
    },
  },
  {
    key: 'mountains',
    setting: 'snow',
    indoor: false,
    picture: 'mountains',
    en: {
      match: w('mountain mountains peak peaks summit alps hill hills cliff cliffs'),
      the: 'the mountains',
      at: 'in',
      travel: null,
      features: [
        'a narrow path zigzagging up the slope',
        'pine trees wearing caps of snow',
        'a wooden bridge over a frozen stream',
        'a peak that touched the clouds',
        'a little hut with smoke curling from its chimney',
      ],
      sounds: ['the crunch of snow underfoot', 'an echo bouncing between the peaks', 'the far-off jingle of sleigh bells'],
      hazards: [
        'a thick fog rolled down the slope',
        'the path disappeared under fresh snow',
        'a cold wind howled between the rocks',
      ],
    },
    hr: {
      match: w('planin* brd* vrh vrhu vrhov* alp* brežulj* litic*'),
      nom: 'planine',
      at: 'u planinama',
      to: 'u planine',
      travel: null,
      features: [
        'usku vijugavu stazu uz padinu',
        'borove sa snježnim kapama',
        'drveni most preko zaleđenog potoka',
        'malu kolibu s dimom iz dimnjaka',
      ],
      sounds: ['škripu snijega pod nogama', 'jeku među vrhovima', 'daleki zvon praporaca'],
      hazards: [
        'Gusta magla spustila se niz padinu.',
        'Staza je nestala pod svježim snijegom.',
        'Hladan vjetar zavijao je među stijenama.',
      ],
    },
  },
  {
    key: 'snow',
    setting: 'snow',
    indoor: false,
    picture: 'mountains',
    en: {
      match: w('snow snowy winter ice icy frozen snowman sledge sled igloo iceberg icebergs glacier arctic polar'),
      the: 'the snowy hills',
      at: 'in',
      travel: 'by sledge',
      features: [
        'a snowman with a carrot nose',
        'a sledge track curving down the hill',
        'icicles glittering on a fence',
        'a frozen pond as smooth as glass',
      ],
      sounds: ['the squeak of fresh snow', 'the whoosh of a sledge', 'the soft thump of snow falling from a branch'],
      hazards: [
        'big flakes began to fall faster and faster',
        'the wind blew snow into high drifts',
        'the ice on the pond creaked',
      ],
    },
    hr: {
      match: w('snijeg* snjež* zim* led leda ledu zaleđen* snjegović* sanjk* iglu'),
      nom: 'snježni brežuljci',
      at: 'na snježnim brežuljcima',
      to: 'na snježne brežuljke',
      travel: 'sanjkama',
      features: [
        'snjegovića s nosom od mrkve',
        'trag sanjki niz brijeg',
        'sjajne ledenice na ogradi',
        'zaleđeni ribnjak gladak kao staklo',
      ],
      sounds: ['škripanje svježeg snijega', 'fijuk sanjki', 'tihi pad snijega s grane'],
      hazards: ['Krupne pahulje počele su padati sve brže.', 'Vjetar je nanio visoke smetove.', 'Led na ribnjaku je zaškripao.'],
    },
  },
  {
    key: 'beach',
    setting: 'water',
    indoor: false,
    picture: 'beach',
    en: {
      match: w('beach sand sandy sandcastle sandcastles seaside shore tide waves shell shells seashell'),
      the: 'the beach',
      at: 'on',
      travel: null,
      features: [
        'a row of striped beach huts',
        'shells scattered along the wet sand',
        'a crab hurrying sideways',
        'a bucket and spade by the dunes',
        'foam tracing lace patterns on the sand',
      ],
      sounds: ['the hush and rush of the waves', 'seagulls calling overhead', 'the clink of shells in a bucket'],
      hazards: [
        'a big wave rushed further up the sand than the others',
        'the tide crept closer and closer',
        'the wind whipped sand into the air',
      ],
    },
    hr: {
      match: w('plaž* pijes* pješ* obal* plim* oseka val valov* školjk* kaštel*'),
      nom: 'plaža',
      at: 'na plaži',
      to: 'na plažu',
      travel: null,
      features: [
        'niz prugastih kućica za presvlačenje',
        'školjke razasute po mokrom pijesku',
        'raka u žurbi postrance',
        'kanticu i lopaticu kraj dina',
      ],
      sounds: ['šum valova', 'krikove galebova iznad glave', 'zveckanje školjki u kantici'],
      hazards: ['Veliki val dojurio je dalje od ostalih.', 'Plima se primicala sve bliže.', 'Vjetar je podigao pijesak u zrak.'],
    },
  },
  {
    key: 'sea',
    setting: 'water',
    indoor: false,
    picture: 'sea',
    en: {
      match: w('sea ocean boat ship sailing sail harbour harbor lighthouse pirate pirates voyage'),
      the: 'the sea',
      at: 'on',
      travel: 'by boat',
      features: [
        'a lighthouse blinking on the rocks',
        'dolphins leaping beside the boat',
        'a sail filled with wind',
        'a faraway island with a single palm tree',
      ],
      sounds: ['the slap of waves against the boat', 'the creak of the mast', 'the cry of a seagull'],
      hazards: [
        'grey clouds gathered and the waves grew tall',
        'the wind dropped and the sail hung limp',
        'a thick sea fog hid the shore',
      ],
    },
    hr: {
      match: w('more mora moru morem morsk* ocean* brod* bark* čamac* čamc* jedr* luk* svjetionik* gusar*'),
      nom: 'more',
      at: 'na moru',
      to: 'na more',
      travel: 'brodom',
      features: ['svjetionik na stijenama', 'razigrane dupine kraj broda', 'jedro puno vjetra', 'daleki otok s jednom palmom'],
      sounds: ['pljuskanje valova o brod', 'škripu jarbola', 'krik galeba'],
      hazards: [
        'Skupili su se sivi oblaci i valovi su narasli.',
        'Vjetar je stao i jedro je mlohavo visjelo.',
        'Gusta morska magla sakrila je obalu.',
      ],
    },
  },
  {
    key: 'island',
    setting: 'water',
    indoor: false,
    picture: 'beach',
    en: {
      match: w('island islands lagoon palm'),
      the: 'the island',
      at: 'on',
      travel: 'by boat',
      features: [
        'palm trees bending over a lagoon',
        'a hidden cove with turquoise water',
        'a path of stepping stones into the jungle',
        'a parrot on a coconut tree',
      ],
      sounds: ['the chatter of parrots', 'waves breaking on the reef', 'the rustle of palm leaves'],
      hazards: [
        'a sudden tropical rain drummed on the leaves',
        'the tide cut off the sandy path',
        'a vine tangled around an ankle',
      ],
    },
    hr: {
      match: w('otok* otoč* lagun* palm*'),
      nom: 'otok',
      at: 'na otoku',
      to: 'na otok',
      travel: 'brodom',
      features: ['palme nagnute nad lagunom', 'skrivenu uvalu tirkizne vode', 'papigu na kokosovoj palmi'],
      sounds: ['brbljanje papiga', 'valove na grebenu', 'šuštanje palminog lišća'],
      hazards: ['Iznenadna tropska kiša zabubnjala je po lišću.', 'Plima je presjekla pješčanu stazu.'],
    },
  },
  {
    key: 'forest',
    setting: 'nature',
    indoor: false,
    picture: 'forest',
    en: {
      match: w('forest forests wood woods woodland jungle trees grove'),
      the: 'the forest',
      at: 'in',
      travel: null,
      features: [
        'a mossy log across the path',
        'a ring of red mushrooms',
        'an old oak with a hollow trunk',
        'a stream twinkling between the ferns',
        'a squirrel with a twitchy tail',
      ],
      sounds: ['the tap-tap of a woodpecker', 'leaves whispering overhead', 'the gurgle of a little stream'],
      hazards: [
        'the path split into three and every way looked the same',
        'a fallen tree blocked the way',
        'the trees grew so thick that it became dark',
      ],
    },
    hr: {
      match: w('šum* drveć* stabl* gaj* lug* prašum* džungl*'),
      nom: 'šuma',
      at: 'u šumi',
      to: 'u šumu',
      travel: null,
      features: [
        'mahovinom obraslo deblo preko staze',
        'krug crvenih gljiva',
        'stari hrast sa šupljim deblom',
        'svjetlucavi potočić među paprati',
      ],
      sounds: ['kuckanje djetlića', 'šaputanje lišća', 'žuborenje potočića'],
      hazards: [
        'Staza se razdvojila na tri i svaki put izgledao je isto.',
        'Srušeno stablo zapriječilo je put.',
        'Drveće je postalo tako gusto da se smračilo.',
      ],
    },
  },
  {
    key: 'meadow',
    setting: 'nature',
    indoor: false,
    picture: 'meadow',
    en: {
      match: w('meadow meadows field fields countryside valley picnic flowers'),
      the: 'the meadow',
      at: 'in',
      travel: null,
      features: [
        'poppies nodding in the grass',
        'a kite caught on a fence',
        'butterflies drifting over clover',
        'a haystack with a ladder leaning on it',
      ],
      sounds: ['the buzz of bees', 'grass swishing in the breeze', 'a cow mooing in the distance'],
      hazards: [
        'a gust of wind swept across the grass',
        'dark clouds rolled over the hills',
        'a stream cut right across the field',
      ],
    },
    hr: {
      match: w('livad* polj* dolin* piknik* cvijeć* travnjak*'),
      nom: 'livada',
      at: 'na livadi',
      to: 'na livadu',
      travel: null,
      features: ['crvene makove u travi', 'leptire nad djetelinom', 'plast sijena s ljestvama'],
      sounds: ['zujanje pčela', 'šuštanje trave na povjetarcu', 'daleko mukanje krave'],
      hazards: ['Nalet vjetra prošao je preko trave.', 'Tamni oblaci navukli su se nad brežuljke.'],
    },
  },
  {
    key: 'garden',
    setting: 'garden',
    indoor: false,
    picture: 'garden',
    en: {
      match: w('garden gardens backyard yard orchard vegetables greenhouse tomatoes allotment'),
      the: 'the garden',
      at: 'in',
      travel: null,
      features: [
        'a watering can by the gate',
        'rows of tomatoes on their sticks',
        'a snail on a cabbage leaf',
        'a bird bath with a robin in it',
        'a wheelbarrow full of leaves',
      ],
      sounds: ['the drip of the watering can', 'a robin singing on the fence', 'the creak of the garden gate'],
      hazards: [
        'a sudden shower soaked the flower beds',
        'the gate blew open in the wind',
        'a hungry snail crept towards the lettuce',
      ],
    },
    hr: {
      match: w('vrt vrta vrtu vrtom vrtov* dvorišt* voćnjak* rajčic* povrć* staklenik*'),
      nom: 'vrt',
      at: 'u vrtu',
      to: 'u vrt',
      travel: null,
      features: ['kantu za zalijevanje kraj vrata', 'redove rajčica uz kolčiće', 'puža na listu kupusa', 'tačke pune lišća'],
      sounds: ['kapanje kante za zalijevanje', 'pjesmu crvendaća na ogradi', 'škripu vrtnih vrata'],
      hazards: ['Iznenadni pljusak natopio je gredice.', 'Vjetar je otvorio vrata vrta.'],
    },
  },
  {
    key: 'park',
    setting: 'garden',
    indoor: false,
    picture: 'garden',
    en: {
      match: w('park playground swings slide sandpit'),
      the: 'the park',
      at: 'in',
      travel: null,
      features: [
        'swings creaking back and forth',
        'a duck pond with a little bridge',
        'a bench under a chestnut tree',
        'a slide shining in the sun',
      ],
      sounds: ['children laughing on the swings', 'ducks quacking on the pond', 'a dog barking at a ball'],
      hazards: [
        'the wind blew a pile of leaves everywhere',
        'a sprinkler sprayed the whole path',
        'a football came bouncing straight across the way',
      ],
    },
    hr: {
      match: w('park parka parku parkom igrališt* ljuljačk* tobogan*'),
      nom: 'park',
      at: 'u parku',
      to: 'u park',
      travel: null,
      features: ['škripave ljuljačke', 'ribnjak s patkama i malim mostom', 'klupu pod kestenom', 'tobogan sjajan na suncu'],
      sounds: ['smijeh djece na ljuljačkama', 'gakanje pataka', 'lavež psa u daljini'],
      hazards: ['Vjetar je raznio hrpu lišća posvuda.', 'Prskalica je iznenada poprskala stazu.'],
    },
  },
  {
    key: 'city',
    setting: 'city',
    indoor: false,
    picture: 'city',
    en: {
      match: w('city town street streets downtown skyscraper skyscrapers square traffic bus'),
      the: 'the city',
      at: 'in',
      travel: 'by bus',
      features: [
        'red buses splashing through puddles',
        'umbrellas bobbing along the pavement',
        'a fountain in the square',
        'a bakery window full of buns',
        'a tall clock tower',
      ],
      sounds: ['the honk of a taxi', 'rain pattering on umbrellas', 'the ding of a tram bell'],
      hazards: [
        'a bus roared past and splashed a puddle',
        'the crowd swept everyone along the pavement',
        'the rain came down in sheets',
      ],
    },
    hr: {
      match: w('grad grada gradu gradom gradov* gradić* ulic* trg* neboder* promet* autobus* tramvaj*'),
      nom: 'grad',
      at: 'u gradu',
      to: 'u grad',
      travel: 'autobusom',
      features: ['crvene autobuse u lokvama', 'šarene kišobrane na pločniku', 'fontanu na trgu', 'izlog pekarnice pun peciva'],
      sounds: ['trubljenje taksija', 'bubnjanje kiše po kišobranima', 'zvonce tramvaja'],
      hazards: ['Autobus je projurio i poprskao lokvu.', 'Gužva je sve ponijela niz pločnik.', 'Kiša je pljuštala kao iz kabla.'],
    },
  },
  {
    key: 'school',
    setting: 'indoor',
    indoor: true,
    picture: null,
    en: {
      match: w('school classroom kindergarten nursery class teacher lesson lessons'),
      the: 'school',
      at: 'at',
      travel: null,
      features: [
        'a classroom with paintings on the walls',
        'a reading corner full of cushions',
        'a row of pegs with name labels',
        'a hamster cage by the window',
      ],
      sounds: ['the bell ringing for break', 'chalk squeaking on the board', 'shoes squeaking in the hall'],
      hazards: [
        'the corridor was full of children who all knew where to go',
        'the teacher asked a question nobody could answer',
        'the door of the classroom was closed',
      ],
    },
    hr: {
      match: w('škol* razred* vrtić* učiteljic* učitelj* sat satu nastav*'),
      nom: 'škola',
      at: 'u školi',
      to: 'u školu',
      travel: null,
      features: [
        'učionicu sa slikama po zidovima',
        'kutak za čitanje pun jastuka',
        'niz vješalica s imenima',
        'kavez s hrčkom kraj prozora',
      ],
      sounds: ['zvono za odmor', 'škripu krede po ploči', 'škripu cipela u hodniku'],
      hazards: ['Hodnik je bio pun djece i nitko nije stao.', 'Vrata učionice bila su zatvorena.'],
    },
  },
  {
    key: 'kitchen',
    setting: 'home',
    indoor: true,
    picture: 'kitchen',
    en: {
      match: w('kitchen bake baking cake cookies oven pancakes recipe'),
      the: 'the kitchen',
      at: 'in',
      travel: null,
      features: [
        'a bowl of flour on the table',
        'a wooden spoon dripping with batter',
        'an oven window glowing orange',
        'a jar of cookies on a high shelf',
      ],
      sounds: ['the tick of the kitchen timer', 'eggs cracking into a bowl', 'the whirr of the mixer'],
      hazards: [
        'a cloud of flour puffed into the air',
        'the batter slopped over the edge of the bowl',
        'the oven timer rang far too early',
      ],
    },
    hr: {
      match: w('kuhinj* ispeć* peći pečen* kolač* keks* pećnic* palačink* recept*'),
      nom: 'kuhinja',
      at: 'u kuhinji',
      to: 'u kuhinju',
      travel: null,
      features: [
        'zdjelu brašna na stolu',
        'drvenu kuhaču punu tijesta',
        'narančasti sjaj pećnice',
        'staklenku keksa na visokoj polici',
      ],
      sounds: ['kucanje kuhinjskog sata', 'pucanje jaja u zdjelu', 'zujanje miksera'],
      hazards: ['Oblak brašna podigao se u zrak.', 'Tijesto se prelilo preko ruba zdjele.'],
    },
  },
  {
    key: 'bedroom',
    setting: 'home',
    indoor: true,
    picture: 'bedroom',
    en: {
      match: w('bedroom bed bedtime room pillow blanket pyjamas pajamas nursery cot'),
      the: 'the bedroom',
      at: 'in',
      travel: null,
      features: [
        'a night light shaped like a moon',
        'a pile of soft pillows',
        'a bookshelf full of picture books',
        'a toy box with its lid open',
        'stars glowing on the ceiling',
      ],
      sounds: ['the tick of the clock', 'rain tapping on the window', 'a sleepy yawn from the next room'],
      hazards: [
        'the night light flickered and went out',
        'a shadow on the wall looked like a monster',
        'the floorboards creaked loudly',
      ],
    },
    hr: {
      match: w('sob* krevet* spavać* jastuk* dek* pidžam* pokrivač*'),
      nom: 'soba',
      at: 'u sobi',
      to: 'u sobu',
      travel: null,
      features: [
        'noćnu lampicu u obliku mjeseca',
        'hrpu mekanih jastuka',
        'policu punu slikovnica',
        'kutiju za igračke s otvorenim poklopcem',
      ],
      sounds: ['kucanje sata', 'kucanje kiše po prozoru', 'pospano zijevanje iz druge sobe'],
      hazards: [
        'Noćna lampica zatreperila je i ugasila se.',
        'Sjena na zidu izgledala je kao čudovište.',
        'Daske na podu glasno su zaškripale.',
      ],
    },
  },
  {
    key: 'home',
    setting: 'home',
    indoor: true,
    picture: 'bedroom',
    en: {
      match: w('home house flat apartment living attic cellar basement stairs grandma grandpa grandparents'),
      the: 'home',
      at: 'at',
      travel: null,
      features: [
        'a sofa piled with cushions',
        'a staircase with a wobbly banister',
        'a cosy armchair by the fire',
        'a hallway full of coats and boots',
        'an attic window with a view of the roofs',
      ],
      sounds: ['the kettle whistling in the kitchen', 'the creak of the stairs', 'the crackle of the fire'],
      hazards: [
        'the lights went out all at once',
        'the cupboard under the stairs was too dark to see into',
        'every room looked tidy and empty',
      ],
    },
    hr: {
      match: w('kuć* kuci stan stana stanu dnevn* tavan* podrum* stubišt* bak* djed* baka baki baku bakom'),
      nom: 'kuća',
      at: 'kod kuće',
      to: 'kući',
      travel: null,
      features: ['kauč pun jastuka', 'stubište s klimavom ogradom', 'udobnu fotelju kraj vatre', 'hodnik pun kaputa i čizama'],
      sounds: ['zviždanje čajnika u kuhinji', 'škripu stuba', 'pucketanje vatre'],
      hazards: ['Svjetla su se odjednom ugasila.', 'Ormar ispod stuba bio je pretaman.'],
    },
  },
  {
    key: 'castle',
    setting: 'nature',
    indoor: false,
    picture: 'castle',
    en: {
      match: w('castle castles palace kingdom tower towers throne dungeon moat'),
      the: 'the castle',
      at: 'in',
      travel: null,
      features: [
        'a drawbridge over a shining moat',
        'a tower with a pointed red roof',
        'a hall hung with old banners',
        'a spiral staircase lit by torches',
      ],
      sounds: ['trumpets from the tower', 'the clank of armour', 'the echo of footsteps in the hall'],
      hazards: [
        'the drawbridge creaked up and shut tight',
        'a locked door blocked the tower stairs',
        'the torches blew out in a draught',
      ],
    },
    hr: {
      match: w('dvor* palač* kraljevstv* kul* prijestolj* tamnic* opkop*'),
      nom: 'dvorac',
      at: 'u dvorcu',
      to: 'u dvorac',
      travel: null,
      features: [
        'pokretni most preko opkopa',
        'kulu sa šiljatim crvenim krovom',
        'dvoranu sa starim zastavama',
        'zavojito stubište osvijetljeno bakljama',
      ],
      sounds: ['trube s kule', 'zveket oklopa', 'jeku koraka u dvorani'],
      hazards: ['Pokretni most zaškripao je i zatvorio se.', 'Zaključana vrata zapriječila su stube kule.'],
    },
  },
  {
    key: 'cave',
    setting: 'nature',
    indoor: false,
    picture: 'mountains',
    en: {
      match: w('cave caves cavern tunnel underground'),
      the: 'the cave',
      at: 'in',
      travel: null,
      features: [
        'crystals glittering on the walls',
        'a pool of still black water',
        'stalactites hanging like icicles',
        'a narrow tunnel curling out of sight',
      ],
      sounds: ['drops plinking into a pool', 'the flutter of bats', 'a whoosh of cold air from deep inside'],
      hazards: [
        'the torch flickered and dimmed',
        'the tunnel grew so narrow that it was hard to squeeze through',
        'water dripped and made the rocks slippery',
      ],
    },
    hr: {
      match: w('špilj* pećin* tunel* podzem*'),
      nom: 'špilja',
      at: 'u špilji',
      to: 'u špilju',
      travel: null,
      features: ['sjajne kristale po zidovima', 'jezerce mirne crne vode', 'stalaktite poput ledenica'],
      sounds: ['kapanje vode u jezerce', 'lepet šišmiša', 'dah hladnog zraka iz dubine'],
      hazards: ['Svjetiljka je zatreperila i zamutila se.', 'Tunel je postao tako uzak da se jedva prolazilo.'],
    },
  },
  {
    key: 'desert',
    setting: 'nature',
    indoor: false,
    picture: 'meadow',
    en: {
      match: w('desert dunes oasis sahara camel camels'),
      the: 'the desert',
      at: 'in',
      travel: 'by camel',
      features: [
        'golden dunes rippling like waves',
        'an oasis with three palm trees',
        'a cactus with a pink flower',
        'a camel caravan on the horizon',
      ],
      sounds: ['the whisper of sliding sand', 'the jingle of camel bells', 'the hoot of a desert owl'],
      hazards: [
        'the sun beat down without a cloud in the sky',
        'a sandstorm swept over the dunes',
        'every dune looked like the one before',
      ],
    },
    hr: {
      match: w('pustinj* din* oaz* deva* deve devom'),
      nom: 'pustinja',
      at: 'u pustinji',
      to: 'u pustinju',
      travel: 'devom',
      features: ['zlatne dine valovite poput mora', 'oazu s tri palme', 'kaktus s ružičastim cvijetom'],
      sounds: ['šapat pijeska', 'zvončiće deva', 'huk pustinjske sove'],
      hazards: ['Sunce je peklo bez ijednog oblaka.', 'Pješčana oluja prešla je preko dina.'],
    },
  },
  {
    key: 'river',
    setting: 'water',
    indoor: false,
    picture: 'sea',
    en: {
      match: w('river rivers lake lakes pond ponds stream canal waterfall'),
      the: 'the river',
      at: 'by',
      travel: 'by canoe',
      features: [
        'a wooden jetty with a red rowing boat',
        'reeds swaying at the water’s edge',
        'a family of ducks paddling in a line',
        'stepping stones across the water',
      ],
      sounds: ['the splash of a jumping fish', 'the rush of the water', 'frogs croaking among the reeds'],
      hazards: [
        'the current tugged hard at the boat',
        'the stepping stones were wet and wobbly',
        'the water rose after the rain',
      ],
    },
    hr: {
      match: w('rijek* jezer* ribnjak* potok* kanal* slap*'),
      nom: 'rijeka',
      at: 'na rijeci',
      to: 'na rijeku',
      travel: 'kanuom',
      features: ['drveni mol s crvenim čamcem', 'visoku trsku uz obalu', 'obitelj pataka u redu'],
      sounds: ['pljusak ribe u vodi', 'žubor vode', 'kreketanje žaba u trsci'],
      hazards: ['Struja je snažno vukla čamac.', 'Kamenje u vodi bilo je mokro i klimavo.'],
    },
  },
  {
    key: 'farm',
    setting: 'nature',
    indoor: false,
    picture: 'village',
    en: {
      match: w('farm farmyard barn tractor village hens chickens cows sheep pigs'),
      the: 'the farm',
      at: 'on',
      travel: 'by tractor',
      features: [
        'a red barn with a rooster on the roof',
        'hens pecking in the yard',
        'a muddy puddle with two piglets in it',
        'a tractor parked by the hay',
      ],
      sounds: ['the rooster crowing', 'cows mooing in the barn', 'the putter of the tractor'],
      hazards: [
        'the gate swung open and the sheep wandered out',
        'the mud in the yard grew deep and sticky',
        'a goat started chewing everything in sight',
      ],
    },
    hr: {
      match: w('farm* štal* imanj* traktor* sel* kokoš* krav* ovc* svinj*'),
      nom: 'farma',
      at: 'na farmi',
      to: 'na farmu',
      travel: 'traktorom',
      features: ['crvenu štalu s pijetlom na krovu', 'kokoši po dvorištu', 'blatnu lokvu s dva praščića', 'traktor kraj sijena'],
      sounds: ['kukurikanje pijetla', 'mukanje krava u štali', 'brundanje traktora'],
      hazards: ['Vrata su se otvorila i ovce su odlutale.', 'Blato u dvorištu bilo je duboko i ljepljivo.'],
    },
  },
  {
    key: 'sky',
    setting: 'sky',
    indoor: false,
    picture: 'meadow',
    en: {
      match: w('sky skies clouds cloud balloon hot-air plane aeroplane airplane flying fly kite'),
      the: 'the sky',
      at: 'in',
      travel: 'by balloon',
      features: [
        'fluffy clouds shaped like sheep',
        'a rainbow arching over the fields',
        'a flock of geese flying in a V',
        'tiny houses far below',
      ],
      sounds: ['the whoosh of the wind', 'the roar of the balloon burner', 'geese honking as they flew by'],
      hazards: [
        'a grey cloud swallowed everything',
        'a strong gust pushed them off course',
        'the wind dropped and they drifted nowhere',
      ],
    },
    hr: {
      match: w('neb* oblak* oblac* balon* avion* zrakoplov* let* letjeti zmaj*'),
      nom: 'nebo',
      at: 'na nebu',
      to: 'u nebo',
      travel: 'balonom',
      features: [
        'pahuljaste oblake u obliku ovaca',
        'dugu nad poljima',
        'jato gusaka u obliku slova V',
        'sićušne kuće daleko dolje',
      ],
      sounds: ['fijuk vjetra', 'rika plamenika balona', 'gakanje gusaka u letu'],
      hazards: ['Sivi oblak progutao je sve.', 'Snažan nalet vjetra odgurnuo ih je s puta.'],
    },
  },
  {
    key: 'underwater',
    setting: 'water',
    indoor: false,
    picture: 'sea',
    en: {
      match: w('underwater undersea reef coral seabed submarine mermaid diving'),
      the: 'the bottom of the sea',
      at: 'at',
      travel: 'by submarine',
      features: [
        'coral like a garden of candy',
        'a turtle gliding by',
        'a sunken ship covered in barnacles',
        'a forest of swaying seaweed',
      ],
      sounds: ['the bubble and pop of bubbles', 'the song of a faraway whale', 'the click of a curious crab'],
      hazards: [
        'a strong current swept everything sideways',
        'a cloud of ink spread through the water',
        'the water grew dark and cold',
      ],
    },
    hr: {
      match: w('podvodn* koralj* greben* podmornic* siren* ronjen*'),
      nom: 'morsko dno',
      at: 'na morskom dnu',
      to: 'na morsko dno',
      travel: 'podmornicom',
      features: ['koralje poput vrta od bombona', 'veliku staru kornjaču', 'potonuli brod obrastao školjkama'],
      sounds: ['pucketanje mjehurića', 'pjesmu dalekog kita', 'kliktanje radoznalog raka'],
      hazards: ['Snažna struja povukla je sve u stranu.', 'Voda je postala tamna i hladna.'],
    },
  },
  {
    key: 'zoo',
    setting: 'garden',
    indoor: false,
    picture: 'garden',
    en: {
      match: w('zoo safari aquarium'),
      the: 'the zoo',
      at: 'at',
      travel: null,
      features: [
        'a giraffe nibbling leaves from a tall tree',
        'penguins waddling to their pool',
        'a signpost with arrows pointing everywhere',
        'a lion yawning in the sun',
      ],
      sounds: ['monkeys chattering in the trees', 'the splash of the sea lions', 'a zookeeper’s whistle'],
      hazards: ['the map made no sense at all', 'a crowd gathered and blocked the path', 'a monkey snatched a hat and ran'],
    },
    hr: {
      match: w('zoološk* zoo safari akvarij*'),
      nom: 'zoološki vrt',
      at: 'u zoološkom vrtu',
      to: 'u zoološki vrt',
      travel: null,
      features: ['žirafu kraj visokog stabla', 'pingvine kraj bazena', 'putokaz sa strelicama na sve strane'],
      sounds: ['brbljanje majmuna', 'pljuskanje tuljana', 'zviždaljku čuvara'],
      hazards: ['Karta nije imala nikakvog smisla.', 'Okupila se gužva i zapriječila stazu.'],
    },
  },
  {
    key: 'library',
    setting: 'indoor',
    indoor: true,
    picture: null,
    en: {
      match: w('library museum bookshop books shop shops market supermarket bakery store'),
      the: 'the library',
      at: 'in',
      travel: null,
      features: [
        'shelves that reached the ceiling',
        'a ladder on little wheels',
        'a reading lamp with a green shade',
        'a cart of books waiting to be put away',
      ],
      sounds: ['pages turning softly', 'a librarian whispering', 'the thump of a heavy book closing'],
      hazards: ['the aisles all looked the same', 'the top shelf was much too high', 'the lights dimmed for closing time'],
    },
    hr: {
      match: w('knjižnic* muzej* knjižar* dućan* trgovin* tržnic* pekarn* market*'),
      nom: 'knjižnica',
      at: 'u knjižnici',
      to: 'u knjižnicu',
      travel: null,
      features: ['police do stropa', 'ljestve na kotačićima', 'lampu za čitanje sa zelenim sjenilom'],
      sounds: ['tiho listanje stranica', 'šaptanje knjižničarke', 'tup zvuk teške knjige'],
      hazards: ['Svi prolazi izgledali su isto.', 'Gornja polica bila je previsoka.'],
    },
  },
];

/** The scenery whose words a text names, scored by how many of its words appear (ties: the first in the text). */
export function sceneryFor(words: readonly string[], croatian: boolean): Scenery | null {
  let best: { scenery: Scenery; score: number; first: number } | null = null;
  for (const scenery of SCENERY) {
    const patterns = croatian ? scenery.hr.match : scenery.en.match;
    let score = 0;
    let first = Infinity;
    words.forEach((word, i) => {
      const hit = patterns.some((p) => (p.endsWith('*') ? word.startsWith(p.slice(0, -1)) : word === p));
      if (hit) {
        score++;
        first = Math.min(first, i);
      }
    });
    if (score === 0) continue;
    if (!best || score > best.score || (score === best.score && first < best.first)) best = { scenery, score, first };
  }
  return best?.scenery ?? null;
}

export function sceneryByKey(key: string): Scenery {
  return SCENERY.find((s) => s.key === key)!;
}

/**
 * One of a place's details (a feature, a sound, a hazard) for a sentence: every detail once; a long story that has
 * said them all may come back to one, but never twice on one page (`said` keeps `page:` keys for the page).
 */
export function pickDetail(tale: { said: Set<string>; rng: Rng }, list: readonly string[] | undefined): string | null {
  if (!list || list.length === 0) return null;
  const free = list.filter((d) => !tale.said.has(d));
  const again = list.filter((d) => !tale.said.has(`page:${d}`));
  if (free.length === 0 && again.length === 0) return null;
  const choice = tale.rng.pick(free.length > 0 ? free : again);
  tale.said.add(choice);
  tale.said.add(`page:${choice}`);
  return choice;
}
