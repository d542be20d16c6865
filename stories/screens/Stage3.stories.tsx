import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '@storyloom/api-client';
import type { FakeRoute } from '../../app/src/testing/fakeTransport.ts';
import { pending, projectDataAnswer, ScreenHarness, type Screen } from '../../app/src/testing/screen.tsx';
import type { WorkflowState } from '../../app/src/stores/ProjectStore.ts';
import { sineWavDataUrl, toneWav } from '../fixtures/media.ts';
import { jobs, pageImages, voices } from '../fixtures/stage3.ts';
import { sampleStoryVideo } from '../fixtures/videos.ts';

const PROJECT_ID = '5a0c1e7e-3b7f-4d51-9a0e-0c2d9f1b7a10';
const at = (path: string) => `/projects/${PROJECT_ID}${path}`;
/** Generous waits: story tests share the machine with other work; a job is polled every 2 s. */
const slow = { timeout: 8000 };

const storyPages: Schema<'StoryPage'>[] = [
  { page_number: 1, page: 1, page_text: 'Mia could not sleep, and neither could the moon above the little harbour.' },
  { page_number: 2, page: 2, page_text: 'Pepper the cat led her across the meadow, where the grass whispered secrets.' },
  { page_number: 3, page: 3, page_text: 'Together they sang the moon a lullaby until its silver eyes finally closed.' },
];
const pictures = [pageImages.moonlit, pageImages.meadow, pageImages.moonlitFox];
/** One narration per page: tones of different pitch, so each player is its own file. */
const narration = [toneWav, sineWavDataUrl({ frequency: 523 }), sineWavDataUrl({ frequency: 659 })];

const versionsAnswer: Schema<'ImageVersionsResponse'> = {
  success: true,
  image_versions: Object.fromEntries(
    pictures.map((image_url, index) => [
      index,
      [{ image_url, url: image_url, timestamp: '2026-11-20T18:30:00Z', label: 'Original', is_original: true }],
    ]),
  ),
  current_versions: { 0: 0, 1: 0, 2: 0 },
};

/** Stage 2 done: three illustrated pages, nothing narrated yet. */
const storyReady: Partial<WorkflowState> = {
  projectId: PROJECT_ID,
  currentStage: 3,
  stagesCompleted: { 1: true, 2: true, 3: false },
  storyTitle: 'The Moon Who Couldn’t Sleep',
  characterDescription: 'Mia, a curious six-year-old with red boots, and her sleepy grey cat Pepper',
  context: 'A windy night in a little village by the sea',
  story: storyPages,
  generatedImages: pictures,
  imageVersions: versionsAnswer.image_versions,
  currentImageVersions: versionsAnswer.current_versions,
};

const narrated: Partial<WorkflowState> = {
  ...storyReady,
  audioFiles: narration,
  selectedVoiceId: 'embedded-flite-rms',
};

/** A finished project: opened from the gallery it is read-only. */
const completed: Partial<WorkflowState> = {
  ...narrated,
  stagesCompleted: { 1: true, 2: true, 3: true },
  finalVideoUrl: sampleStoryVideo,
  videoGeneratedAt: '2026-11-20T18:10:00Z',
  isReadOnly: true,
};

const saved = (state: Partial<WorkflowState>) => ({ 'storyloom.project': JSON.stringify({ version: 3, state }) });

const jobAnswer = (job: (typeof jobs)[keyof typeof jobs], extra: Partial<Schema<'VideoJob'>> = {}): FakeRoute => ({
  body: { success: true, ...job, project_id: PROJECT_ID, ...extra },
});

/** What stage 3 asks for as it opens: voices, music, animations, a running job (none), the page pictures. */
const stage3Api: Record<string, FakeRoute> = {
  'GET /voice-options': {
    body: { success: true, language: 'en', default_voice_id: voices[0]!.voice_id, voices },
  },
  [`GET ${at('/music')}`]: { body: { success: true, music: null, error: null } },
  [`GET ${at('/animations')}`]: { body: { success: true, animations: [] } },
  [`GET ${at('/video/active-job')}`]: {
    body: {
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
    },
  },
  [`GET ${at('/image-versions')}`]: { body: versionsAnswer },
  [`PUT ${at('/stage')}`]: { body: { success: true } },
};

/** Holds the screen the harness hands over (a fresh one for each story run). */
function screenHolder() {
  const holder: { screen: Screen | null; onReady: (screen: Screen) => void } = {
    screen: null,
    onReady: (screen) => {
      holder.screen = screen;
    },
  };
  return holder;
}

const requests = (screen: Screen | null, method: string, path: string) =>
  screen?.transport.requests.filter((request) => request.method === method && request.path === path) ?? [];

