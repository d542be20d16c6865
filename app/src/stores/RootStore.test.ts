import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, type Schema } from '@storyloom/api-client';
import { fakeAccessToken, fakeTransport } from '../testing/fakeTransport.ts';
import { ManualClock } from '../testing/ManualClock.ts';
import { AUTH_STORAGE_KEYS } from './AuthStore.ts';
import { MemoryStorage } from './MemoryStorage.ts';
import { PROJECT_STORAGE_KEY } from './ProjectStore.ts';
import { RootStore } from './RootStore.ts';
import { THEME_STORAGE_KEY } from './ThemeStore.ts';

const exp = Math.floor(Date.UTC(2026, 10, 20, 20, 30) / 1000);
const token = `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.sig`;

describe('RootStore', () => {
  it("wires the API client to the session: the auth store's token goes out, a 401 about it ends the session", async () => {
    const seen: (string | null)[] = [];
    const navigations: string[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      seen.push(request.headers.get('authorization'));
      const path = new URL(request.url).pathname;
      const answers: Record<string, [number, unknown]> = {
        '/api/auth/signin': [
          200,
          {
            success: true,
            session: { access_token: token, refresh_token: 'r', expires_in: 7200, token_type: 'bearer' },
            user: { id: 'u', email: 'mia@example.com' },
          },
        ],
        '/api/credits': [200, { success: true, credits_balance: 5, total_purchased: 0, total_used: 45 }],
        '/api/credit-costs': [200, { success: true, costs: { audio_page: 3 } }],
      };
      const [status, body] = answers[path] ?? [401, { detail: 'Invalid token' }];
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    };
    const root = new RootStore({
      storage: new MemoryStorage(),
      clock: new ManualClock(),
      location: { pathname: () => '/app/gallery', navigate: (path) => navigations.push(path) },
      apiBaseUrl: 'http://storyloom.test/api',
      fetch,
    });
    await root.auth.signIn('mia@example.com', 'Secret-123');
    // Sign-in loads the credits and the price list; then a call answered 401 'Invalid token'.
    await expect(root.api.GET('/notifications/unread-count')).rejects.toMatchObject({ status: 401 });
    // Sign-in and the public price list go without the token.
    expect(seen).toEqual([null, `Bearer ${token}`, null, `Bearer ${token}`]);
    expect(root.credits.credits).toBeNull();
    expect(root.auth.isAuthenticated).toBe(false);
    expect(navigations).toEqual(['/login?from=%2Fapp%2Fgallery']);
    expect(root.toasts.toasts.map((t) => t.message)).toEqual([MESSAGES.unauthorized]);
    root.dispose();
  });
});

