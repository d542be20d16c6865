import { parseRetryAfter, type ProviderFailure, type ProviderLogger } from '../openaiHttp.ts';

/** Where a speech API is and how patiently to talk to it. */
export interface SpeechConnection {
  /** No trailing slash. */
  baseUrl: string;
  apiKey: string | undefined;
  /** Per attempt, covering the whole answer (headers and body). */
  timeoutMs: number;
  /** Extra attempts after a 408/429/5xx answer or a network error (timeouts are not retried: they would bill twice). */
  retries: number;
  /** First backoff delay; doubles per attempt (with jitter), capped at 30 s; a longer Retry-After wins. */
  retryDelayMs: number;
}

export type SpeechFailure = ProviderFailure | 'unsupported';

/** Any failure of a remote speech provider: names the provider, the request and the HTTP status where there was one. */
export class SpeechProviderError extends Error {
  override readonly name = 'SpeechProviderError';
  readonly provider: string;
  readonly kind: SpeechFailure;
  readonly status: number | undefined;
  /** Requests made, retries included. */
  readonly attempts: number;

  constructor(provider: string, kind: SpeechFailure, message: string, options: { status?: number; attempts?: number } = {}) {
    super(`${provider}: ${message}`);
    this.provider = provider;
    this.kind = kind;
    this.status = options.status;
    this.attempts = options.attempts ?? 1;
  }
}

export interface SpeechHttpOptions {
  logger?: ProviderLogger;
  /** Tests replace the clock's waiting and the jitter. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

export interface HttpAnswer {
  body: Buffer;
  contentType: string;
}

interface Call {
  method: 'GET' | 'POST';
  url: string;
  /** What the message calls the request: `POST /v1/text-to-speech/{voice}`. */
  what: string;
  auth: boolean;
  accept: string;
  /** Built per attempt: a FormData body is consumed by sending it. */
  body?: () => string | FormData;
  contentType?: string;
}

const MAX_BACKOFF_MS = 30_000;
const MAX_RETRY_AFTER_MS = 120_000;
const MAX_DETAIL_CHARS = 300;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Talks to one speech API: its own auth header (ElevenLabs `xi-api-key`, OpenAI `Authorization: Bearer`), a timeout per
 * attempt (covering the body), retries with exponential backoff and equal jitter on 408/429/5xx and network errors,
 * honouring Retry-After. Error messages carry the provider's own explanation (ElevenLabs `detail`, OpenAI `error`) and
 * never the key.
 */
export class SpeechHttp {
  readonly provider: string;
  private readonly connection: SpeechConnection;
  private readonly authHeaders: (apiKey: string) => Record<string, string>;
  private readonly logger: ProviderLogger | undefined;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;

  constructor(
    provider: string,
    connection: SpeechConnection,
    authHeaders: (apiKey: string) => Record<string, string>,
    options: SpeechHttpOptions = {},
  ) {
    this.provider = provider;
    this.connection = connection;
    this.authHeaders = authHeaders;
    this.logger = options.logger;
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
  }

  async getJson(path: string): Promise<unknown> {
    const answer = await this.send({
      method: 'GET',
      url: this.connection.baseUrl + path,
      what: `GET ${stripQuery(path)}`,
      auth: true,
      accept: 'application/json',
    });
    return this.parseJson(answer.body, `GET ${stripQuery(path)}`);
  }

  /** POSTs JSON and expects audio back. */
  async postJsonForAudio(path: string, body: unknown, what: string): Promise<HttpAnswer> {
    const text = JSON.stringify(body);
    const answer = await this.send({
      method: 'POST',
      url: this.connection.baseUrl + path,
      what,
      auth: true,
      accept: 'audio/mpeg',
      body: () => text,
      contentType: 'application/json',
    });
    return this.expectAudio(answer, what);
  }

  /** POSTs multipart/form-data (fetch writes the boundary) and expects audio back. */
  async postFormForAudio(path: string, form: () => FormData, what: string): Promise<HttpAnswer> {
    const answer = await this.send({
      method: 'POST',
      url: this.connection.baseUrl + path,
      what,
      auth: true,
      accept: 'audio/mpeg',
      body: form,
    });
    return this.expectAudio(answer, what);
  }

