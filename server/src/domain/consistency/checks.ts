/**
 * Read-only consistency checks of one installation (`npm run check:consistency`): the credit ledger, payments, video
 * jobs against the job queue, stored files against the blob store, and the links the schema cannot enforce.
 * Each problem names what is wrong and where; an empty list means the installation is consistent.
 *
 * The database is read in one REPEATABLE READ, READ ONLY transaction (one snapshot). Work in flight is allowed
 * for: blobs younger than `graceMs` (written, their row not yet committed), payments paid less than `graceMs` ago
 * (the buyer has not come back yet) and jobs not yet queued for less than `graceMs`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Database, Tables } from '../../db/index.ts';

export type ProblemKind =
  | 'ledger_balance'
  | 'negative_balance'
  | 'lot_remaining'
  | 'usage_allocation'
  | 'grant_without_lot'
  | 'refund_without_usage'
  | 'payment_not_credited'
  | 'payment_credit_missing'
  | 'payment_credited_twice'
  | 'credit_without_payment'
  | 'discount_count'
  | 'job_stuck'
  | 'job_without_video'
  | 'job_completed_twice'
  | 'job_input_missing'
  | 'unfinished_generation'
  | 'missing_blob'
  | 'orphan_blob'
  | 'broken_link'
  | 'like_count'
  | 'gallery_summary'
  | 'gallery_mark';

export interface Problem {
  kind: ProblemKind;
  message: string;
}

/** What the blob store holds, as the file checks see it: the local media folder, or a bucket's listing. */
export interface BlobInventory {
  /** Every stored blob, with when it was written and how a message names it. */
  list(): Promise<StoredBlob[]>;
  /** Whether the blob a row names is stored. */
  exists(key: string): Promise<boolean>;
  /** Whether a listed blob is still there (it may have been deleted, with its row, since the listing). */
  stillStored(blob: StoredBlob): Promise<boolean>;
}

export interface CheckOptions {
  /** The local blob store's root (config.mediaDir); ignored when `inventory` is given. */
  mediaDir: string;
  /** The blob store to check against when it is not the local folder (STORAGE=s3). */
  inventory?: BlobInventory;
  /** Defaults to the current time. */
  now?: Date;
  /** Work younger than this counts as in flight, not as a problem (default 10 minutes). */
  graceMs?: number;
}

export const DEFAULT_GRACE_MS = 10 * 60_000;
/** pg-boss states in which a job will still be worked (or is being worked). */
const LIVE_QUEUE_STATES = ['created', 'retry', 'active'];

type Trx = Transaction<Tables>;

interface StoredBlob {
  key: string;
  /** A file path, or `s3://bucket/key`: how messages name it. */
  path: string;
  modifiedMs: number;
}

/** The local media folder as an inventory. */
export function folderInventory(root: string): BlobInventory {
  return {
    list: () => listBlobs(root),
    exists: (key) => blobExists(root, key),
    stillStored: (blob) =>
      fs.stat(blob.path).then(
        () => true,
        () => false,
      ),
  };
}

/** A listable remote store (the S3 store) as an inventory. */
export function storeInventory(store: {
  list(): AsyncIterable<{ key: string; lastModified: Date | null }>;
  size(key: string): Promise<number | null>;
  describe(key: string): string;
}): BlobInventory {
  return {
    async list() {
      const found: StoredBlob[] = [];
      // A blob without a date counts as just written: never reported as an orphan on a guess.
      for await (const blob of store.list()) {
        found.push({ key: blob.key, path: store.describe(blob.key), modifiedMs: blob.lastModified?.getTime() ?? Date.now() });
      }
      return found;
    },
    exists: async (key) => (await store.size(key)) !== null,
    stillStored: async (blob) => (await store.size(blob.key)) !== null,
  };
}

/** Every file under the local blob store (`<root>/<2 chars>/<key>`, and any stray file elsewhere in it). */
export async function listBlobs(root: string): Promise<StoredBlob[]> {
  const found: StoredBlob[] = [];
  const walk = async (dir: string, depth: number): Promise<void> => {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (depth < 4) await walk(full, depth + 1);
      } else {
        const stat = await fs.stat(full).catch(() => null);
        if (stat) found.push({ key: entry.name, path: full, modifiedMs: stat.mtimeMs });
      }
    }
  };
  await walk(root, 0);
  return found;
}

