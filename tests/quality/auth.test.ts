// Authentication over real HTTP on loopback (one API process, tests/quality/servers.ts): brute-force sign-in is
// stopped with 429 and Retry-After (small AUTH_RATE_LIMIT_* limits); expired, tampered, foreign-key and alg-none
// bearer tokens are refused with 401 (forged with the installation's JWT_SECRET in the claims layout of
// server/src/domain/auth/tokens.ts, with a forged valid token as the control that the forging is right); reusing a
// spent refresh token revokes its whole family. The in-process unit tests (server/src/domain/auth/auth.test.ts)
// cover the same rules through inject; these go through the network stack of a running server.
import crypto from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createInstallation, signUp, startApi, stopProcess, type Installation, type RunningProcess } from './servers.ts';

const PER_IP = 8;
const PER_ACCOUNT = 3;
// A day: windows are aligned to the clock, and one turning over mid-test would reset the counts.
const WINDOW_SECONDS = 86_400;

let installation: Installation;
let api: RunningProcess;
let origin: string;

beforeAll(async () => {
  installation = await createInstallation(process.env.DATABASE_URL);
  api = await startApi(installation, {
    AUTH_RATE_LIMIT_PER_IP: String(PER_IP),
    AUTH_RATE_LIMIT_PER_ACCOUNT: String(PER_ACCOUNT),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS),
  });
  origin = api.origin;
});

afterAll(async () => {
  if (api) await stopProcess(api);
  await installation?.remove();
});

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(`${origin}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json().catch(() => null) };
}

async function getUser(token: string) {
  const res = await fetch(`${origin}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json().catch(() => null) };
}

const signIn = (email: string, password: string) => post('/auth/signin', { email, password });

/** A token in the server's layout (HS256, iss storyloom, sub, email, sid), signed with `secret`. */
async function forge(claims: { sub: string; email: string; sid: string }, secret: string, iat: number, exp: number) {
  return new SignJWT({ email: claims.email, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('storyloom')
    .setSubject(claims.sub)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));
}

