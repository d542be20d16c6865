import { createHash } from 'node:crypto';
import { cleanText, primaryLanguage, sampleTextFor, SpeechError, type Voice } from '../../engines/speech/index.ts';
import { audioDuration, MeasuredVoices, orderForLanguage, searchVoiceList, speaks, voiceOptionsFrom } from './catalogue.ts';
import type { ElevenLabsSpeechConfig } from './config.ts';
import { SpeechHttp, type SpeechHttpOptions } from './http.ts';
import type { SpeechProvider, SynthesizedSpeech, VoiceSample } from './types.ts';

/** The voice ElevenLabs' own docs use (Rachel, a premade narrator), preferred as the English default when listed. */
const RACHEL = '21m00Tcm4TlvDq8ikWAM';
/** The voice list changes only when the account adds voices. */
const VOICE_LIST_TTL_MS = 5 * 60_000;
/** Similar-voice search measures at most this many voices' previews (each one a download, once). */
const MAX_MEASURED_VOICES = 40;

/** The parts of ElevenLabs' voice JSON (GET /v1/voices) that Storyloom reads. */
interface ElevenLabsVoice {
  voice_id?: unknown;
  name?: unknown;
  category?: unknown;
  description?: unknown;
  labels?: unknown;
  preview_url?: unknown;
  verified_languages?: unknown;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** ElevenLabs' voice JSON in the contract's Voice shape. */
export function elevenLabsVoice(raw: ElevenLabsVoice): Voice | undefined {
  const voiceId = text(raw.voice_id);
  if (!voiceId || !/^[A-Za-z0-9._-]{1,128}$/.test(voiceId)) return undefined;
  const labels: Record<string, string> = {};
  if (raw.labels && typeof raw.labels === 'object') {
    for (const [name, value] of Object.entries(raw.labels)) {
      if (typeof value === 'string') labels[name] = value;
    }
  }
  const verified = (Array.isArray(raw.verified_languages) ? raw.verified_languages : [])
    .filter((v): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && typeof v.language === 'string')
    .map((v) => ({ language: v.language as string, accent: text(v.accent), locale: text(v.locale), model_id: text(v.model_id) }));
  const language = verified[0]?.language ?? labels.language ?? null;
  return {
    voice_id: voiceId,
    name: text(raw.name) ?? voiceId,
    description: text(raw.description) ?? labels.description ?? null,
    category: text(raw.category),
    labels,
    preview_url: text(raw.preview_url),
    gender: labels.gender ?? null,
    accent: labels.accent ?? null,
    age: labels.age ?? null,
    verified_languages: verified,
    language,
    primary_language: language,
    descriptive: labels.descriptive ?? labels.description ?? null,
    use_case: labels.use_case ?? null,
    suggested: false,
  };
}

/** A recording's MIME type and file name from its first bytes, so ElevenLabs can tell the format. */
function recordingFile(audio: Buffer): { type: string; name: string } {
  const head = audio.subarray(0, 12);
  if (head.toString('ascii', 0, 4) === 'RIFF') return { type: 'audio/wav', name: 'recording.wav' };
  if (head.toString('ascii', 0, 4) === 'OggS') return { type: 'audio/ogg', name: 'recording.ogg' };
  if (head.toString('ascii', 0, 4) === 'fLaC') return { type: 'audio/flac', name: 'recording.flac' };
  if (head.readUInt32BE(0) === 0x1a45dfa3) return { type: 'audio/webm', name: 'recording.webm' };
  if (head.toString('ascii', 4, 8) === 'ftyp') return { type: 'audio/mp4', name: 'recording.m4a' };
  return { type: 'audio/mpeg', name: 'recording.mp3' };
}

/**
 * ElevenLabs (documented API): GET /v1/voices, POST /v1/text-to-speech/{voice_id}, POST
 * /v1/speech-to-speech/{voice_id}, authenticated with `xi-api-key`. Samples are the voices' preview MP3s (free);
 * similar-voice search measures those previews with the embedded analysis.
 */
export class ElevenLabsSpeechProvider implements SpeechProvider {
  readonly name = 'elevenlabs';
  private readonly config: ElevenLabsSpeechConfig;
  private readonly http: SpeechHttp;
  private readonly samples = new Map<string, Promise<{ audio: Buffer; text: string | null }>>();
  private readonly measured: MeasuredVoices;
  private voiceList: { at: number; voices: Promise<Voice[]> } | undefined;

  constructor(config: ElevenLabsSpeechConfig, options: SpeechHttpOptions = {}) {
    this.config = config;
    this.http = new SpeechHttp('ElevenLabs', config, (apiKey) => ({ 'xi-api-key': apiKey }), options);
    this.measured = new MeasuredVoices(async (voiceId) => (await this.sample(voiceId)).audio);
  }

  /** The account's voices, fetched at most every five minutes. */
  private voices(): Promise<Voice[]> {
    if (!this.voiceList || Date.now() - this.voiceList.at > VOICE_LIST_TTL_MS) {
      const voices = this.http.getJson('/v1/voices').then((answer) => {
        const list = (answer as { voices?: unknown }).voices;
        if (!Array.isArray(list)) throw this.http.error('invalid_response', 'GET /v1/voices answered without a "voices" list');
        return list.map((raw: ElevenLabsVoice) => elevenLabsVoice(raw)).filter((v): v is Voice => v !== undefined);
      });
      this.voiceList = { at: Date.now(), voices };
      voices.catch(() => (this.voiceList = undefined));
    }
    return this.voiceList.voices;
  }

