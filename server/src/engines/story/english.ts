/**
 * The little English grammar the writer needs to reuse the user's own words: verb forms (past, -ing, third person),
 * noun phrases (a/an/the, possessives, plural), and the words that end a noun phrase when reading a premise.
 */

/** Irregular verbs: base → [past, past participle]. */
const IRREGULAR: Record<string, [string, string]> = {
  be: ['was', 'been'],
  become: ['became', 'become'],
  begin: ['began', 'begun'],
  bite: ['bit', 'bitten'],
  blow: ['blew', 'blown'],
  break: ['broke', 'broken'],
  bring: ['brought', 'brought'],
  build: ['built', 'built'],
  buy: ['bought', 'bought'],
  catch: ['caught', 'caught'],
  choose: ['chose', 'chosen'],
  come: ['came', 'come'],
  cut: ['cut', 'cut'],
  dig: ['dug', 'dug'],
  do: ['did', 'done'],
  draw: ['drew', 'drawn'],
  dream: ['dreamed', 'dreamed'],
  drink: ['drank', 'drunk'],
  drive: ['drove', 'driven'],
  eat: ['ate', 'eaten'],
  fall: ['fell', 'fallen'],
  feed: ['fed', 'fed'],
  feel: ['felt', 'felt'],
  fight: ['fought', 'fought'],
  find: ['found', 'found'],
  fly: ['flew', 'flown'],
  forget: ['forgot', 'forgotten'],
  freeze: ['froze', 'frozen'],
  get: ['got', 'got'],
  give: ['gave', 'given'],
  go: ['went', 'gone'],
  grow: ['grew', 'grown'],
  hang: ['hung', 'hung'],
  have: ['had', 'had'],
  hear: ['heard', 'heard'],
  hide: ['hid', 'hidden'],
  hit: ['hit', 'hit'],
  hold: ['held', 'held'],
  keep: ['kept', 'kept'],
  know: ['knew', 'known'],
  lead: ['led', 'led'],
  learn: ['learned', 'learned'],
  leave: ['left', 'left'],
  lend: ['lent', 'lent'],
  let: ['let', 'let'],
  light: ['lit', 'lit'],
  lose: ['lost', 'lost'],
  make: ['made', 'made'],
  meet: ['met', 'met'],
  pay: ['paid', 'paid'],
  put: ['put', 'put'],
  read: ['read', 'read'],
  ride: ['rode', 'ridden'],
  ring: ['rang', 'rung'],
  rise: ['rose', 'risen'],
  run: ['ran', 'run'],
  say: ['said', 'said'],
  see: ['saw', 'seen'],
  seek: ['sought', 'sought'],
  sell: ['sold', 'sold'],
  send: ['sent', 'sent'],
  set: ['set', 'set'],
  shake: ['shook', 'shaken'],
  shine: ['shone', 'shone'],
  shoot: ['shot', 'shot'],
  show: ['showed', 'shown'],
  sing: ['sang', 'sung'],
  sink: ['sank', 'sunk'],
  sit: ['sat', 'sat'],
  sleep: ['slept', 'slept'],
  slide: ['slid', 'slid'],
  speak: ['spoke', 'spoken'],
  spend: ['spent', 'spent'],
  spin: ['spun', 'spun'],
  stand: ['stood', 'stood'],
  steal: ['stole', 'stolen'],
  stick: ['stuck', 'stuck'],
  sweep: ['swept', 'swept'],
  swim: ['swam', 'swum'],
  swing: ['swung', 'swung'],
  take: ['took', 'taken'],
  teach: ['taught', 'taught'],
  tell: ['told', 'told'],
  think: ['thought', 'thought'],
  throw: ['threw', 'thrown'],
  understand: ['understood', 'understood'],
  wake: ['woke', 'woken'],
  wear: ['wore', 'worn'],
  win: ['won', 'won'],
  write: ['wrote', 'written'],
};

/**
 * Regular verbs the premise reader recognises as verbs (with the irregular ones): enough to tell "to the Moon" (a
 * place) from "to bring back a robot" (a goal), and to end a noun phrase at the verb that follows it.
 */
const REGULAR = (
  'add answer arrive ask bake bathe beat believe borrow bounce calm care carry celebrate change chase check cheer ' +
  'clean climb close collect colour color comfort cook count cover cross cry dance decide decorate deliver discover ' +
  'dress drop dry enjoy escape explore face fetch fill finish fix float follow free gather guard guide hatch help hop ' +
  'hope hug hunt imagine invent invite join jump kick kiss knock land laugh like listen live look love mend miss move ' +
  'name need open order own paint pack paddle pass pick plan plant play pull push race rain reach remember repair ' +
  'rescue rest return roll row sail save search share ship shop skate ski smile sort splash start stay stop surprise ' +
  'talk taste thank tidy touch travel try turn tidy use visit walk want wash watch wave welcome whisper wish wonder ' +
  'work worry'
).split(' ');

export const VERBS: ReadonlySet<string> = new Set([...Object.keys(IRREGULAR), ...REGULAR]);

/** Particles that belong to the verb before them ("bring back", "pick up", "cheer up"). */
export const PARTICLES: ReadonlySet<string> = new Set(['back', 'up', 'out', 'down', 'home', 'away', 'off', 'over', 'along']);