async function blobExists(root: string, key: string): Promise<boolean> {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/.test(key) || key.includes('..')) return false;
  return fs.stat(path.join(root, key.slice(0, 2).toLowerCase(), key)).then(
    (s) => s.isFile(),
    () => false,
  );
}

const rows = async <T>(trx: Trx, query: RawBuilder<T>): Promise<T[]> => (await query.execute(trx)).rows;

async function ledgerProblems(trx: Trx): Promise<Problem[]> {
  const problems: Problem[] = [];
  // Lots hold what is left (expired ones included); transactions are the history: the two must sum the same.
  for (const r of await rows<{ user_id: string; lots: string; history: string }>(
    trx,
    sql`SELECT coalesce(l.user_id, t.user_id) AS user_id, coalesce(l.total, 0) AS lots, coalesce(t.total, 0) AS history
          FROM (SELECT user_id, sum(remaining) AS total FROM credit_lots GROUP BY user_id) l
          FULL JOIN (SELECT user_id, sum(amount) AS total FROM credit_transactions GROUP BY user_id) t
            ON t.user_id = l.user_id
         WHERE coalesce(l.total, 0) <> coalesce(t.total, 0)`,
  )) {
    problems.push({
      kind: 'ledger_balance',
      message: `user ${r.user_id}: credit lots hold ${r.lots} but the transactions sum to ${r.history}`,
    });
  }
  for (const r of await rows<{ user_id: string; history: string }>(
    trx,
    sql`SELECT user_id, sum(amount) AS history FROM credit_transactions GROUP BY user_id HAVING sum(amount) < 0`,
  )) {
    problems.push({ kind: 'negative_balance', message: `user ${r.user_id}: balance is ${r.history}` });
  }
  // A lot has given exactly what the usages it paid for took, less what refunds gave back.
  for (const r of await rows<{ id: string; user_id: string; amount: number; remaining: number; spent: string }>(
    trx,
    sql`SELECT l.id, l.user_id, l.amount, l.remaining, coalesce(s.spent, 0) AS spent
          FROM credit_lots l
          LEFT JOIN (SELECT a.lot_id, sum(a.amount) AS spent
                       FROM credit_spend_allocations a
                      WHERE NOT EXISTS (SELECT 1 FROM credit_transactions r
                                         WHERE r.type = 'refund' AND r.reference = a.transaction_id::text)
                      GROUP BY a.lot_id) s ON s.lot_id = l.id
         WHERE l.amount - l.remaining <> coalesce(s.spent, 0)`,
  )) {
    problems.push({
      kind: 'lot_remaining',
      message: `credit lot ${r.id} (user ${r.user_id}): ${r.amount} granted, ${r.remaining} left, but usages took ${r.spent}`,
    });
  }
  for (const r of await rows<{ id: string; user_id: string; amount: number; allocated: string }>(
    trx,
    sql`SELECT t.id, t.user_id, t.amount, coalesce(sum(a.amount), 0) AS allocated
          FROM credit_transactions t LEFT JOIN credit_spend_allocations a ON a.transaction_id = t.id
         WHERE t.type = 'usage'
         GROUP BY t.id, t.user_id, t.amount
        HAVING coalesce(sum(a.amount), 0) <> -t.amount`,
  )) {
    problems.push({
      kind: 'usage_allocation',
      message: `usage ${r.id} (user ${r.user_id}) took ${-r.amount} credits but its lots gave ${r.allocated}`,
    });
  }
  for (const r of await rows<{ user_id: string; lots: string; grants: string }>(
    trx,
    sql`SELECT coalesce(l.user_id, t.user_id) AS user_id, coalesce(l.total, 0) AS lots, coalesce(t.total, 0) AS grants
          FROM (SELECT user_id, sum(amount) AS total FROM credit_lots GROUP BY user_id) l
          FULL JOIN (SELECT user_id, sum(amount) AS total FROM credit_transactions
                      WHERE type IN ('purchase', 'bonus') GROUP BY user_id) t ON t.user_id = l.user_id
         WHERE coalesce(l.total, 0) <> coalesce(t.total, 0)`,
  )) {
    problems.push({
      kind: 'grant_without_lot',
      message: `user ${r.user_id}: purchases and bonuses add up to ${r.grants} but the credit lots to ${r.lots}`,
    });
  }
  for (const r of await rows<{ id: string; user_id: string; amount: number; reference: string | null }>(
    trx,
    sql`SELECT r.id, r.user_id, r.amount, r.reference FROM credit_transactions r
         WHERE r.type = 'refund'
           AND NOT EXISTS (SELECT 1 FROM credit_transactions u
                            WHERE u.type = 'usage' AND u.id::text = r.reference
                              AND u.user_id = r.user_id AND u.amount = -r.amount)`,
  )) {
    problems.push({
      kind: 'refund_without_usage',
      message: `refund ${r.id} (user ${r.user_id}, ${r.amount} credits) does not give back a usage of that size (${r.reference ?? 'no reference'})`,
    });
  }
  return problems;
}

