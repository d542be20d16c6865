/**
 * Paid generations in flight (migration 0011): what a crashed process leaves behind is settled by the next sweep.
 *
 * A run is recorded in the transaction that charges its usages, names each blob before it is written, beats every
 * few seconds while it works, and is deleted in the transaction that delivers the work (or once a failure has been
 * refunded). A run that stopped beating is abandoned: its usages are refunded (once — a refund is unique per usage,
 * so one the failed request already gave back is not given twice), its blobs that no row took are deleted, and the
 * run goes. The rule for the user: credits are kept only for work delivered.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Tables } from '../../db/index.ts';
import { LocalBlobStore } from '../../storage/blobStore.ts';
import { refundCredits } from '../credits/ledger.ts';

type Executor = Kysely<Tables> | Transaction<Tables>;

/** A live run beats this often. */
export const RUN_HEARTBEAT_MS = 5_000;
/** A run silent this long is abandoned (its process is gone). */
export const RUN_STALE_MS = 20_000;

export interface GenerationRun {
  readonly id: string;
  /** Records a blob key before it is written, so a crash cannot orphan it. */
  addBlob(key: string): Promise<void>;
  /** Ends the run inside the transaction that delivers its work (so the charges stand and the blobs stay). */
  delivered(trx: Executor): Promise<void>;
  /** Stops the heartbeat; deletes the run unless it was delivered (call once the request has settled, in finally). */
  close(): Promise<void>;
}

/** Inserts the run (call inside the spend's transaction with the usage ids it charged). */
export async function recordRun(
  trx: Executor,
  run: { id: string; userId: string; projectId: string; kind: string; charges: (string | null)[] },
  now: Date,
): Promise<void> {
  await sql`INSERT INTO generation_runs (id, user_id, project_id, kind, charges, heartbeat_at, created_at)
            VALUES (${run.id}, ${run.userId}, ${run.projectId}, ${run.kind},
                    ${JSON.stringify(run.charges.filter((c): c is string => c !== null))}::jsonb, ${now}, ${now})`.execute(trx);
}

export const newRunId = () => crypto.randomUUID();

/** The local store writes `<key>.<random>.part` and renames it: a process killed mid-write leaves that file behind. */
async function removePartialWrites(ctx: AppContext, key: string): Promise<void> {
  if (!(ctx.storage instanceof LocalBlobStore)) return;
  const dir = path.join(ctx.storage.root, key.slice(0, 2).toLowerCase());
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    if (name.startsWith(`${key}.`) && name.endsWith('.part')) await fs.rm(path.join(dir, name), { force: true });
  }
}

/** Keeps a recorded run alive while the work goes on. */
export function trackRun(ctx: AppContext, id: string, onError: (error: unknown) => void): GenerationRun {
  const db = ctx.database.db;
  let settled = false;
  const timer = setInterval(() => {
    sql`UPDATE generation_runs SET heartbeat_at = ${ctx.clock.now()} WHERE id = ${id}`.execute(db).catch(onError);
  }, RUN_HEARTBEAT_MS);
  timer.unref();
  return {
    id,
    async addBlob(key) {
      await sql`UPDATE generation_runs SET blob_keys = blob_keys || ${JSON.stringify([key])}::jsonb,
                       heartbeat_at = ${ctx.clock.now()} WHERE id = ${id}`.execute(db);
    },
    async delivered(trx) {
      await sql`DELETE FROM generation_runs WHERE id = ${id}`.execute(trx);
      settled = true;
    },
    async close() {
      clearInterval(timer);
      if (!settled) await sql`DELETE FROM generation_runs WHERE id = ${id}`.execute(db);
    },
  };
}

/**
 * Settles runs whose process stopped: those silent for RUN_STALE_MS, and (`ownerStartedAt`, on a database only one
 * process can open) every run last heard of before this process started. Answers how many it settled.
 */
export async function settleAbandonedRuns(ctx: AppContext, options: { ownerStartedAt?: Date } = {}): Promise<number> {
  const db = ctx.database.db;
  const now = ctx.clock.now();
  let before = new Date(now.getTime() - RUN_STALE_MS);
  if (options.ownerStartedAt && options.ownerStartedAt > before) before = options.ownerStartedAt;
  const { rows } = await sql<{ id: string; user_id: string; charges: string[]; blob_keys: string[] }>`
    SELECT id, user_id, charges, blob_keys FROM generation_runs WHERE heartbeat_at < ${before}`.execute(db);
  for (const run of rows) {
    // The files first, then the money: once a user sees the refund, nothing of the interrupted run is left.
    if (run.blob_keys.length > 0) {
      const kept = await db.selectFrom('project_files').select('blob_key').where('blob_key', 'in', run.blob_keys).execute();
      const keep = new Set(kept.map((f) => f.blob_key));
      for (const key of run.blob_keys) {
        if (keep.has(key)) continue;
        await ctx.storage.delete(key);
        await removePartialWrites(ctx, key);
      }
    }
    for (const usage of run.charges) {
      await refundCredits(ctx, run.user_id, usage, 'Refund: the generation was interrupted').catch((error: unknown) => {
        // A usage that is gone (its user deleted) has nothing left to refund.
        if ((error as { statusCode?: number }).statusCode !== 404) throw error;
      });
    }
    await sql`DELETE FROM generation_runs WHERE id = ${run.id}`.execute(db);
  }
  return rows.length;
}
