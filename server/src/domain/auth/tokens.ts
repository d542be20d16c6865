import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { HttpError } from '../../http/errors.ts';
import { hmacKey } from '../../secrets.ts';

const ISSUER = 'storyloom';

export interface AccessClaims {
  userId: string;
  email: string;
  sessionId: string;
}

export async function issueAccessToken(key: Uint8Array, claims: AccessClaims, now: Date, ttlSeconds: number) {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = await new SignJWT({ email: claims.email, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(claims.userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt };
}

const invalid = () => new HttpError(401, 'Invalid token');

function decodeSegment(segment: string): Record<string, unknown> {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) throw invalid();
  const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid();
  return value as Record<string, unknown>;
}

/**
 * The claims of a valid token; 401 'Token has expired' or 'Invalid token' otherwise (words the client logs out on).
 * Checked here with node:crypto, synchronously, because every authenticated request pays for it: WebCrypto (jose's
 * verify) costs an async job and a key import per call. The rules are jose's for this profile: HS256 only, no `crit`
 * header, the signature before any claim, issuer, subject and expiry required, `nbf` honoured, no clock tolerance.
 */
export function verifyAccessToken(key: Uint8Array, token: string, now: Date): AccessClaims {
  // A token whose signature this process has checked with this key needs only its times checked again.
  let verified = verifiedTokens.get(key);
  let payload = verified?.get(token);
  if (!payload) {
    payload = verifySignature(key, token);
    if (!verified) verifiedTokens.set(key, (verified = new Map()));
    if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, payload);
  }
  const seconds = Math.floor(now.getTime() / 1000);
  const { exp, nbf, iss, sub, sid, email } = payload;
  if (typeof exp !== 'number' || typeof sub !== 'string' || iss !== ISSUER) throw invalid();
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > seconds)) throw invalid();
  if (exp <= seconds) throw new HttpError(401, 'Token has expired');
  if (typeof sid !== 'string' || typeof email !== 'string') throw invalid();
  return { userId: sub, email, sessionId: sid };
}

/** Payloads of tokens whose signature was checked, per key (tests run servers with different keys in one process). */
const verifiedTokens = new WeakMap<Uint8Array, Map<string, Readonly<Record<string, unknown>>>>();
const VERIFIED_TOKENS_KEPT = 10_000;

/** The payload of a token signed with `key`, or 401 'Invalid token'. */
function verifySignature(key: Uint8Array, token: string): Readonly<Record<string, unknown>> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[2]) throw invalid();
  const [head, body, signature] = parts as [string, string, string];
  try {
    const header = decodeSegment(head);
    if (header.alg !== 'HS256' || 'crit' in header || header.b64 === false) throw invalid();
    if (!/^[A-Za-z0-9_-]+$/.test(signature)) throw invalid();
    const expected = crypto.createHmac('sha256', hmacKey(key)).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw invalid();
    return Object.freeze(decodeSegment(body));
  } catch {
    throw invalid();
  }
}

/** Opaque refresh token; only its SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
