/**
 * A local stand-in for the ElevenLabs API, for tests and local runs without a key. It speaks the documented wire
 * formats: `GET /v1/voices`, `POST /v1/text-to-speech/{voice_id}` (JSON, `xi-api-key`, `output_format` query, MP3
 * back), `POST /v1/speech-to-speech/{voice_id}` (multipart `audio` and `model_id`, MP3 back), preview MP3s, and
 * ElevenLabs' error bodies (`{"detail": {"status", "message"}}`).
 */
import type http from 'node:http';
import {
  FakeSpeechServer,
  sendAudio,
  sendJson,
  spokenSeconds,
  voiceLikeMp3,
  type FakeSpeechRequest,
} from './fakeSpeechServer.ts';

export interface FakeElevenLabsVoice {
  voice_id: string;
  name: string;
  category: string;
  gender: 'female' | 'male';
  accent: string;
  age: string;
  description: string;
  use_case: string;
  /** ISO 639-1 codes the voice is verified for. */
  languages: string[];
  /** Pitch of the fake's voice-like audio. */
  pitchHz: number;
  /** Whether `preview_url` is set. */
  preview: boolean;
}

export const FAKE_ELEVENLABS_VOICES: FakeElevenLabsVoice[] = [
  {
    voice_id: '21m00Tcm4TlvDq8ikWAM',
    name: 'Rachel',
    category: 'premade',
    gender: 'female',
    accent: 'american',
    age: 'young',
    description: 'calm',
    use_case: 'narration',
    languages: ['en'],
    pitchHz: 205,
    preview: true,
  },
  {
    voice_id: 'pNInz6obpgDQGcFmaJgB',
    name: 'Adam',
    category: 'premade',
    gender: 'male',
    accent: 'american',
    age: 'middle_aged',
    description: 'deep',
    use_case: 'narration',
    languages: ['en'],
    pitchHz: 105,
    preview: true,
  },
  {
    voice_id: 'hrMarijaCloned0000001',
    name: 'Marija',
    category: 'cloned',
    gender: 'female',
    accent: 'croatian',
    age: 'middle_aged',
    description: 'warm',
    use_case: 'storytelling',
    languages: ['hr', 'en'],
    pitchHz: 180,
    preview: false,
  },
];

export interface FakeElevenLabsOptions {
  /** When set, requests without `xi-api-key: <apiKey>` get ElevenLabs' 401. */
  apiKey?: string;
  voices?: FakeElevenLabsVoice[];
}

export class FakeElevenLabs extends FakeSpeechServer {
  /** What ELEVENLABS_BASE_URL would be. */
  readonly baseUrl: string;
  readonly voices: FakeElevenLabsVoice[];
  private readonly apiKey: string | undefined;

  private constructor(server: http.Server, options: FakeElevenLabsOptions) {
    super(server);
    this.baseUrl = this.origin;
    this.apiKey = options.apiKey;
    this.voices = options.voices ?? FAKE_ELEVENLABS_VOICES;
  }

  static async start(options: FakeElevenLabsOptions = {}): Promise<FakeElevenLabs> {
    return new FakeElevenLabs(await FakeSpeechServer.listen(), options);
  }

  protected authorised(record: FakeSpeechRequest, res: http.ServerResponse): boolean {
    if (record.path.startsWith('/previews/') || this.apiKey === undefined || record.headers['xi-api-key'] === this.apiKey)
      return true;
    const sent = record.headers['xi-api-key'];
    sendJson(res, 401, {
      detail: {
        status: sent ? 'invalid_api_key' : 'needs_authorization',
        message: sent ? 'Invalid API key' : 'Neither authorization header nor xi-api-key received, please provide one.',
      },
    });
    return false;
  }

  protected sendError(res: http.ServerResponse, status: number, message: string, headers?: Record<string, string>): void {
    const code = status === 429 ? 'too_many_concurrent_requests' : status >= 500 ? 'internal_server_error' : 'invalid_request';
    sendJson(res, status, { detail: { status: code, message } }, headers);
  }

