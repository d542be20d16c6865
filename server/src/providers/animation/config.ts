import { ConfigError, optionalInteger } from '../../config.ts';
import { DEFAULT_AI_RETRIES, DEFAULT_RETRY_DELAY_MS } from '../ai-config.ts';
import type { ProviderLogger } from '../openaiHttp.ts';
import { embeddedAnimationProvider } from './embedded.ts';
import { SeedanceAnimationProvider, type SeedanceConfig, type SeedanceOptions } from './seedance.ts';
import type { AnimationProvider } from './types.ts';

export type AnimationConfig = { provider: 'embedded' } | SeedanceConfig;

export const DEFAULT_SEEDANCE_BASE_URL = 'https://ark.ap-southeast.bytepluses.com';
export const DEFAULT_SEEDANCE_MODEL = 'seedance-1-0-lite-i2v-250428';
export const DEFAULT_SEEDANCE_RESOLUTION = '720p';
/** Per request (creating a task, one status poll, the download). */
export const DEFAULT_SEEDANCE_REQUEST_TIMEOUT_SECONDS = 60;
/** A 5-second clip usually takes one to three minutes; a busy queue more. */
export const DEFAULT_SEEDANCE_MAX_WAIT_SECONDS = 600;
export const DEFAULT_SEEDANCE_POLL_SECONDS = 5;

const MODEL = /^[A-Za-z0-9._-]{1,128}$/;
const RESOLUTIONS = ['480p', '720p', '1080p'];

/** The API's origin; a pasted `…/api/v3` is tolerated, since the adapter adds the path itself. */
function baseUrl(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  if (value === '') return DEFAULT_SEEDANCE_BASE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`SEEDANCE_BASE_URL must be a URL such as ${DEFAULT_SEEDANCE_BASE_URL}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError('SEEDANCE_BASE_URL must be http or https');
  if (url.search || url.hash) throw new ConfigError('SEEDANCE_BASE_URL must not have a query or a fragment');
  if (url.username || url.password) throw new ConfigError('SEEDANCE_BASE_URL must not contain credentials: use SEEDANCE_API_KEY');
  return url
    .toString()
    .replace(/\/+$/, '')
    .replace(/\/api\/v3$/, '');
}

/**
 * `ANIMATION_PROVIDER` (`embedded` default, or `seedance`); for Seedance `SEEDANCE_API_KEY` (required, a BytePlus
 * ModelArk API key), `SEEDANCE_BASE_URL`, `SEEDANCE_MODEL`, `SEEDANCE_RESOLUTION` (480p, 720p, 1080p),
 * `SEEDANCE_POLL_SECONDS`, `SEEDANCE_MAX_WAIT_SECONDS`, and `AI_TIMEOUT_SECONDS` / `AI_RETRIES` per request as for the
 * other providers.
 */
export function loadAnimationConfig(env: NodeJS.ProcessEnv = process.env): AnimationConfig {
  const provider = (env.ANIMATION_PROVIDER ?? '').trim() || 'embedded';
  if (provider === 'embedded') return { provider };
  if (provider !== 'seedance') throw new ConfigError(`ANIMATION_PROVIDER must be "embedded" or "seedance", got "${provider}"`);

  const apiKey = (env.SEEDANCE_API_KEY ?? '').trim();
  if (!apiKey) {
    throw new ConfigError(
      'ANIMATION_PROVIDER=seedance needs SEEDANCE_API_KEY (a BytePlus ModelArk API key, from the ModelArk console → API keys)',
    );
  }
  if (/\s/.test(apiKey)) throw new ConfigError('SEEDANCE_API_KEY must not contain spaces');
  const model = (env.SEEDANCE_MODEL ?? '').trim() || DEFAULT_SEEDANCE_MODEL;
  if (!MODEL.test(model)) throw new ConfigError(`SEEDANCE_MODEL must be a model id without spaces, got "${model}"`);
  const resolution = (env.SEEDANCE_RESOLUTION ?? '').trim().toLowerCase() || DEFAULT_SEEDANCE_RESOLUTION;
  if (!RESOLUTIONS.includes(resolution)) {
    throw new ConfigError(`SEEDANCE_RESOLUTION must be one of ${RESOLUTIONS.join(', ')}, got "${resolution}"`);
  }
  return {
    provider,
    baseUrl: baseUrl(env.SEEDANCE_BASE_URL),
    apiKey,
    model,
    resolution,
    timeoutMs:
      (optionalInteger('AI_TIMEOUT_SECONDS', env.AI_TIMEOUT_SECONDS, 1, 3600) ?? DEFAULT_SEEDANCE_REQUEST_TIMEOUT_SECONDS) * 1000,
    retries: optionalInteger('AI_RETRIES', env.AI_RETRIES, 0, 10) ?? DEFAULT_AI_RETRIES,
    retryDelayMs: DEFAULT_RETRY_DELAY_MS,
    pollIntervalMs:
      (optionalInteger('SEEDANCE_POLL_SECONDS', env.SEEDANCE_POLL_SECONDS, 1, 120) ?? DEFAULT_SEEDANCE_POLL_SECONDS) * 1000,
    maxWaitMs:
      (optionalInteger('SEEDANCE_MAX_WAIT_SECONDS', env.SEEDANCE_MAX_WAIT_SECONDS, 10, 7200) ??
        DEFAULT_SEEDANCE_MAX_WAIT_SECONDS) * 1000,
  };
}

/**
 * The animation provider the environment asks for. A missing key or a malformed setting throws ConfigError at startup,
 * never on the first animation.
 */
export function createAnimationProvider(
  env: NodeJS.ProcessEnv = process.env,
  logger?: ProviderLogger,
  options: Omit<SeedanceOptions, 'logger'> = {},
): AnimationProvider {
  return animationProviderFor(loadAnimationConfig(env), logger, options);
}

/** The provider for an already loaded configuration. */
export function animationProviderFor(
  config: AnimationConfig,
  logger?: ProviderLogger,
  options: Omit<SeedanceOptions, 'logger'> = {},
): AnimationProvider {
  return config.provider === 'seedance'
    ? new SeedanceAnimationProvider(config, { ...options, logger })
    : embeddedAnimationProvider;
}