describe('RootStore reset rules (spec 000 §4)', () => {
  const user = { id: 'u', email: 'mia@example.com' };
  function signedInRoot(storage = new MemoryStorage()) {
    const clock = new ManualClock();
    const accessToken = fakeAccessToken(clock.now());
    storage.setItem(AUTH_STORAGE_KEYS.token, accessToken);
    storage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify(user));
    const transport = fakeTransport({
      'GET /auth/user': { body: { success: true, user } },
      'GET /credits': { body: { success: true, credits_balance: 40, total_purchased: 50, total_used: 10 } },
      'POST /auth/signout': { body: { success: true } },
    });
    const navigations: string[] = [];
    const root = new RootStore({
      storage,
      clock,
      location: { pathname: () => '/app/stage/2', navigate: (path) => navigations.push(path) },
      apiBaseUrl: 'http://storyloom.test/api',
      fetch: transport.fetch,
    });
    return { root, storage, navigations };
  }

  async function withProjectAndCredits(root: RootStore) {
    await root.loadSignedInStores();
    await root.auth.init();
    await vi.waitFor(() => expect(root.credits.balance).toBe(40));
    root.project.setField('storyTitle', 'The Lighthouse Cat');
    await vi.waitFor(() => expect(root.project.state.storyTitle).toBe('The Lighthouse Cat'));
  }

  it('sign-out resets the project, wipes the credits and the persisted store, keeps the theme', async () => {
    const { root, storage, navigations } = signedInRoot();
    storage.setItem(THEME_STORAGE_KEY, 'dark');
    await withProjectAndCredits(root);
    expect(storage.getItem(PROJECT_STORAGE_KEY)).not.toBeNull();

    await root.auth.signOut();

    expect(root.project.state.storyTitle).toBe('');
    expect(root.credits.balance).toBeNull();
    expect(storage.getItem(PROJECT_STORAGE_KEY)).toBeNull();
    expect(storage.getItem(AUTH_STORAGE_KEYS.token)).toBeNull();
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(navigations).toEqual(['/login']);
    root.dispose();
  });

  it('a project reset alone keeps the credits', async () => {
    const { root, storage } = signedInRoot();
    await withProjectAndCredits(root);
    root.resetProject();
    expect(root.project.state.storyTitle).toBe('');
    expect(storage.getItem(PROJECT_STORAGE_KEY)).toBeNull();
    expect(root.credits.balance).toBe(40);
    expect(root.auth.isAuthenticated).toBe(true);
    root.dispose();
  });

  it('the full storage cleanup removes product and project keys but keeps the token, expiry and user', async () => {
    const { root, storage } = signedInRoot();
    await withProjectAndCredits(root);
    storage.setItem('storyloom.regenerating.p1', '[1]');
    storage.setItem('someone-else', 'kept');

    expect(root.cleanupStorage()).toBe(true);

    expect(storage.getItem(PROJECT_STORAGE_KEY)).toBeNull();
    expect(storage.getItem('storyloom.regenerating.p1')).toBeNull();
    expect(storage.getItem('someone-else')).toBe('kept');
    for (const key of [AUTH_STORAGE_KEYS.token, AUTH_STORAGE_KEYS.expiry, AUTH_STORAGE_KEYS.user]) {
      expect(storage.getItem(key), key).not.toBeNull();
    }
    expect(root.auth.isAuthenticated).toBe(true);
    expect(root.toasts.toasts.map((t) => [t.kind, t.message])).toEqual([['success', 'Browser storage cleared successfully']]);
    root.dispose();
  });

  it('a completed video whose project fails to open: one error, /app, and the open project kept', async () => {
    const { root, navigations } = signedInRoot();
    const clock = root.clock as ManualClock;
    await withProjectAndCredits(root);
    root.project.patch({ projectId: 'p-open' });
    const gone = '0d9e6c2a-1111-4aaa-8bbb-000000000001';
    const notification: Schema<'Notification'> = {
      id: 'n1',
      type: 'video_completed',
      title: 'Your video is ready!',
      message: '"Gone" has finished rendering.',
      data: { project_id: gone, redirect_url: '/app/stage/3' },
      created_at: new Date(clock.now()).toISOString(),
      is_read: false,
      is_clicked: false,
      actions: [],
    };
    const opening = root.notifications.open(notification);
    await vi.waitFor(() => expect(clock.pending).toBeGreaterThan(1));
    await clock.advance(1500);
    await opening;
    expect(root.toasts.toasts.filter((t) => t.kind === 'error').map((t) => t.message)).toEqual([
      'Failed to load project. Redirecting to app...',
    ]);
    expect(navigations).toEqual(['/app']);
    // Nothing was created, and the project that was open is still open.
    expect(root.project.state).toMatchObject({ projectId: 'p-open', storyTitle: 'The Lighthouse Cat' });
    root.dispose();
  });

  it('full storage: the product keys go, the project is stored again, and it says so once', async () => {
    const storage = new MemoryStorage();
    const { root } = signedInRoot(storage);
    await withProjectAndCredits(root);
    storage.setItem('storyloom.regenerating.old', '[1,2]');
    const setItem = storage.setItem.bind(storage);
    let full = true;
    vi.spyOn(storage, 'setItem').mockImplementation((key, value) => {
      // Full until something of ours is removed.
      if (full && storage.getItem('storyloom.regenerating.old') !== null) throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    });
    root.project.setField('storyTitle', 'A longer title');
    expect(storage.getItem('storyloom.regenerating.old')).toBeNull();
    expect(JSON.parse(storage.getItem(PROJECT_STORAGE_KEY)!).state.storyTitle).toBe('A longer title');
    expect(storage.getItem(AUTH_STORAGE_KEYS.token)).not.toBeNull();
    full = false;
    expect(root.toasts.toasts.map((t) => [t.kind, t.message])).toEqual([['success', 'Browser storage cleared successfully']]);
    root.dispose();
  });

  it('unreadable stored project: the product keys go and it says so; the session stays', async () => {
    const storage = new MemoryStorage();
    storage.setItem(PROJECT_STORAGE_KEY, '{"version":3,"state":');
    storage.setItem('storyloom.regenerating.p9', '[0]');
    const { root } = signedInRoot(storage);
    await root.loadSignedInStores();
    expect(storage.getItem(PROJECT_STORAGE_KEY)).toBeNull();
    expect(storage.getItem('storyloom.regenerating.p9')).toBeNull();
    expect(storage.getItem(AUTH_STORAGE_KEYS.token)).not.toBeNull();
    expect(root.toasts.toasts.map((t) => [t.kind, t.message])).toEqual([['success', 'Browser storage cleared successfully']]);
    root.dispose();
  });

  it('a storage that cannot be cleared says so', async () => {
    const storage = new MemoryStorage();
    const { root } = signedInRoot(storage);
    await withProjectAndCredits(root);
    vi.spyOn(storage, 'key').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(root.cleanupStorage()).toBe(false);
    expect(root.toasts.toasts.map((t) => [t.kind, t.message])).toEqual([['error', 'Failed to clear browser storage']]);
    root.dispose();
  });

  it('a stored session the server refuses on start takes its persisted project with it', async () => {
    const storage = new MemoryStorage();
    storage.setItem(PROJECT_STORAGE_KEY, JSON.stringify({ version: 3, state: { storyTitle: 'Old session' } }));
    storage.setItem(AUTH_STORAGE_KEYS.token, 'not-a-jwt');
    const root = new RootStore({
      storage,
      clock: new ManualClock(),
      apiBaseUrl: 'http://storyloom.test/api',
      fetch: fakeTransport().fetch,
    });
    await root.loadSignedInStores();
    expect(root.project.state.storyTitle).toBe('Old session');
    await root.auth.init();
    expect(root.auth.status).toBe('anonymous');
    expect(storage.getItem(PROJECT_STORAGE_KEY)).toBeNull();
    expect(root.project.state.storyTitle).toBe('');
    root.dispose();
  });
});

