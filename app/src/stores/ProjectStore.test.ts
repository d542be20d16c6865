import { autorun, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, type Schema } from '@storyloom/api-client';
import { fakeTransport, type FakeAnswer, type FakeRoute } from '../testing/fakeTransport.ts';
import { ManualClock } from '../testing/ManualClock.ts';
import { GALLERY_MESSAGES } from './GalleryStore.ts';
import { MemoryStorage } from './MemoryStorage.ts';
import {
  AUTO_SAVE_DEBOUNCE_MS,
  migrateProjectState,
  PAGE_TEXT_RETRY_MS,
  PROJECT_MESSAGES,
  PROJECT_STORAGE_KEY,
  PROJECT_STORE_VERSION,
  ProjectStore,
  regeneratingKey,
  WORKFLOW_DEFAULTS,
} from './ProjectStore.ts';
import { ToastStore } from './ToastStore.ts';

const ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const COPY_ID = '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const OTHER_ID = '8b3c4d5e-6f70-4b8c-9d0e-1f2a3b4c5d6e';

const record = (extra: Partial<Schema<'ProjectRecord'>> = {}): Schema<'ProjectRecord'> => ({
  id: ID,
  project_id: ID,
  context: 'A quiet village by the sea',
  theme: 'Friendship and courage',
  story_instructions: null,
  story_type: 'fantasy_story',
  num_pages: 4,
  approved_reference_image: null,
  selected_voice_id: 'voice-1',
  language: 'hr',
  art_style: 'watercolor',
  style_prompt: 'soft pastel',
  current_stage: 1,
  stages_completed: { 1: false, 2: false, 3: false },
  story_title: 'The Moon Who Couldn’t Sleep',
  character_description: 'A girl with red boots',
  additional_context: null,
  ...extra,
});

let fileCount = 0;
const file = (name: string, extra: Partial<Schema<'ProjectFile'>> = {}): Schema<'ProjectFile'> => {
  const n = ++fileCount;
  const fileId = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id: fileId,
    file_name: name,
    file_path: `projects/${ID}/${name}`,
    file_url: `/api/media/${fileId}`,
    signed_url: `/api/media/${fileId}?sig=${n}`,
    page_number: null,
    ...extra,
  };
};

type Files = Schema<'ProjectFiles'>;
const noFiles = (): Files => ({ uploaded_images: [], style_images: [], generated_images: [], audio: [], video: [] });
const pages = (n: number): Schema<'StoryPage'>[] =>
  Array.from({ length: n }, (_, i) => ({ page_number: i + 1, page: i + 1, page_text: `Page ${i + 1}` }));

const projectData = (
  files: Partial<Files> = {},
  story: Schema<'StoryPage'>[] | null = null,
  project: Partial<Schema<'ProjectRecord'>> = {},
): FakeAnswer => ({
  body: {
    success: true,
    error: null,
    project: record(project),
    files: { ...noFiles(), ...files },
    story: story ? { story_data: story } : null,
  } satisfies Schema<'ProjectDataResponse'>,
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup({
  routes = {},
  storage = new MemoryStorage(),
}: { routes?: Record<string, FakeRoute>; storage?: MemoryStorage } = {}) {
  const clock = new ManualClock();
  const transport = fakeTransport(routes);
  const toasts = new ToastStore();
  const api = createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => 't', fetch: transport.fetch });
  const visited: string[] = [];
  const location = { pathname: () => visited.at(-1) ?? '/app', navigate: (path: string) => void visited.push(path) };
  const project = new ProjectStore({ api, storage, clock, toasts, location });
  const stored = () => JSON.parse(storage.getItem(PROJECT_STORAGE_KEY) ?? 'null') as { version: number; state: object } | null;
  const messages = () => toasts.toasts.map((t) => [t.kind, t.message]);
  const calls = (method: string, path: string) => transport.requests.filter((r) => r.method === method && r.path === path);
  return { project, clock, transport, storage, toasts, visited, stored, messages, calls };
}

