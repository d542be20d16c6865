import type { Schema } from '@storyloom/api-client';
import { runSpeechTool } from './process.ts';
import { primaryLanguage } from './text.ts';

export type Voice = Schema<'Voice'>;
export type SpeechEngineName = 'festival' | 'flite' | 'espeak-ng';

/** One offline voice: who it sounds like, which synthesiser speaks it, and how. */
export interface EmbeddedVoice {
  id: string;
  name: string;
  engine: SpeechEngineName;
  /** festival: the voice's Scheme name; flite: `-voice`; espeak-ng: `-v` (language+variant). */
  engineVoice: string;
  /** ISO 639-1. */
  language: string;
  locale: string;
  gender: 'female' | 'male';
  age: 'young' | 'middle_aged' | 'old';
  accent: string;
  /** How it sounds, one word (ElevenLabs' `descriptive`). */
  descriptive: string;
  /** "US English female": goes into the description with the engine's name. */
  summary: string;
  /** What sets it apart, one sentence. */
  note: string;
  /** Higher is better; picks the default and orders lists. Measured intelligibility (../shared/ENGINES.md "Speech"). */
  quality: number;
}

const ENGINE_LABEL: Record<SpeechEngineName, string> = { festival: 'festival HTS', flite: 'flite', 'espeak-ng': 'espeak-ng' };

function espeakPair(
  language: string,
  locale: string,
  espeakLanguage: string,
  languageName: string,
  accent: string,
  names: [female: string, male: string],
): EmbeddedVoice[] {
  const common = { engine: 'espeak-ng' as const, language, locale, age: 'middle_aged' as const, accent };
  return [
    {
      ...common,
      id: `embedded-espeak-${language}-f`,
      name: names[0],
      engineVoice: `${espeakLanguage}+f3`,
      gender: 'female',
      descriptive: 'clear',
      summary: `${languageName} female`,
      note: 'Formant synthesis: clear but robotic.',
      quality: 30,
    },
    {
      ...common,
      id: `embedded-espeak-${language}-m`,
      name: names[1],
      engineVoice: `${espeakLanguage}+m3`,
      gender: 'male',
      descriptive: 'clear',
      summary: `${languageName} male`,
      note: 'Formant synthesis: clear but robotic.',
      quality: 25,
    },
  ];
}

/** Every voice the embedded engine knows; `listVoices` offers those whose synthesiser is installed here. */
export const EMBEDDED_VOICES: readonly EmbeddedVoice[] = [
  {
    id: 'embedded-festival-slt-hts',
    name: 'Nora',
    engine: 'festival',
    engineVoice: 'cmu_us_slt_arctic_hts',
    language: 'en',
    locale: 'en-US',
    gender: 'female',
    age: 'young',
    accent: 'american',
    descriptive: 'warm',
    summary: 'US English female',
    note: 'Statistical parametric voice: the most natural offline English voice.',
    quality: 100,
  },
  {
    id: 'embedded-flite-rms',
    name: 'Ray',
    engine: 'flite',
    engineVoice: 'rms',
    language: 'en',
    locale: 'en-US',
    gender: 'male',
    age: 'middle_aged',
    accent: 'american',
    descriptive: 'calm',
    summary: 'US English male',
    note: 'Clear and steady; very easy to follow.',
    quality: 90,
  },
  {
    id: 'embedded-flite-slt',
    name: 'Sally',
    engine: 'flite',
    engineVoice: 'slt',
    language: 'en',
    locale: 'en-US',
    gender: 'female',
    age: 'young',
    accent: 'american',
    descriptive: 'bright',
    summary: 'US English female',
    note: 'Light and quick.',
    quality: 70,
  },
  {
    id: 'embedded-flite-awb',
    name: 'Alan',
    engine: 'flite',
    engineVoice: 'awb',
    language: 'en',
    locale: 'en-GB',
    gender: 'male',
    age: 'middle_aged',
    accent: 'scottish',
    descriptive: 'deep',
    summary: 'Scottish English male',
    note: 'A Scottish storyteller.',
    quality: 60,
  },
  {
    id: 'embedded-flite-kal16',
    name: 'Kal',
    engine: 'flite',
    engineVoice: 'kal16',
    language: 'en',
    locale: 'en-US',
    gender: 'male',
    age: 'middle_aged',
    accent: 'american',
    descriptive: 'robotic',
    summary: 'US English male',
    note: 'Diphone synthesis: a classic robot voice.',
    quality: 40,
  },
  ...espeakPair('hr', 'hr-HR', 'hr', 'Croatian', 'croatian', ['Ana', 'Ivan']),
  ...espeakPair('de', 'de-DE', 'de', 'German', 'german', ['Lena', 'Jonas']),
  ...espeakPair('es', 'es-ES', 'es', 'Spanish', 'spanish', ['Lucía', 'Mateo']),
  ...espeakPair('fr', 'fr-FR', 'fr', 'French', 'french', ['Camille', 'Louis']),
  ...espeakPair('it', 'it-IT', 'it', 'Italian', 'italian', ['Giulia', 'Marco']),
];

/** What is installed: probed once per engine instance. */
export interface InstalledSpeechTools {
  /** festival Scheme voice names usable through text2wave. */
  festival: Set<string>;
  /** `flite -lv`. */
  flite: Set<string>;
  /** espeak-ng languages (`hr`, `fr-fr`, …) and variants (`f3`, `m3`, …). */
  espeak: { languages: Set<string>; variants: Set<string> } | null;
}

