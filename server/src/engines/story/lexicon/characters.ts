/**
 * Character words the writer recognises in a description, in English and Croatian: kinds (girl, fox, dragon),
 * look and personality adjectives, clothing and body traits, hobbies. Croatian forms are ours (we inflect only our own
 * words, never the user's). Matching: a Croatian pattern ending in `*` is a prefix, otherwise an exact word.
 */

export type Pronoun = 'she' | 'he' | 'it';
export type HrGender = 'm' | 'f' | 'n';

export interface KindEntry {
  key: string;
  /** English noun used in the story. */
  en: string;
  /** Lower-case English words (and simple plurals) that name this kind. */
  enMatch: string[];
  /** Lower-case Croatian words; a trailing `*` makes a prefix. */
  hrMatch: string[];
  /** English pronoun for the kind when the description gives none; null: use the name. */
  pronoun: Pronoun | null;
  /** Croatian nominative, masculine and/or feminine (or neuter) form. */
  hr: { m?: string; f?: string; n?: string };
  /** Which Croatian form to use when the character's sex is unknown. */
  hrDefault: HrGender;
  group: 'person' | 'animal' | 'creature' | 'toy';
  /** A child (for "little one" wording and the children's fallbacks). */
  young?: boolean;
}

function kind(
  key: string,
  en: string,
  enMatch: string,
  hrMatch: string,
  pronoun: Pronoun | null,
  hr: KindEntry['hr'],
  group: KindEntry['group'],
  young = false,
): KindEntry {
  const first = Object.keys(hr)[0] as HrGender;
  const hrDefault: HrGender = pronoun === 'she' && hr.f ? 'f' : pronoun === 'he' && hr.m ? 'm' : first;
  return {
    key,
    en,
    enMatch: enMatch === '' ? [] : enMatch.split(' '),
    hrMatch: hrMatch.split(' '),
    pronoun,
    hr,
    hrDefault,
    group,
    young,
  };
}