describe('ProjectStore state and storage', () => {
  it('starts from the spec’s defaults, with only stage 1 open', () => {
    const { project, stored } = setup();
    expect(project.state).toEqual(WORKFLOW_DEFAULTS);
    expect(project.state).toMatchObject({
      projectId: null,
      currentStage: 1,
      stagesCompleted: { 1: false, 2: false, 3: false },
      storyType: 'childrens_bedtime_story',
      numPages: 3,
      language: 'en',
      artStyle: 'realistic',
      isReadOnly: false,
      videoGenerating: {},
    });
    expect(project.stageStates).toEqual([
      { stage: 1, completed: false, reachable: true },
      { stage: 2, completed: false, reachable: false },
      { stage: 3, completed: false, reachable: false },
    ]);
    expect(stored()).toBeNull();
  });

  it('keeps the workflow state, not the transient flags, as version 3 and reads it back', () => {
    const storage = new MemoryStorage();
    const first = setup({ storage });
    first.project.setField('storyTitle', 'Moonlight');
    first.project.setSetting('numPages', 5);
    first.project.setStoryType('fantasy_story');
    first.project.toggleMoodSuggestion('magical');
    first.project.markStageCompleted(1);
    runInAction(() => {
      first.project.state.isGeneratingStory = true;
      first.project.state.videoGenerating = { [ID]: true };
      first.project.state.error = 'boom';
    });
    const saved = first.stored()!;
    expect(saved.version).toBe(PROJECT_STORE_VERSION);
    expect(saved.state).toMatchObject({ storyTitle: 'Moonlight', numPages: 5, storyType: 'fantasy_story' });
    for (const transient of ['isGeneratingStory', 'videoGenerating', 'error']) expect(saved.state).not.toHaveProperty(transient);

    const second = setup({ storage });
    expect(second.project.state).toMatchObject({
      storyTitle: 'Moonlight',
      numPages: 5,
      storyType: 'fantasy_story',
      moodSuggestions: ['magical'],
      stagesCompleted: { 1: true, 2: false, 3: false },
      isGeneratingStory: false,
      videoGenerating: {},
      error: null,
    });
  });

  it('migrates an older version: cartoon becomes realistic, the rest is kept', () => {
    expect(migrateProjectState({ version: 2, state: { artStyle: 'cartoon', storyTitle: 'Old' } })).toMatchObject({
      artStyle: 'realistic',
      storyTitle: 'Old',
      numPages: 3,
    });
    expect(migrateProjectState({ state: { artStyle: 'cartoon' } })?.artStyle).toBe('realistic');
    expect(migrateProjectState({ version: 2, state: { artStyle: 'watercolor' } })?.artStyle).toBe('watercolor');
    // Chosen on purpose in version 3: kept.
    expect(migrateProjectState({ version: 3, state: { artStyle: 'cartoon' } })?.artStyle).toBe('cartoon');

    const storage = new MemoryStorage();
    storage.setItem(PROJECT_STORAGE_KEY, JSON.stringify({ version: 2, state: { artStyle: 'cartoon', projectId: ID } }));
    const { project, stored } = setup({ storage });
    expect(project.state.artStyle).toBe('realistic');
    expect(project.state.projectId).toBe(ID);
    project.setSetting('language', 'hr');
    expect(stored()).toMatchObject({ version: 3, state: { artStyle: 'realistic', language: 'hr' } });
  });

  it('drops what it cannot read: garbage, a newer version, fields of the wrong kind', () => {
    for (const bad of [null, 'text', 42, [], { version: 3 }, { version: 3, state: [] }, { version: 4, state: {} }]) {
      expect(migrateProjectState(bad)).toBeNull();
    }
    const state = migrateProjectState({ version: 3, state: { numPages: 'five', story: {}, currentStage: 7, projectId: 5 } });
    expect(state).toMatchObject({ numPages: 3, story: [], currentStage: 1, projectId: null });
  });

  it('clears a corrupt key, and never throws on blocked or full storage', () => {
    const corrupt = new MemoryStorage();
    corrupt.setItem(PROJECT_STORAGE_KEY, '{not json');
    const { project } = setup({ storage: corrupt });
    expect(project.state).toEqual(WORKFLOW_DEFAULTS);
    expect(corrupt.getItem(PROJECT_STORAGE_KEY)).toBeNull();

    const blocked = new MemoryStorage();
    blocked.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(() => setup({ storage: blocked })).not.toThrow();

    const full = new MemoryStorage();
    full.setItem(PROJECT_STORAGE_KEY, JSON.stringify({ version: 3, state: { storyTitle: 'Stale' } }));
    const store = setup({ storage: full });
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => store.project.setField('storyTitle', 'Fresh')).not.toThrow();
    expect(store.project.state.storyTitle).toBe('Fresh');
    expect(full.getItem(PROJECT_STORAGE_KEY)).toBeNull();
  });

  it('resets every field to its default and clears the stored state', async () => {
    const { project, storage, stored } = setup({ routes: { [`GET /projects/${ID}/data`]: projectData({}, pages(3)) } });
    await project.loadProject(ID);
    project.markRegenerating(1, true);
    runInAction(() => (project.state.videoGenerating = { [ID]: true }));
    expect(stored()).not.toBeNull();
    project.reset();
    expect(project.state).toEqual(WORKFLOW_DEFAULTS);
    expect(project.regeneratingPages).toEqual([]);
    expect(stored()).toBeNull();
    expect(storage.getItem(regeneratingKey(ID))).toBeNull();
  });
});

describe('ProjectStore stages', () => {
  it('opens stage 2 after stage 1, an approved reference, or having reached it', () => {
    const cases: [string, (state: ProjectStore['state']) => void, boolean][] = [
      ['nothing yet', () => {}, false],
      ['stage 1 completed', (s) => (s.stagesCompleted[1] = true), true],
      ['approved reference', (s) => (s.approvedReferenceImage = 'iVBORw0KGgo='), true],
      ['current stage 2', (s) => (s.currentStage = 2), true],
      ['edit as new', (s) => (s.editFromAnyStage = true), true],
    ];
    for (const [name, arrange, expected] of cases) {
      const { project } = setup();
      runInAction(() => arrange(project.state));
      expect(project.canOpenStage(2), name).toBe(expected);
      expect(project.canOpenStage(1), name).toBe(true);
    }
  });

  it('opens stage 3 after stage 2, a story with pages, or having reached it', () => {
    const cases: [string, (state: ProjectStore['state']) => void, boolean][] = [
      ['nothing yet', () => {}, false],
      ['only stage 1 done', (s) => (s.stagesCompleted[1] = true), false],
      ['current stage 2', (s) => (s.currentStage = 2), false],
      ['stage 2 completed', (s) => (s.stagesCompleted[2] = true), true],
      ['story pages', (s) => (s.story = pages(2)), true],
      ['current stage 3', (s) => (s.currentStage = 3), true],
      ['edit as new', (s) => (s.editFromAnyStage = true), true],
    ];
    for (const [name, arrange, expected] of cases) {
      const { project } = setup();
      runInAction(() => arrange(project.state));
      expect(project.canOpenStage(3), name).toBe(expected);
    }
  });

  it('recomputes the progress bar’s stages when the state changes', () => {
    const { project } = setup();
    const seen: boolean[][] = [];
    const stop = autorun(() => seen.push(project.stageStates.map((s) => s.reachable)));
    project.markStageCompleted(1);
    stop();
    expect(seen).toEqual([
      [true, false, false],
      [true, true, false],
    ]);
    expect(project.stageStates[0]).toEqual({ stage: 1, completed: true, reachable: true });
  });

  it('saves the stage on the server without navigating', async () => {
    const { project, calls, visited } = setup({
      routes: {
        'POST /projects/': { status: 201, body: { success: true, project_id: ID } },
        [`PUT /projects/${ID}/stage`]: {
          body: { success: true, project_id: ID, current_stage: 2, stages_completed: { 1: true, 2: false, 3: false } },
        },
      },
    });
    await project.newProject();
    expect(await project.setStage(2)).toBe(true);
    expect(project.state.currentStage).toBe(2);
    expect(calls('PUT', `/projects/${ID}/stage`).map((r) => r.body)).toEqual([{ stage: 2 }]);
    expect(visited).toEqual(['/app/stage/1']);
  });
});

