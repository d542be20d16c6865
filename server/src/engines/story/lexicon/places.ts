/**
 * Places the writer knows, matched in a context (English words, Croatian stems), with the phrases each language needs
 * and a few sentences of texture and obstacles. Every Croatian form here is ours, written in the right case.
 */

export type Setting = 'nature' | 'urban' | 'indoor' | 'space' | 'water';

export interface PlaceEntry {
  key: string;
  enMatch: string[];
  hrMatch: string[];
  setting: Setting;
  /** Open sky overhead (for sun, moon and stars). */
  sky: boolean;
  en: { the: string; in: string; into: string; through: string };
  hr: { nom: string; gen: string; in: string; to: string; through: string; from: string };
  texture: { en: string[]; hr: string[] };
  obstacle: { en: string[]; hr: string[] };
}

type Forms = Pick<PlaceEntry, 'en' | 'hr'>;

function forms(en: string, hr: string): Forms {
  const [the, inP, into, through] = en.split(';') as [string, string, string, string];
  const [nom, gen, inH, to, throughH, from] = hr.split(';') as [string, string, string, string, string, string];
  return { en: { the, in: inP, into, through }, hr: { nom, gen, in: inH, to, through: throughH, from } };
}

function place(
  key: string,
  enMatch: string,
  hrMatch: string,
  setting: Setting,
  sky: boolean,
  f: Forms,
  texture: PlaceEntry['texture'],
  obstacle: PlaceEntry['obstacle'],
): PlaceEntry {
  return { key, enMatch: enMatch.split(' '), hrMatch: hrMatch.split(' '), setting, sky, ...f, texture, obstacle };
}

const FOREST = {
  texture: {
    en: [
      'Tall trees creaked and swayed overhead.',
      'The air smelled of moss and pine needles.',
      'High above, the leaves whispered secrets to one another.',
      'Somewhere nearby, a woodpecker tapped a busy rhythm.',
      'Soft ferns nodded along the path.',
    ],
    hr: [
      'Visoka stabla škripe i njišu se na vjetru.',
      'Zrak miriše na mahovinu i borove iglice.',
      'Visoko gore lišće šapuće svoje tajne.',
      'Negdje u blizini djetlić kucka veseli ritam.',
      'Mekane paprati kimaju uz stazu.',
    ],
  },
  obstacle: {
    en: ['A wide, babbling stream blocked the path.', 'A huge fallen tree lay right across the way.'],
    hr: ['Širok, žuboreći potok prepriječi stazu.', 'Preko staze leži golemo srušeno stablo.'],
  },
};

const SEA = {
  texture: {
    en: [
      'Waves rolled in and out, hushing the sand.',
      'The air smelled of salt and sea.',
      'Little shells glittered in the wet sand.',
      'The water sparkled all the way to the horizon.',
      'Far away, an old lighthouse stood on the rocks.',
    ],
    hr: [
      'Valovi dolaze i odlaze i tiho šume po pijesku.',
      'Zrak miriše na sol i more.',
      'Male školjke svjetlucaju u mokrom pijesku.',
      'Voda blista sve do obzora.',
      'Daleko na stijenama stoji stari svjetionik.',
    ],
  },
  obstacle: {
    en: ['A big wave rushed up the sand and almost swept everything away.', 'Slippery rocks blocked the way along the shore.'],
    hr: ['Velik val zapljusne obalu i umalo sve odnese.', 'Skliske stijene zapriječe put uz obalu.'],
  },
};

const VILLAGE = {
  texture: {
    en: [
      'Chimneys puffed little clouds of smoke.',
      'Cobblestones wound between the cosy houses.',
      'Window boxes overflowed with flowers.',
      'The bell of the old church rang out the hour.',
      'Somewhere, a baker was pulling fresh bread from the oven.',
    ],
    hr: [
      'Iz dimnjaka se dižu mali oblačići dima.',
      'Kaldrma vijuga između ušuškanih kućica.',
      'Prozorske tegle prepune su cvijeća.',
      'Zvono stare crkve otkucava puni sat.',
      'Negdje pekar vadi svježi kruh iz peći.',
    ],
  },
  obstacle: {
    en: ['A cart full of pumpkins had tipped over in the lane.', 'The old bridge over the stream was closed for repairs.'],
    hr: ['Kola puna bundeva prevrnula su se nasred uličice.', 'Stari most preko potoka zatvoren je zbog popravka.'],
  },
};