/** The secret every process of the installation signs with (createInstallation sets it). */
function jwtSecret(): string {
  const secret = installation.env.JWT_SECRET;
  if (!secret) throw new Error('the installation has no JWT_SECRET');
  return secret;
}

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('bearer tokens over HTTP', () => {
  test('a forged token in the server layout is accepted (the control), an expired one refused', async () => {
    const user = await signUp(origin);
    const claims = decodeJwt(user.token) as { sub: string; email: string; sid: string };
    const now = Math.floor(Date.now() / 1000);
    const secret = jwtSecret();

    const valid = await getUser(await forge(claims, secret, now - 10, now + 600));
    expect(valid.status).toBe(200);
    expect(valid.body.user.id).toBe(user.userId);

    const expired = await getUser(await forge(claims, secret, now - 7200, now - 60));
    expect(expired.status).toBe(401);
    expect(expired.body.detail).toMatch(/expired/i);
  });

  test('tampered tokens are refused: changed payload, broken signature, another key, alg none, wrong issuer', async () => {
    const [alice, bob] = [await signUp(origin), await signUp(origin)];
    const [header, payload, signature = ''] = alice.token.split('.');
    const claims = decodeJwt(alice.token);
    const now = Math.floor(Date.now() / 1000);

    // Alice's signature over Bob's identity.
    const asBob = `${header}.${b64url({ ...claims, sub: bob.userId, email: bob.email })}.${signature}`;
    // One signature byte changed (a middle character, so the decoded bytes really differ).
    const mid = Math.floor(signature.length / 2);
    const flipped = `${header}.${payload}.${signature.slice(0, mid)}${signature[mid] === 'A' ? 'B' : 'A'}${signature.slice(mid + 1)}`;
    const otherKey = await forge(claims as never, crypto.randomBytes(32).toString('hex'), now, now + 600);
    const algNone = `${b64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const wrongIssuer = await new SignJWT({ email: claims.email, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('someone-else')
      .setSubject(String(claims.sub))
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(jwtSecret()));
    const noSession = await forge(
      { sub: alice.userId, email: alice.email, sid: crypto.randomUUID() },
      jwtSecret(),
      now,
      now + 600,
    );

    expect((await getUser(alice.token)).status).toBe(200);
    for (const [name, token] of Object.entries({
      asBob,
      flipped,
      otherKey,
      algNone,
      wrongIssuer,
      noSession,
      garbage: 'not.a.jwt',
    })) {
      const answer = await getUser(token);
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(401);
      expect(answer.body.detail, name).toMatch(/token/i);
    }
  });

  test('a signed-out session’s access token is refused', async () => {
    const user = await signUp(origin);
    expect((await getUser(user.token)).status).toBe(200);
    expect((await post('/auth/signout', {}, user.token)).status).toBeLessThan(300);
    expect((await getUser(user.token)).status).toBe(401);
  });
});

describe('refresh tokens over HTTP', () => {
  test('rotation works once; reusing a spent token revokes the family (its newer tokens too)', async () => {
    const user = await signUp(origin);
    const first = await post('/auth/refresh', { refresh_token: user.refresh });
    expect(first.status).toBe(200);
    const second = first.body.session;
    expect(second.refresh_token).not.toBe(user.refresh);
    expect((await getUser(second.access_token)).status).toBe(200);

    const reuse = await post('/auth/refresh', { refresh_token: user.refresh });
    expect(reuse.status).toBe(401);
    // The thief's (or the owner's) newer tokens die with the family.
    const next = await post('/auth/refresh', { refresh_token: second.refresh_token });
    expect(next.status).toBe(401);
    expect((await getUser(second.access_token)).status).toBe(401);
    expect((await getUser(user.token)).status).toBe(401);

    // Another sign-in is a new family, untouched.
    const again = await signIn(user.email, user.password);
    expect(again.status).toBe(200);
    expect((await getUser(again.body.session.access_token)).status).toBe(200);
  });
});

// Last: it uses up this address's sign-in allowance for the window.
describe('brute-force sign-in', () => {
  test(`an account is locked after ${PER_ACCOUNT} failures, and one address after ${PER_IP} attempts: 429 with Retry-After`, async () => {
    const victim = await signUp(origin);
    const statuses: number[] = [];
    for (let i = 0; i < PER_ACCOUNT; i++) statuses.push((await signIn(victim.email, `Wrong!pass${i}`)).status);
    expect(statuses).toEqual(Array(PER_ACCOUNT).fill(401));

    // The account is locked: even the right password is refused for the window, with a time to wait.
    const locked = await signIn(victim.email, victim.password);
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    expect(Number(locked.retryAfter)).toBeLessThanOrEqual(WINDOW_SECONDS);

    // Spreading the guesses over other accounts hits the per-address limit.
    const spread: number[] = [];
    let limited: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let i = 0; i < PER_IP + 2 && !limited; i++) {
      const answer = await signIn(`nobody-${crypto.randomUUID()}@example.com`, 'Wrong!pass1');
      spread.push(answer.status);
      if (answer.status === 429) limited = answer;
    }
    expect(limited, `statuses: ${spread.join(',')}`).toBeDefined();
    expect(spread.slice(0, -1).every((s) => s === 401)).toBe(true);
    // The account's attempts counted against the address too, so fewer spread ones were left.
    expect(spread.length).toBeLessThanOrEqual(PER_IP - PER_ACCOUNT);
    expect(Number(limited!.retryAfter)).toBeGreaterThan(0);
    expect(Number(limited!.retryAfter)).toBeLessThanOrEqual(WINDOW_SECONDS);

    // And it stays limited for everyone from here, valid credentials included.
    expect((await signIn(victim.email, victim.password)).status).toBe(429);
  });
});
