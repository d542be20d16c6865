/**
 * Video jobs: the product's record of a render (what the client polls), queued on pg-boss for a worker.
 * One active job per project is enforced by a unique index, so two simultaneous starts give one job and one 409.
 */
import type { Schema } from '@storyloom/api-client';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Tables } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { Ok } from '../../http/types.ts';
import { signFile } from '../projects/files.ts';
import { isUuid } from '../projects/projects.ts';
import type { VideoJobRequest } from './tables.ts';

export type VideoJobRow = Selectable<Tables['video_jobs']>;
export type VideoJobView = Omit<Ok<'getVideoJobStatus'>, 'success'>;

export const VIDEO_QUEUE = 'video-render';
export const ALREADY_IN_PROGRESS = 'Video generation is already in progress';
/** Delivery attempts of one job (a crash or a transient error is retried; a bad input fails at once). */
export const VIDEO_JOB_ATTEMPTS = 3;

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/** The project's pending or processing job, if it has one. */
export async function activeJob(ctx: AppContext, projectId: string): Promise<VideoJobRow | undefined> {
  return ctx.database.db
    .selectFrom('video_jobs')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('status', 'in', ['pending', 'processing'])
    .executeTakeFirst();
}

export function conflict(job: Pick<VideoJobRow, 'id' | 'status'>): HttpError {
  return new HttpError(409, ALREADY_IN_PROGRESS, {
    detail: { message: ALREADY_IN_PROGRESS, job_id: job.id, status: job.status },
  });
}

/**
 * Records a pending job and queues it (`inline`: the caller renders it now, as the synchronous call does);
 * 409 with the active job when the project already has one.
 */
export async function createVideoJob(
  ctx: AppContext,
  project: { id: string; user_id: string },
  request: VideoJobRequest,
  options: { inline?: boolean } = {},
): Promise<VideoJobRow> {
  let job: VideoJobRow;
  try {
    job = await ctx.database.db
      .insertInto('video_jobs')
      .values({
        project_id: project.id,
        user_id: project.user_id,
        request: JSON.stringify(request),
        created_at: ctx.clock.now(),
        updated_at: ctx.clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const active = await activeJob(ctx, project.id);
    throw conflict(active ?? { id: 'unknown', status: 'pending' });
  }
  if (options.inline) return job;
  try {
    const queueJobId = await ctx.jobs.enqueueVideo(job.id);
    await ctx.database.db.updateTable('video_jobs').set({ queue_job_id: queueJobId }).where('id', '=', job.id).execute();
    job = { ...job, queue_job_id: queueJobId };
  } catch (error) {
    // Not queued: the job must not block the project as "active" forever.
    await finishJob(ctx, job.id, { status: 'failed', error: `The render could not be queued: ${(error as Error).message}` });
    throw error;
  }
  return job;
}

/** Moves a job to completed or failed (with whatever else changed), once. */
export async function finishJob(
  ctx: AppContext,
  jobId: string,
  change: { status: 'completed' | 'failed'; error?: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.database.db
    .updateTable('video_jobs')
    .set({ status: change.status, error: change.error ?? null, updated_at: now, finished_at: now })
    .where('id', '=', jobId)
    .where('status', 'in', ['pending', 'processing'])
    .execute();
}

export async function jobView(ctx: AppContext, job: VideoJobRow): Promise<VideoJobView> {
  let videoUrl: string | null = null;
  if (job.video_file_id) {
    const file = await ctx.database.db
      .selectFrom('project_files')
      .select('blob_key')
      .where('id', '=', job.video_file_id)
      .executeTakeFirst();
    if (file) videoUrl = signFile(ctx, file.blob_key);
  }
  return {
    job_id: job.id,
    project_id: job.project_id,
    status: job.status,
    progress: job.progress,
    video_url: videoUrl,
    file_size_mb: job.file_size_mb === null ? null : Number(job.file_size_mb),
    duration_seconds: job.duration_seconds === null ? null : Number(job.duration_seconds),
    error: job.error,
    created_at: job.created_at.toISOString(),
    updated_at: job.updated_at.toISOString(),
  };
}

/** The job if it belongs to a project of this user (else 404, as for a job that does not exist). */
export async function ownedJob(ctx: AppContext, userId: string, jobId: string): Promise<VideoJobRow> {
  const job = isUuid(jobId)
    ? await ctx.database.db
        .selectFrom('video_jobs')
        .selectAll()
        .where('id', '=', jobId)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!job) throw new HttpError(404, 'Video job not found');
  return job;
}

/** GET /projects/{id}/video/active-job when the project has no active job: every job field null. */
export const NO_ACTIVE_JOB: Omit<Schema<'NoActiveVideoJob'>, 'success'> = {
  job_id: null,
  project_id: null,
  status: null,
  progress: null,
  video_url: null,
  file_size_mb: null,
  duration_seconds: null,
  error: null,
  created_at: null,
  updated_at: null,
};

const finished = (job: VideoJobRow) => job.status === 'completed' || job.status === 'failed';

/**
 * Waits until the job is completed or failed, or the timeout passes (then answers its current state). Polls the
 * row twice a second: cheap, and correct whichever process renders it. Stops early when the client goes away.
 */
export async function waitForJob(
  ctx: AppContext,
  job: VideoJobRow,
  timeoutSeconds: number,
  signal?: AbortSignal,
): Promise<VideoJobRow> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let current = job;
  while (!finished(current) && Date.now() < deadline && !signal?.aborted) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(500, Math.max(0, deadline - Date.now()))));
    current = (await ctx.database.db.selectFrom('video_jobs').selectAll().where('id', '=', job.id).executeTakeFirst()) ?? current;
  }
  return current;
}

export async function queueCounts(ctx: AppContext): Promise<{ pending: number; processing: number }> {
  const rows = await ctx.database.db
    .selectFrom('video_jobs')
    .select(['status', (eb) => eb.fn.countAll<string>().as('count')])
    .where('status', 'in', ['pending', 'processing'])
    .groupBy('status')
    .execute();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.count ?? 0);
  return { pending: count('pending'), processing: count('processing') };
}
