/**
 * Croatian sentences for the premise writer: one tense (the perfect) for the narration, the present only inside
 * dialogue. The user's names stand only where the nominative goes ({A}, {B}, {AB} as subjects); everywhere else a
 * pronoun in the right case ({A.gen}, {A.dat}, {A.acc}, {A.ins}); verbs agree through {A=m|f|n}. The goal is an
 * infinitive phrase ({G.inf}) after verbs of ours; its object appears only in the case the user wrote it
 * ({G.acc}, {G.ins}, {G.nom}); places only in the role the user's words gave them ({P.at} there, {P.to} thither).
 */
import type { Character } from './analyse.ts';
import { ADJECTIVES, hrAdjective, type AdjectiveEntry, type HrGender } from './lexicon/characters.ts';
import type { HrPremise } from './premise-hr.ts';
import type { Premise } from './premise.ts';
import { pickDetail } from './scenery.ts';
import type { Tale } from './storyteller.ts';
import type { WriterPack } from './words-en.ts';

const ADJ_LITTLE = ADJECTIVES.find((a) => a.key === 'little')!;

function orderedAdjectives(c: Character): AdjectiveEntry[] {
  const personality = c.adjectives.filter((a) => a.use === 'personality').slice(0, 1);
  const size = c.adjectives.filter((a) => a.use === 'size').slice(0, 1);
  return [...personality, ...size];
}

function hrKind(c: Character): { word: string; g: HrGender } {
  const k = c.kind!;
  const preferred = k.hr[c.sex];
  if (preferred) return { word: preferred, g: c.sex };
  if (k.key === 'child') return { word: c.sex === 'f' ? 'djevojčica' : 'mališan', g: c.sex };
  if (k.hr.n && !k.hr.m && !k.hr.f) return { word: 'stvorenje', g: 'n' };
  const g = k.hrDefault;
  return { word: k.hr[g]!, g };
}

/** The hero named without a name: "hrabra mala lisica", "mali junak". */
function hrPhrase(c: Character): string {
  const adjectives = orderedAdjectives(c);
  if (!c.kind) {
    const little = hrAdjective(ADJ_LITTLE.hr, c.sex, 'nom');
    return `${adjectives.length ? hrAdjective(adjectives[0]!.hr, c.sex, 'nom') : little} ${c.sex === 'f' ? 'junakinja' : 'junak'}`;
  }
  const { word, g } = hrKind(c);
  return [...adjectives.map((a) => hrAdjective(a.hr, g, 'nom')), word].join(' ');
}

function hrPortrait(c: Character): string | null {
  if (!c.kind) return null;
  const { word, g } = hrKind(c);
  const adjectives = orderedAdjectives(c).map((a) => hrAdjective(a.hr, g, 'nom'));
  if (adjectives.length === 0 && c.traits.filter((t) => t.colour).length === 0) return null;
  const traits = c.traits
    .filter((t) => t.colour)
    .map((t) => `${hrAdjective(t.colour!.hr, t.item.hr.g, 'ins')} ${t.item.hr.ins}`)
    .join(' i ');
  return `${[...adjectives, word].join(' ')}${traits ? ` ${/^[sšzž]/.test(traits) ? 'sa' : 's'} ${traits}` : ''}`;
}

/** The grammatical gender a character's verbs agree with: a named hero is "he" or "she"; "lisica" is feminine. */
export function hrCharacterGender(c: Character): 'm' | 'f' | 'n' {
  if (c.name || !c.kind) return c.sex;
  return hrKind(c).g;
}

/** Full pronouns by case, and the clitics: {A.mu} (dative), {A.ga} (accusative). */
const PRONOUNS = {
  m: { gen: 'njega', dat: 'njemu', acc: 'njega', ins: 'njim', mu: 'mu', ga: 'ga' },
  f: { gen: 'nje', dat: 'njoj', acc: 'nju', ins: 'njom', mu: 'joj', ga: 'je' },
  n: { gen: 'njega', dat: 'njemu', acc: 'njega', ins: 'njim', mu: 'mu', ga: 'ga' },
} as const;

export function hrHeroSlot(premise: Premise, what: 'ref'): string {
  void what;
  return premise.hero.name ?? hrPhrase(premise.hero);
}

function hrOf(tale: Tale): HrPremise {
  return (tale.premise as Premise & { hr: HrPremise }).hr;
}