describe('ProjectStore new project', () => {
  it('clears the stored state, creates a project and opens stage 1', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      PROJECT_STORAGE_KEY,
      JSON.stringify({ version: 3, state: { projectId: OTHER_ID, storyTitle: 'Old', currentStage: 3 } }),
    );
    const { project, calls, visited, stored } = setup({
      storage,
      routes: { 'POST /projects/': { status: 201, body: { success: true, project_id: ID } } },
    });
    const creating = project.newProject();
    expect(project.isCreating).toBe(true);
    expect(project.state.storyTitle).toBe('');
    expect(project.newProject()).toBe(creating);
    expect(await creating).toBe(ID);
    expect(calls('POST', '/projects/')).toHaveLength(1);
    expect(project.isCreating).toBe(false);
    expect(project.state).toMatchObject({ projectId: ID, currentStage: 1, storyTitle: '' });
    expect(visited).toEqual(['/app/stage/1']);
    expect(stored()?.state).toMatchObject({ projectId: ID, storyTitle: '' });
  });

  it("says 'Failed to create project. Please try again.', except when the session ended", async () => {
    const failing = setup({ routes: { 'POST /projects/': { status: 500, body: {} } } });
    expect(await failing.project.newProject()).toBeNull();
    expect(failing.messages()).toEqual([['error', 'Failed to create project. Please try again.']]);
    expect(failing.visited).toEqual([]);
    expect(failing.project.isCreating).toBe(false);

    const signedOut = setup({ routes: { 'POST /projects/': { status: 401, body: { detail: 'Token has expired' } } } });
    expect(await signedOut.project.newProject()).toBeNull();
    expect(signedOut.messages()).toEqual([]);
  });

  it("a stage opened without a project that cannot be made says 'Failed to initialize project. Please refresh the page.'", async () => {
    const failing = setup({ routes: { 'POST /projects/': { status: 503, body: {} } } });
    expect(await failing.project.newProject('initialize')).toBeNull();
    expect(failing.messages()).toEqual([['error', 'Failed to initialize project. Please refresh the page.']]);
    expect(PROJECT_MESSAGES.copyFailed).toBe('Failed to create new project. Please try again.');
  });
});

