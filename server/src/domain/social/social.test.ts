import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { bearer, GOOD_PASSWORD, startTestServer, type TestServer } from '../../testing/harness.ts';
import { loadSocialConfig } from './config.ts';
import { sha256 } from './store.ts';
import {
  browseProvider,
  startFakeGithub,
  startOidcProvider,
  type FakeGithubUser,
  type IdpAccount,
  type LocalServer,
} from './testProviders.ts';

const PUBLIC_URL = 'http://127.0.0.1:5999';
const CALLBACK = `${PUBLIC_URL}/auth/callback`;
const accounts = new Map<string, IdpAccount>();
const githubUsers = new Map<string, FakeGithubUser>();

let idp: LocalServer;
let github: Awaited<ReturnType<typeof startFakeGithub>>;
let t: TestServer;

beforeAll(async () => {
  idp = await startOidcProvider({
    clientId: 'storyloom',
    clientSecret: 'idp-client-secret',
    redirectUri: `${PUBLIC_URL}/api/auth/oidc`,
    accounts,
  });
  github = await startFakeGithub({ clientId: 'gh-client', clientSecret: 'gh-secret', users: githubUsers });
  t = await startTestServer({
    PUBLIC_URL,
    SIGNUP_BONUS_CREDITS: '50',
    OIDC_ISSUER: idp.url,
    OIDC_CLIENT_ID: 'storyloom',
    OIDC_CLIENT_SECRET: 'idp-client-secret',
    OIDC_PROVIDER_NAME: 'Test IdP',
    GITHUB_CLIENT_ID: 'gh-client',
    GITHUB_CLIENT_SECRET: 'gh-secret',
    GITHUB_URL: github.url,
    GITHUB_API_URL: `${github.url}/api`,
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
  await github?.close();
});

const get = (server: TestServer, url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: `/api${url}`, headers });
const exchange = (server: TestServer, code: string) =>
  server.app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { code } });

/** Our server's 302, parsed. */
function location(res: { statusCode: number; headers: Record<string, unknown>; body: string }): URL {
  expect(res.statusCode, res.body).toBe(302);
  return new URL(String(res.headers.location));
}

/** Starts at our server, goes through the provider's pages, and returns the provider's redirect back to us. */
async function toProviderAndBack(login: string, query = '', cancel = false): Promise<{ start: URL; back: URL }> {
  const start = location(await get(t, `/auth/oidc${query}`));
  const back = await browseProvider(start.href, PUBLIC_URL, { login, cancel });
  return { start, back };
}