const meta = {
  title: 'Screens/Stage3',
  component: ScreenHarness,
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        // The whole page in the viewport: a screenshot only shows what the viewport paints.
        desktopTall: { name: 'Desktop 1280 × 4200', styles: { width: '1280px', height: '4200px' }, type: 'desktop' },
        mobileTall: { name: 'Phone 390 × 5400', styles: { width: '390px', height: '5400px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'desktopTall', isRotated: false } },
  args: { path: '/app/stage/3', api: stage3Api, storage: saved(storyReady) },
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page with its pictures decoded and its players' metadata loaded (the screenshot must not catch them half-way). */
async function opened(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Review and Finalize' }, slow);
  await settled(canvasElement);
  return canvas;
}

async function settled(canvasElement: HTMLElement) {
  await Promise.all([...canvasElement.querySelectorAll('img')].map((image) => image.decode().catch(() => {})));
  for (const media of canvasElement.querySelectorAll<HTMLMediaElement>('audio, video')) {
    await waitFor(() => expect(media.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA), slow);
  }
  // Clicks scroll the page; the screenshot starts at the top.
  window.scrollTo(0, 0);
}

/** An open modal, after its entrance animation. */
async function openDialog(dialog: HTMLElement) {
  await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return within(dialog);
}

const voicesLoaded = (canvas: ReturnType<typeof within>) => canvas.findByText('Showing 6 of 10 voices', undefined, slow);
const summaryValue = (canvas: ReturnType<typeof within>, term: string) =>
  within(canvas.getByRole('region', { name: 'Project Summary' })).getByText(term).nextElementSibling;

const withoutAudio = screenHolder();

/** The story to review and nothing narrated yet: the default voice is chosen, the video is pending. */
export const WithoutAudio: Story = {
  args: { onReady: withoutAudio.onReady },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await voicesLoaded(canvas);
    const pages = within(canvas.getByRole('region', { name: 'Story Pages' }));
    await expect(pages.getAllByRole('article')).toHaveLength(3);
    await expect(pages.getByText(storyPages[1]!.page_text)).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Zoom image of page 3' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Images and Text' })).toHaveAttribute('href', '/app/stage/2');
    // The English default voice, chosen for the project.
    await expect(canvas.getByRole('radio', { name: 'Nora' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Generate Audio Narration' })).toBeEnabled();
    await expect(canvas.queryByRole('figure')).toBeNull();
    await expect(summaryValue(canvas, 'Story pages')).toHaveTextContent('3');
    await expect(summaryValue(canvas, 'Audio files')).toHaveTextContent('0');
    await expect(summaryValue(canvas, 'Final video')).toHaveTextContent('Pending');
    await expect(canvas.getByText('No video jobs yet.')).toBeVisible();
    await expect(canvas.getByText('Video not available')).toBeVisible();
    const screen = withoutAudio.screen;
    await expect(requests(screen, 'GET', '/voice-options')[0]?.query.get('language')).toBe('en');
    await expect(requests(screen, 'GET', at('/video/active-job'))).toHaveLength(1);
    await expect(requests(screen, 'GET', at('/music'))).toHaveLength(1);
    await expect(requests(screen, 'GET', at('/animations'))).toHaveLength(1);
  },
};

/** The voice list shows 6 voices; 'Show more voices' reveals 3 more. */
export const VoicesLoaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await voicesLoaded(canvas);
    const picker = within(canvas.getByRole('group', { name: 'Narrator voice' }));
    await expect(picker.getAllByRole('radio')).toHaveLength(6);
    await userEvent.click(picker.getByRole('button', { name: 'Show more voices' }));
    await expect(picker.getAllByRole('radio')).toHaveLength(9);
    await expect(picker.getByText('Showing 9 of 10 voices')).toBeVisible();
    await userEvent.click(picker.getByRole('radio', { name: 'Ivan' }));
    await expect(picker.getByRole('radio', { name: 'Ivan' })).toBeChecked();
    await expect(picker.getByRole('radio', { name: 'Nora' })).not.toBeChecked();
  },
};

/** The voices are still loading: placeholder rows. */
export const VoicesLoading: Story = {
  args: { api: { ...stage3Api, 'GET /voice-options': pending } },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await expect(canvas.getByText('Loading voices')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('group', { name: 'Narrator voice' })).toHaveAttribute('aria-busy', 'true');
  },
};

const audio = screenHolder();

/** Generate Audio Narration narrates every page in the chosen voice: a player per page appears. */
export const AudioGenerated: Story = {
  args: {
    api: {
      ...stage3Api,
      [`POST ${at('/audio')}`]: { body: { success: true, audio_files: narration, error: null } },
    },
    onReady: audio.onReady,
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await voicesLoaded(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Ray' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Audio Narration' }));
    await expect(await canvas.findByRole('figure', { name: 'Page 1 narration' }, slow)).toBeVisible();
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
    await expect(summaryValue(canvas, 'Audio files')).toHaveTextContent('3');
    await expect(requests(audio.screen, 'POST', at('/audio'))[0]?.body).toEqual({
      story_pages: storyPages.map(({ page_text, page_number }) => ({ page_text, page: page_number })),
      voice_id: 'embedded-flite-rms',
      use_converted_voice: false,
    });
    await settled(canvasElement);
  },
};