/** The Croatian slot values (see the file's comment). */
export function hrGoalSlot(tale: Tale, name: string): string | null {
  const { premise } = tale;
  const hr = hrOf(tale);
  const [entity, part] = name.split('.') as [string, string?];
  const hero = premise.hero;
  const friend = premise.friend;
  const scenery = tale.scenery;
  switch (entity) {
    case 'A':
      if (part === undefined) return tale.heroRef;
      if (part === 'desc') return hero.name ? hrPortrait(hero) : null;
      return (PRONOUNS[hrCharacterGender(hero)] as Record<string, string>)[part] ?? null;
    case 'B':
      if (!friend) return null;
      if (part === undefined) return friend.name ?? hrPhrase(friend);
      if (part === 'desc') return friend.name && friend.kind ? (hrPortrait(friend) ?? hrKind(friend).word) : null;
      return (PRONOUNS[hrCharacterGender(friend)] as Record<string, string>)[part] ?? null;
    case 'AB':
      return friend ? `${tale.heroRef} i ${friend.name ?? hrPhrase(friend)}` : tale.heroRef;
    case 'G': {
      const object = hr.object;
      switch (part) {
        case 'inf':
          return premise.goal.phrase;
        case 'acc':
          if (!object) return null;
          if (object.case === 'acc') return object.text;
          return object.case === 'nom' && object.gender !== 'f' ? object.text : null;
        case 'ins':
          return object?.case === 'ins' ? object.text : null;
        case 'nom':
          return object?.case === 'nom' ? object.text : null;
        case 'it':
          return object ? (object.gender === 'f' ? 'ju' : 'ga') : null;
        default:
          return null;
      }
    }
    case 'P':
      if (part === 'at') return hr.placeAt;
      if (part === 'to') return hr.placeTo;
      return null;
    case 'D':
      if (part === 'at') return hr.destinationAt;
      if (part === 'to') return hr.destinationTo;
      return null;
    case 'HERE':
      if (tale.here === 'home') return 'kod kuće';
      if (tale.here === 'there') return hr.destinationAt ?? hr.placeAt;
      return hr.placeAt;
    case 'TR':
      return premise.travel;
    case 'F':
      return pickDetail(tale, scenery?.hr.features);
    case 'S':
      return pickDetail(tale, scenery?.hr.sounds);
    case 'Z':
      return pickDetail(tale, scenery?.hr.hazards);
    case 'O':
      return premise.obstacle;
    case 'H':
      return tale.helper.a;
    case 'T':
      if (part === 'one') return tale.rng.pick(premise.time.hr.one);
      if (part === 'that') return premise.time.hr.that;
      return null;
    case 'M':
      return premise.moods[0]?.hrAdverb ?? 'mirno';
    case 'LESSON':
      return tale.rng.pick(tale.lesson.hr);
    default:
      return null;
  }
}

/** Past-tense forms agreeing with the hero: `${V('krenuo', 'krenula')}` → {A=krenuo|krenula|krenulo}. */
const V = (m: string, f: string) => `{A=${m}|${f}|${f.replace(/a$/, 'o')}}`;
const VB = (m: string, f: string) => `{B=${m}|${f}|${f.replace(/a$/, 'o')}}`;
/** "je krenuo / su krenuli" for {AB}. */
const VAB = (m: string, f: string, mpl: string, fpl: string) =>
  `{AB=je ${m}|je ${f}|je ${f.replace(/a$/, 'o')}|su ${mpl}|su ${fpl}}`;

