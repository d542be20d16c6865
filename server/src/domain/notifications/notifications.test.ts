import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../testing/harness.ts';
import { grantCredits, spendCredits } from '../credits/ledger.ts';
import { notify, purgeExpiredNotifications } from './notify.ts';

let server: TestServer;
beforeAll(async () => {
  // Long-lived tokens: these tests move the clock by days.
  server = await startTestServer({ NODE_ENV: 'test', SIGNUP_BONUS_CREDITS: '0', ACCESS_TOKEN_TTL_SECONDS: String(30 * 86_400) });
});
afterAll(() => server?.close());

type User = Awaited<ReturnType<TestServer['signUp']>>;
const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, user?: User, payload?: object) =>
  server.app.inject({ method, url: `/api${url}`, headers: user ? bearer(user.token) : {}, ...(payload ? { payload } : {}) });

const list = async (user: User, query = '') => (await api('GET', `/notifications/${query}`, user)).json();

describe('test notifications', () => {
  const kinds = [
    ['/notifications/test', 'system', 'Test notification'],
    ['/notifications/test-video-completion', 'video_completed', 'Your video is ready!'],
    ['/notifications/test-video-failed', 'video_failed', 'Video generation failed'],
    ['/notifications/test-payment-success', 'payment_success', 'Payment successful'],
    ['/notifications/test-insufficient-credits', 'insufficient_credits', 'Not enough credits'],
    ['/notifications/test-payment-failed', 'payment_failed', 'Payment failed'],
    ['/notifications/test-credits-low', 'credits_low', 'Credits running low'],
  ] as const;

  it('creates one notification of each kind for the caller only', async () => {
    const user = await server.signUp();
    const other = await server.signUp();
    const project = (await api('POST', '/projects/', user)).json().project_id;
    await api('PUT', `/projects/${project}`, user, { story_title: 'The Moon' });
    for (const [url, type, title] of kinds) {
      server.clock.advance(1000);
      const res = await api('POST', url, user);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().notification).toMatchObject({ type, title, is_read: false, is_clicked: false });
    }
    const body = await list(user);
    expect(body.notifications.map((n: { type: string }) => n.type)).toEqual(kinds.map(([, type]) => type).reverse());
    expect(body).toMatchObject({ unread_count: 7, total: 7 });
    expect((await list(other)).notifications).toEqual([]);

    const completed = body.notifications.find((n: { type: string }) => n.type === 'video_completed');
    expect(completed).toMatchObject({
      message: '"The Moon" has finished rendering.',
      data: { project_id: project, redirect_url: '/app' },
      actions: [{ type: 'redirect', url: '/app/gallery', label: 'Open gallery' }],
    });
    // Without the project these fallbacks are pages that make sense on their own (never /app/stage/3).
    const failed = body.notifications.find((n: { type: string }) => n.type === 'video_failed');
    expect(failed).toMatchObject({
      data: { project_id: project, redirect_url: '/app/gallery' },
      actions: [{ type: 'redirect', url: '/app/gallery', label: 'Open gallery' }],
    });
  });

  it('takes overrides, refuses another user’s project, and is off in production', async () => {
    const user = await server.signUp();
    const other = await server.signUp();
    const theirs = (await api('POST', '/projects/', other)).json().project_id;
    const res = await api('POST', '/notifications/test', user, { title: 'Hello', message: 'World' });
    expect(res.json().notification).toMatchObject({ title: 'Hello', message: 'World' });
    expect((await api('POST', '/notifications/test-video-completion', user, { project_id: theirs })).statusCode).toBe(404);
    expect((await api('POST', '/notifications/test-video-completion', user)).statusCode).toBe(422); // no project yet
    expect((await api('POST', '/notifications/test', undefined)).statusCode).toBe(401);

    const production = await startTestServer({ NODE_ENV: 'production' });
    try {
      const someone = await production.signUp();
      const off = await production.app.inject({ method: 'POST', url: '/api/notifications/test', headers: bearer(someone.token) });
      expect(off.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('reading and changing', () => {
  let user: User;
  let ids: string[];
  beforeAll(async () => {
    user = await server.signUp();
    ids = [];
    for (let i = 0; i < 4; i++) {
      server.clock.advance(1000);
      ids.push((await api('POST', '/notifications/test', user, { title: `N${i}` })).json().notification.id);
    }
  });

  it('marks read, and clicked (which implies read); counts never go below 0', async () => {
    let res = await api('PATCH', '/notifications/mark', user, { notification_id: ids[0], action: 'read' });
    expect(res.json()).toEqual({ success: true, notification_id: ids[0], is_read: true, is_clicked: false, unread_count: 3 });
    res = await api('PATCH', '/notifications/mark', user, { notification_id: ids[1], action: 'clicked' });
    expect(res.json()).toMatchObject({ is_read: true, is_clicked: true, unread_count: 2 });
    res = await api('PATCH', '/notifications/mark', user, { notification_id: ids[1], action: 'read' });
    expect(res.json()).toMatchObject({ is_read: true, is_clicked: true, unread_count: 2 });
    expect((await api('GET', '/notifications/unread-count', user)).json()).toEqual({ success: true, unread_count: 2 });
    const unread = await list(user, '?unread_only=true');
    expect(unread.notifications.map((n: { id: string }) => n.id)).toEqual([ids[3], ids[2]]);
    expect((await list(user, '?limit=1')).notifications).toHaveLength(1);

    res = await api('PATCH', '/notifications/mark-all-read', user);
    expect(res.json()).toEqual({ success: true, count: 2, unread_count: 0 });
    res = await api('PATCH', '/notifications/mark-all-read', user);
    expect(res.json()).toEqual({ success: true, count: 0, unread_count: 0 });
    expect((await api('GET', '/notifications/status', user)).json()).toEqual({
      success: true,
      status: 'ok',
      total_count: 4,
      unread_count: 0,
      retention_days: 7,
    });
  });

  it('keeps other users out', async () => {
    const stranger = await server.signUp();
    expect((await api('PATCH', '/notifications/mark', stranger, { notification_id: ids[3], action: 'read' })).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', `/notifications/${ids[3]}`, stranger)).statusCode).toBe(404);
    expect((await api('DELETE', '/notifications/', stranger)).json().count).toBe(0);
    expect((await list(user)).total).toBe(4);
    expect((await api('DELETE', `/notifications/${crypto.randomUUID()}`, user)).statusCode).toBe(404);
    expect((await api('PATCH', '/notifications/mark', user, { notification_id: ids[0], action: 'seen' })).statusCode).toBe(400);
  });

  it('deletes one, old ones, and all', async () => {
    expect((await api('DELETE', `/notifications/${ids[0]}`, user)).json()).toEqual({ success: true, count: 1, unread_count: 0 });
    server.clock.advance(3 * 86_400_000);
    await api('POST', '/notifications/test', user, { title: 'fresh' });
    const old = await api('DELETE', '/notifications/?older_than_days=3', user);
    expect(old.json()).toEqual({ success: true, count: 3, unread_count: 1 });
    expect((await list(user)).notifications.map((n: { title: string }) => n.title)).toEqual(['fresh']);
    expect((await api('DELETE', '/notifications/', user)).json()).toEqual({ success: true, count: 1, unread_count: 0 });
    expect((await list(user)).total).toBe(0);
  });
});

describe('retention', () => {
  it('hides notifications older than 7 days and purges them', async () => {
    const user = await server.signUp();
    await api('POST', '/notifications/test', user, { title: 'old' });
    server.clock.advance(6 * 86_400_000);
    await api('POST', '/notifications/test', user, { title: 'recent' });
    server.clock.advance(86_400_000 + 1000);
    expect((await list(user)).notifications.map((n: { title: string }) => n.title)).toEqual(['recent']);
    const stored = () =>
      server.ctx.database.db.selectFrom('notifications').select('title').where('user_id', '=', user.userId).execute();
    expect(await stored()).toHaveLength(2);
    expect(await purgeExpiredNotifications(server.ctx.database.db, server.clock.now())).toBeGreaterThanOrEqual(1);
    expect((await stored()).map((n) => n.title)).toEqual(['recent']);
  });
});

describe('credit events', () => {
  it('warns once when a spend crosses the low-credit line, and after a refused spend', async () => {
    const user = await server.signUp();
    await server.ctx.database.db
      .transaction()
      .execute((trx) =>
        grantCredits(trx, { userId: user.userId, kind: 'bonus', amount: 14, description: 'Start' }, server.clock.now()),
      );
    await spendCredits(server.ctx, user.userId, 3, 'Audio'); // 11 left: above the line of 10
    expect((await list(user)).total).toBe(0);
    await spendCredits(server.ctx, user.userId, 5, 'Image'); // 6 left: crossed
    await spendCredits(server.ctx, user.userId, 1, 'Title'); // 5 left: already below, no second warning
    let body = await list(user);
    expect(body.notifications).toHaveLength(1);
    expect(body.notifications[0]).toMatchObject({
      type: 'credits_low',
      message: 'You have 6 credits left. Top up to keep creating stories.',
      data: { balance: 6, redirect_url: '/app/pricing' },
    });

    server.clock.advance(1000);
    await expect(spendCredits(server.ctx, user.userId, 32, 'Story')).rejects.toMatchObject({ statusCode: 402 });
    await expect(spendCredits(server.ctx, user.userId, 32, 'Story')).rejects.toMatchObject({ statusCode: 402 });
    body = await list(user);
    expect(body.notifications.map((n: { type: string }) => n.type)).toEqual(['insufficient_credits', 'credits_low']);
    expect(body.notifications[0]).toMatchObject({ data: { required: 32, current: 5, redirect_url: '/app/pricing' } });
  });

  it('a notification written in a transaction that rolls back does not exist', async () => {
    const user = await server.signUp();
    await expect(
      server.ctx.database.db.transaction().execute(async (trx) => {
        await notify(trx, server.clock, user.userId, { type: 'payment_failed' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await list(user)).total).toBe(0);
  });
});

describe('live stream', () => {
  /** Reads server-sent events from a fetch body, one parsed event at a time. */
  function eventReader(body: ReadableStream<Uint8Array>) {
    const reader = body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    return async function next(timeoutMs = 5000): Promise<{ event: string; data: Record<string, unknown> }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) continue; // keep-alive comment
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown>;
          return { event, data };
        }
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), deadline - Date.now())),
        ]);
        if (chunk.done) throw new Error('stream ended');
        buffer += chunk.value;
      }
    };
  }

  it('pushes each new notification of the caller, and only those committed', async () => {
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await server.signUp();
    const other = await server.signUp();
    await api('POST', '/notifications/test', user, { title: 'before' });
    const abort = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream`, { headers: bearer(user.token), signal: abort.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const next = eventReader(res.body!);
    expect(await next()).toEqual({ event: 'ready', data: { unread_count: 1 } });

    await api('POST', '/notifications/test', other, { title: 'not yours' });
    await expect(
      server.ctx.database.db.transaction().execute(async (trx) => {
        await notify(trx, server.clock, user.userId, { type: 'system', title: 'rolled back', message: 'x' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow();
    await api('POST', '/notifications/test-payment-success', user);
    const pushed = await next();
    expect(pushed.event).toBe('notification');
    expect(pushed.data).toMatchObject({
      notification: { type: 'payment_success', title: 'Payment successful' },
      unread_count: 2,
    });
    abort.abort();

    expect((await fetch(`${base}/api/notifications/stream`)).status).toBe(401);
  });
});
