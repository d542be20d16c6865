import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storyloom/api-client';
import { fakeAccessToken, fakeTransport } from '../testing/fakeTransport.ts';
import { ManualClock } from '../testing/ManualClock.ts';
import { CREDITS_REFRESH_FAILED, CreditsStore } from './CreditsStore.ts';
import { MemoryStorage } from './MemoryStorage.ts';
import { RootStore } from './RootStore.ts';
import { ToastStore } from './ToastStore.ts';
import { CREDIT_COSTS } from '../testing/creditCosts.ts';

const credits = { credits_balance: 42, total_purchased: 100, total_used: 58 };

function setup(routes: Parameters<typeof fakeTransport>[0] = {}) {
  const transport = fakeTransport(routes);
  const toasts = new ToastStore();
  const api = createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => 'token', fetch: transport.fetch });
  return { store: new CreditsStore({ api, toasts }), toasts, transport };
}

describe('CreditsStore', () => {
  it('reads the balance with no-cache headers', async () => {
    const { store, transport } = setup({ 'GET /credits': { body: { success: true, ...credits } } });
    expect(store.isLoaded).toBe(false);
    expect(store.balance).toBeNull();
    const loading = store.refresh();
    expect(store.isLoading).toBe(true);
    await loading;
    expect(store.isLoading).toBe(false);
    expect(store.credits).toEqual(credits);
    expect(store.balance).toBe(42);
    const request = transport.requests[0]!;
    expect(request.headers.get('cache-control')).toBe('no-cache');
    expect(request.headers.get('pragma')).toBe('no-cache');
    expect(request.headers.get('authorization')).toBe('Bearer token');
  });

  it("says 'Failed to refresh credits' when it cannot, and keeps the last balance", async () => {
    const { store, toasts, transport } = setup({ 'GET /credits': { body: { success: true, ...credits } } });
    await store.refresh();
    transport.routes['GET /credits'] = { status: 500, body: { detail: 'boom' } };
    await store.refresh();
    expect(store.balance).toBe(42);
    expect(toasts.toasts.map((t) => [t.kind, t.message])).toEqual([['error', CREDITS_REFRESH_FAILED]]);
  });

  it('stays quiet on a 401 (the session deals with it)', async () => {
    const { store, toasts } = setup({ 'GET /credits': { status: 401, body: { detail: 'Not authenticated' } } });
    await store.refresh();
    expect(toasts.toasts).toEqual([]);
    expect(store.isLoaded).toBe(false);
  });

  it('drops an answer that arrives after the credits were wiped', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const { store } = setup({ 'GET /credits': () => new Promise((resolve) => (answer = resolve)) });
    const loading = store.refresh();
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.clear();
    answer({ body: { success: true, ...credits } });
    await loading;
    expect(store.credits).toBeNull();
  });
});

describe('CreditsStore: the price list', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const costs = CREDIT_COSTS;
  const requestsOf = (transport: ReturnType<typeof setup>['transport']) =>
    transport.requests.filter((r) => r.method === 'GET' && r.path === '/credit-costs');

  it("is null until loaded, then the server's costs; read once per visit", async () => {
    const { store, transport } = setup({ 'GET /credit-costs': { body: { success: true, costs } } });
    expect(store.costs).toBeNull();
    await Promise.all([store.loadCosts(), store.loadCosts()]);
    expect(store.costs).toEqual(costs);
    await store.loadCosts();
    expect(requestsOf(transport)).toHaveLength(1);
    // A public call: no session needed.
    expect(requestsOf(transport)[0]!.headers.get('authorization')).toBeNull();
    // Prices are the same for everyone: signing out keeps them.
    store.clear();
    expect(store.costs).toEqual(costs);
  });

  it('only logs a failure, leaving costs null (no toast); a later call tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, toasts, transport } = setup({ 'GET /credit-costs': { status: 500, body: { detail: 'boom' } } });
    await store.loadCosts();
    expect(store.costs).toBeNull();
    expect(toasts.toasts).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Credit costs could not be loaded', expect.anything());
    transport.routes['GET /credit-costs'] = { body: { success: true, costs } };
    await store.loadCosts();
    expect(store.costs).toEqual(costs);
    expect(requestsOf(transport)).toHaveLength(2);
  });
});

describe('RootStore and credits', () => {
  it('loads the balance after sign-in and wipes it when the session ends', async () => {
    const clock = new ManualClock();
    const session = {
      access_token: fakeAccessToken(clock.now()),
      refresh_token: 'r',
      expires_in: 7200,
      token_type: 'bearer',
    };
    const transport = fakeTransport({
      'POST /auth/signin': { body: { success: true, session, user: { id: 'u', email: 'mia@example.com' } } },
      'GET /credits': { body: { success: true, ...credits } },
      'GET /credit-costs': { body: { success: true, costs: { audio_page: 3 } } },
      'POST /auth/signout': { body: { success: true } },
    });
    const root = new RootStore({
      storage: new MemoryStorage(),
      clock,
      apiBaseUrl: 'http://storyloom.test/api',
      fetch: transport.fetch,
    });
    expect(root.credits.isLoaded).toBe(false);
    await root.auth.signIn('mia@example.com', 'Secret-123');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.credits.balance).toBe(42);
    await root.auth.signOut();
    expect(root.credits.credits).toBeNull();
    expect(transport.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /auth/signin',
      'GET /credits',
      // The price list, once a visit (it is public and stays after sign-out).
      'GET /credit-costs',
      'POST /auth/signout',
    ]);
    expect(root.credits.costs).toMatchObject({ audio_page: 3 });
    root.dispose();
  });
});