describe('ProjectStore saved settings of a project kept in the browser', () => {
  const kept = (state: object) => {
    const storage = new MemoryStorage();
    storage.setItem(PROJECT_STORAGE_KEY, JSON.stringify({ version: 3, state: { projectId: ID, ...state } }));
    return storage;
  };

  it('reads them once a visit and takes them only where the local values are still the defaults', async () => {
    const { project, calls } = setup({
      storage: kept({ numPages: 6, artStyle: 'cartoon' }),
      routes: { [`GET /projects/${ID}/data`]: projectData() },
    });
    await project.reconcileWithServer();
    // Chosen here: 6 pages; still defaults: the type, the language, the style (cartoon counts as not chosen).
    expect(project.state).toMatchObject({ numPages: 6, storyType: 'fantasy_story', language: 'hr', artStyle: 'watercolor' });
    await project.reconcileWithServer();
    expect(calls('GET', `/projects/${ID}/data`)).toHaveLength(1);
  });

  it('a project the server no longer has is replaced by a new one; other failures leave the state', async () => {
    const gone = setup({
      storage: kept({ storyTitle: 'Deleted elsewhere' }),
      routes: {
        [`GET /projects/${ID}/data`]: { status: 404, body: { detail: 'Project not found' } },
        'POST /projects/': { status: 201, body: { success: true, project_id: OTHER_ID } },
      },
    });
    await gone.project.reconcileWithServer();
    await vi.waitFor(() => expect(gone.project.state.projectId).toBe(OTHER_ID));
    expect(gone.visited).toEqual(['/app/stage/1']);

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const down = setup({ storage: kept({ storyTitle: 'Mine' }), routes: { [`GET /projects/${ID}/data`]: { status: 500 } } });
    await down.project.reconcileWithServer();
    expect(down.project.state).toMatchObject({ projectId: ID, storyTitle: 'Mine' });
    expect(down.calls('POST', '/projects/')).toHaveLength(0);
    expect(down.messages()).toEqual([]);
  });

  it('a project loaded or created in this visit is not read again', async () => {
    const { project, calls } = setup({ routes: { [`GET /projects/${ID}/data`]: projectData() } });
    await project.loadProject(ID);
    await project.reconcileWithServer();
    expect(calls('GET', `/projects/${ID}/data`)).toHaveLength(1);
  });

  it('the server wins for what it holds: an older local copy takes its story and files, and keeps typed texts', async () => {
    const audio = [1, 2, 3, 4].map((page) => file(`audio-${page}.mp3`, { page_number: page }));
    const images = [1, 2, 3, 4].map((page) => file(`page-${page}.png`, { page_number: page }));
    const uploads = [file('me.jpg')];
    const { project } = setup({
      // The copy kept from an earlier visit: no narration yet, and a text typed since the last save.
      storage: kept({
        numPages: 4,
        story: pages(4),
        generatedImages: images.map((f) => f.signed_url),
        audioFiles: [],
        characterDescription: 'Typed here, not saved yet',
        storyTitle: '',
        stagesCompleted: { 1: true, 2: true, 3: false },
        currentStage: 3,
      }),
      routes: {
        [`GET /projects/${ID}/data`]: projectData(
          { uploaded_images: uploads, generated_images: images, audio },
          pages(4).map((p) => ({ ...p, page_text: `${p.page_text}, edited elsewhere` })),
          { stages_completed: { 1: true, 2: true, 3: false } },
        ),
      },
    });
    await project.reconcileWithServer();
    expect(project.state.audioFiles).toEqual(audio.map((f) => f.signed_url));
    expect(project.state.story.map((p) => p.page_text)).toEqual(pages(4).map((p) => `${p.page_text}, edited elsewhere`));
    expect(project.state.uploadedImages.map((i) => i.id)).toEqual(uploads.map((f) => f.id));
    expect(project.state.characterDescription).toBe('Typed here, not saved yet');
    expect(project.state.storyTitle).toBe('The Moon Who Couldn’t Sleep');
  });

  it('drops an answer that arrives after a local result changed the same state', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const late = setup({
      storage: kept({ story: pages(3), audioFiles: [] }),
      routes: { [`GET /projects/${ID}/data`]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) },
    });
    const sync = late.project.reconcileWithServer();
    await settle();
    runInAction(() => (late.project.state.audioFiles = ['/api/media/new-1', '/api/media/new-2', '/api/media/new-3']));
    answer(projectData({}, pages(3)));
    await sync;
    expect(late.project.state.audioFiles).toEqual(['/api/media/new-1', '/api/media/new-2', '/api/media/new-3']);
  });
});

