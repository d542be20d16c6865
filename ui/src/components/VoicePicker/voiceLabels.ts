import type { Schema } from '@storyloom/api-client/contract';

type Voice = Schema<'Voice'>;

/** Voices shown before 'Show more voices', and how many more each click reveals (spec: 6 first, then 3). */
export const VOICES_INITIAL = 6;
export const VOICES_STEP = 3;

/** 'middle_aged' → 'Middle aged', 'american' → 'American'. */
export function humanizeLabel(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** 'en' → 'English', 'hr' → 'Croatian'; an unknown code is shown as it is. */
export function languageName(code: string): string {
  try {
    return languageNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The short facts under a voice's name: gender, accent, age, language (each where known, each once: a German
 * accent and the German language read 'German' once).
 */
export function voiceTags(voice: Voice): string[] {
  const gender = voice.gender ?? voice.labels?.gender;
  const accent = voice.accent ?? voice.labels?.accent;
  const age = voice.age ?? voice.labels?.age;
  const language = voice.language ?? voice.primary_language ?? voice.verified_languages?.[0]?.language;
  const tags = [gender, accent, age]
    .filter((value): value is string => Boolean(value?.trim()))
    .map(humanizeLabel)
    .concat(language ? [languageName(language)] : []);
  return tags.filter((tag, index) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === index);
}
