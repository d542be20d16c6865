import path from 'node:path';
import { loadPaymentConfig, type PaymentConfig } from './domain/payments/config.ts';
import { loadSocialConfig, type SocialConfig } from './domain/social/config.ts';
import { loadAiConfig, type AiConfig } from './providers/ai-config.ts';
import { loadAnimationConfig, type AnimationConfig } from './providers/animation/config.ts';
import { loadSpeechConfig, type SpeechConfig } from './providers/speech/config.ts';

/** Everything the server reads from the environment, parsed once, with defaults for a single machine. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Postgres server connection string; unset means embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * With DATABASE_URL: connections that carry standalone reads pipelined (DATABASE_READ_CONNECTIONS, default 1; 0 sends
   * every statement through the pool, one at a time per connection).
   */
  databaseReadConnections: number;
  publicUrl: string;
  logLevel: string;
  /** Built app to serve; unset or missing means the API runs alone. */
  appDistDir: string;
  nodeEnv: string;
  /** Credits every new account starts with (a `bonus` transaction). */
  signupBonusCredits: number;
  /** Access-token (JWT) lifetime in seconds. */
  accessTokenTtlSeconds: number;
  /** Refresh-token lifetime in seconds. */
  refreshTokenTtlSeconds: number;
  /** Trust X-Forwarded-For (set TRUST_PROXY=1 only behind a reverse proxy). */
  trustProxy: boolean;
  /** Lower-cased e-mails of administrators. */
  adminEmails: string[];
  /** From the environment; otherwise generated once into DATA_DIR/secrets.json. */
  jwtSecret: string | undefined;
  /** Attempts of sign-in, sign-up or code exchange per client IP, and sign-in failures per account, per window. */
  authRateLimit: { perIp: number; perAccount: number; windowSeconds: number };
  /** Showcase view calls one client may make per auth-rate-limit window (repeat views are never counted anyway). */
  viewRateLimitPerIp: number;
  /** Where uploaded and generated files are kept (the local blob store, STORAGE=local). */
  mediaDir: string;
  /** STORAGE: `local` (files under mediaDir, one machine) or `s3` (an S3-compatible bucket shared by every process). */
  storage: StorageConfig;
  /** Lifetime of signed media URLs, in seconds. */
  mediaUrlTtlSeconds: number;
  /** A spend that takes the balance below this many credits writes a "credits low" notification. */
  creditsLowThreshold: number;
  /** Identity providers for social sign-in. */
  social: SocialConfig;
  /** Credit packs and the payment provider. */
  payments: PaymentConfig;
  /** Where story text and images come from: the embedded engines, or an OpenAI-compatible API. */
  ai: AiConfig;
  /** Where page animations come from (ANIMATION_PROVIDER: embedded, seedance). */
  animation: AnimationConfig;
  /** Re-creatable files (voice samples and their measurements): CACHE_DIR, default DATA_DIR/cache. */
  cacheDir: string;
  /** Where narration comes from (SPEECH_PROVIDER: embedded, elevenlabs, openai). */
  speech: SpeechConfig;
  /** Renders this process works at once (0: an API-only process; `npm run worker` works the queue without the API). */
  videoWorkers: number;
  /** Seed the public showcase with demo stories on the first start of an empty installation. */
  seedDemo: boolean;
  /**
   * Keep valid sessions and gallery pages in this process's memory, dropped on the database's change notices
   * (READ_CACHE=0: read the database on every request).
   */
  readCache: boolean;
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export class ConfigError extends Error {}