/** Narration exists: Generate Audio Narration asks first. */
export const RegenerateAudioConfirm: Story = {
  args: { storage: saved(narrated) },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await voicesLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Audio Narration' }));
    const dialog = await openDialog(await within(document.body).findByRole('alertdialog', { name: 'Regenerate Audio?' }, slow));
    await expect(dialog.getByRole('button', { name: 'Regenerate Audio' })).toBeVisible();
  },
};

/** Too few credits for the narration: the insufficient-credits dialog. */
export const AudioInsufficientCredits: Story = {
  args: {
    api: {
      ...stage3Api,
      [`POST ${at('/audio')}`]: {
        status: 402,
        body: { detail: 'Insufficient credits', required: 9, current: 4 },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await voicesLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Audio Narration' }));
    const dialog = await openDialog(await within(document.body).findByRole('dialog', { name: 'Insufficient Credits' }, slow));
    await expect(dialog.getByRole('button', { name: 'Buy Credits' })).toBeVisible();
    await expect(
      await within(document.body).findByText(
        'Insufficient credits to generate audio. You need 9 credits but have 4. Please purchase more credits to continue.',
      ),
    ).toBeInTheDocument();
  },
};

/** The balance cannot pay for the narration: the price and the shortfall show before any click, and the button waits. */
export const AudioUnaffordable: Story = {
  args: {
    api: {
      ...stage3Api,
      'GET /credits': { body: { success: true, credits_balance: 4, total_purchased: 0, total_used: 46 } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await voicesLoaded(canvas);
    const button = canvas.getByRole('button', { name: 'Generate Audio Narration' });
    await waitFor(() => expect(button).toBeDisabled(), slow);
    await expect(button).toHaveAccessibleDescription(
      'Narrates all 3 pages in the chosen voice: 9 credits. You have 4 credits, 5 credits short.',
    );
    const narrationCard = within(canvas.getByRole('region', { name: 'Voice and Narration' }));
    await expect(narrationCard.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/app/pricing');
  },
};

const missing = screenHolder();

/** Create Final Video with narration for page 1 only: the spec's message, nothing sent. */
export const MissingAudio: Story = {
  args: { storage: saved({ ...storyReady, audioFiles: [narration[0]!] }), onReady: missing.onReady },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await voicesLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Final Video' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Missing audio for page(s) 2, 3. Please generate audio for all story pages.',
    );
    await expect(requests(missing.screen, 'POST', at('/video/async'))).toHaveLength(0);
    await settled(canvasElement);
  },
};

const reconciled = screenHolder();

/**
 * The browser kept an older copy (no narration) while the server holds all three pages' audio, narrated in another
 * tab: the stage takes the server's files, so the summary counts them and the video can be made.
 */
export const ServerHoldsNarration: Story = {
  args: {
    storage: saved(storyReady),
    api: { ...stage3Api, [`GET ${at('/data')}`]: projectDataAnswer({ ...narrated, projectId: PROJECT_ID }) },
    onReady: reconciled.onReady,
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await voicesLoaded(canvas);
    await waitFor(() => expect(summaryValue(canvas, 'Audio files')).toHaveTextContent('3'), slow);
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
    await expect(requests(reconciled.screen, 'GET', at('/data'))).toHaveLength(1);
    await settled(canvasElement);
  },
};

/** A render already running when the page opens: followed, with its progress. */
export const JobProcessing: Story = {
  args: {
    storage: saved(narrated),
    api: {
      ...stage3Api,
      [`GET ${at('/video/active-job')}`]: jobAnswer(jobs.processing),
      [`GET /video/jobs/${jobs.processing.job_id}/status`]: jobAnswer(jobs.processing),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await voicesLoaded(canvas);
    const panel = within(canvas.getByRole('region', { name: 'Video Generation' }));
    await expect(await panel.findByRole('progressbar', { name: 'Video progress' }, slow)).toHaveAttribute('aria-valuenow', '42');
    await expect(panel.getByText('Processing')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Final Video' })).toBeDisabled();
    await settled(canvasElement);
  },
};

const completedJob = screenHolder();

/** Create Final Video with music: the job is polled until it completes, then the video plays and downloads. */
export const JobCompleted: Story = {
  args: {
    storage: saved(narrated),
    api: {
      ...stage3Api,
      [`GET ${at('/music')}`]: {
        body: {
          success: true,
          music: { music_url: toneWav, music_prompt: 'calm lullaby', duration: 30 },
          error: null,
        },
      },
      [`POST ${at('/video/async')}`]: {
        status: 202,
        body: { success: true, job_id: jobs.completed.job_id, status: 'pending', error: null },
      },
      [`GET /video/jobs/${jobs.completed.job_id}/status`]: jobAnswer(jobs.completed, { video_url: sampleStoryVideo }),
      [`GET ${at('/video/latest')}`]: {
        body: { success: true, video_url: sampleStoryVideo, video_path: null, timestamp: '2026-11-20T18:33:40Z' },
      },
    },
    onReady: completedJob.onReady,
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await voicesLoaded(canvas);
    await expect(await canvas.findByRole('figure', { name: 'Background music' }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create Final Video' }));
    const panel = within(canvas.getByRole('region', { name: 'Video Generation' }));
    await expect(await panel.findByText('Your video is ready.', undefined, slow)).toBeVisible();
    await expect(panel.getByText('Completed')).toBeVisible();
    const download = await canvas.findByRole('link', { name: 'Download Video' }, slow);
    await expect(download).toHaveAttribute('download', 'storybook-video.mp4');
    await expect(download).toHaveAttribute('href', sampleStoryVideo);
    await expect(summaryValue(canvas, 'Final video')).toHaveTextContent('Generated');
    const [start] = requests(completedJob.screen, 'POST', at('/video/async'));
    await expect(start?.body).toEqual({
      image_urls: pictures,
      audio_urls: narration,
      use_animation: false,
      animated_video_urls: [],
      music_url: toneWav,
    });
    await expect(requests(completedJob.screen, 'GET', at('/video/latest'))).toHaveLength(1);
    await settled(canvasElement);
  },
};

/** The render fails: the job's error in the panel and a toast. */
export const JobFailed: Story = {
  args: {
    storage: saved(narrated),
    api: {
      ...stage3Api,
      [`POST ${at('/video/async')}`]: {
        status: 202,
        body: { success: true, job_id: jobs.failed.job_id, status: 'pending', error: null },
      },
      [`GET /video/jobs/${jobs.failed.job_id}/status`]: jobAnswer(jobs.failed),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await voicesLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Final Video' }));
    const panel = within(canvas.getByRole('region', { name: 'Video Generation' }));
    await expect(await panel.findByRole('alert', {}, slow)).toHaveTextContent(jobs.failed.error);
    await expect(panel.getByText('Failed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create Final Video' })).toBeEnabled();
    await expect(summaryValue(canvas, 'Final video')).toHaveTextContent('Pending');
    await settled(canvasElement);
  },
};

/** A job already running on the server (409): it is adopted and followed, with a toast. */
export const AlreadyInProgress: Story = {
  args: {
    storage: saved(narrated),
    api: {
      ...stage3Api,
      [`POST ${at('/video/async')}`]: {
        status: 409,
        body: {
          detail: {
            message: 'Video generation is already in progress',
            job_id: jobs.processing.job_id,
            status: 'processing',
          },
        },
      },
      [`GET /video/jobs/${jobs.processing.job_id}/status`]: jobAnswer(jobs.processing),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await voicesLoaded(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Final Video' }));
    await expect(
      await within(document.body).findByText('Video generation is already in progress', undefined, slow),
    ).toBeInTheDocument();
    const panel = within(canvas.getByRole('region', { name: 'Video Generation' }));
    // Adopted at 0 %, then the first poll tells the job's progress.
    await waitFor(
      () => expect(panel.getByRole('progressbar', { name: 'Video progress' })).toHaveAttribute('aria-valuenow', '42'),
      slow,
    );
    await settled(canvasElement);
  },
};

/** A completed project: the read-only banner; voice, audio, animation, music and video cannot change. */
export const ReadOnly: Story = {
  args: { storage: saved(completed) },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await voicesLoaded(canvas);
    await expect(canvas.getByText('Read-only mode: This project is completed and cannot be edited')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit Images and Text' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Ray' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Ray' })).toBeDisabled();
    await expect(canvas.getByRole('searchbox', { name: 'Search voices' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Generate Audio Narration' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Animate pages in the video' })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: 'Add background music' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Create Final Video' })).toBeDisabled();
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Download Video' })).toHaveAttribute('download', 'storybook-video.mp4');
    await expect(summaryValue(canvas, 'Final video')).toHaveTextContent('Generated');
    await settled(canvasElement);
  },
};

/** On a phone: one column, nothing wider than the screen. */
export const Mobile: Story = {
  args: { storage: saved({ ...narrated, finalVideoUrl: sampleStoryVideo }) },
  globals: { viewport: { value: 'mobileTall', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await voicesLoaded(canvas);
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await settled(canvasElement);
  },
};
