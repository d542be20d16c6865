import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type Schema } from '@storyloom/api-client';
import { eventStreamFeed, fakeTransport, type FakeRoute } from '../testing/fakeTransport.ts';
import { ManualClock } from '../testing/ManualClock.ts';
import { MemoryStorage } from './MemoryStorage.ts';
import {
  BROWSER_NOTIFICATION_MS,
  BROWSER_PERMISSION_ASKED_KEY,
  NEW_NOTIFICATION_MS,
  NOTIFICATION_LIMIT,
  NOTIFICATION_MESSAGES,
  NotificationStore,
  OPEN_FAILED_DELAY_MS,
  OPEN_PROJECT_DELAY_MS,
  STREAM_RETRY_MAX_MS,
  streamRetryDelay,
  type BrowserNotificationPermission,
  type BrowserNotifications,
  type OpenProject,
} from './NotificationStore.ts';
import { ToastStore } from './ToastStore.ts';

const projectId = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
let serial = 0;
const notification = (extra: Partial<Schema<'Notification'>> = {}): Schema<'Notification'> => {
  serial++;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    type: 'payment_success',
    title: 'Payment successful',
    message: '250 credits were added.',
    data: {},
    created_at: new Date(Date.UTC(2026, 10, 20, 12, 0) + serial * 60_000).toISOString(),
    is_read: false,
    is_clicked: false,
    actions: [],
    ...extra,
  };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
async function untilTimerSet(clock: ManualClock) {
  for (let i = 0; i < 100 && clock.pending === 0; i++) await settle();
}

/** The browser's Notification API, recording what was shown and closed. */
function fakeBrowserNotifications(permission: BrowserNotificationPermission = 'granted') {
  const shown: { title: string; body: string; closed: boolean; click: () => void }[] = [];
  const log = { shown, focused: 0, asked: 0, permission };
  const api: BrowserNotifications = {
    permission: () => log.permission,
    requestPermission: async () => {
      log.asked++;
      log.permission = 'granted';
      return log.permission;
    },
    show(title, { body }, onClick) {
      const entry = { title, body, closed: false, click: onClick };
      shown.push(entry);
      return { close: () => void (entry.closed = true) };
    },
    focusWindow: () => void log.focused++,
  };
  return { api, log };
}

function setup(
  routes: Record<string, FakeRoute> = {},
  openProject: OpenProject = async () => true,
  browser = fakeBrowserNotifications(),
  storage?: MemoryStorage,
) {
  const clock = new ManualClock();
  const transport = fakeTransport({
    'PATCH /notifications/mark': ({ body }) => {
      const { notification_id, action } = body as { notification_id: string; action: string };
      return { body: { success: true, notification_id, is_read: true, is_clicked: action === 'clicked', unread_count: 0 } };
    },
    ...routes,
  });
  const toasts = new ToastStore();
  const navigations: string[] = [];
  const api = createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => 't', fetch: transport.fetch });
  const store = new NotificationStore({
    api,
    toasts,
    clock,
    location: { pathname: () => '/app/gallery', navigate: (path) => navigations.push(path) },
    openProject,
    browserNotifications: browser.api,
    ...(storage ? { storage } : {}),
  });
  return {
    store,
    clock,
    transport,
    toasts,
    navigations,
    browser: browser.log,
    messages: () => toasts.toasts.map((t) => [t.kind, t.message]),
  };
}