describe('ProjectStore loading', () => {
  const load = async (route: FakeRoute, options?: Parameters<ProjectStore['loadProject']>[1]) => {
    const t = setup({ routes: { [`GET /projects/${ID}/data`]: route } });
    const loaded = await t.project.loadProject(ID, options);
    return { ...t, loaded };
  };

  it('opens stage 1, 2 or 3 by what the project has', async () => {
    const uploads = { uploaded_images: [file('u.jpg')], style_images: [file('s.png')] };
    const generated = { generated_images: [file('p1.png', { page_number: 1 })] };
    const cases: [string, FakeRoute, 1 | 2 | 3][] = [
      ['nothing', projectData(), 1],
      ['uploads only', projectData({ uploaded_images: [file('u.jpg')] }), 1],
      ['style images only', projectData({ style_images: [file('s.png')] }), 1],
      ['uploads and style images', projectData(uploads), 2],
      ['images but no story', projectData({ ...uploads, ...generated }), 2],
      ['a story but no images', projectData(uploads, pages(3)), 2],
      ['everything', projectData({ ...uploads, ...generated }, pages(3)), 3],
    ];
    for (const [name, route, stage] of cases) {
      const { project, visited, loaded } = await load(route);
      expect(loaded, name).toBe(true);
      expect(project.state.currentStage, name).toBe(stage);
      expect(visited, name).toEqual([`/app/stage/${stage}`]);
    }
  });

  it('opens the stage asked for, and stays put when told to', async () => {
    const asked = await load(projectData(), { stage: 3 });
    expect(asked.project.state.currentStage).toBe(3);
    expect(asked.visited).toEqual(['/app/stage/3']);
    const quiet = await load(projectData(), { stage: 3, navigate: false });
    expect(quiet.project.state.currentStage).toBe(3);
    expect(quiet.visited).toEqual([]);
  });

  it('maps the record, files and story into the workflow state, preferring signed URLs', async () => {
    const { project, loaded } = await load(
      projectData(
        {
          uploaded_images: [file('u.jpg')],
          style_images: [file('s.png')],
          generated_images: [file('p2.png', { page_number: 2 }), file('p1.png', { page_number: 1, signed_url: null })],
          audio: [file('a1.mp3', { page_number: 1 }), file('a2.mp3', { page_number: 2 })],
        },
        [pages(2)[1]!, pages(2)[0]!],
        { stages_completed: { 1: true, 2: true, 3: false }, approved_reference_image: 'iVBORw0KGgo=' },
      ),
    );
    expect(loaded).toBe(true);
    const s = project.state;
    expect(s).toMatchObject({
      projectId: ID,
      context: 'A quiet village by the sea',
      theme: 'Friendship and courage',
      storyTitle: 'The Moon Who Couldn’t Sleep',
      characterDescription: 'A girl with red boots',
      additionalContext: '',
      storyInstructions: '',
      storyType: 'fantasy_story',
      numPages: 4,
      language: 'hr',
      artStyle: 'watercolor',
      stylePrompt: 'soft pastel',
      selectedVoiceId: 'voice-1',
      approvedReferenceImage: 'iVBORw0KGgo=',
      stagesCompleted: { 1: true, 2: true, 3: false },
      isReadOnly: false,
      finalVideoUrl: null,
    });
    expect(s.story.map((p) => p.page_number)).toEqual([1, 2]);
    expect(s.generatedImages).toHaveLength(2);
    expect(s.generatedImages[0]).toMatch(/^\/api\/media\/[0-9a-f-]+$/); // page 1 has no signed URL: file_url
    expect(s.generatedImages[1]).toMatch(/\?sig=\d+$/); // page 2: the signed URL
    expect(s.audioFiles.every((url) => url.includes('?sig='))).toBe(true);
    expect(s.uploadedImages[0]).toMatchObject({ base64: null, file_name: 'u.jpg' });
    expect(s.uploadedImages[0]?.signed_url).toMatch(/\?sig=/);
  });

  it('opens a project with a video read-only, unless asked to edit it', async () => {
    const video = file('storybook-video.mp4', { created_at: '2025-03-02T18:45:00Z' });
    const withVideo = projectData({ video: [video] });
    const done = await load(withVideo);
    expect(done.project.state.isReadOnly).toBe(true);
    expect(done.project.state.finalVideoUrl).toBe(video.signed_url);
    expect(done.project.state.videoGeneratedAt).toBe('2025-03-02T18:45:00Z');
    done.project.setField('storyTitle', 'Changed');
    expect(done.project.state.storyTitle).toBe('The Moon Who Couldn’t Sleep');

    const editable = await load(withVideo, { editable: true });
    expect(editable.project.state.isReadOnly).toBe(false);
    expect((await load(projectData())).project.state.isReadOnly).toBe(false);
  });

  it('forgets the previous project’s images, audio, video and story before loading', async () => {
    let answer!: (route: FakeAnswer) => void;
    const { project } = setup({
      routes: {
        [`GET /projects/${OTHER_ID}/data`]: projectData(
          {
            generated_images: [file('p.png', { page_number: 1 })],
            audio: [file('a.mp3', { page_number: 1 })],
            video: [file('v.mp4')],
          },
          pages(1),
          { id: OTHER_ID, project_id: OTHER_ID },
        ),
        [`GET /projects/${ID}/data`]: () => new Promise((resolve) => (answer = resolve)),
      },
    });
    await project.loadProject(OTHER_ID);
    expect(project.state.generatedImages).toHaveLength(1);
    const loading = project.loadProject(ID);
    expect(project.isLoading).toBe(true);
    expect(project.state).toMatchObject({
      generatedImages: [],
      audioFiles: [],
      finalVideoUrl: null,
      story: [],
      isReadOnly: false,
    });
    await settle();
    answer(projectData());
    expect(await loading).toBe(true);
    expect(project.isLoading).toBe(false);
    expect(project.state.projectId).toBe(ID);
  });

  it("says 'Failed to load project. Please try again.' and stays put when it cannot load", async () => {
    const { project, loaded, messages, visited } = await load({ status: 404, body: { detail: 'Project not found' } });
    expect(loaded).toBe(false);
    expect(messages()).toEqual([['error', PROJECT_MESSAGES.loadFailed]]);
    expect(PROJECT_MESSAGES.loadFailed).toBe('Failed to load project. Please try again.');
    expect(visited).toEqual([]);
    expect(project.isLoading).toBe(false);
    expect(project.state.error).toBe('Project not found');
  });

  it('keeps the project that was open when another cannot load, and can stay quiet about it', async () => {
    const { project, messages } = setup({
      routes: {
        [`GET /projects/${OTHER_ID}/data`]: projectData({}, pages(2), { id: OTHER_ID, project_id: OTHER_ID }),
        [`GET /projects/${ID}/data`]: { status: 500, body: {} },
      },
    });
    await project.loadProject(OTHER_ID);
    project.setField('storyTitle', 'Typed just now');
    expect(await project.loadProject(ID, { reportFailure: false })).toBe(false);
    expect(project.state).toMatchObject({ projectId: OTHER_ID, storyTitle: 'Typed just now' });
    expect(project.state.story).toHaveLength(2);
    expect(messages()).toEqual([]);
  });
});

describe('ProjectStore edit as new', () => {
  const copyRoutes = (copy: FakeRoute): Record<string, FakeRoute> => ({
    [`POST /projects/${ID}/copy`]: copy,
    [`GET /projects/${COPY_ID}/data`]: projectData({ uploaded_images: [file('u.jpg')], style_images: [file('s.png')] }, null, {
      id: COPY_ID,
      project_id: COPY_ID,
    }),
  });

  it('copies, loads the copy editable from any stage, with the spec’s messages in order', async () => {
    const { project, messages, visited } = setup({
      routes: copyRoutes({ status: 201, body: { success: true, project_id: COPY_ID, copied_files: { images: 6, audio: 3 } } }),
    });
    expect(await project.editAsNew(ID)).toBe(COPY_ID);
    expect(messages()).toEqual([
      ['info', GALLERY_MESSAGES.copyStarting],
      ['info', GALLERY_MESSAGES.copyLoading],
      ['success', GALLERY_MESSAGES.copied(6, 3)],
    ]);
    expect(messages().map(([, message]) => message)).toEqual([
      'Starting to copy project with all assets...',
      'Loading copied project data...',
      'New project created successfully! 6 images, 3 audio files copied. You can now edit from any stage.',
    ]);
    expect(project.state).toMatchObject({ projectId: COPY_ID, currentStage: 2, isReadOnly: false, editFromAnyStage: true });
    expect(project.stageStates.every((s) => s.reachable)).toBe(true);
    expect(visited).toEqual(['/app/stage/2']);
  });

  it("says 'Failed to create new project. Please try again.' when the copy fails", async () => {
    for (const copy of [
      { status: 500, body: {} },
      { status: 201, body: { success: false, error: 'quota', project_id: COPY_ID, copied_files: { images: 0, audio: 0 } } },
    ]) {
      const { project, messages, calls } = setup({ routes: copyRoutes(copy) });
      expect(await project.editAsNew(ID)).toBeNull();
      expect(messages()).toEqual([
        ['info', 'Starting to copy project with all assets...'],
        ['error', 'Failed to create new project. Please try again.'],
      ]);
      expect(calls('GET', `/projects/${COPY_ID}/data`)).toHaveLength(0);
      expect(project.isCreating).toBe(false);
    }
  });
});

