import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Schema } from '@storyloom/api-client';
import { measureVoice, type VoiceFeatures } from './analysis.ts';
import { convertTowards, ffmpegHasRubberband } from './convert.ts';
import { SpeechError, TaskLimiter } from './process.ts';
import { rankBySimilarity } from './similar.ts';
import { synthesizeWithVoice, type SynthesizedSpeech } from './synthesize.ts';
import { primaryLanguage, sampleTextFor } from './text.ts';
import {
  detectSpeechTools,
  EMBEDDED_VOICES,
  foldForSearch,
  isInstalled,
  pickDefault,
  searchableText,
  toContractVoice,
  type EmbeddedVoice,
  type InstalledSpeechTools,
  type Voice,
} from './voices.ts';

export type VoiceSample = Schema<'VoiceSample'>;

export interface SynthesisRequest {
  text: string;
  /** Unset or null: the language's default voice. */
  voiceId?: string | null;
  /** The text's language (ISO 639-1); picks the default voice. */
  language?: string;
  /** Bedtime delivery: slower, lower, longer pauses between sentences. */
  calm?: boolean;
}

export interface SpokenText extends SynthesizedSpeech {
  /** The voice that spoke (the default when none was asked for). */
  voiceId: string;
}

export interface VoiceSearch {
  language?: string | null;
  /** `embedded` (or `premade`: the offline voices are ready-made) matches; other categories match nothing. */
  category?: string | null;
  /** `default` matches (they are the engine's built-in voices); personal, community, workspace… match nothing. */
  voice_type?: string | null;
  /** Every word must appear in the voice's name, description, labels, language or engine. */
  search?: string | null;
  /** 1–100, default 20. */
  page_size?: number | null;
}

export interface VoiceList {
  voices: Voice[];
  has_more: boolean;
  total_count: number;
}

export interface VoiceOptions {
  language: string;
  default_voice_id: string;
  voices: Voice[];
}

/** A library voice ranked against a recording; `labels.similarity` carries the same number through the contract. */
export type SimilarVoice = Voice & { similarity: number; distance: number };

export interface SimilarVoiceList {
  voices: SimilarVoice[];
  has_more: boolean;
  total_count: number;
}

export interface SimilarVoiceSearch {
  /** 0–2, lower is stricter (ElevenLabs-compatible); unset ranks every voice. */
  similarityThreshold?: number | null;
  /** At most this many voices (default 10). */
  topK?: number | null;
}

export interface SpeechEngineOptions {
  /** Samples (MP3) and their measurements (JSON) are kept here across restarts; unset keeps them in memory only. */
  cacheDir?: string;
  /** Each voice's `preview_url`; default null (samples come from getVoiceSample). */
  previewUrl?: (voiceId: string) => string | null;
  /** Syntheses and conversions at once; default the CPU count. */
  concurrency?: number;
  /** Replaces the probe of installed synthesisers (tests). */
  detect?: () => Promise<InstalledSpeechTools>;
}

/** The offline speech engine: voices, synthesis, samples, measurement, similar voices and conversion. */
export interface SpeechEngine {
  listVoices(options?: { language?: string | null }): Promise<Voice[]>;
  voiceOptions(language?: string | null): Promise<VoiceOptions>;
  defaultVoiceId(language?: string | null): Promise<string>;
  findVoice(voiceId: string): Promise<Voice | undefined>;
  searchVoices(query?: VoiceSearch): Promise<VoiceList>;
  synthesize(request: SynthesisRequest): Promise<SpokenText>;
  voiceSample(voiceId: string): Promise<VoiceSample>;
  measureVoice(audio: Buffer): Promise<VoiceFeatures>;
  findSimilarVoices(audio: Buffer, options?: SimilarVoiceSearch): Promise<SimilarVoiceList>;
  convertVoice(audio: Buffer, targetVoiceId: string): Promise<SynthesizedSpeech>;
  /** The measured features of a voice's own sample (cached). */
  voiceFeatures(voiceId: string): Promise<VoiceFeatures>;
  /** Work actually done, for tests and metrics: cache hits do not count. */
  readonly stats: { syntheses: number; measurements: number };
}

/** Bump when synthesis or analysis changes, so cached samples and measurements on disk are redone. */
const CACHE_VERSION = 'v1';
const DEFAULT_PAGE_SIZE = 20;
const DEFAULT_TOP_K = 10;

