import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createApiClient, type Schema } from '@storyloom/api-client';
import { fakeTransport, type FakeAnswer, type FakeRoute, type SeenRequest } from '../testing/fakeTransport.ts';
import { ManualClock } from '../testing/ManualClock.ts';
import { CreditsStore } from './CreditsStore.ts';
import { MemoryStorage } from './MemoryStorage.ts';
import { NarrationStore } from './NarrationStore.ts';
import { ProjectStore, type WorkflowState } from './ProjectStore.ts';
import { StoryStore } from './StoryStore.ts';
import { ToastStore } from './ToastStore.ts';
import { JOB_HISTORY_LIMIT, JOB_POLL_MS, VIDEO_MESSAGES, VideoJobStore, videoValidationError } from './VideoJobStore.ts';

const ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const OTHER_ID = '8b3c4d5e-6f70-4b8c-9d0e-1f2a3b4c5d6e';
const JOB = '1e2f3041-aaaa-43b4-9fc5-415263748596';
const base = `/projects/${ID}`;

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  // MobX's strict-mode warnings would hide among the logged failures: there must be none.
  expect(warn.mock.calls.filter(([message]) => String(message).includes('[MobX]'))).toEqual([]);
  vi.restoreAllMocks();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const settleAll = async (times = 15) => {
  for (let i = 0; i < times; i++) await settle();
};

const pages = (n: number): Schema<'StoryPage'>[] =>
  Array.from({ length: n }, (_, i) => ({ page_number: i + 1, page: i + 1, page_text: `Page ${i + 1} text` }));
const image = (page: number) => `/api/media/page-${page}.png?sig=${page}`;
const audio = (page: number) => `/api/media/audio-${page}.mp3?sig=${page}`;
const VIDEO = '/api/media/video.mp4?sig=job';
const LATEST = '/api/media/video.mp4?sig=latest';

const ready: Partial<WorkflowState> = {
  projectId: ID,
  currentStage: 3,
  stagesCompleted: { 1: true, 2: true, 3: false },
  story: pages(3),
  generatedImages: [image(1), image(2), image(3)],
  audioFiles: [audio(1), audio(2), audio(3)],
};

const job = (status: Schema<'JobStatus'>, extra: Partial<Schema<'VideoJob'>> = {}): Schema<'VideoJobResponse'> => ({
  success: true,
  job_id: JOB,
  project_id: ID,
  status,
  progress: status === 'completed' ? 100 : 40,
  video_url: status === 'completed' ? VIDEO : null,
  file_size_mb: status === 'completed' ? 4.2 : null,
  duration_seconds: status === 'completed' ? 31.5 : null,
  error: null,
  created_at: '2026-11-20T18:30:00Z',
  updated_at: '2026-11-20T18:31:00Z',
  ...extra,
});

/** GET /projects/{id}/video/active-job when the project has no pending or processing job. */
const noActiveJob: Schema<'NoActiveVideoJob'> = {
  success: true,
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

const started: FakeAnswer = { status: 202, body: { success: true, job_id: JOB, status: 'pending', error: null } };

function setup({ routes = {}, state = ready }: { routes?: Record<string, FakeRoute>; state?: Partial<WorkflowState> } = {}) {
  const clock = new ManualClock();
  const transport = fakeTransport({
    'GET /credits': { body: { success: true, credits_balance: 27, total_purchased: 0, total_used: 23 } },
    [`POST ${base}/video/async`]: started,
    [`GET /video/jobs/${JOB}/status`]: { body: job('processing') },
    [`GET ${base}/video/latest`]: {
      body: { success: true, video_url: LATEST, video_path: null, timestamp: '2026-11-20T18:32:00Z' },
    },
    [`GET ${base}/video/active-job`]: { body: noActiveJob },
    ...routes,
  });
  const toasts = new ToastStore();
  const api = createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => 't', fetch: transport.fetch });
  const location = { pathname: () => '/app/stage/3', navigate: () => {} };
  const project = new ProjectStore({ api, storage: new MemoryStorage(), clock, toasts, location });
  project.patch(structuredClone(state));
  const credits = new CreditsStore({ api, toasts });
  const narration = new NarrationStore({ api, project, toasts, clock, credits });
  const story = new StoryStore({ api, project, toasts, clock, credits, location });
  const videoJobs = new VideoJobStore({ api, project, narration, story, toasts, clock, credits });
  const messages = () => toasts.toasts.map((t) => [t.kind, t.message]);
  const calls = (method: string, path: string): SeenRequest[] =>
    transport.requests.filter((r) => r.method === method && r.path === path);
  return { videoJobs, narration, project, credits, clock, transport, toasts, messages, calls };
}