describe('ProjectStore settings and texts', () => {
  it('takes saved settings only where the local ones are still defaults', () => {
    const saved = record({ story_type: 'sci_fi_story', num_pages: 7, language: 'hr', art_style: 'anime_style' });

    const untouched = setup().project;
    untouched.applySavedSettings(saved);
    expect(untouched.state).toMatchObject({ storyType: 'sci_fi_story', numPages: 7, language: 'hr', artStyle: 'anime_style' });

    const chosen = setup().project;
    chosen.setStoryType('romantic_story');
    chosen.setSetting('numPages', 5);
    chosen.setSetting('language', 'de');
    chosen.setSetting('artStyle', 'watercolor');
    chosen.applySavedSettings(saved);
    expect(chosen.state).toMatchObject({ storyType: 'romantic_story', numPages: 5, language: 'de', artStyle: 'watercolor' });

    // The spec's listed default, cartoon, counts as not chosen too.
    const cartoon = setup().project;
    cartoon.setSetting('artStyle', 'cartoon');
    cartoon.applySavedSettings(saved);
    expect(cartoon.state.artStyle).toBe('anime_style');
  });

  it('clears the chosen moods and the additional context when the story type changes', () => {
    const { project } = setup();
    project.toggleMoodSuggestion('magical');
    project.toggleMoodSuggestion('peaceful');
    project.toggleMoodSuggestion('magical');
    expect(project.state.moodSuggestions).toEqual(['peaceful']);
    project.setField('additionalContext', 'cosy and calm');
    project.setStoryType('childrens_bedtime_story');
    expect(project.state).toMatchObject({ moodSuggestions: ['peaceful'], additionalContext: 'cosy and calm' });
    project.setStoryType('adventure_story');
    expect(project.state).toMatchObject({ storyType: 'adventure_story', moodSuggestions: [], additionalContext: '' });
  });
});

describe('ProjectStore auto-save', () => {
  const saving = async () => {
    const t = setup({
      routes: {
        'POST /projects/': { status: 201, body: { success: true, project_id: ID } },
        [`PUT /projects/${ID}`]: { body: { success: true, project: record() } },
      },
    });
    await t.project.newProject();
    return { ...t, puts: () => t.calls('PUT', `/projects/${ID}`) };
  };

  it('saves the texts once, 1 s after the last change', async () => {
    const { project, clock, puts } = await saving();
    for (const text of ['M', 'Mo', 'Moon']) {
      project.setField('storyTitle', text);
      await clock.advance(400);
    }
    expect(puts()).toHaveLength(0);
    await clock.advance(AUTO_SAVE_DEBOUNCE_MS - 401);
    expect(puts()).toHaveLength(0);
    await clock.advance(1);
    await settle();
    expect(puts().map((r) => r.body)).toEqual([
      {
        story_title: 'Moon',
        character_description: '',
        context: '',
        theme: '',
        additional_context: '',
        story_instructions: '',
      },
    ]);
    expect(project.saveStatus).toBe('saved');
  });

  it('does not save when every text is empty', async () => {
    const { project, clock, puts } = await saving();
    project.setField('theme', 'x');
    project.setField('theme', '  ');
    await clock.advance(AUTO_SAVE_DEBOUNCE_MS * 2);
    expect(puts()).toHaveLength(0);
    expect(project.saveStatus).toBe('idle');
  });

  it('saves pending texts at once when leaving, reports a failed save, and forgets a pending save on reset', async () => {
    const { project, clock, puts, transport } = await saving();
    project.setField('characterDescription', 'A girl with red boots');
    project.leaveProject();
    await settle();
    expect(puts()).toHaveLength(1);
    await clock.advance(AUTO_SAVE_DEBOUNCE_MS);
    expect(puts()).toHaveLength(1);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    transport.routes[`PUT /projects/${ID}`] = { status: 500, body: {} };
    project.setField('theme', 'Courage');
    await clock.advance(AUTO_SAVE_DEBOUNCE_MS);
    await settle();
    expect(puts()).toHaveLength(2);
    expect(project.saveStatus).toBe('error');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();

    project.setField('theme', 'Courage!');
    project.reset();
    await clock.advance(AUTO_SAVE_DEBOUNCE_MS);
    expect(puts()).toHaveLength(2);
    expect(clock.pending).toBe(0);
  });
});