const CASTLE = {
  texture: {
    en: [
      'Flags fluttered from the tall towers.',
      'Grey stone walls rose high into the sky.',
      'Torches flickered along the walls.',
      'Somewhere in a tower, a trumpet sounded.',
      'Ivy climbed the ancient stones.',
    ],
    hr: [
      'Zastave vijore na visokim kulama.',
      'Sive kamene zidine uzdižu se visoko prema nebu.',
      'Baklje trepere uz zidove.',
      'Negdje na kuli zatrubi truba.',
      'Bršljan se penje uz drevno kamenje.',
    ],
  },
  obstacle: {
    en: ['A deep moat full of dark water surrounded the tower.', 'A heavy iron gate slammed shut.'],
    hr: ['Oko kule je dubok jarak pun tamne vode.', 'Teška željezna vrata zalupe se s treskom.'],
  },
};

const HOME = {
  texture: {
    en: [
      'A soft lamp glowed in the corner.',
      'The clock on the wall ticked softly.',
      'Toys sat in a neat row on the shelf, as if they were listening.',
      'The blanket was warm and smelled of soap.',
      'The floorboards creaked in a friendly way.',
    ],
    hr: [
      'U kutu tiho svijetli mekana svjetiljka.',
      'Sat na zidu tiho kuca.',
      'Igračke sjede u urednom redu na polici, kao da slušaju.',
      'Dekica je topla i miriše na sapun.',
      'Podne daske prijateljski škripe.',
    ],
  },
  obstacle: {
    en: ['A mountain of laundry blocked the hallway.', 'The stairs creaked so loudly that everyone might wake up.'],
    hr: ['Planina rublja zakrči hodnik.', 'Stube škripe tako glasno da bi se svi mogli probuditi.'],
  },
};

const LAKE = {
  texture: {
    en: [
      'The water was as smooth as a mirror.',
      'Reeds rustled along the shore.',
      'A fish jumped and left a ring of ripples.',
      'Dragonflies zipped over the water.',
      'A little wooden jetty reached out over the water.',
    ],
    hr: [
      'Voda je glatka poput zrcala.',
      'Trska šušti uz obalu.',
      'Iskoči riba i ostavi krug valića.',
      'Vilini konjici jure iznad vode.',
      'Mali drveni mol pruža se nad vodom.',
    ],
  },
  obstacle: {
    en: ['The little bridge had been washed away.', 'Thick fog rolled over the water.'],
    hr: ['Mali most odnijela je voda.', 'Nad vodom se navuče gusta magla.'],
  },
};

