import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { createApiClient, type Schema } from '@storyloom/api-client';
import { fakeTransport, type FakeAnswer, type FakeRoute, type SeenRequest } from '../testing/fakeTransport.ts';
import { ManualClock } from '../testing/ManualClock.ts';
import { CreditsStore } from './CreditsStore.ts';
import { MemoryStorage } from './MemoryStorage.ts';
import {
  ANIMATION_MODEL,
  ANIMATION_PROMPT_DEFAULT,
  CROATIAN_VOICE_ID,
  DEFAULT_VOICE_ID,
  defaultVoiceFor,
  NarrationStore,
  SAMPLE_SPACING_MS,
  VOICE_SEARCH_DEBOUNCE_MS,
  VOICE_SEARCH_PAGE_SIZE,
} from './NarrationStore.ts';
import { ProjectStore, type WorkflowState } from './ProjectStore.ts';
import { ToastStore } from './ToastStore.ts';
import { CREDIT_COSTS } from '../testing/creditCosts.ts';

const ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const OTHER_ID = '8b3c4d5e-6f70-4b8c-9d0e-1f2a3b4c5d6e';
const base = `/projects/${ID}`;

// Failures the store only logs (voices, samples, loads) stay out of the test output.
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
const settleAll = async (times = 12) => {
  for (let i = 0; i < times; i++) await settle();
};

const voice = (voice_id: string, name: string, language = 'en'): Schema<'Voice'> => ({
  voice_id,
  name,
  language,
  suggested: false,
});
const EN_VOICES = [voice(DEFAULT_VOICE_ID, 'Nora'), voice('embedded-flite-rms', 'Ray'), voice(CROATIAN_VOICE_ID, 'Ana', 'hr')];

const voiceOptions = (voices = EN_VOICES, default_voice_id = DEFAULT_VOICE_ID): FakeAnswer => ({
  body: { success: true, language: 'en', default_voice_id, voices } satisfies Schema<'VoiceOptionsResponse'>,
});

const pages = (n: number): Schema<'StoryPage'>[] =>
  Array.from({ length: n }, (_, i) => ({ page_number: i + 1, page: i + 1, page_text: `Page ${i + 1} text` }));
const audioUrl = (page: number, take = 1) => `/api/media/audio-${page}-${take}.mp3?sig=${take}`;

const insufficient = (required: number, current: number): FakeAnswer => ({
  status: 402,
  body: { detail: 'Insufficient credits', required, current },
});

const story: Partial<WorkflowState> = {
  projectId: ID,
  currentStage: 3,
  stagesCompleted: { 1: true, 2: true, 3: false },
  story: pages(3),
  generatedImages: ['/api/media/p1.png', '/api/media/p2.png', '/api/media/p3.png'],
};

function setup({ routes = {}, state = story }: { routes?: Record<string, FakeRoute>; state?: Partial<WorkflowState> } = {}) {
  const clock = new ManualClock();
  const transport = fakeTransport({
    'GET /credits': { body: { success: true, credits_balance: 27, total_purchased: 0, total_used: 23 } },
    'GET /voice-options': voiceOptions(),
    [`GET ${base}/music`]: { body: { success: true, music: null, error: null } },
    [`GET ${base}/animations`]: { body: { success: true, animations: [] } },
    ...routes,
  });
  const toasts = new ToastStore();
  const api = createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => 't', fetch: transport.fetch });
  const location = { pathname: () => '/app/stage/3', navigate: () => {} };
  const project = new ProjectStore({ api, storage: new MemoryStorage(), clock, toasts, location });
  project.patch(structuredClone(state));
  const credits = new CreditsStore({ api, toasts });
  const narration = new NarrationStore({ api, project, toasts, clock, credits });
  const messages = () => toasts.toasts.map((t) => [t.kind, t.message]);
  const calls = (method: string, path: string): SeenRequest[] =>
    transport.requests.filter((r) => r.method === method && r.path === path);
  return { narration, project, credits, clock, transport, toasts, messages, calls };
}