/** STORAGE and the S3_* settings; an `s3` store needs its bucket and keys, and refuses a malformed endpoint. */
export function loadStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const kind = (env.STORAGE || 'local').trim().toLowerCase();
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new ConfigError(`STORAGE must be local or s3, got "${env.STORAGE}"`);
  const region = env.S3_REGION?.trim() || 'us-east-1';
  if (!/^[a-z0-9-]{1,64}$/.test(region)) throw new ConfigError(`S3_REGION is not a region name: "${env.S3_REGION}"`);
  // Without S3_ENDPOINT: AWS S3 in the region, virtual-hosted style; a custom endpoint (MinIO, …) defaults to path style.
  const endpoint = (env.S3_ENDPOINT?.trim() || `https://s3.${region}.amazonaws.com`).replace(/\/+$/, '');
  let parsed: URL;
  try {
    parsed = new URL(endpoint);
  } catch {
    throw new ConfigError(`S3_ENDPOINT must be an http(s) URL, got "${env.S3_ENDPOINT}"`);
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) {
    throw new ConfigError(`S3_ENDPOINT must be an http(s) URL without query, got "${env.S3_ENDPOINT}"`);
  }
  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(`STORAGE=s3 needs S3_BUCKET, a bucket name (3-63 of a-z 0-9 . -), got "${bucket}"`);
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? '';
  if (!accessKeyId || !secretAccessKey) throw new ConfigError('STORAGE=s3 needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim();
  if (pathStyle && !/^(1|true|yes|0|false|no)$/i.test(pathStyle)) {
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be true or false, got "${pathStyle}"`);
  }
  const forcePathStyle = pathStyle ? /^(1|true|yes)$/i.test(pathStyle) : Boolean(env.S3_ENDPOINT?.trim());
  return { kind: 's3', endpoint, bucket, region, accessKeyId, secretAccessKey, forcePathStyle };
}

/** An optional integer setting: undefined when unset or blank, else within [min, max] (a ConfigError otherwise). */
export function optionalInteger(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  return optionalInteger(name, raw, min, max) ?? fallback;
}

/** 127.0.0.0/8, ::1 and localhost: only this machine can reach them. */
export function isLoopback(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h.endsWith('.localhost') || h === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

function urlHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const port = integer('PORT', env.PORT, 8080, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
  if (env.JWT_SECRET && env.JWT_SECRET.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const publicUrl = (env.PUBLIC_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(/\/+$/, '');
  const appDistDir = path.resolve(cwd, env.APP_DIST_DIR || path.join(import.meta.dirname, '../../app/dist'));
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databaseReadConnections: integer('DATABASE_READ_CONNECTIONS', env.DATABASE_READ_CONNECTIONS, 1, 0, 16),
    publicUrl,
    logLevel: env.LOG_LEVEL || 'info',
    appDistDir,
    nodeEnv: env.NODE_ENV || 'production',
    signupBonusCredits: integer('SIGNUP_BONUS_CREDITS', env.SIGNUP_BONUS_CREDITS, 50, 0, 100_000),
    accessTokenTtlSeconds: integer('ACCESS_TOKEN_TTL_SECONDS', env.ACCESS_TOKEN_TTL_SECONDS, 2 * 3600, 60, 30 * 24 * 3600),
    refreshTokenTtlSeconds: integer(
      'REFRESH_TOKEN_TTL_SECONDS',
      env.REFRESH_TOKEN_TTL_SECONDS,
      30 * 24 * 3600,
      300,
      365 * 24 * 3600,
    ),
    trustProxy: /^(1|true|yes)$/i.test(env.TRUST_PROXY ?? ''),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    jwtSecret: env.JWT_SECRET || undefined,
    authRateLimit: {
      perIp: integer('AUTH_RATE_LIMIT_PER_IP', env.AUTH_RATE_LIMIT_PER_IP, 30, 1, 1_000_000),
      perAccount: integer('AUTH_RATE_LIMIT_PER_ACCOUNT', env.AUTH_RATE_LIMIT_PER_ACCOUNT, 10, 1, 1_000_000),
      windowSeconds: integer('AUTH_RATE_LIMIT_WINDOW_SECONDS', env.AUTH_RATE_LIMIT_WINDOW_SECONDS, 600, 1, 86_400),
    },
    viewRateLimitPerIp: integer('VIEW_RATE_LIMIT_PER_IP', env.VIEW_RATE_LIMIT_PER_IP, 300, 1, 1_000_000),
    mediaDir: path.resolve(dataDir, env.MEDIA_DIR || 'media'),
    storage: loadStorageConfig(env),
    mediaUrlTtlSeconds: integer('MEDIA_URL_TTL_SECONDS', env.MEDIA_URL_TTL_SECONDS, 6 * 3600, 60, 7 * 24 * 3600),
    creditsLowThreshold: integer('CREDITS_LOW_THRESHOLD', env.CREDITS_LOW_THRESHOLD, 10, 0, 1_000_000),
    social: loadSocialConfig(env),
    payments: loadPaymentConfig(env, !isLoopback(host) || !isLoopback(urlHost(publicUrl))),
    ai: loadAiConfig(env),
    speech: loadSpeechConfig(env),
    animation: loadAnimationConfig(env),
    cacheDir: path.resolve(dataDir, env.CACHE_DIR || 'cache'),
    videoWorkers: integer('VIDEO_WORKERS', env.VIDEO_WORKERS, 1, 0, 16),
    seedDemo: !/^(0|false|no)$/i.test(env.SEED_DEMO ?? ''),
    readCache: !/^(0|false|no)$/i.test(env.READ_CACHE ?? ''),
  };
}