async function paymentProblems(trx: Trx, now: Date, graceMs: number): Promise<Problem[]> {
  const problems: Problem[] = [];
  const before = new Date(now.getTime() - graceMs);
  for (const r of await rows<{ id: string; user_id: string; paid_at: Date }>(
    trx,
    sql`SELECT id, user_id, paid_at FROM checkout_sessions
         WHERE status = 'paid' AND credited_at IS NULL AND paid_at < ${before}`,
  )) {
    problems.push({
      kind: 'payment_not_credited',
      message: `checkout ${r.id} (user ${r.user_id}) was paid at ${new Date(r.paid_at).toISOString()} but never credited`,
    });
  }
  for (const r of await rows<{ id: string; user_id: string; credits: number; found: string }>(
    trx,
    sql`SELECT c.id, c.user_id, c.credits, count(t.id) AS found
          FROM checkout_sessions c
          LEFT JOIN credit_transactions t
            ON t.type = 'purchase' AND t.reference = 'payment:' || c.provider_session_id
           AND t.user_id = c.user_id AND t.amount = c.credits
         WHERE c.credited_at IS NOT NULL
         GROUP BY c.id, c.user_id, c.credits
        HAVING count(t.id) <> 1`,
  )) {
    problems.push(
      Number(r.found) === 0
        ? {
            kind: 'payment_credit_missing',
            message: `checkout ${r.id} (user ${r.user_id}) is marked credited but no purchase of ${r.credits} credits exists`,
          }
        : {
            kind: 'payment_credited_twice',
            message: `checkout ${r.id} (user ${r.user_id}) was credited ${r.found} times`,
          },
    );
  }
  for (const r of await rows<{ id: string; user_id: string; reference: string }>(
    trx,
    sql`SELECT t.id, t.user_id, t.reference FROM credit_transactions t
         WHERE t.type = 'purchase'
           AND NOT EXISTS (SELECT 1 FROM checkout_sessions c
                            WHERE t.reference = 'payment:' || c.provider_session_id AND c.credited_at IS NOT NULL)`,
  )) {
    problems.push({
      kind: 'credit_without_payment',
      message: `purchase ${r.id} (user ${r.user_id}, ${r.reference ?? 'no reference'}) has no credited checkout`,
    });
  }
  for (const r of await rows<{ code: string; redemption_count: number; found: string }>(
    trx,
    sql`SELECT d.code, d.redemption_count, count(r.id) AS found
          FROM discount_codes d LEFT JOIN discount_redemptions r ON r.code = d.code
         GROUP BY d.code, d.redemption_count HAVING count(r.id) <> d.redemption_count`,
  )) {
    problems.push({
      kind: 'discount_count',
      message: `discount code ${r.code} counts ${r.redemption_count} redemptions but ${r.found} exist`,
    });
  }
  for (const r of await rows<{ code: string; user_id: string }>(
    trx,
    sql`SELECT r.code, r.user_id FROM discount_redemptions r
         WHERE NOT EXISTS (SELECT 1 FROM credit_transactions t
                            WHERE t.type = 'bonus' AND t.reference = 'discount:' || r.code || ':' || r.user_id::text
                              AND t.amount = r.credits_awarded)`,
  )) {
    problems.push({
      kind: 'discount_count',
      message: `discount code ${r.code} was redeemed by user ${r.user_id} without its bonus credits`,
    });
  }
  return problems;
}

