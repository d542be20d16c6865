import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import type { Handlers, JsonBody, Ok, PathOf, QueryOf } from '../../http/types.ts';
import { checkTool } from '../../system/tools.ts';
import { requireAuth } from '../auth/handlers.ts';
import { describeFile } from '../projects/files.ts';
import { loadOwnedProject, type ProjectRow } from '../projects/projects.ts';
import { resolveVideoInputs, type ResolvedVideo, type VideoInputs } from './inputs.ts';
import { activeJob, createVideoJob, jobView, NO_ACTIVE_JOB, ownedJob, queueCounts, waitForJob } from './jobs.ts';
import { processVideoJob } from './worker.ts';

export const VIDEO_FAILED = 'Failed to generate video. Please try again.';

/**
 * Makes the clips a synchronous render asked for but the project does not have yet (charged as animations).
 * Set by the stage-3 module; without it such a request is refused.
 */
export type AnimateMissing = (project: ProjectRow, pages: number[], log: FastifyBaseLogger) => Promise<Map<number, string>>;

export function videoHandlers(ctx: AppContext, animateMissing?: AnimateMissing): Handlers {
  const db = ctx.database.db;

  async function ownProject(request: Parameters<NonNullable<Handlers['generateVideo']>>[0]) {
    const auth = requireAuth(request);
    const { id } = request.params as PathOf<'generateVideo'>;
    return loadOwnedProject(db, auth.userId, id);
  }

  return {
    async generateVideo(request): Promise<Ok<'generateVideo'>> {
      const project = await ownProject(request);
      const body = request.body as JsonBody<'generateVideo'>;
      const input: VideoInputs = {
        imageRefs: body.image_paths,
        audioRefs: body.audio_paths,
        texts: body.story_texts,
        useAnimation: body.use_animation ?? false,
        pagesToAnimate: body.use_animation ? body.pages_to_animate : undefined,
        musicRef: body.music_url,
        useMusic: body.use_music ?? false,
        transitionSeconds: body.transition_duration,
        includeText: body.include_text,
      };
      let resolved: ResolvedVideo = await resolveVideoInputs(ctx, project, input);
      if (resolved.pagesWithoutClip.length > 0) {
        if (!animateMissing) throw new HttpError(422, 'Animate the pages first, or turn animation off.');
        const made = await animateMissing(project, resolved.pagesWithoutClip, request.log);
        resolved = await resolveVideoInputs(ctx, project, {
          ...input,
          clipRefs: resolved.request.pages.map((_, i) => made.get(i) ?? null),
        });
      }
      const job = await createVideoJob(ctx, project, resolved.request, { inline: true });
      await processVideoJob(ctx, job.id, { attempt: 0, log: request.log });
      const done = await db.selectFrom('video_jobs').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
      if (done.status !== 'completed' || !done.video_file_id) {
        throw new HttpError(500, done.error ? `${VIDEO_FAILED} (${done.error.split('\n')[0]})` : VIDEO_FAILED);
      }
      const file = await db
        .selectFrom('project_files')
        .selectAll()
        .where('id', '=', done.video_file_id)
        .executeTakeFirstOrThrow();
      const described = describeFile(ctx, file);
      return {
        success: true,
        video_url: described.signed_url!,
        video_path: described.file_path ?? null,
        file_size_mb: done.file_size_mb === null ? null : Number(done.file_size_mb),
        duration_seconds: done.duration_seconds === null ? null : Number(done.duration_seconds),
        error: null,
      };
    },

    async startVideoJob(request, reply) {
      const project = await ownProject(request);
      const body = request.body as JsonBody<'startVideoJob'>;
      const useAnimation = body.use_animation ?? false;
      const { request: job } = await resolveVideoInputs(ctx, project, {
        imageRefs: body.image_urls,
        audioRefs: body.audio_urls,
        texts: body.story_texts,
        clipRefs: useAnimation ? body.animated_video_urls : undefined,
        useAnimation,
        // The async call plays exactly the clips it names (null = the still image).
        pagesToAnimate: useAnimation ? (body.animated_video_urls ?? []).flatMap((url, i) => (url ? [i] : [])) : undefined,
        musicRef: body.music_url,
        useMusic: false,
        transitionSeconds: body.transition_duration,
        includeText: body.include_text,
      });
      const created = await createVideoJob(ctx, project, job);
      return reply.code(202).send({ success: true, job_id: created.id, status: created.status, error: null });
    },

    async getActiveVideoJob(request): Promise<Ok<'getActiveVideoJob'>> {
      const project = await ownProject(request);
      const job = await activeJob(ctx, project.id);
      // No running job is the usual answer on opening stage 3, not an error.
      return { success: true, ...(job ? await jobView(ctx, job) : NO_ACTIVE_JOB) };
    },

    async getVideoJobStatus(request): Promise<Ok<'getVideoJobStatus'>> {
      const auth = requireAuth(request);
      const { jobId } = request.params as PathOf<'getVideoJobStatus'>;
      return { success: true, ...(await jobView(ctx, await ownedJob(ctx, auth.userId, jobId))) };
    },

    async waitForVideoJob(request): Promise<Ok<'waitForVideoJob'>> {
      const auth = requireAuth(request);
      const { jobId } = request.params as PathOf<'waitForVideoJob'>;
      const { timeout = 300 } = request.query as QueryOf<'waitForVideoJob'>;
      const job = await ownedJob(ctx, auth.userId, jobId);
      const gone = new AbortController();
      request.raw.once('close', () => gone.abort());
      return { success: true, ...(await jobView(ctx, await waitForJob(ctx, job, timeout, gone.signal))) };
    },

    async getVideoServiceStatus(request): Promise<Ok<'getVideoServiceStatus'>> {
      requireAuth(request);
      const [queue, ffmpeg] = await Promise.all([queueCounts(ctx), checkTool('ffmpeg')]);
      return { success: true, status: ffmpeg.ok ? 'ok' : 'degraded', queue, ffmpeg };
    },
  };
}