describe('NotificationStore list', () => {
  it('loads 50 newest first, keeps at most 50 and drops duplicates by id', async () => {
    const items = Array.from({ length: 3 }, () => notification());
    const { store, transport } = setup({
      'GET /notifications/': { body: { success: true, notifications: items, unread_count: 3 } },
    });
    await store.load();
    expect(Object.fromEntries(transport.requests[0]!.query)).toEqual({ limit: '50' });
    expect(store.notifications.map((n) => n.id)).toEqual(items.map((n) => n.id).reverse());
    store.merge([items[0]!, { ...items[1]!, is_read: true }]);
    expect(store.total).toBe(3);
    expect(store.notifications.find((n) => n.id === items[1]!.id)?.is_read).toBe(true);
    store.merge(Array.from({ length: 60 }, () => notification()));
    expect(store.total).toBe(NOTIFICATION_LIMIT);
    expect(store.notifications[0]!.created_at > store.notifications[49]!.created_at).toBe(true);
  });

  it('never lets the unread count go below 0', () => {
    const { store } = setup();
    store.setUnreadCount(-3);
    expect(store.unreadCount).toBe(0);
    store.setUnreadCount(150);
    expect(store.unreadCount).toBe(150);
  });

  it('marks one or all read, deletes one, and clears old (3+ days) or all', async () => {
    const old = notification({ created_at: '2026-11-10T12:00:00Z' });
    const recent = notification({ created_at: '2026-11-20T12:00:00Z' });
    const { store, transport } = setup({
      'GET /notifications/': { body: { success: true, notifications: [old, recent], unread_count: 2 } },
      'PATCH /notifications/mark-all-read': { body: { success: true, count: 2, unread_count: 0 } },
      [`DELETE /notifications/${recent.id}`]: { body: { success: true, count: 1, unread_count: 0 } },
      'DELETE /notifications/': { body: { success: true, count: 1, unread_count: 0 } },
    });
    await store.load();
    await store.markRead(old.id);
    expect(transport.requests.at(-1)?.body).toEqual({ notification_id: old.id, action: 'read' });
    expect(store.notifications.find((n) => n.id === old.id)?.is_read).toBe(true);
    await store.markAllRead();
    expect(store.notifications.every((n) => n.is_read)).toBe(true);
    await store.clearOld();
    expect(Object.fromEntries(transport.requests.at(-1)!.query)).toEqual({ older_than_days: '3' });
    expect(store.notifications.map((n) => n.id)).toEqual([recent.id]);
    await store.remove(recent.id);
    expect(store.total).toBe(0);
    store.merge([notification()]);
    await store.clear();
    expect(Object.fromEntries(transport.requests.at(-1)!.query)).toEqual({});
    expect(store.total).toBe(0);
  });

  it('marks itself offline when the network fails, and online again after a load', async () => {
    const { store, transport } = setup({
      'GET /notifications/': () => {
        throw new TypeError('fetch failed');
      },
    });
    await store.load();
    expect(store.offline).toBe(true);
    transport.routes['GET /notifications/'] = { body: { success: true, notifications: [], unread_count: 0 } };
    await store.load();
    expect(store.offline).toBe(false);
  });
});

