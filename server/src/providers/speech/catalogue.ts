import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureVoice } from '../../engines/speech/analysis.ts';
import {
  convertTowards,
  ffmpegHasRubberband,
  foldForSearch,
  primaryLanguage,
  rankBySimilarity,
  type SimilarVoiceList,
  type SimilarVoiceSearch,
  type SynthesizedSpeech,
  type Voice,
  type VoiceFeatures,
  type VoiceList,
  type VoiceOptions,
  type VoiceSearch,
} from '../../engines/speech/index.ts';
import { probeDuration } from '../../media/ffmpeg.ts';

export function speaks(voice: Voice, language: string): boolean {
  return (
    primaryLanguage(voice.language) === language ||
    (voice.verified_languages ?? []).some((verified) => primaryLanguage(verified.language) === language)
  );
}

/** The language's default first, then voices that speak it, then the rest, each marked `suggested` for it. */
export function orderForLanguage(voices: Voice[], language: string, defaultId: string | undefined): Voice[] {
  const rank = (v: Voice) => (v.voice_id === defaultId ? 0 : speaks(v, language) ? 1 : 2);
  return voices
    .map((voice, index) => ({ voice: { ...voice, suggested: speaks(voice, language) }, index }))
    .sort((a, b) => rank(a.voice) - rank(b.voice) || a.index - b.index)
    .map(({ voice }) => voice);
}

export function voiceOptionsFrom(voices: Voice[], language: string | null | undefined, defaultId: string): VoiceOptions {
  return {
    language: language ?? 'en',
    default_voice_id: defaultId,
    voices: orderForLanguage(voices, primaryLanguage(language), defaultId),
  };
}

/** `voice_type` as ElevenLabs means it: `default` are the premade voices, `personal` the account's own. */
function matchesVoiceType(voice: Voice, voiceType: string): boolean {
  const premade = (voice.category ?? 'premade') === 'premade';
  if (voiceType === 'default') return premade;
  if (voiceType === 'personal' || voiceType === 'non-default') return !premade;
  return voiceType === 'saved';
}

/** /voices/search over a provider's list: language, category, voice type, every search word, page size. */
export function searchVoiceList(voices: Voice[], query: VoiceSearch = {}): VoiceList {
  const language = query.language ? primaryLanguage(query.language) : undefined;
  const category = query.category?.trim().toLowerCase();
  const voiceType = query.voice_type?.trim().toLowerCase();
  const words = foldForSearch(query.search ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const pageSize = Math.min(100, Math.max(1, Math.floor(query.page_size ?? 20)));
  const matches = voices.filter((voice) => {
    if (language && !speaks(voice, language)) return false;
    if (category && (voice.category ?? '').toLowerCase() !== category) return false;
    if (voiceType && !matchesVoiceType(voice, voiceType)) return false;
    const haystack = foldForSearch(
      [
        voice.voice_id,
        voice.name,
        voice.description,
        voice.accent,
        voice.gender,
        voice.age,
        voice.language,
        voice.descriptive,
        voice.use_case,
      ]
        .concat(Object.values(voice.labels ?? {}))
        .filter(Boolean)
        .join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
  return {
    voices: matches.slice(0, pageSize).map((voice) => ({ ...voice, suggested: language ? true : (voice.suggested ?? false) })),
    has_more: matches.length > pageSize,
    total_count: matches.length,
  };
}

/** Seconds of an MP3 (or any audio ffprobe reads). */
export async function audioDuration(audio: Buffer): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'storyloom-speech-'));
  try {
    const file = path.join(dir, 'audio');
    await writeFile(file, audio);
    return Math.round(((await probeDuration(file)) ?? 0) * 1000) / 1000;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Similar-voice search and conversion for a provider without them (or instead of paying for them): each voice's own
 * sample is measured once with the embedded analysis, then ranked against a recording, or used as the target the
 * embedded conversion moves a recording toward.
 */
export class MeasuredVoices {
  private readonly sampleOf: (voiceId: string) => Promise<Buffer>;
  private readonly features = new Map<string, Promise<VoiceFeatures>>();
  private rubberband: Promise<boolean> | undefined;

  constructor(sampleOf: (voiceId: string) => Promise<Buffer>) {
    this.sampleOf = sampleOf;
  }

  featuresOf(voiceId: string): Promise<VoiceFeatures> {
    let promise = this.features.get(voiceId);
    if (!promise) {
      promise = this.sampleOf(voiceId).then(measureVoice);
      this.features.set(voiceId, promise);
      promise.catch(() => this.features.delete(voiceId));
    }
    return promise;
  }

  async findSimilar(audio: Buffer, voices: Voice[], options: SimilarVoiceSearch = {}): Promise<SimilarVoiceList> {
    const query = await measureVoice(audio);
    const candidates = (
      await Promise.all(
        voices.map(async (voice) => {
          try {
            return { item: voice, features: await this.featuresOf(voice.voice_id) };
          } catch {
            // A voice whose sample cannot be had or measured is left out rather than failing the search.
            return undefined;
          }
        }),
      )
    ).filter((candidate) => candidate !== undefined);
    const ranked = rankBySimilarity(query, candidates, options.similarityThreshold ?? undefined);
    const limit = Math.min(100, Math.max(1, Math.floor(options.topK ?? 10)));
    return {
      voices: ranked.slice(0, limit).map(({ item, similarity, distance }) => ({
        ...item,
        labels: { ...item.labels, similarity: similarity.toFixed(3) },
        similarity,
        distance,
      })),
      has_more: ranked.length > limit,
      total_count: ranked.length,
    };
  }

  async convertToward(audio: Buffer, targetVoiceId: string): Promise<SynthesizedSpeech> {
    const target = await this.featuresOf(targetVoiceId);
    this.rubberband ??= ffmpegHasRubberband();
    return (await convertTowards(audio, target, { rubberband: await this.rubberband })).speech;
  }
}
