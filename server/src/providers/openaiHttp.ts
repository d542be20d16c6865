import type { OpenAiConnection } from './ai-config.ts';

/** The subset of a pino/Fastify logger the adapters use; nothing logged ever holds the API key. */
export interface ProviderLogger {
  warn(details: Record<string, unknown>, message: string): void;
}

export type ProviderFailure = 'http' | 'timeout' | 'network' | 'invalid_response';

/** Any failure of an OpenAI-compatible provider: names the provider, and the HTTP status where there was one. */
export class OpenAiProviderError extends Error {
  override readonly name = 'OpenAiProviderError';
  readonly provider: string;
  readonly kind: ProviderFailure;
  readonly status: number | undefined;
  /** Requests made, retries included. */
  readonly attempts: number;

  constructor(provider: string, kind: ProviderFailure, message: string, options: { status?: number; attempts?: number } = {}) {
    super(`${provider}: ${message}`);
    this.provider = provider;
    this.kind = kind;
    this.status = options.status;
    this.attempts = options.attempts ?? 1;
  }
}

export interface OpenAiHttpOptions {
  logger?: ProviderLogger;
  /** Tests replace the clock's waiting and the jitter. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** Longest backoff between attempts (a Retry-After up to MAX_RETRY_AFTER_MS is still honoured). */
const MAX_BACKOFF_MS = 30_000;
/** A Retry-After longer than this is not waited for: the request fails at once with the provider's answer. */
const MAX_RETRY_AFTER_MS = 120_000;
/** How much of an error body goes into a message. */
const MAX_DETAIL_CHARS = 300;

interface Call {
  method: 'GET' | 'POST';
  url: string;
  /** What the message calls the request: `POST /chat/completions`. */
  what: string;
  auth: boolean;
  /** Built per attempt: a FormData or string body is consumed by sending it. */
  body?: () => string | FormData;
  contentType?: string;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Talks to one OpenAI-compatible API: bearer auth when a key is set, a timeout per attempt (AbortSignal, covering the
 * body too), retries with exponential backoff and jitter on 408/429/5xx and network errors, honouring `Retry-After`
 * and `retry-after-ms`. Errors name the provider, the request and the status; the API key is scrubbed from every
 * message, and no error keeps the request (or its headers) as a cause.
 */
export class OpenAiHttp {
  readonly provider: string;
  private readonly connection: OpenAiConnection;
  private readonly logger: ProviderLogger | undefined;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;

  constructor(provider: string, connection: OpenAiConnection, options: OpenAiHttpOptions = {}) {
    this.provider = provider;
    this.connection = connection;
    this.logger = options.logger;
    this.sleep = options.sleep ?? defaultSleep;
    this.random = options.random ?? Math.random;
  }

  /** POSTs JSON to `baseUrl + path` and returns the parsed JSON answer. */
  async postJson(path: string, body: unknown): Promise<unknown> {
    const text = JSON.stringify(body);
    const bytes = await this.send({
      method: 'POST',
      url: this.connection.baseUrl + path,
      what: `POST ${path}`,
      auth: true,
      body: () => text,
      contentType: 'application/json',
    });
    return this.parseJson(bytes, `POST ${path}`);
  }

  /** POSTs multipart/form-data (fetch writes the boundary) and returns the parsed JSON answer. */
  async postForm(path: string, form: () => FormData): Promise<unknown> {
    const bytes = await this.send({
      method: 'POST',
      url: this.connection.baseUrl + path,
      what: `POST ${path}`,
      auth: true,
      body: form,
    });
    return this.parseJson(bytes, `POST ${path}`);
  }

  /** Downloads a file the API pointed at (an image `url`); the key is never sent along. */
  async download(url: string): Promise<Buffer> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw this.error('invalid_response', 'answered with an image url that is not a URL');
    }
    if (!['http:', 'https:', 'data:'].includes(parsed.protocol)) {
      throw this.error('invalid_response', `answered with an image url of an unsupported scheme (${parsed.protocol})`);
    }
    const what = parsed.protocol === 'data:' ? 'GET data: url' : `GET ${parsed.origin}${parsed.pathname}`;
    return this.send({ method: 'GET', url, what, auth: false });
  }