/** Order matters where one Croatian pattern would swallow another (teddy before bear, kraljica before kralj). */
export const KINDS: KindEntry[] = [
  kind(
    'girl',
    'girl',
    'girl girls daughter lass',
    'djevojčic* kći kćer* kćerk* curica curic*',
    'she',
    { f: 'djevojčica' },
    'person',
    true,
  ),
  kind('boy', 'boy', 'boy boys son lad', 'dječak* dječac* sin sina sinu sinom sinčić*', 'he', { m: 'dječak' }, 'person', true),
  kind('child', 'child', 'child kid kiddo toddler', 'dijete djeteta djetetu djetetom', null, { n: 'dijete' }, 'person', true),
  kind('baby', 'baby', 'baby', 'beba bebe bebi bebu bebom bebica', null, { f: 'beba' }, 'person', true),
  kind('sister', 'sister', 'sister sis', 'sestr* seka seku seke sestric*', 'she', { f: 'sestra' }, 'person'),
  kind('brother', 'brother', 'brother bro', 'brat brata bratu bratom braco bracu', 'he', { m: 'brat' }, 'person'),
  kind(
    'mother',
    'mum',
    'mother mom mum mommy mummy mama mamma',
    'mama mame mami mamu mamom majka majke majci majku majkom',
    'she',
    { f: 'mama' },
    'person',
  ),
  kind('father', 'dad', 'father dad daddy papa', 'tata tate tati tatu tatom otac oca ocu ocem', 'he', { m: 'tata' }, 'person'),
  kind(
    'grandmother',
    'grandma',
    'grandmother grandma granny gran nana nan',
    'baka bake baki baku bakom bakica bakice bakicu',
    'she',
    { f: 'baka' },
    'person',
  ),
  kind(
    'grandfather',
    'grandpa',
    'grandfather grandpa granddad grandad gramps',
    'djed djeda djedu djedom dida dido didu djedica',
    'he',
    { m: 'djed' },
    'person',
  ),
  kind('aunt', 'aunt', 'aunt auntie aunty', 'teta tete teti tetu tetom', 'she', { f: 'teta' }, 'person'),
  kind('uncle', 'uncle', 'uncle', 'ujak ujaka ujaku stric strica stricu', 'he', { m: 'ujak' }, 'person'),
  kind('wife', 'wife', 'wife', 'supruge supruzi', 'she', { f: 'supruga' }, 'person'),
  kind('husband', 'husband', 'husband', 'suprug muž muža mužu mužem', 'he', { m: 'suprug' }, 'person'),
  kind(
    'girlfriend',
    'girlfriend',
    'girlfriend',
    'djevojka djevojke djevojci djevojku djevojkom cura cure curu',
    'she',
    { f: 'djevojka' },
    'person',
  ),
  kind('boyfriend', 'boyfriend', 'boyfriend', 'dečko dečka dečku dečkom', 'he', { m: 'dečko' }, 'person'),
  kind('woman', 'woman', 'woman lady', 'žena žene ženi ženu ženom gospođa gospođu gospođe', 'she', { f: 'žena' }, 'person'),
  kind('man', 'man', 'man gentleman guy', 'muškarac muškarca muškarcu gospodin gospodina', 'he', { m: 'muškarac' }, 'person'),
  kind('friend_f', 'friend', '', 'prijateljic*', 'she', { f: 'prijateljica' }, 'person'),
  kind('friend', 'friend', 'friend buddy pal bestie', 'prijatelj*', null, { m: 'prijatelj', f: 'prijateljica' }, 'person'),
  kind('princess', 'princess', 'princess', 'princez*', 'she', { f: 'princeza' }, 'person'),
  kind('prince', 'prince', 'prince', 'princ princa princu princem', 'he', { m: 'princ' }, 'person'),
  kind('queen', 'queen', 'queen', 'kraljic*', 'she', { f: 'kraljica' }, 'person'),
  kind('king', 'king', 'king', 'kralj kralja kralju kraljem', 'he', { m: 'kralj' }, 'person'),
  kind('knight', 'knight', 'knight', 'vitez viteza vitezu vitezom vitezic*', null, { m: 'vitez', f: 'vitezica' }, 'person'),
  kind(
    'wizard',
    'wizard',
    'wizard sorcerer mage magician',
    'čarobnjak* čarobnic*',
    null,
    { m: 'čarobnjak', f: 'čarobnica' },
    'person',
  ),
  kind('witch', 'witch', 'witch', 'vještic*', 'she', { f: 'vještica' }, 'person'),
  kind('fairy', 'fairy', 'fairy fairies', 'vila vile vilu vilom vilic*', 'she', { f: 'vila' }, 'creature'),
  kind('mermaid', 'mermaid', 'mermaid', 'sirena sirenu sirenom sirenic*', 'she', { f: 'sirena' }, 'creature'),
  kind('pirate', 'pirate', 'pirate', 'gusar*', null, { m: 'gusar', f: 'gusarica' }, 'person'),
  kind(
    'astronaut',
    'astronaut',
    'astronaut spaceman cosmonaut',
    'astronaut*',
    null,
    { m: 'astronaut', f: 'astronautkinja' },
    'person',
  ),
  kind('explorer', 'explorer', 'explorer adventurer', 'istraživač*', null, { m: 'istraživač', f: 'istraživačica' }, 'person'),
  kind(
    'scientist',
    'scientist',
    'scientist inventor',
    'znanstvenik* znanstvenic* izumitelj*',
    null,
    { m: 'znanstvenik', f: 'znanstvenica' },
    'person',
  ),
  kind('detective', 'detective', 'detective', 'detektiv*', null, { m: 'detektiv', f: 'detektivka' }, 'person'),
  kind('captain', 'captain', 'captain', 'kapetan*', null, { m: 'kapetan', f: 'kapetanica' }, 'person'),
  kind('teacher', 'teacher', 'teacher', 'učitelj*', null, { m: 'učitelj', f: 'učiteljica' }, 'person'),
  kind('doctor', 'doctor', 'doctor', 'liječnik* liječnic* doktor*', null, { m: 'liječnik', f: 'liječnica' }, 'person'),
  kind('chef', 'chef', 'chef cook', 'kuhar*', null, { m: 'kuhar', f: 'kuharica' }, 'person'),
  kind('baker', 'baker', 'baker', 'pekar*', null, { m: 'pekar', f: 'pekarica' }, 'person'),
  kind('farmer', 'farmer', 'farmer', 'farmer* seljak*', null, { m: 'farmer', f: 'farmerica' }, 'person'),
  kind('painter', 'painter', 'painter artist', 'slikar* umjetnik* umjetnic*', null, { m: 'slikar', f: 'slikarica' }, 'person'),
  kind(
    'musician',
    'musician',
    'musician',
    'glazbenik glazbenika glazbenica glazbenice svirač*',
    null,
    { m: 'glazbenik', f: 'glazbenica' },
    'person',
  ),
  kind('dancer', 'dancer', 'dancer ballerina', 'plesač* balerin*', null, { m: 'plesač', f: 'plesačica' }, 'person'),
  kind('singer', 'singer', 'singer', 'pjevač*', null, { m: 'pjevač', f: 'pjevačica' }, 'person'),
  kind('student', 'student', 'student pupil', 'učenik* učenic* student*', null, { m: 'učenik', f: 'učenica' }, 'person'),
  kind('firefighter', 'firefighter', 'firefighter fireman', 'vatrogas*', null, { m: 'vatrogasac', f: 'vatrogaskinja' }, 'person'),
  kind(
    'police',
    'police officer',
    'policeman policewoman cop officer',
    'policaj*',
    null,
    { m: 'policajac', f: 'policajka' },
    'person',
  ),
  kind('pilot', 'pilot', 'pilot', 'pilot*', null, { m: 'pilot', f: 'pilotkinja' }, 'person'),
  kind(
    'superhero',
    'superhero',
    'superhero',
    'superjunak* superjunakinj*',
    null,
    { m: 'superjunak', f: 'superjunakinja' },
    'person',
  ),
  kind('robot', 'robot', 'robot robots', 'robot*', 'it', { m: 'robot' }, 'creature'),
  kind('alien', 'alien', 'alien martian extraterrestrial', 'vanzemalj*', 'it', { m: 'vanzemaljac' }, 'creature'),
  kind('dragon', 'dragon', 'dragon', 'zmaj zmaja zmaju zmajem zmajić*', 'it', { m: 'zmaj' }, 'creature'),
  kind('unicorn', 'unicorn', 'unicorn', 'jednorog*', 'it', { m: 'jednorog' }, 'creature'),
  kind('dinosaur', 'dinosaur', 'dinosaur dino t-rex', 'dinosaur*', 'it', { m: 'dinosaur' }, 'creature'),
  kind('monster', 'monster', 'monster', 'čudovišt*', 'it', { n: 'čudovište' }, 'creature'),
  kind('giant', 'giant', 'giant', 'div diva divu divom', null, { m: 'div' }, 'creature'),
  kind('elf', 'elf', 'elf', 'vilenjak*', null, { m: 'vilenjak' }, 'creature'),
  kind('ghost', 'ghost', 'ghost', 'duh duha duhu duhom duhić*', 'it', { m: 'duh' }, 'creature'),
  kind('snowman', 'snowman', 'snowman', 'snjegović*', 'it', { m: 'snjegović' }, 'creature'),
  kind('teddy', 'teddy bear', 'teddy teddybear', 'medvjedić* medo mede medu', 'it', { m: 'medvjedić' }, 'toy'),
  kind('doll', 'doll', 'doll', 'lutk*', 'it', { f: 'lutka' }, 'toy'),
  kind('fox', 'fox', 'fox vixen', 'lisic* lisac lisca liscu', 'it', { f: 'lisica', m: 'lisac' }, 'animal'),
  kind(
    'rabbit',
    'rabbit',
    'rabbit bunny hare',
    'zec zeca zecu zecom zečić* zeko zeku zečic*',
    'it',
    { m: 'zec', f: 'zečica' },
    'animal',
  ),
  kind(
    'bear',
    'bear',
    'bear',
    'medvjed medvjeda medvjedu medvjedom medvjedic*',
    'it',
    { m: 'medvjed', f: 'medvjedica' },
    'animal',
  ),
  kind('kitten', 'kitten', 'kitten', 'mačić*', 'it', { m: 'mačić' }, 'animal'),
  kind('cat', 'cat', 'cat kitty', 'mačk* mačak maca mace macu maci', 'it', { f: 'mačka', m: 'mačak' }, 'animal'),
  kind('puppy', 'puppy', 'puppy pup', 'psić* štene šteneta štenc*', 'it', { m: 'psić' }, 'animal'),
  kind('dog', 'dog', 'dog doggy doggie hound', 'pas psa psu psom psi pse psima kuja', 'it', { m: 'pas' }, 'animal'),
  kind('mouse', 'mouse', 'mouse mice', 'miš miša mišu mišem mišić* miševi', 'it', { m: 'miš' }, 'animal'),
  kind('owl', 'owl', 'owl', 'sova sove sovi sovu sovom sovic*', 'it', { f: 'sova' }, 'animal'),
  kind('bird', 'bird', 'bird birdie', 'ptic* ptič* ptić*', 'it', { f: 'ptica', m: 'ptić' }, 'animal'),
  kind('duck', 'duck', 'duck duckling', 'patk* pačić*', 'it', { f: 'patka', m: 'pačić' }, 'animal'),
  kind('penguin', 'penguin', 'penguin', 'pingvin*', 'it', { m: 'pingvin' }, 'animal'),
  kind('lion', 'lion', 'lion lioness', 'lav lava lavu lavom lavić* lavic*', 'it', { m: 'lav', f: 'lavica' }, 'animal'),
  kind('tiger', 'tiger', 'tiger', 'tigar tigra tigru tigrom tigrić* tigric*', 'it', { m: 'tigar' }, 'animal'),
  kind('elephant', 'elephant', 'elephant', 'slon*', 'it', { m: 'slon' }, 'animal'),
  kind('monkey', 'monkey', 'monkey', 'majmun*', 'it', { m: 'majmun' }, 'animal'),
  kind('giraffe', 'giraffe', 'giraffe', 'žiraf*', 'it', { f: 'žirafa' }, 'animal'),
  kind('pony', 'pony', 'pony', 'poni ponija poniju konjić*', 'it', { m: 'poni' }, 'animal'),
  kind('horse', 'horse', 'horse', 'konj konja konju konjem', 'it', { m: 'konj' }, 'animal'),
  kind('pig', 'piglet', 'pig piglet', 'prase praseta praščić* svinj*', 'it', { m: 'praščić' }, 'animal'),
  kind('cow', 'cow', 'cow', 'krav*', 'it', { f: 'krava' }, 'animal'),
  kind('sheep', 'lamb', 'sheep lamb', 'ovc* ovčic* janj*', 'it', { f: 'ovčica' }, 'animal'),
  kind('frog', 'frog', 'frog', 'žab*', 'it', { f: 'žaba' }, 'animal'),
  kind('turtle', 'turtle', 'turtle tortoise', 'kornjač*', 'it', { f: 'kornjača' }, 'animal'),
  kind('fish', 'fish', 'fish', 'riba ribe ribi ribu ribom ribic*', 'it', { f: 'ribica' }, 'animal'),
  kind('whale', 'whale', 'whale', 'kit kita kitu kitom', 'it', { m: 'kit' }, 'animal'),
  kind('dolphin', 'dolphin', 'dolphin', 'dupin*', 'it', { m: 'dupin' }, 'animal'),
  kind('squirrel', 'squirrel', 'squirrel', 'vjeveric*', 'it', { f: 'vjeverica' }, 'animal'),
  kind('hedgehog', 'hedgehog', 'hedgehog', 'jež ježa ježu ježem ježić*', 'it', { m: 'jež' }, 'animal'),
  kind('deer', 'deer', 'deer fawn', 'jelen* lane laneta srn*', 'it', { m: 'jelen', f: 'srna' }, 'animal'),
  kind('wolf', 'wolf', 'wolf', 'vuk vuka vuku vukom vučić*', 'it', { m: 'vuk' }, 'animal'),
  kind('butterfly', 'butterfly', 'butterfly', 'leptir*', 'it', { m: 'leptir' }, 'animal'),
  kind('bee', 'bee', 'bee', 'pčel*', 'it', { f: 'pčela' }, 'animal'),
  kind('snail', 'snail', 'snail', 'puž puža pužu pužem pužić*', 'it', { m: 'puž' }, 'animal'),
  kind('hamster', 'hamster', 'hamster', 'hrčak hrčk*', 'it', { m: 'hrčak' }, 'animal'),
  kind('parrot', 'parrot', 'parrot', 'papig*', 'it', { f: 'papiga' }, 'animal'),
  kind('panda', 'panda', 'panda', 'pand*', 'it', { f: 'panda' }, 'animal'),
  kind('koala', 'koala', 'koala', 'koal*', 'it', { f: 'koala' }, 'animal'),
  kind('kangaroo', 'kangaroo', 'kangaroo', 'klokan*', 'it', { m: 'klokan' }, 'animal'),
  kind('zebra', 'zebra', 'zebra', 'zebr*', 'it', { f: 'zebra' }, 'animal'),
  kind('octopus', 'octopus', 'octopus', 'hobotnic*', 'it', { f: 'hobotnica' }, 'animal'),
  kind('ladybird', 'ladybird', 'ladybird ladybug', 'bubamar*', 'it', { f: 'bubamara' }, 'animal'),
  kind('chick', 'chick', 'chick chicken hen', 'pile pileta pilić* kokoš*', 'it', { m: 'pilić' }, 'animal'),
  kind('goat', 'goat', 'goat', 'koza koze kozi kozu kozom kozlić*', 'it', { f: 'koza' }, 'animal'),
];

