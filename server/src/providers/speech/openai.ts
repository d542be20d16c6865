import { cleanText, primaryLanguage, sampleTextFor, SpeechError, type Voice } from '../../engines/speech/index.ts';
import { audioDuration, MeasuredVoices, orderForLanguage, searchVoiceList, voiceOptionsFrom } from './catalogue.ts';
import type { OpenAiSpeechConfig } from './config.ts';
import { SpeechHttp, type SpeechHttpOptions } from './http.ts';
import type { SpeechProvider, SynthesizedSpeech, VoiceSample } from './types.ts';

interface OpenAiVoice {
  id: string;
  gender: 'female' | 'male' | 'neutral';
  accent: string;
  age: string;
  descriptive: string;
  note: string;
}

/** OpenAI's text-to-speech voices (the six every speech model has). */
export const OPENAI_VOICES: readonly OpenAiVoice[] = [
  {
    id: 'alloy',
    gender: 'neutral',
    accent: 'american',
    age: 'middle_aged',
    descriptive: 'balanced',
    note: 'Even and versatile.',
  },
  { id: 'echo', gender: 'male', accent: 'american', age: 'middle_aged', descriptive: 'clear', note: 'Clear and composed.' },
  {
    id: 'fable',
    gender: 'male',
    accent: 'british',
    age: 'middle_aged',
    descriptive: 'expressive',
    note: 'An expressive storyteller.',
  },
  { id: 'onyx', gender: 'male', accent: 'american', age: 'middle_aged', descriptive: 'deep', note: 'Deep and resonant.' },
  { id: 'nova', gender: 'female', accent: 'american', age: 'young', descriptive: 'warm', note: 'Warm and bright.' },
  { id: 'shimmer', gender: 'female', accent: 'american', age: 'young', descriptive: 'soft', note: 'Soft and gentle.' },
];

/** The languages Storyloom writes in; OpenAI's voices read all of them. */
const LANGUAGES = ['en', 'hr', 'de', 'es', 'fr', 'it'];
const DEFAULTS = { en: 'nova', hr: 'shimmer' };
/** Calm and normal delivery, for the models that take instructions (gpt-4o-mini-tts and later). */
const INSTRUCTIONS = {
  calm: 'Read this bedtime story slowly and softly, in a calm, soothing voice, with gentle pauses between sentences.',
  normal: "Read this children's story warmly and clearly, like a storyteller.",
};

/**
 * An OpenAI-compatible speech API: POST {OPENAI_BASE_URL}/audio/speech with `{model, voice, input, response_format:
 * "mp3"}` and a bearer key. It has no speech-to-speech and no similar-voice search: those measure each voice's own
 * sample with the embedded analysis (synthesised once per voice, then cached) and move a recording toward it.
 */
export class OpenAiSpeechProvider implements SpeechProvider {
  readonly name = 'openai';
  private readonly config: OpenAiSpeechConfig;
  private readonly http: SpeechHttp;
  private readonly samples = new Map<string, Promise<Buffer>>();
  private readonly measured: MeasuredVoices;

  constructor(config: OpenAiSpeechConfig, options: SpeechHttpOptions = {}) {
    this.config = config;
    this.http = new SpeechHttp(
      `OpenAI-compatible speech provider (${config.model})`,
      config,
      (apiKey) => ({ authorization: `Bearer ${apiKey}` }),
      options,
    );
    this.measured = new MeasuredVoices((voiceId) => this.sample(voiceId));
  }

  private voices(): Voice[] {
    return OPENAI_VOICES.map((voice) => ({
      voice_id: voice.id,
      name: voice.id[0]!.toUpperCase() + voice.id.slice(1),
      description: `OpenAI voice (${this.config.model}). ${voice.note}`,
      category: 'premade',
      labels: {
        accent: voice.accent,
        gender: voice.gender,
        age: voice.age,
        description: voice.descriptive,
        use_case: 'narration',
      },
      preview_url: null,
      gender: voice.gender,
      accent: voice.accent,
      age: voice.age,
      verified_languages: LANGUAGES.map((language) => ({ language, accent: null, locale: null, model_id: this.config.model })),
      language: 'en',
      primary_language: 'en',
      descriptive: voice.descriptive,
      use_case: 'narration',
      suggested: false,
    }));
  }

  private requireVoice(voiceId: string): Voice {
    const voice = this.voices().find((v) => v.voice_id === voiceId);
    if (!voice)
      throw new SpeechError(
        'unknown_voice',
        `There is no OpenAI voice ${voiceId} (${OPENAI_VOICES.map((v) => v.id).join(', ')}).`,
      );
    return voice;
  }

  async defaultVoiceId(language?: string | null): Promise<string> {
    const { en, hr } = this.config.defaultVoices;
    // SPEECH_VOICE_EN is the default of every language but Croatian, never of Croatian.
    return primaryLanguage(language) === 'hr' ? (hr ?? DEFAULTS.hr) : (en ?? DEFAULTS.en);
  }

  async listVoices({ language }: { language?: string | null } = {}): Promise<Voice[]> {
    return orderForLanguage(this.voices(), primaryLanguage(language), await this.defaultVoiceId(language));
  }

  async voiceOptions(language?: string | null) {
    return voiceOptionsFrom(this.voices(), language, await this.defaultVoiceId(language));
  }

  async searchVoices(query = {}) {
    return searchVoiceList(this.voices(), query);
  }

  async synthesize({ text, voiceId, language, calm }: Parameters<SpeechProvider['synthesize']>[0]) {
    const voice = this.requireVoice(voiceId || (await this.defaultVoiceId(language))).voice_id;
    const body: Record<string, unknown> = {
      model: this.config.model,
      voice,
      input: cleanText(text),
      response_format: 'mp3',
      speed: calm ? 0.9 : 1,
    };
    // tts-1 and tts-1-hd reject instructions; the gpt-4o speech models follow them.
    if (/gpt-4o/.test(this.config.model)) body.instructions = calm ? INSTRUCTIONS.calm : INSTRUCTIONS.normal;
    const answer = await this.http.postJsonForAudio('/audio/speech', body, 'POST /audio/speech');
    return { ...(await this.speech(answer.body)), voiceId: voice };
  }

  async voiceSample(voiceId: string): Promise<VoiceSample> {
    const voice = this.requireVoice(voiceId);
    const audio = await this.sample(voiceId);
    return {
      success: true,
      sample_audio: audio.toString('base64'),
      content_type: 'audio/mpeg',
      sample_text: sampleTextFor('en'),
      voice_name: voice.name,
      message: null,
      error: null,
    };
  }

  async findSimilarVoices(audio: Buffer, options: Parameters<SpeechProvider['findSimilarVoices']>[1] = {}) {
    return this.measured.findSimilar(audio, this.voices(), options);
  }

  async convertVoice(audio: Buffer, targetVoiceId: string): Promise<SynthesizedSpeech> {
    this.requireVoice(targetVoiceId);
    return this.measured.convertToward(audio, targetVoiceId);
  }

  /** The English sample text in this voice, synthesised once. */
  private sample(voiceId: string): Promise<Buffer> {
    let sample = this.samples.get(voiceId);
    if (!sample) {
      sample = this.synthesize({ text: sampleTextFor('en'), voiceId, language: 'en' }).then((spoken) => spoken.data);
      this.samples.set(voiceId, sample);
      sample.catch(() => this.samples.delete(voiceId));
    }
    return sample;
  }

  private async speech(data: Buffer): Promise<SynthesizedSpeech> {
    return { data, contentType: 'audio/mpeg', extension: 'mp3', durationSeconds: await audioDuration(data) };
  }
}