export const PLACES: PlaceEntry[] = [
  place(
    'underwater',
    'underwater undersea reef coral seabed seafloor',
    'podvodn* koralj* greben* dno dnu',
    'water',
    false,
    forms(
      'the bottom of the sea;under the sea;down under the waves;through the coral reef',
      'morsko dno;morskog dna;pod morem;pod more;kroz koraljni greben;s morskog dna',
    ),
    {
      en: [
        'Colourful fish darted between the corals.',
        'Bubbles floated up like silver pearls.',
        'Seaweed swayed slowly back and forth.',
        'A crab waved its claw in greeting.',
        'Soft light danced in wobbly patterns on the sand.',
      ],
      hr: [
        'Šarene ribe jure između koralja.',
        'Mjehurići se dižu poput srebrnih bisera.',
        'Morska trava polako se njiše amo-tamo.',
        'Rak maše kliještima u znak pozdrava.',
        'Meka svjetlost pleše u valovitim šarama po pijesku.',
      ],
    },
    {
      en: ['A strong current pulled everything sideways.', 'A cloud of jellyfish drifted right across the way.'],
      hr: ['Snažna struja povuče sve u stranu.', 'Preko puta plovi cijelo jato meduza.'],
    },
  ),
  place(
    'space',
    'space spaceship spacecraft starship rocket galaxy planet planets universe cosmos orbit asteroid mars',
    'svemir* galaksij* planet* raket* svemirsk* orbit* mars*',
    'space',
    false,
    forms('space;out in space;out into space;past the planets', 'svemir;svemira;u svemiru;u svemir;kroz svemir;iz svemira'),
    {
      en: [
        'Planets floated by like giant marbles.',
        'Stars glittered in every direction.',
        'A comet swept past with a long, shining tail.',
        'Everything was silent and endless and full of light.',
        'Far away, a blue planet turned slowly.',
      ],
      hr: [
        'Planeti plutaju poput golemih klikera.',
        'Zvijezde svjetlucaju na sve strane.',
        'Pokraj proleti komet s dugim, blistavim repom.',
        'Sve je tiho, beskrajno i puno svjetla.',
        'Daleko se polako okreće jedan plavi planet.',
      ],
    },
    {
      en: ['A storm of tiny meteors rattled against the ship.', 'A swirling cloud of space dust hid the way ahead.'],
      hr: ['Oluja sićušnih meteora zvecka po brodu.', 'Kovitlac svemirske prašine sakrije put naprijed.'],
    },
  ),
  place(
    'castle',
    'castle palace tower fortress',
    'dvorac* dvorca dvorcu dvorc* palač* kula kulu kuli tvrđav*',
    'urban',
    true,
    forms(
      'the castle;in the castle;up to the castle;through the castle halls',
      'dvorac;dvorca;u dvorcu;u dvorac;kroz dvorane dvorca;iz dvorca',
    ),
    CASTLE.texture,
    CASTLE.obstacle,
  ),
  place(
    'kingdom',
    'kingdom realm',
    'kraljevstv*',
    'nature',
    true,
    forms(
      'the kingdom;in the kingdom;across the kingdom;across the kingdom',
      'kraljevstvo;kraljevstva;u kraljevstvu;u kraljevstvo;kroz kraljevstvo;iz kraljevstva',
    ),
    CASTLE.texture,
    CASTLE.obstacle,
  ),
  place(
    'jungle',
    'jungle rainforest tropics tropical',
    'džungl* prašum* tropsk*',
    'nature',
    true,
    forms(
      'the jungle;in the jungle;deep into the jungle;through the jungle',
      'džungla;džungle;u džungli;u džunglu;kroz džunglu;iz džungle',
    ),
    {
      en: [
        'Monkeys chattered high in the treetops.',
        'Warm raindrops dripped from giant leaves.',
        'Bright parrots flashed between the branches.',
        'Vines hung down like long green ropes.',
        'The air was thick and warm and full of sounds.',
      ],
      hr: [
        'Majmuni brbljaju visoko u krošnjama.',
        'S golemog lišća kaplje topla kiša.',
        'Šarene papige bljeskaju među granama.',
        'Lijane vise poput dugih zelenih užadi.',
        'Zrak je gust, topao i pun zvukova.',
      ],
    },
    {
      en: ['A rushing river cut the path in two.', 'A wall of thick vines blocked the way.'],
      hr: ['Brza rijeka presiječe stazu na dvoje.', 'Zid od gustih lijana zapriječi put.'],
    },
  ),
  place(
    'desert',
    'desert dunes sahara oasis',
    'pustinj* dina dine oaz*',
    'nature',
    true,
    forms(
      'the desert;in the desert;out into the desert;across the desert',
      'pustinja;pustinje;u pustinji;u pustinju;preko pustinje;iz pustinje',
    ),
    {
      en: [
        'Golden dunes rolled on and on.',
        'The sand whispered as the wind moved it.',
        'A lonely cactus stood like a green guard.',
        'Tiny lizards darted between the stones.',
      ],
      hr: [
        'Zlatne dine valjaju se u nedogled.',
        'Pijesak šapuće dok ga vjetar pomiče.',
        'Usamljeni kaktus stoji poput zelenog stražara.',
        'Sitni gušteri jure između kamenja.',
      ],
    },
    {
      en: ['A sandstorm swirled up out of nowhere.', 'A steep dune rose up like a wall.'],
      hr: ['Niotkuda se podigne pješčana oluja.', 'Strma dina uzdiže se poput zida.'],
    },
  ),
  place(
    'snow',
    'snow snowy arctic north-pole igloo ice icy frozen winterland',
    'snijeg* snjež* snijež* led ledu leden* arktik* iglu',
    'nature',
    true,
    forms(
      'the snowy hills;in the snowy hills;out into the snow;through the deep snow',
      'snježni brežuljci;snježnih brežuljaka;na snježnim brežuljcima;na snježne brežuljke;kroz duboki snijeg;sa snježnih brežuljaka',
    ),
    {
      en: [
        'Snow crunched under every step.',
        'Icicles sparkled like glass.',
        'Every breath made a little white cloud.',
        'The world was white and soft and quiet.',
        'Snowflakes drifted down like feathers.',
      ],
      hr: [
        'Snijeg škripi pod svakim korakom.',
        'Ledenice svjetlucaju poput stakla.',
        'Svaki dah stvara mali bijeli oblačić.',
        'Svijet je bijel, mekan i tih.',
        'Pahulje padaju poput perja.',
      ],
    },
    {
      en: ['A huge snowdrift blocked the path.', 'The frozen lake cracked and groaned.'],
      hr: ['Golem snježni nanos zakrči put.', 'Zaleđeno jezero pucketa i stenje.'],
    },
  ),
  place(
    'island',
    'island islands isle',
    'otok* otoc*',
    'nature',
    true,
    forms('the island;on the island;across the island;across the island', 'otok;otoka;na otoku;na otok;preko otoka;s otoka'),
    {
      en: [
        'Palm trees leaned lazily toward the water.',
        'Bright flowers grew between the rocks.',
        'The sand was soft and warm.',
        'Waves sang all around the little island.',
        'Crabs scuttled sideways across the beach.',
      ],
      hr: [
        'Palme se lijeno naginju prema vodi.',
        'Između stijena rastu šareni cvjetovi.',
        'Pijesak je mekan i topao.',
        'Oko malog otoka valovi pjevaju svoju pjesmu.',
        'Rakovi postrance trčkaraju po plaži.',
      ],
    },
    {
      en: ['A thick tangle of vines blocked the path.', 'The tide came in fast and covered the sandy path.'],
      hr: ['Gusto klupko lijana zapriječi put.', 'Plima brzo nadolazi i prekrije pješčanu stazu.'],
    },
  ),
  place(
    'beach',
    'beach seaside shore coast sand',
    'plaž* obal* pijes*',
    'nature',
    true,
    forms('the beach;on the beach;down to the beach;along the beach', 'plaža;plaže;na plaži;na plažu;uz plažu;s plaže'),
    SEA.texture,
    SEA.obstacle,
  ),
  place(
    'sea',
    'sea ocean harbour harbor port waves sailing boat ship',
    'more moru morem morsk* ocean* brod* jedri*',
    'nature',
    true,
    forms('the sea;by the sea;down to the sea;along the shore', 'more;mora;uz more;do mora;uz obalu;s obale'),
    SEA.texture,
    SEA.obstacle,
  ),
  place(
    'cave',
    'cave caves cavern tunnel tunnels',
    'špilj* pećin* tunel* rudnik*',
    'indoor',
    false,
    forms(
      'the cave;in the cave;deep into the cave;through the winding tunnels',
      'špilja;špilje;u špilji;u špilju;kroz vijugave tunele;iz špilje',
    ),
    {
      en: [
        'Water dripped somewhere in the dark.',
        'Crystals glittered on the walls.',
        'Every sound echoed, echoed, echoed.',
        'The air was cool and smelled of stone.',
        'Strange shadows danced in the lantern light.',
      ],
      hr: [
        'Negdje u tami kaplje voda.',
        'Na zidovima svjetlucaju kristali.',
        'Svaki zvuk odjekuje, odjekuje, odjekuje.',
        'Zrak je hladan i miriše na kamen.',
        'Neobične sjene plešu na svjetlu svjetiljke.',
      ],
    },
    {
      en: ['The tunnel split into three dark paths.', 'A deep crack split the floor in two.'],
      hr: ['Tunel se račva na tri mračna puta.', 'Dubok procijep presiječe pod na dvoje.'],
    },
  ),
  place(
    'mountain',
    'mountain mountains hill hills peak summit cliff cliffs alps',
    'planin* brd* brijeg* brežulj* vrh* vrhu litic*',
    'nature',
    true,
    forms(
      'the mountains;in the mountains;up into the mountains;up the mountain path',
      'planina;planine;na planini;na planinu;planinskom stazom;s planine',
    ),
    {
      en: [
        'Snowy peaks glittered far above.',
        'The air was fresh and crisp.',
        'Little flowers grew between the rocks.',
        'An eagle circled high in the sky.',
        'Far below, the valley looked like a green blanket.',
      ],
      hr: [
        'Daleko gore blistaju snježni vrhovi.',
        'Zrak je svjež i oštar.',
        'Između stijena rastu sitni cvjetići.',
        'Visoko na nebu kruži orao.',
        'Dolina duboko dolje izgleda kao zeleni pokrivač.',
      ],
    },
    {
      en: ['A steep, rocky slope rose up ahead.', 'The only way forward was a narrow ledge along the cliff.'],
      hr: ['Naprijed se uzdiže strma, stjenovita padina.', 'Jedini put naprijed vodi uskom stazom uz rub litice.'],
    },
  ),
  place(
    'sky',
    'sky clouds cloud flying hot-air',
    'neb* oblak* oblac* let* zrakom',
    'nature',
    true,
    forms('the sky;high in the sky;up into the sky;through the clouds', 'nebo;neba;visoko na nebu;u nebo;kroz oblake;s neba'),
    {
      en: [
        'Fluffy clouds drifted past like sheep.',
        'The wind whistled a happy tune.',
        'Far below, the world looked like a patchwork quilt.',
        'A flock of birds flew alongside for a while.',
        'Everything felt light and free.',
      ],
      hr: [
        'Pahuljasti oblaci plove pokraj poput ovčica.',
        'Vjetar zviždi veselu melodiju.',
        'Daleko dolje svijet izgleda kao šareni pokrivač od krpica.',
        'Jato ptica neko vrijeme leti uokolo.',
        'Sve je lagano i slobodno.',
      ],
    },
    {
      en: ['A dark storm cloud rumbled ahead.', 'A strong gust of wind pushed everything off course.'],
      hr: ['Naprijed zagrmi tamni olujni oblak.', 'Snažan nalet vjetra skrene sve s puta.'],
    },
  ),
  place(
    'forest',
    'forest forests woods wood woodland trees grove',
    'šum* gaj* stabl* drveć*',
    'nature',
    true,
    forms('the forest;in the forest;into the forest;through the forest', 'šuma;šume;u šumi;u šumu;kroz šumu;iz šume'),
    FOREST.texture,
    FOREST.obstacle,
  ),
  place(
    'lake',
    'lake pond lagoon',
    'jezer* jezerc* ribnjak*',
    'nature',
    true,
    forms(
      'the lake;by the lake;down to the lake;along the lakeshore',
      'jezero;jezera;uz jezero;do jezera;uz obalu jezera;s jezera',
    ),
    LAKE.texture,
    LAKE.obstacle,
  ),
  place(
    'river',
    'river stream creek riverbank',
    'rijek* rijec* potok*',
    'nature',
    true,
    forms(
      'the river;by the river;down to the river;along the riverbank',
      'rijeka;rijeke;uz rijeku;do rijeke;uz obalu rijeke;s rijeke',
    ),
    LAKE.texture,
    LAKE.obstacle,
  ),
  place(
    'camp',
    'camping campsite campfire camp tent',
    'kamp* logor* šator*',
    'nature',
    true,
    forms('the campsite;at the campsite;out to the campsite;around the campsite', 'kamp;kampa;u kampu;u kamp;kroz kamp;iz kampa'),
    {
      en: [
        'The campfire crackled and popped.',
        'Marshmallows toasted slowly on long sticks.',
        'The tents stood in a row like sleepy giants.',
        'The smell of wood smoke hung in the air.',
        'Crickets sang in the long grass.',
      ],
      hr: [
        'Logorska vatra pucketa i prašti.',
        'Sljezovi kolačići polako se peku na dugim štapićima.',
        'Šatori stoje u redu poput pospanih divova.',
        'U zraku lebdi miris dima.',
        'Cvrčci pjevaju u visokoj travi.',
      ],
    },
    {
      en: ['A sudden shower soaked everything.', 'Something big was rustling in the bushes!'],
      hr: ['Iznenadni pljusak sve smoči.', 'Nešto veliko šušti u grmlju!'],
    },
  ),
  place(
    'farm',
    'farm farmyard barn ranch',
    'farm* štal* staj* imanj* salaš*',
    'nature',
    true,
    forms(
      'the farm;on the farm;out to the farm;across the farmyard',
      'farma;farme;na farmi;na farmu;preko dvorišta farme;s farme',
    ),
    {
      en: [
        'Hens clucked and scratched in the yard.',
        'The red barn stood proudly in the middle of the field.',
        'A cow mooed lazily from the meadow.',
        'Hay bales were stacked high like golden blocks.',
        'The old tractor sat quietly by the fence.',
      ],
      hr: [
        'Kokoši kokodaču i čeprkaju po dvorištu.',
        'Crvena štala ponosno stoji nasred polja.',
        'S livade lijeno muče krava.',
        'Bale sijena složene su visoko poput zlatnih kocaka.',
        'Stari traktor mirno stoji uz ogradu.',
      ],
    },
    {
      en: ['A muddy puddle as big as a pond blocked the yard.', 'The sheep had escaped and were running everywhere!'],
      hr: ['Blatna lokva velika poput jezera zakrči dvorište.', 'Ovce su pobjegle i trče na sve strane!'],
    },
  ),
  place(
    'garden',
    'garden gardens backyard yard orchard greenhouse',
    'vrt vrta vrtu vrtom vrtić* voćnjak* dvorišt*',
    'nature',
    true,
    forms('the garden;in the garden;out into the garden;through the garden', 'vrt;vrta;u vrtu;u vrt;kroz vrt;iz vrta'),
    {
      en: [
        'Roses climbed the old stone wall.',
        'The vegetable patch smelled of earth and tomatoes.',
        'A little fountain gurgled happily.',
        'Sunflowers stood tall, like friendly giants.',
        'Snails left silver trails along the path.',
      ],
      hr: [
        'Ruže se penju uz stari kameni zid.',
        'Povrtnjak miriše na zemlju i rajčice.',
        'Mala fontana veselo žubori.',
        'Suncokreti stoje visoko, poput ljubaznih divova.',
        'Puževi ostavljaju srebrne tragove po stazi.',
      ],
    },
    {
      en: ['A thorny rose bush blocked the way.', 'The garden gate was stuck fast.'],
      hr: ['Trnovit grm ruža zapriječi put.', 'Vrtna vrata zaglavila su se i ne daju se otvoriti.'],
    },
  ),
  place(
    'meadow',
    'meadow meadows field fields valley countryside prairie',
    'livad* polj* dolin* proplan*',
    'nature',
    true,
    forms(
      'the meadow;in the meadow;out into the meadow;across the meadow',
      'livada;livade;na livadi;na livadu;preko livade;s livade',
    ),
    {
      en: [
        'Tall grass swayed like a green sea.',
        'Wildflowers nodded their bright heads.',
        'Bees hummed from flower to flower.',
        'A soft breeze rippled through the grass.',
        'Butterflies danced over the clover.',
      ],
      hr: [
        'Visoka trava njiše se poput zelenog mora.',
        'Poljsko cvijeće kima šarenim glavicama.',
        'Pčele zuje od cvijeta do cvijeta.',
        'Blagi povjetarac mreška travu.',
        'Leptiri plešu iznad djeteline.',
      ],
    },
    {
      en: ['A muddy ditch ran right across the meadow.', 'A grumpy old goat stood in the middle of the path and would not move.'],
      hr: ['Preko livade proteže se blatnjav jarak.', 'Nasred staze stoji mrzovoljna stara koza i ne želi se pomaknuti.'],
    },
  ),
  place(
    'park',
    'park playground',
    'park* igrališt*',
    'urban',
    true,
    forms('the park;in the park;over to the park;through the park', 'park;parka;u parku;u park;kroz park;iz parka'),
    {
      en: [
        'Ducks paddled across the pond.',
        'The swings creaked gently in the breeze.',
        'Old trees threw cool shadows on the grass.',
        'Pigeons strutted along the path as if they owned it.',
        'The benches stood in a long, patient row.',
      ],
      hr: [
        'Patke plivaju preko jezerca.',
        'Ljuljačke tiho škripe na povjetarcu.',
        'Stara stabla bacaju svježu hladovinu na travu.',
        'Golubovi šeću stazom kao da je njihova.',
        'Klupe stoje u dugom, strpljivom redu.',
      ],
    },
    {
      en: ['A huge puddle covered the whole path.', 'The gate to the other side of the park was locked.'],
      hr: ['Velika lokva prekrije cijelu stazu.', 'Vrata na drugu stranu parka zaključana su.'],
    },
  ),
  place(
    'school',
    'school classroom kindergarten nursery',
    'škol* učionic* vrtić*',
    'indoor',
    false,
    forms(
      'the school;at school;into the school;down the school corridors',
      'škola;škole;u školi;u školu;školskim hodnicima;iz škole',
    ),
    {
      en: [
        'Colourful drawings covered the classroom walls.',
        'The chalk smelled dusty and sweet.',
        'Backpacks hung on their hooks in a long row.',
        'A globe sat on the teacher’s desk.',
        'The school bell waited for its turn to ring.',
      ],
      hr: [
        'Zidove učionice prekrivaju šareni crteži.',
        'Kreda miriše prašnjavo i slatko.',
        'Ruksaci vise na vješalicama u dugom redu.',
        'Na učiteljičinu stolu stoji globus.',
        'Školsko zvono čeka svoj red da zazvoni.',
      ],
    },
    {
      en: ['The classroom door was locked.', 'A huge pile of books toppled over in the corridor.'],
      hr: ['Vrata učionice zaključana su.', 'U hodniku se sruši golema hrpa knjiga.'],
    },
  ),
  place(
    'office',
    'office work workplace desk meeting boss',
    'ured* posao poslu sastan* šef*',
    'indoor',
    false,
    forms(
      'the office;at the office;into the office;past the rows of desks',
      'ured;ureda;u uredu;u ured;pokraj redova stolova;iz ureda',
    ),
    {
      en: [
        'The printer groaned as if it had opinions.',
        'Someone’s lunch was warming in the microwave, again.',
        'Phones rang in a tired little chorus.',
        'The coffee machine hissed and sputtered.',
        'A plant in the corner was clearly surviving on hope alone.',
      ],
      hr: [
        'Printer stenje kao da ima svoje mišljenje.',
        'Nečiji se ručak opet grije u mikrovalnoj.',
        'Telefoni zvone u umornom malom zboru.',
        'Aparat za kavu šišti i frkće.',
        'Biljka u kutu očito preživljava samo na nadi.',
      ],
    },
    {
      en: ['The lift was out of order, of course.', 'An emergency meeting appeared in the calendar out of nowhere.'],
      hr: ['Dizalo, naravno, ne radi.', 'U kalendaru se niotkuda pojavi hitan sastanak.'],
    },
  ),
  place(
    'cafe',
    'café cafe coffee restaurant bakery bistro',
    'kafić* kavan* restoran* pekar* slastičarn*',
    'indoor',
    false,
    forms(
      'the café;at the café;into the little café;between the café tables',
      'kafić;kafića;u kafiću;u kafić;između stolova kafića;iz kafića',
    ),
    {
      en: [
        'The smell of cinnamon and coffee filled the air.',
        'Cups clinked softly on saucers.',
        'Rain tapped on the big front window.',
        'An old record crackled in the corner.',
        'Little lamps made every table glow.',
      ],
      hr: [
        'Zrak je pun mirisa cimeta i kave.',
        'Šalice tiho zveckaju na tanjurićima.',
        'Kiša kucka po velikom izlogu.',
        'U kutu pucketa stara gramofonska ploča.',
        'Male svjetiljke obasjavaju svaki stol.',
      ],
    },
    {
      en: ['Every single table was taken.', 'A waiter tripped, and a tray of cakes went flying.'],
      hr: ['Svi su stolovi zauzeti.', 'Konobar se spotakne i pladanj s kolačima poleti zrakom.'],
    },
  ),
  place(
    'bedroom',
    'bedroom bed nursery-room',
    'soba sobe sobi sobu spavać* krevet*',
    'indoor',
    false,
    forms('the bedroom;in the bedroom;into the bedroom;across the bedroom', 'soba;sobe;u sobi;u sobu;kroz sobu;iz sobe'),
    HOME.texture,
    HOME.obstacle,
  ),
  place(
    'home',
    'home house cottage flat apartment kitchen cabin living-room',
    'kuć* dom doma domu stan stanu kuhinj* kolib* vikendic*',
    'indoor',
    false,
    forms('the house;at home;into the hallway;through the house', 'kuća;kuće;kod kuće;kući;kroz kuću;iz kuće'),
    HOME.texture,
    HOME.obstacle,
  ),
  place(
    'town',
    'town',
    'gradić*',
    'urban',
    true,
    forms(
      'the little town;in the little town;into the little town;through the little town',
      'gradić;gradića;u gradiću;u gradić;kroz gradić;iz gradića',
    ),
    VILLAGE.texture,
    VILLAGE.obstacle,
  ),
  place(
    'village',
    'village hamlet',
    'selo sela selu selom seoce seosk* zaselak*',
    'urban',
    true,
    forms('the village;in the village;into the village;through the village', 'selo;sela;u selu;u selo;kroz selo;iz sela'),
    VILLAGE.texture,
    VILLAGE.obstacle,
  ),
  place(
    'city',
    'city streets street downtown metropolis square',
    'grad grada gradu gradom gradsk* ulic* trg*',
    'urban',
    true,
    forms('the city;in the city;into the city;through the busy streets', 'grad;grada;u gradu;u grad;kroz gradske ulice;iz grada'),
    {
      en: [
        'Tall buildings glittered with a thousand windows.',
        'Buses hummed and bicycles rang their bells.',
        'The smell of fresh coffee drifted from a corner café.',
        'Street lamps lined the road like patient guards.',
        'Pigeons fluttered over the busy square.',
      ],
      hr: [
        'Visoke zgrade blistaju s tisuću prozora.',
        'Autobusi bruje, a bicikli zvone zvoncima.',
        'Iz kafića na uglu širi se miris svježe kave.',
        'Ulične svjetiljke stoje uz cestu poput strpljivih stražara.',
        'Golubovi lepršaju iznad prometnog trga.',
      ],
    },
    {
      en: [
        'A huge traffic jam filled the street from end to end.',
        'A marching band filled the street from one side to the other.',
      ],
      hr: ['Golema prometna gužva zakrči ulicu od kraja do kraja.', 'Limena glazba ispuni ulicu s jedne strane na drugu.'],
    },
  ),
];

export function placeByKey(key: string): PlaceEntry {
  const found = PLACES.find((p) => p.key === key);
  if (!found) throw new Error(`unknown place ${key}`);
  return found;
}
