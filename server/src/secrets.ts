import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';

export interface Secrets {
  /** HMAC key for access tokens. */
  jwt: Uint8Array;
  /** HMAC key for signed media URLs (derived from the token key, so one stored secret is enough). */
  media: Uint8Array;
}

export function deriveSecrets(jwt: Uint8Array): Secrets {
  return { jwt, media: new Uint8Array(crypto.createHmac('sha256', jwt).update('storyloom:media-urls:v1').digest()) };
}

interface StoredSecrets {
  jwt: string;
}

/** Secrets from the environment, else from DATA_DIR/secrets.json, created (mode 0600) on the first start. */
export async function loadSecrets(config: Pick<Config, 'dataDir' | 'jwtSecret'>): Promise<Secrets> {
  if (config.jwtSecret) return deriveSecrets(new TextEncoder().encode(config.jwtSecret));
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
  return deriveSecrets(new TextEncoder().encode(stored.jwt));
}

const hmacKeys = new WeakMap<Uint8Array, crypto.KeyObject>();

/**
 * The secret as a KeyObject, made once: HMAC with raw bytes builds a key object on every call, which the per-request
 * token check and URL signing paid for (about 6% of a gallery request's CPU).
 */
export function hmacKey(secret: Uint8Array): crypto.KeyObject {
  let key = hmacKeys.get(secret);
  if (!key) hmacKeys.set(secret, (key = crypto.createSecretKey(secret)));
  return key;
}