/** Croatian adjective: masculine nominative as written, then the stem for the other forms; soft stems take -e/-em. */
export interface HrAdjective {
  m: string;
  stem: string;
  soft?: boolean;
}

export interface AdjectiveEntry {
  key: string;
  en: string[];
  hrMatch: string[];
  hr: HrAdjective;
  /** Colours and looks can describe a clothing item or body part; personality words describe the character. */
  use: 'colour' | 'look' | 'personality' | 'size';
}

function adj(key: string, en: string, hrMatch: string, m: string, stem: string, use: AdjectiveEntry['use'], soft = false) {
  return { key, en: en.split(' '), hrMatch: hrMatch.split(' '), hr: { m, stem, soft }, use } satisfies AdjectiveEntry;
}

export const ADJECTIVES: AdjectiveEntry[] = [
  adj('red', 'red scarlet crimson', 'crven*', 'crveni', 'crven', 'colour'),
  adj('blue', 'blue navy', 'plav*', 'plavi', 'plav', 'colour'),
  adj('green', 'green', 'zelen*', 'zeleni', 'zelen', 'colour'),
  adj('yellow', 'yellow', 'žut*', 'žuti', 'žut', 'colour'),
  adj('orange', 'orange', 'narančast*', 'narančasti', 'narančast', 'colour'),
  adj('purple', 'purple violet lilac lavender', 'ljubičast*', 'ljubičasti', 'ljubičast', 'colour'),
  adj('pink', 'pink', 'ružičast* roz', 'ružičasti', 'ružičast', 'colour'),
  adj('brown', 'brown', 'smeđ*', 'smeđi', 'smeđ', 'colour', true),
  adj('black', 'black', 'crn*', 'crni', 'crn', 'colour'),
  adj('white', 'white', 'bijel*', 'bijeli', 'bijel', 'colour'),
  adj('grey', 'grey gray', 'siv*', 'sivi', 'siv', 'colour'),
  adj('golden', 'golden gold', 'zlatn* zlatan', 'zlatni', 'zlatn', 'colour'),
  adj('silver', 'silver silvery', 'srebrn*', 'srebrni', 'srebrn', 'colour'),
  adj('blonde', 'blonde blond', 'plavokos*', 'plavi', 'plav', 'colour'),
  adj('ginger', 'ginger', 'riđ*', 'riđi', 'riđ', 'colour', true),
  adj('colourful', 'colourful colorful rainbow', 'šaren*', 'šareni', 'šaren', 'colour'),
  adj('striped', 'striped stripy', 'prugast*', 'prugasti', 'prugast', 'look'),
  adj('spotted', 'spotted spotty dotted', 'točkast*', 'točkasti', 'točkast', 'look'),
  adj('curly', 'curly', 'kovrčav*', 'kovrčavi', 'kovrčav', 'look'),
  adj('long', 'long', 'dug dugi duga dugu dugom dugim dugih dugačk*', 'dugi', 'dug', 'look'),
  adj('short', 'short', 'kratk* kratak', 'kratki', 'kratk', 'look'),
  adj('fluffy', 'fluffy bushy fuzzy shaggy furry', 'čupav* pahuljast*', 'čupavi', 'čupav', 'look'),
  adj('shiny', 'shiny sparkly', 'sjajn* sjajan blistav*', 'sjajni', 'sjajn', 'look'),
  adj('soft', 'soft', 'mekan* mekš*', 'mekani', 'mekan', 'look'),
  adj('little', 'little small', 'mali mala malo malu malom malog malim malen*', 'mali', 'mal', 'size'),
  adj('tiny', 'tiny', 'sićušn* sićušan', 'sićušan', 'sićušn', 'size'),
  adj('big', 'big large huge', 'velik*', 'velik', 'velik', 'size'),
  adj('tall', 'tall', 'visok*', 'visok', 'visok', 'size'),
  adj('old', 'old elderly', 'star stara staro starog stari staru starom', 'stari', 'star', 'size'),
  adj('young', 'young', 'mlad mlada mlado mladi mladu', 'mladi', 'mlad', 'size'),
  adj('curious', 'curious inquisitive', 'znatiželjn* znatiželjan', 'znatiželjan', 'znatiželjn', 'personality'),
  adj('brave', 'brave bold courageous fearless', 'hrabr* hrabar', 'hrabar', 'hrabr', 'personality'),
  adj('shy', 'shy timid', 'sramežljiv*', 'sramežljiv', 'sramežljiv', 'personality'),
  adj('kind', 'kind kindhearted caring', 'dobr* dobar dobrodušn*', 'dobar', 'dobr', 'personality'),
  adj('gentle', 'gentle', 'nježn* nježan', 'nježan', 'nježn', 'personality'),
  adj('clever', 'clever smart intelligent', 'pametn* pametan', 'pametan', 'pametn', 'personality'),
  adj('playful', 'playful', 'razigran*', 'razigran', 'razigran', 'personality'),
  adj('sleepy', 'sleepy drowsy', 'pospan*', 'pospan', 'pospan', 'personality'),
  adj('happy', 'happy cheerful joyful jolly', 'veseo vesel*', 'veseo', 'vesel', 'personality'),
  adj('wise', 'wise', 'mudr* mudar', 'mudar', 'mudr', 'personality'),
  adj('funny', 'funny witty', 'duhovit* smiješn*', 'duhovit', 'duhovit', 'personality'),
  adj('silly', 'silly goofy', 'blesav* šašav*', 'šašav', 'šašav', 'personality'),
  adj('cheeky', 'cheeky mischievous naughty', 'nestašn* nestašan', 'nestašan', 'nestašn', 'personality'),
  adj('grumpy', 'grumpy', 'mrzovoljn* mrzovoljan', 'mrzovoljan', 'mrzovoljn', 'personality'),
  adj('lazy', 'lazy', 'lijen*', 'lijen', 'lijen', 'personality'),
  adj('lively', 'lively energetic', 'živahn* živahan', 'živahan', 'živahn', 'personality'),
  adj('adventurous', 'adventurous daring', 'odvažn* odvažan', 'odvažan', 'odvažn', 'personality'),
  adj('friendly', 'friendly', 'druželjubiv* ljubazn*', 'druželjubiv', 'druželjubiv', 'personality'),
  adj('sweet', 'sweet cute adorable', 'slatk* sladak', 'sladak', 'slatk', 'personality'),
  adj('fast', 'fast quick speedy', 'brz brza brzo brzi', 'brz', 'brz', 'personality'),
  adj('strong', 'strong', 'snažn* snažan jak jaka', 'snažan', 'snažn', 'personality'),
  adj('clumsy', 'clumsy', 'nespretn* nespretan', 'nespretan', 'nespretn', 'personality'),
  adj('proud', 'proud', 'ponosn* ponosan', 'ponosan', 'ponosn', 'personality'),
  adj('loyal', 'loyal faithful', 'vjern* vjeran odan odana', 'vjeran', 'vjern', 'personality'),
  adj('creative', 'creative artistic imaginative', 'maštovit*', 'maštovit', 'maštovit', 'personality'),
  adj('quiet', 'quiet', 'tih tiha tiho tihi', 'tih', 'tih', 'personality'),
  adj('beautiful', 'beautiful pretty lovely', 'lijep*', 'lijep', 'lijep', 'personality'),
];

