import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, unwrap, type ApiClient, type Schema } from '@storyloom/api-client';
import { JOB_FAILED_MESSAGE, JOB_HISTORY_CAP, jobFailureMessage } from '@storyloom/ui/rules';
import type { VideoJobEntry } from '@storyloom/ui';
import type { Clock } from './clock.ts';
import type { CreditsStore } from './CreditsStore.ts';
import type { NarrationStore } from './NarrationStore.ts';
import type { ProjectStore, WorkflowState } from './ProjectStore.ts';
import type { StoryStore } from './StoryStore.ts';
import type { ToastStore } from './ToastStore.ts';

type JobStatus = Schema<'JobStatus'>;

/** Spec 001 §4, §9: a followed job is asked for its status every 2 s. */
export const JOB_POLL_MS = 2000;
/** Spec 001 §4, §9: finished jobs are kept in a history of at most 50 (what the job panel shows). */
export const JOB_HISTORY_LIMIT = JOB_HISTORY_CAP;

/** Stage 3's video messages (spec 001 §5, §8). */
export const VIDEO_MESSAGES = {
  noStory: 'Story must be generated before creating video',
  noAudio: 'Audio narration is required to create a storybook video',
  missingAudio: (pages: readonly number[]) =>
    `Missing audio for page(s) ${pages.join(', ')}. Please generate audio for all story pages.`,
  /** The server's 409 detail, shown when the project's running job is adopted. */
  alreadyInProgress: 'Video generation is already in progress',
  startFailed: (detail: string) => `Failed to start video generation: ${detail}`,
  /** A failed job without an error of its own. */
  failed: JOB_FAILED_MESSAGE,
} as const;

export type VideoJobStoreDependencies = {
  api: ApiClient;
  project: ProjectStore;
  narration: NarrationStore;
  /** The picture each page shows (its current version). */
  story: Pick<StoryStore, 'imageOf'>;
  toasts: ToastStore;
  clock: Clock;
  credits: CreditsStore;
};

/** A job this client follows until it finishes. */
type FollowedJob = {
  job: VideoJobEntry;
  projectId: string;
  /** Animation or music went into the video: the credits are read again when it completes (spec 001 §4). */
  usedPaidExtras: boolean;
};

const isFinished = (status: JobStatus): boolean => status === 'completed' || status === 'failed';

/** What a failed job says: its own error, else the catalogue's message. */
/** The text of a failed job: its own error, else the catalogue's default. */
export const jobFailureText = jobFailureMessage;

/** Spec 001 §5: the video needs a story and an audio file for every page. The message, or null when it can start. */
export function videoValidationError(state: Pick<WorkflowState, 'story' | 'audioFiles'>): string | null {
  if (state.story.length === 0) return VIDEO_MESSAGES.noStory;
  if (!state.audioFiles.some(Boolean)) return VIDEO_MESSAGES.noAudio;
  const missing = state.story.flatMap((page, index) =>
    state.audioFiles[index] ? [] : [page.page_number ?? page.page ?? index + 1],
  );
  return missing.length > 0 ? VIDEO_MESSAGES.missingAudio(missing) : null;
}

/** The job named in a 409's detail (`{ message, job_id, status }`). */
function conflictJob(error: ApiError): { job_id: string; status: JobStatus } | null {
  const detail = error.body?.detail;
  if (typeof detail !== 'object' || detail === null) return null;
  const { job_id, status } = detail as { job_id?: unknown; status?: unknown };
  if (typeof job_id !== 'string' || !job_id) return null;
  const known: JobStatus[] = ['pending', 'processing', 'completed', 'failed'];
  return { job_id, status: known.includes(status as JobStatus) ? (status as JobStatus) : 'pending' };
}

/**
 * Stage 3's final video (spec 001 §4, §5, §7): Create Final Video (validated, confirmed before it replaces a video),
 * the background job polled every 2 s, the project's running job adopted on load or on a 409, completion (the latest
 * video, stage 3 completed, credits when paid extras were used), failure, client-side cancel and the job history.
 */
export class VideoJobStore {
  /** Jobs being followed, by job id (a project has at most one running). */
  followed = new Map<string, FollowedJob>();
  /** Finished and cancelled jobs, newest first, at most 50. */
  history: VideoJobEntry[] = [];
  /** The last job of each project that finished here, so the panel keeps showing how it ended. */
  lastFinished = new Map<string, VideoJobEntry>();
  /** Why Create Final Video cannot start (spec 001 §5), until the next try. */
  validationError: string | null = null;
  isStarting = false;
  /** 'Regenerate Video?' is open: the current video would be replaced. */
  confirmingVideo = false;

  readonly #deps: VideoJobStoreDependencies;
  #pollTimer: unknown = null;
  #polling = new Set<string>();