async function hasQueue(trx: Trx): Promise<boolean> {
  const [row] = await rows<{ present: boolean }>(trx, sql`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`);
  return row?.present === true;
}

async function jobProblems(trx: Trx, inventory: BlobInventory, now: Date, graceMs: number): Promise<Problem[]> {
  const problems: Problem[] = [];
  const queue = await hasQueue(trx);
  const active = await trx
    .selectFrom('video_jobs')
    .select(['id', 'project_id', 'status', 'queue_job_id', 'updated_at', 'request'])
    .where('status', 'in', ['pending', 'processing'])
    .execute();
  for (const job of active) {
    let live = false;
    if (job.queue_job_id && queue) {
      const [delivery] = await rows<{ state: string }>(
        trx,
        sql`SELECT state::text AS state FROM pgboss.job WHERE name = 'video-render' AND id::text = ${job.queue_job_id}`,
      );
      live = delivery !== undefined && LIVE_QUEUE_STATES.includes(delivery.state);
    } else if (!job.queue_job_id) {
      // Not queued (yet), or rendered inline by a request: alive while it keeps moving.
      live = new Date(job.updated_at).getTime() > now.getTime() - graceMs;
    }
    if (!live) {
      problems.push({
        kind: 'job_stuck',
        message: `video job ${job.id} (project ${job.project_id}) is ${job.status} but ${
          job.queue_job_id ? `its queue job ${job.queue_job_id} will never run` : 'it was never queued and has not moved'
        }`,
      });
    }
    const request = typeof job.request === 'string' ? JSON.parse(job.request) : job.request;
    const keys = [
      ...(request.pages ?? []).flatMap((p: { imageKey: string; narrationKey: string; clipKey: string | null }) => [
        p.imageKey,
        p.narrationKey,
        ...(p.clipKey ? [p.clipKey] : []),
      ]),
      ...(request.musicKey ? [request.musicKey] : []),
    ] as string[];
    for (const key of keys) {
      if (!(await inventory.exists(key))) {
        problems.push({ kind: 'job_input_missing', message: `video job ${job.id} needs ${key}, which is not stored` });
      }
    }
  }
  for (const r of await rows<{ id: string; video_file_id: string | null }>(
    trx,
    sql`SELECT j.id, j.video_file_id FROM video_jobs j
         WHERE j.status = 'completed'
           AND NOT EXISTS (SELECT 1 FROM project_files f WHERE f.id = j.video_file_id AND f.kind = 'video')`,
  )) {
    problems.push({
      kind: 'job_without_video',
      message: `video job ${r.id} is completed but its video ${r.video_file_id ?? '(none)'} is not stored`,
    });
  }
  for (const r of await rows<{ job_id: string; videos: string; status: string | null }>(
    trx,
    sql`SELECT f.metadata->>'job_id' AS job_id, count(*) AS videos, min(j.status) AS status
          FROM project_files f LEFT JOIN video_jobs j ON j.id::text = f.metadata->>'job_id'
         WHERE f.kind = 'video' AND f.metadata ? 'job_id'
         GROUP BY f.metadata->>'job_id'
        HAVING count(*) > 1 OR min(j.status) IS DISTINCT FROM 'completed'`,
  )) {
    problems.push({
      kind: 'job_completed_twice',
      message:
        Number(r.videos) > 1
          ? `video job ${r.job_id} stored ${r.videos} videos`
          : `a video of job ${r.job_id} is stored but the job is ${r.status ?? 'gone'}`,
    });
  }
  for (const r of await rows<{ job_id: string; type: string; n: string }>(
    trx,
    sql`SELECT data->>'job_id' AS job_id, type, count(*) AS n FROM notifications
         WHERE type IN ('video_completed', 'video_failed') AND data ? 'job_id'
         GROUP BY data->>'job_id', type HAVING count(*) > 1`,
  )) {
    problems.push({ kind: 'job_completed_twice', message: `video job ${r.job_id} wrote ${r.n} ${r.type} notifications` });
  }
  return problems;
}