  /** Downloads a file the API pointed at (a voice preview); the key is never sent along. */
  async download(url: string): Promise<HttpAnswer> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw this.error('invalid_response', 'answered with a preview url that is not a URL');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw this.error('invalid_response', `answered with a preview url of an unsupported scheme (${parsed.protocol})`);
    }
    const what = `GET ${parsed.origin}${parsed.pathname}`;
    return this.expectAudio(await this.send({ method: 'GET', url, what, auth: false, accept: 'audio/*' }), what);
  }

  /** Removes the API key from text that came from outside. */
  redact(text: string): string {
    let out = text.replace(/Bearer\s+[^\s"',]+/gi, 'Bearer [redacted]');
    const key = this.connection.apiKey;
    if (key && key.length >= 4) out = out.split(key).join('[redacted]');
    return out;
  }

  error(kind: SpeechFailure, message: string, options: { status?: number; attempts?: number } = {}): SpeechProviderError {
    return new SpeechProviderError(this.provider, kind, this.redact(message), options);
  }

  private expectAudio(answer: HttpAnswer, what: string): HttpAnswer {
    const type = answer.contentType.toLowerCase();
    if (answer.body.length === 0) throw this.error('invalid_response', `${what} answered with no audio`);
    if (type.includes('json') || type.startsWith('text/')) {
      throw this.error(
        'invalid_response',
        `${what} answered with ${type || 'text'} instead of audio: ${snippet(answer.body.toString('utf8'))}`,
      );
    }
    return answer;
  }

  private parseJson(bytes: Buffer, what: string): unknown {
    try {
      return JSON.parse(bytes.toString('utf8'));
    } catch {
      throw this.error(
        'invalid_response',
        `${what} answered with something that is not JSON: ${snippet(bytes.toString('utf8'))}`,
      );
    }
  }

  private async send(call: Call): Promise<HttpAnswer> {
    const { timeoutMs, retries } = this.connection;
    const attempts = retries + 1;
    for (let attempt = 1; ; attempt++) {
      const headers: Record<string, string> = { accept: call.accept };
      if (call.contentType) headers['content-type'] = call.contentType;
      if (call.auth && this.connection.apiKey) Object.assign(headers, this.authHeaders(this.connection.apiKey));
      const timeout = AbortSignal.timeout(timeoutMs);
      let failure: { kind: ProviderFailure; message: string; status?: number; retryable: boolean };
      let retryAfterMs: number | undefined;
      try {
        const response = await fetch(call.url, { method: call.method, headers, body: call.body?.(), signal: timeout });
        // Read inside the try: the timeout covers the body, and a connection cut mid-body is a network error.
        const body = Buffer.from(await response.arrayBuffer());
        if (response.ok) return { body, contentType: response.headers.get('content-type') ?? '' };
        retryAfterMs = parseRetryAfter(response.headers);
        const detail = errorDetail(body);
        failure = {
          kind: 'http',
          message: `${call.what} failed with HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}${detail ? `: ${detail}` : ''}`,
          status: response.status,
          retryable: response.status === 408 || response.status === 429 || response.status >= 500,
        };
      } catch (caught) {
        if (timeout.aborted) {
          throw this.error('timeout', `${call.what} timed out after ${formatSeconds(timeoutMs)}`, { attempts: attempt });
        }
        failure = {
          kind: 'network',
          message: `${call.what} could not reach ${originOf(call.url)}: ${describeNetworkError(caught)}`,
          retryable: true,
        };
      }

      const tooLong = retryAfterMs !== undefined && retryAfterMs > MAX_RETRY_AFTER_MS;
      if (!failure.retryable || attempt >= attempts || tooLong) {
        const notes = [
          attempt > 1 ? `after ${attempt} attempts` : '',
          failure.retryable && tooLong ? `asked to retry after ${formatSeconds(retryAfterMs!)}, longer than we wait` : '',
        ].filter(Boolean);
        throw this.error(failure.kind, notes.length ? `${failure.message} (${notes.join('; ')})` : failure.message, {
          status: failure.status,
          attempts: attempt,
        });
      }
      const backoff = Math.min(MAX_BACKOFF_MS, this.connection.retryDelayMs * 2 ** (attempt - 1));
      const delayMs = Math.max(Math.round(backoff / 2 + (this.random() * backoff) / 2), retryAfterMs ?? 0);
      this.logger?.warn(
        {
          provider: this.provider,
          request: call.what,
          attempt,
          of: attempts,
          status: failure.status,
          delayMs,
          error: this.redact(failure.message),
        },
        `${this.provider}: retrying in ${delayMs} ms`,
      );
      await this.sleep(delayMs);
    }
  }
}

/**
 * The provider's explanation in an error body: ElevenLabs `{"detail": {"status", "message"}}`, `{"detail": "…"}` or a
 * validation list `{"detail": [{"loc", "msg"}]}`; OpenAI `{"error": {"message", "code"}}`; else the start of the body.
 */
export function errorDetail(bytes: Buffer): string {
  const text = bytes.toString('utf8').trim();
  if (!text) return '';
  try {
    const parsed = JSON.parse(text) as Record<string, unknown> | null;
    if (parsed && typeof parsed === 'object') {
      const detail = parsed.detail;
      if (typeof detail === 'string') return snippet(detail);
      if (Array.isArray(detail)) {
        return snippet(
          detail
            .map((item: { loc?: unknown; msg?: unknown }) =>
              [Array.isArray(item?.loc) ? item.loc.join('.') : '', typeof item?.msg === 'string' ? item.msg : '']
                .filter(Boolean)
                .join(': '),
            )
            .filter(Boolean)
            .join('; '),
        );
      }
      if (detail && typeof detail === 'object') {
        const { message, status } = detail as { message?: unknown; status?: unknown };
        if (typeof message === 'string')
          return snippet(typeof status === 'string' && status ? `${message} (${status})` : message);
      }
      const error = parsed.error;
      if (typeof error === 'string') return snippet(error);
      if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
        const { message, code } = error as { message: string; code?: unknown };
        return snippet(typeof code === 'string' && code ? `${message} (${code})` : message);
      }
      if (typeof parsed.message === 'string') return snippet(parsed.message);
    }
  } catch {
    // not JSON: the raw text below
  }
  return snippet(text);
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_DETAIL_CHARS ? `${flat.slice(0, MAX_DETAIL_CHARS)}…` : flat;
}

function stripQuery(path: string): string {
  return path.split('?')[0]!;
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  const inner = cause && typeof cause === 'object' ? (cause as { code?: unknown; message?: unknown }) : undefined;
  if (inner && typeof inner.code === 'string') return inner.code;
  if (inner && typeof inner.message === 'string') return snippet(inner.message);
  return error instanceof Error ? snippet(error.message) : 'unknown error';
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'the server';
  }
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}
