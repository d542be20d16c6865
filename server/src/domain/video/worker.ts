/**
 * The render worker: takes video jobs from the queue and renders them with the embedded render engine.
 *
 * Rules (documented for the closing note and the tests):
 * - A job is done once: the video file, the job's completion, stage 3 and the `video_completed` notification are
 *   written in one transaction that only applies while the job is still unfinished.
 * - A crash or a stopped process mid-render leaves the job `processing`; its queue heartbeat stops, pg-boss hands it
 *   to a worker again (after ~10–20 s) and the render starts over. The video is free, so nothing is charged again.
 * - Bad input (a page's image or narration missing or unreadable) fails the job at once with a message naming the
 *   page; other errors are retried up to VIDEO_JOB_ATTEMPTS deliveries, then fail. A failed job writes one
 *   `video_failed` notification.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../context.ts';
import { makeThumbnail, RenderInputError, renderVideo } from '../../engines/render/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { BlobNotFoundError, type BlobStore } from '../../storage/blobStore.ts';
import { notify } from '../notifications/notify.ts';
import { RUN_HEARTBEAT_MS, settleAbandonedRuns } from '../workflow/runs.ts';
import { storeProjectFile } from '../projects/files.ts';
import { VIDEO_JOB_ATTEMPTS, VIDEO_QUEUE, type VideoJobRow } from './jobs.ts';
import type { VideoJobRequest } from './tables.ts';

/** The download name the spec gives the video. */
export const VIDEO_FILE_NAME = 'storybook-video.mp4';
/** A queue delivery must show a heartbeat this often, or it is handed to another worker (a crashed process). */
const HEARTBEAT_SECONDS = 10;
/** One render may take at most this long (a 10-page story renders in about a minute on 2 cores). */
const RENDER_TIMEOUT_SECONDS = 30 * 60;

/** An error about the job's inputs: retrying cannot help. */
export class BadVideoInput extends Error {}

export async function ensureVideoQueue(boss: PgBoss): Promise<void> {
  const existing = await boss.getQueue(VIDEO_QUEUE);
  const options = {
    retryLimit: VIDEO_JOB_ATTEMPTS - 1,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: RENDER_TIMEOUT_SECONDS,
    heartbeatSeconds: HEARTBEAT_SECONDS,
    deleteAfterSeconds: 7 * 24 * 3600,
  };
  if (existing) await boss.updateQueue(VIDEO_QUEUE, options);
  else await boss.createQueue(VIDEO_QUEUE, options);
}

/** Runs `use` with local paths of all `keys` (a remote store downloads each); a missing one names its label. */
async function withLocalFiles<T>(
  storage: BlobStore,
  items: { key: string; label: string }[],
  use: (paths: string[]) => Promise<T>,
): Promise<T> {
  const paths: string[] = [];
  const step = async (i: number): Promise<T> => {
    if (i === items.length) return use(paths);
    try {
      return await storage.withLocalFile(items[i]!.key, (file) => {
        paths[i] = file;
        return step(i + 1);
      });
    } catch (error) {
      if (error instanceof BlobNotFoundError && paths.length === i) throw new BadVideoInput(`${items[i]!.label} is missing.`);
      throw error;
    }
  };
  return step(0);
}

function stderrTail(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 2000 ? `…${message.slice(-2000)}` : message;
}

async function projectTitle(ctx: AppContext, projectId: string): Promise<string | null> {
  const row = await ctx.database.db.selectFrom('projects').select('story_title').where('id', '=', projectId).executeTakeFirst();
  return row?.story_title ?? null;
}

/** Marks the job failed and writes the `video_failed` notification, in one transaction, once. */
export async function failVideoJob(ctx: AppContext, job: VideoJobRow, error: string): Promise<void> {
  const title = await projectTitle(ctx, job.project_id);
  await ctx.database.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const updated = await trx
      .updateTable('video_jobs')
      .set({ status: 'failed', error, updated_at: now, finished_at: now })
      .where('id', '=', job.id)
      .where('status', 'in', ['pending', 'processing'])
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return;
    await notify(trx, ctx.clock, job.user_id, {
      type: 'video_failed',
      projectId: job.project_id,
      projectTitle: title,
      jobId: job.id,
      reason: error.length > 200 ? `${error.slice(0, 200)}…` : error,
    });
  });
}