/** Hands the provider's answer to our server; returns where it sends the browser (the app's /auth/callback). */
async function returnToServer(back: URL): Promise<URL> {
  return location(await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` }));
}

/** A whole social sign-in as the browser and the app do it; returns the session answer. */
async function signInWithIdp(login: string) {
  const { back } = await toProviderAndBack(login);
  const app = await returnToServer(back);
  expect(`${app.origin}${app.pathname}`).toBe(CALLBACK);
  const code = app.searchParams.get('code');
  expect(code, app.href).toMatch(/^[\w-]{43}$/);
  const res = await exchange(t, code!);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function creditsOf(token: string) {
  return (await get(t, '/credits', bearer(token))).json().credits_balance;
}

describe('social sign-in with an OpenID Connect provider', () => {
  it('sends the browser to the provider with state, nonce and a PKCE S256 challenge', async () => {
    const start = location(await get(t, '/auth/oidc?redirect_to=/app/stage/2'));
    expect(`${start.origin}${start.pathname}`).toBe(`${idp.url}/auth`);
    const q = start.searchParams;
    expect(q.get('client_id')).toBe('storyloom');
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/oidc`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{43}$/);
    const state = q.get('state')!;
    const pending = await t.ctx.database.db
      .selectFrom('social_auth_requests')
      .selectAll()
      .where('state_hash', '=', sha256(state))
      .executeTakeFirstOrThrow();
    expect(pending).toMatchObject({ provider: 'oidc', nonce: q.get('nonce'), redirect_to: '/app/stage/2' });
    expect(pending.expires_at.getTime() - t.clock.now().getTime()).toBe(10 * 60 * 1000);
  });

  it('creates an account with the welcome bonus, and signs the same subject into it again', async () => {
    const first = await signInWithIdp('ada-sub');
    expect(first).toMatchObject({
      success: true,
      session: { token_type: 'bearer' },
      user: { email: 'ada-sub@idp.example', is_admin: false },
    });
    const me = await get(t, '/auth/user', bearer(first.session.access_token));
    expect(me.json().user).toMatchObject({ id: first.user.id, email: 'ada-sub@idp.example' });
    expect(await creditsOf(first.session.access_token)).toBe(50);
    const history = (await get(t, '/credit-transactions', bearer(first.session.access_token))).json().transactions;
    expect(history).toMatchObject([{ type: 'bonus', amount: 50, description: 'Welcome bonus' }]);

    const user = await t.ctx.database.db
      .selectFrom('users')
      .select(['email', 'password_hash'])
      .where('id', '=', first.user.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ email: 'ada-sub@idp.example', password_hash: null });
    const identities = await t.ctx.database.db
      .selectFrom('user_identities')
      .select(['provider', 'subject', 'user_id'])
      .where('subject', '=', 'ada-sub')
      .execute();
    expect(identities).toEqual([{ provider: 'oidc', subject: 'ada-sub', user_id: first.user.id }]);

    const second = await signInWithIdp('ada-sub');
    expect(second.user.id).toBe(first.user.id);
    expect(second.session.access_token).not.toBe(first.session.access_token);
    // One account, one bonus.
    expect(await creditsOf(second.session.access_token)).toBe(50);
    const count = await t.ctx.database.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', '=', 'ada-sub@idp.example')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('two sign-ins of a new subject at once make one account', async () => {
    const answers = [(await toProviderAndBack('race-sub')).back, (await toProviderAndBack('race-sub')).back];
    const apps = await Promise.all(answers.map(returnToServer));
    const sessions = await Promise.all(apps.map((app) => exchange(t, app.searchParams.get('code')!)));
    const [a, b] = sessions.map((res) => res.json().user.id);
    expect(a).toBeTruthy();
    expect(b).toBe(a);
    const users = await t.ctx.database.db.selectFrom('users').select('id').where('email', '=', 'race-sub@idp.example').execute();
    expect(users).toEqual([{ id: a }]);
    expect(await creditsOf(sessions[0]!.json().session.access_token)).toBe(50);
  });

  it('links an existing e-mail/password account when the provider verified the e-mail, retiring its unproven password', async () => {
    const existing = await t.signUp('bea@example.com');
    accounts.set('bea-sub', { email: 'Bea@Example.COM', email_verified: true });
    const session = await signInWithIdp('bea-sub');
    expect(session.user).toMatchObject({ id: existing.userId, email: 'bea@example.com' });
    expect(await creditsOf(session.session.access_token)).toBe(50); // no second bonus
    // The password was never proven to belong to the address's owner: it stops working, and so do its sessions.
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'bea@example.com', password: GOOD_PASSWORD },
    });
    expect(password.statusCode).toBe(401);
    const oldSession = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(existing.token) });
    expect(oldSession.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(session.session.access_token) })).statusCode,
    ).toBe(200);
    // The next social sign-in goes by the linked identity, whatever the e-mail says now.
    accounts.set('bea-sub', { email: 'bea.new@example.com', email_verified: true });
    expect((await signInWithIdp('bea-sub')).user.id).toBe(existing.userId);
  });

  it('neither links nor creates an account for an e-mail the provider has not verified', async () => {
    await t.signUp('cleo@example.com');
    accounts.set('cleo-sub', { email: 'cleo@example.com', email_verified: false });
    const linkRefused = await returnToServer((await toProviderAndBack('cleo-sub')).back);
    expect(Object.fromEntries(linkRefused.searchParams)).toEqual({
      error: 'account_exists',
      error_description:
        'An account with cleo@example.com already exists, but Test IdP has not verified that address. Sign in with your password instead.',
    });

    accounts.set('dan-sub', { email: 'dan@example.com', email_verified: false });
    const createRefused = await returnToServer((await toProviderAndBack('dan-sub')).back);
    expect(createRefused.searchParams.get('error')).toBe('email_not_verified');
    expect(createRefused.searchParams.get('error_description')).toBe(
      'Test IdP has not verified the e-mail address dan@example.com. Verify it with Test IdP and try again.',
    );
    const users = await t.ctx.database.db.selectFrom('users').select('id').where('email', '=', 'dan@example.com').execute();
    expect(users).toEqual([]);

    accounts.set('eve-sub', {});
    const noEmail = await returnToServer((await toProviderAndBack('eve-sub')).back);
    expect(noEmail.searchParams.get('error')).toBe('email_required');
  });

  it('carries redirect_to through, and ignores one that could leave the site', async () => {
    const cases: [string, string][] = [
      ['/app/stage/2?tab=story', '/app/stage/2?tab=story'],
      ['//evil.example', '/app/gallery'],
      ['//evil.example/app', '/app/gallery'],
      ['/\\evil.example', '/app/gallery'],
      ['/app/stage/1\r\nx', '/app/gallery'],
      ['', '/app/gallery'],
    ];
    for (const [given, expected] of cases) {
      const query = given ? `?redirect_to=${encodeURIComponent(given)}` : '';
      const app = await returnToServer((await toProviderAndBack('fay-sub', query)).back);
      expect(app.searchParams.get('code'), given).toBeTruthy();
      expect(app.searchParams.get('redirect_to'), given).toBe(expected);
    }
    // Absolute URLs are ignored like the rest (the browser still goes to the provider, then to the gallery).
    for (const given of ['https://evil.example', 'javascript:alert(1)']) {
      const app = await returnToServer((await toProviderAndBack('fay-sub', `?redirect_to=${encodeURIComponent(given)}`)).back);
      expect(app.searchParams.get('redirect_to'), given).toBe('/app/gallery');
    }
  });

  it('lists the configured providers for the sign-in buttons', async () => {
    const res = await get(t, '/auth/providers');
    expect(res.json()).toEqual({ success: true, providers: expect.arrayContaining([{ key: 'oidc', name: expect.any(String) }]) });
    expect(res.json().providers.map((p: { key: string }) => p.key)).not.toContain('google');
  });
});

