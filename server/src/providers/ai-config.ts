import { ConfigError, optionalInteger } from '../config.ts';

/** Where an OpenAI-compatible API is and how patiently to talk to it. */
export interface OpenAiConnection {
  /** No trailing slash: `https://api.openai.com/v1`, `http://127.0.0.1:11434/v1` (Ollama). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …`; unset means no Authorization header (Ollama and other local servers). */
  apiKey: string | undefined;
  /** Per attempt, covering the whole answer (headers and body). */
  timeoutMs: number;
  /** Extra attempts after a 408/429/5xx answer or a network error (timeouts are not retried). */
  retries: number;
  /** First backoff delay; doubles per attempt (with jitter), capped at 30 s; a longer Retry-After wins. */
  retryDelayMs: number;
}

export interface OpenAiTextConfig extends OpenAiConnection {
  provider: 'openai';
  /** Chat model (`gpt-4o-mini`, `llama3.1` on Ollama, …). */
  model: string;
}

export interface OpenAiImageConfig extends OpenAiConnection {
  provider: 'openai';
  /** Image model that supports `/images/edits` (`gpt-image-1`, …). */
  model: string;
  /** `WIDTHxHEIGHT` or `auto`, sent as `size`. */
  size: string;
}

export type TextAiConfig = { provider: 'embedded' } | OpenAiTextConfig;
export type ImageAiConfig = { provider: 'embedded' } | OpenAiImageConfig;

/** Where story text and images come from, read from the environment. */
export interface AiConfig {
  text: TextAiConfig;
  image: ImageAiConfig;
}

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_TEXT_MODEL = 'gpt-4o-mini';
export const DEFAULT_IMAGE_MODEL = 'gpt-image-1';
export const DEFAULT_IMAGE_SIZE = '1536x1024';
export const DEFAULT_TEXT_TIMEOUT_SECONDS = 60;
export const DEFAULT_IMAGE_TIMEOUT_SECONDS = 120;
export const DEFAULT_AI_RETRIES = 2;
export const DEFAULT_RETRY_DELAY_MS = 500;

type ProviderName = 'embedded' | 'openai';

function providerName(name: string, raw: string | undefined): ProviderName {
  const value = (raw ?? '').trim() || 'embedded';
  if (value !== 'embedded' && value !== 'openai') throw new ConfigError(`${name} must be "embedded" or "openai", got "${value}"`);
  return value;
}

function baseUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return DEFAULT_OPENAI_BASE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`OPENAI_BASE_URL must be a URL such as ${DEFAULT_OPENAI_BASE_URL} or http://127.0.0.1:11434/v1`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError('OPENAI_BASE_URL must be http or https');
  if (url.search || url.hash) throw new ConfigError('OPENAI_BASE_URL must not have a query or a fragment');
  if (url.username || url.password) throw new ConfigError('OPENAI_BASE_URL must not contain credentials: use OPENAI_API_KEY');
  return url.toString().replace(/\/+$/, '');
}

function model(name: string, raw: string | undefined, fallback: string): string {
  const value = (raw ?? '').trim();
  if (value === '') return fallback;
  if (value.length > 200 || /\s/.test(value))
    throw new ConfigError(`${name} must be a model name without spaces, got "${value}"`);
  return value;
}

const SIZE = /^(\d{2,5})x(\d{2,5})$/;

function imageSize(raw: string | undefined): string {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '') return DEFAULT_IMAGE_SIZE;
  if (value === 'auto') return value;
  const match = SIZE.exec(value);
  const [width, height] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || width < 64 || height < 64 || width > 8192 || height > 8192) {
    throw new ConfigError(`IMAGE_SIZE must be WIDTHxHEIGHT (64 to 8192 each, such as 1536x1024) or "auto", got "${raw}"`);
  }
  return `${width}x${height}`;
}

/** Hosts that refuse every request without a key, so a missing key is a configuration error rather than a 401 later. */
function needsApiKey(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'api.openai.com' || host.endsWith('.openai.azure.com');
}

/**
 * `TEXT_PROVIDER` / `IMAGE_PROVIDER` (`embedded` default, or `openai`), `OPENAI_BASE_URL`, `OPENAI_API_KEY`,
 * `TEXT_MODEL`, `IMAGE_MODEL`, `IMAGE_SIZE`, `AI_TIMEOUT_SECONDS`, `AI_RETRIES`. The OpenAI settings are checked only
 * when one of the providers is `openai`.
 */
export function loadAiConfig(env: NodeJS.ProcessEnv = process.env): AiConfig {
  const textProvider = providerName('TEXT_PROVIDER', env.TEXT_PROVIDER);
  const imageProvider = providerName('IMAGE_PROVIDER', env.IMAGE_PROVIDER);
  if (textProvider === 'embedded' && imageProvider === 'embedded') {
    return { text: { provider: 'embedded' }, image: { provider: 'embedded' } };
  }

  const url = baseUrl(env.OPENAI_BASE_URL);
  const apiKey = (env.OPENAI_API_KEY ?? '').trim() || undefined;
  if (apiKey && /\s/.test(apiKey)) throw new ConfigError('OPENAI_API_KEY must not contain spaces');
  if (!apiKey && needsApiKey(url)) {
    const which = [textProvider === 'openai' && 'TEXT_PROVIDER', imageProvider === 'openai' && 'IMAGE_PROVIDER'].filter(Boolean);
    throw new ConfigError(`${which.join(' and ')}=openai with ${url} needs OPENAI_API_KEY`);
  }
  const timeoutSeconds = optionalInteger('AI_TIMEOUT_SECONDS', env.AI_TIMEOUT_SECONDS, 1, 3600);
  const retries = optionalInteger('AI_RETRIES', env.AI_RETRIES, 0, 10) ?? DEFAULT_AI_RETRIES;
  const connection = (defaultTimeoutSeconds: number): OpenAiConnection => ({
    baseUrl: url,
    apiKey,
    timeoutMs: (timeoutSeconds ?? defaultTimeoutSeconds) * 1000,
    retries,
    retryDelayMs: DEFAULT_RETRY_DELAY_MS,
  });

  return {
    text:
      textProvider === 'openai'
        ? {
            provider: 'openai',
            ...connection(DEFAULT_TEXT_TIMEOUT_SECONDS),
            model: model('TEXT_MODEL', env.TEXT_MODEL, DEFAULT_TEXT_MODEL),
          }
        : { provider: 'embedded' },
    image:
      imageProvider === 'openai'
        ? {
            provider: 'openai',
            ...connection(DEFAULT_IMAGE_TIMEOUT_SECONDS),
            model: model('IMAGE_MODEL', env.IMAGE_MODEL, DEFAULT_IMAGE_MODEL),
            size: imageSize(env.IMAGE_SIZE),
          }
        : { provider: 'embedded' },
  };
}
