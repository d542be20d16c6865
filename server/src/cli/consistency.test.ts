// `npm run check:consistency` against a real database (PGlite, or a scratch database on DATABASE_URL's server): a
// clean installation with credits, a payment, a project with files, a completed render and a discount code reports
// nothing; each kind of planted damage is reported, named by its kind.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkConsistency, storeInventory } from '../domain/consistency/checks.ts';
import { refundCredits, spendCredits } from '../domain/credits/ledger.ts';
import { storeProjectFile } from '../domain/projects/files.ts';
import type { S3BlobStore } from '../storage/s3BlobStore.ts';
import { startFakeS3, type FakeS3 } from '../testing/fakeS3.ts';
import { bearer, startTestServer, type TestServer } from '../testing/harness.ts';
import { runConsistencyCheck } from './consistency.ts';

const HOUR = 3_600_000;

describe('consistency check', () => {
  let server: TestServer;
  let userId: string;
  let projectId: string;
  let videoKey: string;
  let imageKey: string;
  let jobId: string;
  let checkoutId: string;
  /** Undo of each test's damage, run after it (the fixture is shared). */
  let repairs: (() => Promise<unknown>)[] = [];

  const db = () => server.ctx.database.db;
  const mediaDir = () => server.ctx.config.mediaDir;
  const blobPath = (key: string) => path.join(mediaDir(), key.slice(0, 2).toLowerCase(), key);
  // Files on disk are real-time; the test clock is not: judge "young" against the real clock, an hour on.
  const check = (graceMs = 10 * 60_000, now = new Date(Date.now() + HOUR)) =>
    checkConsistency(server.ctx.database, { mediaDir: mediaDir(), now, graceMs });
  const kinds = async (graceMs?: number) => (await check(graceMs)).map((p) => p.kind).sort();
  const inject = (method: string, url: string, token: string, payload?: object) =>
    server.app.inject({ method: method as 'GET', url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    server = await startTestServer();
    const user = await server.signUp();
    userId = user.userId;
    const created = await inject('POST', '/projects/', user.token);
    projectId = created.json().project_id;
    const image = await storeProjectFile(server.ctx, db(), {
      projectId,
      kind: 'generated_image',
      pageNumber: 1,
      fileName: 'page-1.png',
      contentType: 'image/png',
      extension: 'png',
      data: Buffer.from('not really a png'),
    });
    imageKey = image.blob_key;
    // A paid and confirmed checkout through the API and the embedded checkout page.
    const purchase = await inject('POST', '/purchase-credits', user.token, { package_id: 'starter' });
    const sessionId = purchase.json().session_id as string;
    const paid = await server.app.inject({ method: 'POST', url: `/checkout/test/${sessionId}/pay` });
    expect(paid.statusCode).toBe(303);
    const confirmed = await server.app.inject({
      method: 'POST',
      url: '/api/payment-success',
      payload: { session_id: sessionId },
    });
    expect(confirmed.json()).toMatchObject({ success: true, credits_added: 100 });
    checkoutId = (await db().selectFrom('checkout_sessions').select('id').executeTakeFirstOrThrow()).id;
    // A spend and its refund, and a discount code.
    await spendCredits(server.ctx, userId, 3, 'Story text (3 pages)');
    const refunded = await spendCredits(server.ctx, userId, 120, 'Page illustrations');
    await refundCredits(server.ctx, userId, refunded.transactionId!, 'Refund: illustration failed');
    const redeemed = await inject('POST', '/discount/redeem', user.token, { code: 'WELCOME10' });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    // A completed render with its video, as the worker leaves it.
    const job = await db()
      .insertInto('video_jobs')
      .values({
        project_id: projectId,
        user_id: userId,
        request: JSON.stringify({ pages: [], musicKey: null, transitionSeconds: 0.5, includeText: true }),
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    jobId = job.id;
    const video = await storeProjectFile(server.ctx, db(), {
      projectId,
      kind: 'video',
      fileName: 'storybook-video.mp4',
      contentType: 'video/mp4',
      extension: 'mp4',
      data: Buffer.from('video'),
      metadata: { job_id: jobId },
    });
    videoKey = video.blob_key;
    await db()
      .updateTable('video_jobs')
      .set({ status: 'completed', progress: 100, video_file_id: video.id, finished_at: new Date() })
      .where('id', '=', jobId)
      .execute();
  });
  afterAll(() => server?.close());
  beforeEach(async () => {
    for (const repair of repairs.reverse()) await repair();
    repairs = [];
    expect(await check(0)).toEqual([]);
  });

  it('reports nothing for a clean installation, even with no grace for work in flight', async () => {
    expect(await check(0)).toEqual([]);
    const transactions = await db().selectFrom('credit_transactions').select('type').execute();
    // The fixture covers every kind of ledger entry the checks read.
    expect(new Set(transactions.map((t) => t.type))).toEqual(new Set(['bonus', 'purchase', 'usage', 'refund']));
  });

  it('reports a stored file whose blob is gone', async () => {
    const bytes = await fs.readFile(blobPath(imageKey));
    await fs.rm(blobPath(imageKey));
    repairs.push(() => fs.writeFile(blobPath(imageKey), bytes));
    const problems = await check();
    expect(problems.map((p) => p.kind)).toEqual(['missing_blob']);
    expect(problems[0]!.message).toContain(imageKey);
  });

  it('reports an orphan blob once it is older than the grace period, and a leftover partial write', async () => {
    const key = `${crypto.randomUUID()}.png`;
    await fs.mkdir(path.dirname(blobPath(key)), { recursive: true });
    await fs.writeFile(blobPath(key), 'orphan');
    await fs.writeFile(`${blobPath(videoKey)}.abcdef.part`, 'half');
    repairs.push(
      () => fs.rm(blobPath(key)),
      () => fs.rm(`${blobPath(videoKey)}.abcdef.part`),
    );
    // Just written: in flight for a check run now with the default grace.
    expect(await checkConsistency(server.ctx.database, { mediaDir: mediaDir() })).toEqual([]);
    expect(await kinds()).toEqual(['orphan_blob', 'orphan_blob']);
  });

  it('reports a tampered lot (the stored balance no longer matches the ledger)', async () => {
    const lot = await db()
      .selectFrom('credit_lots')
      .select(['id', 'remaining'])
      .where('user_id', '=', userId)
      .where('remaining', '>', 5)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('credit_lots')
      .set({ remaining: lot.remaining + 5 })
      .where('id', '=', lot.id)
      .execute()
      .catch(async () => {
        // remaining ≤ amount: take from it instead.
        await db()
          .updateTable('credit_lots')
          .set({ remaining: lot.remaining - 5 })
          .where('id', '=', lot.id)
          .execute();
      });
    repairs.push(() => db().updateTable('credit_lots').set({ remaining: lot.remaining }).where('id', '=', lot.id).execute());
    expect(await kinds()).toEqual(['ledger_balance', 'lot_remaining']);
  });

  it('reports a negative balance and a usage its lots did not pay for', async () => {
    const usage = await db()
      .insertInto('credit_transactions')
      .values({ user_id: userId, type: 'usage', amount: -10_000, description: 'forged' })
      .returning('id')
      .executeTakeFirstOrThrow();
    repairs.push(() => db().deleteFrom('credit_transactions').where('id', '=', usage.id).execute());
    expect(await kinds()).toEqual(['ledger_balance', 'negative_balance', 'usage_allocation']);
  });

  it('reports a payment credited twice (a second purchase for one checkout)', async () => {
    const session = await db()
      .selectFrom('checkout_sessions')
      .select(['provider_session_id', 'credits'])
      .executeTakeFirstOrThrow();
    // The unique (type, reference) index is the guard: without it, a replay could credit again.
    await sql`DROP INDEX credit_transactions_reference_key`.execute(db());
    const twice = await db()
      .insertInto('credit_transactions')
      .values({
        user_id: userId,
        type: 'purchase',
        amount: session.credits,
        description: 'replayed',
        reference: `payment:${session.provider_session_id}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lot = await db()
      .insertInto('credit_lots')
      .values({ user_id: userId, kind: 'purchase', amount: session.credits, remaining: session.credits })
      .returning('id')
      .executeTakeFirstOrThrow();
    repairs.push(async () => {
      await db().deleteFrom('credit_lots').where('id', '=', lot.id).execute();
      await db().deleteFrom('credit_transactions').where('id', '=', twice.id).execute();
      await sql`CREATE UNIQUE INDEX credit_transactions_reference_key ON credit_transactions (type, reference) WHERE reference IS NOT NULL`.execute(
        db(),
      );
    });
    expect(await kinds()).toEqual(['payment_credited_twice']);
  });

  it('reports a credited checkout without its credits, and a paid one never credited', async () => {
    const purchase = await db()
      .deleteFrom('credit_transactions')
      .where('type', '=', 'purchase')
      .returningAll()
      .executeTakeFirstOrThrow();
    const lotId = (await db().selectFrom('credit_lots').select('id').where('kind', '=', 'purchase').executeTakeFirstOrThrow()).id;
    const allocations = await db().selectFrom('credit_spend_allocations').selectAll().where('lot_id', '=', lotId).execute();
    const lot = await db().deleteFrom('credit_lots').where('id', '=', lotId).returningAll().executeTakeFirstOrThrow();
    repairs.push(async () => {
      await db()
        .insertInto('credit_transactions')
        .values(purchase)
        .onConflict((oc) => oc.doNothing())
        .execute();
      await db()
        .insertInto('credit_lots')
        .values(lot)
        .onConflict((oc) => oc.doNothing())
        .execute();
      if (allocations.length > 0) {
        await db()
          .insertInto('credit_spend_allocations')
          .values(allocations)
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    });
    // The lot's spends went with it (cascade): the usages it paid for are short too.
    expect(await kinds()).toContain('payment_credit_missing');
    for (const repair of repairs.splice(0)) await repair();
    expect(await check(0)).toEqual([]);

    // Paid but never credited.
    const paid = await db().selectFrom('checkout_sessions').selectAll().where('id', '=', checkoutId).executeTakeFirstOrThrow();
    await db().updateTable('checkout_sessions').set({ credited_at: null }).where('id', '=', checkoutId).execute();
    repairs.push(() =>
      db().updateTable('checkout_sessions').set({ credited_at: paid.credited_at }).where('id', '=', checkoutId).execute(),
    );
    // Paid less than the grace period ago (by the check's clock): the buyer may still come back.
    expect(await checkConsistency(server.ctx.database, { mediaDir: mediaDir(), now: paid.paid_at! })).toEqual([
      expect.objectContaining({ kind: 'credit_without_payment' }),
    ]);
    expect(await kinds()).toEqual(['credit_without_payment', 'payment_not_credited']);
  });

  it('reports a stale job (processing with no live queue job, or never queued) and a completed job without its video', async () => {
    const stuck = await db()
      .insertInto('video_jobs')
      .values({
        project_id: projectId,
        user_id: userId,
        status: 'processing',
        request: JSON.stringify({
          pages: [{ imageKey, narrationKey: 'gone.mp3', clipKey: null, text: 'x' }],
          musicKey: null,
          transitionSeconds: 0.5,
          includeText: true,
        }),
        queue_job_id: crypto.randomUUID(),
        created_at: new Date(),
        updated_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    repairs.push(() => db().deleteFrom('video_jobs').where('id', '=', stuck.id).execute());
    expect(await kinds()).toEqual(['job_input_missing', 'job_stuck']);
    // Never queued: in flight while it moves, stuck once it has not for the grace period.
    await db().updateTable('video_jobs').set({ queue_job_id: null }).where('id', '=', stuck.id).execute();
    expect((await checkConsistency(server.ctx.database, { mediaDir: mediaDir() })).map((p) => p.kind)).toEqual([
      'job_input_missing',
    ]);
    expect(await kinds()).toEqual(['job_input_missing', 'job_stuck']);

    const video = await db().selectFrom('video_jobs').select('video_file_id').where('id', '=', jobId).executeTakeFirstOrThrow();
    await db().updateTable('video_jobs').set({ video_file_id: null }).where('id', '=', jobId).execute();
    repairs.push(() =>
      db().updateTable('video_jobs').set({ video_file_id: video.video_file_id }).where('id', '=', jobId).execute(),
    );
    expect(await kinds()).toEqual(['job_input_missing', 'job_stuck', 'job_without_video']);
  });

  it('reports a job completed twice (two videos, two notifications)', async () => {
    const second = await storeProjectFile(server.ctx, db(), {
      projectId,
      kind: 'video',
      fileName: 'storybook-video.mp4',
      contentType: 'video/mp4',
      extension: 'mp4',
      data: Buffer.from('video again'),
      metadata: { job_id: jobId },
    });
    const notes = await db()
      .insertInto('notifications')
      .values(
        [1, 2].map(() => ({
          user_id: userId,
          type: 'video_completed',
          title: 'Your video is ready',
          message: 'done',
          data: JSON.stringify({ project_id: projectId, job_id: jobId }),
          actions: JSON.stringify([]),
        })),
      )
      .returning('id')
      .execute();
    repairs.push(async () => {
      await db()
        .deleteFrom('notifications')
        .where(
          'id',
          'in',
          notes.map((n) => n.id),
        )
        .execute();
      await db().deleteFrom('project_files').where('id', '=', second.id).execute();
      await fs.rm(blobPath(second.blob_key));
    });
    expect(await kinds()).toEqual(['job_completed_twice', 'job_completed_twice']);
  });

  it('reports links the schema cannot enforce (a current version that does not exist)', async () => {
    await db().insertInto('current_image_versions').values({ project_id: projectId, page_index: 0, version_index: 3 }).execute();
    repairs.push(() => db().deleteFrom('current_image_versions').where('project_id', '=', projectId).execute());
    expect(await kinds()).toEqual(['broken_link']);
  });

  it("reports a gallery summary that no longer says what the project's rows say", async () => {
    await db().updateTable('project_summaries').set({ image_count: 7 }).where('project_id', '=', projectId).execute();
    repairs.push(() => sql`SELECT refresh_project_summary(${projectId})`.execute(db()));
    expect(await kinds()).toEqual(['gallery_summary']);
  });

  it('reports a gallery mark that does not point at its row', async () => {
    const [project] = await db().selectFrom('projects').select(['id', 'modified_at']).where('id', '=', projectId).execute();
    await db()
      .insertInto('gallery_marks')
      .values({ user_id: userId, position: 5, modified_at: project!.modified_at, project_id: projectId })
      .execute();
    repairs.push(() => db().deleteFrom('gallery_marks').execute());
    expect(await kinds()).toEqual(['gallery_mark']);
  });

  it('reports a paid generation that stopped without settling its charges', async () => {
    await sql`INSERT INTO generation_runs (user_id, project_id, kind, heartbeat_at)
              VALUES (${userId}, ${projectId}, 'story', ${new Date(Date.now() - 60_000)})`.execute(db());
    repairs.push(() => sql`DELETE FROM generation_runs`.execute(db()));
    // Still beating within the grace period: in flight.
    expect(await checkConsistency(server.ctx.database, { mediaDir: mediaDir() })).toEqual([]);
    expect(await kinds()).toEqual(['unfinished_generation']);
  });

  it('the command prints each problem and "N problems", and exits 1 (0 when clean)', async () => {
    const run = async () => {
      const out: string[] = [];
      const code = await runConsistencyCheck(['--grace-minutes', '0'], {
        // The command closes what it opens: hand it a view whose close() leaves the shared database open.
        database: async () => ({ ...server.ctx.database, close: async () => {} }),
        mediaDir: mediaDir(),
        out: (line) => out.push(line),
        err: (line) => out.push(line),
      });
      return { code, out };
    };
    expect(await run()).toEqual({ code: 0, out: ['0 problems'] });
    const key = `${crypto.randomUUID()}.jpg`;
    await fs.mkdir(path.dirname(blobPath(key)), { recursive: true });
    await fs.writeFile(blobPath(key), 'orphan');
    repairs.push(() => fs.rm(blobPath(key)));
    const { code, out } = await run();
    expect(code).toBe(1);
    expect(out).toEqual([expect.stringMatching(new RegExp(`^orphan_blob: .*${key}`)), '1 problem']);
    const wrongArgument = await runConsistencyCheck(['--grace-minutes', 'x'], {
      database: () => Promise.reject(new Error('not opened')),
      mediaDir: mediaDir(),
      out: () => {},
      err: () => {},
    });
    expect(wrongArgument).toBe(2);
  });
});

describe('consistency check on an S3-compatible store (STORAGE=s3)', () => {
  let s3: FakeS3;
  let server: TestServer;

  beforeAll(async () => {
    s3 = await startFakeS3({ bucket: 'media' });
    server = await startTestServer({
      STORAGE: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: s3.bucket,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
  });
  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  it('reads the bucket, not the media folder: missing and orphan objects are reported', async () => {
    const user = await server.signUp();
    const created = await server.app.inject({ method: 'POST', url: '/api/projects/', headers: bearer(user.token) });
    const file = await storeProjectFile(server.ctx, server.ctx.database.db, {
      projectId: created.json().project_id,
      kind: 'generated_image',
      pageNumber: 1,
      fileName: 'page-1.png',
      contentType: 'image/png',
      extension: 'png',
      data: Buffer.from('page one'),
    });
    expect(s3.objects.has(file.blob_key)).toBe(true);
    const inventory = storeInventory(server.ctx.storage as S3BlobStore);
    const check = () => checkConsistency(server.ctx.database, { mediaDir: '/nonexistent', inventory, graceMs: 0 });
    expect(await check()).toEqual([]);

    const stored = s3.objects.get(file.blob_key)!;
    s3.objects.delete(file.blob_key);
    const orphan = `${crypto.randomUUID()}.mp3`;
    await server.ctx.storage.put(orphan, Buffer.from('nobody refers to this'));
    const problems = await check();
    expect(problems.map((p) => p.kind).sort()).toEqual(['missing_blob', 'orphan_blob']);
    expect(problems.find((p) => p.kind === 'orphan_blob')!.message).toContain(`s3://media/${orphan}`);

    s3.objects.set(file.blob_key, stored);
    await server.ctx.storage.delete(orphan);
    expect(await check()).toEqual([]);
  });
});