describe('the one-time code', () => {
  async function freshCode(login: string) {
    const app = await returnToServer((await toProviderAndBack(login)).back);
    return app.searchParams.get('code')!;
  }

  it('works once', async () => {
    const code = await freshCode('gus-sub');
    expect((await exchange(t, code)).statusCode).toBe(200);
    const again = await exchange(t, code);
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe('Sign-in link is invalid or has expired. Please sign in again.');
    const stored = await t.ctx.database.db
      .selectFrom('social_sign_in_codes')
      .select(['code_hash', 'used_at'])
      .where('code_hash', '=', sha256(code))
      .executeTakeFirstOrThrow();
    expect(stored.used_at).toEqual(t.clock.now());
  });

  it('expires after 60 seconds', async () => {
    const early = await freshCode('hal-sub');
    const late = await freshCode('hal-sub');
    t.clock.advance(59_000);
    expect((await exchange(t, early)).statusCode).toBe(200);
    t.clock.advance(2_000);
    const res = await exchange(t, late);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/invalid or has expired/);
  });

  it('is refused when unknown', async () => {
    const res = await exchange(t, 'A'.repeat(43));
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toMatch(/invalid or has expired/);
  });
});

describe('state and provider errors', () => {
  it('a state works once: replaying the provider answer is refused', async () => {
    const { back } = await toProviderAndBack('ivy-sub');
    expect((await returnToServer(back)).searchParams.get('code')).toBeTruthy();
    const replay = await returnToServer(back);
    expect(`${replay.origin}${replay.pathname}`).toBe(CALLBACK);
    expect(replay.searchParams.get('code')).toBeNull();
    expect(replay.searchParams.get('error')).toBe('invalid_state');
    expect(replay.searchParams.get('error_description')).toBe(
      'This sign-in with Test IdP has expired or was already used. Please start again.',
    );
  });

  it('an unknown or expired state is refused', async () => {
    const unknown = location(await get(t, '/auth/oidc?code=abc&state=not-a-state-we-issued'));
    expect(unknown.searchParams.get('error')).toBe('invalid_state');

    const { back } = await toProviderAndBack('jon-sub');
    t.clock.advance(10 * 60 * 1000 + 1);
    const expired = await returnToServer(back);
    expect(expired.searchParams.get('error')).toBe('invalid_state');
    // A state for one provider does not complete a sign-in at another.
    const start = location(await get(t, '/auth/oidc'));
    const crossed = location(await get(t, `/auth/github?code=abc&state=${start.searchParams.get('state')}`));
    expect(crossed.searchParams.get('error')).toBe('invalid_state');
  });

  it("forwards the provider's error and description to the app", async () => {
    const { back } = await toProviderAndBack('kai-sub', '', true);
    expect(back.searchParams.get('error')).toBe('access_denied');
    const app = await returnToServer(back);
    expect(`${app.origin}${app.pathname}`).toBe(CALLBACK);
    expect(Object.fromEntries(app.searchParams)).toEqual({
      error: 'access_denied',
      error_description: 'End-User aborted interaction',
    });
  });

  it('does not relay an error text that arrives without a state it issued', async () => {
    const forged = location(await get(t, '/auth/oidc?error=access_denied&error_description=Call%20+1-555-0100%20for%20help'));
    expect(forged.searchParams.get('error')).toBe('invalid_state');
    expect(forged.searchParams.get('error_description')).not.toMatch(/555/);
  });

  it('a failing code exchange redirects with server_error', async () => {
    const start = location(await get(t, '/auth/oidc'));
    const state = start.searchParams.get('state')!;
    const app = location(await get(t, `/auth/oidc?code=forged-code&state=${state}&iss=${encodeURIComponent(idp.url)}`));
    expect(Object.fromEntries(app.searchParams)).toEqual({
      error: 'server_error',
      error_description: 'Sign-in with Test IdP could not be completed. Please try again.',
    });
  });
});

