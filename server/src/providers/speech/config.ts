import { ConfigError, optionalInteger } from '../../config.ts';
import { createSpeechEngine, type SpeechEngine } from '../../engines/speech/index.ts';
import { DEFAULT_AI_RETRIES, DEFAULT_OPENAI_BASE_URL, DEFAULT_RETRY_DELAY_MS } from '../ai-config.ts';
import type { ProviderLogger } from '../openaiHttp.ts';
import { createEmbeddedSpeechProvider } from './embedded.ts';
import { ElevenLabsSpeechProvider } from './elevenlabs.ts';
import type { SpeechConnection, SpeechHttpOptions } from './http.ts';
import { OpenAiSpeechProvider } from './openai.ts';
import type { SpeechProvider } from './types.ts';

/** Voices to use when a story's language has no chosen voice; unset picks from the provider's list. */
export interface DefaultVoices {
  en: string | undefined;
  hr: string | undefined;
}

export interface ElevenLabsSpeechConfig extends SpeechConnection {
  provider: 'elevenlabs';
  /** Text-to-speech model (`eleven_multilingual_v2` speaks Croatian). */
  model: string;
  /** Speech-to-speech model for voice conversion. */
  conversionModel: string;
  /** `output_format` query value. */
  outputFormat: string;
  defaultVoices: DefaultVoices;
}

export interface OpenAiSpeechConfig extends SpeechConnection {
  provider: 'openai';
  /** `gpt-4o-mini-tts` (follows delivery instructions), `tts-1`, `tts-1-hd`, or a compatible server's model. */
  model: string;
  defaultVoices: DefaultVoices;
}

export type SpeechConfig = { provider: 'embedded' } | ElevenLabsSpeechConfig | OpenAiSpeechConfig;

export const DEFAULT_ELEVENLABS_BASE_URL = 'https://api.elevenlabs.io';
export const DEFAULT_ELEVENLABS_MODEL = 'eleven_multilingual_v2';
export const DEFAULT_ELEVENLABS_CONVERSION_MODEL = 'eleven_multilingual_sts_v2';
export const DEFAULT_ELEVENLABS_OUTPUT_FORMAT = 'mp3_44100_128';
export const DEFAULT_OPENAI_SPEECH_MODEL = 'gpt-4o-mini-tts';
/** A page of narration takes a few seconds; conversions of long recordings longer. */
export const DEFAULT_SPEECH_TIMEOUT_SECONDS = 120;

const ID = /^[A-Za-z0-9._-]{1,128}$/;

function url(name: string, raw: string | undefined, fallback: string): string {
  const value = (raw ?? '').trim();
  if (value === '') return fallback;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL such as ${fallback}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigError(`${name} must be http or https`);
  if (parsed.search || parsed.hash) throw new ConfigError(`${name} must not have a query or a fragment`);
  if (parsed.username || parsed.password) throw new ConfigError(`${name} must not contain credentials`);
  return parsed.toString().replace(/\/+$/, '');
}

function name(variable: string, raw: string | undefined, fallback: string): string {
  const value = (raw ?? '').trim();
  if (value === '') return fallback;
  if (!ID.test(value)) throw new ConfigError(`${variable} must be a model or voice id without spaces, got "${value}"`);
  return value;
}

function optionalVoice(variable: string, raw: string | undefined): string | undefined {
  const value = (raw ?? '').trim();
  return value === '' ? undefined : name(variable, value, value);
}

function key(variable: string, raw: string | undefined): string | undefined {
  const value = (raw ?? '').trim() || undefined;
  if (value && /\s/.test(value)) throw new ConfigError(`${variable} must not contain spaces`);
  return value;
}

/**
 * `SPEECH_PROVIDER` (`embedded` default, `elevenlabs` or `openai`), `SPEECH_MODEL`, `SPEECH_VOICE_EN` /
 * `SPEECH_VOICE_HR` (default voices); for ElevenLabs `ELEVENLABS_API_KEY` (required), `ELEVENLABS_BASE_URL`,
 * `SPEECH_CONVERSION_MODEL`; for OpenAI `OPENAI_BASE_URL` and `OPENAI_API_KEY` (required for api.openai.com), shared
 * with the text and image providers; `AI_TIMEOUT_SECONDS` and `AI_RETRIES` as for them.
 */
