/**
 * The Croatian premise reader. Croatian inflects, and we never inflect the user's words: each phrase is kept in the
 * case the user wrote it in (a place "na Mjesec" is a way there, "na Mjesecu" being there; a goal "traži izgubljenu
 * loptu" has its object in the accusative, "u potrazi za loptom" in the instrumental), and the templates use a phrase
 * only where that case fits. Goals are kept as infinitive phrases ("vratiti izgubljenog robota"), which every tense
 * takes after a verb of our own ("želi", "uspjela je"). Our scenery has every form it needs.
 */
import { readCharacters, tokens } from './analyse.ts';
import type { Goal, GoalClass, PlacePhrase, Premise, PremiseInput } from './premise.ts';
import { companionFromInstructions, portraitOf, readInstructions, readWorld, TYPE_PLACES } from './premise.ts';
import { sceneryByKey, sceneryFor, type Scenery } from './scenery.ts';

export type HrCase = 'nom' | 'gen' | 'acc' | 'loc' | 'ins';

/** The Croatian parts of a premise the English reader does not have. */
export interface HrPremise {
  /** The goal's object as written, with its case and grammatical gender (for agreement), or null. */
  object: { text: string; case: HrCase; gender: 'm' | 'f' | 'n' } | null;
  /** Being at the main place / going there, as whole phrases ("na Mjesecu", "na Mjesec"), or null when unknown. */
  placeAt: string | null;
  placeTo: string | null;
  destinationAt: string | null;
  destinationTo: string | null;
}

const BREAKS = new Set(
  (
    'i a ali pa te ili da kako jer dok kad kada gdje koji koja koje kojeg kojoj kojem koju kojim što čime ' +
    'je su bi će sam si smo ste se ga ju joj mu ih nije nisu ne'
  ).split(' '),
);
const PREPOSITIONS = new Set('u na do prema kroz iz kod pokraj ispod iznad pod nad po za s sa od uz oko'.split(' '));
const MOTION =
  /^(?:put|putovanj|izlet|vožnj|let|misij|ekspedicij|pustolovin|odlaz|otišl|otiš|ide|idu|putuj|krenu|kreć|vozi|plovi|leti|poleti|stiž|stigl|ode|odlet)/;
/** Finite verbs that often stand before an infinitive goal. */
const WANTS =
  /^(?:želi|želje|htio|htjel|htjeo|mora|morao|morala|treba|trebal|pokušav|pokuša|odluči|kreće|krenu|ide|idu|misij|zadat|san|plan|nada|namjerav|sprema|može|mogl|zna|uči|voli)/;

/** 3rd person present forms after "da" that we turn into the infinitive ("da vrati" → "vratiti"). */
const DA_TO_INFINITIVE: Record<string, string> = {
  vrati: 'vratiti',
  nađe: 'naći',
  pronađe: 'pronaći',
  spasi: 'spasiti',
  sagradi: 'sagraditi',
  izgradi: 'izgraditi',
  napravi: 'napraviti',
  pomogne: 'pomoći',
  stigne: 'stići',
  dođe: 'doći',
  ode: 'otići',
  nauči: 'naučiti',
  donese: 'donijeti',
  ispeče: 'ispeći',
  pobijedi: 'pobijediti',
  posjeti: 'posjetiti',
  dovede: 'dovesti',
  oslobodi: 'osloboditi',
  razveseli: 'razveseliti',
  priredi: 'prirediti',
  popravi: 'popraviti',
  nacrta: 'nacrtati',
  obiđe: 'obići',
  upozna: 'upoznati',
  preplovi: 'preploviti',
  spremi: 'spremiti',
};

const GOAL_STEMS: [GoalClass, RegExp][] = [
  ['find', /^(?:naći|pronaći|tražiti|potražiti|otkriti)/],
  ['retrieve', /^(?:vratiti|spasiti|donijeti|dovesti|osloboditi|spašavati|dostaviti)/],
  ['reach', /^(?:stići|doći|otići|putovati|posjetiti|obići|preploviti|odletjeti|doputovati)/],
  [
    'make',
    /^(?:sagraditi|izgraditi|graditi|napraviti|ispeći|peći|nacrtati|naslikati|popraviti|posaditi|skuhati|sašiti|izmisliti|složiti)/,
  ],
  ['achieve', /^(?:naučiti|pobijediti|popeti|preplivati|završiti|voziti|plivati|zaplesati|otpjevati|skijati|klizati)/],
  ['help', /^(?:pomoći|razveseliti|utješiti|zaštititi|nahraniti|čuvati|iznenaditi)/],
  ['celebrate', /^(?:proslaviti|prirediti|organizirati|pripremiti|spremiti)/],
];