describe('VideoJobStore: Create Final Video checks', () => {
  it('needs a story, then narration, then audio for every page', () => {
    expect(videoValidationError({ story: [], audioFiles: [] })).toBe('Story must be generated before creating video');
    expect(videoValidationError({ story: pages(3), audioFiles: [] })).toBe(
      'Audio narration is required to create a storybook video',
    );
    expect(videoValidationError({ story: pages(3), audioFiles: ['', '', ''] })).toBe(VIDEO_MESSAGES.noAudio);
    expect(videoValidationError({ story: pages(4), audioFiles: [audio(1), '', audio(3)] })).toBe(
      'Missing audio for page(s) 2, 4. Please generate audio for all story pages.',
    );
    expect(videoValidationError({ story: pages(3), audioFiles: [audio(1), audio(2), audio(3)] })).toBeNull();
  });

  it('shows the message and sends nothing when the video cannot be made', async () => {
    const { videoJobs, calls } = setup({ state: { ...ready, audioFiles: [audio(1)] } });
    expect(await videoJobs.createVideo()).toBe(false);
    expect(videoJobs.validationError).toBe('Missing audio for page(s) 2, 3. Please generate audio for all story pages.');
    expect(calls('POST', `${base}/video/async`)).toHaveLength(0);
  });
});