describe('NarrationStore: voices', () => {
  it('has one fixed default voice, a different one for hr, and the English one for any other language', () => {
    expect(defaultVoiceFor('en')).toBe(DEFAULT_VOICE_ID);
    expect(defaultVoiceFor('hr')).toBe(CROATIAN_VOICE_ID);
    expect(defaultVoiceFor('hr-HR')).toBe(CROATIAN_VOICE_ID);
    expect(defaultVoiceFor('de')).toBe(DEFAULT_VOICE_ID);
    expect(CROATIAN_VOICE_ID).not.toBe(DEFAULT_VOICE_ID);
  });

  it('loads the voice options of the story language and chooses its default when none is chosen', async () => {
    const { narration, project, calls } = setup({ state: { ...story, language: 'hr' } });
    narration.load();
    expect(narration.isLoadingVoices).toBe(true);
    await settleAll();
    const [request] = calls('GET', '/voice-options');
    expect(request?.query.get('language')).toBe('hr');
    expect(narration.voices.map((v) => v.name)).toEqual(['Nora', 'Ray', 'Ana']);
    expect(narration.isLoadingVoices).toBe(false);
    expect(project.state.selectedVoiceId).toBe(CROATIAN_VOICE_ID);
  });

  it('keeps a voice the project already has', async () => {
    const { narration, project } = setup({ state: { ...story, selectedVoiceId: 'embedded-flite-rms' } });
    narration.load();
    await settleAll();
    expect(project.state.selectedVoiceId).toBe('embedded-flite-rms');
  });

  it("uses the server's default when this server does not offer the fixed default voice", async () => {
    const { narration, project } = setup({
      routes: { 'GET /voice-options': voiceOptions([voice('embedded-flite-rms', 'Ray')], 'embedded-flite-rms') },
    });
    narration.load();
    await settleAll();
    expect(project.state.selectedVoiceId).toBe('embedded-flite-rms');
  });

  it('switches to the default voice of a new language of the same project, not when another project loads', async () => {
    const { narration, project } = setup({ state: { ...story, selectedVoiceId: 'embedded-flite-rms' } });
    project.setSetting('language', 'hr');
    expect(project.state.selectedVoiceId).toBe(CROATIAN_VOICE_ID);
    project.setSetting('language', 'de');
    expect(project.state.selectedVoiceId).toBe(DEFAULT_VOICE_ID);
    project.patch({ projectId: OTHER_ID, language: 'hr', selectedVoiceId: 'embedded-espeak-hr-m' });
    expect(project.state.selectedVoiceId).toBe('embedded-espeak-hr-m');
    expect(narration.voiceId).toBe('embedded-espeak-hr-m');
  });

  it('searches the library 20 a page once typing pauses, and lists the options again when the search is cleared', async () => {
    const { narration, clock, calls } = setup({
      routes: {
        'GET /voices/search': (request) => ({
          body: { success: true, voices: [voice('embedded-flite-awb', `Alan (${request.query.get('search')})`)] },
        }),
      },
    });
    narration.load();
    await settleAll();
    narration.setSearch('sc');
    await clock.advance(VOICE_SEARCH_DEBOUNCE_MS - 1);
    narration.setSearch('scottish');
    await clock.advance(VOICE_SEARCH_DEBOUNCE_MS - 1);
    expect(calls('GET', '/voices/search')).toHaveLength(0);
    await clock.advance(1);
    await settleAll();
    const searches = calls('GET', '/voices/search');
    expect(searches).toHaveLength(1);
    expect(searches[0]?.query.get('search')).toBe('scottish');
    expect(searches[0]?.query.get('page_size')).toBe(String(VOICE_SEARCH_PAGE_SIZE));
    expect(narration.voices.map((v) => v.name)).toEqual(['Alan (scottish)']);

    narration.setSearch('  ');
    await clock.advance(VOICE_SEARCH_DEBOUNCE_MS);
    await settleAll();
    expect(calls('GET', '/voice-options')).toHaveLength(2);
    expect(narration.voices).toHaveLength(3);
  });

  it('drops an answer that a newer search overtook', async () => {
    let release!: () => void;
    const { narration, clock } = setup({
      routes: {
        'GET /voices/search': (request) =>
          request.query.get('search') === 'slow'
            ? new Promise((resolve) => {
                release = () => resolve({ body: { success: true, voices: [voice('slow', 'Slow')] } });
              })
            : { body: { success: true, voices: [voice('fast', 'Fast')] } },
      },
    });
    narration.setSearch('slow');
    await clock.advance(VOICE_SEARCH_DEBOUNCE_MS);
    narration.setSearch('fast');
    await clock.advance(VOICE_SEARCH_DEBOUNCE_MS);
    await settleAll();
    release();
    await settleAll();
    expect(narration.voices.map((v) => v.name)).toEqual(['Fast']);
  });

  it('only logs a voice failure', async () => {
    const { narration, messages } = setup({ routes: { 'GET /voice-options': { status: 500, body: {} } } });
    narration.load();
    await settleAll();
    expect(narration.voices).toEqual([]);
    expect(narration.isLoadingVoices).toBe(false);
    expect(messages()).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});

describe('NarrationStore: voice samples', () => {
  const sample = (request: SeenRequest): FakeAnswer => ({
    body: { success: true, sample_audio: btoa(request.path), content_type: 'audio/mpeg' },
  });

  it('fetches samples 200 ms apart, once each; the voice pressed again stops', async () => {
    const { narration, clock, calls } = setup({
      routes: { 'GET /voices/samples/a': sample, 'GET /voices/samples/b': sample },
    });
    const first = narration.playSample('a');
    expect(narration.sampleLoadingId).toBe('a');
    await settleAll();
    expect(await first).toBe(`data:audio/mpeg;base64,${btoa('/voices/samples/a')}`);
    expect(narration.samplePlayingId).toBe('a');

    const second = narration.playSample('b');
    await settleAll();
    expect(calls('GET', '/voices/samples/b')).toHaveLength(0);
    await clock.advance(SAMPLE_SPACING_MS - 1);
    await settleAll();
    expect(calls('GET', '/voices/samples/b')).toHaveLength(0);
    await clock.advance(1);
    await settleAll();
    expect(calls('GET', '/voices/samples/b')).toHaveLength(1);
    expect(await second).toContain('data:audio/mpeg;base64,');
    expect(narration.samplePlayingId).toBe('b');

    expect(await narration.playSample('b')).toBeNull();
    expect(narration.samplePlayingId).toBeNull();
    expect(await narration.playSample('a')).toContain('base64');
    expect(calls('GET', '/voices/samples/a')).toHaveLength(1);
    narration.sampleStopped();
    expect(narration.samplePlayingId).toBeNull();
  });

  it('only logs a sample failure', async () => {
    const { narration, messages } = setup({ routes: { 'GET /voices/samples/a': { status: 404, body: { detail: 'No voice' } } } });
    expect(await narration.playSample('a')).toBeNull();
    expect(narration.sampleLoadingId).toBeNull();
    expect(narration.samplePlayingId).toBeNull();
    expect(messages()).toEqual([]);
    expect(warn).toHaveBeenCalled();
  });
});

describe('NarrationStore: Generate Audio Narration', () => {
  const audioAnswer =
    (take = 1): FakeRoute =>
    (request) => ({
      body: {
        success: true,
        audio_files: (request.body as Schema<'AudioRequest'>).story_pages.map((p) => audioUrl(p.page, take)),
        error: null,
      },
    });

  it('narrates every page in the chosen voice, keeps the audio per page and refreshes the credits', async () => {
    const { narration, project, calls } = setup({
      routes: { [`POST ${base}/audio`]: audioAnswer() },
      state: { ...story, selectedVoiceId: 'embedded-flite-rms', story: pages(3).reverse() },
    });
    const done = narration.generateAudio();
    expect(project.state.isGeneratingAudio).toBe(true);
    expect(await done).toBe(true);
    expect(calls('POST', `${base}/audio`)[0]?.body).toEqual({
      story_pages: [
        { page_text: 'Page 1 text', page: 1 },
        { page_text: 'Page 2 text', page: 2 },
        { page_text: 'Page 3 text', page: 3 },
      ],
      voice_id: 'embedded-flite-rms',
      use_converted_voice: false,
    });
    // The state's story is in the order 3, 2, 1: each page keeps its own narration.
    expect(project.state.audioFiles).toEqual([audioUrl(3), audioUrl(2), audioUrl(1)]);
    expect(project.state.isGeneratingAudio).toBe(false);
    expect(narration.audioFileCount).toBe(3);
    await settleAll();
    expect(calls('GET', '/credits')).toHaveLength(1);
  });

  it("uses the language's default voice when none is chosen", async () => {
    const { narration, project, calls } = setup({
      routes: { [`POST ${base}/audio`]: audioAnswer() },
      state: { ...story, language: 'hr' },
    });
    await narration.generateAudio();
    expect((calls('POST', `${base}/audio`)[0]?.body as Schema<'AudioRequest'>).voice_id).toBe(CROATIAN_VOICE_ID);
    expect(project.state.selectedVoiceId).toBe(CROATIAN_VOICE_ID);
  });

  it('needs at least one story page', async () => {
    const { narration, calls } = setup({ state: { ...story, story: [] } });
    expect(narration.canGenerateAudio).toBe(false);
    expect(await narration.generateAudio()).toBe(false);
    expect(calls('POST', `${base}/audio`)).toHaveLength(0);
  });

  it('asks before replacing existing audio; cancelling keeps it, confirming replaces it', async () => {
    const { narration, project, calls } = setup({
      routes: { [`POST ${base}/audio`]: audioAnswer(2) },
      state: { ...story, audioFiles: [audioUrl(1), audioUrl(2), audioUrl(3)] },
    });
    expect(await narration.generateAudio()).toBe(false);
    expect(narration.confirmingAudio).toBe(true);
    narration.cancelAudioConfirm();
    expect(narration.confirmingAudio).toBe(false);
    expect(calls('POST', `${base}/audio`)).toHaveLength(0);

    expect(await narration.generateAudio()).toBe(false);
    expect(await narration.generateAudio({ confirmed: true })).toBe(true);
    expect(narration.confirmingAudio).toBe(false);
    expect(project.state.audioFiles).toEqual([audioUrl(1, 2), audioUrl(2, 2), audioUrl(3, 2)]);
  });

  it("reads which page has which file when some pages failed, and shows the server's warning", async () => {
    const file = (page: number): Schema<'ProjectFile'> => ({
      id: `00000000-0000-4000-8000-00000000000${page}`,
      file_name: `page-${page}.mp3`,
      file_path: `projects/${ID}/page-${page}.mp3`,
      file_url: `/api/media/audio-${page}.mp3`,
      signed_url: audioUrl(page, 2),
      page_number: page,
    });
    const { narration, project, messages } = setup({
      routes: {
        [`POST ${base}/audio`]: {
          body: {
            success: true,
            audio_files: [audioUrl(1, 2), audioUrl(3, 2)],
            error: 'Narration failed for page(s) 2; those credits were refunded. Please try again.',
          },
        },
        [`GET ${base}/data`]: {
          body: {
            success: true,
            error: null,
            project: {} as Schema<'ProjectRecord'>,
            files: { uploaded_images: [], style_images: [], generated_images: [], audio: [file(1), file(3)], video: [] },
            story: null,
          },
        },
      },
      state: { ...story, audioFiles: [] },
    });
    expect(await narration.generateAudio()).toBe(true);
    expect(project.state.audioFiles).toEqual([audioUrl(1, 2), '', audioUrl(3, 2)]);
    expect(messages()).toEqual([['warning', 'Narration failed for page(s) 2; those credits were refunded. Please try again.']]);
  });

  it('opens the insufficient-credits dialog on a 402 and says so', async () => {
    const { narration, project, messages } = setup({ routes: { [`POST ${base}/audio`]: insufficient(9, 4) } });
    expect(await narration.generateAudio()).toBe(false);
    expect(project.insufficientCredits).toEqual({ required: 9, current: 4 });
    expect(messages()).toEqual([
      [
        'error',
        'Insufficient credits to generate audio. You need 9 credits but have 4. Please purchase more credits to continue.',
      ],
    ]);
    expect(project.state.isGeneratingAudio).toBe(false);
    expect(project.state.audioFiles).toEqual([]);
  });

  it('knows the price of the narration and what the balance lacks, from the server’s price list', async () => {
    const costs = CREDIT_COSTS;
    const { narration, credits } = setup({
      routes: {
        'GET /credit-costs': { body: { success: true, costs } },
        'GET /credits': { body: { success: true, credits_balance: 4, total_purchased: 0, total_used: 46 } },
      },
    });
    expect(narration.audioPrice).toBeNull();
    expect(narration.audioShortfall).toBeNull();
    await credits.loadCosts();
    // Three pages at 3 credits: 9; the balance is not known yet.
    expect(narration.audioPrice).toBe(9);
    expect(narration.audioShortfall).toBeNull();
    await credits.refresh();
    expect(narration.audioShortfall).toBe(5);
    expect(credits.shortfall(4)).toBe(0);
  });

  it("shows the catalogue's failure message", async () => {
    const { narration, messages } = setup({ routes: { [`POST ${base}/audio`]: { status: 500, body: {} } } });
    await narration.generateAudio();
    expect(messages()).toEqual([['error', 'Server error occurred. Please try again in a few minutes.']]);
  });
});

describe('NarrationStore: Narrate Changed Pages Again', () => {
  const audioAnswer: FakeRoute = (request) => ({
    body: {
      success: true,
      audio_files: (request.body as Schema<'AudioRequest'>).story_pages.map((p) => audioUrl(p.page, 2)),
      error: null,
    },
  });
  const narrated: Partial<WorkflowState> = {
    ...story,
    audioFiles: [audioUrl(1), audioUrl(2), audioUrl(3)],
    audioOutOfDate: [0, 2],
  };

  it('narrates only the pages edited since their narration, without asking, and clears their marks', async () => {
    const { narration, project, calls } = setup({ routes: { [`POST ${base}/audio`]: audioAnswer }, state: narrated });
    project.patch({ story: [{ ...pages(3)[0]!, page_text: 'An edited first page.' }, ...pages(3).slice(1)] });
    expect(narration.changedPages).toEqual([0, 2]);
    expect(narration.canNarrateChangedPages).toBe(true);
    const done = narration.narrateChangedPages();
    expect(project.state.isGeneratingAudio).toBe(true);
    expect(narration.canNarrateChangedPages).toBe(false);
    expect(await done).toBe(true);
    expect(narration.confirmingAudio).toBe(false);
    expect(calls('POST', `${base}/audio`).map((r) => r.body)).toEqual([
      {
        story_pages: [
          { page_text: 'An edited first page.', page: 1 },
          { page_text: 'Page 3 text', page: 3 },
        ],
        voice_id: DEFAULT_VOICE_ID,
        use_converted_voice: false,
      },
    ]);
    expect(project.state.audioFiles).toEqual([audioUrl(1, 2), audioUrl(2), audioUrl(3, 2)]);
    expect(project.state.audioOutOfDate).toEqual([]);
    expect(narration.changedPages).toEqual([]);
    expect(await narration.narrateChangedPages()).toBe(false);
    expect(calls('POST', `${base}/audio`)).toHaveLength(1);
  });

  it('prices the changed pages from the server’s list and says what the balance lacks', async () => {
    const { narration, credits } = setup({
      routes: {
        'GET /credit-costs': { body: { success: true, costs: { ...CREDIT_COSTS, audio_page: 4 } } },
        'GET /credits': { body: { success: true, credits_balance: 5, total_purchased: 0, total_used: 45 } },
      },
      state: narrated,
    });
    expect(narration.changedPagesPrice).toBeNull();
    await credits.loadCosts();
    expect(narration.changedPagesPrice).toBe(8);
    await credits.refresh();
    expect(narration.changedPagesShortfall).toBe(3);
  });

  it('counts only pages that have narration; full narration clears every mark; read-only narrates nothing', async () => {
    const { narration, project } = setup({
      routes: { [`POST ${base}/audio`]: audioAnswer },
      state: { ...narrated, audioFiles: [audioUrl(1), '', ''], audioOutOfDate: [0, 1, 2, 7] },
    });
    expect(narration.changedPages).toEqual([0]);
    expect(await narration.generateAudio({ confirmed: true })).toBe(true);
    expect(project.state.audioOutOfDate).toEqual([7]);

    const done = setup({ state: { ...narrated, isReadOnly: true } });
    expect(done.narration.canNarrateChangedPages).toBe(false);
    expect(await done.narration.narrateChangedPages()).toBe(false);
    expect(done.calls('POST', `${base}/audio`)).toHaveLength(0);
  });

  it('after a partial failure, reads which pages are still out of date from the project', async () => {
    const { narration, project, messages } = setup({
      routes: {
        [`POST ${base}/audio`]: {
          body: { success: true, audio_files: [audioUrl(1, 2)], error: 'Narration failed for page(s) 3.' },
        },
        [`GET ${base}/data`]: {
          body: {
            success: true,
            error: null,
            project: {} as Schema<'ProjectRecord'>,
            files: {
              uploaded_images: [],
              style_images: [],
              generated_images: [],
              audio: [1, 2, 3].map((page) => ({
                id: `00000000-0000-4000-8000-00000000000${page}`,
                file_name: `page-${page}.mp3`,
                file_path: `projects/${ID}/page-${page}.mp3`,
                file_url: `/api/media/audio-${page}.mp3`,
                signed_url: audioUrl(page, page === 1 ? 2 : 1),
                page_number: page,
                out_of_date: page === 3,
              })),
              video: [],
            },
            story: null,
          },
        },
      },
      state: narrated,
    });
    expect(await narration.narrateChangedPages()).toBe(true);
    expect(project.state.audioOutOfDate).toEqual([2]);
    expect(messages()).toEqual([['warning', 'Narration failed for page(s) 3.']]);
  });
});

describe('NarrationStore: background music', () => {
  const music: Schema<'Music'> = {
    music_url: '/api/media/music.mp3?sig=1',
    music_prompt: 'calm lullaby',
    duration: 42,
    created_at: '2026-11-20T18:30:00Z',
  };

  it("loads the project's saved music and uses it in the video", async () => {
    const { narration } = setup({ routes: { [`GET ${base}/music`]: { body: { success: true, music, error: null } } } });
    expect(narration.musicUrl).toBeNull();
    narration.load();
    await settleAll();
    expect(narration.music).toEqual(music);
    expect(narration.musicEnabled).toBe(true);
    expect(narration.musicUrl).toBe(music.music_url);
    expect(narration.musicPrompt).toBe('calm lullaby');
    narration.setMusicEnabled(false);
    expect(narration.musicUrl).toBeNull();
  });

  it('makes music to the prompt (or the story mood when it is empty) and refreshes the credits', async () => {
    const { narration, calls } = setup({
      routes: { [`POST ${base}/music`]: { body: { success: true, music, error: null } } },
    });
    narration.setMusicEnabled(true);
    narration.setMusicPrompt('  calm lullaby ');
    const done = narration.generateMusic();
    expect(narration.isGeneratingMusic).toBe(true);
    expect(await done).toBe(true);
    expect(calls('POST', `${base}/music`)[0]?.body).toEqual({ music_prompt: 'calm lullaby' });
    expect(narration.musicUrl).toBe(music.music_url);
    expect(narration.isGeneratingMusic).toBe(false);
    narration.setMusicPrompt('');
    await narration.generateMusic();
    expect(calls('POST', `${base}/music`)[1]?.body).toEqual({});
    await settleAll();
    expect(calls('GET', '/credits')).toHaveLength(2);
  });

  it('shows a failure beside the settings; a 402 also opens the dialog', async () => {
    const { narration, project } = setup({ routes: { [`POST ${base}/music`]: insufficient(3, 1) } });
    expect(await narration.generateMusic()).toBe(false);
    expect(narration.musicError).toBe(
      'Insufficient credits. You need 3 credits but have 1. Please purchase more credits to continue.',
    );
    expect(project.insufficientCredits).toEqual({ required: 3, current: 1 });
  });
});

describe('NarrationStore: animations', () => {
  const clip = (page: number, take = 1) => `/api/media/clip-${page}-${take}.mp4`;

  it("loads the project's clips (newest per page) and switches animation on with them", async () => {
    const { narration } = setup({
      routes: {
        [`GET ${base}/animations`]: {
          body: {
            success: true,
            animations: [
              { animation_url: clip(1, 2), page_index: 0, page_number: 1 },
              { animation_url: clip(1, 1), page_index: 0, page_number: 1 },
              { animation_url: clip(3, 1), page_index: null, page_number: 3 },
            ],
          },
        },
      },
    });
    narration.load();
    await settleAll();
    expect(narration.animations).toEqual([clip(1, 2), null, clip(3, 1)]);
    expect(narration.animatedPages).toEqual([1, 3]);
    expect(narration.animationEnabled).toBe(true);
    expect(narration.useAnimation).toBe(true);
    expect(narration.animatedVideoUrls).toEqual([clip(1, 2), null, clip(3, 1)]);
  });

  it('chooses no page when switched on, and animates the chosen pages with the default prompt', async () => {
    const { narration, calls } = setup({
      routes: {
        [`POST ${base}/animations`]: {
          body: { success: true, animated_urls: [null, clip(2), null], failed_pages: [], error: null },
        },
      },
    });
    narration.setAnimationEnabled(true);
    expect(narration.animationPages).toEqual([]);
    expect(await narration.generateAnimations()).toBe(false);
    narration.setAnimationPages([3, 2, 2]);
    expect(narration.animationPages).toEqual([2, 3]);
    narration.setAnimationPages([2]);
    expect(await narration.generateAnimations()).toBe(true);
    expect(calls('POST', `${base}/animations`)[0]?.body).toEqual({
      animation_prompt: ANIMATION_PROMPT_DEFAULT,
      pages_to_animate: [1],
      animation_model: ANIMATION_MODEL,
    });
    expect(narration.animatedVideoUrls).toEqual([null, clip(2), null]);
    expect(narration.useAnimation).toBe(true);
    narration.setAnimationEnabled(false);
    expect(narration.useAnimation).toBe(false);
    await settleAll();
    expect(calls('GET', '/credits')).toHaveLength(1);
  });

  it('sends the written prompt; a partial failure is shown; a 402 opens the dialog', async () => {
    const { narration, project, transport, calls } = setup({
      routes: {
        [`POST ${base}/animations`]: {
          body: {
            success: true,
            animated_urls: [clip(1), null, null],
            failed_pages: [2],
            error: 'Animation failed for page(s) 2; those credits were refunded.',
          },
        },
      },
    });
    narration.setAnimationEnabled(true);
    narration.setAnimationPages([1, 2]);
    narration.setAnimationPrompt(' waves in the sea ');
    await narration.generateAnimations();
    expect((calls('POST', `${base}/animations`)[0]?.body as { animation_prompt: string }).animation_prompt).toBe(
      'waves in the sea',
    );
    expect(narration.animationError).toBe('Animation failed for page(s) 2; those credits were refunded.');

    transport.routes[`POST ${base}/animations`] = insufficient(24, 10);
    expect(await narration.generateAnimations()).toBe(false);
    expect(project.insufficientCredits).toEqual({ required: 24, current: 10 });
    expect(narration.animationError).toContain('You need 24 credits but have 10.');
  });

  it('needs at least one chosen page', async () => {
    const { narration, calls } = setup();
    narration.setAnimationEnabled(true);
    narration.setAnimationPages([]);
    expect(await narration.generateAnimations()).toBe(false);
    expect(calls('POST', `${base}/animations`)).toHaveLength(0);
  });
});

describe('NarrationStore: read-only projects', () => {
  it('blocks the voice choice, the search, audio, music and animations', async () => {
    const { narration, project, clock, transport } = setup({
      state: { ...story, isReadOnly: true, selectedVoiceId: 'embedded-flite-rms', audioFiles: [] },
    });
    narration.load();
    await settleAll();
    expect(project.state.selectedVoiceId).toBe('embedded-flite-rms');
    narration.selectVoice(DEFAULT_VOICE_ID);
    expect(project.state.selectedVoiceId).toBe('embedded-flite-rms');
    narration.setSearch('ana');
    await clock.advance(VOICE_SEARCH_DEBOUNCE_MS);
    expect(narration.search).toBe('');
    expect(narration.canGenerateAudio).toBe(false);
    expect(await narration.generateAudio({ confirmed: true })).toBe(false);
    narration.setMusicEnabled(true);
    expect(narration.musicEnabled).toBe(false);
    expect(await narration.generateMusic()).toBe(false);
    narration.setAnimationEnabled(true);
    expect(narration.animationEnabled).toBe(false);
    narration.setAnimationPages([1]);
    expect(await narration.generateAnimations()).toBe(false);
    expect(transport.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('NarrationStore: another project and sign-out', () => {
  it('starts afresh for another project and forgets everything on clear', async () => {
    const music = { music_url: '/api/media/m.mp3', music_prompt: null, duration: null };
    const { narration, project, calls } = setup({
      routes: {
        [`GET ${base}/music`]: { body: { success: true, music, error: null } },
        [`GET /projects/${OTHER_ID}/music`]: { body: { success: true, music: null, error: null } },
        [`GET /projects/${OTHER_ID}/animations`]: { body: { success: true, animations: [] } },
      },
    });
    narration.load();
    await settleAll();
    expect(narration.musicUrl).toBe(music.music_url);
    narration.load();
    await settleAll();
    expect(calls('GET', `${base}/music`)).toHaveLength(1);

    project.patch({ projectId: OTHER_ID });
    narration.load();
    expect(narration.music).toBeNull();
    await settleAll();
    expect(calls('GET', `/projects/${OTHER_ID}/music`)).toHaveLength(1);

    narration.clear();
    expect(narration.voices).toEqual([]);
    expect(narration.musicEnabled).toBe(false);
  });
});