function classOf(infinitive: string): GoalClass {
  for (const [cls, re] of GOAL_STEMS) if (re.test(infinitive)) return cls;
  return 'achieve';
}

/** Infinitives in -ći are few; in -ti many (a few nouns end so too: "kosti", "sati"). */
const CI_INFINITIVES = new Set(
  'naći pronaći doći otići ići pomoći reći peći ispeći stići moći leći teći preći prijeći obući obići dovući ući izaći'.split(
    ' ',
  ),
);
function isInfinitive(word: string): boolean {
  if (word.endsWith('ći')) return CI_INFINITIVES.has(word);
  return (
    word.length > 3 && word.endsWith('ti') && !['sati', 'kosti', 'mati', 'zemlji', 'mašti', 'radosti', 'ljubavi'].includes(word)
  );
}

interface Word {
  raw: string;
  lower: string;
  punct: boolean;
}

function split(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*|[,.;:!?—–]/gu)) {
    out.push({ raw: m[0], lower: m[0].toLowerCase(), punct: /^[,.;:!?—–]$/.test(m[0]) });
  }
  return out;
}

/** The words from i up to a break (punctuation, a conjunction, a clitic, a preposition, an infinitive), at most n. */
function phraseFrom(words: Word[], i: number, n = 5): { text: string; end: number } | null {
  const out: string[] = [];
  let j = i;
  while (j < words.length && out.length < n) {
    const w = words[j]!;
    if (w.punct || BREAKS.has(w.lower)) break;
    if (out.length > 0 && PREPOSITIONS.has(w.lower) && w.lower !== 'od') break;
    if (out.length > 0 && isInfinitive(w.lower)) break;
    if (out.length > 0 && WANTS.test(w.lower) && !/^(?:san|plan)$/.test(w.lower)) break;
    out.push(w.raw);
    j++;
  }
  return out.length ? { text: out.join(' '), end: j } : null;
}

/** Grammatical gender of an accusative or nominative phrase from its adjective or noun endings. */
function genderOf(text: string, kase: HrCase): 'm' | 'f' | 'n' {
  const last = text
    .toLowerCase()
    .split(' ')
    .filter((w) => !PREPOSITIONS.has(w));
  const first = last[0] ?? '';
  const head = last.length > 1 && /(?:og|eg|oj|u|i|a|o|e)$/.test(first) ? first : (last.at(-1) ?? '');
  if (kase === 'acc') {
    if (/(?:u|ju)$/.test(head)) return 'f';
    if (/(?:og|eg|a)$/.test(head)) return 'm';
    if (/(?:o|e)$/.test(head)) return 'n';
    return 'm';
  }
  if (kase === 'ins') return /(?:om|em)$/.test(head) && !/(?:nom|lom)$/.test(head) ? 'm' : 'f';
  if (/a$/.test(head)) return 'f';
  if (/(?:o|e)$/.test(head)) return 'n';
  return 'm';
}

/** A present-tense clause ("plima stalno ruši") in the perfect ("plima ga je stalno rušila"), for the verbs we can. */
function clauseToPerfect(clause: string[], objectGender: 'm' | 'f' | 'n'): string | null {
  if (clause.length < 2) return null;
  const subject: string[] = [];
  // The subject is the first word (and an adjective before it); the verb is the last word that ends in -i or -a.
  const verbIndex = [...clause.keys()].reverse().find((k) => k > 0 && /(?:[^aeiou]i|[^aeiou]a)$/.test(clause[k]!.toLowerCase()));
  if (verbIndex === undefined) return null;
  subject.push(...clause.slice(0, 1));
  const between = clause.slice(1, verbIndex);
  const verb = clause[verbIndex]!.toLowerCase();
  const after = clause.slice(verbIndex + 1);
  const subjectGender = genderOf(subject.join(' '), 'nom');
  // "ruši" → rušio / rušila / rušilo; "gura" → gurao / gurala / guralo.
  const participle = `${verb}${{ m: 'o', f: 'la', n: 'lo' }[subjectGender]}`;
  const clitic = objectGender === 'f' ? 'ju' : 'ga';
  return [...subject, clitic, 'je', ...between, participle, ...after].join(' ');
}

/** A place the words name: being there and going there (whichever the words allow), and our scenery for it. */
interface FoundPlace {
  at: string | null;
  to: string | null;
  scenery: Scenery | null;
  phrase: string;
  /** Both forms, for a bare place our scenery knows. */
  both: { at: string; to: string } | null;
}

