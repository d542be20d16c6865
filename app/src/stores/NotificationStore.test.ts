import { describe, expect, it } from 'vitest';
import { createApiClient, type Schema } from '@storyloom/api-client';
import { fakeTransport, type FakeRoute } from '../testing/fakeTransport.ts';
import { ManualClock } from '../testing/ManualClock.ts';
import {
  NOTIFICATION_LIMIT,
  NOTIFICATION_MESSAGES,
  NotificationStore,
  OPEN_FAILED_DELAY_MS,
  OPEN_PROJECT_DELAY_MS,
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

function setup(routes: Record<string, FakeRoute> = {}, openProject: OpenProject = async () => true) {
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
  });
  return { store, clock, transport, toasts, navigations, messages: () => toasts.toasts.map((t) => [t.kind, t.message]) };
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
    const done = store.open(
      notification({ type: 'video_completed', data: { project_id: projectId, redirect_url: '/app/stage/3' } }),
    );
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
