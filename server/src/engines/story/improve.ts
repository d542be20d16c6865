/**
 * "Improve text": tidies spacing and punctuation, sentence case, immediately repeated words and a few flat phrases
 * ("very big" → "enormous", "jako velik" → "golem"). Keeps the language and the meaning; improving twice = once.
 */
import { capitaliseSentences, fixArticles } from './text.ts';

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

/** "the the" → "the"; "had had" is good English and stays. */
function dropRepeatedWords(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}'’])([\p{L}\p{N}'’]+)(?:[ \t]+\1)+(?![\p{L}\p{N}'’])/giu, (whole, word: string) =>
    word.toLowerCase() === 'had' ? whole : word,
  );
}

function tidyParagraph(paragraph: string, english: boolean): string {
  let p = paragraph.replace(/[ \t]+/g, ' ').trim();
  if (p === '') return p;
  p = p.replace(/\s+([,.;:!?…])/g, '$1');
  p = p.replace(/([,;:!?])(?=[\p{L}])/gu, '$1 ');
  p = p.replace(/(?<=\p{Ll}{2})\.(?=\p{L}{2,}\s)|\.(?=\p{Lu}\p{Ll})/gu, '. ');
  p = p.replace(/([!?.]){2,}/g, (m) => (m.startsWith('.') && m.length >= 3 ? '…' : m[0]!));
  p = p.replace(/,{2,}/g, ',');
  p = dropRepeatedWords(p);
  p = enrich(p, english ? EN_RICHER : HR_RICHER);
  if (english) p = fixArticles(p);
  if (english) p = p.replace(/(?<![\p{L}\p{N}'’])i(?=['’\s,.!?;:]|$)/gu, 'I');
  p = capitaliseSentences(p);
  if (!/[.!?…]["”“»«'’)]*$/.test(p)) p = /[,;:]$/.test(p) ? `${p.slice(0, -1)}.` : `${p}.`;
  return p;
}

export function improve(text: string, english: boolean): string {
  if (text.trim() === '') return text.trim();
  const out = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((para) =>
      para
        .split('\n')
        .map((line) => tidyParagraph(line, english))
        .filter((line) => line !== '')
        .join('\n'),
    )
    .filter((para) => para !== '')
    .join('\n\n');
  return out === '' ? text.trim() : out;
}
