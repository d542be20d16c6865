import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';

export interface Secrets {
  /** HMAC key for access tokens. */
  jwt: Uint8Array;
}

interface StoredSecrets {
  jwt: string;
}

/** Secrets from the environment, else from DATA_DIR/secrets.json, created (mode 0600) on the first start. */
export async function loadSecrets(config: Pick<Config, 'dataDir' | 'jwtSecret'>): Promise<Secrets> {
  if (config.jwtSecret) return { jwt: new TextEncoder().encode(config.jwtSecret) };
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: StoredSecrets;
  try {
    stored = JSON.parse(await fs.readFile(file, 'utf8')) as StoredSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    stored = { jwt: crypto.randomBytes(48).toString('base64url') };
    await fs.mkdir(config.dataDir, { recursive: true });
    // 'wx': if another process created it meanwhile, read theirs instead of overwriting.
    await fs.writeFile(file, JSON.stringify(stored), { mode: 0o600, flag: 'wx' }).catch(async (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EEXIST') throw e;
      stored = JSON.parse(await fs.readFile(file, 'utf8')) as StoredSecrets;
    });
  }
  return { jwt: new TextEncoder().encode(stored.jwt) };
}
