/** Text measurements shared by the writer and its tests: sentences, words, syllables, Flesch reading ease. */

const SENTENCE_END = /(?<=[.!?…]["”“»«'’]?)\s+(?=["„“«»'‘]?[\p{Lu}\p{N}])/u;

/** Splits text into sentences at ., ! or ? (with any closing quote) followed by a capitalised word. */
export function splitSentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The words of a text: whitespace-separated runs holding at least one letter or digit. */
export function words(text: string): string[] {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
}

export function countWords(text: string): number {
  return words(text).length;
}

/** A sentence reduced to its letters, for "was this sentence already used" checks. */
export function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** English syllables by a vowel-group heuristic (silent final e, -le, -ed and -es handled), at least one per word. */
export function countSyllables(word: string): number {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w === '') return 0;
  if (w.length <= 3) return 1;
  w = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '');
  w = w.replace(/^y/, '');
  const groups = w.match(/[aeiouy]{1,2}/g);
  let count = groups ? groups.length : 1;
  if (/[^aeiouy]le$/.test(word.toLowerCase())) count++;
  return Math.max(1, count);
}

/** Flesch reading ease: 206.835 − 1.015 × words per sentence − 84.6 × syllables per word. */
export function fleschReadingEase(text: string): number {
  const sentences = splitSentences(text).length || 1;
  const list = words(text);
  if (list.length === 0) return 0;
  const syllables = list.reduce((sum, w) => sum + countSyllables(w), 0);
  return 206.835 - 1.015 * (list.length / sentences) - 84.6 * (syllables / list.length);
}

/** Upper-cases the first letter of a string, skipping leading quotes and brackets. */
export function capitaliseFirst(text: string): string {
  return text.replace(/^([\s"„“«»'‘(]*)(\p{Ll})/u, (_m, lead: string, ch: string) => lead + ch.toUpperCase());
}

/** Upper-cases the first letter of every sentence. */
export function capitaliseSentences(text: string): string {
  return capitaliseFirst(text).replace(
    /([.!?…]["”“»«'’]?\s+["„“«»'‘]?)(\p{Ll})/gu,
    (_m, lead: string, ch: string) => lead + ch.toUpperCase(),
  );
}

/** Whether an English word takes "an" (by its first sound, with the common exceptions). */
function takesAn(word: string): boolean {
  const w = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(w)) return true;
  if (/^(?:uni|use|usu|ute|eu|one|once|ewe)/.test(w)) return false;
  return /^[aeiou]/.test(w);
}

/** English a/an before the next word. */
export function fixArticles(text: string): string {
  return text.replace(/\b(a|an|A|An) (["“]?)([A-Za-z]+)/g, (_m, article: string, quote: string, word: string) => {
    const capital = article[0] === 'A';
    const right = takesAn(word) ? 'an' : 'a';
    return `${capital ? right[0]!.toUpperCase() + right.slice(1) : right} ${quote}${word}`;
  });
}

/** Single spaces, no space before punctuation. */
export function tidySpacing(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([,.;:!?…])/g, '$1')
    .replace(/,{2,}/g, ',')
    .trim();
}