/**
 * A Croatian adjective form: nom/acc/ins for m, f, n (singular) and plurals, hard and soft stems. Masculine nominative
 * is the definite form before a noun ("crveni šešir") unless `predicate` asks for the dictionary form ("hrabar").
 */
export function hrAdjective(
  a: HrAdjective,
  gender: HrGender | 'fpl' | 'npl' | 'mpl',
  hrCase: 'nom' | 'acc' | 'ins',
  predicate = false,
): string {
  const s = a.stem;
  if (hrCase === 'ins') return gender === 'f' ? `${s}om` : `${s}im`;
  switch (gender) {
    case 'm':
      return predicate ? a.m : hrAttributiveM(a);
    case 'f':
      return hrCase === 'nom' ? `${s}a` : `${s}u`;
    case 'n':
      return a.soft ? `${s}e` : `${s}o`;
    case 'fpl':
      return `${s}e`;
    case 'npl':
      return `${s}a`;
    case 'mpl':
      return hrCase === 'nom' ? `${s}i` : `${s}e`;
  }
}

/** Definite masculine nominative ("crveni", "mali") for an attributive adjective before a noun. */
export function hrAttributiveM(a: HrAdjective): string {
  return /i$/.test(a.m) ? a.m : `${a.stem}i`;
}

export interface ItemEntry {
  key: string;
  en: string[];
  /** How English names it in a trait: with "a" (singular), bare (plural or mass). */
  enOut: string;
  enCount: 'one' | 'many' | 'mass';
  hrMatch: string[];
  hr: { nom: string; acc: string; ins: string; g: HrGender | 'fpl' | 'npl' };
  body?: boolean;
}