export function loadSpeechConfig(env: NodeJS.ProcessEnv = process.env): SpeechConfig {
  const provider = (env.SPEECH_PROVIDER ?? '').trim() || 'embedded';
  if (provider === 'embedded') return { provider };
  if (provider !== 'elevenlabs' && provider !== 'openai') {
    throw new ConfigError(`SPEECH_PROVIDER must be "embedded", "elevenlabs" or "openai", got "${provider}"`);
  }
  const timeoutMs =
    (optionalInteger('AI_TIMEOUT_SECONDS', env.AI_TIMEOUT_SECONDS, 1, 3600) ?? DEFAULT_SPEECH_TIMEOUT_SECONDS) * 1000;
  const retries = optionalInteger('AI_RETRIES', env.AI_RETRIES, 0, 10) ?? DEFAULT_AI_RETRIES;
  const defaultVoices = {
    en: optionalVoice('SPEECH_VOICE_EN', env.SPEECH_VOICE_EN),
    hr: optionalVoice('SPEECH_VOICE_HR', env.SPEECH_VOICE_HR),
  };

  if (provider === 'elevenlabs') {
    const apiKey = key('ELEVENLABS_API_KEY', env.ELEVENLABS_API_KEY);
    if (!apiKey)
      throw new ConfigError('SPEECH_PROVIDER=elevenlabs needs ELEVENLABS_API_KEY (from elevenlabs.io, Profile → API keys)');
    return {
      provider,
      baseUrl: url('ELEVENLABS_BASE_URL', env.ELEVENLABS_BASE_URL, DEFAULT_ELEVENLABS_BASE_URL),
      apiKey,
      timeoutMs,
      retries,
      retryDelayMs: DEFAULT_RETRY_DELAY_MS,
      model: name('SPEECH_MODEL', env.SPEECH_MODEL, DEFAULT_ELEVENLABS_MODEL),
      conversionModel: name('SPEECH_CONVERSION_MODEL', env.SPEECH_CONVERSION_MODEL, DEFAULT_ELEVENLABS_CONVERSION_MODEL),
      outputFormat: DEFAULT_ELEVENLABS_OUTPUT_FORMAT,
      defaultVoices,
    };
  }

  const baseUrl = url('OPENAI_BASE_URL', env.OPENAI_BASE_URL, DEFAULT_OPENAI_BASE_URL);
  const apiKey = key('OPENAI_API_KEY', env.OPENAI_API_KEY);
  const host = new URL(baseUrl).hostname;
  if (!apiKey && (host === 'api.openai.com' || host.endsWith('.openai.azure.com'))) {
    throw new ConfigError(`SPEECH_PROVIDER=openai with ${baseUrl} needs OPENAI_API_KEY`);
  }
  return {
    provider,
    baseUrl,
    apiKey,
    timeoutMs,
    retries,
    retryDelayMs: DEFAULT_RETRY_DELAY_MS,
    model: name('SPEECH_MODEL', env.SPEECH_MODEL, DEFAULT_OPENAI_SPEECH_MODEL),
    defaultVoices,
  };
}

export interface CreateSpeechProviderOptions extends SpeechHttpOptions {
  /** The embedded engine to use (its sample cache directory, concurrency); one is made when unset. */
  engine?: SpeechEngine;
  /** Where the embedded engine keeps samples when no engine is given (DATA_DIR/cache/voices, say). */
  cacheDir?: string;
}

/**
 * The speech provider the environment asks for. A missing key or a malformed setting throws ConfigError at startup,
 * never on the first narration.
 */
export function createSpeechProvider(
  env: NodeJS.ProcessEnv = process.env,
  logger?: ProviderLogger,
  options: CreateSpeechProviderOptions = {},
): SpeechProvider {
  return speechProviderFor(loadSpeechConfig(env), logger, options);
}

/** The speech provider for an already loaded configuration (the server loads it with the rest of its config). */
export function speechProviderFor(
  config: SpeechConfig,
  logger?: ProviderLogger,
  options: CreateSpeechProviderOptions = {},
): SpeechProvider {
  const http: SpeechHttpOptions = { logger, sleep: options.sleep, random: options.random };
  switch (config.provider) {
    case 'embedded':
      return createEmbeddedSpeechProvider(options.engine ?? createSpeechEngine({ cacheDir: options.cacheDir }));
    case 'elevenlabs':
      return new ElevenLabsSpeechProvider(config, http);
    case 'openai':
      return new OpenAiSpeechProvider(config, http);
  }
}