  async defaultVoiceId(language?: string | null): Promise<string> {
    const croatian = primaryLanguage(language) === 'hr';
    // SPEECH_VOICE_EN is the default of every language but Croatian: Croatian takes SPEECH_VOICE_HR or a hr voice.
    const configured = croatian ? this.config.defaultVoices.hr : this.config.defaultVoices.en;
    if (configured) return configured;
    const voices = await this.voices();
    const hr = croatian ? voices.find((v) => speaks(v, 'hr'))?.voice_id : undefined;
    if (hr) return hr;
    if (this.config.defaultVoices.en) return this.config.defaultVoices.en;
    const english = voices.find((v) => v.voice_id === RACHEL) ?? voices.find((v) => speaks(v, 'en')) ?? voices[0];
    if (!english) throw new SpeechError('unknown_voice', 'The ElevenLabs account has no voices.');
    return english.voice_id;
  }

  async listVoices({ language }: { language?: string | null } = {}): Promise<Voice[]> {
    return orderForLanguage(await this.voices(), primaryLanguage(language), await this.defaultVoiceId(language));
  }

  async voiceOptions(language?: string | null) {
    return voiceOptionsFrom(await this.voices(), language, await this.defaultVoiceId(language));
  }

  async searchVoices(query = {}) {
    return searchVoiceList(await this.voices(), query);
  }

  async synthesize({ text: input, voiceId, language, calm }: Parameters<SpeechProvider['synthesize']>[0]) {
    const cleaned = cleanText(input);
    const voice = voiceId || (await this.defaultVoiceId(language));
    const model = this.config.model;
    const body: Record<string, unknown> = {
      text: cleaned,
      model_id: model,
      voice_settings: calm
        ? { stability: 0.7, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 0.88 }
        : { stability: 0.5, similarity_boost: 0.75, style: 0, use_speaker_boost: true, speed: 1 },
      // Same text, same seed: ElevenLabs then tries to give the same audio.
      seed: Number.parseInt(createHash('sha256').update(cleaned).digest('hex').slice(0, 8), 16),
    };
    // Only the v2.5 and v3 models take a language code; multilingual v2 detects the language itself.
    if (language && /(_v2_5|eleven_v3)/.test(model)) body.language_code = primaryLanguage(language);
    const path = `/v1/text-to-speech/${encodeURIComponent(voice)}?output_format=${encodeURIComponent(this.config.outputFormat)}`;
    const answer = await this.http.postJsonForAudio(path, body, `POST /v1/text-to-speech/${voice}`);
    return { ...(await this.speech(answer.body)), voiceId: voice };
  }

  async voiceSample(voiceId: string): Promise<VoiceSample> {
    const [sample, voice] = await Promise.all([
      this.sample(voiceId),
      this.voices().then((list) => list.find((v) => v.voice_id === voiceId)),
    ]);
    return {
      success: true,
      sample_audio: sample.audio.toString('base64'),
      content_type: 'audio/mpeg',
      sample_text: sample.text,
      voice_name: voice?.name ?? null,
      message: sample.text === null ? 'The voice preview from ElevenLabs.' : null,
      error: null,
    };
  }

  async findSimilarVoices(audio: Buffer, options: Parameters<SpeechProvider['findSimilarVoices']>[1] = {}) {
    return this.measured.findSimilar(audio, (await this.voices()).slice(0, MAX_MEASURED_VOICES), options);
  }

  async convertVoice(audio: Buffer, targetVoiceId: string): Promise<SynthesizedSpeech> {
    if (audio.length === 0) throw new SpeechError('invalid_audio', 'The audio file is empty.');
    const file = recordingFile(audio);
    const path = `/v1/speech-to-speech/${encodeURIComponent(targetVoiceId)}?output_format=${encodeURIComponent(this.config.outputFormat)}`;
    const answer = await this.http.postFormForAudio(
      path,
      () => {
        const form = new FormData();
        form.append('audio', new Blob([new Uint8Array(audio)], { type: file.type }), file.name);
        form.append('model_id', this.config.conversionModel);
        return form;
      },
      `POST /v1/speech-to-speech/${targetVoiceId}`,
    );
    return this.speech(answer.body);
  }

  /** The preview MP3 when the voice has one (free); otherwise the sample text spoken once. Cached per voice. */
  private sample(voiceId: string): Promise<{ audio: Buffer; text: string | null }> {
    let sample = this.samples.get(voiceId);
    if (!sample) {
      sample = (async () => {
        const voice = (await this.voices()).find((v) => v.voice_id === voiceId);
        if (voice?.preview_url) return { audio: (await this.http.download(voice.preview_url)).body, text: null };
        const language = voice?.language ?? 'en';
        const spoken = await this.synthesize({ text: sampleTextFor(language), voiceId, language });
        return { audio: spoken.data, text: sampleTextFor(language) };
      })();
      this.samples.set(voiceId, sample);
      sample.catch(() => this.samples.delete(voiceId));
    }
    return sample;
  }

  private async speech(data: Buffer): Promise<SynthesizedSpeech> {
    return { data, contentType: 'audio/mpeg', extension: 'mp3', durationSeconds: await audioDuration(data) };
  }
}
