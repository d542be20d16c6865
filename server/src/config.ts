import path from 'node:path';

/** Everything the server reads from the environment, parsed once, with defaults for a single machine. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Postgres server connection string; unset means embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: string;
  /** Built app to serve; unset or missing means the API runs alone. */
  appDistDir: string;
  nodeEnv: string;
}

export class ConfigError extends Error {}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got "${raw}"`);
  }
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const port = integer('PORT', env.PORT, 8080, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const dataDir = path.resolve(cwd, env.DATA_DIR || './data');
  const databaseUrl = env.DATABASE_URL || undefined;
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
    publicUrl,
    logLevel: env.LOG_LEVEL || 'info',
    appDistDir,
    nodeEnv: env.NODE_ENV || 'production',
  };
}