  protected async route(record: FakeSpeechRequest, res: http.ServerResponse): Promise<void> {
    const { method, path } = record;
    if (method === 'GET' && path === '/v1/voices')
      return sendJson(res, 200, { voices: this.voices.map((v) => this.voiceJson(v)) });
    const preview = /^\/previews\/([^/]+)\.mp3$/.exec(path);
    if (method === 'GET' && preview) {
      const voice = this.voices.find((v) => v.voice_id === preview[1]);
      if (!voice) return this.sendError(res, 404, 'No such preview');
      return sendAudio(res, await voiceLikeMp3(voice.pitchHz, 3));
    }
    const tts = /^\/v1\/text-to-speech\/([^/]+)$/.exec(path);
    if (method === 'POST' && tts) return this.textToSpeech(decodeURIComponent(tts[1]!), record, res);
    const sts = /^\/v1\/speech-to-speech\/([^/]+)$/.exec(path);
    if (method === 'POST' && sts) return this.speechToSpeech(decodeURIComponent(sts[1]!), record, res);
    sendJson(res, 404, { detail: 'Not Found' });
  }

  private voiceJson(voice: FakeElevenLabsVoice) {
    return {
      voice_id: voice.voice_id,
      name: voice.name,
      samples: null,
      category: voice.category,
      fine_tuning: { is_allowed_to_fine_tune: true, state: {} },
      labels: {
        accent: voice.accent,
        description: voice.description,
        age: voice.age,
        gender: voice.gender,
        use_case: voice.use_case,
      },
      description: null,
      preview_url: voice.preview ? `${this.origin}/previews/${voice.voice_id}.mp3` : null,
      available_for_tiers: [],
      settings: null,
      sharing: null,
      high_quality_base_model_ids: ['eleven_multilingual_v2', 'eleven_turbo_v2_5'],
      verified_languages: voice.languages.map((language) => ({
        language,
        model_id: 'eleven_multilingual_v2',
        accent: language === 'en' ? voice.accent : 'standard',
        locale: null,
        preview_url: null,
      })),
      is_owner: voice.category !== 'premade',
      is_legacy: false,
    };
  }

  private voice(voiceId: string, res: http.ServerResponse): FakeElevenLabsVoice | undefined {
    const voice = this.voices.find((v) => v.voice_id === voiceId);
    if (!voice) {
      sendJson(res, 404, {
        detail: { status: 'voice_not_found', message: `A voice with the voice_id ${voiceId} was not found.` },
      });
    }
    return voice;
  }

  private async textToSpeech(voiceId: string, record: FakeSpeechRequest, res: http.ServerResponse): Promise<void> {
    const body = record.json;
    if (!body) return sendJson(res, 400, { detail: [{ loc: ['body'], msg: 'Expected a JSON body', type: 'value_error' }] });
    if (typeof body.text !== 'string' || !body.text.trim()) {
      return sendJson(res, 422, { detail: [{ loc: ['body', 'text'], msg: 'field required', type: 'value_error.missing' }] });
    }
    const format = record.query.get('output_format') ?? 'mp3_44100_128';
    if (!format.startsWith('mp3_')) return this.sendError(res, 400, `The fake only makes MP3, not ${format}`);
    const voice = this.voice(voiceId, res);
    if (!voice) return;
    sendAudio(res, await voiceLikeMp3(voice.pitchHz, spokenSeconds(body.text)));
  }

  private async speechToSpeech(voiceId: string, record: FakeSpeechRequest, res: http.ServerResponse): Promise<void> {
    const audio = record.form?.get('audio');
    if (!(audio instanceof Blob) || audio.size === 0) {
      return sendJson(res, 422, { detail: [{ loc: ['body', 'audio'], msg: 'field required', type: 'value_error.missing' }] });
    }
    const voice = this.voice(voiceId, res);
    if (!voice) return;
    sendAudio(res, await voiceLikeMp3(voice.pitchHz, 2));
  }
}
