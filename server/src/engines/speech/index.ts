/**
 * The embedded speech engine: offline voices from festival (HTS), flite and espeak-ng, whichever are installed;
 * narration mastered with ffmpeg (80 Hz high-pass, gentle compression, −16 LUFS, 48 kHz MP3); voice samples;
 * measurement (YIN pitch, spectral centroid, speaking rate, long-term spectrum); similar-voice search; and voice
 * conversion toward a voice's measured features. Techniques: ../shared/ENGINES.md ("Speech").
 *
 * `createSpeechEngine(options)` owns its caches (installed tools, samples, measurements). The functions below use one
 * shared engine without a disk cache, for callers that need no options.
 */
import type { VoiceFeatures } from './analysis.ts';
import {
  createSpeechEngine,
  type SimilarVoiceSearch,
  type SpeechEngine,
  type SpokenText,
  type SynthesisRequest,
  type VoiceSearch,
} from './engine.ts';
import type { SynthesizedSpeech } from './synthesize.ts';

export { ANALYSIS_RATE, decodePcm, measurePcm, type VoiceFeatures } from './analysis.ts';
export { convertTowards, ffmpegHasRubberband, type VoiceConversion } from './convert.ts';
export {
  createSpeechEngine,
  type SimilarVoice,
  type SimilarVoiceList,
  type SimilarVoiceSearch,
  type SpeechEngine,
  type SpeechEngineOptions,
  type SpokenText,
  type SynthesisRequest,
  type VoiceList,
  type VoiceOptions,
  type VoiceSample,
  type VoiceSearch,
} from './engine.ts';
export { SpeechError, type SpeechErrorCode } from './process.ts';
export { rankBySimilarity, voiceDistance } from './similar.ts';
export { masterToMp3, OUTPUT_RATE, TARGET_LUFS, type SynthesizedSpeech } from './synthesize.ts';
export { cleanText, MAX_TEXT_CHARS, primaryLanguage, SAMPLE_TEXTS, sampleTextFor } from './text.ts';
export {
  detectSpeechTools,
  EMBEDDED_VOICES,
  foldForSearch,
  type EmbeddedVoice,
  type InstalledSpeechTools,
  type SpeechEngineName,
  type Voice,
} from './voices.ts';

let shared: SpeechEngine | undefined;
const engine = (): SpeechEngine => (shared ??= createSpeechEngine());

/** Installed voices in the contract's shape, the language's default first (`suggested` for that language). */
export const listVoices = (options?: { language?: string | null }) => engine().listVoices(options);
/** hr has its own default; every other language uses the English default (festival HTS, else flite rms). */
export const defaultVoiceId = (language?: string | null): Promise<string> => engine().defaultVoiceId(language);
export const findVoice = (voiceId: string) => engine().findVoice(voiceId);
export const searchVoices = (query?: VoiceSearch) => engine().searchVoices(query);
export const synthesize = (request: SynthesisRequest): Promise<SpokenText> => engine().synthesize(request);
export const voiceSample = (voiceId: string) => engine().voiceSample(voiceId);
export const measureVoice = (audio: Buffer): Promise<VoiceFeatures> => engine().measureVoice(audio);
export const findSimilarVoices = (audio: Buffer, options?: SimilarVoiceSearch) => engine().findSimilarVoices(audio, options);
export const convertVoice = (audio: Buffer, targetVoiceId: string): Promise<SynthesizedSpeech> =>
  engine().convertVoice(audio, targetVoiceId);