async function generationProblems(trx: Trx, now: Date, graceMs: number): Promise<Problem[]> {
  const [present] = await rows<{ present: boolean }>(trx, sql`SELECT to_regclass('generation_runs') IS NOT NULL AS present`);
  if (!present?.present) return [];
  return (
    await rows<{ id: string; project_id: string; heartbeat_at: Date }>(
      trx,
      sql`SELECT id, project_id, heartbeat_at FROM generation_runs WHERE heartbeat_at < ${new Date(now.getTime() - graceMs)}`,
    )
  ).map((r) => ({
    kind: 'unfinished_generation' as const,
    message: `generation ${r.id} (project ${r.project_id}) stopped at ${new Date(r.heartbeat_at).toISOString()}: its charges and files were never settled`,
  }));
}

async function linkProblems(trx: Trx): Promise<Problem[]> {
  const checks: { kind: ProblemKind; query: RawBuilder<{ what: string }> }[] = [
    {
      kind: 'broken_link',
      query: sql`SELECT 'project ' || p.id || ' approves reference file ' || f.id || ' of project ' || f.project_id AS what
                   FROM projects p JOIN project_files f ON f.id = p.approved_reference_file_id
                  WHERE f.project_id <> p.id`,
    },
    {
      kind: 'broken_link',
      query: sql`SELECT 'image version ' || v.project_id || '/' || v.page_index || '/' || v.version_index
                        || ' shows file ' || f.id || ' of project ' || f.project_id AS what
                   FROM image_versions v JOIN project_files f ON f.id = v.file_id
                  WHERE f.project_id <> v.project_id`,
    },
    {
      kind: 'broken_link',
      query: sql`SELECT 'project ' || c.project_id || ' page ' || c.page_index || ' shows version ' || c.version_index
                        || ', which does not exist' AS what
                   FROM current_image_versions c
                  WHERE NOT EXISTS (SELECT 1 FROM image_versions v WHERE v.project_id = c.project_id
                                      AND v.page_index = c.page_index AND v.version_index = c.version_index)`,
    },
    {
      kind: 'broken_link',
      query: sql`SELECT 'showcase video ' || s.id || ' (project ' || s.project_id || ') shows a file of another project or user'
                        AS what
                   FROM showcase_videos s JOIN projects p ON p.id = s.project_id
                   JOIN project_files v ON v.id = s.video_file_id
                   LEFT JOIN project_files t ON t.id = s.thumbnail_file_id
                  WHERE v.project_id <> s.project_id OR v.kind <> 'video' OR p.user_id <> s.user_id
                     OR (t.id IS NOT NULL AND t.project_id <> s.project_id)`,
    },
    {
      kind: 'broken_link',
      query: sql`SELECT 'video job ' || j.id || ' belongs to user ' || j.user_id || ' but its project to ' || p.user_id AS what
                   FROM video_jobs j JOIN projects p ON p.id = j.project_id WHERE p.user_id <> j.user_id`,
    },
    {
      kind: 'like_count',
      query: sql`SELECT 'showcase video ' || s.id || ' counts ' || s.likes_count || '/' || s.dislikes_count
                        || ' likes/dislikes but has ' || coalesce(l.likes, 0) || '/' || coalesce(l.dislikes, 0) AS what
                   FROM showcase_videos s
                   LEFT JOIN (SELECT video_id, count(*) FILTER (WHERE is_like) AS likes,
                                     count(*) FILTER (WHERE NOT is_like) AS dislikes
                                FROM video_likes GROUP BY video_id) l ON l.video_id = s.id
                  WHERE s.likes_count <> coalesce(l.likes, 0) OR s.dislikes_count <> coalesce(l.dislikes, 0)`,
    },
  ];
  const [counts] = await rows<{ present: boolean }>(trx, sql`SELECT to_regclass('project_counts') IS NOT NULL AS present`);
  if (counts?.present) {
    checks.push({
      kind: 'broken_link',
      query: sql`SELECT 'user ' || coalesce(c.user_id, p.user_id) || ' is counted with ' || coalesce(c.projects, 0)
                        || ' projects but has ' || coalesce(p.n, 0) AS what
                   FROM project_counts c
                   FULL JOIN (SELECT user_id, count(*) AS n FROM projects GROUP BY user_id) p ON p.user_id = c.user_id
                  WHERE coalesce(c.projects, 0) <> coalesce(p.n, 0)`,
    });
  }
  // The gallery's kept summary of each project (migration 0012) against what its rows say now.
  checks.push({
    kind: 'gallery_summary',
    query: sql`SELECT 'project ' || p.id || ' is summarised as ' || row(coalesce(s.image_count, 0), coalesce(s.audio_count, 0),
                      coalesce(s.video_count, 0), coalesce(s.is_shared, false), s.thumbnail_key)::text
                      || ' but its rows say ' || row(n.*)::text AS what
                 FROM projects p
                 LEFT JOIN project_summaries s ON s.project_id = p.id
                 CROSS JOIN LATERAL project_summary_of(p.id) n
                WHERE (coalesce(s.image_count, 0), coalesce(s.audio_count, 0), coalesce(s.video_count, 0),
                       coalesce(s.is_shared, false), s.thumbnail_key)
                      IS DISTINCT FROM (n.image_count, n.audio_count, n.video_count, n.is_shared, n.thumbnail_key)`,
  });
  // Where deep gallery pages begin (migration 0014): each kept mark against the row its project is at now.
  const [marks] = await rows<{ present: boolean }>(trx, sql`SELECT to_regclass('gallery_marks') IS NOT NULL AS present`);
  if (marks?.present) {
    checks.push({
      kind: 'gallery_mark',
      query: sql`SELECT 'user ' || m.user_id || ' marks project ' || m.project_id || ' at row ' || m.position
                        || coalesce(' of their gallery, but it is at row ' || o.position, ', which is not in their gallery')
                        AS what
                   FROM gallery_marks m
                   LEFT JOIN (SELECT user_id, id, modified_at,
                                     row_number() OVER (PARTITION BY user_id ORDER BY modified_at DESC, id DESC) - 1 AS position
                                FROM projects WHERE user_id IN (SELECT user_id FROM gallery_marks)) o
                     ON o.user_id = m.user_id AND o.id = m.project_id
                  WHERE o.position IS DISTINCT FROM m.position OR o.modified_at <> m.modified_at`,
    });
  }
  const problems: Problem[] = [];
  for (const check of checks) {
    for (const r of await rows(trx, check.query)) problems.push({ kind: check.kind, message: r.what });
  }
  return problems;
}

