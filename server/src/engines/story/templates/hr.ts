/**
 * Croatian templates, written in Croatian (past tense for the story, present for scenery from the lexicon). The
 * user's names appear only as a nominative subject (`{A}`, `{B}`); every other reference to them is a pronoun, and
 * past-tense verbs agree with the character's gender through `{A=m|f|n}` (see ../render.ts). Smaller than the English
 * pack: one or two plots per story type.
 */
import type { LanguagePack } from '../pack.ts';

/** Past-tense "set off" agreeing with {AB} (one hero or two characters). */
const AB_SET_OFF = `{AB=je krenuo|je krenula|je krenulo|su krenuli|su krenule}`;
const AB_MET = `{AB=je sreo|je srela|je sreo|su sreli|su srele}`;

export const HR: LanguagePack = {
  setup: {
    childrens_bedtime_story: [
      `{?night}{T.one} {A} nikako nije {A=mogao|mogla|moglo} zaspati. Mjesec je bio okrugao i sjajan, a tisuću malih misli plesalo je u glavi. Tada se dogodilo nešto neobično.`,
      `{A} je {A=volio|voljela|voljelo} tiho doba na kraju dana. {T.one}, kad je sve bilo mirno i toplo, dogodilo se nešto posebno.`,
      `{?night}{T.one} {A} se {A=ušuškao|ušuškala|ušuškalo} pod mekanu dekicu i {A=slušao|slušala|slušalo} tišinu noći. Baš kad su se oči počele sklapati, nešto je privuklo {A=njegovu|njezinu|njegovu} pažnju.`,
    ],
    childrens_story: [
      `{T.one} {A} se {A=probudio|probudila|probudilo} s velikom idejom. „Danas će biti poseban dan”, {A=rekao|rekla|reklo} je veselo.`,
      `{A} je uvijek {A=imao|imala|imalo} tisuću pitanja. Zašto je nebo plavo? Kamo nestaju lokve? {T.one} {A} je {A=naišao|naišla|naišlo} na pitanje koje je tražilo pravi odgovor.`,
    ],
    viral_story: [
      `Nitko nije očekivao da će se {P.in} dogoditi nešto posebno. Najmanje od svih to je {A=očekivao|očekivala|očekivalo} {A}.`,
      `Sve je počelo jednim malim trenutkom koji nitko nije planirao. {T.one} {A} je samo {A=išao|išla|išlo} svojim putem.`,
    ],
    romantic_story: [
      `{T.one} činilo se da je cijeli svijet zastao. {A} to još nije {A=znao|znala|znalo}, ali upravo je počinjalo nešto lijepo.`,
      `{?B}{AB} dugo su se {AB=poznavali|poznavale|poznavali|poznavali|poznavale}. Ali {T.that} sve se činilo novim, kao da se vide prvi put.`,
      `{A} je oduvijek {A=vjerovao|vjerovala|vjerovalo} da se ljubav događa samo u knjigama. A onda je došao jedan sasvim običan dan.`,
    ],
    funny_friends_story: [
      `{A} je {A=bio poznat|bila poznata|bilo poznato} po sjajnim idejama. Dobro, „poznat” je možda prejaka riječ. Većina tih ideja završila bi veličanstvenim kaosom.`,
      `{T.one} bilo je dosadno. Opasno dosadno. A svi znaju da se tada rađaju najbolji i najgori planovi. {A} je već {A=imao|imala|imalo} jedan.`,
    ],
    funny_adult_story: [
      `{A} je {A=bio odgovoran odrasli čovjek|bila odgovorna odrasla osoba|bilo odgovorno}. Barem je to svima {A=govorio|govorila|govorilo}. {T.one} ta je tvrdnja trebala proći ozbiljan ispit.`,
      `{A} je {A=vjerovao|vjerovala|vjerovalo} u tri stvari: jaku kavu, jasne planove i to da se upute nikad ne čitaju. {T.one} treća se stvar gorko osvetila.`,
    ],
    fantasy_story: [
      `Davno, {P.in}, gdje je čarolija još brujala zrakom, {A} je {A=sanjao|sanjala|sanjalo} o pustolovini. {T.one} pustolovina se napokon odazvala.`,
      `U starim pričama junaci su visoki i neustrašivi. {A} nije {A=bio|bila|bilo} ni jedno ni drugo. Ali {A} je {A=imao|imala|imalo} dobro srce i tvrdoglavu volju, a to će biti dovoljno.`,
    ],
    sci_fi_story: [
      `{?space}U dalekoj budućnosti {A} je {A=bio najmlađi član|bila najmlađa članica|bilo najmlađe} posade svemirskog broda Aurora. Svaki dan {A} je {A=gledao|gledala|gledalo} zvijezde kroz prozor i {A=pitao|pitala|pitalo} se što je tamo vani.`,
      `{A} je svaki slobodni trenutak {A=provodio|provodila|provodilo} u laboratoriju, petljajući po žicama i sanjajući o zvijezdama. {T.one} jedan od strojeva ispustio je zvuk kakav nikad prije nije.`,
    ],
    sad_story: [
      `{P.in} je postojalo mjesto koje je {A} {A=volio|voljela|voljelo} više od ičega. {T.one} {A} je {A=otišao|otišla|otišlo} onamo kao i uvijek, ne sluteći da se stvari mijenjaju.`,
      `Neki dani počinju kao i svi drugi. {T.one} {A} nije ni {A=slutio|slutila|slutilo} da će to biti dan koji će dugo pamtiti.`,
    ],
    action_story: [
      `{A} se godinama {A=pripremao|pripremala|pripremalo} za ovaj trenutak. {T.one} poziv je napokon stigao.`,
      `{P.in} je sve bilo mirno. Previše mirno. {A} je {A=osjećao|osjećala|osjećalo} da će se nešto uskoro dogoditi.`,
    ],
    adventure_story: [
      `{A} je {A=imao|imala|imalo} kartu na zidu, ruksak kraj vrata i srce koje je čeznulo za pustolovinom. {T.one} pustolovina je napokon počela.`,
      `Otkad je {A} {A=bio malen|bila mala|bilo malo}, {A=sanjao|sanjala|sanjalo} je o istraživanju nepoznatog. {T.one} taj je san pokucao na vrata.`,
    ],
    occasion_story: [
      `{T.one} u zraku se osjećalo nešto posebno. Bližio se dan {O.gen}, a {A} ga je jedva {A=čekao|čekala|čekalo}.`,
      `Svi su se užurbano pripremali za {O.acc}. {A} je {A=bio najzaposleniji|bila najzaposlenija|bilo najzaposlenije} od svih.`,
    ],
  },

  premises: {
    bed_star: {
      quest: `vratiti malu zvijezdu kući`,
      inciting: [
        `Upravo tada s neba je pala mala zvijezda i tiho sletjela u blizini. Treptala je i šmrcala. „Izgubila sam se”, šapnula je. „Ne znam kako se vratiti gore.” {A} je odmah {A=znao|znala|znalo} što treba učiniti.`,
        `Odjednom je pokraj prozora proletjelo nešto malo i sjajno. Bila je to mala zvijezda! „Poskliznula sam se”, rekla je tankim glasom, „i sad ne mogu kući.” {A} ju je nježno {A=primio|primila|primilo}. „Ne boj se, pomoći ću ti.”`,
      ],
      clue: [
        `Visoko gore {A} je {A=opazio|opazila|opazilo} malu tamnu rupu među zvijezdama, baš veličine male zvijezde. „Ondje je tvoj dom”, {A=rekao|rekla|reklo} je tiho.`,
        `Mala zvijezda počela je sjati malo jače. „Osjećam to”, šapnula je. „Dom je sada blizu.” {A} se {A=nasmiješio|nasmiješila|nasmiješilo} i {A=nastavio|nastavila|nastavilo} dalje.`,
      ],
      turn: [
        `Napokon se {A} {A=popeo|popela|popelo} na najviše mjesto u blizini. Zvijezdu je {A=podigao|podigla|podiglo} što je više {A=mogao|mogla|moglo} i {A=šapnuo|šapnula|šapnulo}: „Zasjaj, mala zvijezdo!” Sretno je zatreptala i poletjela gore, sve do svog mjesta na nebu.`,
        `{A} se {A=sjetio|sjetila|sjetilo} jedne nježne pjesme i tiho je {A=zapjevao|zapjevala|zapjevalo}. Mala zvijezda počela se dizati, lakša od pera. Letjela je sve više, iznad oblaka, dok nije pronašla svoje malo mjesto na nebu.`,
      ],
      resolution: [
        `Nebo je zablistalo jače nego ikad. Visoko gore jedna je mala zvijezda treptala samo za {A=njega|nju|njega}, kao da kaže hvala. {A} se {A=nasmiješio|nasmiješila|nasmiješilo}.`,
        `Otada, kad god {A} navečer pogleda u nebo, jedna {A=mu|joj|mu} zvijezda namigne. To je mala tajna dvoje prijatelja.`,
      ],
      titles: [`{A} i mala izgubljena zvijezda`, `Zvijezda koja je pala s neba`],
    },
    kid_kite: {
      quest: `uhvatiti {G.acc}`,
      inciting: [
        `Odjednom je nalet vjetra oteo {G.acc}! {G=Odletio je|Odletjela je|Odletjelo je|Odletjeli su|Odletjele su} iznad krovova i nestao iz vida. „Vrati se!” {A=viknuo|viknula|viknulo} je {A} i {A=potrčao|potrčala|potrčalo} za {G=njim|njom|njim|njima|njima}.`,
        `Fiju! Vjetar je zgrabio {G.acc} i ponio {G=ga|je|ga|ih|ih} sve više i više. {A} je {A=trčao|trčala|trčalo} za {G=njim|njom|njim|njima|njima} najbrže što je {A=mogao|mogla|moglo}.`,
      ],
      clue: [
        `Tada je {A} ponovno {A=ugledao|ugledala|ugledalo} {G.acc}, daleko naprijed. A onda ga je vjetar opet ponio. „Nećeš mi pobjeći!” {A=nasmijao|nasmijala|nasmijalo} se {A}.`,
        `Jedna djevojčica pokazala je prstom u nebo. „Je li to tvoje?” upitala je. Ondje, iznad krovova, {G=lepršao je|lepršala je|lepršalo je|lepršali su|lepršale su} {G}. {A} je {A=potrčao|potrčala|potrčalo} onamo.`,
      ],
      turn: [
        `{G} je {G=zapeo|zapela|zapelo|zapeli|zapele} visoko na stupu, a {A} ga nije {A=mogao|mogla|moglo} dosegnuti. Zato je {A} {A=zamolio|zamolila|zamolilo} {H.acc} za pomoć. Zajedno su složili toranj od sanduka, dovoljno visok i taman dovoljno klimav. Uhvaćeno!`,
      ],
      resolution: [
        `{A} se {A=vratio|vratila|vratilo} kući {A=umoran i sretan|umorna i sretna|umorno i sretno}, a {G} je napokon {G=bio|bila|bilo|bili|bile} na sigurnom. Bio je to divan dan.`,
        `Te večeri {A} je opet {A=pustio|pustila|pustilo} {G.acc} da leti visoko i slobodno, ali ovaj put čvrsto je {A=držao|držala|držalo} uzicu. Svi koji su pomogli došli su gledati.`,
      ],
      titles: [`{A} i odbjegli vjetar`, `Dan kad je vjetar sve odnio`],
    },
    vir_kind: {
      quest: `pronaći starca sa snimke`,
      inciting: [
        `Netko je to snimio: {A} je po kiši {A=stao|stala|stalo} pomoći starcu skupiti razasute naranče. Do jutra je snimka imala milijun pregleda, a svi su pitali isto: tko je to?`,
      ],
      clue: [
        `Komentari su pljuštali. Jedan je glasio: „To je moj djed! Želi vam zahvaliti.” {A} je drhtavim prstima {A=kliknuo|kliknula|kliknulo} na poveznicu.`,
        `Nazvala je jedna novinarka. „Starac vas traži”, rekla je. „Ostavio je adresu, za svaki slučaj.” {A} je dugo {A=gledao|gledala|gledalo} u poruku.`,
      ],
      turn: [
        `Starac je imao malu pekaru na kraju ulice. Kad je {A} napokon {A=pokucao|pokucala|pokucalo} na vrata, starac se široko nasmiješio. „Znao sam da ćete doći”, rekao je. „Čuvam vam najbolji stol.”`,
      ],
      resolution: [
        `I njihova zajednička fotografija obišla je svijet. Ali {A} je {A=znao|znala|znalo} da najbolji dio nisu pregledi, nego novi prijatelj i svjež kruh svake nedjelje.`,
      ],
      titles: [`Milijun pregleda dobrote`, `{A} i pekara na uglu`],
    },
    rom_anniv: {
      quest: `pripremiti savršeno iznenađenje`,
      inciting: [
        `Tog jutra {A} je u knjizi {A=pronašao|pronašla|pronašlo} staru fotografiju s dana kad su se upoznali. To {A=mu|joj|mu} je dalo ideju. „Ove godine”, {A=šapnuo|šapnula|šapnulo} je {A}, „{B} će dobiti dan za pamćenje.”`,
      ],
      clue: [
        `{A} se {A=sjetio|sjetila|sjetilo} malog kafića u kojem su prvi put dijelili komad torte. To je bilo to. Iznenađenje mora početi ondje.`,
        `U staroj kutiji {A} je {A=pronašao|pronašla|pronašlo} kartu s prvog koncerta, školjku s prvog ljetovanja i poruku na kojoj je pisalo: „Zauvijek.” Plan je bio gotov.`,
      ],
      turn: [
        `Kad je {B} {B=stigao|stigla|stiglo}, kafić je bio pun svijeća i tihe glazbe. {B} je {B=zastao|zastala|zastalo} na vratima, očiju punih sjaja. „{A=Sjetio|Sjetila|Sjetilo} si se”, {B=rekao|rekla|reklo} je tiho.`,
      ],
      resolution: [
        `Polako su plesali među stolovima i smijali se kao onog prvog dana. {A} je {A=znao|znala|znalo} da je ovo dan koji će oboje dugo pamtiti.`,
      ],
      titles: [`{A} i {B}`, `Dan za pamćenje`],
    },
    rom_umbrella: {
      quest: `pronaći neznanca sa žutim kišobranom`,
      inciting: [
        `Počela je kiša, a {A} nije {A=imao|imala|imalo} kišobran. Tada {A=mu|joj|mu} je netko prišao i podigao jarkožuti kišobran iznad njih oboje. „Idemo li istim putem?” upitao je neznanac s osmijehom. Hodali su i pričali dok kiša nije stala, a onda je nestao.`,
      ],
      clue: [
        `Na klupi je ležala bilježnica sa žutim kišobranom na koricama. Unutra je bio crtež nekoga tko se smije na kiši. {A} je {A=prepoznao|prepoznala|prepoznalo} sebe.`,
        `Vlasnica kafića sjetila se. „Onaj sa žutim kišobranom? Dolazi svakog četvrtka”, rekla je i namignula. {A} je {A=zadržao|zadržala|zadržalo} dah.`,
      ],
      turn: [
        `U četvrtak je {A} {A=čekao|čekala|čekalo} kraj prozora. Vrata su se otvorila, zvonce je zazvonilo, i ondje je bio neznanac, otresajući kapi kiše sa žutog kišobrana.`,
      ],
      resolution: [
        `Sjedili su i razgovarali dok nisu izašle zvijezde, kao da se poznaju cijeli život. {A} se cijelim putem kući {A=smiješio|smiješila|smiješilo}.`,
      ],
      titles: [`Žuti kišobran`, `{A} i neznanac na kiši`],
    },
    ff_cake: {
      quest: `ispeći najbolju tortu u gradu`,
      inciting: [
        `{A} se {A=prijavio|prijavila|prijavilo} na Veliko natjecanje u pečenju torti. Postojao je samo jedan mali problem: {A} nikad u životu nije {A=ispekao|ispekla|ispeklo} tortu. „Koliko teško može biti?” {A=rekao|rekla|reklo} je i {A=stavio|stavila|stavilo} kuharsku kapu.`,
      ],
      clue: [
        `Prva torta bila je ravna kao palačinka. Druga je eksplodirala. Treća je, nekim čudom, bila plava. „Sve smo bliže”, {A=rekao|rekla|reklo} je {A}, s brašnom na nosu.`,
        `U receptu je pisalo „prstohvat soli”. {A} je {A=stavio|stavila|stavilo} cijelu šaku. U receptu je pisalo „peći trideset minuta”. {A} je {A=zaboravio|zaboravila|zaboravilo} na tortu pedeset.`,
      ],
      turn: [
        `Tik pred ocjenjivanje torta je skliznula, preletjela zrakom i pala naopačke. {A} je {A=zurio|zurila|zurilo} u nju. Izgledala je točno kao nasmiješeno lice!`,
      ],
      resolution: [
        `Suci su joj dodijelili posebnu nagradu: Najneobičnija torta. {A} je ostatak {A=podijelio|podijelila|podijelilo} sa svima, zajedno s mrvicama.`,
      ],
      titles: [`Velika katastrofa s tortom`, `{A} i naopaka torta`],
    },
    fa_speaker: {
      quest: `ukrotiti pametni zvučnik`,
      inciting: [
        `Novi pametni zvučnik trebao je {A=mu|joj|mu} olakšati život. Prvog jutra {A} je {A=rekao|rekla|reklo}: „Pusti nešto opuštajuće.” Zvučnik je naručio četrdeset kila lavande.`,
      ],
      clue: [
        `„Otkaži lavandu”, {A=rekao|rekla|reklo} je {A} vrlo razgovijetno. „Dodajem svijeće u košaricu”, veselo je odgovorio zvučnik.`,
        `{A} je {A=pokušao|pokušala|pokušalo} šaptati, vikati i napokon govoriti vrlo pristojno. Zvučnik je naručio vrlo pristojan otirač.`,
      ],
      turn: [
        `Zazvonilo je na vratima. Dostavljač je stajao ondje s brdom kutija i vrlo strpljivim osmijehom. {A} je {A=otvorio|otvorila|otvorilo} jednu. Cijeli je stan istog trena zamirisao kao toplice.`,
      ],
      resolution: [
        `Te je večeri {A} {A=zapalio|zapalila|zapalilo} svijeću, {A=skuhao|skuhala|skuhalo} čaj od lavande i napokon se {A=opustio|opustila|opustilo}. Zvučnik je, {A=morao|morala|moralo} je priznati, pobijedio.`,
      ],
      titles: [`{A} i pametni zvučnik`, `Četrdeset kila lavande`],
    },
    fan_moonstone: {
      quest: `pronaći nestali mjesečev kamen`,
      inciting: [
        `Tog je dana nestao veliki mjesečev kamen koji je čuvao čaroliju. Cvijeće je klonulo, a svjetiljke su se ugasile. „Netko ga mora vratiti”, rekao je stari čarobnjak. {A} je {A=kimnuo|kimnula|kimnulo}. „Ja ću ga pronaći.”`,
      ],
      clue: [
        `U mekanoj zemlji {A} je {A=pronašao|pronašla|pronašlo} tragove koji su slabo svjetlucali, kao da je lopov od zvjezdane prašine. Vodili su sve dublje, prema najstarijem dijelu {P.gen}.`,
        `Trag spaljenog lišća i jedna sjajna ljuska pokazali su {A=mu|joj|mu} put. Tko god je uzeo kamen, bio je velik i u žurbi. {A} je {A=ubrzao|ubrzala|ubrzalo} korak.`,
      ],
      turn: [
        `U špilji od kristala sjedio je {X} i grlio mjesečev kamen. „To je jedino toplo svjetlo koje imam”, rekao je. „Nitko me nikad ne posjećuje.” {A} nije {A=izvukao|izvukla|izvuklo} mač, nego je {A=kleknuo|kleknula|kleknulo} i nježno progovorio.`,
      ],
      resolution: [
        `{X} je vratio mjesečev kamen, a {A} je {A=obećao|obećala|obećalo} da više nikad neće biti sam. Svjetlo se razlilo {P.through}, a cvijeće je ponovno podiglo glave.`,
      ],
      titles: [`{A} i mjesečev kamen`, `Usamljeni zmaj`],
    },
    sf_signal: {
      quest: `otkriti odakle dolazi signal`,
      inciting: [
        `Tada je zatreperio svaki zaslon. Bip... bip-bip... Signal je dolazio odnekud daleko iza poznatih zvijezda. „Ovo još nitko nije čuo”, {A=šapnuo|šapnula|šapnulo} je {A}, već posežući za upravljačem.`,
      ],
      clue: [
        `Signal je postajao sve glasniji. {A} ga je {A=pretvorio|pretvorila|pretvorilo} u zvuk, a zatim u slike. Bio je to crtež planeta i malenog broda koji maše.`,
        `{A} je {A=dešifrirao|dešifrirala|dešifriralo} prvu riječ poruke. Bio je to broj, a broj je bio mjesto: mali sivi mjesec na rubu sustava.`,
      ],
      turn: [
        `Iza prstena od svjetlucavog leda {A} ih je napokon {A=pronašao|pronašla|pronašlo}: malenu posadu vanzemaljaca kojima se pokvario brod. Signal je cijelo vrijeme bio poziv u pomoć.`,
      ],
      resolution: [
        `{A} im je {A=pomogao|pomogla|pomoglo} popraviti motor jednim rezervnim dijelom i puno strpljenja. Vanzemaljci su zahvalno zatreptali svjetlima i obećali da će pisati, naravno, u bipovima.`,
      ],
      titles: [`Signal sa zvijezda`, `{A} i tajanstveni signal`],
    },
    sad_oak: {
      quest: `oprostiti se od starog hrasta`,
      inciting: [
        `Te je noći bjesnjela oluja. Ujutro je stari hrast, koji je {A} {A=volio|voljela|voljelo} cijeli život, ležao na tlu. {A} je dugo {A=sjedio|sjedila|sjedilo} pokraj njega i nije {A=rekao|rekla|reklo} ni riječi.`,
      ],
      clue: [
        `Na kori je {A} {A=pronašao|pronašla|pronašlo} male ureze gdje se svakog ljeta mjerila visina. Svaka crtica bila je uspomena na godinu koja je prošla.`,
        `U koru su bila urezana dva inicijala u srcu, toliko stara da nitko nije znao čija su. {A} ih je nježno {A=dotaknuo|dotaknula|dotaknulo} prstima.`,
      ],
      turn: [
        `Među granama {A} je {A=pronašao|pronašla|pronašlo} jedan mali žir, savršen i čitav. „Ti ćeš biti novi početak”, {A=šapnuo|šapnula|šapnulo} je i {A=stisnuo|stisnula|stisnulo} ga u dlanu.`,
      ],
      resolution: [
        `{A} je {A=posadio|posadila|posadilo} žir točno ondje gdje je nekad stajao stari hrast. Jednog će dana ondje opet rasti veliko drvo, s novim sjenama i novim pričama.`,
      ],
      titles: [`Posljednji žir`, `{A} i stari hrast`],
    },
    act_rescue: {
      quest: `spasiti zarobljene planinare`,
      inciting: [
        `Radio je zakrčao: „Planinari su zarobljeni na planini, a oluja dolazi!” {A} je {A=zgrabio|zgrabila|zgrabilo} opremu i {A=pojurio|pojurila|pojurilo} prema vratima. Nije bilo ni sekunde za gubljenje.`,
      ],
      clue: [
        `Na stijeni je bila zavezana crvena marama. Bio je to znak! Planinari su prošli ovuda. {A} je {A=ubrzao|ubrzala|ubrzalo} korak.`,
        `Kroz vjetar se začuo slab zvižduk. Jednom, dvaput, triput. {A} je {A=okrenuo|okrenula|okrenulo} glavu. „Ondje su!”`,
      ],
      turn: [
        `Napokon ih je {A} {A=ugledao|ugledala|ugledalo}: troje promrzlih planinara u maloj pukotini u stijeni. {A} je {A=bacio|bacila|bacilo} uže, {A=pričvrstio|pričvrstila|pričvrstilo} ga i jednoga po jednoga {A=izvukao|izvukla|izvuklo} na sigurno.`,
      ],
      resolution: [
        `Kad su se svi vratili u dolinu, planinari su {A=ga|je|ga} zagrlili i dugo nisu puštali. {A} se samo {A=nasmiješio|nasmiješila|nasmiješilo}. „To mi je posao”, {A=rekao|rekla|reklo} je.`,
      ],
      titles: [`Spašavanje u oluji`, `{A} i utrka s vremenom`],
    },
    adv_compass: {
      quest: `pronaći izgubljeno blago`,
      inciting: [
        `Na tavanu je {A} {A=pronašao|pronašla|pronašlo} staru kartu i kompas koji nije pokazivao sjever. Igla se uporno okretala prema nepoznatom obzoru. „Izgubljeno blago”, {A=šapnuo|šapnula|šapnulo} je {A}. „Ono postoji!”`,
      ],
      clue: [
        `Kompas je zadrhtao i okrenuo se ulijevo. Iza stijene {A} je {A=pronašao|pronašla|pronašlo} urezanu strelicu, staru stotinama godina.`,
        `Na karti je bila nacrtana ptica, a iznad glave je kružila upravo takva ptica. {A} je {A=krenuo|krenula|krenulo} za njom.`,
      ],
      turn: [
        `Ispod korijena golemog stabla {A} je {A=otkopao|otkopala|otkopalo} željeznu škrinju. U njoj nije bilo zlata, nego dnevnik istraživača koji je ovuda prošao prije sto godina, pun karata i crteža.`,
      ],
      resolution: [
        `{A} je {A=shvatio|shvatila|shvatilo} da je pravo blago bilo samo putovanje. Na zadnju praznu stranicu dnevnika {A=upisao|upisala|upisalo} je svoje ime i {A=vratio|vratila|vratilo} ga u škrinju za sljedećeg istraživača.`,
      ],
      titles: [`{A} i izgubljeno blago`, `Kompas koji nije pokazivao sjever`],
    },
    occ_party: {
      quest: `pripremiti savršeno iznenađenje`,
      inciting: [
        `{A} je {A=smislio|smislila|smislilo} veliki plan: zabavu iznenađenja koju nitko neće zaboraviti. Trebalo je samo sve pripremiti u tajnosti. A to, pokazat će se, nije bilo nimalo lako.`,
      ],
      clue: [
        `Na popisu je bilo dvadeset stvari: baloni, torta, glazba, gosti… {A} je {A=prekrižio|prekrižila|prekrižilo} prvu i duboko {A=uzdahnuo|uzdahnula|uzdahnulo}. Još devetnaest.`,
        `Netko je umalo otkrio tajnu! {A} je brzo {A=sakrio|sakrila|sakrilo} balone iza ormara i {A=pravio|pravila|pravilo} se da je sve sasvim obično.`,
      ],
      turn: [
        `„Iznenađenje!” povikali su svi. Na trenutak je zavladala tišina, a onda se prolomio najveći i najsretniji poklič koji je {A} ikad {A=čuo|čula|čulo}.`,
      ],
      resolution: [
        `Nije bilo savršeno. Bilo je bolje od toga: bilo je puno ljudi koji se vole. {A} je {A=pogledao|pogledala|pogledalo} oko sebe i {A=znao|znala|znalo} da će se {O.this} pamtiti godinama.`,
      ],
      titles: [`Veliko iznenađenje`, `Slavlje za pamćenje`],
    },
  },

  steps: {
    gentle: {
      journey: [
        `{AB} ${AB_SET_OFF} {P.through}, korak po korak. Sve je izgledalo novo i neobično. „Možemo mi to”, {A=šapnuo|šapnula|šapnulo} je {A}.`,
        `S hrabrim malim osmijehom {A} je {A=krenuo|krenula|krenulo} {P.through}. <<{B} {B=je bio|je bila|je bilo} stalno uz {A=njega|nju|njega}.>> Svaki je korak bio kao početak nove priče.`,
        `Put se vijugao {P.through}. {A} je {A=brojao|brojala|brojalo} korake da ostane {A=hrabar|hrabra|hrabro}: jedan, dva, tri, i sto tri.`,
      ],
      helper: [
        `Uskoro {AB} ${AB_MET} {H.acc}. „{n:Kamo ideš|Kamo idete}?” {H=upitao|upitala|upitalo} je {H}. Kad je {A} sve {A=objasnio|objasnila|objasnilo}, {H} je mudro {H=kimnuo|kimnula|kimnulo}. „Znam put. Pođite za mnom!”`,
        `Tada se začuo tihi glasić: „Mogu li pomoći?” {H=Bio je to|Bila je to|Bilo je to} {H}. {A} se {A=obradovao|obradovala|obradovalo} novom prijatelju na putu.`,
        `{A} je {A=sjeo|sjela|sjelo} odmoriti se i tako {A=upoznao|upoznala|upoznalo} {H.acc}. {H} je pažljivo {H=slušao|slušala|slušalo}, a onda se {H=nasmiješio|nasmiješila|nasmiješilo}. „Mogu pomoći”, {H=rekao|rekla|reklo} je. „Hajdemo!”`,
      ],
      kindness: [
        `{?nature}Usput je {A} {A=pronašao|pronašla|pronašlo} malog puža koji je ležao na leđima. {A} ga je nježno {A=okrenuo|okrenula|okrenulo}. Puž je mrdnuo ticalima, kao da kaže hvala.`,
        `{?nature}Jedan ptić tužno je cvrkutao, daleko od gnijezda. {A} ga je {A=podigao|podigla|podiglo} polako, polako, sve dok nije opet bio na sigurnom.`,
        `{A} je {A=primijetio|primijetila|primijetilo} da je {H} {H=umoran|umorna|umorno}, pa je s {H=njim|njom|njim} {A=podijelio|podijelila|podijelilo} svoj zadnji keks. Nekako je tako bio dvaput slađi.`,
      ],
      obstacle: [
        `{OBST} {A} se {A=pitao|pitala|pitalo} što sad. Tada je {H} {H=pokazao|pokazala|pokazalo} pametan način da prijeđu, i uskoro je nevolja bila iza njih.`,
        `{OBST} „Joj”, {A=šapnuo|šapnula|šapnulo} je {A}. Ali onda je pažljivo {A=pogledao|pogledala|pogledalo} oko sebe i {A=pronašao|pronašla|pronašlo} put, korak po korak.`,
      ],
      doubt: [
        `Na trenutak se {A} {A=osjećao|osjećala|osjećalo} jako {A=malenim|malenom|malenim}. „Što ako ne uspijemo?” {A=šapnuo|šapnula|šapnulo} je. {H} je samo tiho {H=rekao|rekla|reklo}: „I mali koraci vode daleko.”`,
        `{A} je {A=sjeo|sjela|sjelo} na kamen i {A=uzdahnuo|uzdahnula|uzdahnulo}. Put je bio dug. Ali onda se {A=sjetio|sjetila|sjetilo} zašto je uopće {A=krenuo|krenula|krenulo}, i srce {A=mu|joj|mu} je opet postalo hrabro.`,
      ],
    },
    quest: {
      journey: [
        `{AB} ${AB_SET_OFF} {P.through} bez oklijevanja. Put je bio dug, ali {A} se nije {A=osvrtao|osvrtala|osvrtalo}.`,
        `Kilometar za kilometrom, {A} je {A=išao|išla|išlo} dalje {P.through}. Noge su bile umorne, ali cilj je bio jasan: {Q}.`,
        `Staza se vijugala {P.through} poput zagonetke. {A} je {A=provjerio|provjerila|provjerilo} smjer, {A=odabrao|odabrala|odabralo} put i {A=nastavio|nastavila|nastavilo} dalje.`,
      ],
      helper: [
        `Na raskrižju {AB} ${AB_MET} {H.acc}. „Mnogi su pokušali {Q}”, polako je {H=rekao|rekla|reklo} {H}. „Možda ćeš baš ti uspjeti.”`,
        `Kao niotkuda {H=pojavio se|pojavila se|pojavilo se} {H}. „Trebat će ti pomoć”, {H=rekao|rekla|reklo} je. „Srećom, znam prečac.” {A} se {A=nasmiješio|nasmiješila|nasmiješilo}.`,
      ],
      kindness: [
        `Usput je {A} {A=čuo|čula|čulo} poziv u pomoć. Jedan je putnik zapeo ispod srušene grede. To je stajalo dragocjenog vremena, ali {A} nije {A=oklijevao|oklijevala|oklijevalo}. „Hvala ti”, rekao je putnik. „Neću ovo zaboraviti.”`,
        `{A} je {A=podijelio|podijelila|podijelilo} hranu s gladnim strancem kraj puta. Zauzvrat {A=mu|joj|mu} je stranac dao malu srebrnu zviždaljku. „Za kad ti bude najpotrebnija”, rekao je.`,
      ],
      obstacle: [
        `{OBST} {A} je {A=proučio|proučila|proučilo} opasnost, a onda brzo {A=krenuo|krenula|krenulo}. Jedan skok, jedan hvat, jedno penjanje, i opasnost je ostala iza.`,
        `{OBST} Trebala je sva hrabrost koju je {A} {A=imao|imala|imalo}, ali {A} nije {A=odustao|odustala|odustalo}.`,
      ],
      doubt: [
        `Sve je odjednom pošlo naopako. {A} je {A=bio umoran|bila umorna|bilo umorno}, a zadatak se činio nemogućim. A onda se {A=sjetio|sjetila|sjetilo} svih koji računaju na {A=njega|nju|njega} i {A=ustao|ustala|ustalo} ponovno.`,
        `{A} je {A=zurio|zurila|zurilo} u plamen male vatre. „Što ako ne uspijem?” tiho je {A=upitao|upitala|upitalo}. {H} je načas {H=šutio|šutjela|šutjelo}. „Onda ćeš barem pokušati”, {H=rekao|rekla|reklo} je.`,
      ],
    },
    heart: {
      journey: [
        `{A} je polako {A=hodao|hodala|hodalo} {P.through}, {A=zamišljen|zamišljena|zamišljeno}. Svaki kutak kao da je čuvao neku uspomenu.`,
        `{A} je {A=žurio|žurila|žurilo} {P.through} s dugačkim popisom u jednoj ruci i olovkom u drugoj. Još je toliko toga trebalo učiniti!`,
      ],
      helper: [
        `{H} je {H=primijetio|primijetila|primijetilo} tugu na {A=njegovu|njezinu|njegovu} licu i {H=sjeo|sjela|sjelo} pokraj. „Pričaj”, {H=rekao|rekla|reklo} je blago. I {A} je {A=pričao|pričala|pričalo}.`,
        `„Izgledaš kao netko tko ima nešto na duši”, {H=rekao|rekla|reklo} je {H}. {A} se {A=nasmiješio|nasmiješila|nasmiješilo}. Pomagalo je razgovarati s nekim tko zna slušati.`,
      ],
      kindness: [
        `Usput je {A} {A=pomogao|pomogla|pomoglo} dječaku kojem je pobjegao balon. {A} je u zadnji čas {A=uhvatio|uhvatila|uhvatilo} uzicu, a dječakovo se lice zasjalo poput lampiona.`,
        `{A} je {A=pridržao|pridržala|pridržalo} vrata starcu s teškom torbom. Starac se nasmiješio, i na trenutak je cijeli svijet bio malo lakši.`,
      ],
      obstacle: [
        `{OBST} Na trenutak se činilo da će sve poći po zlu. Ali {A} je duboko {A=udahnuo|udahnula|udahnulo} i {A=nastavio|nastavila|nastavilo} dalje.`,
        `{OBST} {A} je {A=uzdahnuo|uzdahnula|uzdahnulo}. Baš danas! Ali neke stvari vrijede malo muke.`,
      ],
      doubt: [
        `Te večeri uvukle su se sumnje. Što ako sve pođe po zlu? {A} je dugo {A=gledao|gledala|gledalo} u nebo. A onda se {A=sjetio|sjetila|sjetilo} zašto je to važno, i to je bilo dovoljno.`,
        `{A} je neko vrijeme {A=sjedio|sjedila|sjedilo} {A=sam|sama|samo} i {A=pustio|pustila|pustilo} srcu da bude teško. Onda se, polako, vratio mir.`,
      ],
    },
    comic: {
      journey: [
        `{AB} ${AB_SET_OFF} {P.through} s velikim samopouzdanjem i bez ikakvog plana. Što bi uopće moglo poći po zlu?`,
        `{A} je {A=krenuo|krenula|krenulo} {P.through}, pjevušeći pjesmu kojoj je {A=znao|znala|znalo} samo pola riječi. Druga polovica bila je izmišljena, ali zvučala je sjajno.`,
      ],
      helper: [
        `{H} je cijelu stvar {H=promatrao|promatrala|promatralo} s velikim zanimanjem. „Smijem li nešto predložiti?” {H=upitao|upitala|upitalo} je. {A} se nikad nije toliko {A=obradovao|obradovala|obradovalo} nečijem prijedlogu.`,
        `{H=Naišao je|Naišla je|Naišlo je} {H}, {H=bacio|bacila|bacilo} jedan pogled na situaciju i {H=uzdahnuo|uzdahnula|uzdahnulo}. „Joj, joj. Makni se, molim te.” {A} se poslušno {A=odmaknuo|odmaknula|odmaknulo}.`,
      ],
      kindness: [
        `Usprkos svemu, {A} je {A=stao|stala|stalo} pomoći jednoj bakici nositi vrećice. Zahvalila {A=mu|joj|mu} je bombonom i vrlo dugom pričom o svojoj mački.`,
        `{A} je {A=objasnio|objasnila|objasnilo} put izgubljenom turistu, koji je srdačno zahvalio i onda otišao u potpuno krivom smjeru.`,
      ],
      obstacle: [
        `{OBST} {A} je dugo {A=zurio|zurila|zurilo} u to. „Naravno”, {A=rekao|rekla|reklo} je. „Naravno da se baš ovo događa.”`,
        `{OBST} To nije bilo dio plana. Doduše, plana zapravo nikad ni nije bilo. {A} je samo {A=slegnuo|slegnula|slegnulo} ramenima.`,
      ],
      doubt: [
        `{A} je {A=sjeo|sjela|sjelo} na pod i {A=održao|održala|održalo} ozbiljan sastanak sa {A=samim|samom|samim} sobom. Sastanak je bio kratak. Odluka: nastaviti dalje.`,
        `„Možda je ovo bila užasna ideja”, {A=rekao|rekla|reklo} je {A}. {H} je {H=kimnuo|kimnula|kimnulo}. „Od užasnih ideja nastaju najbolje priče”, {H=rekao|rekla|reklo} je.`,
      ],
    },
  },

  typeSteps: {
    action_story: {
      journey: [`{A} je {A=jurio|jurila|jurilo} {P.through}, izmičući i vijugajući. Nije bilo vremena za gubljenje.`],
    },
    sci_fi_story: {
      journey: [
        `{?space}Brod je zabrujao dok je {A} {A=postavljao|postavljala|postavljalo} kurs {P.through}. Na zaslonima su zvijezde promicale poput srebrne kiše.`,
      ],
    },
    viral_story: {
      journey: [
        `Mobitel je zujao bez prestanka: poruke, lajkovi, poziv s televizije. {A} ga je {A=okrenuo|okrenula|okrenulo} naopako i duboko {A=udahnuo|udahnula|udahnulo}.`,
        `Kamo god je {A} {A=išao|išla|išlo}, ljudi su pokazivali prstom i šaptali. Jedan je čovjek na stanici zatražio selfie.`,
      ],
    },
    romantic_story: {
      journey: [
        `{A} je {A=hodao|hodala|hodalo} {P.through} i {A=smiješio|smiješila|smiješilo} se bez razloga. Sve je bilo svjetlije nego inače, kao da cijeli svijet zna neku tajnu.`,
      ],
    },
    sad_story: {
      helper: [
        `{H} je bez riječi {H=sjeo|sjela|sjelo} pokraj {A=njega|nje|njega}. Nakon nekog vremena tiho je {H=rekao|rekla|reklo}: „U redu je biti tužan. To znači da je nešto bilo važno.”`,
      ],
    },
    occasion_story: {
      journey: [
        `{A} je {A=jurio|jurila|jurilo} od trgovine do trgovine i {A=skupljao|skupljala|skupljalo} vrpce, svijeće i vrećicu balona.`,
      ],
    },
  },

  overcome: [`{A} je duboko {A=udahnuo|udahnula|udahnulo} i {A=pronašao|pronašla|pronašlo} put.`],

  closing: [
    `I uz sretan uzdah {A} je {A=zatvorio|zatvorila|zatvorilo} oči i {A=utonuo|utonula|utonulo} u san. Laku noć.`,
    `Uskoro je {A} čvrsto {A=spavao|spavala|spavalo} i {A=sanjao|sanjala|sanjalo} lijepe snove sve do jutra.`,
    `Noć je utihnula, zvijezde su bdjele, a {A} je {A=spavao|spavala|spavalo}, {A=siguran|sigurna|sigurno} i na toplom.`,
    `{A} je posljednji put {A=zijevnuo|zijevnula|zijevnulo}, {A=ušuškao|ušuškala|ušuškalo} se i čvrsto {A=zaspao|zaspala|zaspalo}.`,
    `Vani je svijet utihnuo, a {A} je cijelu noć {A=sanjao|sanjala|sanjalo} slatke snove.`,
  ],

  portrait: [
    `{A} je {A=bio|bila|bilo} {A.desc}.`,
    `{A}, {A.desc}, uvijek je {A=bio spreman|bila spremna|bilo spremno} za nešto novo.`,
  ],
  friend: [`{B}, {B.desc}, nikad nije {B=bio|bila|bilo} daleko.`, `{B} je uvijek {B=bio|bila|bilo} uz {A=njega|nju|njega}.`],
  likes: [
    `{A} je više od svega {A=volio|voljela|voljelo} {A.likes}.`,
    `Najviše na svijetu {A} je {A=volio|voljela|voljelo} {A.likes}.`,
  ],
  lesson: [`{A} je sada {A=znao|znala|znalo} da {LESSON}.`, `I {A} je {A=naučio|naučila|naučilo} da {LESSON}.`],

  presence: {
    gentle: [
      `{A} je duboko {A=udahnuo|udahnula|udahnulo}.`,
      `{A} se čvrsto {A=držao|držala|držalo} i {A=smiješio|smiješila|smiješilo}.`,
      `{A} je pažljivo {A=slušao|slušala|slušalo}.`,
      `{A} se {A=osjećao|osjećala|osjećalo} malo hrabrije.`,
      `{A} je sretno {A=kimnuo|kimnula|kimnulo}.`,
      `{A} je {A=pjevušio|pjevušila|pjevušilo} tihu pjesmicu.`,
      `{A} je {A=stajao|stajala|stajalo} posve mirno i {A=gledao|gledala|gledalo}.`,
      `{A} se {A=nasmiješio|nasmiješila|nasmiješilo} pospanim osmijehom.`,
    ],
    quest: [
      `{A} je {A=stisnuo|stisnula|stisnulo} zube i {A=nastavio|nastavila|nastavilo} dalje.`,
      `{A} nije {A=stao|stala|stalo}.`,
      `{A} je još jednom {A=provjerio|provjerila|provjerilo} put.`,
      `{A} je {A=skupio|skupila|skupilo} svu svoju hrabrost.`,
      `{A} je {A=zategnuo|zategnula|zategnulo} remene ruksaka.`,
      `{A} je {A=osluškivao|osluškivala|osluškivalo} ima li opasnosti.`,
      `{A} je bez riječi {A=išao|išla|išlo} dalje.`,
      `{A} nije {A=skidao|skidala|skidalo} pogled sa staze.`,
    ],
    heart: [
      `{A} je polako i duboko {A=udahnuo|udahnula|udahnulo}.`,
      `{A} se nježno {A=nasmiješio|nasmiješila|nasmiješilo}.`,
      `{A} je {A=zadržao|zadržala|zadržalo} taj trenutak u srcu.`,
      `{A} je {A=obrisao|obrisala|obrisalo} suzu.`,
      `{A} je {A=osjetio|osjetila|osjetilo} toplinu u srcu.`,
      `{A} je neko vrijeme {A=gledao|gledala|gledalo} u nebo.`,
      `{A} je dugo i tiho {A=uzdahnuo|uzdahnula|uzdahnulo}.`,
      `{A} je {A=stavio|stavila|stavilo} ruku na srce.`,
    ],
    comic: [
      `{A} je dvaput {A=trepnuo|trepnula|trepnulo}.`,
      `{A} je {A=podigao|podigla|podiglo} obrvu.`,
      `{A} je {A=kimnuo|kimnula|kimnulo} kao da je sve sasvim normalno.`,
      `{A} je teatralno {A=uzdahnuo|uzdahnula|uzdahnulo}.`,
      `{A} je {A=odlučio|odlučila|odlučilo} da ovo više nikad neće ponoviti.`,
      `{A} je {A=izbrojio|izbrojila|izbrojilo} do deset. Nije pomoglo.`,
      `{A} se jako {A=trudio|trudila|trudilo} izgledati smireno.`,
      `{A} se pristojno {A=nakašljao|nakašljala|nakašljalo}.`,
    ],
  },

  dialogue: {
    gentle: [
      `„Gledaj!” {A=šapnuo|šapnula|šapnulo} je {A}. „Ondje!”`,
      `„Ne udaljuj se”, tiho je {A=rekao|rekla|reklo} {A}.`,
      `„Skoro smo stigli”, {A=rekao|rekla|reklo} je {A} s osmijehom.`,
      `„Ne bojim se”, {A=rekao|rekla|reklo} je {A}. „Dobro, možda samo malo.”`,
    ],
    quest: [
      `„Samo naprijed”, {A=rekao|rekla|reklo} je {A}. „Blizu smo.”`,
      `„Što god se dogodi”, {A=rekao|rekla|reklo} je {A}, „ne odustajemo.”`,
      `„Čuješ li to?” {A=upitao|upitala|upitalo} je {A} i napeto {A=osluškivao|osluškivala|osluškivalo}.`,
    ],
    heart: [
      `„Sve će biti u redu”, tiho je {A=rekao|rekla|reklo} {A}.`,
      `„Drago mi je da si tu”, {A=rekao|rekla|reklo} je {A}.`,
      `„Još samo malo”, {A=šapnuo|šapnula|šapnulo} je {A}.`,
    ],
    comic: [
      `„Sve je u redu”, {A=rekao|rekla|reklo} je {A}. „Sve je potpuno u redu.”`,
      `„Imam plan”, {A=objavio|objavila|objavilo} je {A}. Nitko {A=mu|joj|mu} nije vjerovao.`,
      `„Bez panike”, {A=rekao|rekla|reklo} je {A}, lagano paničareći.`,
    ],
  },

  couplets: [
    `Mjesec sja, a noć je meka, san nas sve u tišini čeka.`,
    `Uz brdo gore, niz dolinu, {A} hrabro ide u daljinu.`,
    `Mala pjesma, malo svjetla, i najtamnija noć je svijetla.`,
    `Tko je hrabar i tko je mio, svijet mu čuda nije krio.`,
    `Zvijezde trepću, nebo zove, {A} sanja priče nove.`,
    `Korak po korak, pa još jedan, svaki je korak truda vrijedan.`,
    `Oblak plovi, ptica leti, {A} se stare pjesme sjeti.`,
    `S prijateljem put je kraći, lakše je i sreću naći.`,
  ],

  funny: [
    `Nitko ne zna zašto, ali sve je to promatrala jedna žaba u malenom šeširu.`,
    `Golub u prolazu izgledao je duboko neimpresioniran.`,
    `{A} je poslije {A=tvrdio|tvrdila|tvrdilo} da je sve to bilo dio plana. Nije bilo.`,
    `Negdje je neka mačka, samo iz zabave, srušila šalicu sa stola.`,
    `Čak su se i oblaci trudili da se ne nasmiju.`,
  ],

  filler: [
    `{A} se {A=osvrnuo|osvrnula|osvrnulo} oko sebe i {A=nasmiješio|nasmiješila|nasmiješilo}.`,
    `Bio je to trenutak koji će {A} dugo pamtiti.`,
    `{A} je {A=osjetio|osjetila|osjetilo} kako svijet postaje malo veći.`,
    `Sve je bilo baš onako kako treba.`,
    `{A} je sve {A=upijao|upijala|upijalo} polako, dah po dah.`,
    `Neko je vrijeme bilo tiho.`,
    `{A} je {A=bio sretan|bila sretna|bilo sretno} što je baš ondje, baš tada.`,
    `Toliko je toga {A} još {A=htio|htjela|htjelo} vidjeti.`,
    `{A} je odjednom {A=primijetio|primijetila|primijetilo} stotinu sitnica.`,
    `Na trenutak je {A} samo {A=gledao|gledala|gledalo} i {A=čekao|čekala|čekalo}.`,
    `{A} će ovaj dio priče pričati još godinama.`,
    `Nedaleko je nešto sitno zašuštalo, a onda utihnulo.`,
  ],

  titles: [],
};
