import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Clock } from '../../context.ts';
import type { Tables } from '../../db/index.ts';
import type { Ok } from '../../http/types.ts';

type Executor = Kysely<Tables> | Transaction<Tables>;
export type NotificationRow = Selectable<Tables['notifications']>;
export type NotificationView = Ok<'sendTestNotification'>['notification'];

/** Notifications are kept this long (spec: "saved for 7 days"). */
export const RETENTION_DAYS = 7;
/** Postgres channel on which a committed notification is announced to every server process (live stream). */
export const NOTIFICATION_CHANNEL = 'storyloom_notifications';

/** What happened, in domain words; `describe` turns it into the words the user reads. */
export type NotificationEvent =
  | { type: 'video_completed'; projectId: string; projectTitle: string | null; jobId?: string }
  | { type: 'video_failed'; projectId: string; projectTitle: string | null; jobId?: string; reason?: string }
  | { type: 'payment_success'; credits: number; packName: string }
  | { type: 'payment_failed'; reason?: string }
  | { type: 'credits_low'; balance: number }
  | { type: 'insufficient_credits'; required: number; current: number }
  | { type: 'system'; title: string; message: string; projectId?: string };

interface Content {
  title: string;
  message: string;
  data: Record<string, unknown>;
  actions: { type: 'redirect'; url: string; label: string }[];
}

const redirect = (url: string, label: string) => [{ type: 'redirect' as const, url, label }];

function quoted(title: string | null): string {
  return title?.trim() ? `"${title.trim()}"` : 'Your story';
}

export function describe(event: NotificationEvent): Content {
  switch (event.type) {
    case 'video_completed':
      return {
        title: 'Your video is ready!',
        message: `${quoted(event.projectTitle)} has finished rendering.`,
        // The app opens data.project_id itself; the fallbacks must make sense without a project.
        data: { project_id: event.projectId, ...(event.jobId ? { job_id: event.jobId } : {}), redirect_url: '/app' },
        actions: redirect('/app/gallery', 'Open gallery'),
      };
    case 'video_failed':
      return {
        title: 'Video generation failed',
        message: `Video generation failed for ${quoted(event.projectTitle)}. Please try again.${event.reason ? ` (${event.reason})` : ''}`,
        data: { project_id: event.projectId, ...(event.jobId ? { job_id: event.jobId } : {}), redirect_url: '/app/gallery' },
        actions: redirect('/app/gallery', 'Open gallery'),
      };
    case 'payment_success':
      return {
        title: 'Payment successful',
        message: `${event.credits} credits from the ${event.packName} pack were added to your account.`,
        data: { credits: event.credits, redirect_url: '/app/billing-history' },
        actions: redirect('/app/billing-history', 'View billing history'),
      };
    case 'payment_failed':
      return {
        title: 'Payment failed',
        message: `Your payment could not be completed and no credits were added.${event.reason ? ` ${event.reason}` : ''}`,
        data: { redirect_url: '/app/pricing' },
        actions: redirect('/app/pricing', 'Try again'),
      };
    case 'credits_low':
      return {
        title: 'Credits running low',
        message: `You have ${event.balance} credit${event.balance === 1 ? '' : 's'} left. Top up to keep creating stories.`,
        data: { balance: event.balance, redirect_url: '/app/pricing' },
        actions: redirect('/app/pricing', 'Buy credits'),
      };
    case 'insufficient_credits':
      return {
        title: 'Not enough credits',
        message: `That needed ${event.required} credits but you have ${event.current}. Buy more credits to continue.`,
        data: { required: event.required, current: event.current, redirect_url: '/app/pricing' },
        actions: redirect('/app/pricing', 'Buy credits'),
      };
    case 'system':
      return {
        title: event.title,
        message: event.message,
        data: event.projectId ? { project_id: event.projectId } : {},
        actions: [],
      };
  }
}

/**
 * The one way a notification is written. Inside the caller's transaction when given one, so a notification exists
 * exactly when what it reports was committed; the live-stream announcement (pg_notify) is delivered on commit too.
 */
export async function notify(
  db: Executor,
  clock: Clock,
  userId: string,
  event: NotificationEvent,
  wording: { title?: string; message?: string } = {},
): Promise<NotificationRow> {
  const content = { ...describe(event), ...wording };
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: userId,
      type: event.type,
      title: content.title,
      message: content.message,
      data: JSON.stringify(content.data),
      actions: JSON.stringify(content.actions),
      created_at: clock.now(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await sql`SELECT pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ user_id: userId, id: row.id })})`.execute(db);
  return row;
}

export function notificationView(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    type: row.type as NotificationView['type'],
    title: row.title,
    message: row.message,
    data: row.data,
    created_at: row.created_at.toISOString(),
    is_read: row.is_read,
    is_clicked: row.is_clicked,
    actions: row.actions,
  };
}

export function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - RETENTION_DAYS * 86_400_000);
}

/** Deletes notifications past retention, for everyone; returns how many went. */
export async function purgeExpiredNotifications(db: Executor, now: Date): Promise<number> {
  const result = await db.deleteFrom('notifications').where('created_at', '<', retentionCutoff(now)).executeTakeFirst();
  return Number(result.numDeletedRows);
}