  constructor(deps: VideoJobStoreDependencies) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get #state(): WorkflowState {
    return this.#deps.project.state;
  }

  get isReadOnly(): boolean {
    return this.#state.isReadOnly;
  }

  /** The current project's running job. */
  get activeJob(): VideoJobEntry | null {
    const projectId = this.#state.projectId;
    for (const followed of this.followed.values()) if (followed.projectId === projectId) return followed.job;
    return null;
  }

  /** What the job panel shows: the running job, else how the last one here ended. */
  get currentJob(): VideoJobEntry | null {
    const projectId = this.#state.projectId;
    return this.activeJob ?? (projectId ? (this.lastFinished.get(projectId) ?? null) : null);
  }

  /** The current project's past jobs. */
  get projectHistory(): VideoJobEntry[] {
    const projectId = this.#state.projectId;
    return this.history.filter((job) => !job.project_id || job.project_id === projectId);
  }

  get isGenerating(): boolean {
    return this.isStarting || this.activeJob !== null;
  }

  get canCreateVideo(): boolean {
    return !this.isReadOnly && !this.isGenerating;
  }

  /** Stage 3 opens: the project's running job, if any, is followed (GET /projects/{id}/video/active-job). */
  async loadActiveJob(): Promise<void> {
    const id = this.#state.projectId;
    if (!id || this.activeJob) return;
    try {
      // openapi-fetch's Readable drops properties typed only null (openapi-ts/openapi-typescript#2717), so the
      // no-job answer would type as `{ success }`: read it as the contract writes it.
      const answer = unwrap(
        await this.#deps.api.GET('/projects/{id}/video/active-job', { params: { path: { id } } }),
      ) as Schema<'ActiveVideoJobResponse'>;
      // No running job (every job field null) is the usual answer.
      if (answer.job_id === null || isFinished(answer.status)) return;
      const { success: _success, ...job } = answer;
      this.#follow({ ...job, project_id: job.project_id ?? id }, id, this.#paidExtras());
    } catch (error) {
      console.warn('The active video job could not be read', error);
    }
  }

  /**
   * Create Final Video: checks the story and its audio, asks before replacing an existing video, then starts the
   * background render (POST /projects/{id}/video/async). Resolves whether a job is now followed.
   */
  async createVideo({ confirmed = false }: { confirmed?: boolean } = {}): Promise<boolean> {
    const state = this.#state;
    const id = state.projectId;
    if (!id || !this.canCreateVideo) return false;
    this.validationError = videoValidationError(state);
    if (this.validationError) return false;
    if (state.finalVideoUrl && !confirmed) {
      this.confirmingVideo = true;
      return false;
    }
    this.confirmingVideo = false;
    const { project, narration, story } = this.#deps;
    this.isStarting = true;
    try {
      // The server renders the story's saved texts: a page text typed a moment ago is saved first.
      await project.flushPageTexts();
      if (id !== this.#state.projectId) return false;
      const usedPaidExtras = this.#paidExtras();
      const body = {
        image_urls: state.story.map((_, index) => story.imageOf(index) ?? ''),
        audio_urls: [...state.audioFiles],
        use_animation: narration.useAnimation,
        animated_video_urls: narration.useAnimation ? narration.animatedVideoUrls : [],
        music_url: narration.musicUrl,
      } satisfies Schema<'VideoAsyncRequest'>;
      return await this.#start(id, body, usedPaidExtras);
    } finally {
      runInAction(() => (this.isStarting = false));
    }
  }

  /** POST /projects/{id}/video/async, following the job it starts (or the one already running: 409). */
  async #start(id: string, body: Schema<'VideoAsyncRequest'>, usedPaidExtras: boolean): Promise<boolean> {
    const { api, project, toasts } = this.#deps;
    try {
      const started = unwrap(await api.POST('/projects/{id}/video/async', { params: { path: { id } }, body }));
      if (!started.success) throw new Error(started.error ?? 'The video job did not start');
      this.#follow(this.#newJob(started.job_id, started.status, id), id, usedPaidExtras);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const running = conflictJob(error);
        if (running) {
          this.#follow(this.#newJob(running.job_id, running.status, id), id, usedPaidExtras);
          toasts.info(VIDEO_MESSAGES.alreadyInProgress);
          return true;
        }
      }
      project.noteInsufficientCredits(error);
      // The client's message is the answer's detail (or the catalogue's wording for 402, 401, 429, 5xx).
      toasts.error(VIDEO_MESSAGES.startFailed(messageOf(error)));
      return false;
    }
  }

  cancelVideoConfirm(): void {
    this.confirmingVideo = false;
  }

  /** Cancel: this client stops following the job; the server is not asked (spec 001 §4). */
  cancel(jobId: string): void {
    const followed = this.followed.get(jobId);
    if (!followed) return;
    this.#unfollow(followed, { ...followed.job, cancelled: true });
  }

  /** Sign-out: nothing is followed any more and the history goes. */
  clear(): void {
    this.#stopPolling();
    this.followed.clear();
    this.#polling.clear();
    this.history = [];
    this.lastFinished.clear();
    this.validationError = null;
    this.isStarting = false;
    this.confirmingVideo = false;
  }

  dispose(): void {
    this.#stopPolling();
  }

  // ───────────── internals ─────────────

  #paidExtras(): boolean {
    const { narration } = this.#deps;
    return narration.useAnimation || narration.musicUrl !== null;
  }

  #newJob(jobId: string, status: JobStatus, projectId: string): VideoJobEntry {
    const now = new Date(this.#deps.clock.now()).toISOString();
    return { job_id: jobId, project_id: projectId, status, progress: 0, created_at: now, updated_at: now };
  }

  #follow(job: VideoJobEntry, projectId: string, usedPaidExtras: boolean): void {
    if (this.followed.has(job.job_id)) return;
    runInAction(() => {
      this.followed.set(job.job_id, { job, projectId, usedPaidExtras });
      this.lastFinished.delete(projectId);
    });
    this.#markGenerating(projectId, true);
    if (this.#pollTimer === null) this.#pollTimer = this.#deps.clock.setInterval(() => this.#pollAll(), JOB_POLL_MS);
  }

  #pollAll(): void {
    for (const jobId of this.followed.keys()) void this.#poll(jobId);
  }

  /** GET /video/jobs/{jobId}/status; one request per job at a time. */
  async #poll(jobId: string): Promise<void> {
    if (this.#polling.has(jobId)) return;
    this.#polling.add(jobId);
    try {
      const answer = unwrap(await this.#deps.api.GET('/video/jobs/{jobId}/status', { params: { path: { jobId } } }));
      const followed = this.followed.get(jobId);
      if (!followed) return;
      const { success: _success, ...job } = answer;
      const updated: VideoJobEntry = { ...followed.job, ...job, project_id: job.project_id ?? followed.projectId };
      if (isFinished(updated.status)) await this.#finish(followed, updated);
      else runInAction(() => (followed.job = updated));
    } catch (error) {
      const followed = this.followed.get(jobId);
      if (followed && error instanceof ApiError && error.status === 404) {
        // The job is gone: it cannot finish any more.
        await this.#finish(followed, { ...followed.job, status: 'failed' });
      } else console.warn('The video job status could not be read', error);
    } finally {
      this.#polling.delete(jobId);
    }
  }

  /** Completed: the latest video, stage 3 completed, credits when paid extras went in. Failed: the error. */
  async #finish(followed: FollowedJob, job: VideoJobEntry): Promise<void> {
    const { api, project, toasts, credits, clock } = this.#deps;
    const { projectId } = followed;
    this.#unfollow(followed, job);
    if (job.status === 'failed') {
      toasts.error(jobFailureText(job));
      return;
    }
    if (followed.usedPaidExtras) void credits.refresh({ quiet: true });
    let videoUrl = job.video_url ?? null;
    let generatedAt = job.updated_at || new Date(clock.now()).toISOString();
    try {
      const latest = unwrap(await api.GET('/projects/{id}/video/latest', { params: { path: { id: projectId } } }));
      videoUrl = latest.video_url || videoUrl;
      generatedAt = latest.timestamp ?? generatedAt;
    } catch (error) {
      console.warn('The latest video could not be read', error);
    }
    if (projectId !== this.#state.projectId) return;
    runInAction(() => {
      project.patch({ finalVideoUrl: videoUrl, videoGeneratedAt: generatedAt });
      project.markStageCompleted(3);
    });
  }

  /** The job leaves the followed ones for the history (newest first, capped) and the project's flags. */
  #unfollow(followed: FollowedJob, job: VideoJobEntry): void {
    runInAction(() => {
      this.followed.delete(job.job_id);
      this.history = [job, ...this.history.filter((entry) => entry.job_id !== job.job_id)].slice(0, JOB_HISTORY_LIMIT);
      this.lastFinished.set(followed.projectId, job);
    });
    this.#markGenerating(followed.projectId, false);
    if (this.followed.size === 0) this.#stopPolling();
  }

  #markGenerating(projectId: string, on: boolean): void {
    const { project } = this.#deps;
    const others = Object.entries(this.#state.videoGenerating).filter(([id]) => id !== projectId);
    const videoGenerating = Object.fromEntries(on ? [...others, [projectId, true]] : others);
    project.patch({
      videoGenerating,
      ...(projectId === this.#state.projectId ? { isGeneratingVideo: on } : {}),
    });
  }

  #stopPolling(): void {
    if (this.#pollTimer === null) return;
    this.#deps.clock.clearInterval(this.#pollTimer);
    this.#pollTimer = null;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}
