import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import { rowCount } from '../../db/preparedStatements.ts';
import { HttpError } from '../../http/errors.ts';
import type { Handlers, JsonBody, Ok, PathOf, QueryOf } from '../../http/types.ts';
import { requireAuth } from '../auth/handlers.ts';
import { isUuid, loadOwnedProject } from '../projects/projects.ts';
import type { LiveNotifications } from './live.ts';
import { notificationView, notify, RETENTION_DAYS, retentionCutoff, type NotificationEvent } from './notify.ts';

type TestRequest = NonNullable<JsonBody<'sendTestNotification'>>;

/** How long one live stream stays open; the client reconnects (with a fresh token). */
const STREAM_MAX_MS = 60 * 60_000;
const KEEP_ALIVE_MS = 25_000;

export function notificationHandlers(ctx: AppContext, live: LiveNotifications): Handlers {
  const db = ctx.database.db;
  /** Only what is still within retention counts, whether or not the sweep has run yet. */
  const mine = (userId: string) =>
    db.selectFrom('notifications').where('user_id', '=', userId).where('created_at', '>=', retentionCutoff(ctx.clock.now()));

  async function counts(userId: string) {
    const row = await mine(userId)
      .select([(eb) => eb.fn.countAll<string>().as('total'), sql<string>`count(*) FILTER (WHERE NOT is_read)`.as('unread')])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), unread: Number(row.unread) };
  }

  /** The test calls write one notification of a kind for the caller; off in production. */
  function testNotification(
    makeEvent: (
      project: { id: string; title: string | null } | null,
      request: FastifyRequest,
    ) => NotificationEvent | Promise<NotificationEvent>,
  ): (request: FastifyRequest) => Promise<Ok<'sendTestNotification'>> {
    return async (request) => {
      if (ctx.config.nodeEnv === 'production') throw new HttpError(404, 'Test notifications are switched off on this server');
      const auth = requireAuth(request);
      const body = (request.body ?? {}) as TestRequest;
      const project = body.project_id ? await loadOwnedProject(db, auth.userId, body.project_id) : null;
      const event = await makeEvent(project && { id: project.id, title: project.story_title }, request);
      const row = await notify(db, ctx.clock, auth.userId, event, {
        ...(body.title ? { title: body.title } : {}),
        ...(body.message ? { message: body.message } : {}),
      });
      return { success: true, notification: notificationView(row) };
    };
  }

  /** Project notifications need a project: the one named, else the caller's latest. */
  const aProject = async (request: FastifyRequest, named: { id: string; title: string | null } | null) => {
    if (named) return named;
    const latest = await db
      .selectFrom('projects')
      .select(['id', 'story_title as title'])
      .where('user_id', '=', requireAuth(request).userId)
      .orderBy('modified_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!latest) throw new HttpError(422, 'Create a project first: this notification points at one.');
    return latest;
  };

  const tests: Handlers = {
    sendTestNotification: testNotification((p) => ({
      type: 'system',
      title: 'Test notification',
      message: 'This is a test notification.',
      ...(p ? { projectId: p.id } : {}),
    })),
    sendTestVideoCompletionNotification: testNotification(async (p, request) => {
      const project = await aProject(request, p);
      return { type: 'video_completed', projectId: project.id, projectTitle: project.title };
    }),
    sendTestVideoFailedNotification: testNotification(async (p, request) => {
      const project = await aProject(request, p);
      return { type: 'video_failed', projectId: project.id, projectTitle: project.title };
    }),
    sendTestPaymentSuccessNotification: testNotification(() => ({ type: 'payment_success', credits: 600, packName: 'Pro' })),
    sendTestPaymentFailedNotification: testNotification(() => ({ type: 'payment_failed' })),
    sendTestInsufficientCreditsNotification: testNotification(() => ({ type: 'insufficient_credits', required: 32, current: 5 })),
    sendTestCreditsLowNotification: testNotification(() => ({ type: 'credits_low', balance: 4 })),
  };

  return {
    ...tests,

    async streamNotifications(request, reply) {
      const auth = requireAuth(request);
      const res = reply.raw;
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no', // nginx: pass events through at once
        'x-request-id': request.id,
      });
      const send = (event: string, data: unknown) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      let closed = false;
      let unsubscribe = () => {};
      let forgetShutdown = () => {};
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(keepAlive);
        clearTimeout(maxAge);
        unsubscribe();
        forgetShutdown();
        res.end();
      };
      const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      const maxAge = setTimeout(close, STREAM_MAX_MS);
      request.raw.on('close', close);
      forgetShutdown = live.onShutdown(close);
      try {
        unsubscribe = await live.subscribe(auth.userId, (id) => {
          void (async () => {
            const row = await db
              .selectFrom('notifications')
              .selectAll()
              .where('id', '=', id)
              .where('user_id', '=', auth.userId)
              .executeTakeFirst();
            if (row && !closed)
              send('notification', { notification: notificationView(row), unread_count: (await counts(auth.userId)).unread });
          })().catch((error: unknown) => request.log.warn({ err: error }, 'live notification could not be sent'));
        });
        if (closed) unsubscribe();
        else send('ready', { unread_count: (await counts(auth.userId)).unread });
      } catch (error) {
        request.log.error({ err: error }, 'live notifications unavailable');
        close();
      }
    },

    async listNotifications(request): Promise<Ok<'listNotifications'>> {
      const auth = requireAuth(request);
      const { limit = 50, unread_only } = request.query as QueryOf<'listNotifications'>;
      const [rows, count] = await Promise.all([
        mine(auth.userId)
          .selectAll()
          .$if(Boolean(unread_only), (qb) => qb.where('is_read', '=', false))
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(rowCount(limit))
          .execute(),
        counts(auth.userId),
      ]);
      return { success: true, notifications: rows.map(notificationView), unread_count: count.unread, total: count.total };
    },

    async getUnreadNotificationCount(request): Promise<Ok<'getUnreadNotificationCount'>> {
      const auth = requireAuth(request);
      return { success: true, unread_count: (await counts(auth.userId)).unread };
    },

    async getNotificationStatus(request): Promise<Ok<'getNotificationStatus'>> {
      const auth = requireAuth(request);
      const count = await counts(auth.userId);
      return {
        success: true,
        status: 'ok',
        total_count: count.total,
        unread_count: count.unread,
        retention_days: RETENTION_DAYS,
      };
    },

    async markNotification(request): Promise<Ok<'markNotification'>> {
      const auth = requireAuth(request);
      const { notification_id, action } = request.body as JsonBody<'markNotification'>;
      if (!isUuid(notification_id)) throw new HttpError(404, 'Notification not found');
      // Clicked implies read; marking read never un-clicks.
      const row = await db
        .updateTable('notifications')
        .set(action === 'clicked' ? { is_read: true, is_clicked: true } : { is_read: true })
        .where('id', '=', notification_id)
        .where('user_id', '=', auth.userId)
        .returning(['id', 'is_read', 'is_clicked'])
        .executeTakeFirst();
      if (!row) throw new HttpError(404, 'Notification not found');
      return {
        success: true,
        notification_id: row.id,
        is_read: row.is_read,
        is_clicked: row.is_clicked,
        unread_count: (await counts(auth.userId)).unread,
      };
    },

    async markAllNotificationsRead(request): Promise<Ok<'markAllNotificationsRead'>> {
      const auth = requireAuth(request);
      const result = await db
        .updateTable('notifications')
        .set({ is_read: true })
        .where('user_id', '=', auth.userId)
        .where('is_read', '=', false)
        .executeTakeFirst();
      return { success: true, count: Number(result.numUpdatedRows), unread_count: (await counts(auth.userId)).unread };
    },

    async deleteNotification(request): Promise<Ok<'deleteNotification'>> {
      const auth = requireAuth(request);
      const { id } = request.params as PathOf<'deleteNotification'>;
      if (!isUuid(id)) throw new HttpError(404, 'Notification not found');
      const result = await db
        .deleteFrom('notifications')
        .where('id', '=', id)
        .where('user_id', '=', auth.userId)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw new HttpError(404, 'Notification not found');
      return { success: true, count: 1, unread_count: (await counts(auth.userId)).unread };
    },

    async clearNotifications(request): Promise<Ok<'clearNotifications'>> {
      const auth = requireAuth(request);
      const { older_than_days } = request.query as QueryOf<'clearNotifications'>;
      let query = db.deleteFrom('notifications').where('user_id', '=', auth.userId);
      if (older_than_days)
        query = query.where('created_at', '<=', new Date(ctx.clock.now().getTime() - older_than_days * 86_400_000));
      const result = await query.executeTakeFirst();
      return { success: true, count: Number(result.numDeletedRows), unread_count: (await counts(auth.userId)).unread };
    },
  };
}
