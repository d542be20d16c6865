/**
 * A local stand-in for an OpenAI-compatible speech API, for tests and local runs without a key: `POST
 * /v1/audio/speech` (JSON `{model, voice, input, response_format, speed, instructions}`, `Authorization: Bearer`),
 * answering with a real MP3, and OpenAI's error bodies (`{"error": {"message", "type", "code"}}`).
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

/** Pitch of each voice's stand-in audio: the female voices high, the male ones low. */
const VOICE_PITCH: Record<string, number> = { alloy: 160, echo: 115, fable: 130, onyx: 95, nova: 215, shimmer: 195 };

export interface FakeOpenAiSpeechOptions {
  /** When set, requests without `Authorization: Bearer <apiKey>` get OpenAI's 401. */
  apiKey?: string;
}

export class FakeOpenAiSpeech extends FakeSpeechServer {
  /** `http://127.0.0.1:<port>/v1`: what OPENAI_BASE_URL would be. */
  readonly baseUrl: string;
  private readonly apiKey: string | undefined;

  private constructor(server: http.Server, options: FakeOpenAiSpeechOptions) {
    super(server);
    this.baseUrl = `${this.origin}/v1`;
    this.apiKey = options.apiKey;
  }

  static async start(options: FakeOpenAiSpeechOptions = {}): Promise<FakeOpenAiSpeech> {
    return new FakeOpenAiSpeech(await FakeSpeechServer.listen(), options);
  }

  protected authorised(record: FakeSpeechRequest, res: http.ServerResponse): boolean {
    if (this.apiKey === undefined || record.headers.authorization === `Bearer ${this.apiKey}`) return true;
    const sent = (record.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
    // Like OpenAI's, the message echoes the key it got: the adapter must scrub it.
    this.sendError(res, 401, `Incorrect API key provided: ${sent || '(none)'}.`, {}, 'invalid_api_key');
    return false;
  }

  protected sendError(
    res: http.ServerResponse,
    status: number,
    message: string,
    headers: Record<string, string> = {},
    code?: string,
  ): void {
    const type = status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error';
    sendJson(res, status, { error: { message, type, param: null, code: code ?? null } }, headers);
  }

  protected async route(record: FakeSpeechRequest, res: http.ServerResponse): Promise<void> {
    if (record.method !== 'POST' || record.path !== '/v1/audio/speech') {
      return this.sendError(res, 404, `Invalid URL (${record.method} ${record.path})`);
    }
    const body = record.json;
    if (!body) return this.sendError(res, 400, 'We could not parse the JSON body of your request.');
    if (typeof body.model !== 'string' || !body.model) return this.sendError(res, 400, 'you must provide a model parameter');
    if (typeof body.input !== 'string' || !body.input.trim())
      return this.sendError(res, 400, "Missing required parameter: 'input'.");
    if (body.input.length > 4096) return this.sendError(res, 400, "'input' is too long: at most 4096 characters.");
    const pitch = typeof body.voice === 'string' ? VOICE_PITCH[body.voice] : undefined;
    if (pitch === undefined) return this.sendError(res, 400, `Invalid value for 'voice': ${String(body.voice)}.`);
    const format = body.response_format ?? 'mp3';
    if (format !== 'mp3') return this.sendError(res, 400, `The fake only makes mp3, not ${String(format)}.`);
    const speed = typeof body.speed === 'number' ? body.speed : 1;
    if (speed < 0.25 || speed > 4) return this.sendError(res, 400, "'speed' must be between 0.25 and 4.0.");
    sendAudio(res, await voiceLikeMp3(pitch, spokenSeconds(body.input) / speed));
  }
}
