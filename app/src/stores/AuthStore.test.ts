import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createApiClient, MESSAGES } from '@storyloom/api-client';
import {
  AUTH_STORAGE_KEYS,
  NEW_ACCOUNT_MS,
  OAUTH_RETURN_KEY,
  SOCIAL_MESSAGES,
  SOCIAL_REDIRECT_DELAY_MS,
  AuthStore,
  isTokenExpired,
  REFRESH_CHECK_MS,
  SIGN_UP_MESSAGES,
  SIGN_UP_REDIRECT_MS,
  TOKEN_EXPIRY_MARGIN_S,
  tokenExpiry,
} from './AuthStore.ts';
import { ManualClock } from '../testing/ManualClock.ts';
import { MemoryStorage } from './MemoryStorage.ts';
import { ToastStore } from './ToastStore.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.signature`;
const user = { id: '6f1c0d8e-8a47-4f7e-9a7d-2d1a1b0c9e11', email: 'mia@example.com' };

/** The auth calls of the contract, answered in memory; tokens live 2 hours like the server's default. */
function fakeServer(clock: ManualClock) {
  const calls: { method: string; path: string; authorization: string | null; body: unknown }[] = [];
  let issued = 0;
  const state = {
    refreshWorks: true,
    refreshFailure: 401,
    signInStatus: 200,
    userStatus: 200,
    signOutStatus: 200,
    userDetail: 'Internal error',
  };
  const tokens = () => {
    issued++;
    const exp = Math.floor(clock.now() / 1000) + 7200;
    return {
      access_token: jwt({ sub: user.id, exp, n: issued }),
      refresh_token: `refresh-${issued}`,
      expires_in: 7200,
      token_type: 'bearer',
    };
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path, authorization: request.headers.get('authorization'), body });
    switch (`${request.method} ${path}`) {
      case 'POST /auth/signin':
        return state.signInStatus === 200
          ? json(200, { success: true, session: tokens(), user })
          : json(state.signInStatus, { detail: 'Invalid email or password' });
      case 'POST /auth/signup': {
        const email = (body as { email: string }).email;
        if (email.startsWith('created')) return json(200, { success: true, message: 'Check your inbox to confirm your e-mail.' });
        if (email.startsWith('confirm')) return json(200, { success: false });
        return json(200, { success: true, session: tokens(), user });
      }
      case 'POST /auth/refresh':
        if (state.refreshWorks) return json(200, { success: true, session: tokens(), user });
        return state.refreshFailure === 401
          ? json(401, { detail: 'Invalid or expired refresh token' })
          : json(state.refreshFailure, { detail: 'Service unavailable' });
      case 'GET /auth/user':
        return state.userStatus === 200
          ? json(200, { success: true, user })
          : json(state.userStatus, { detail: state.userDetail });
      case 'POST /auth/exchange':
        return (body as { code: string }).code === 'good-code'
          ? json(200, { success: true, session: tokens(), user })
          : json(400, { detail: 'This sign-in code is invalid or has expired' });
      case 'POST /auth/signout':
        return state.signOutStatus === 200 ? json(200, { success: true }) : json(state.signOutStatus, { detail: 'down' });
      default:
        return json(404, { detail: 'Not found' });
    }
  };
  return { fetch, calls, state, tokens };
}

function setup({ path = '/app/gallery', search = '', storage = new MemoryStorage(), sessionStorage = new MemoryStorage() } = {}) {
  const clock = new ManualClock();
  const server = fakeServer(clock);
  const toasts = new ToastStore();
  const navigations: string[] = [];
  let ended = 0;
  const location = { pathname: () => path, search: () => search, navigate: (to: string) => navigations.push(to) };
  // The client reads the token from the store and reports forced logouts to it, as the RootStore wires them.
  const holder: { auth?: AuthStore } = {};
  const api = createApiClient({
    baseUrl: 'http://storyloom.test/api',
    getToken: () => holder.auth?.token,
    onUnauthorized: () => holder.auth?.forceLogout(),
    fetch: server.fetch,
  });
  const left: string[] = [];
  const auth = new AuthStore({
    api,
    storage,
    clock,
    location,
    toasts,
    onSessionEnded: () => ended++,
    sessionStorage,
    leaveApp: (url) => left.push(url),
  });
  holder.auth = auth;
  return { auth, api, clock, server, toasts, navigations, storage, sessionStorage, left, ended: () => ended };
}