describe('ProjectStore page texts', () => {
  const pagePath = (index: number) => `/projects/${ID}/story/pages/${index}`;
  const pageAnswer =
    (audioOutOfDate = false): FakeRoute =>
    (request) => {
      const index = Number(request.path.split('/').at(-1));
      const text = (request.body as Schema<'StoryPageTextRequest'>).page_text;
      return {
        body: {
          success: true,
          page_index: index,
          page: { page_number: index + 1, page: index + 1, page_text: text },
          audio_out_of_date: audioOutOfDate,
        } satisfies Schema<'StoryPageTextResult'>,
      };
    };
  const editing = async (routes: Record<string, FakeRoute> = {}, extra: Partial<Files> = {}) => {
    const t = setup({
      routes: {
        [`GET /projects/${ID}/data`]: projectData({ generated_images: [file('p1.png', { page_number: 1 })], ...extra }, pages(3)),
        [`PUT ${pagePath(0)}`]: pageAnswer(),
        [`PUT ${pagePath(1)}`]: pageAnswer(true),
        [`PUT ${pagePath(2)}`]: pageAnswer(),
        ...routes,
      },
    });
    await t.project.loadProject(ID, { navigate: false });
    return { ...t, puts: (index: number) => t.calls('PUT', pagePath(index)) };
  };

  it('saves a page’s text, trimmed, 1 s after the last change, and keeps what was typed', async () => {
    const { project, clock, puts } = await editing();
    for (const text of ['Mia', 'Mia sang', 'Mia sang softly. ']) {
      project.setPageText(1, text);
      await clock.advance(400);
    }
    expect(puts(1)).toHaveLength(0);
    expect(project.pageSaveStatus(1)).toBe('idle');
    await clock.advance(AUTO_SAVE_DEBOUNCE_MS - 401);
    expect(puts(1)).toHaveLength(0);
    await clock.advance(1);
    await settle();
    expect(puts(1).map((r) => r.body)).toEqual([{ page_text: 'Mia sang softly.' }]);
    expect(project.pageSaveStatus(1)).toBe('saved');
    // The box keeps the trailing space the user typed; the other pages are untouched.
    expect(project.state.story.map((p) => p.page_text)).toEqual(['Page 1', 'Mia sang softly. ', 'Page 3']);
    expect(puts(0)).toHaveLength(0);
    expect(project.pageSaveStatus(0)).toBe('idle');
  });

  it('never puts a server answer over text typed while the save was on its way', async () => {
    let release!: () => void;
    const { project, clock, puts } = await editing({
      [`PUT ${pagePath(0)}`]: async (request) => {
        await new Promise<void>((resolve) => (release = resolve));
        return (pageAnswer() as (r: typeof request) => FakeAnswer)(request);
      },
    });
    project.setPageText(0, 'Once');
    await clock.advance(AUTO_SAVE_DEBOUNCE_MS);
    expect(puts(0)).toHaveLength(1);
    expect(project.pageSaveStatus(0)).toBe('saving');
    project.setPageText(0, 'Once upon a time');
    release();
    await settle();
    expect(project.state.story[0]!.page_text).toBe('Once upon a time');
    expect(project.pageSaveStatus(0)).toBe('saving');
    // The first answer is not the last word: the newer text is still to be saved.
    await clock.advance(AUTO_SAVE_DEBOUNCE_MS);
    release();
    await settle();
    expect(puts(0).map((r) => r.body)).toEqual([{ page_text: 'Once' }, { page_text: 'Once upon a time' }]);
    expect(project.state.story[0]!.page_text).toBe('Once upon a time');
    expect(project.pageSaveStatus(0)).toBe('saved');
  });

  it('saves nothing for an empty box and says why; a read-only project’s text does not change', async () => {
    const { project, clock, puts } = await editing();
    project.setPageText(2, '   ');
    expect(project.pageTextError(2)).toBe(PROJECT_MESSAGES.pageTextBlank);
    await clock.advance(AUTO_SAVE_DEBOUNCE_MS * 2);
    expect(puts(2)).toHaveLength(0);
    expect(project.pageSaveStatus(2)).toBe('idle');
    project.setPageText(2, 'Back again.');
    expect(project.pageTextError(2)).toBeNull();

    const done = await editing({}, { video: [file('final.mp4')] });
    expect(done.project.state.isReadOnly).toBe(true);
    done.project.setPageText(0, 'Changed?');
    await done.clock.advance(AUTO_SAVE_DEBOUNCE_MS);
    expect(done.project.state.story[0]!.page_text).toBe('Page 1');
    expect(done.puts(0)).toHaveLength(0);
    expect(done.project.pageTextError(0)).toBeNull();
  });

  it('marks the page’s narration out of date as the server says, and reads the marks when a project loads', async () => {
    const { project, clock } = await editing(
      {},
      {
        audio: [file('a1.mp3', { page_number: 1, out_of_date: false }), file('a3.mp3', { page_number: 3, out_of_date: true })],
      },
    );
    expect(project.state.audioOutOfDate).toEqual([2]);
    expect(project.isAudioOutOfDate(2)).toBe(true);
    project.setPageText(1, 'A new second page.');
    await clock.advance(AUTO_SAVE_DEBOUNCE_MS);
    await settle();
    expect(project.state.audioOutOfDate).toEqual([1, 2]);
    project.setPageText(2, 'Page 3');
    await clock.advance(AUTO_SAVE_DEBOUNCE_MS);
    await settle();
    expect(project.state.audioOutOfDate).toEqual([1]);
    project.markAudioCurrent([1]);
    expect(project.isAudioOutOfDate(1)).toBe(false);
  });

  it('tries a save that failed on the way again, not one the server refused; an error shows meanwhile', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let failures = 1;
    const { project, clock, puts } = await editing({
      [`PUT ${pagePath(0)}`]: (request) =>
        failures-- > 0 ? { status: 503, body: {} } : (pageAnswer() as (r: typeof request) => FakeAnswer)(request),
      [`PUT ${pagePath(1)}`]: { status: 409, body: { detail: 'This project is completed and cannot be edited.' } },
    });
    project.setPageText(0, 'Retry me.');
    project.setPageText(1, 'Refused.');
    await clock.advance(AUTO_SAVE_DEBOUNCE_MS);
    await settle();
    expect(project.pageSaveStatus(0)).toBe('error');
    expect(project.pageSaveStatus(1)).toBe('error');
    await clock.advance(PAGE_TEXT_RETRY_MS);
    await settle();
    expect(puts(0)).toHaveLength(2);
    expect(project.pageSaveStatus(0)).toBe('saved');
    expect(puts(1)).toHaveLength(1);
    expect(clock.pending).toBe(0);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('saves pending page texts before leaving or a render, and drops them for a new story or a reset', async () => {
    const { project, clock, puts } = await editing();
    project.setPageText(0, 'Saved on leaving.');
    project.leaveProject();
    await settle();
    expect(puts(0).map((r) => r.body)).toEqual([{ page_text: 'Saved on leaving.' }]);

    project.setPageText(1, 'Saved before the render.');
    await project.flushPageTexts();
    expect(puts(1)).toHaveLength(1);
    expect(project.pageSaveStatus(1)).toBe('saved');

    project.setPageText(2, 'Typed into the old story.');
    project.discardPageTexts();
    project.setPageText(0, 'Typed before signing out.');
    project.reset();
    await clock.advance(AUTO_SAVE_DEBOUNCE_MS);
    expect(puts(2)).toHaveLength(0);
    expect(puts(0)).toHaveLength(1);
    expect(clock.pending).toBe(0);
  });
});

describe('ProjectStore regenerating pages', () => {
  it('remembers the pages being regenerated per project, and forgets them on leaving', async () => {
    const storage = new MemoryStorage();
    const routes = {
      [`GET /projects/${ID}/data`]: projectData(),
      [`GET /projects/${OTHER_ID}/data`]: projectData({}, null, { id: OTHER_ID, project_id: OTHER_ID }),
    };
    const first = setup({ storage, routes });
    await first.project.loadProject(ID);
    first.project.markRegenerating(2, true);
    first.project.markRegenerating(0, true);
    first.project.markRegenerating(2, true);
    expect(first.project.regeneratingPages).toEqual([0, 2]);
    expect(first.project.isRegenerating(2)).toBe(true);
    expect(JSON.parse(storage.getItem(regeneratingKey(ID))!)).toEqual([0, 2]);
    expect(storage.getItem(regeneratingKey(OTHER_ID))).toBeNull();

    // A reload of the page finds them again; another project has none.
    const second = setup({ storage, routes });
    expect(second.project.regeneratingPages).toEqual([0, 2]);
    await second.project.loadProject(ID);
    expect(second.project.regeneratingPages).toEqual([0, 2]);
    second.project.markRegenerating(0, false);
    expect(JSON.parse(storage.getItem(regeneratingKey(ID))!)).toEqual([2]);

    second.project.leaveProject();
    expect(second.project.regeneratingPages).toEqual([]);
    expect(storage.getItem(regeneratingKey(ID))).toBeNull();

    const other = setup({ storage, routes });
    await other.project.loadProject(OTHER_ID);
    expect(other.project.regeneratingPages).toEqual([]);
  });
});

describe('ProjectStore: stage actions helpers', () => {
  it('patch changes the workflow state and persists it', () => {
    const storage = new MemoryStorage();
    const store = new ProjectStore({
      api: createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => null, fetch: fakeTransport().fetch }),
      storage,
      clock: new ManualClock(),
      toasts: new ToastStore(),
      location: { pathname: () => '/app/stage/1', navigate: () => {} },
    });
    store.patch({ projectId: 'p1', styleImages: [{ base64: null, file_url: '/api/media/a.png', signed_url: null }] });
    expect(store.state.styleImages).toHaveLength(1);
    expect(JSON.parse(storage.getItem(PROJECT_STORAGE_KEY) ?? '{}').state.projectId).toBe('p1');
    store.dispose();
  });

  it('a 402 with its figures opens the insufficient-credits dialog; other errors do not; reset closes it', () => {
    const store = new ProjectStore({
      api: createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => null, fetch: fakeTransport().fetch }),
      storage: new MemoryStorage(),
      clock: new ManualClock(),
      toasts: new ToastStore(),
      location: { pathname: () => '/app/stage/2', navigate: () => {} },
    });
    expect(store.noteInsufficientCredits(new ApiError(500, 'Server error occurred. Please try again in a few minutes.'))).toBe(
      false,
    );
    expect(store.noteInsufficientCredits(new Error('x'))).toBe(false);
    expect(store.insufficientCredits).toBeNull();
    const refused = new ApiError(402, 'Insufficient credits…', { detail: 'Not enough credits', required: 32, current: 5 });
    expect(store.noteInsufficientCredits(refused)).toBe(true);
    expect(store.insufficientCredits).toEqual({ required: 32, current: 5 });
    store.dismissInsufficientCredits();
    expect(store.insufficientCredits).toBeNull();
    store.noteInsufficientCredits(refused);
    store.reset();
    expect(store.insufficientCredits).toBeNull();
    store.dispose();
  });
});