  /** Removes the API key (and any bearer token) from text that came from outside. */
  redact(text: string): string {
    let out = text.replace(/Bearer\s+[^\s"',]+/gi, 'Bearer [redacted]');
    const key = this.connection.apiKey;
    if (key && key.length >= 4) out = out.split(key).join('[redacted]');
    return out;
  }

  error(kind: ProviderFailure, message: string, options: { status?: number; attempts?: number } = {}): OpenAiProviderError {
    return new OpenAiProviderError(this.provider, kind, this.redact(message), options);
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

  private async send(call: Call): Promise<Buffer> {
    const { timeoutMs, retries } = this.connection;
    const attempts = retries + 1;
    for (let attempt = 1; ; attempt++) {
      const headers: Record<string, string> = { accept: call.method === 'GET' ? '*/*' : 'application/json' };
      if (call.contentType) headers['content-type'] = call.contentType;
      if (call.auth && this.connection.apiKey) headers.authorization = `Bearer ${this.connection.apiKey}`;
      const timeout = AbortSignal.timeout(timeoutMs);
      let failure: { kind: ProviderFailure; message: string; status?: number; retryable: boolean };
      let retryAfterMs: number | undefined;
      try {
        const response = await fetch(call.url, { method: call.method, headers, body: call.body?.(), signal: timeout });
        // Read inside the try: the timeout covers the body, and a connection cut mid-body is a network error.
        const bytes = Buffer.from(await response.arrayBuffer());
        if (response.ok) return bytes;
        retryAfterMs = parseRetryAfter(response.headers);
        const detail = errorDetail(bytes);
        failure = {
          kind: 'http',
          message:
            `${call.what} failed with HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}` +
            (detail ? `: ${detail}` : ''),
          status: response.status,
          retryable: retryableStatus(response.status),
        };
      } catch (caught) {
        if (timeout.aborted) {
          // Not retried: a model still busy after the timeout would only be asked again, and billed twice.
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
        const message = notes.length ? `${failure.message} (${notes.join('; ')})` : failure.message;
        throw this.error(failure.kind, message, { status: failure.status, attempts: attempt });
      }
      const backoff = Math.min(MAX_BACKOFF_MS, this.connection.retryDelayMs * 2 ** (attempt - 1));
      // "Equal jitter": half the backoff fixed, half random, so parallel pages do not retry in lockstep.
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

function retryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** `retry-after-ms` (OpenAI's), else `Retry-After` in seconds or as an HTTP date. */
export function parseRetryAfter(headers: Headers, now = Date.now()): number | undefined {
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms)) && Number(ms) >= 0) return Math.ceil(Number(ms));
  const value = headers.get('retry-after');
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The `error.message` of an OpenAI-style error body, else the start of the body. */
function errorDetail(bytes: Buffer): string {
  const text = bytes.toString('utf8').trim();
  if (!text) return '';
  try {
    const parsed = JSON.parse(text) as unknown;
    if (parsed && typeof parsed === 'object') {
      const error = (parsed as { error?: unknown }).error;
      if (typeof error === 'string') return snippet(error);
      if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
        const { message, code } = error as { message: string; code?: unknown };
        return snippet(typeof code === 'string' && code ? `${message} (${code})` : message);
      }
      if (typeof (parsed as { message?: unknown }).message === 'string') return snippet((parsed as { message: string }).message);
    }
  } catch {
    // not JSON: fall through to the raw text
  }
  return snippet(text);
}

function snippet(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_DETAIL_CHARS ? `${flat.slice(0, MAX_DETAIL_CHARS)}…` : flat;
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
    const parsed = new URL(url);
    return parsed.protocol === 'data:' ? 'data: url' : parsed.origin;
  } catch {
    return 'the server';
  }
}

function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}