describe("RootStore: the signed-in pages' stores (their own chunk, issue #11)", () => {
  function root(storage = new MemoryStorage()) {
    return new RootStore({
      storage,
      clock: new ManualClock(),
      apiBaseUrl: 'http://storyloom.test/api',
      fetch: fakeTransport().fetch,
    });
  }

  it('are not there until loaded, then the same stores every time', async () => {
    const stores = root();
    expect(() => stores.gallery).toThrow(/not loaded yet/);
    expect(() => stores.project).toThrow(/not loaded yet/);
    const [first, second] = await Promise.all([stores.loadSignedInStores(), stores.loadSignedInStores()]);
    expect(second).toBe(first);
    expect(await stores.loadSignedInStores()).toBe(first);
    expect(stores.gallery).toBe(first.gallery);
    expect(stores.project).toBe(first.project);
    expect(stores.videoJobs).toBe(first.videoJobs);
    stores.dispose();
  });

  it('the payment and social sign-in stores load on their own, once', async () => {
    const stores = root();
    expect(() => stores.payment).toThrow(/not loaded yet/);
    expect(() => stores.socialProviders).toThrow(/not loaded yet/);
    const payment = await stores.loadPaymentStore();
    expect(stores.payment).toBe(payment);
    expect(await stores.loadPaymentStore()).toBe(payment);
    expect(() => stores.socialProviders).toThrow(/not loaded yet/);
    const providers = await stores.loadSocialProviders();
    expect(stores.socialProviders).toBe(providers);
    expect(payment.status).toBe('idle');
    stores.dispose();
  });

  it('a session that ends before they load still takes the persisted project with it', async () => {
    const storage = new MemoryStorage();
    storage.setItem(PROJECT_STORAGE_KEY, JSON.stringify({ version: 3, state: { storyTitle: 'Old session' } }));
    storage.setItem(AUTH_STORAGE_KEYS.token, 'not-a-jwt');
    const stores = root(storage);
    await stores.auth.init();
    expect(stores.auth.status).toBe('anonymous');
    expect(storage.getItem(PROJECT_STORAGE_KEY)).toBeNull();
    await stores.loadSignedInStores();
    expect(stores.project.state.storyTitle).toBe('');
    stores.dispose();
  });
});