function placeFromPreposition(preposition: string, phrase: string, previous: string): Omit<FoundPlace, 'phrase'> {
  const words = tokens(phrase);
  const scenery = sceneryFor(words, true);
  const full = `${preposition} ${phrase}`;
  const motion = MOTION.test(previous) || preposition === 'do' || preposition === 'prema';
  // Our scenery has both forms of a bare place ("na Mjesec"); a place the user says more of ("do bakine kuće u
  // planinama") keeps the user's words, in the role they gave it.
  if (scenery && words.length === 1)
    return { at: motion ? null : scenery.hr.at, to: scenery.hr.to, scenery, both: { at: scenery.hr.at, to: scenery.hr.to } };
  if (scenery) return motion ? { at: null, to: full, scenery, both: null } : { at: full, to: null, scenery, both: null };
  return motion ? { at: null, to: full, scenery: null, both: null } : { at: full, to: null, scenery: null, both: null };
}

const VEHICLE_WORDS: [RegExp, string][] = [
  [/^vlak/, 'train'],
  [/^raket/, 'space'],
  [/^(?:brod|čam|jedrilic)/, 'sea'],
  [/^(?:balon|avion|zrakoplov)/, 'sky'],
  [/^podmornic/, 'underwater'],
  [/^sanjk/, 'snow'],
];