describe('NotificationStore clicks', () => {
  it('opens a completed video at stage 3, 0.5 s after the loading toast', async () => {
    const opened: [string, number][] = [];
    const { store, clock, navigations, messages, transport } = setup({}, async (id, stage) => {
      opened.push([id, stage]);
      return true;
    });
    const done = store.open(notification({ type: 'video_completed', data: { project_id: projectId, redirect_url: '/app' } }));
    await untilTimerSet(clock);
    expect(opened).toEqual([[projectId, 3]]);
    expect(messages()).toEqual([
      ['info', NOTIFICATION_MESSAGES.loadingProject],
      ['success', NOTIFICATION_MESSAGES.openingVideo],
    ]);
    await clock.advance(OPEN_PROJECT_DELAY_MS - 1);
    expect(navigations).toEqual([]);
    await clock.advance(1);
    await done;
    expect(navigations).toEqual(['/app/stage/3']);
    expect(transport.requests.find((r) => r.path === '/notifications/mark')?.body).toMatchObject({ action: 'clicked' });
  });

  it('goes to the redirect URL, else /app, 1.5 s after a failure to open the project', async () => {
    const failed = setup({}, async () => false);
    const done = failed.store.open(
      notification({ type: 'video_completed', data: { project_id: projectId, redirect_url: '/app/gallery' } }),
    );
    await untilTimerSet(failed.clock);
    await failed.clock.advance(OPEN_FAILED_DELAY_MS - 1);
    expect(failed.navigations).toEqual([]);
    await failed.clock.advance(1);
    await done;
    expect(failed.navigations).toEqual(['/app/gallery']);
    expect(failed.messages().at(-1)).toEqual(['error', NOTIFICATION_MESSAGES.loadFailed]);

    const threw = setup({}, async () => {
      throw new Error('boom');
    });
    const done2 = threw.store.open(notification({ type: 'video_completed', data: { project_id: projectId } }));
    await untilTimerSet(threw.clock);
    await threw.clock.advance(OPEN_FAILED_DELAY_MS);
    await done2;
    expect(threw.navigations).toEqual(['/app']);
    expect(threw.messages().at(-1)).toEqual(['error', NOTIFICATION_MESSAGES.loadError]);

    // A stage URL is no place to go without the project: it would open another one, or make a new one.
    const staged = setup({}, async () => false);
    const done3 = staged.store.open(
      notification({ type: 'video_completed', data: { project_id: projectId, redirect_url: '/app/stage/3' } }),
    );
    await untilTimerSet(staged.clock);
    await staged.clock.advance(OPEN_FAILED_DELAY_MS);
    await done3;
    expect(staged.navigations).toEqual(['/app']);
  });

  it('sends other notifications to their redirect URL, else the first redirect action, else nowhere', async () => {
    const { store, navigations } = setup();
    await store.open(notification({ data: { redirect_url: '/app/billing-history' } }));
    await store.open(
      notification({ type: 'credits_low', actions: [{ type: 'redirect', url: '/app/pricing', label: 'Buy Credits' }] }),
    );
    await store.open(notification({ type: 'video_failed' }));
    expect(navigations).toEqual(['/app/billing-history', '/app/pricing']);
  });
});

async function until(condition: () => boolean, what = 'the condition') {
  for (let i = 0; i < 200 && !condition(); i++) await settle();
  if (!condition()) throw new Error(`Timed out waiting for ${what}`);
}

/** A store whose list holds `listed` and whose stream requests are answered by new feeds (kept in `feeds`). */
function live(listed: Schema<'Notification'>[] = [], browser = fakeBrowserNotifications()) {
  const feeds: ReturnType<typeof eventStreamFeed>[] = [];
  const streamAnswers: FakeRoute[] = [];
  const context = setup(
    {
      'GET /notifications/': { body: { success: true, notifications: listed, unread_count: listed.length } },
      'GET /notifications/stream': (request) => {
        const planned = streamAnswers.shift();
        if (planned) return typeof planned === 'function' ? planned(request) : planned;
        const feed = eventStreamFeed();
        feeds.push(feed);
        return { stream: feed.stream };
      },
    },
    undefined,
    browser,
  );
  const count = (path: string) => context.transport.requests.filter((r) => r.path === path).length;
  const streams = () => count('/notifications/stream');
  const loads = () => count('/notifications/');
  return { ...context, feeds, streamAnswers, streams, loads };
}

describe('NotificationStore status', () => {
  it('is loading during the first load only, offline after a network error, else ready', async () => {
    let answer: ((value: { body: unknown }) => void) | null = null;
    const { store, transport } = setup({
      'GET /notifications/': () => new Promise((resolve) => (answer = resolve)),
    });
    const answered = async (body: unknown) => {
      await until(() => answer !== null, 'the request');
      answer!({ body });
      answer = null;
    };
    expect(store.status).toBe('ready');
    const first = store.load();
    expect(store.status).toBe('loading');
    await answered({ success: true, notifications: [notification()], unread_count: 1 });
    await first;
    expect(store.status).toBe('ready');
    const second = store.load();
    expect(store.status).toBe('ready');
    await answered({ success: true, notifications: [], unread_count: 0 });
    await second;
    transport.routes['GET /notifications/'] = () => {
      throw new TypeError('fetch failed');
    };
    await store.load();
    expect(store.status).toBe('offline');
  });
});