async function optional<T>(probe: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await probe();
  } catch {
    return fallback;
  }
}

/** Asks each synthesiser what it can speak; a missing program simply offers no voices. */
export async function detectSpeechTools(): Promise<InstalledSpeechTools> {
  const [festival, flite, espeak] = await Promise.all([
    optional(async () => {
      // text2wave must run as well as festival: it is what synthesises.
      const [list] = await Promise.all([
        runSpeechTool('festival', ['--batch', '(format t "%l\\n" (voice.list))'], { timeoutMs: 15_000 }),
        runSpeechTool('text2wave', ['-h'], { timeoutMs: 15_000 }),
      ]);
      return new Set(list.stdout.toString('utf8').replace(/[()]/g, ' ').trim().split(/\s+/).filter(Boolean));
    }, new Set<string>()),
    optional(async () => {
      const run = await runSpeechTool('flite', ['-lv'], { timeoutMs: 10_000 });
      const line = /Voices available:(.*)/.exec(run.stdout.toString('utf8'))?.[1] ?? '';
      return new Set(line.trim().split(/\s+/).filter(Boolean));
    }, new Set<string>()),
    optional(async () => {
      const [voices, variants] = await Promise.all([
        runSpeechTool('espeak-ng', ['--voices'], { timeoutMs: 10_000 }),
        runSpeechTool('espeak-ng', ['--voices=variant'], { timeoutMs: 10_000 }),
      ]);
      const languages = new Set<string>();
      for (const line of voices.stdout.toString('utf8').split('\n').slice(1)) {
        const language = line.trim().split(/\s+/)[1];
        if (language) languages.add(language.toLowerCase());
      }
      const variantNames = new Set<string>();
      for (const match of variants.stdout.toString('utf8').matchAll(/!v\/(\S+)/g)) variantNames.add(match[1]!);
      return { languages, variants: variantNames };
    }, null),
  ]);
  return { festival, flite, espeak };
}

export function isInstalled(voice: EmbeddedVoice, tools: InstalledSpeechTools): boolean {
  switch (voice.engine) {
    case 'festival':
      return tools.festival.has(voice.engineVoice);
    case 'flite':
      return tools.flite.has(voice.engineVoice);
    case 'espeak-ng': {
      const [language = '', variant] = voice.engineVoice.split('+');
      const languages = tools.espeak?.languages;
      // `fr` is listed as fr-fr, fr-be…; espeak-ng takes the bare code (and only then applies the +variant).
      const known = languages && (languages.has(language) || [...languages].some((l) => l.startsWith(`${language}-`)));
      return Boolean(known && (!variant || tools.espeak!.variants.has(variant)));
    }
  }
}

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  hr: 'Croatian hrvatski',
  de: 'German Deutsch',
  es: 'Spanish español',
  fr: 'French français',
  it: 'Italian italiano',
};

/** The contract's Voice for an embedded voice; `suggested` is relative to the language asked about. */
export function toContractVoice(voice: EmbeddedVoice, options: { suggested: boolean; previewUrl: string | null }): Voice {
  return {
    voice_id: voice.id,
    name: voice.name,
    description: `Offline voice (${ENGINE_LABEL[voice.engine]}, ${voice.summary}). ${voice.note}`,
    category: 'embedded',
    labels: {
      accent: voice.accent,
      gender: voice.gender,
      age: voice.age,
      description: voice.descriptive,
      use_case: 'narration',
      language: voice.language,
      engine: voice.engine,
    },
    preview_url: options.previewUrl,
    gender: voice.gender,
    accent: voice.accent,
    age: voice.age,
    verified_languages: [{ language: voice.language, accent: voice.accent, locale: voice.locale, model_id: voice.engine }],
    language: voice.language,
    primary_language: voice.language,
    descriptive: voice.descriptive,
    use_case: 'narration',
    suggested: options.suggested,
  };
}

/** Words a search can match: name, description, labels, language names, engine. Lower case, accents folded. */
export function searchableText(voice: EmbeddedVoice): string {
  return foldForSearch(
    [
      voice.id,
      voice.name,
      voice.summary,
      voice.note,
      voice.accent,
      voice.gender,
      voice.age.replace('_', ' '),
      voice.descriptive,
      voice.language,
      voice.locale,
      LANGUAGE_NAMES[voice.language] ?? '',
      ENGINE_LABEL[voice.engine],
      'embedded offline narration',
    ].join(' '),
  );
}

export function foldForSearch(text: string): string {
  return text.toLowerCase().replace(/đ/g, 'dj').normalize('NFKD').replace(/\p{M}/gu, '');
}

/** The best installed voice for a language: hr has its own default, every other language uses the English one. */
export function pickDefault(installed: readonly EmbeddedVoice[], language: string): EmbeddedVoice | undefined {
  const want = primaryLanguage(language) === 'hr' ? 'hr' : 'en';
  const best = (list: readonly EmbeddedVoice[]) => [...list].sort((a, b) => b.quality - a.quality)[0];
  return (
    best(installed.filter((v) => v.language === want)) ?? best(installed.filter((v) => v.language === 'en')) ?? best(installed)
  );
}