export function createSpeechEngine(options: SpeechEngineOptions = {}): SpeechEngine {
  const limiter = new TaskLimiter(options.concurrency ?? Math.max(1, availableParallelism()));
  const previewUrl = options.previewUrl ?? (() => null);
  const stats = { syntheses: 0, measurements: 0 };
  let tools: Promise<InstalledSpeechTools> | undefined;
  let rubberband: Promise<boolean> | undefined;
  const samples = new Map<string, Promise<{ audio: Buffer; text: string }>>();
  const features = new Map<string, Promise<VoiceFeatures>>();

  async function installed(): Promise<EmbeddedVoice[]> {
    tools ??= (options.detect ?? detectSpeechTools)();
    const found = await tools;
    return EMBEDDED_VOICES.filter((voice) => isInstalled(voice, found));
  }

  async function requireVoice(voiceId: string): Promise<EmbeddedVoice> {
    const voice = (await installed()).find((v) => v.id === voiceId);
    if (voice) return voice;
    const known = EMBEDDED_VOICES.some((v) => v.id === voiceId);
    throw new SpeechError(
      'unknown_voice',
      known ? `The voice ${voiceId} is not installed on this server.` : `There is no voice ${voiceId}.`,
    );
  }

  async function defaultVoice(language: string | null | undefined): Promise<EmbeddedVoice> {
    const voice = pickDefault(await installed(), language ?? 'en');
    if (!voice) throw new SpeechError('unknown_voice', 'No speech synthesiser is installed (run npm run provision).');
    return voice;
  }

  /** Default first, then the language's voices, then the rest; better voices first within each. */
  function ordered(voices: EmbeddedVoice[], language: string, defaultId: string | undefined): EmbeddedVoice[] {
    const rank = (v: EmbeddedVoice) => (v.id === defaultId ? 0 : v.language === language ? 1 : 2);
    return [...voices].sort((a, b) => rank(a) - rank(b) || b.quality - a.quality);
  }

  function contract(voice: EmbeddedVoice, language: string | undefined): Voice {
    return toContractVoice(voice, {
      suggested: language !== undefined && voice.language === language,
      previewUrl: previewUrl(voice.id),
    });
  }

  function cacheKey(voice: EmbeddedVoice, text: string): string {
    return createHash('sha256')
      .update(`${CACHE_VERSION}\n${voice.engine}\n${voice.engineVoice}\n${text}`)
      .digest('hex')
      .slice(0, 16);
  }

  async function readCache(name: string): Promise<Buffer | undefined> {
    if (!options.cacheDir) return undefined;
    try {
      return await readFile(path.join(options.cacheDir, name));
    } catch {
      return undefined;
    }
  }

  async function writeCache(name: string, data: Buffer | string): Promise<void> {
    if (!options.cacheDir) return;
    try {
      await mkdir(options.cacheDir, { recursive: true });
      const file = path.join(options.cacheDir, name);
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, data);
      await rename(partial, file);
    } catch {
      // A cache that cannot be written only costs a re-synthesis later.
    }
  }

  async function speak(voice: EmbeddedVoice, text: string, calm: boolean): Promise<SynthesizedSpeech> {
    return limiter.run(async () => {
      stats.syntheses++;
      return synthesizeWithVoice(voice, text, calm);
    });
  }

  /** Memoised per voice; a failure is forgotten so the next call tries again. */
  function memo<T>(map: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
    let promise = map.get(key);
    if (!promise) {
      promise = make();
      map.set(key, promise);
      promise.catch(() => map.delete(key));
    }
    return promise;
  }

  function sampleAudio(voice: EmbeddedVoice): Promise<{ audio: Buffer; text: string }> {
    return memo(samples, voice.id, async () => {
      const text = sampleTextFor(voice.language);
      const file = `voice-sample-${voice.id}-${cacheKey(voice, text)}.mp3`;
      const cached = await readCache(file);
      if (cached && cached.length > 0) return { audio: cached, text };
      const { data } = await speak(voice, text, false);
      await writeCache(file, data);
      return { audio: data, text };
    });
  }

  async function voiceFeatures(voiceId: string): Promise<VoiceFeatures> {
    const voice = await requireVoice(voiceId);
    return memo(features, voice.id, async () => {
      const text = sampleTextFor(voice.language);
      const file = `voice-features-${voice.id}-${cacheKey(voice, text)}.json`;
      const cached = await readCache(file);
      if (cached) {
        try {
          return JSON.parse(cached.toString('utf8')) as VoiceFeatures;
        } catch {
          // unreadable: measure again
        }
      }
      const { audio } = await sampleAudio(voice);
      stats.measurements++;
      const measured = await measureVoice(audio);
      await writeCache(file, JSON.stringify(measured));
      return measured;
    });
  }

  return {
    stats,
    voiceFeatures,

    async listVoices({ language } = {}) {
      const lang = primaryLanguage(language ?? 'en');
      const voices = await installed();
      const fallback = pickDefault(voices, lang);
      return ordered(voices, lang, fallback?.id).map((voice) => contract(voice, lang));
    },

    async voiceOptions(language) {
      const lang = primaryLanguage(language ?? 'en');
      const voices = await installed();
      const fallback = await defaultVoice(lang);
      return {
        language: language ?? 'en',
        default_voice_id: fallback.id,
        voices: ordered(voices, lang, fallback.id).map((voice) => contract(voice, lang)),
      };
    },

    async defaultVoiceId(language) {
      return (await defaultVoice(language)).id;
    },

    async findVoice(voiceId) {
      const voice = (await installed()).find((v) => v.id === voiceId);
      return voice ? contract(voice, voice.language) : undefined;
    },

    async searchVoices(query = {}) {
      const lang = query.language ? primaryLanguage(query.language) : undefined;
      const category = query.category?.trim().toLowerCase();
      const voiceType = query.voice_type?.trim().toLowerCase();
      const words = foldForSearch(query.search ?? '')
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
      const pageSize = Math.min(100, Math.max(1, Math.floor(query.page_size ?? DEFAULT_PAGE_SIZE)));
      const voices = await installed();
      const matches = ordered(voices, lang ?? 'en', pickDefault(voices, lang ?? 'en')?.id).filter((voice) => {
        if (lang && voice.language !== lang) return false;
        if (category && category !== 'embedded' && category !== 'premade') return false;
        if (voiceType && voiceType !== 'default') return false;
        const haystack = searchableText(voice);
        return words.every((word) => haystack.includes(word));
      });
      return {
        voices: matches.slice(0, pageSize).map((voice) => contract(voice, lang)),
        has_more: matches.length > pageSize,
        total_count: matches.length,
      };
    },

    async synthesize({ text, voiceId, language, calm }) {
      const voice = voiceId ? await requireVoice(voiceId) : await defaultVoice(language);
      const speech = await speak(voice, text, calm ?? false);
      return { ...speech, voiceId: voice.id };
    },

    async voiceSample(voiceId) {
      const voice = await requireVoice(voiceId);
      const { audio, text } = await sampleAudio(voice);
      return {
        success: true,
        sample_audio: audio.toString('base64'),
        content_type: 'audio/mpeg',
        sample_text: text,
        voice_name: voice.name,
        message: null,
        error: null,
      };
    },

    async measureVoice(audio) {
      stats.measurements++;
      return measureVoice(audio);
    },

    async findSimilarVoices(audio, { similarityThreshold, topK } = {}) {
      stats.measurements++;
      const query = await measureVoice(audio);
      const voices = await installed();
      const candidates = await Promise.all(
        voices.map(async (voice) => ({ item: voice, features: await voiceFeatures(voice.id) })),
      );
      const ranked = rankBySimilarity(query, candidates, similarityThreshold ?? undefined);
      const limit = Math.min(100, Math.max(1, Math.floor(topK ?? DEFAULT_TOP_K)));
      const top: SimilarVoice[] = ranked.slice(0, limit).map(({ item, similarity, distance }) => {
        const voice = contract(item, undefined);
        return { ...voice, labels: { ...voice.labels, similarity: similarity.toFixed(3) }, similarity, distance };
      });
      return { voices: top, has_more: ranked.length > limit, total_count: ranked.length };
    },

    async convertVoice(audio, targetVoiceId) {
      const target = await voiceFeatures(targetVoiceId);
      rubberband ??= ffmpegHasRubberband();
      const useRubberband = await rubberband;
      return limiter.run(async () => (await convertTowards(audio, target, { rubberband: useRubberband })).speech);
    },
  };
}