describe('providers', () => {
  it('an unknown provider is a 404', async () => {
    const res = await get(t, '/auth/myspace');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Unknown sign-in provider "myspace"');
  });

  it('a known provider that is not configured is a 404 that says so', async () => {
    const res = await get(t, '/auth/google');
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Sign-in with Google is not configured on this server');
  });

  it('expired authorisations and codes are purged as new sign-ins start', async () => {
    await get(t, '/auth/oidc');
    const before = await t.ctx.database.db.selectFrom('social_auth_requests').select('state_hash').execute();
    expect(before.length).toBeGreaterThan(0);
    t.clock.advance(10 * 60 * 1000 + 1);
    const start = location(await get(t, '/auth/oidc'));
    const after = await t.ctx.database.db.selectFrom('social_auth_requests').select('state_hash').execute();
    expect(after).toEqual([{ state_hash: sha256(start.searchParams.get('state')!) }]);
    const codes = await t.ctx.database.db.selectFrom('social_sign_in_codes').select('code_hash').execute();
    expect(codes).toEqual([]);
  });
});

describe('social sign-in with GitHub', () => {
  it('signs in with the verified primary e-mail, using PKCE against the token endpoint', async () => {
    githubUsers.set('octocat', {
      id: 583231,
      login: 'octocat',
      emails: [
        { email: 'octo-old@example.com', primary: false, verified: true },
        { email: 'Octo@Example.com', primary: true, verified: true },
        { email: 'octo-unverified@example.com', primary: false, verified: false },
      ],
    });
    github.authorizeAs.login = 'octocat';
    const start = location(await get(t, '/auth/github?redirect_to=/app/pricing'));
    expect(`${start.origin}${start.pathname}`).toBe(`${github.url}/login/oauth/authorize`);
    expect(start.searchParams.get('scope')).toBe('read:user user:email');
    expect(start.searchParams.get('code_challenge_method')).toBe('S256');
    expect(start.searchParams.get('nonce')).toBeNull();
    // The fake signs the user in at once and sends the browser back with code and state.
    const authorize = await fetch(start, { redirect: 'manual' });
    expect(authorize.status).toBe(302);
    const back = new URL(authorize.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/api/auth/github`);
    const app = await returnToServer(back);
    expect(app.searchParams.get('redirect_to')).toBe('/app/pricing');
    const res = await exchange(t, app.searchParams.get('code')!);
    expect(res.json().user.email).toBe('octo@example.com');
    const identity = await t.ctx.database.db
      .selectFrom('user_identities')
      .select(['subject', 'user_id'])
      .where('provider', '=', 'github')
      .executeTakeFirstOrThrow();
    expect(identity).toEqual({ subject: '583231', user_id: res.json().user.id });
    expect(await creditsOf(res.json().session.access_token)).toBe(50);
  });

  it('a refused code (GitHub answers 200 with an error) redirects with server_error', async () => {
    const start = location(await get(t, '/auth/github'));
    const app = location(await get(t, `/auth/github?code=wrong&state=${start.searchParams.get('state')}`));
    expect(app.searchParams.get('error')).toBe('server_error');
    expect(app.searchParams.get('error_description')).toBe('Sign-in with GitHub could not be completed. Please try again.');
  });
});

describe('rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      AUTH_RATE_LIMIT_PER_IP: '3',
      OIDC_ISSUER: idp.url,
      OIDC_CLIENT_ID: 'x',
      OIDC_CLIENT_SECRET: 'y',
    });
  });
  afterAll(() => limited?.close());

  it('code exchange answers 429 after the per-IP limit', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await exchange(limited, `guess-${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const res = await exchange(limited, 'guess-5');
    expect(res.json().detail).toBe('Too many attempts. Please wait a moment and try again.');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('starting sign-ins is limited per IP too', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(limited, '/auth/oidc')).statusCode);
    expect(statuses).toEqual([302, 302, 302, 429]);
  });
});

describe('a provider that cannot be reached', () => {
  let down: TestServer;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: nothing listens, so discovery fails at once.
    down = await startTestServer({ PUBLIC_URL, OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' });
  });
  afterAll(() => down?.close());

  it('sends the browser back to the app with a readable error, storing nothing', async () => {
    const app = location(await get(down, '/auth/oidc'));
    expect(`${app.origin}${app.pathname}`).toBe(CALLBACK);
    expect(Object.fromEntries(app.searchParams)).toEqual({
      error: 'temporarily_unavailable',
      error_description: 'Sign-in with single sign-on is unavailable right now. Please try again later.',
    });
    expect(await down.ctx.database.db.selectFrom('social_auth_requests').select('state_hash').execute()).toEqual([]);
  });
});

describe('configuration', () => {
  it('is empty without provider variables', () => {
    expect(loadSocialConfig({})).toEqual({ providers: {} });
  });

  it('reads Google, GitHub and a generic issuer', () => {
    const config = loadSocialConfig({
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      OIDC_ISSUER: 'https://login.example.com/realms/main',
      OIDC_CLIENT_ID: 'o-id',
      OIDC_CLIENT_SECRET: 'o-secret',
      OIDC_PROVIDER_KEY: 'work',
      OIDC_PROVIDER_NAME: 'Work account',
    });
    expect(Object.keys(config.providers)).toEqual(['google', 'github', 'work']);
    expect(config.providers.google).toMatchObject({ kind: 'oidc', name: 'Google', clientId: 'g-id' });
    expect(config.providers.google!.kind === 'oidc' && config.providers.google!.issuer.href).toBe('https://accounts.google.com/');
    expect(config.providers.github).toMatchObject({
      kind: 'github',
      webUrl: 'https://github.com',
      apiUrl: 'https://api.github.com',
      allowHttp: false,
    });
    expect(config.providers.work).toMatchObject({
      name: 'Work account',
      scopes: 'openid email profile',
      tokenAuthMethod: 'client_secret_basic',
      allowHttp: false,
    });
  });

  const ok = { OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' };
  const github = { GITHUB_CLIENT_ID: 'a', GITHUB_CLIENT_SECRET: 'b' };
  it.each([
    {
      label: 'a Google id without a secret',
      env: { GOOGLE_CLIENT_ID: 'g-id' },
      message: /Google sign-in is half configured: .*GOOGLE_CLIENT_SECRET is missing/,
    },
    {
      label: 'a GitHub secret without an id',
      env: { GITHUB_CLIENT_SECRET: 's' },
      message: /GitHub sign-in is half configured: .*GITHUB_CLIENT_ID is missing/,
    },
    {
      label: 'an issuer without a client',
      env: { OIDC_ISSUER: 'https://idp.example.com' },
      message: /OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET/,
    },
    { label: 'a client without an issuer', env: { ...ok }, message: /set without OIDC_ISSUER/ },
    {
      label: 'a half-configured issuer next to GitHub',
      env: { ...github, OIDC_ISSUER: 'https://i.example', OIDC_CLIENT_ID: 'c' },
      message: /OpenID Connect sign-in is half configured: .*OIDC_CLIENT_SECRET is missing/,
    },
    {
      label: 'a plain-http issuer off loopback',
      env: { ...ok, OIDC_ISSUER: 'http://idp.example.com' },
      message: /OIDC_ISSUER must be an https:\/\/ URL/,
    },
    { label: 'an issuer that is not a URL', env: { ...ok, OIDC_ISSUER: 'not a url' }, message: /OIDC_ISSUER must be a URL/ },
    {
      label: 'a key taken by another operation',
      env: { ...ok, OIDC_ISSUER: 'https://i.example', OIDC_PROVIDER_KEY: 'user' },
      message: /"user" is taken/,
    },
    {
      label: 'a key with other characters',
      env: { ...ok, OIDC_ISSUER: 'https://i.example', OIDC_PROVIDER_KEY: 'Bad Key' },
      message: /1 to 32 of a-z/,
    },
    {
      label: 'scopes without openid',
      env: { ...ok, OIDC_ISSUER: 'https://i.example', OIDC_SCOPES: 'email' },
      message: /must include "openid"/,
    },
    {
      label: 'an unknown token auth method',
      env: { ...ok, OIDC_ISSUER: 'https://i.example', OIDC_TOKEN_AUTH_METHOD: 'private_key_jwt' },
      message: /client_secret_basic or client_secret_post/,
    },
    {
      label: 'a plain-http GitHub URL off loopback',
      env: { ...github, GITHUB_URL: 'http://ghe.example.com' },
      message: /GITHUB_URL must be an https:\/\/ URL/,
    },
    {
      label: 'a generic key that clashes with GitHub',
      env: { ...github, ...ok, OIDC_ISSUER: 'https://i.example', OIDC_PROVIDER_KEY: 'github' },
      message: /clashes with the built-in GitHub/,
    },
  ])('refuses $label', ({ env, message }) => {
    expect(() => loadSocialConfig(env)).toThrow(ConfigError);
    expect(() => loadSocialConfig(env)).toThrow(message);
  });

  it('allows plain http only on loopback hosts', () => {
    for (const host of ['127.0.0.1:9000', 'localhost', '[::1]:8443']) {
      const config = loadSocialConfig({ OIDC_ISSUER: `http://${host}/idp`, OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' });
      expect(config.providers.oidc, host).toMatchObject({ allowHttp: true });
    }
  });
});