/** Doubles a final consonant after one short vowel ("stop" → "stopp"), as -ed and -ing need. */
function doubled(base: string): string {
  if (/^(?:[^aeiou]*[aeiou][bdgklmnprt])$/.test(base) && !/(?:w|x|y)$/.test(base)) return base + base.at(-1)!;
  return base;
}

export function pastOf(base: string): string {
  const irregular = IRREGULAR[base];
  if (irregular) return irregular[0];
  if (base.endsWith('e')) return `${base}d`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  return `${doubled(base)}ed`;
}

export function participleOf(base: string): string {
  return IRREGULAR[base]?.[1] ?? pastOf(base);
}

export function ingOf(base: string): string {
  if (base === 'be') return 'being';
  if (base.endsWith('ie')) return `${base.slice(0, -2)}ying`;
  if (base.endsWith('e') && !base.endsWith('ee') && base.length > 2) return `${base.slice(0, -1)}ing`;
  return `${doubled(base)}ing`;
}

export function thirdPersonOf(base: string): string {
  if (base === 'be') return 'is';
  if (base === 'have') return 'has';
  if (base === 'do' || base === 'go') return `${base}es`;
  if (/(?:s|sh|ch|x|z|o)$/.test(base)) return `${base}es`;
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ies`;
  return `${base}s`;
}

/** The base form of a verb as a premise may write it ("finds", "looking", "brought"), or null when not a verb. */
export function verbBase(word: string): string | null {
  const w = word.toLowerCase();
  if (VERBS.has(w)) return w;
  for (const [base, [past, participle]] of Object.entries(IRREGULAR)) if (w === past || w === participle) return base;
  const candidates: string[] = [];
  if (w.endsWith('ing')) {
    const stem = w.slice(0, -3);
    candidates.push(stem, `${stem}e`, stem.slice(0, -1), stem.replace(/y$/, 'ie'));
  }
  if (w.endsWith('ied')) candidates.push(`${w.slice(0, -3)}y`);
  if (w.endsWith('ed')) candidates.push(w.slice(0, -2), w.slice(0, -1), w.slice(0, -3));
  if (w.endsWith('ies')) candidates.push(`${w.slice(0, -3)}y`);
  if (w.endsWith('es')) candidates.push(w.slice(0, -2));
  if (w.endsWith('s')) candidates.push(w.slice(0, -1));
  return candidates.find((c) => VERBS.has(c)) ?? null;
}

/** Words that never belong inside a noun phrase of a premise: they end one. */
export const NP_BREAKS: ReadonlySet<string> = new Set(
  (
    'and or but so because while when where who which that than then to into onto from with without for about after ' +
    'before during until since though although if is are was were be been am will would can could should must has ' +
    'have had does did not no never keeps keep kept tries try tried wants want wanted needs need needed has ' +
    'he she they we i you it'
  ).split(' '),
);

export const PREPOSITIONS: ReadonlySet<string> = new Set(
  (
    'to in on at into onto inside under over across through near by behind beside beyond around past along up down ' +
    'toward towards from of'
  ).split(' '),
);

export const DETERMINERS: ReadonlySet<string> = new Set(
  'a an the his her their its my our your this that these those some every each one'.split(' '),
);

const POSSESSIVE_DETERMINERS: ReadonlySet<string> = new Set('his her their its my our your'.split(' '));

/** "a lost robot" → "the lost robot"; keeps possessives ("Biscuit's lost ball", "her kite") and names as they are. */
export function definite(phrase: string): string {
  const [first, ...rest] = phrase.split(' ');
  if (!first) return phrase;
  const lower = first.toLowerCase();
  if (lower === 'a' || lower === 'an' || lower === 'some' || lower === 'one') return ['the', ...rest].join(' ');
  return phrase;
}

/** Whether the phrase starts with a possessive or a name ("her kite", "Biscuit's ball", "Grandma"). */
export function isOwnedOrNamed(phrase: string): boolean {
  const first = phrase.split(' ')[0] ?? '';
  return POSSESSIVE_DETERMINERS.has(first.toLowerCase()) || /['’]s$/.test(first) || /^\p{Lu}/u.test(first);
}

/** A phrase without its leading article ("the lost robot" → "lost robot"). */
export function bare(phrase: string): string {
  return phrase.replace(/^(?:a|an|the|some)\s+/i, '');
}

/** Whether a noun phrase is plural by its head noun (a rough English rule, with the common exceptions). */
export function isPlural(head: string): boolean {
  const w = head.toLowerCase();
  if (/(?:ss|us|is|ch|sh)$/.test(w)) return /(?:ches|shes|sses)$/.test(w);
  if (['people', 'children', 'mice', 'geese', 'feet', 'teeth', 'sheep', 'fish', 'glasses', 'pants'].includes(w))
    return !['sheep', 'fish'].includes(w);
  return /[^s]s$/.test(w) && !['bus', 'gas', 'lens'].includes(w);
}

/** "it" or "them" for a noun phrase. */
export function objectPronoun(head: string): string {
  return isPlural(head) ? 'them' : 'it';
}

/** Swaps the user's pronouns for the narrator's when a phrase about the hero is reused ("my kite" → "her kite"). */
export function narratorsPossessive(phrase: string, his: string): string {
  return phrase.replace(/^(?:my|our)\b/i, his);
}