describe('NotificationStore live stream', () => {
  // Failed attempts are logged; the tests check what the store does about them.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('loads the list, then opens the stream with the token and merges what arrives', async () => {
    const listed = [notification({ is_read: true })];
    const { store, feeds, transport, streams } = live(listed);
    const dispose = store.connect();
    await until(() => feeds.length === 1, 'the stream');
    expect(transport.requests.map((r) => r.path)).toEqual(['/notifications/', '/notifications/stream']);
    expect(transport.requests[1]!.headers.get('authorization')).toBe('Bearer t');
    feeds[0]!.send('ready', { unread_count: 4 });
    await until(() => store.unreadCount === 4, 'the unread count');

    const arrived = notification();
    feeds[0]!.write(': keep-alive\n\n');
    feeds[0]!.send('notification', { notification: arrived, unread_count: 5 });
    await until(() => store.total === 2, 'the new notification');
    expect(store.notifications[0]!.id).toBe(arrived.id);
    expect(store.unreadCount).toBe(5);

    // The same one again (another tab marked it read): replaced, not added; the count is the server's, never < 0.
    feeds[0]!.send('notification', { notification: { ...arrived, is_read: true }, unread_count: -1 });
    await until(() => store.notifications[0]!.is_read, 'the replaced notification');
    expect(store.total).toBe(2);
    expect(store.unreadCount).toBe(0);
    expect(streams()).toBe(1);
    dispose();
  });

  it('keeps at most 50 when many arrive', async () => {
    const { store, feeds } = live(Array.from({ length: NOTIFICATION_LIMIT }, () => notification()));
    const dispose = store.connect();
    await until(() => feeds.length === 1, 'the stream');
    const arrived = Array.from({ length: 3 }, () => notification());
    for (const [index, n] of arrived.entries()) feeds[0]!.send('notification', { notification: n, unread_count: 51 + index });
    await until(() => store.unreadCount === 53, 'the last event');
    expect(store.total).toBe(NOTIFICATION_LIMIT);
    expect(store.notifications.slice(0, 3).map((n) => n.id)).toEqual(arrived.map((n) => n.id).reverse());
    dispose();
  });

  it('reconnects at once when the server ends the stream, and reloads the list for what it missed', async () => {
    const { store, feeds, streams, loads, clock } = live();
    const dispose = store.connect();
    await until(() => feeds.length === 1, 'the stream');
    feeds[0]!.send('ready', { unread_count: 0 });
    feeds[0]!.end();
    await until(() => streams() === 2, 'the second stream');
    expect(clock.pending).toBe(0);
    expect(loads()).toBe(1);
    feeds[1]!.send('ready', { unread_count: 2 });
    await until(() => loads() === 2, 'the reload');
    dispose();
  });

  it('backs off 2 s, 4 s, 8 s … at most 60 s while the stream fails, and starts again after a success', async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(streamRetryDelay)).toEqual([
      2000,
      4000,
      8000,
      16_000,
      32_000,
      60_000,
      60_000,
      STREAM_RETRY_MAX_MS,
    ]);
    const { store, streams, streamAnswers, clock, feeds } = live();
    for (let i = 0; i < 7; i++) streamAnswers.push({ status: 500, body: { detail: 'boom' } });
    const dispose = store.connect();
    await until(() => streams() === 1, 'the first attempt');
    for (const [attempt, delay] of [2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000].entries()) {
      await untilTimerSet(clock);
      await clock.advance(delay - 1);
      expect(streams()).toBe(attempt + 1);
      await clock.advance(1);
      await until(() => streams() === attempt + 2, `attempt ${attempt + 2}`);
    }
    expect(store.offline).toBe(false);
    // The eighth attempt opens; after it drops, the next one is at once and a failure waits 2 s again.
    await until(() => feeds.length === 1, 'the open stream');
    feeds[0]!.send('ready', { unread_count: 0 });
    streamAnswers.push({ status: 503 });
    feeds[0]!.fail();
    await until(() => streams() === 9, 'the reconnection');
    await untilTimerSet(clock);
    await clock.advance(1999);
    expect(streams()).toBe(9);
    await clock.advance(1);
    await until(() => streams() === 10, 'the retry');
    dispose();
  });

  it('shows offline when the stream cannot reach the server, and ready again once it is back', async () => {
    const { store, streams, streamAnswers, clock, feeds } = live();
    streamAnswers.push(() => {
      throw new TypeError('fetch failed');
    });
    const dispose = store.connect();
    await until(() => store.offline, 'offline');
    await untilTimerSet(clock);
    await clock.advance(2000);
    await until(() => feeds.length === 1, 'the second attempt');
    feeds[0]!.send('ready', { unread_count: 0 });
    await until(() => !store.offline, 'online');
    expect(streams()).toBe(2);
    dispose();
  });

  it('stops for good when disposed: an open stream is aborted and a pending retry never runs', async () => {
    const open = live();
    const dispose = open.store.connect();
    await until(() => open.feeds.length === 1, 'the stream');
    dispose();
    await settle();
    open.feeds[0]!.send('ready', { unread_count: 9 });
    await open.clock.advance(10 * 60_000);
    expect(open.streams()).toBe(1);
    expect(open.store.unreadCount).toBe(0);

    const failing = live();
    failing.streamAnswers.push({ status: 500 });
    const stop = failing.store.connect();
    await untilTimerSet(failing.clock);
    stop();
    expect(failing.clock.pending).toBe(0);
    await failing.clock.advance(10 * 60_000);
    expect(failing.streams()).toBe(1);
  });

  it('stops when the stream answers 401 (the session is over)', async () => {
    const { store, streams, streamAnswers, clock } = live();
    streamAnswers.push({ status: 401, body: { detail: 'Token has expired' } });
    const dispose = store.connect();
    await until(() => streams() === 1, 'the attempt');
    for (let i = 0; i < 5; i++) await settle();
    expect(clock.pending).toBe(0);
    await clock.advance(10 * 60_000);
    expect(streams()).toBe(1);
    dispose();
  });

  it('opens no stream after a network error on the first load; Try Again (load) connects once it works', async () => {
    const { store, transport, streams, feeds } = live();
    const listRoute = transport.routes['GET /notifications/']!;
    transport.routes['GET /notifications/'] = () => {
      throw new TypeError('fetch failed');
    };
    const dispose = store.connect();
    await until(() => store.hasLoaded, 'the load');
    for (let i = 0; i < 5; i++) await settle();
    expect(store.offline).toBe(true);
    expect(streams()).toBe(0);
    transport.routes['GET /notifications/'] = listRoute;
    await store.load();
    expect(store.offline).toBe(false);
    await until(() => feeds.length === 1, 'the stream');
    dispose();
  });

  it('reset (sign-out) stops the stream and forgets the list', async () => {
    const { store, feeds, streams, clock } = live([notification()]);
    store.connect();
    await until(() => feeds.length === 1, 'the stream');
    store.reset();
    await clock.advance(10 * 60_000);
    expect(streams()).toBe(1);
    expect(store.total).toBe(0);
    expect(store.unreadCount).toBe(0);
    expect(store.status).toBe('ready');
  });
});

