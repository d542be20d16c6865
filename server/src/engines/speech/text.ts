import { SpeechError } from './process.ts';

/** One synthesis speaks at most this much (a page is 40–90 words, about 600 characters). */
export const MAX_TEXT_CHARS = 6_000;

/** Unicode-normalised (NFC, so č is one code point for espeak-ng), control characters gone, whitespace collapsed. */
export function cleanText(text: string): string {
  const cleaned = text
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200f\u2028\u2029\ufeff]/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  if (!/[\p{L}\p{N}]/u.test(cleaned)) throw new SpeechError('empty_text', 'There is no text to speak.');
  if (cleaned.length > MAX_TEXT_CHARS) {
    throw new SpeechError(
      'text_too_long',
      `The text is too long to speak at once (${cleaned.length} of ${MAX_TEXT_CHARS} characters).`,
    );
  }
  return cleaned;
}

const ABBREVIATION = /\b(?:Mr|Mrs|Ms|Dr|St|Mt|Prof|Sr|Jr|npr|tzv|sv|dr|g)\.$/;

/** Sentences (and paragraph lines), each keeping its closing punctuation and quotes. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split('\n')) {
    let current = '';
    for (const piece of line.split(/(?<=[.!?…]+["'”’»)]*)\s+/u)) {
      current = current ? `${current} ${piece}` : piece;
      if (!ABBREVIATION.test(current)) {
        if (/[\p{L}\p{N}]/u.test(current)) sentences.push(current.trim());
        current = '';
      }
    }
    if (current.trim() && /[\p{L}\p{N}]/u.test(current)) sentences.push(current.trim());
  }
  return sentences;
}

/**
 * Plain ASCII for flite and festival, which read bytes as Latin-1 and would spell out UTF-8: typographic quotes and
 * dashes become their plain forms, accents are dropped (café → cafe), anything else becomes a space.
 */
export function toAsciiSpeech(text: string): string {
  return text
    .replace(/[“”„«»″]/g, '"')
    .replace(/[‘’‚‹›′]/g, "'")
    .replace(/\s*[–—―]\s*/g, ', ')
    .replace(/…/g, '...')
    .replace(/[ß]/g, 'ss')
    .replace(/[æÆ]/g, 'ae')
    .replace(/[øØ]/g, 'o')
    .replace(/[đĐ]/g, (c) => (c === 'đ' ? 'dj' : 'Dj'))
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e\n]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Text escaped for an SSML document (espeak-ng -m). */
export function escapeSsml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** What each voice says in its sample, by language (primary subtag). */
export const SAMPLE_TEXTS: Record<string, string> = {
  en: 'Once upon a time, in a quiet village by the sea, a little fox watched the stars come out.',
  hr: 'Svake večeri, u tihoj šumi, mala vjeverica Đurđica broji žute zvijezde i šapće: laku noć.',
  de: 'Es war einmal ein kleiner Fuchs, der jeden Abend die Sterne über dem stillen Wald zählte.',
  es: 'Había una vez un pequeño zorro que contaba las estrellas cada noche sobre el bosque tranquilo.',
  fr: 'Il était une fois un petit renard qui comptait les étoiles chaque soir au-dessus de la forêt.',
  it: "C'era una volta una piccola volpe che ogni sera contava le stelle sopra il bosco silenzioso.",
};

export function sampleTextFor(language: string): string {
  return SAMPLE_TEXTS[primaryLanguage(language)] ?? SAMPLE_TEXTS.en!;
}

/** `hr-HR` → `hr`; anything unparseable → `en`. */
export function primaryLanguage(language: string | null | undefined): string {
  const match = /^([a-z]{2,3})(?:[-_]|$)/i.exec((language ?? '').trim());
  return match ? match[1]!.toLowerCase() : 'en';
}