function item(
  key: string,
  en: string,
  enOut: string,
  enCount: ItemEntry['enCount'],
  hrMatch: string,
  hr: string,
  g: ItemEntry['hr']['g'],
  body = false,
): ItemEntry {
  const [nom, acc, ins] = hr.split(' ') as [string, string, string];
  return { key, en: en.split(' '), enOut, enCount, hrMatch: hrMatch.split(' '), hr: { nom, acc, ins, g }, body };
}

export const ITEMS: ItemEntry[] = [
  item('boots', 'boots boot wellies wellingtons rainboots', 'boots', 'many', 'čizm*', 'čizme čizme čizmama', 'fpl'),
  item('shoes', 'shoes shoe sneakers trainers', 'shoes', 'many', 'cipel* tenisic*', 'cipele cipele cipelama', 'fpl'),
  item('hat', 'hat', 'hat', 'one', 'šešir*', 'šešir šešir šeširom', 'm'),
  item('cap', 'cap beanie', 'cap', 'one', 'kapa kapu kapom kape kapica kapicu kapicom', 'kapa kapu kapom', 'f'),
  item('scarf', 'scarf', 'scarf', 'one', 'šal šalom', 'šal šal šalom', 'm'),
  item('dress', 'dress gown', 'dress', 'one', 'haljin*', 'haljina haljinu haljinom', 'f'),
  item('coat', 'coat', 'coat', 'one', 'kaput*', 'kaput kaput kaputom', 'm'),
  item('jacket', 'jacket', 'jacket', 'one', 'jakn*', 'jakna jaknu jaknom', 'f'),
  item('raincoat', 'raincoat', 'raincoat', 'one', 'kabanic*', 'kabanica kabanicu kabanicom', 'f'),
  item('sweater', 'sweater jumper hoodie pullover', 'jumper', 'one', 'džemper* vestic*', 'džemper džemper džemperom', 'm'),
  item('backpack', 'backpack rucksack', 'backpack', 'one', 'ruksak*', 'ruksak ruksak ruksakom', 'm'),
  item('glasses', 'glasses spectacles specs', 'glasses', 'many', 'naočal*', 'naočale naočale naočalama', 'fpl'),
  item('bow', 'bow ribbon', 'bow', 'one', 'mašn* vrpc*', 'mašna mašnu mašnom', 'f'),
  item('cape', 'cape cloak', 'cape', 'one', 'ogrtač*', 'ogrtač ogrtač ogrtačem', 'm'),
  item('crown', 'crown tiara', 'crown', 'one', 'krun*', 'kruna krunu krunom', 'f'),
  item('pyjamas', 'pyjamas pajamas pjs', 'pyjamas', 'many', 'pidžam*', 'pidžama pidžamu pidžamom', 'f'),
  item('helmet', 'helmet', 'helmet', 'one', 'kacig*', 'kaciga kacigu kacigom', 'f'),
  item('umbrella', 'umbrella', 'umbrella', 'one', 'kišobran*', 'kišobran kišobran kišobranom', 'm'),
  item('tail', 'tail', 'tail', 'one', 'rep repa repom repić*', 'rep rep repom', 'm', true),
  item('ears', 'ears', 'ears', 'many', 'uši ušima uške uškama', 'uši uši ušima', 'fpl', true),
  item('wings', 'wings', 'wings', 'many', 'krila krilima krilca', 'krila krila krilima', 'npl', true),
  item('eyes', 'eyes', 'eyes', 'many', 'oči očima okice', 'oči oči očima', 'fpl', true),
  item('hair', 'hair', 'hair', 'mass', 'kosa kosu kosom kose kosica kosicu', 'kosa kosu kosom', 'f', true),
  item('fur', 'fur', 'fur', 'mass', 'krzn*', 'krzno krzno krznom', 'n', true),
  item('freckles', 'freckles', 'freckles', 'many', 'pjeg*', 'pjege pjege pjegama', 'fpl', true),
  item('beard', 'beard', 'beard', 'one', 'brada bradu bradom', 'brada bradu bradom', 'f', true),
];