export function readCroatianPremise(input: PremiseInput, calmClose: boolean): Premise & { hr: HrPremise } {
  const { hero, friend: described } = readCharacters(input.characterDescription, true);
  const friend = described ?? companionFromInstructions(input.storyInstructions ?? '', true);
  const context = input.context.trim();
  const allText = [context, input.storyTitle ?? '', input.characterDescription, input.additionalContext ?? ''].join(' . ');
  const allWords = tokens(allText);
  const words = split(context);

  // Places: every preposition with what follows.
  let main: FoundPlace | null = null;
  let destination: FoundPlace | null = null;
  for (let i = 0; i < words.length - 1; i++) {
    const w = words[i]!;
    if (!['u', 'na', 'do', 'prema', 'kroz', 'kod', 'pokraj', 'ispod', 'iznad', 'po'].includes(w.lower)) continue;
    let np = phraseFrom(words, i + 1, 4);
    if (!np) continue;
    // "do bakine kuće u planinama": the second phrase says where the first is.
    const next = words[np.end];
    if (next && ['u', 'na', 'kod', 'pokraj'].includes(next.lower)) {
      const more = phraseFrom(words, np.end + 1, 3);
      if (more && sceneryFor(tokens(more.text), true)) np = { text: `${np.text} ${next.lower} ${more.text}`, end: more.end };
    }
    const previous = words[i - 1]?.lower ?? '';
    const found: FoundPlace = { ...placeFromPreposition(w.lower, np.text, previous), phrase: np.text };
    // "na putovanje", "u potragu": an activity, not a place.
    if (/^(?:put|putovanj|potrag|posjet|izlet|pustolovin|misij|šetnj|avantur)/.test(np.text.toLowerCase())) continue;
    if (found.to && !found.at) destination ??= found;
    else main ??= found;
    i = np.end - 1;
  }
  const vehicleKey = words.map((w) => VEHICLE_WORDS.find(([re]) => re.test(w.lower))?.[1]).find(Boolean) ?? null;
  const vehicle = vehicleKey ? sceneryByKey(vehicleKey) : null;
  if (!main && !destination) {
    const scenery = sceneryFor(allWords, true) ?? sceneryByKey(TYPE_PLACES[input.storyType]);
    main = { at: scenery.hr.at, to: scenery.hr.to, scenery, phrase: scenery.hr.nom, both: null };
  }
  if (vehicle?.key === 'train' && destination)
    main = { at: vehicle.hr.at, to: vehicle.hr.to, scenery: vehicle, phrase: vehicle.hr.nom, both: null };
  const here: FoundPlace = main ?? destination!;

  // The goal.
  let goal: Goal | null = null;
  let object: HrPremise['object'] = null;
  let obstacle: string | null = null;
  for (let i = 0; i < words.length && !goal; i++) {
    const w = words[i]!;
    // "traži izgubljenu loptu", "tražeći …"
    if (/^(?:traži|traže|tražil|tražeć|potraži)/.test(w.lower) && !isInfinitive(w.lower)) {
      const np = phraseFrom(words, i + 1);
      if (np) {
        object = { text: np.text, case: 'acc', gender: genderOf(np.text, 'acc') };
        goal = { cls: 'find', phrase: `pronaći ${np.text}`, object: np.text, given: true };
      }
      continue;
    }
    // "u potrazi za izgubljenom loptom"
    if (w.lower === 'potrazi' && words[i + 1]?.lower === 'za') {
      const np = phraseFrom(words, i + 2);
      if (np) {
        object = { text: np.text, case: 'ins', gender: genderOf(np.text, 'ins') };
        goal = { cls: 'find', phrase: `krenuti u potragu za ${np.text}`, object: np.text, given: true };
      }
      continue;
    }
    // "da vrati izgubljenog robota"
    if (w.lower === 'da' && words[i + 1] && DA_TO_INFINITIVE[words[i + 1]!.lower]) {
      const infinitive = DA_TO_INFINITIVE[words[i + 1]!.lower]!;
      const np = phraseFrom(words, i + 2);
      if (np) object = { text: np.text, case: 'acc', gender: genderOf(np.text, 'acc') };
      goal = {
        cls: classOf(infinitive),
        phrase: [infinitive, np?.text].filter(Boolean).join(' '),
        object: np?.text ?? null,
        given: true,
      };
      continue;
    }
    // An infinitive: "vratiti izgubljenog robota", "naučiti voziti bicikl"
    if (isInfinitive(w.lower) && (i === 0 || WANTS.test(words[i - 1]!.lower) || words[i - 1]!.punct || true)) {
      let j = i + 1;
      const parts = [w.lower];
      // "naučiti voziti bicikl": a second infinitive belongs to the first.
      if (words[j] && isInfinitive(words[j]!.lower)) parts.push(words[j++]!.lower);
      const np = phraseFrom(words, j);
      if (np && !['se'].includes(np.text)) {
        parts.push(np.text);
        if (classOf(w.lower) !== 'reach') object = { text: np.text, case: 'acc', gender: genderOf(np.text, 'acc') };
      }
      goal = { cls: classOf(w.lower), phrase: parts.join(' '), object: np?.text ?? null, given: true };
      continue;
    }
  }
  // "dvorac od pijeska koji plima stalno ruši": something made, and what undoes it.
  if (!goal) {
    const m =
      /(^|[\s,])((?:[\p{L}]+ ){0,2}(?:dvorac|dvorca|kula|kuću|kulu|kućica|snjegović|zmaj|brod|splav|toranj|kolač|torta|tortu)(?: od [\p{L}]+)?)\s*,?\s*(koji|koju|koje)\s+([^,.;!?]+)/iu.exec(
        context,
      );
    if (m) {
      const thing = m[2]!.trim();
      const gender = m[3]!.toLowerCase() === 'koju' ? 'f' : m[3]!.toLowerCase() === 'koje' ? 'n' : 'm';
      const verb = /kolač|tort/.test(thing) ? 'ispeći' : 'sagraditi';
      object = { text: thing, case: 'nom', gender };
      goal = { cls: 'make', phrase: `${verb} ${thing}`, object: thing, given: true };
      obstacle = clauseToPerfect(m[4]!.trim().split(/\s+/), gender);
    }
  }
  if (!goal) {
    const afraid = /\b(?:boji|bojala|bojao|plaši|strah)\s+(?:se\s+)?([^,.;!?]+)/iu.exec(context);
    if (afraid) goal = { cls: 'courage', phrase: `pobijediti strah`, object: null, given: true };
  }
  if (!goal && destination) goal = { cls: 'reach', phrase: `stići ${destination.to}`, object: null, given: true };
  if (!goal) goal = { cls: 'explore', phrase: `istražiti sve ${here.at ?? 'oko sebe'}`, object: null, given: false };

  // Our scenery knows both forms of a place: a destination we know can be "there" too.
  const full = (p: FoundPlace): FoundPlace => ({ ...p, at: p.at ?? p.both?.at ?? null, to: p.to ?? p.both?.to ?? null });
  const separate = destination !== null && destination !== here;
  const main2 = full(here);
  const there = destination && separate ? full(destination) : null;
  const place: PlacePhrase = { phrase: main2.phrase, at: main2.at ?? '', scenery: main2.scenery };
  const dest: PlacePhrase | null = there ? { phrase: there.phrase, at: there.at ?? '', scenery: there.scenery } : null;
  const travel = vehicle?.hr.travel ?? dest?.scenery?.hr.travel ?? null;
  return {
    croatian: true,
    hero,
    friend,
    place,
    destination: dest,
    travel,
    goal,
    obstacle,
    ...readWorld(allWords, tokens(`${input.additionalContext ?? ''} ${context}`), true, calmClose),
    portrait: portraitOf(input.characterDescription, hero.name, true),
    instructions: readInstructions(input.storyInstructions ?? ''),
    words: allWords,
    hr: {
      object,
      placeAt: main2.at,
      placeTo: main2.to,
      destinationAt: there?.at ?? null,
      destinationTo: there?.to ?? null,
    },
  };
}
