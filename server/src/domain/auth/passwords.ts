import crypto from 'node:crypto';
import { promisify } from 'node:util';

const argon2 = promisify(crypto.argon2);

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 20 ms here).
const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

function b64(buffer: Buffer): string {
  return buffer.toString('base64').replace(/=+$/, '');
}

/** PHC string: $argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>. */
export async function hashPassword(password: string): Promise<string> {
  const nonce = crypto.randomBytes(16);
  const hash = await argon2('argon2id', { message: password, nonce, ...PARAMS });
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${b64(nonce)}$${b64(hash)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const match = PHC.exec(phc);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, expected] = match;
  const expectedHash = Buffer.from(expected!, 'base64');
  const hash = await argon2('argon2id', {
    message: password,
    nonce: Buffer.from(salt!, 'base64'),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expectedHash.length,
  });
  return crypto.timingSafeEqual(hash, expectedHash);
}

/** A hash to verify against when the account does not exist, so timing does not reveal which e-mails have one. */
export const DUMMY_PASSWORD_HASH = hashPassword(crypto.randomBytes(12).toString('hex'));

/** The spec's sign-up rule (section 5); the contract carries the same rule as a pattern. */
export const PASSWORD_POLICY_MESSAGE =
  'Password must be at least 8 characters and contain uppercase letter, lowercase letter, number, and special character.';

export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= 8 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}