/** Every problem of the installation (database and blob store); empty when it is consistent. */
export async function checkConsistency(database: Database, options: CheckOptions): Promise<Problem[]> {
  const now = options.now ?? new Date();
  const graceMs = options.graceMs ?? DEFAULT_GRACE_MS;
  // Listed before the snapshot: a blob written after it cannot look like an orphan, and one whose row is committed
  // after the snapshot was written less than the grace period ago.
  const inventory = options.inventory ?? folderInventory(options.mediaDir);
  const blobs = await inventory.list();
  const { problems, fileKeys } = await database.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      await sql`SET TRANSACTION READ ONLY`.execute(trx);
      const found = [
        ...(await ledgerProblems(trx)),
        ...(await paymentProblems(trx, now, graceMs)),
        ...(await jobProblems(trx, inventory, now, graceMs)),
        ...(await generationProblems(trx, now, graceMs)),
        ...(await linkProblems(trx)),
      ];
      const files = await trx.selectFrom('project_files').select(['id', 'project_id', 'blob_key']).execute();
      return { problems: found, fileKeys: files };
    });

  const referenced = new Set(fileKeys.map((f) => f.blob_key));
  for (const file of fileKeys) {
    if (await inventory.exists(file.blob_key)) continue;
    // Deleted since the snapshot (a project removed meanwhile)? Then it is no problem.
    const still = await database.db.selectFrom('project_files').select('id').where('id', '=', file.id).executeTakeFirst();
    if (still) {
      problems.push({
        kind: 'missing_blob',
        message: `file ${file.id} of project ${file.project_id} points to ${file.blob_key}, which is not stored`,
      });
    }
  }
  const cutoff = now.getTime() - graceMs;
  for (const blob of blobs) {
    if (referenced.has(blob.key) || blob.modifiedMs > cutoff) continue;
    // Deleted since it was listed (with its row): no problem.
    if (!(await inventory.stillStored(blob))) continue;
    problems.push({
      kind: 'orphan_blob',
      message: `${options.inventory ? blob.path : path.relative(options.mediaDir, blob.path)} is stored but no row refers to it`,
    });
  }
  return problems;
}