describe('NotificationStore: the 10 s of a new notification', () => {
  it('a live arrival is new for 10 s; one written while the stream was closed is new when a load finds it', async () => {
    const listed = notification();
    const { store, feeds, clock, transport } = live([listed]);
    const dispose = store.connect();
    await until(() => feeds.length === 1, 'the stream');
    expect(store.isNew(listed.id)).toBe(false);
    const arrived = notification({ created_at: new Date(clock.now()).toISOString() });
    feeds[0]!.send('notification', { notification: arrived, unread_count: 2 });
    await until(() => store.total === 2, 'the arrival');
    expect(store.isNew(arrived.id)).toBe(true);
    await clock.advance(NEW_NOTIFICATION_MS - 1);
    expect(store.isNew(arrived.id)).toBe(true);
    await clock.advance(1);
    expect(store.isNew(arrived.id)).toBe(false);

    // A reload finds one written 3 s ago (new) and one of an hour ago (not new).
    const recent = notification({ created_at: new Date(clock.now() - 3000).toISOString() });
    const old = notification({ created_at: new Date(clock.now() - 3_600_000).toISOString() });
    transport.routes['GET /notifications/'] = {
      body: { success: true, notifications: [recent, old, arrived, listed], unread_count: 4 },
    };
    await store.load();
    expect([recent, old, arrived, listed].map((n) => store.isNew(n.id))).toEqual([true, false, false, false]);
    store.reset();
    expect(store.newIds.size).toBe(0);
    dispose();
  });
});

