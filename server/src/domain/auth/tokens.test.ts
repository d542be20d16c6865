import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueAccessToken, verifyAccessToken } from './tokens.ts';

const key = new TextEncoder().encode('k'.repeat(40));
const now = new Date('2026-06-01T12:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);
const claims = { userId: 'u1', email: 'a@example.com', sessionId: 's1' };

const message = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
};

/** A compact JWS signed by hand (HMAC-SHA256 or -512 as the header claims), whatever the header says. */
function sign(header: Record<string, unknown>, payload: Record<string, unknown>, signKey = key) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part(header)}.${part(payload)}`;
  const hash = header.alg === 'HS512' ? 'sha512' : 'sha256';
  return `${input}.${crypto.createHmac(hash, signKey).update(input).digest('base64url')}`;
}

const good = { iss: 'storyloom', sub: 'u1', sid: 's1', email: 'a@example.com', iat: seconds, exp: seconds + 60 };

describe('verifyAccessToken', () => {
  it('accepts what issueAccessToken signs, until it expires', async () => {
    const { token } = await issueAccessToken(key, claims, now, 60);
    expect(verifyAccessToken(key, token, now)).toEqual(claims);
    expect(verifyAccessToken(key, token, new Date(now.getTime() + 59_000))).toEqual(claims);
    expect(message(() => verifyAccessToken(key, token, new Date(now.getTime() + 60_000)))).toBe('Token has expired');
  });

  it('refuses tampering, other keys and other algorithms, checking the signature before the expiry', async () => {
    const { token } = await issueAccessToken(key, claims, now, 60);
    const [head, body, signature] = token.split('.') as [string, string, string];
    const otherBody = Buffer.from(JSON.stringify({ ...good, sub: 'u2' })).toString('base64url');
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    const cases = [
      `${head}.${otherBody}.${signature}`,
      `${head}.${body}.${flipped}`,
      none,
      `${head}.${body}`,
      `${head}.${body}.${signature}.x`,
      'garbage',
      sign({ alg: 'HS256' }, good, new TextEncoder().encode('o'.repeat(40))),
      sign({ alg: 'HS512' }, good),
      sign({ alg: 'HS256', crit: ['x'], x: 1 }, good),
      sign({ alg: 'HS256' }, { ...good, iss: 'someone-else' }),
      sign({ alg: 'HS256' }, { ...good, nbf: seconds + 30 }),
      sign({ alg: 'HS256' }, { ...good, sid: undefined }),
      sign({ alg: 'HS256' }, { ...good, exp: undefined }),
      sign({ alg: 'HS256' }, { ...good, sub: undefined }),
      // Expired and signed with another key: the signature speaks first.
      sign({ alg: 'HS256' }, { ...good, exp: seconds - 1 }, new TextEncoder().encode('o'.repeat(40))),
    ];
    for (const token of cases)
      expect(
        message(() => verifyAccessToken(key, token, now)),
        token,
      ).toBe('Invalid token');
    expect(message(() => verifyAccessToken(key, `${head}.${body}.${signature}`, now))).toBe('accepted');
    // The hand signer's control: what it signs right is accepted.
    expect(message(() => verifyAccessToken(key, sign({ alg: 'HS256', typ: 'JWT' }, good), now))).toBe('accepted');
  });

  it('keeps checking the times and the key of a token it has already verified', async () => {
    const { token } = await issueAccessToken(key, claims, now, 60);
    const otherKey = new TextEncoder().encode('o'.repeat(40));
    const early = sign({ alg: 'HS256' }, { ...good, nbf: seconds + 30 });
    for (let round = 0; round < 2; round++) {
      expect(verifyAccessToken(key, token, now)).toEqual(claims);
      expect(message(() => verifyAccessToken(key, token, new Date(now.getTime() + 60_000)))).toBe('Token has expired');
      expect(message(() => verifyAccessToken(otherKey, token, now))).toBe('Invalid token');
      expect(message(() => verifyAccessToken(key, early, now))).toBe('Invalid token');
      expect(message(() => verifyAccessToken(key, early, new Date(now.getTime() + 30_000)))).toBe('accepted');
    }
  });
});