describe('token validity', () => {
  const now = Date.UTC(2026, 10, 20, 18, 30);
  const nowS = now / 1000;
  it('reads the exp claim and needs at least 30 minutes of life left', () => {
    expect(TOKEN_EXPIRY_MARGIN_S).toBe(1800);
    expect(tokenExpiry(jwt({ exp: 1234 }))).toBe(1234);
    expect(isTokenExpired(jwt({ exp: nowS + 1801 }), now)).toBe(false);
    expect(isTokenExpired(jwt({ exp: nowS + 1800 }), now)).toBe(false);
    expect(isTokenExpired(jwt({ exp: nowS + 1799 }), now)).toBe(true);
    expect(isTokenExpired(jwt({ sub: 'no expiry' }), now)).toBe(true);
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
    expect(isTokenExpired(`a.${Buffer.from('{"exp":"soon"}').toString('base64url')}.c`, now)).toBe(true);
    expect(isTokenExpired(null, now)).toBe(true);
  });
});

describe('AuthStore', () => {
  it('signs in, keeps the session in storage and sends the bearer token', async () => {
    const { auth, api, server, storage } = setup();
    await auth.signIn('mia@example.com', 'Secret-123');
    expect(auth.status).toBe('authenticated');
    expect(auth.user).toEqual(user);
    expect(storage.getItem(AUTH_STORAGE_KEYS.token)).toBe(auth.token);
    expect(storage.getItem(AUTH_STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(Number(storage.getItem(AUTH_STORAGE_KEYS.expiry))).toBe(tokenExpiry(auth.token!));
    expect(JSON.parse(storage.getItem(AUTH_STORAGE_KEYS.user)!)).toEqual(user);
    await api.GET('/auth/user');
    expect(server.calls.at(-1)?.authorization).toBe(`Bearer ${auth.token}`);
  });

  it('reports a refused sign-in with the catalogue message and stays signed out', async () => {
    const { auth, server } = setup();
    server.state.signInStatus = 401;
    await expect(auth.signIn('mia@example.com', 'wrong')).rejects.toMatchObject({
      status: 401,
      message: MESSAGES.unauthorized,
    });
    expect(auth.token).toBeNull();
    expect(auth.isAuthenticated).toBe(false);
  });

  it('signs up: a session signs in; success without one is a confirmation; otherwise confirm by e-mail', async () => {
    const first = setup();
    await expect(first.auth.signUp('new@example.com', 'Secret-123')).resolves.toEqual({ status: 'signedIn' });
    expect(first.auth.isAuthenticated).toBe(true);
    const second = setup();
    await expect(second.auth.signUp('created@example.com', 'Secret-123')).resolves.toEqual({
      status: 'created',
      message: 'Check your inbox to confirm your e-mail.',
    });
    expect(second.auth.status).toBe('checking');
    expect(second.auth.token).toBeNull();
    const third = setup();
    await expect(third.auth.signUp('confirm@example.com', 'Secret-123')).resolves.toEqual({
      status: 'confirmEmail',
      message: SIGN_UP_MESSAGES.confirmEmail,
    });
    expect(third.auth.token).toBeNull();
    expect(SIGN_UP_REDIRECT_MS).toBe(2000);
  });

  it('restores a stored session after checking it with the server', async () => {
    const first = setup();
    await first.auth.signIn('mia@example.com', 'Secret-123');
    const second = setup({ storage: first.storage });
    await second.auth.init();
    expect(second.auth.status).toBe('authenticated');
    expect(second.server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /auth/user']);
  });

  it('treats a failed check as signed out and forgets the stored session', async () => {
    const first = setup();
    await first.auth.signIn('mia@example.com', 'Secret-123');
    const second = setup({ storage: first.storage });
    second.server.state.userStatus = 500;
    await second.auth.init();
    expect(second.auth.status).toBe('anonymous');
    expect(first.storage.getItem(AUTH_STORAGE_KEYS.token)).toBeNull();
    expect(second.navigations).toEqual([]);
  });

  it('a failed check off /, /login and /signup goes to /login, remembering the page (/app is the guard’s)', async () => {
    const signedIn = setup();
    await signedIn.auth.signIn('mia@example.com', 'Secret-123');
    const stored = () => {
      const copy = new MemoryStorage();
      for (const key of Object.values(AUTH_STORAGE_KEYS)) {
        const value = signedIn.storage.getItem(key);
        if (value !== null) copy.setItem(key, value);
      }
      return copy;
    };
    const outcomes: [string, string[]][] = [];
    for (const [path, search] of [
      ['/payment-success', '?session_id=cs_1'],
      ['/', ''],
      ['/login', ''],
      ['/signup', ''],
      ['/app/gallery', ''],
      ['/auth/callback', '?code=x'],
    ] as const) {
      const t = setup({ path, search, storage: stored() });
      t.server.state.userStatus = 500;
      await t.auth.init();
      expect(t.auth.status, path).toBe('anonymous');
      outcomes.push([path, t.navigations]);
    }
    expect(outcomes).toEqual([
      ['/payment-success', ['/login?from=%2Fpayment-success%3Fsession_id%3Dcs_1']],
      ['/', []],
      ['/login', []],
      ['/signup', []],
      ['/app/gallery', []],
      ['/auth/callback', []],
    ]);
  });

  it('a sign-in made while the old session is being checked is not undone by that check', async () => {
    const first = setup();
    await first.auth.signIn('mia@example.com', 'Secret-123');
    // A second sign-in: the stored token differs from the one the other fake server issues first.
    await first.auth.signIn('mia@example.com', 'Secret-123');
    const second = setup({ path: '/auth/callback', storage: first.storage });
    second.server.state.userStatus = 500;
    const checking = second.auth.init();
    // The callback's code exchange lands first.
    await second.auth.completeSocialSignIn(new URLSearchParams({ code: 'good-code' }));
    await checking;
    expect(second.auth.status).toBe('authenticated');
    expect(second.storage.getItem(AUTH_STORAGE_KEYS.token)).toBe(second.auth.token);
  });

  it('says whether the account is new (made within the hour)', async () => {
    const { auth, clock } = setup();
    await auth.signIn('mia@example.com', 'Secret-123');
    runInAction(() => (auth.user = { ...auth.user!, created_at: new Date(clock.now() - 5 * 60_000).toISOString() }));
    expect(auth.isNewAccount()).toBe(true);
    runInAction(() => (auth.user = { ...auth.user!, created_at: new Date(clock.now() - NEW_ACCOUNT_MS).toISOString() }));
    expect(auth.isNewAccount()).toBe(false);
    runInAction(() => (auth.user = { id: 'u', email: 'a@b.c' }));
    expect(auth.isNewAccount()).toBe(false);
  });

  it('starts signed out without a stored token, without calling the server', async () => {
    const { auth, server } = setup();
    await auth.init();
    expect(auth.status).toBe('anonymous');
    expect(server.calls).toEqual([]);
  });

  it('refreshes a stored token that counts as expired before using it, or signs out when that fails', async () => {
    const storage = new MemoryStorage();
    const soonExpired = jwt({ exp: Math.floor(Date.UTC(2026, 10, 20, 18, 30) / 1000) + 600 });
    storage.setItem(AUTH_STORAGE_KEYS.token, soonExpired);
    storage.setItem(AUTH_STORAGE_KEYS.refreshToken, 'refresh-old');

    const ok = setup({ storage });
    await ok.auth.init();
    expect(ok.server.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/refresh', 'GET /auth/user']);
    expect(ok.server.calls[0]?.body).toEqual({ refresh_token: 'refresh-old' });
    expect(ok.auth.status).toBe('authenticated');
    expect(ok.auth.token).not.toBe(soonExpired);

    const storage2 = new MemoryStorage();
    storage2.setItem(AUTH_STORAGE_KEYS.token, soonExpired);
    storage2.setItem(AUTH_STORAGE_KEYS.refreshToken, 'refresh-old');
    const failing = setup({ storage: storage2 });
    failing.server.state.refreshWorks = false;
    await failing.auth.init();
    expect(failing.auth.status).toBe('anonymous');
    expect(storage2.getItem(AUTH_STORAGE_KEYS.refreshToken)).toBeNull();
    expect(failing.toasts.toasts.map((t) => [t.kind, t.message])).toEqual([['warning', MESSAGES.unauthorized]]);
    expect(ok.toasts.toasts).toEqual([]);
  });

  it('checks every 30 minutes and refreshes before the token would count as expired', async () => {
    const { auth, clock, server, storage } = setup();
    await auth.signIn('mia@example.com', 'Secret-123');
    const first = auth.token;
    const refreshes = () => server.calls.filter((c) => c.path === '/auth/refresh').length;

    await clock.advance(REFRESH_CHECK_MS); // 30 min: 90 min left
    await clock.advance(REFRESH_CHECK_MS); // 60 min: 60 min left, still valid at the next check
    expect(refreshes()).toBe(0);
    expect(auth.token).toBe(first);

    await clock.advance(REFRESH_CHECK_MS); // 90 min: would be expired by the next check
    expect(refreshes()).toBe(1);
    expect(auth.token).not.toBe(first);
    expect(storage.getItem(AUTH_STORAGE_KEYS.token)).toBe(auth.token);
    expect(isTokenExpired(auth.token, clock.now() + REFRESH_CHECK_MS)).toBe(false);
  });

  it('ends an expired session: clears it, warns, and goes to /login, remembering the page', async () => {
    const { auth, clock, server, toasts, navigations, storage, ended } = setup({ path: '/app/stage/2' });
    await auth.signIn('mia@example.com', 'Secret-123');
    server.state.refreshWorks = false;
    server.state.refreshFailure = 503;
    await clock.advance(3 * REFRESH_CHECK_MS); // the refresh service is down, but 30 minutes are still left
    expect(auth.status).toBe('authenticated');
    await clock.advance(REFRESH_CHECK_MS); // 2 hours: expired by the rule
    expect(auth.status).toBe('anonymous');
    expect(storage.getItem(AUTH_STORAGE_KEYS.token)).toBeNull();
    expect(toasts.toasts.map((t) => [t.kind, t.message])).toEqual([['warning', MESSAGES.unauthorized]]);
    expect(navigations).toEqual(['/login?from=%2Fapp%2Fstage%2F2']);
    expect(ended()).toBe(1);
    expect(clock.pending).toBe(0);
  });

  it('ends the session at once when the server refuses the refresh token', async () => {
    const { auth, clock, server, navigations } = setup();
    await auth.signIn('mia@example.com', 'Secret-123');
    server.state.refreshWorks = false;
    await clock.advance(3 * REFRESH_CHECK_MS);
    expect(server.calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1);
    expect(auth.status).toBe('anonymous');
    expect(navigations).toEqual(['/login?from=%2Fapp%2Fgallery']);
  });

  it('stays on /, /login and /signup when the session expires there', async () => {
    for (const path of ['/', '/login', '/signup']) {
      const { auth, navigations, toasts } = setup({ path });
      await auth.signIn('mia@example.com', 'Secret-123');
      auth.expire();
      expect(navigations).toEqual([]);
      expect(toasts.toasts).toHaveLength(1);
    }
  });

  it('logs out when the API says the token is no longer valid', async () => {
    const { auth, api, server, navigations, toasts } = setup();
    await auth.signIn('mia@example.com', 'Secret-123');
    server.state.userStatus = 401;
    server.state.userDetail = 'Token has expired';
    await expect(api.GET('/auth/user')).rejects.toMatchObject({ status: 401, message: MESSAGES.unauthorized });
    expect(auth.status).toBe('anonymous');
    expect(navigations).toEqual(['/login?from=%2Fapp%2Fgallery']);
    expect(toasts.toasts.map((t) => t.message)).toEqual([MESSAGES.unauthorized]);
  });

  it('signs out locally and goes to /login even when the server call fails', async () => {
    const { auth, server, navigations, storage, ended } = setup();
    await auth.signIn('mia@example.com', 'Secret-123');
    server.state.signOutStatus = 500;
    await auth.signOut();
    expect(server.calls.at(-1)).toMatchObject({ method: 'POST', path: '/auth/signout' });
    expect(auth.status).toBe('anonymous');
    expect(storage.getItem(AUTH_STORAGE_KEYS.token)).toBeNull();
    expect(navigations).toEqual(['/login']);
    expect(ended()).toBe(1);
  });

  it('makes one refresh request for concurrent callers', async () => {
    const { auth, server } = setup();
    await auth.signIn('mia@example.com', 'Secret-123');
    const results = await Promise.all([auth.refresh(), auth.refresh(), auth.refresh()]);
    expect(results).toEqual([true, true, true]);
    expect(server.calls.filter((c) => c.path === '/auth/refresh')).toHaveLength(1);
  });
});

describe('social sign-in', () => {
  it('clears stale oauth keys, remembers the page, and leaves for the provider after 100 ms', async () => {
    const { auth, clock, sessionStorage, left } = setup();
    sessionStorage.setItem('storyloom.oauth.state', 'old');
    sessionStorage.setItem(OAUTH_RETURN_KEY, '/app/billing-history');
    sessionStorage.setItem('unrelated', 'kept');
    auth.startSocialSignIn('google', '/app/discover');
    expect(sessionStorage.getItem('storyloom.oauth.state')).toBeNull();
    expect(sessionStorage.getItem(OAUTH_RETURN_KEY)).toBe('/app/discover');
    expect(sessionStorage.getItem('unrelated')).toBe('kept');
    await clock.advance(SOCIAL_REDIRECT_DELAY_MS - 1);
    expect(left).toEqual([]);
    await clock.advance(1);
    expect(left).toEqual(['/api/auth/google?redirect_to=%2Fapp%2Fdiscover']);
  });

  it("shows the provider's error_description, else its error, else that nothing came back", async () => {
    const { auth, server } = setup();
    const params = (query: string) => new URLSearchParams(query);
    expect(await auth.completeSocialSignIn(params('error=access_denied&error_description=You+cancelled'))).toEqual({
      error: 'You cancelled',
    });
    expect(await auth.completeSocialSignIn(params('error=access_denied'))).toEqual({ error: 'access_denied' });
    expect(await auth.completeSocialSignIn(params(''))).toEqual({ error: SOCIAL_MESSAGES.noData });
    expect(await auth.completeSocialSignIn(params('code=stale'))).toEqual({ error: SOCIAL_MESSAGES.failed });
    expect(auth.isAuthenticated).toBe(false);
    expect(server.calls.map((c) => c.path)).toEqual(['/auth/exchange']);
  });

  it('trades the code for a session and goes to the remembered page, the server’s redirect_to, or the gallery', async () => {
    const remembered = setup();
    remembered.sessionStorage.setItem(OAUTH_RETURN_KEY, '/app/pricing');
    expect(await remembered.auth.completeSocialSignIn(new URLSearchParams('code=good-code&redirect_to=/app'))).toBeNull();
    expect(remembered.server.calls.at(-1)?.body).toEqual({ code: 'good-code' });
    expect(remembered.auth.isAuthenticated).toBe(true);
    expect(remembered.navigations).toEqual(['/app/pricing']);
    expect(remembered.sessionStorage.getItem(OAUTH_RETURN_KEY)).toBeNull();

    const fromServer = setup();
    await fromServer.auth.completeSocialSignIn(new URLSearchParams('code=good-code&redirect_to=/app/discover'));
    expect(fromServer.navigations).toEqual(['/app/discover']);

    const offSite = setup();
    offSite.sessionStorage.setItem(OAUTH_RETURN_KEY, '//evil.example/steal');
    await offSite.auth.completeSocialSignIn(new URLSearchParams('code=good-code'));
    expect(offSite.navigations).toEqual(['/app/gallery']);
  });
});