export const HR_WRITER: WriterPack = {
  setup: {
    gentle: [
      `{?indoor}{T.one} {A} je ${V('ležao', 'ležala')} {A=budan|budna|budno} {HERE} i ${V('razmišljao', 'razmišljala')} o nečemu važnom.`,
      `{T.one} {A} je {HERE} ${V('razmišljao', 'razmišljala')} o nečemu važnom.`,
      `{?indoor}{T.one} {A} je ${V('sjedio', 'sjedila')} kraj prozora, pun{A=|a|o} planova.`,
      `{?outdoor}{T.one} {A} je ${V('poskakivao', 'poskakivala')} {HERE}, pun{A=|a|o} planova.`,
      `{A} je ${V('imao', 'imala')} tajnu želju, a {T.that} {HERE} ona se počela ostvarivati.`,
      `{T.one}, kad je {HERE} sve bilo {M} i tiho, {A} je ${V('donio', 'donijela')} hrabru odluku.`,
    ],
    quest: [
      `{T.one} {A} je {HERE} već treći put ${V('provjerio', 'provjerila')} ruksak. Taj je dan bio važan.`,
      `{A} je dugo ${V('čekao', 'čekala')} baš na ovaj dan.`,
      `{T.one} {A} je duboko ${V('udahnuo', 'udahnula')} i ${V('pogledao', 'pogledala')} pred sebe.`,
    ],
    heart: [
      `{T.one} {A} je {HERE} ${V('osjetio', 'osjetila')} da se nešto uskoro mijenja.`,
      `{T.one} {A} je ${V('primijetio', 'primijetila')} kako je sve oko ${'{A.gen}'} {M} i lijepo.`,
    ],
    comic: [
      `{A} je {HERE} ${V('imao', 'imala')} plan. Planovi koje je {A} ${V('smišljao', 'smišljala')} bili su poznati, uglavnom po tome što ne bi uspjeli.`,
      `{T.one} {A} je {HERE} ${V('dobio', 'dobila')} ideju. Bila je to sjajna ideja, barem na prvi pogled.`,
    ],
  },
  portrait: [`{A} je ${V('bio', 'bila')} {A.desc}.`, `Svi su znali da je {A} ${V('bio', 'bila')} {A.desc}.`],
  friend: [
    `{?B}I {B} je ${VB('bio', 'bila')} ondje, kao i uvijek.`,
    `{?B}{A} nikamo nije ${V('išao', 'išla')} bez prijatelja, a {B} je ${VB('bio', 'bila')} najbolji od svih.`,
    `{?B}{B} {A.ga} je ${VB('pogledao', 'pogledala')} kao da je ${VB('htio', 'htjela')} reći: idem i ja.`,
  ],
  want: {
    find: [
      `{A} je ${V('morao', 'morala')} {G.inf}. Ništa drugo nije bilo važno.`,
      `„Danas ću {G.inf}”, ${V('rekao', 'rekla')} je {A}.`,
      `Više od svega {A} je ${V('želio', 'željela')} {G.inf}.`,
    ],
    retrieve: [
      `{A} je ${V('imao', 'imala')} samo jedan zadatak: {G.inf}.`,
      `„Netko mora {G.inf}”, ${V('rekao', 'rekla')} je {A}, „a to ću biti ja.”`,
      `Zadatak je bio jasan. {A} je ${V('odlučio', 'odlučila')} {G.inf}, što god se dogodilo.`,
    ],
    reach: [
      `{?dest}{A} je dugo ${V('sanjao', 'sanjala')} o putovanju {D.to}.`,
      `{?dest}„Idemo {D.to}”, ${V('šapnuo', 'šapnula')} je {A}. Još se činilo kao san.`,
      `{A} jedva je ${V('čekao', 'čekala')} {G.inf}.`,
    ],
    make: [
      `{A} je ${V('želio', 'željela')} {G.inf}, najljepše dosad.`,
      `„Danas ću {G.inf}”, ${V('rekao', 'rekla')} je {A} i ${V('zasukao', 'zasukala')} rukave.`,
    ],
    achieve: [
      `{A} je više od svega ${V('želio', 'željela')} {G.inf}.`,
      `„Uspjet ću {G.inf}”, ${V('rekao', 'rekla')} je {A}, „pa makar trebalo sto pokušaja.”`,
    ],
    courage: [
      `{A} je ${V('htio', 'htjela')} {G.inf}, ali u trbuhu su {A.mu} lepršali leptirići.`,
      `„Mogu ja to”, ${V('šapnuo', 'šapnula')} je {A}. „Mislim da mogu.”`,
    ],
    help: [
      `{A} je ${V('htio', 'htjela')} {G.inf}. Tako postupaju dobri prijatelji.`,
      `„Pomoći ću”, ${V('obećao', 'obećala')} je {A}. Trebalo je {G.inf}.`,
    ],
    celebrate: [
      `{A} je ${V('htio', 'htjela')} {G.inf}, i sve je moralo biti savršeno.`,
      `„Hajdemo {G.inf}”, ${V('rekao', 'rekla')} je {A} blistavih očiju.`,
    ],
    explore: [
      `{A} je ${V('htio', 'htjela')} {G.inf} i vidjeti svaki kutak.`,
      `„Pitam se što je tamo”, ${V('rekao', 'rekla')} je {A} i ${V('odlučio', 'odlučila')} {G.inf}.`,
    ],
  },
  motive: {
    find: [
      `Bez toga ništa nije bilo kako treba, pomisli{A=o|la|lo} je {A}.`,
      `{A} je ${V('znao', 'znala')} da je negdje blizu i da čeka.`,
    ],
    retrieve: [
      `Svi su računali na {A.acc}, i {A} to nije ${V('zaboravljao', 'zaboravljala')}.`,
      `{A} nije ${V('prestajao', 'prestajala')} misliti na to, ni na trenutak.`,
    ],
    reach: [
      `{?dest}Netko je ${'{D.at}'} čekao, a {A} nije ${V('htio', 'htjela')} zakasniti.`,
      `{A} je večer prije ${V('spakirao', 'spakirala')} stvari i dvaput sve ${V('provjerio', 'provjerila')}.`,
    ],
    make: [
      `{A} je ${V('imao', 'imala')} sve što treba, barem je tako ${V('mislio', 'mislila')}.`,
      `Bit će to najljepše djelo koje je {A} ikad ${V('napravio', 'napravila')}.`,
    ],
    achieve: [`Svi su govorili da je to teško, a {A} je ${V('htio', 'htjela')} svima pokazati kako se to radi.`],
    courage: [`{A} je ${V('znao', 'znala')} da je prvi put uvijek najteži.`],
    help: [`{A} nije ${V('mogao', 'mogla')} gledati nekoga tužnog.`],
    celebrate: [`Trebao je to biti dan koji nitko neće zaboraviti, ${V('odlučio', 'odlučila')} je {A}.`],
    explore: [`Tko zna što je {A} ondje ${V('mogao', 'mogla')} pronaći?`],
  },
  setOff: [
    `{?travel}{A} je ${V('krenuo', 'krenula')} {D.to} {TR}.`,
    `{?dest}{A} je svima ${V('mahnuo', 'mahnula')} i ${V('krenuo', 'krenula')} {D.to}.`,
    `{?travel}Uskoro je {A} ${V('putovao', 'putovala')} {TR} i ${V('gledao', 'gledala')} kroz prozor.`,
  ],
  trouble: {
    find: [
      `{?obj}Ali {G.acc} nigdje nije ${V('mogao', 'mogla')} naći.`,
      `{A} je ${V('tražio', 'tražila')} posvuda, ali bez traga.`,
      `Činilo se da je nestalo bez traga, a {A} nije ${V('znao', 'znala')} gdje tražiti.`,
    ],
    retrieve: [
      `Ali put je bio dalek, a {A} nije ${V('znao', 'znala')} točno kamo krenuti.`,
      `{A} je brzo ${V('shvatio', 'shvatila')} da neće biti lako {G.inf}.`,
    ],
    reach: [
      `{?dest}Ali put {D.to} bio je dug, a {A} nikad nije ${V('putovao', 'putovala')} tako daleko.`,
      `Do cilja je trebalo još mnogo hrabrosti, pomisli{A=o|la|lo} je {A}.`,
    ],
    make: [
      `{A} je odmah ${V('počeo', 'počela')}, ali bilo je mnogo teže nego što je izgledalo.`,
      `Prvi pokušaj, koji je {A} tako pažljivo ${V('složio', 'složila')}, zaljuljao se i srušio.`,
    ],
    achieve: [
      `{A} je ${V('pokušao', 'pokušala')}, ali nije išlo. Ni malo.`,
      `Prvi pokušaj nije uspio, a {A} je ${V('pocrvenio', 'pocrvenjela')} do ušiju.`,
    ],
    courage: [
      `Kad je došao trenutak, {A.dat} su zaklecala koljena.`,
      `{A} je ${V('napravio', 'napravila')} jedan korak i ${V('stao', 'stala')}. Sve se činilo preveliko.`,
    ],
    help: [
      `Ali pomoći nije bilo tako jednostavno kao što je {A} ${V('mislio', 'mislila')}.`,
      `Prva ideja koju je {A} ${V('imao', 'imala')} nije nimalo pomogla.`,
    ],
    celebrate: [
      `Ali bilo je toliko posla da {A} nije ${V('znao', 'znala')} odakle početi.`,
      `{A} je ${V('pogledao', 'pogledala')} popis zadataka i ${V('progutao', 'progutala')} knedlu.`,
    ],
    explore: [`Sve je bilo veće i neobičnije nego što je {A} ${V('zamišljao', 'zamišljala')}.`],
  },
  obstacle: [
    `{?obstacle}Ali {O}.`,
    `{?obstacle}{A} je ${V('pokušavao', 'pokušavala')} iznova i iznova, ali {O}.`,
    `{?obstacle}{A} je ${V('uzdahnuo', 'uzdahnula')}. Opet isto: {O}.`,
  ],
  attempt: {
    find: [
      `{A} je ${V('ugledao', 'ugledala')} {F} i ${V('potražio', 'potražila')} ondje, ali uzalud.`,
      `{A} je ${V('slijedio', 'slijedila')} nešto nalik tragu, a onda je trag jednostavno nestao.`,
      `{A} je ${V('zavirio', 'zavirila')} u svaki kutak {HERE}. Ništa.`,
      `{?B}{B} je ${VB('njuškao', 'njuškala')} uokolo, a {A} je ${V('gledao', 'gledala')} ondje kamo je ${VB('pokazao', 'pokazala')}.`,
      `{A} je ${V('pitao', 'pitala')} svakoga je li išta vidio. Nitko nije.`,
      `{A} je ${V('čučnuo', 'čučnula')} i ${V('pogledao', 'pogledala')} ispod svega što je niže od koljena.`,
      `{A} je ${V('dozivao', 'dozivala')} i ${V('osluškivao', 'osluškivala')}. Odgovorilo je samo nešto daleko.`,
      `{?B}{AB} su se {AB=razdvojili|razdvojile|razdvojili|razdvojili|razdvojile}. {B} je ${VB('tražio', 'tražila')} na jednoj strani, a {A} na drugoj.`,
    ],
    retrieve: [
      `{A} je ${V('provjerio', 'provjerila')} kartu, pa još jednom. Moralo je biti blizu.`,
      `Na trenutak je {A} ${V('pomislio', 'pomislila')} da je to ${V('pronašao', 'pronašla')}, ali bila je to samo sjena.`,
      `{A} je ${V('ugledao', 'ugledala')} {F} i ${V('krenuo', 'krenula')} onamo, korak po korak.`,
      `{A} je ${V('prošao', 'prošla')} pokraj mjesta gdje je ${V('vidio', 'vidjela')} {F} i ${V('tražio', 'tražila')} bilo kakav trag.`,
      `{A} je ${V('slijedio', 'slijedila')} slabašan trag, korak po korak.`,
      `{?B}{B} je ${VB('primijetio', 'primijetila')} nešto u daljini, i {AB} ${VAB('pojurio', 'pojurila', 'pojurili', 'pojurile')} onamo.`,
    ],
    reach: [
      `{A} je ${V('gledao', 'gledala')} {F} i ${V('brojao', 'brojala')} kilometre.`,
      `{A} je ${V('pojeo', 'pojela')} sendvič i ${V('razmišljao', 'razmišljala')} kako će izgledati cilj.`,
      `{A} je ${V('naslonio', 'naslonila')} čelo na staklo i ${V('gledao', 'gledala')} {F}.`,
      `Prolazili su sati. {A} je ${V('slušao', 'slušala')} {S} i ${V('mislio', 'mislila')} na cilj.`,
      `{?B}{B} je ${VB('pokazao', 'pokazala')} na {F}, i {A} se prvi put nakon dugo vremena ${V('nasmijao', 'nasmijala')}.`,
    ],
    make: [
      `{A} je ${V('pokušao', 'pokušala')} ponovno, ovaj put malo dalje.`,
      `{A} je ${V('radio', 'radila')} polako i pažljivo, a onda ${V('odstupio', 'odstupila')} korak da pogleda. Još nije bilo kako treba.`,
      `{A} je ${V('nacrtao', 'nacrtala')} plan i dugo ga ${V('proučavao', 'proučavala')}.`,
      `{A} je ${V('donio', 'donijela')} još svega i ${V('počeo', 'počela')} ispočetka.`,
      `{?B}{B} je ${VB('držao', 'držala')} jednu stranu dok je {A} ${V('radio', 'radila')} na drugoj.`,
    ],
    achieve: [
      `{A} je ${V('vježbao', 'vježbala')} dok {A.mu} ruke nisu počele boljeti.`,
      `{A} je ${V('brojao', 'brojala')} do tri, ${V('skupio', 'skupila')} hrabrost i ${V('pokušao', 'pokušala')}. Opet nije išlo.`,
      `{A} je ${V('gledao', 'gledala')} kako to rade drugi i ${V('pokušao', 'pokušala')} korak po korak.`,
      `{A} je ${V('pokušao', 'pokušala')} ponovno. Bilo je malo bolje, ali još ne sasvim.`,
      `{?B}{B} je ${VB('pljeskao', 'pljeskala')} svakom pokušaju, i {A} nije ${V('odustajao', 'odustajala')}.`,
    ],
    courage: [
      `{A} je ${V('napravio', 'napravila')} mali korak, pa još jedan, i onda ${V('zastao', 'zastala')} da udahne.`,
      `{?B}{B} je ${VB('stisnuo', 'stisnula')} ${'{A.dat}'} ruku. „Zajedno?” {A} je ${V('kimnuo', 'kimnula')}.`,
    ],
    help: [
      `{A} je ${V('otpjevao', 'otpjevala')} smiješnu pjesmicu. Nije pomoglo.`,
      `{A} je ${V('sjeo', 'sjela')} i ${V('slušao', 'slušala')}, zaista ${V('slušao', 'slušala')}.`,
    ],
    celebrate: [
      `{A} je ${V('objesio', 'objesila')} prve ukrase.`,
      `{A} je ${V('napisao', 'napisala')} popis, ${V('izgubio', 'izgubila')} ga i ${V('napisao', 'napisala')} ponovno.`,
    ],
    explore: [
      `{A} je ${V('otkrio', 'otkrila')} {F} i dugo ${V('stajao', 'stajala')} gledajući.`,
      `Svaki korak {HERE} pokazao je {A.dat} nešto novo.`,
      `{A} je ${V('nacrtao', 'nacrtala')} malu kartu svega što je ${V('vidio', 'vidjela')} {HERE}.`,
      `{?B}{AB} su se izmjenjivali: jednom je {A} ${V('vodio', 'vodila')}, a jednom {B}.`,
      `{A} je ${V('skrenuo', 'skrenula')} stazom kojom nitko nije išao i ${V('pronašao', 'pronašla')} {F}.`,
      `{A} je ${V('pošao', 'pošla')} za zvukom i ${V('pronašao', 'pronašla')} {F}.`,
    ],
  },
  onTheWay: [
    `{A} je ${V('gledao', 'gledala')} {F} i ${V('pitao', 'pitala')} se kako će biti na cilju.`,
    `{A} je cijelim putem ${V('slušao', 'slušala')} {S}.`,
  ],
  helper: [
    `Baš tada se pokraj ${'{A.gen}'} {H=pojavio|pojavila|pojavilo} {H}. „Treba li ti pomoć?”`,
    `Tada je {A} ${V('dobio', 'dobila')} pomoć: {H=pojavio|pojavila|pojavilo} se {H}, {H=koji|koja|koje} je sve ondje dobro {H=poznavao|poznavala|poznavalo}.`,
    `„Trebaš li pomoć?” {H=upitao|upitala|upitalo} je {H}. {A} je zahvalno ${V('kimnuo', 'kimnula')}.`,
  ],
  doubt: [
    `{A} je ${V('sjeo', 'sjela')}. Možda je bilo nemoguće {G.inf}.`,
    `Na trenutak se {A} ${V('osjećao', 'osjećala')} vrlo {A=malen|malena|maleno} i vrlo daleko od kuće.`,
    `{A} je ${V('obrisao', 'obrisala')} oči. „{A=Bio sam tako siguran|Bila sam tako sigurna|Bilo sam tako sigurno}”, ${V('šapnuo', 'šapnula')} je.`,
    `{?B}{A} je ${V('htio', 'htjela')} odustati, ali {B} to nije ${VB('dopustio', 'dopustila')}.`,
  ],
  turnFollow: [
    `{A} nije ${V('gubio', 'gubila')} ni trenutka.`,
    `{A} je ${V('pojurio', 'pojurila')} onamo, a srce {A.mu} je lupalo.`,
  ],
  arrive: [
    `{?dest}Napokon je {A} ${V('stigao', 'stigla')} {D.to}.`,
    `{?dest}Uz mali trzaj i veseli usklik {A} je ${V('stigao', 'stigla')} {D.to}.`,
  ],
  turn: {
    find: [
      `Tada je {A} ${V('primijetio', 'primijetila')} nešto što sja, baš pokraj mjesta gdje je ${V('vidio', 'vidjela')} {F}.`,
      `{A} je ${V('zastao', 'zastala')} i ${V('razmislio', 'razmislila')}. Gdje još nije ${V('tražio', 'tražila')}? I odjednom je ${V('znao', 'znala')}.`,
    ],
    retrieve: [
      `Odjednom je {A} ${V('čuo', 'čula')} tihi zvuk i srce {A.mu} je poskočilo.`,
      `{A} je napokon ${V('shvatio', 'shvatila')} gdje treba tražiti i ${V('potrčao', 'potrčala')}.`,
    ],
    reach: [
      `{?dest}Tada je netko viknuo: „Sljedeća stanica!” {A} je ${V('skočio', 'skočila')} na noge.`,
      `{A} je ${V('ustao', 'ustala')}. Cilj je bio sasvim blizu.`,
    ],
    make: [
      `Tada se {A} ${V('dosjetio', 'dosjetila')}: sve treba raditi polakše i pažljivije.`,
      `{A} se ${V('sjetio', 'sjetila')} savjeta koji {A.mu} je baka jednom dala, i oči su {A.mu} zasjale.`,
      `{A} je ${V('pogledao', 'pogledala')} {F} i odjednom ${V('znao', 'znala')} što treba učiniti drukčije.`,
    ],
    achieve: [
      `Tada se {A} ${V('sjetio', 'sjetila')} onoga najvažnijeg: disati i ne odustajati.`,
      `{A} je ${V('zatvorio', 'zatvorila')} oči, duboko ${V('udahnuo', 'udahnula')} i ${V('pokušao', 'pokušala')} još jednom.`,
    ],
    courage: [
      `{A} se ${V('sjetio', 'sjetila')} da hrabrost znači bojati se i ipak učiniti.`,
      `{?B}{B} se ${VB('nasmiješio', 'nasmiješila')}, i leptirići su se smirili.`,
    ],
    help: [`Tada je {A} ${V('shvatio', 'shvatila')}: nije trebao trik, nego prijatelj.`],
    celebrate: [`Tada je {A} ${V('dobio', 'dobila')} divnu ideju kako sve spojiti.`],
    explore: [`{A} je ${V('pošao', 'pošla')} za zvukom do mjesta koje nitko prije nije ${V('pronašao', 'pronašla')}.`],
  },
  resolution: {
    find: [
      `{?!ins}{A} je ${V('posegnuo', 'posegnula')} rukom, i eto! {A} je ${V('uspio', 'uspjela')} {G.inf}.`,
      `{?!ins}{?obj}„Evo {G=ga|je|ga}!” ${V('uzviknuo', 'uzviknula')} je {A}. Napokon je {A} ${V('uspio', 'uspjela')} {G.inf}.`,
      `{?ins}Potraga za {G.ins} napokon je završila: {A} je ${V('posegnuo', 'posegnula')} rukom, i eto!`,
      `{?ins}„Evo {G=ga|je|ga}!” ${V('uzviknuo', 'uzviknula')} je {A}. Potraga za {G.ins} bila je gotova.`,
    ],
    retrieve: [
      `I tako je {A} ${V('uspio', 'uspjela')} {G.inf}, baš kako je ${V('obećao', 'obećala')}.`,
      `Zadatak je bio izvršen: {A} je ${V('uspio', 'uspjela')} {G.inf}. Svi su klicali.`,
    ],
    reach: [
      `{?dest}Napokon je {A} ${V('stigao', 'stigla')} {D.to}, a bilo je još ljepše nego u snu.`,
      `{?dest}{A} je ${V('izašao', 'izašla')} i ${V('zastao', 'zastala')} od sreće. {A} je ${V('uspio', 'uspjela')} stići {D.to}.`,
    ],
    make: [
      `{A} je ${V('uspio', 'uspjela')} {G.inf}, i ovaj put sve je ostalo na svome mjestu.`,
      `Napokon je {A} ${V('uspio', 'uspjela')} {G.inf}. Bilo je ljepše nego u mašti.`,
    ],
    achieve: [
      `I onda je {A} ${V('uspio', 'uspjela')} {G.inf}!`,
      `{A} je ${V('uspio', 'uspjela')} {G.inf}, a osmijeh je bio najveći ikad.`,
    ],
    courage: [
      `{A} je ${V('uspio', 'uspjela')}. {A=Uplašen|Uplašena|Uplašeno} i {A=hrabar|hrabra|hrabro} u isti mah, {A} je ${V('mogao', 'mogla')} {G.inf}.`,
      `{A} je ${V('uspio', 'uspjela')} {G.inf} i ${V('osjećao', 'osjećala')} se {A=višim|višom|višim} nego ikad.`,
    ],
    help: [`{A} je ${V('uspio', 'uspjela')} {G.inf}, i osmijesi su se vratili.`],
    celebrate: [`Kad su svi stigli, {A} je već ${V('uspio', 'uspjela')} {G.inf}. Kakav je to bio dan!`],
    explore: [`{A} je ${V('uspio', 'uspjela')} {G.inf} i ${V('otkrio', 'otkrila')} da je sve puno čuda.`],
  },
  reaction: [
    `{A} se glasno ${V('nasmijao', 'nasmijala')}, a smijeh je odjeknuo posvuda.`,
    `{?B}{B} je ${VB('klicao', 'klicala')} tako glasno da se {A} ${V('morao', 'morala')} nasmijati.`,
    `{A} je od sreće ${V('zaplesao', 'zaplesala')} baš ondje.`,
    `{A} se nikako nije ${V('mogao', 'mogla')} prestati smiješiti.`,
  ],
  joy: {
    gentle: [
      `Sve je bilo toplo i dobro, a {A} je ${V('bio', 'bila')} {A=sretan|sretna|sretno}.`,
      `{A} je ${V('mislio', 'mislila')} da je to bio najljepši dan ikad.`,
    ],
    quest: [`{A} je ${V('pogledao', 'pogledala')} dugi put iza sebe i ${V('nasmiješio', 'nasmiješila')} se.`],
    heart: [`{A} je ${V('znao', 'znala')} da je to trenutak koji treba zauvijek čuvati.`],
    comic: [`{A} je ${V('tvrdio', 'tvrdila')} da je sve išlo točno po planu. Nitko {A.mu} nije ${'povjerovao'}.`],
  },
  close: [
    `{A} je dugo i sretno ${V('zijevnuo', 'zijevnula')} i ${V('zatvorio', 'zatvorila')} oči.`,
    `Te je noći {A} ${V('zaspao', 'zaspala')} s osmijehom na licu.`,
    `{A=Ušuškan|Ušuškana|Ušuškano} i {A=ugrijan|ugrijana|ugrijano}, {A} je polako ${V('utonuo', 'utonula')} u san. Laku noć, {A}.`,
    `I {A}, {A=umoran|umorna|umorno} i {A=sretan|sretna|sretno}, ${V('spavao', 'spavala')} je sve do jutra.`,
  ],
  ending: {
    gentle: [`{A} je taj dan dugo ${V('pamtio', 'pamtila')}.`],
    quest: [`{A} je ${V('znao', 'znala')} da je to tek prva od mnogih pustolovina.`],
    heart: [`{A} je taj trenutak ${V('čuvao', 'čuvala')} u srcu kao nešto dragocjeno.`],
    comic: [`{A} se ${V('naklonio', 'naklonila')}. Nitko to nije tražio, ali {A} se ipak ${V('naklonio', 'naklonila')}.`],
  },
  thought: [
    `{A} je ${V('zamislio', 'zamislila')} kako će biti kad uspije {G.inf}.`,
    `Svaki korak {A} je ${V('posvetio', 'posvetila')} jednoj misli: {G.inf}.`,
    `{A} je ${V('mislio', 'mislila')} na to kako će {G.inf} i ${V('nasmiješio', 'nasmiješila')} se.`,
    `{A} je ${V('mislio', 'mislila')} na to kako će {G.inf} i ${V('osjetio', 'osjetila')} se malo hrabrije.`,
    `„[Uskoro|Još malo]”, ${V('šapnuo', 'šapnula')} je {A}. „Uskoro ću {G.inf}.”`,
    `{A} je ${V('zamišljao', 'zamišljala')} trenutak kad će {G.inf}, i korak {A.mu} je postao brži.`,
    `{A} je {HERE} stalno ${V('mislio', 'mislila')} samo na jedno: {G.inf}.`,
  ],
  scenery: [
    `{A} je ${V('primijetio', 'primijetila')} {F}.`,
    `Nedaleko odande {A} je ${V('ugledao', 'ugledala')} {F}.`,
    `Posvuda oko ${'{A.gen}'} bilo je nešto novo, a {A} je najprije ${V('zapazio', 'zapazila')} {F}.`,
    `{?way}Putem je {A} ${V('ugledao', 'ugledala')} {F}.`,
    `{?B}{B} {A.ga} je ${VB('gurnuo', 'gurnula')} laktom i ${VB('pokazao', 'pokazala')} {F}.`,
    `Negdje u blizini {A} je ${V('čuo', 'čula')} {S}.`,
    `{A} je načas ${V('zatvorio', 'zatvorila')} oči i ${V('slušao', 'slušala')} {S}.`,
    `{A} je ${V('zastao', 'zastala')} i ${V('pogledao', 'pogledala')} {F}.`,
    `{A} je ${V('čuo', 'čula')} {S}.`,
    `{?outdoor}{A} je ${V('podigao', 'podigla')} pogled i ${V('ugledao', 'ugledala')} {F}.`,
    `{A} se {HERE} ${V('ogledao', 'ogledala')} oko sebe.`,
    `{A} je {HERE} ${V('zastao', 'zastala')} i ${V('pogledao', 'pogledala')} oko sebe.`,
  ],
  hazard: [
    `{Z} {A} je ${V('stao', 'stala')} i ${V('pričekao', 'pričekala')}.`,
    `Odjednom: {Z} {A} se čvrsto ${V('držao', 'držala')}.`,
  ],
  feeling: {
    gentle: [
      `{A} je u sebi ${V('osjetio', 'osjetila')} toplinu.`,
      `{A} je tiho ${V('pjevušio', 'pjevušila')} pjesmicu da bude hrabrij{A=i|a|e}.`,
      `{A} se jednom ${V('osvrnuo', 'osvrnula')}, a onda ${V('pogledao', 'pogledala')} naprijed.`,
      `{?B}{A} i {B} razmijenili su osmijeh koji je govorio: uspjet ćemo.`,
      `{A} je ${V('protrljao', 'protrljala')} ruke i ${V('rekao', 'rekla')} sam{A=|a|o} sebi: „Naprijed.”`,
      `{A} je ${V('stisnuo', 'stisnula')} šake i ${V('odlučio', 'odlučila')} ne odustati.`,
      `Činilo se da i sve oko ${'{A.gen}'} navija za {A.acc}, pomisli{A=o|la|lo} je {A}.`,
      `{A} je ${V('duboko udahnuo', 'duboko udahnula')} i ${V('izdahnuo', 'izdahnula')} polako, kako je ${V('naučio', 'naučila')}.`,
      `Srce {A.mu} je lupalo sve brže, a {A} se ${V('smiješio', 'smiješila')}.`,
      `{A} se ${V('nasmiješio', 'nasmiješila')}, iako je ${V('bio', 'bila')} pomalo nervoz{A=an|na|no}.`,
      `{A} je načas ${V('zastao', 'zastala')}, ${V('poslušao', 'poslušala')} tišinu i ${V('krenuo', 'krenula')} dalje.`,
      `{A} je ${V('pogledao', 'pogledala')} oko sebe, a srce {A.mu} je brzo kucalo.`,
      `Korak po korak, {A} je ${V('išao', 'išla')} naprijed i nije ${V('odustajao', 'odustajala')}.`,
    ],
    quest: [
      `{A} je stisnu{A=o|la|lo} zube i ${V('nastavio', 'nastavila')} dalje.`,
      `{A} je ${V('postajao', 'postajala')} sve hrabrij{A=i|a|e} sa svakim korakom.`,
    ],
    heart: [
      `{A} je ${V('osjetio', 'osjetila')} kako {A.mu} se srce puni toplinom.`,
      `{A} je ${V('progutao', 'progutala')} knedlu, a onda se ${V('nasmiješio', 'nasmiješila')}.`,
    ],
    comic: [
      `{A} se ${V('pravio', 'pravila')} da je sve dio plana.`,
      `{A} je ${V('promrmljao', 'promrmljala')} nešto što je zvučalo kao „ups”.`,
    ],
  },
  dialogue: {
    gentle: [
      `„Pitam se kako će sve ovo završiti”, ${V('rekao', 'rekla')} je {A}.`,
      `„Što bi sad rekla baka?” ${V('upitao', 'upitala')} se {A}. „Rekla bi: samo naprijed.”`,
      `„Gotovo”, ${V('šapnuo', 'šapnula')} je {A} samo za sebe. „Još samo malo.”`,
      `{?B}„Gledaj!” ${VB('rekao', 'rekla')} je {B}. {A} je ${V('pogledao', 'pogledala')} i ${V('ostao', 'ostala')} bez daha.`,
      `{?B}„Bojiš li se?” ${VB('upitao', 'upitala')} je {B}. „Malo”, ${V('priznao', 'priznala')} je {A}. „Ali to je u redu.”`,
      `{?B}„Hoćemo li uspjeti {G.inf}?” ${VB('upitao', 'upitala')} je {B}. „Hoćemo”, ${V('rekao', 'rekla')} je {A}.`,
      `„Možemo mi to”, tiho je ${V('rekao', 'rekla')} {A}.`,
      `„Još jedan pokušaj”, ${V('šapnuo', 'šapnula')} je {A} samo za sebe.`,
    ],
    quest: [
      `„Samo naprijed”, ${V('rekao', 'rekla')} je {A} samo za sebe. „Još malo.”`,
      `„Nema natrag”, ${V('rekao', 'rekla')} je {A}.`,
    ],
    heart: [`„Drago mi je da si tu”, tiho je ${V('rekao', 'rekla')} {A}.`, `{?B}„Hvala ti”, ${V('šapnuo', 'šapnula')} je {A}.`],
    comic: [
      `„To je”, ${V('rekao', 'rekla')} je {A}, „bio prvi korak plana.”`,
      `„Bez panike”, ${V('rekao', 'rekla')} je {A}, malo paničeći.`,
    ],
  },
  lesson: [`Toga je dana {A} ${V('naučio', 'naučila')} nešto važno: da {LESSON}.`],
  couplets: [
    `Uz brdo gore, niz dolinu, {A} je hrabro ${V('išao', 'išla')} u daljinu.`,
    `Zvijezde trepću, nebo zove, {A} je ${V('sanjao', 'sanjala')} priče nove.`,
    `Oblak plovi, ptica leti, {A} se stare pjesme ${V('sjetio', 'sjetila')}.`,
  ],
  funny: [
    `{A} je poslije ${V('tvrdio', 'tvrdila')} da je sve to bilo dio plana. Nije bilo.`,
    `Jedna žaba u malenom šeširu cijelo je vrijeme promatrala {A.acc} i šutjela.`,
  ],
  titles: {
    find: [`{A} i izgubljeno blago`, `{A} traži i pronalazi`],
    retrieve: [`{A} i velika misija`, `{A} u pomoć!`],
    reach: [`{A} na putu`, `Putovanje koje je {A} ${V('sanjao', 'sanjala')}`],
    make: [`{A} gradi ponovno`, `Velika ideja koju je {A} ${V('imao', 'imala')}`],
    achieve: [`{A} uspijeva`, `{A} i veliki dan`],
    courage: [`{A=Hrabri|Hrabra|Hrabro} {A}`, `{A} i leptirići u trbuhu`],
    help: [`{A} pomaže`],
    celebrate: [`Veliko iznenađenje`],
    explore: [`{A} istražuje`],
  },
  helpers: {
    space: ['mali robot za popravke|m', 'ljubazni vanzemaljac s troje očiju|m'],
    vehicle: ['ljubazni kondukter|m', 'starica s košarom jabuka|f'],
    snow: ['snježna sova|f', 'planinska koza|f'],
    water: ['veseli rak|m', 'mudri stari galeb|m'],
    nature: ['mudra stara sova|f', 'vrijedna vjeverica|f'],
    garden: ['veseli crvendać|m', 'strpljivi puž|m'],
    city: ['ljubazni pekar|m', 'golub s jednim bijelim perom|m'],
    home: ['baka|f', 'kućni mačak|m'],
    indoor: ['ljubazna učiteljica|f', 'knjižničarka|f'],
    sky: ['guska koja vodi jato|f', 'oblak u obliku zmaja|m'],
  },
};