/** Renders one job. Resolves when the job is settled (completed, failed for good, or already done). */
export async function processVideoJob(
  ctx: AppContext,
  jobId: string,
  delivery: { attempt: number; signal?: AbortSignal; log: FastifyBaseLogger },
): Promise<void> {
  const db = ctx.database.db;
  const job = await db.selectFrom('video_jobs').selectAll().where('id', '=', jobId).executeTakeFirst();
  if (!job || job.status === 'completed' || job.status === 'failed') return;
  await db
    .updateTable('video_jobs')
    .set((eb) => ({ status: 'processing', progress: 0, attempts: eb('attempts', '+', 1), updated_at: ctx.clock.now() }))
    .where('id', '=', jobId)
    .execute();

  const request: VideoJobRequest = job.request;
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storyloom-render-'));
  let lastWrite = 0;
  let lastPercent = 0;
  const onProgress = (percent: number) => {
    const now = Date.now();
    const value = Math.max(lastPercent, Math.min(99, Math.floor(percent)));
    if (value === lastPercent || now - lastWrite < 1000) return;
    lastPercent = value;
    lastWrite = now;
    void db
      .updateTable('video_jobs')
      .set({ progress: value, updated_at: ctx.clock.now() })
      .where('id', '=', jobId)
      .where('status', '=', 'processing')
      .execute()
      .catch((error: unknown) => delivery.log.warn({ err: error, job: jobId }, 'could not record render progress'));
  };

  try {
    const items = request.pages.flatMap((page, i) => [
      { key: page.imageKey, label: `The image of page ${i + 1}` },
      { key: page.narrationKey, label: `The narration of page ${i + 1}` },
      ...(page.clipKey ? [{ key: page.clipKey, label: `The animation of page ${i + 1}` }] : []),
    ]);
    if (request.musicKey) items.push({ key: request.musicKey, label: 'The background music' });
    const output = path.join(workDir, VIDEO_FILE_NAME);
    const result = await withLocalFiles(ctx.storage, items, async (paths) => {
      let at = 0;
      const pages = request.pages.map((page) => {
        const image = paths[at++]!;
        const narration = paths[at++]!;
        const clip = page.clipKey ? paths[at++]! : null;
        return { image, narration, clip, text: page.text };
      });
      const music = request.musicKey ? paths[at]! : null;
      return renderVideo(
        { pages, music, transitionSeconds: request.transitionSeconds, includeText: request.includeText, output, workDir },
        { onProgress, ...(delivery.signal ? { signal: delivery.signal } : {}) },
      );
    });
    const thumbnail = await makeThumbnail(output);
    const title = await projectTitle(ctx, job.project_id);

    await db.transaction().execute(async (trx) => {
      const now = ctx.clock.now();
      const still = await trx.selectFrom('video_jobs').select('status').where('id', '=', jobId).forUpdate().executeTakeFirst();
      if (!still || still.status === 'completed' || still.status === 'failed') return;
      const file = await storeProjectFile(ctx, trx, {
        projectId: job.project_id,
        kind: 'video',
        fileName: VIDEO_FILE_NAME,
        contentType: 'video/mp4',
        extension: 'mp4',
        data: createReadStream(output),
        metadata: { job_id: jobId, duration_seconds: result.durationSeconds },
      });
      await storeProjectFile(ctx, trx, {
        projectId: job.project_id,
        kind: 'thumbnail',
        fileName: 'thumbnail.jpg',
        contentType: 'image/jpeg',
        extension: 'jpg',
        data: thumbnail,
        metadata: { video_file_id: file.id },
      });
      await trx
        .updateTable('video_jobs')
        .set({
          status: 'completed',
          progress: 100,
          video_file_id: file.id,
          file_size_mb: Math.round((Number(file.size_bytes) / 1024 / 1024) * 100) / 100,
          duration_seconds: Math.round(result.durationSeconds * 100) / 100,
          error: null,
          updated_at: now,
          finished_at: now,
        })
        .where('id', '=', jobId)
        .execute();
      await trx
        .updateTable('projects')
        .set({ stage_3_completed: true, current_stage: 3, modified_at: now })
        .where('id', '=', job.project_id)
        .execute();
      await notify(trx, ctx.clock, job.user_id, {
        type: 'video_completed',
        projectId: job.project_id,
        projectTitle: title,
        jobId,
      });
    });
  } catch (error) {
    const final =
      error instanceof BadVideoInput || error instanceof RenderInputError || delivery.attempt + 1 >= VIDEO_JOB_ATTEMPTS;
    delivery.log.error({ err: error, job: jobId, attempt: delivery.attempt + 1, final }, 'video render failed');
    if (final) {
      await failVideoJob(ctx, job, stderrTail(error));
      return;
    }
    await db
      .updateTable('video_jobs')
      .set({
        status: 'pending',
        error: `Attempt ${delivery.attempt + 1} failed; retrying: ${stderrTail(error)}`,
        updated_at: ctx.clock.now(),
      })
      .where('id', '=', jobId)
      .where('status', '=', 'processing')
      .execute();
    throw error;
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Works the video queue in this process. `concurrency` renders at a time (each ffmpeg already uses every core).
 * Also settles jobs whose delivery gave up without a worker seeing it (a process that crashed on every attempt).
 */
export async function startVideoWorkers(
  ctx: AppContext,
  queue: JobQueue,
  options: { concurrency: number; log: FastifyBaseLogger },
): Promise<() => void> {
  const boss = await queue.boss();
  await ensureVideoQueue(boss);
  await boss.work<{ jobId: string }>(
    VIDEO_QUEUE,
    { localConcurrency: options.concurrency, pollingIntervalSeconds: 1, includeMetadata: false },
    async ([job]) => {
      if (!job) return;
      await processVideoJob(ctx, job.data.jobId, { attempt: job.retryCount, signal: job.signal, log: options.log });
    },
  );
  const settle = async () => {
    try {
      await settleAbandonedJobs(ctx, boss);
    } catch (error) {
      options.log.warn({ err: error }, 'could not settle abandoned video jobs');
    }
  };
  // Paid generations and inline renders whose process died: on the embedded database only this process exists, so
  // whatever was last heard of before it started is abandoned.
  const startedAt = ctx.clock.now();
  const owner = ctx.database.kind === 'pglite' ? { ownerStartedAt: startedAt } : {};
  const settleInline = async () => {
    try {
      const settled = await settleInterruptedInlineJobs(ctx, owner);
      if (settled > 0) options.log.warn({ settled }, 'settled interrupted synchronous renders');
    } catch (error) {
      options.log.warn({ err: error }, 'could not settle interrupted synchronous renders');
    }
  };
  void settle().then(settleInline);
  const timer = setInterval(() => void settle().then(settleInline), 60_000).unref();
  // Paid generations whose process died: refunded and their files removed.
  const settleRuns = async () => {
    try {
      const settled = await settleAbandonedRuns(ctx, owner);
      if (settled > 0) options.log.warn({ settled }, 'settled interrupted generations (charges refunded, files removed)');
    } catch (error) {
      options.log.warn({ err: error }, 'could not settle interrupted generations');
    }
  };
  void settleRuns();
  const runsTimer = setInterval(() => void settleRuns(), RUN_HEARTBEAT_MS).unref();
  return () => {
    clearInterval(timer);
    clearInterval(runsTimer);
  };
}

/** An inline render reports progress every second or so while ffmpeg runs; this long without a word, its process died. */
export const INLINE_RENDER_STALE_MS = 5 * 60_000;

/**
 * Renders of the synchronous call (`POST /projects/{id}/video`, no queue job) whose process died: marked failed with
 * the notification, so they stop blocking the project's next render (409). One that has not moved for
 * INLINE_RENDER_STALE_MS is dead; with `ownerStartedAt` (the one process of an embedded database) so is any that last
 * moved before this process started.
 */
export async function settleInterruptedInlineJobs(ctx: AppContext, options: { ownerStartedAt?: Date } = {}): Promise<number> {
  const stale = new Date(ctx.clock.now().getTime() - INLINE_RENDER_STALE_MS);
  const cutoff = options.ownerStartedAt && options.ownerStartedAt > stale ? options.ownerStartedAt : stale;
  const interrupted = await ctx.database.db
    .selectFrom('video_jobs')
    .selectAll()
    .where('status', 'in', ['pending', 'processing'])
    .where('queue_job_id', 'is', null)
    .where('updated_at', '<', cutoff)
    .execute();
  for (const job of interrupted) {
    await failVideoJob(ctx, job, 'The render was interrupted. Please try again.');
  }
  return interrupted.length;
}

/** Video jobs still active whose queue delivery has failed or vanished: marked failed (with the notification). */
export async function settleAbandonedJobs(ctx: AppContext, boss: PgBoss): Promise<number> {
  const active = await ctx.database.db
    .selectFrom('video_jobs')
    .selectAll()
    .where('status', 'in', ['pending', 'processing'])
    .where('queue_job_id', 'is not', null)
    .execute();
  let settled = 0;
  for (const job of active) {
    const delivery = await boss.getJobById(VIDEO_QUEUE, job.queue_job_id!);
    if (delivery && delivery.state !== 'failed' && delivery.state !== 'cancelled' && delivery.state !== 'completed') continue;
    await failVideoJob(ctx, job, 'The render stopped unexpectedly several times. Please try again.');
    settled++;
  }
  return settled;
}