describe('VideoJobStore: starting and following a job', () => {
  it("sends each page's current picture and narration, with music and clips as chosen", async () => {
    const { videoJobs, narration, calls } = setup({
      state: {
        ...ready,
        imageVersions: {
          '1': [
            { image_url: image(2), timestamp: '2026-11-20T18:30:00Z', label: 'Original', is_original: true },
            { image_url: '/api/media/page-2-v2.png', timestamp: '2026-11-20T18:40:00Z', label: 'Version 2', is_original: false },
          ],
        },
        currentImageVersions: { '1': 1 },
      },
    });
    narration.music = { music_url: '/api/media/music.mp3' };
    narration.musicEnabled = true;
    narration.animations = [null, '/api/media/clip-2.mp4'];
    narration.animationEnabled = true;
    expect(await videoJobs.createVideo()).toBe(true);
    expect(calls('POST', `${base}/video/async`)[0]?.body).toEqual({
      image_urls: [image(1), '/api/media/page-2-v2.png', image(3)],
      audio_urls: [audio(1), audio(2), audio(3)],
      use_animation: true,
      animated_video_urls: [null, '/api/media/clip-2.mp4', null],
      music_url: '/api/media/music.mp3',
    });
  });

  it('saves a page text typed a moment ago before the render starts: the server renders the saved story', async () => {
    const order: string[] = [];
    const { videoJobs, project, calls } = setup({
      routes: {
        [`PUT ${base}/story/pages/1`]: (request) => {
          order.push('save page 2');
          return {
            body: {
              success: true,
              page_index: 1,
              page: { page_number: 2, page: 2, page_text: (request.body as { page_text: string }).page_text },
              audio_out_of_date: true,
            },
          };
        },
        [`POST ${base}/video/async`]: () => {
          order.push('start render');
          return started;
        },
      },
    });
    project.setPageText(1, 'Edited just now.');
    const starting = videoJobs.createVideo();
    expect(videoJobs.isStarting).toBe(true);
    expect(await starting).toBe(true);
    expect(order).toEqual(['save page 2', 'start render']);
    expect(calls('PUT', `${base}/story/pages/1`)[0]?.body).toEqual({ page_text: 'Edited just now.' });
    expect(videoJobs.isStarting).toBe(false);
  });

  it('sends no clips and no music when they are off', async () => {
    const { videoJobs, calls } = setup();
    await videoJobs.createVideo();
    expect(calls('POST', `${base}/video/async`)[0]?.body).toEqual({
      image_urls: [image(1), image(2), image(3)],
      audio_urls: [audio(1), audio(2), audio(3)],
      use_animation: false,
      animated_video_urls: [],
      music_url: null,
    });
  });

  it('polls every 2 s; on completion takes the latest video, completes stage 3 and keeps the job in the history', async () => {
    const { videoJobs, project, clock, transport, calls } = setup();
    expect(await videoJobs.createVideo()).toBe(true);
    expect(videoJobs.activeJob).toMatchObject({ job_id: JOB, status: 'pending', progress: 0 });
    expect(videoJobs.canCreateVideo).toBe(false);
    expect(project.state.isGeneratingVideo).toBe(true);
    expect(project.state.videoGenerating).toEqual({ [ID]: true });

    await clock.advance(JOB_POLL_MS - 1);
    expect(calls('GET', `/video/jobs/${JOB}/status`)).toHaveLength(0);
    await clock.advance(1);
    await settleAll();
    expect(calls('GET', `/video/jobs/${JOB}/status`)).toHaveLength(1);
    expect(videoJobs.activeJob).toMatchObject({ status: 'processing', progress: 40 });

    transport.routes[`GET /video/jobs/${JOB}/status`] = { body: job('completed') };
    await clock.advance(JOB_POLL_MS);
    await settleAll();
    expect(calls('GET', `/video/jobs/${JOB}/status`)).toHaveLength(2);
    expect(calls('GET', `${base}/video/latest`)).toHaveLength(1);
    expect(project.state.finalVideoUrl).toBe(LATEST);
    expect(project.state.videoGeneratedAt).toBe('2026-11-20T18:32:00Z');
    expect(project.state.stagesCompleted[3]).toBe(true);
    expect(project.state.isGeneratingVideo).toBe(false);
    expect(project.state.videoGenerating).toEqual({});
    expect(videoJobs.activeJob).toBeNull();
    expect(videoJobs.currentJob).toMatchObject({ job_id: JOB, status: 'completed', video_url: VIDEO });
    expect(videoJobs.projectHistory.map((j) => j.job_id)).toEqual([JOB]);
    // Finished: nothing is polled any more, and no credits were read (no paid extras).
    expect(clock.pending).toBe(0);
    await clock.advance(JOB_POLL_MS * 3);
    expect(calls('GET', `/video/jobs/${JOB}/status`)).toHaveLength(2);
    expect(calls('GET', '/credits')).toHaveLength(0);
  });

  it("keeps the job's video when the latest video cannot be read", async () => {
    const { videoJobs, project, clock } = setup({
      routes: {
        [`GET /video/jobs/${JOB}/status`]: { body: job('completed') },
        [`GET ${base}/video/latest`]: { status: 404, body: { detail: 'No video found for this project' } },
      },
    });
    await videoJobs.createVideo();
    await clock.advance(JOB_POLL_MS);
    await settleAll();
    expect(project.state.finalVideoUrl).toBe(VIDEO);
    expect(warn).toHaveBeenCalled();
  });

  it('refreshes the credits on completion when animation was used or music has a URL', async () => {
    const withMusic = setup({ routes: { [`GET /video/jobs/${JOB}/status`]: { body: job('completed') } } });
    withMusic.narration.music = { music_url: '/api/media/music.mp3' };
    withMusic.narration.musicEnabled = true;
    await withMusic.videoJobs.createVideo();
    await withMusic.clock.advance(JOB_POLL_MS);
    await settleAll();
    expect(withMusic.calls('GET', '/credits')).toHaveLength(1);

    const withClips = setup({ routes: { [`GET /video/jobs/${JOB}/status`]: { body: job('completed') } } });
    withClips.narration.animations = ['/api/media/clip-1.mp4'];
    withClips.narration.animationEnabled = true;
    await withClips.videoJobs.createVideo();
    await withClips.clock.advance(JOB_POLL_MS);
    await settleAll();
    expect(withClips.calls('GET', '/credits')).toHaveLength(1);
  });

  it("shows a failed job's error, or the catalogue's message when it has none", async () => {
    const { videoJobs, project, clock, transport, messages } = setup({
      routes: { [`GET /video/jobs/${JOB}/status`]: { body: job('failed', { error: 'ffmpeg exited with code 1' }) } },
    });
    await videoJobs.createVideo();
    await clock.advance(JOB_POLL_MS);
    await settleAll();
    expect(messages()).toEqual([['error', 'ffmpeg exited with code 1']]);
    expect(videoJobs.currentJob).toMatchObject({ status: 'failed', error: 'ffmpeg exited with code 1' });
    expect(project.state.finalVideoUrl).toBeNull();
    expect(project.state.stagesCompleted[3]).toBe(false);
    expect(project.state.isGeneratingVideo).toBe(false);

    transport.routes[`GET /video/jobs/${JOB}/status`] = { body: job('failed', { error: null }) };
    await videoJobs.createVideo();
    await clock.advance(JOB_POLL_MS);
    await settleAll();
    expect(messages()).toContainEqual(['error', 'Video generation failed. Please try again.']);
  });

  it('asks one status at a time per job', async () => {
    let answer!: (value: FakeAnswer) => void;
    const { videoJobs, clock, calls } = setup({
      routes: { [`GET /video/jobs/${JOB}/status`]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) },
    });
    await videoJobs.createVideo();
    await clock.advance(JOB_POLL_MS * 3);
    await settleAll();
    expect(calls('GET', `/video/jobs/${JOB}/status`)).toHaveLength(1);
    answer({ body: job('processing') });
    await settleAll();
    await clock.advance(JOB_POLL_MS);
    await settleAll();
    expect(calls('GET', `/video/jobs/${JOB}/status`)).toHaveLength(2);
  });

  it('adopts the job a 409 names and says video generation is already in progress', async () => {
    const { videoJobs, clock, messages, calls } = setup({
      routes: {
        [`POST ${base}/video/async`]: {
          status: 409,
          body: { detail: { message: 'Video generation is already in progress', job_id: JOB, status: 'processing' } },
        },
      },
    });
    expect(await videoJobs.createVideo()).toBe(true);
    expect(messages()).toEqual([['info', 'Video generation is already in progress']]);
    expect(videoJobs.activeJob).toMatchObject({ job_id: JOB, status: 'processing' });
    await clock.advance(JOB_POLL_MS);
    await settleAll();
    expect(calls('GET', `/video/jobs/${JOB}/status`)).toHaveLength(1);
  });

  it("says why the job did not start: 'Failed to start video generation: {detail}'", async () => {
    const { videoJobs, project, messages, transport } = setup({
      routes: { [`POST ${base}/video/async`]: { status: 422, body: { detail: 'Page 2 has no illustration.' } } },
    });
    expect(await videoJobs.createVideo()).toBe(false);
    expect(messages()).toEqual([['error', 'Failed to start video generation: Page 2 has no illustration.']]);
    expect(videoJobs.activeJob).toBeNull();
    expect(project.state.isGeneratingVideo).toBe(false);

    transport.routes[`POST ${base}/video/async`] = { status: 402, body: { detail: 'Insufficient', required: 24, current: 3 } };
    await videoJobs.createVideo();
    expect(project.insufficientCredits).toEqual({ required: 24, current: 3 });
  });

  it("follows the project's running job when stage 3 opens; none is the usual quiet case", async () => {
    const quiet = setup();
    await quiet.videoJobs.loadActiveJob();
    expect(quiet.calls('GET', `${base}/video/active-job`)).toHaveLength(1);
    expect(quiet.videoJobs.activeJob).toBeNull();
    expect(quiet.videoJobs.currentJob).toBeNull();
    expect(quiet.videoJobs.isGenerating).toBe(false);
    expect(quiet.project.state.isGeneratingVideo).toBe(false);
    expect(quiet.clock.pending).toBe(0);
    expect(warn).not.toHaveBeenCalled();

    // A 404 now means the project is gone (or not the user's): logged, nothing followed.
    const gone = setup({ routes: { [`GET ${base}/video/active-job`]: { status: 404, body: { detail: 'Project not found' } } } });
    await gone.videoJobs.loadActiveJob();
    expect(gone.videoJobs.activeJob).toBeNull();
    expect(warn).toHaveBeenCalledWith('The active video job could not be read', expect.anything());
    warn.mockClear();

    const { videoJobs, clock, calls } = setup({
      routes: { [`GET ${base}/video/active-job`]: { body: job('processing', { progress: 63 }) } },
    });
    await videoJobs.loadActiveJob();
    expect(videoJobs.activeJob).toMatchObject({ job_id: JOB, status: 'processing', progress: 63 });
    await videoJobs.loadActiveJob();
    expect(calls('GET', `${base}/video/active-job`)).toHaveLength(1);
    await clock.advance(JOB_POLL_MS);
    await settleAll();
    expect(calls('GET', `/video/jobs/${JOB}/status`)).toHaveLength(1);
  });

  it('cancels on this client only: no request, no more polls, the job goes to the history as cancelled', async () => {
    const { videoJobs, project, clock, transport } = setup();
    await videoJobs.createVideo();
    const before = transport.requests.length;
    videoJobs.cancel(JOB);
    expect(transport.requests).toHaveLength(before);
    expect(videoJobs.activeJob).toBeNull();
    expect(videoJobs.currentJob).toMatchObject({ job_id: JOB, cancelled: true });
    expect(videoJobs.history[0]).toMatchObject({ job_id: JOB, cancelled: true });
    expect(project.state.isGeneratingVideo).toBe(false);
    expect(clock.pending).toBe(0);
  });

  it('keeps at most 50 past jobs, newest first', async () => {
    let n = 0;
    const { videoJobs, clock } = setup({
      routes: {
        [`POST ${base}/video/async`]: () => ({
          status: 202,
          body: { success: true, job_id: `job-${++n}`, status: 'pending', error: null },
        }),
      },
    });
    for (let i = 0; i < JOB_HISTORY_LIMIT + 5; i++) {
      await videoJobs.createVideo({ confirmed: true });
      videoJobs.cancel(`job-${n}`);
      await clock.advance(1);
    }
    expect(videoJobs.history).toHaveLength(50);
    expect(videoJobs.history[0]?.job_id).toBe('job-55');
    expect(videoJobs.history.at(-1)?.job_id).toBe('job-6');
  });

  it('asks before replacing an existing video', async () => {
    const { videoJobs, calls } = setup({ state: { ...ready, finalVideoUrl: LATEST } });
    expect(await videoJobs.createVideo()).toBe(false);
    expect(videoJobs.confirmingVideo).toBe(true);
    videoJobs.cancelVideoConfirm();
    expect(videoJobs.confirmingVideo).toBe(false);
    expect(calls('POST', `${base}/video/async`)).toHaveLength(0);
    expect(await videoJobs.createVideo({ confirmed: true })).toBe(true);
    expect(videoJobs.confirmingVideo).toBe(false);
  });

  it('makes no video for a read-only project', async () => {
    const { videoJobs, calls } = setup({ state: { ...ready, isReadOnly: true } });
    expect(videoJobs.canCreateVideo).toBe(false);
    expect(await videoJobs.createVideo({ confirmed: true })).toBe(false);
    expect(calls('POST', `${base}/video/async`)).toHaveLength(0);
  });

  it("finishes another project's job without touching the open project", async () => {
    const { videoJobs, project, clock, transport } = setup();
    await videoJobs.createVideo();
    project.patch({ projectId: OTHER_ID, finalVideoUrl: null });
    transport.routes[`GET /video/jobs/${JOB}/status`] = { body: job('completed') };
    await clock.advance(JOB_POLL_MS);
    await settleAll();
    expect(project.state.finalVideoUrl).toBeNull();
    expect(project.state.stagesCompleted[3]).toBe(false);
    expect(project.state.videoGenerating).toEqual({});
    expect(videoJobs.projectHistory).toEqual([]);
  });

  it('stops following everything on clear (sign-out)', async () => {
    const { videoJobs, clock } = setup();
    await videoJobs.createVideo();
    videoJobs.clear();
    expect(videoJobs.activeJob).toBeNull();
    expect(videoJobs.history).toEqual([]);
    expect(clock.pending).toBe(0);
  });
});