export interface HobbyEntry {
  key: string;
  en: string[];
  /** "loved ___ more than anything" */
  enOut: string;
  hrMatch: string[];
  /** "najviše na svijetu voli ___" */
  hrOut: string;
}

function hobby(key: string, en: string, enOut: string, hrMatch: string, hrOut: string): HobbyEntry {
  return { key, en: en.split(' '), enOut, hrMatch: hrMatch.split(' '), hrOut };
}

export const HOBBIES: HobbyEntry[] = [
  hobby('painting', 'painting paint paints', 'painting', 'slika slikati slikanje slikanja', 'slikati'),
  hobby('drawing', 'drawing draw draws', 'drawing', 'crta crtati crtanje crtanja', 'crtati'),
  hobby(
    'reading',
    'reading read reads books stories',
    'reading stories',
    'čita čitati čitanje knjige knjiga priče',
    'čitati priče',
  ),
  hobby('dancing', 'dancing dance dances', 'dancing', 'pleše plesati ples plesanje', 'plesati'),
  hobby('singing', 'singing sing sings songs', 'singing', 'pjeva pjevati pjevanje pjesme', 'pjevati'),
  hobby('music', 'music', 'music', 'glazbu glazba glazbe', 'glazbu'),
  hobby('football', 'football soccer', 'football', 'nogomet nogometa', 'nogomet'),
  hobby('swimming', 'swimming swim swims', 'swimming', 'pliva plivati plivanje', 'plivati'),
  hobby('baking', 'baking bake bakes cakes cookies', 'baking', 'peče peći kolače kolačiće', 'peći kolače'),
  hobby('stars', 'stars stargazing astronomy', 'watching the stars', 'zvijezde zvijezda zvjezdice', 'gledati zvijezde'),
  hobby('climbing', 'climbing climb climbs', 'climbing trees', 'penjanje penjati', 'penjanje po drveću'),
  hobby('exploring', 'exploring explore explores', 'exploring', 'istražuje istraživati istraživanje', 'istraživati'),
  hobby('building', 'building lego blocks', 'building things', 'kocke kockice gradi graditi', 'graditi kule od kocaka'),
  hobby('cooking', 'cooking cook cooks', 'cooking', 'kuha kuhati kuhanje', 'kuhati'),
  hobby('running', 'running run runs', 'running', 'trči trčati trčanje', 'trčati'),
  hobby('jokes', 'jokes joke joking', 'telling jokes', 'vicevi viceve šale šaliti', 'pričati viceve'),
  hobby('puzzles', 'puzzles puzzle riddles', 'solving puzzles', 'zagonetke slagalice', 'rješavati zagonetke'),
];
