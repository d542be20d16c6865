import type {
  SimilarVoice,
  SimilarVoiceList,
  SimilarVoiceSearch,
  SpokenText,
  SynthesisRequest,
  SynthesizedSpeech,
  Voice,
  VoiceList,
  VoiceOptions,
  VoiceSample,
  VoiceSearch,
} from '../../engines/speech/index.ts';

export type {
  SimilarVoice,
  SimilarVoiceList,
  SimilarVoiceSearch,
  SpokenText,
  SynthesisRequest,
  SynthesizedSpeech,
  Voice,
  VoiceList,
  VoiceOptions,
  VoiceSample,
  VoiceSearch,
};

/**
 * Where narration comes from: the embedded engine by default, ElevenLabs or an OpenAI-compatible speech API by
 * configuration. Every method answers in the contract's shapes (Voice, VoiceSample) and MP3 audio.
 */
export interface SpeechProvider {
  /** `embedded`, `elevenlabs` or `openai`. */
  readonly name: string;
  /** The voices on offer, the language's default first; `suggested` for voices of that language. */
  listVoices(options?: { language?: string | null }): Promise<Voice[]>;
  /** GET /voice-options: hr has its own default, every other language the English one. */
  voiceOptions(language?: string | null): Promise<VoiceOptions>;
  defaultVoiceId(language?: string | null): Promise<string>;
  /** GET /voices/search. */
  searchVoices(query?: VoiceSearch): Promise<VoiceList>;
  /** One page of narration; `calm` for bedtime stories. */
  synthesize(request: SynthesisRequest): Promise<SpokenText>;
  /** GET /voices/samples/{id}: a short sample, cached after the first call. */
  voiceSample(voiceId: string): Promise<VoiceSample>;
  /** POST /voices/similar: library voices nearest a recording, nearest first. */
  findSimilarVoices(audio: Buffer, options?: SimilarVoiceSearch): Promise<SimilarVoiceList>;
  /** POST /convert-voice: the recording re-spoken in (or moved toward) the target voice, as MP3. */
  convertVoice(audio: Buffer, targetVoiceId: string): Promise<SynthesizedSpeech>;
}