describe('NotificationStore: asking for browser notifications', () => {
  it('asks once, after the first render started, and never again', async () => {
    const browser = fakeBrowserNotifications('default');
    const storage = new MemoryStorage();
    const first = setup({}, undefined, browser, storage);
    await expect(first.store.offerBrowserNotifications()).resolves.toBe(true);
    expect(browser.log.asked).toBe(1);
    expect(storage.getItem(BROWSER_PERMISSION_ASKED_KEY)).toBe('1');

    // Dismissed (still 'default'): a later render, even in a new visit, does not ask again.
    browser.log.permission = 'default';
    const later = setup({}, undefined, browser, storage);
    await expect(later.store.offerBrowserNotifications()).resolves.toBe(false);
    expect(browser.log.asked).toBe(1);

    const denied = setup({}, undefined, fakeBrowserNotifications('denied'), new MemoryStorage());
    await expect(denied.store.offerBrowserNotifications()).resolves.toBe(false);
    expect(denied.browser.asked).toBe(0);
  });
});

describe('NotificationStore browser notifications', () => {
  it('shows a new arrival when allowed, closes it after 5 s, and a click focuses the tab and opens it', async () => {
    const listed = notification();
    const { store, feeds, browser, clock, navigations, transport } = live([listed]);
    const dispose = store.connect();
    await until(() => feeds.length === 1, 'the stream');
    const arrived = notification({
      title: 'Payment received',
      message: '600 credits',
      data: { redirect_url: '/app/billing-history' },
    });
    feeds[0]!.send('notification', { notification: listed, unread_count: 1 });
    feeds[0]!.send('notification', { notification: arrived, unread_count: 2 });
    await until(() => store.total === 2, 'the arrival');
    // Only the new one (the listed one was known); none for the list itself.
    expect(browser.shown.map(({ title, body }) => [title, body])).toEqual([['Payment received', '600 credits']]);
    await clock.advance(BROWSER_NOTIFICATION_MS - 1);
    expect(browser.shown[0]!.closed).toBe(false);
    await clock.advance(1);
    expect(browser.shown[0]!.closed).toBe(true);

    browser.shown[0]!.click();
    await until(() => navigations.length === 1, 'the navigation');
    expect(browser.focused).toBe(1);
    expect(navigations).toEqual(['/app/billing-history']);
    await until(() => transport.requests.some((r) => r.path === '/notifications/mark'), 'the mark');
    expect(transport.requests.find((r) => r.path === '/notifications/mark')?.body).toEqual({
      notification_id: arrived.id,
      action: 'clicked',
    });
    dispose();
  });

  it('shows nothing unless allowed, and asks for permission only when told to (a user gesture)', async () => {
    const browser = fakeBrowserNotifications('default');
    const { store, feeds } = live([], browser);
    const dispose = store.connect();
    await until(() => feeds.length === 1, 'the stream');
    feeds[0]!.send('notification', { notification: notification(), unread_count: 1 });
    await until(() => store.total === 1, 'the arrival');
    expect(browser.log.shown).toEqual([]);
    expect(browser.log.asked).toBe(0);
    await expect(store.enableBrowserNotifications()).resolves.toBe(true);
    expect(browser.log.asked).toBe(1);
    await expect(store.enableBrowserNotifications()).resolves.toBe(true);
    expect(browser.log.asked).toBe(1);
    feeds[0]!.send('notification', { notification: notification(), unread_count: 2 });
    await until(() => browser.log.shown.length === 1, 'the browser notification');

    const denied = setup({}, undefined, fakeBrowserNotifications('denied'));
    await expect(denied.store.enableBrowserNotifications()).resolves.toBe(false);
    expect(denied.browser.asked).toBe(0);
    dispose();
  });
});
