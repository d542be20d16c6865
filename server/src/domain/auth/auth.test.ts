import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, GOOD_PASSWORD, startTestServer, type TestServer } from '../../testing/harness.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ SIGNUP_BONUS_CREDITS: '50', ACCESS_TOKEN_TTL_SECONDS: '7200', AUTH_RATE_LIMIT_PER_ACCOUNT: '3' });
});
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

describe('passwords', () => {
  it('are stored as argon2id PHC strings and verified', async () => {
    const hash = await hashPassword('Str0ng!pass');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(await verifyPassword('Str0ng!pass', hash)).toBe(true);
    expect(await verifyPassword('Str0ng!pasS', hash)).toBe(false);
  });
});

describe('sign-up', () => {
  it('creates the account, signs in, and grants the welcome bonus', async () => {
    const res = await post('/auth/signup', { email: 'Mia.Horvat@Example.com', password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      user: { email: 'mia.horvat@example.com', is_admin: false },
      session: { token_type: 'bearer', expires_in: 7200 },
    });
    const row = await t.ctx.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const credits = await get('/credits', bearer(body.session.access_token));
    expect(credits.json()).toEqual({ success: true, credits_balance: 50, total_purchased: 0, total_used: 0 });
    const history = await get('/credit-transactions', bearer(body.session.access_token));
    expect(history.json().transactions).toMatchObject([{ type: 'bonus', amount: 50, description: 'Welcome bonus' }]);
  });

  it('refuses an e-mail that exists in any letter case', async () => {
    await t.signUp('dup@example.com');
    const res = await post('/auth/signup', { email: 'DUP@example.com', password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/already exists/);
  });

  it.each([
    ['Sh0rt!a', 400],
    ['nouppercase1!', 400],
    ['NOLOWERCASE1!', 400],
    ['NoDigits!!', 400],
    ['NoSpecial123', 400],
  ])('applies the password policy to %s', async (password, status) => {
    const res = await post('/auth/signup', { email: 'policy@example.com', password });
    expect(res.statusCode).toBe(status);
    expect(res.json().detail).toBe(
      'Password must be at least 8 characters and contain uppercase letter, lowercase letter, number, and special character.',
    );
  });

  it('rejects a malformed e-mail', async () => {
    const res = await post('/auth/signup', { email: 'not-an-email', password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(400);
  });
});

describe('sign-in, user, sign-out', () => {
  it('signs in with any letter case of the e-mail and reads the user', async () => {
    const { email } = await t.signUp('ivo@example.com');
    const res = await post('/auth/signin', { email: email.toUpperCase(), password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { session, user } = res.json();
    expect(session.refresh_token).toMatch(/^[\w-]{43}$/);
    const me = await get('/auth/user', bearer(session.access_token));
    expect(me.json()).toMatchObject({ success: true, user: { id: user.id, email: 'ivo@example.com' } });
  });

  it('answers the same 401 for a wrong password and an unknown account', async () => {
    await t.signUp('lea@example.com');
    const wrong = await post('/auth/signin', { email: 'lea@example.com', password: 'Wrong!pass1' });
    const unknown = await post('/auth/signin', { email: 'nobody@example.com', password: 'Wrong!pass1' });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().detail).toBe('Invalid e-mail or password');
  });

  it('signing out ends the session: the access token stops working at once', async () => {
    const { token } = await t.signUp();
    expect((await get('/auth/user', bearer(token))).statusCode).toBe(200);
    expect((await post('/auth/signout', {}, bearer(token))).json()).toMatchObject({ success: true });
    const after = await get('/auth/user', bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe('Token is no longer valid');
  });

  it('access tokens expire', async () => {
    const { token } = await t.signUp();
    t.clock.advance(7200 * 1000 + 1000);
    const res = await get('/auth/user', bearer(token));
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Token has expired');
  });

  it('refuses forged and malformed tokens', async () => {
    const { token } = await t.signUp();
    const [head, payload] = token.split('.');
    const forged = `${head}.${payload}.${'A'.repeat(43)}`;
    for (const bad of [forged, 'not-a-jwt', '']) {
      const res = await get('/auth/user', { authorization: `Bearer ${bad}` });
      expect(res.statusCode, bad).toBe(401);
    }
  });
});

describe('refresh tokens', () => {
  it('rotate: each one works once and gives a new pair', async () => {
    const { refresh } = await t.signUp();
    const first = await post('/auth/refresh', { refresh_token: refresh });
    expect(first.statusCode).toBe(200);
    const next = first.json().session;
    expect(next.refresh_token).not.toBe(refresh);
    expect((await get('/auth/user', bearer(next.access_token))).statusCode).toBe(200);
    const second = await post('/auth/refresh', { refresh_token: next.refresh_token });
    expect(second.statusCode).toBe(200);
  });

  it('reusing a spent one revokes the whole family', async () => {
    const { refresh } = await t.signUp();
    const rotated = (await post('/auth/refresh', { refresh_token: refresh })).json().session;
    const replay = await post('/auth/refresh', { refresh_token: refresh });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe('Refresh token is no longer valid');
    // The thief's (or victim's) newer tokens die with the family.
    expect((await post('/auth/refresh', { refresh_token: rotated.refresh_token })).statusCode).toBe(401);
    expect((await get('/auth/user', bearer(rotated.access_token))).statusCode).toBe(401);
  });

  it('stop working after sign-out, and unknown ones are refused', async () => {
    const { token, refresh } = await t.signUp();
    await post('/auth/signout', {}, bearer(token));
    expect((await post('/auth/refresh', { refresh_token: refresh })).statusCode).toBe(401);
    expect((await post('/auth/refresh', { refresh_token: 'x'.repeat(43) })).json().detail).toBe('Invalid refresh token');
  });
});

describe('rate limits', () => {
  it('lock an account after repeated failed sign-ins, with Retry-After', async () => {
    await t.signUp('target@example.com');
    for (let i = 0; i < 3; i++)
      expect((await post('/auth/signin', { email: 'target@example.com', password: 'Wrong!pass1' })).statusCode).toBe(401);
    const locked = await post('/auth/signin', { email: 'target@example.com', password: GOOD_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(10 * 60 * 1000);
    expect((await post('/auth/signin', { email: 'target@example.com', password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it('limit attempts per client IP', async () => {
    const strict = await startTestServer({ AUTH_RATE_LIMIT_PER_IP: '5' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { email: `x${i}@example.com`, password: 'Wrong!pass1' },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429]);
    } finally {
      await strict.close();
    }
  });
});
