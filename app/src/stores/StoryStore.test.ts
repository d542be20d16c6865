import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type Schema } from '@storyloom/api-client';
import { fakeTransport, type FakeAnswer, type FakeRoute, type SeenRequest } from '../testing/fakeTransport.ts';
import { ManualClock } from '../testing/ManualClock.ts';
import { CreditsStore } from './CreditsStore.ts';
import { MemoryStorage } from './MemoryStorage.ts';
import { AUTO_SAVE_DEBOUNCE_MS, ProjectStore, regeneratingKey, type WorkflowState } from './ProjectStore.ts';
import { CHANGE_UNDONE, STORY_MESSAGES, StoryStore, VERSIONS_RETRY_MS, VERSIONS_SETTLE_MS } from './StoryStore.ts';
import { ToastStore } from './ToastStore.ts';

const ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const REFERENCE = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const base = `/projects/${ID}`;

// Failures the store only logs (versions it cannot read) stay out of the test output.
beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
afterEach(() => void vi.restoreAllMocks());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const settleAll = async (times = 10) => {
  for (let i = 0; i < times; i++) await settle();
};

const pages = (n: number): Schema<'StoryPage'>[] =>
  Array.from({ length: n }, (_, i) => ({ page_number: i + 1, page: i + 1, page_text: `Page ${i + 1} text` }));
const imageUrl = (page: number, version = 1) => `/api/media/page-${page}-v${version}.png?sig=${page}${version}`;
const version = (page: number, n = 1, extra: Partial<Schema<'ImageVersion'>> = {}): Schema<'ImageVersion'> => ({
  image_url: imageUrl(page, n),
  url: imageUrl(page, n),
  timestamp: '2026-11-20T18:30:00Z',
  label: n === 1 ? 'Original' : `Version ${n}`,
  is_original: n === 1,
  instructions: null,
  ...extra,
});

const storyResult = (n = 3, extra: Partial<Schema<'StoryGenerationResult'>> = {}): Schema<'StoryGenerationResult'> => ({
  success: true,
  story: { title: 'The Moon Who Couldn’t Sleep', story: pages(n).reverse() },
  generated_images: Array.from({ length: n }, (_, i) => ({
    page_index: i,
    page_number: i + 1,
    image_url: imageUrl(i + 1),
    file_url: `/api/media/page-${i + 1}-v1.png`,
    signed_url: imageUrl(i + 1),
  })),
  failed_pages: [],
  warning: null,
  error: null,
  ...extra,
});

const versionsOf = (n = 3): Schema<'ImageVersionsResponse'> => ({
  success: true,
  image_versions: Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), [version(i + 1)]])),
  current_versions: Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i), 0])),
});

const insufficient = (required: number, current: number): FakeAnswer => ({
  status: 402,
  body: { detail: `Insufficient credits. You need ${required} credits but have ${current}.`, required, current },
});

const ready: Partial<WorkflowState> = {
  projectId: ID,
  currentStage: 2,
  stagesCompleted: { 1: true, 2: false, 3: false },
  approvedReferenceImage: REFERENCE,
  characterDescription: 'Mia, a girl with red boots, and her grey cat',
  context: 'A quiet village by the sea',
  artStyle: 'watercolor',
  stylePrompt: 'soft pastel',
};

/** A story already made: three pages with their pictures and one version each. */
const generated: Partial<WorkflowState> = {
  ...ready,
  currentStage: 3,
  stagesCompleted: { 1: true, 2: true, 3: false },
  story: pages(3),
  generatedImages: [imageUrl(1), imageUrl(2), imageUrl(3)],
  imageVersions: versionsOf(3).image_versions,
  currentImageVersions: versionsOf(3).current_versions,
};

function setup({ routes = {}, state = ready }: { routes?: Record<string, FakeRoute>; state?: Partial<WorkflowState> } = {}) {
  const clock = new ManualClock();
  const transport = fakeTransport({
    'GET /credits': { body: { success: true, credits_balance: 27, total_purchased: 0, total_used: 23 } },
    [`PUT ${base}/stage`]: { body: { success: true } },
    [`PUT ${base}`]: { body: { success: true } },
    ...routes,
  });
  const toasts = new ToastStore();
  const storage = new MemoryStorage();
  const api = createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => 't', fetch: transport.fetch });
  const visited: string[] = [];
  const location = { pathname: () => visited.at(-1) ?? '/app/stage/2', navigate: (path: string) => void visited.push(path) };
  const project = new ProjectStore({ api, storage, clock, toasts, location });
  project.patch(structuredClone(state));
  const credits = new CreditsStore({ api, toasts });
  const story = new StoryStore({ api, project, toasts, clock, credits, location });
  const messages = () => toasts.toasts.map((t) => [t.kind, t.message]);
  const calls = (method: string, path: string): SeenRequest[] =>
    transport.requests.filter((r) => r.method === method && r.path === path);
  return { story, project, credits, clock, transport, toasts, storage, visited, messages, calls };
}

describe('StoryStore: Generate Story rules', () => {
  it('is enabled only with a description and a context (after trimming) in an editable project', () => {
    const { story, project } = setup({ state: { ...ready, characterDescription: '   ', context: 'A village' } });
    expect(story.canGenerate).toBe(false);
    project.setField('characterDescription', 'A girl');
    expect(story.canGenerate).toBe(true);
    project.setField('context', ' \n ');
    expect(story.canGenerate).toBe(false);
    project.setField('context', 'A village');
    project.patch({ isReadOnly: true });
    expect(story.canGenerate).toBe(false);
  });

  it('says what is missing and sends nothing: the details first, then the approved reference', async () => {
    const missing = setup({ state: { ...ready, context: '' } });
    missing.story.requestGenerate();
    expect(await missing.story.generateStory()).toBe(false);
    expect(missing.messages()).toEqual([['error', STORY_MESSAGES.needsDetails]]);
    expect(STORY_MESSAGES.needsDetails).toBe(
      'Please describe the characters in your reference image and provide a story context.',
    );

    const noReference = setup({ state: { ...ready, approvedReferenceImage: null } });
    noReference.story.requestGenerate();
    expect(noReference.messages()).toEqual([['error', 'Please approve a reference image from Stage 1 first.']]);
    expect(noReference.story.confirmingRegenerate).toBe(false);
    expect([...missing.transport.requests, ...noReference.transport.requests]).toEqual([]);
  });

  it('does nothing in a read-only project', async () => {
    const { story, transport, messages } = setup({ state: { ...generated, isReadOnly: true } });
    story.requestGenerate();
    expect(story.confirmingRegenerate).toBe(false);
    expect(await story.generateStory()).toBe(false);
    expect(await story.magicFill()).toBe(false);
    expect(await story.improve('characterDescription')).toBe(false);
    expect(await story.generateTitle()).toBe(false);
    expect(await story.regenerateImage(0)).toBe(false);
    expect(await story.selectVersion(0, 0)).toBe(false);
    expect(story.canMagicFill || story.canAutoTitle || story.canImprove('context')).toBe(false);
    expect(transport.requests).toEqual([]);
    expect(messages()).toEqual([]);
  });

  it('asks "Regenerate Story?" first when a story exists; cancelling keeps it', async () => {
    const { story, project, calls } = setup({
      state: generated,
      routes: { [`POST ${base}/story`]: { body: storyResult() } },
    });
    story.requestGenerate();
    expect(story.confirmingRegenerate).toBe(true);
    story.cancelRegenerate();
    expect(story.confirmingRegenerate).toBe(false);
    expect(calls('POST', `${base}/story`)).toHaveLength(0);
    expect(project.state.generatedImages).toHaveLength(3);

    story.requestGenerate();
    story.confirmRegenerate();
    expect(story.confirmingRegenerate).toBe(false);
    await settle();
    expect(calls('POST', `${base}/story`)).toHaveLength(1);
  });

  it('forgets an open confirmation when the project changes (another project, or sign-out)', () => {
    const { story, project } = setup({ state: generated });
    story.requestGenerate();
    expect(story.confirmingRegenerate).toBe(true);
    project.reset();
    expect(story.confirmingRegenerate).toBe(false);
  });

  it('without a story, generates at once', async () => {
    const { story, calls } = setup({ routes: { [`POST ${base}/story`]: { body: storyResult() } } });
    story.requestGenerate();
    expect(story.confirmingRegenerate).toBe(false);
    await settle();
    expect(calls('POST', `${base}/story`)).toHaveLength(1);
  });
});

describe('StoryStore: generating the story', () => {
  it('sends the spec’s payload, clears images and versions while it runs, then completes stage 2 and goes to stage 3', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const { story, project, clock, calls, visited, messages } = setup({
      state: {
        ...generated,
        storyTitle: 'Moonlight',
        theme: 'Friendship',
        additionalContext: 'a little spooky',
        moodSuggestions: ['calm', 'dreamy'],
        storyInstructions: 'Rhyme where you can.',
        numPages: 3,
        language: 'hr',
      },
      routes: {
        [`POST ${base}/story`]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
        [`POST ${base}/initialize-image-versions`]: { body: versionsOf(3) },
        [`GET ${base}/image-versions`]: { body: versionsOf(3) },
      },
    });
    const done = story.generateStory();
    await settle();
    expect(project.state).toMatchObject({
      isGeneratingStory: true,
      generatedImages: [],
      imageVersions: {},
      currentImageVersions: {},
    });
    expect(story.isGenerating).toBe(true);
    expect(story.canGenerate).toBe(false);
    expect(calls('POST', `${base}/story`)[0]!.body).toEqual({
      context: 'A quiet village by the sea',
      theme: 'Friendship',
      story_title: 'Moonlight',
      character_description: 'Mia, a girl with red boots, and her grey cat',
      additional_context: 'calm, dreamy, a little spooky',
      story_instructions: 'Rhyme where you can.',
      story_type: 'childrens_bedtime_story',
      num_pages: 3,
      approved_reference_image: REFERENCE,
      language: 'hr',
      art_style: 'watercolor',
      style_prompt: 'soft pastel',
    });

    answer({ body: storyResult() });
    await settleAll();
    expect(project.state.story.map((p) => p.page_number)).toEqual([1, 2, 3]);
    expect(project.state.stagesCompleted[2]).toBe(true);
    expect(project.state.currentStage).toBe(3);
    expect(calls('PUT', `${base}/stage`)[0]!.body).toEqual({ stage: 3 });
    expect(calls('POST', `${base}/initialize-image-versions`)).toHaveLength(1);
    // The versions are read again only 500 ms later; the user is still on stage 2 meanwhile.
    expect(calls('GET', `${base}/image-versions`)).toHaveLength(0);
    expect(visited).toEqual([]);
    expect(project.state.isGeneratingStory).toBe(true);
    await clock.advance(VERSIONS_SETTLE_MS - 1);
    expect(calls('GET', `${base}/image-versions`)).toHaveLength(0);
    await clock.advance(1);
    expect(await done).toBe(true);
    expect(VERSIONS_SETTLE_MS).toBe(500);
    expect(calls('GET', `${base}/image-versions`)).toHaveLength(1);
    expect(project.state).toMatchObject({
      isGeneratingStory: false,
      generatedImages: [imageUrl(1), imageUrl(2), imageUrl(3)],
      imageVersions: versionsOf(3).image_versions,
      currentImageVersions: { 0: 0, 1: 0, 2: 0 },
    });
    expect(calls('GET', '/credits')).toHaveLength(1);
    expect(visited).toEqual(['/app/stage/3']);
    expect(messages()).toEqual([]);
  });

  it('reads the versions once more after 2 s when the lookup is refused for authentication', async () => {
    let lookups = 0;
    const { story, project, clock, calls } = setup({
      routes: {
        [`POST ${base}/story`]: { body: storyResult() },
        [`POST ${base}/initialize-image-versions`]: { body: versionsOf(3) },
        [`GET ${base}/image-versions`]: () =>
          ++lookups === 1 ? { status: 401, body: { detail: 'Not authenticated' } } : { body: versionsOf(3) },
      },
    });
    const done = story.generateStory();
    await settleAll();
    await clock.advance(VERSIONS_SETTLE_MS);
    expect(lookups).toBe(1);
    await clock.advance(VERSIONS_RETRY_MS - 1);
    expect(lookups).toBe(1);
    await clock.advance(1);
    expect(await done).toBe(true);
    expect(VERSIONS_RETRY_MS).toBe(2000);
    expect(calls('GET', `${base}/image-versions`)).toHaveLength(2);
    expect(project.state.imageVersions['0']).toEqual([version(1)]);
  });

  it('falls back to one Original version per page when the versions cannot be read', async () => {
    const { story, project, clock, visited, calls } = setup({
      routes: {
        [`POST ${base}/story`]: { body: storyResult() },
        [`POST ${base}/initialize-image-versions`]: { status: 500, body: {} },
        [`GET ${base}/image-versions`]: { status: 401, body: { detail: 'Not authenticated' } },
      },
    });
    const done = story.generateStory();
    await settleAll();
    await clock.advance(VERSIONS_SETTLE_MS + VERSIONS_RETRY_MS);
    expect(await done).toBe(true);
    // A 401 is retried once only.
    expect(calls('GET', `${base}/image-versions`)).toHaveLength(2);
    const timestamp = new Date(clock.now()).toISOString();
    for (const page of [1, 2, 3]) {
      expect(project.state.imageVersions[String(page - 1)]).toEqual([
        { image_url: imageUrl(page), url: imageUrl(page), timestamp, label: 'Original', is_original: true, instructions: null },
      ]);
    }
    expect(project.state.currentImageVersions).toEqual({ 0: 0, 1: 0, 2: 0 });
    expect(visited).toEqual(['/app/stage/3']);
  });

  it('does not retry other failures before falling back', async () => {
    const { story, project, clock, calls } = setup({
      routes: {
        [`POST ${base}/story`]: { body: storyResult() },
        [`POST ${base}/initialize-image-versions`]: { body: versionsOf(3) },
        [`GET ${base}/image-versions`]: { status: 500, body: {} },
      },
    });
    const done = story.generateStory();
    await settleAll();
    await clock.advance(VERSIONS_SETTLE_MS);
    expect(await done).toBe(true);
    expect(calls('GET', `${base}/image-versions`)).toHaveLength(1);
    expect(project.state.imageVersions['2']?.[0]?.label).toBe('Original');
  });

  it('stays on stage 2 with the spec’s warning when some page images failed', async () => {
    const partial = storyResult(3, {
      generated_images: storyResult().generated_images.slice(0, 2),
      failed_pages: [3],
      warning: 'Page 3 could not be illustrated',
    });
    const { story, project, clock, visited, messages } = setup({
      routes: {
        [`POST ${base}/story`]: { body: partial },
        [`POST ${base}/initialize-image-versions`]: { body: versionsOf(2) },
        [`GET ${base}/image-versions`]: { body: versionsOf(2) },
      },
    });
    const done = story.generateStory();
    await settleAll();
    await clock.advance(VERSIONS_SETTLE_MS);
    expect(await done).toBe(true);
    expect(visited).toEqual([]);
    expect(project.state.generatedImages).toEqual([imageUrl(1), imageUrl(2), '']);
    expect(project.state.stagesCompleted[2]).toBe(true);
    expect(messages()).toEqual([
      [
        'warning',
        'Warning: Page 3 could not be illustrated. You can regenerate them individually using the "Regenerate Image" button on each page.',
      ],
    ]);
    expect(STORY_MESSAGES.partialFailure(null)).toBe(
      'Warning: Some images failed to generate. You can regenerate them individually using the "Regenerate Image" button on each page.',
    );
  });

  it('on a 402 opens the insufficient-credits dialog and warns; nothing moves on', async () => {
    const { story, project, visited, messages, calls } = setup({
      routes: { [`POST ${base}/story`]: insufficient(18, 10) },
    });
    expect(await story.generateStory()).toBe(false);
    const message =
      'Insufficient credits to generate story. You need 18 credits but have 10. Please purchase more credits to continue.';
    expect(project.insufficientCredits).toEqual({ required: 18, current: 10 });
    expect(messages()).toEqual([['warning', message]]);
    expect(project.state).toMatchObject({ isGeneratingStory: false, error: message, currentStage: 2 });
    expect(project.state.stagesCompleted[2]).toBe(false);
    expect(calls('POST', `${base}/initialize-image-versions`)).toHaveLength(0);
    expect(visited).toEqual([]);
  });

  it('shows the catalogue message on other failures, and the default when the answer says it failed', async () => {
    const { story, project, messages, transport } = setup({ routes: { [`POST ${base}/story`]: { status: 503, body: {} } } });
    expect(await story.generateStory()).toBe(false);
    expect(messages()).toEqual([['error', 'Server error occurred. Please try again in a few minutes.']]);
    expect(project.insufficientCredits).toBeNull();

    transport.routes[`POST ${base}/story`] = { body: { ...storyResult(), success: false, error: null } };
    expect(await story.generateStory()).toBe(false);
    expect(messages()).toContainEqual(['error', 'Failed to generate story. Please try again.']);
    expect(project.state.isGeneratingStory).toBe(false);
  });

  it('drops page texts still waiting to save: they were typed into the pages the new story replaces', async () => {
    const { story, project, clock, calls } = setup({
      state: generated,
      routes: { [`POST ${base}/story`]: { body: storyResult() }, [`GET ${base}/image-versions`]: { body: versionsOf(3) } },
    });
    project.setPageText(0, 'Typed into the old first page.');
    const done = story.generateStory();
    await settleAll();
    await clock.advance(VERSIONS_SETTLE_MS + AUTO_SAVE_DEBOUNCE_MS * 2);
    expect(await done).toBe(true);
    expect(calls('PUT', `${base}/story/pages/0`)).toHaveLength(0);
    expect(project.state.story[0]!.page_text).toBe('Page 1 text');
  });

  it('ignores a second start while one runs', async () => {
    const { story, calls } = setup({ routes: { [`POST ${base}/story`]: () => new Promise(() => {}) } });
    void story.generateStory();
    await settle();
    expect(await story.generateStory()).toBe(false);
    story.requestGenerate();
    expect(calls('POST', `${base}/story`)).toHaveLength(1);
  });
});

describe('StoryStore: Magic Fill, improve and title', () => {
  const details: Schema<'StoryDetails'> = {
    character_description: 'Filip, a curious boy with a sandy scarf, and his teddy bear',
    story_context: 'A starry night in a cosy bedroom',
    mood_tone: 'calm, cosy',
    story_title: 'The Little Lost Star',
    story_instructions: 'Keep sentences short.',
  };

  it('Magic Fill fills the five texts (auto-saved) and refreshes the credits', async () => {
    const { story, project, clock, calls } = setup({
      state: { ...ready, characterDescription: '', context: '', language: 'hr', storyType: 'fantasy_story' },
      routes: { [`POST ${base}/auto-generate-story-details`]: { body: { success: true, story_details: details, error: null } } },
    });
    expect(story.canMagicFill).toBe(true);
    const done = story.magicFill();
    expect(story.isMagicFilling).toBe(true);
    expect(story.canMagicFill).toBe(false);
    expect(await done).toBe(true);
    expect(story.isMagicFilling).toBe(false);
    expect(project.state).toMatchObject({
      characterDescription: details.character_description,
      context: details.story_context,
      additionalContext: 'calm, cosy',
      storyTitle: 'The Little Lost Star',
      storyInstructions: 'Keep sentences short.',
    });
    // The texts as they are and the settings on screen go along (the server's project may not know them yet).
    expect(calls('POST', `${base}/auto-generate-story-details`)[0]!.body).toEqual({
      character_description: '',
      story_context: '',
      mood_tone: null,
      story_title: '',
      story_instructions: '',
      story_type: 'fantasy_story',
      language: 'hr',
      art_style: 'watercolor',
    });
    await settle();
    expect(calls('GET', '/credits')).toHaveLength(1);
    await clock.advance(AUTO_SAVE_DEBOUNCE_MS);
    expect(calls('PUT', base)[0]!.body).toMatchObject({
      character_description: details.character_description,
      context: details.story_context,
      story_title: 'The Little Lost Star',
    });
  });

  describe('Magic Fill never overwrites what the user wrote without asking', () => {
    const answered = {
      [`POST ${base}/auto-generate-story-details`]: { body: { success: true, story_details: details, error: null } },
    };

    it('with every text empty it fills at once, and Undo empties them again', async () => {
      const empty = {
        ...ready,
        characterDescription: '',
        context: '',
        additionalContext: '',
        storyTitle: '',
        storyInstructions: '',
      };
      const { story, project, calls } = setup({ state: empty, routes: answered });
      story.requestMagicFill();
      expect(story.confirmingMagicFill).toBe(false);
      await settleAll();
      expect(calls('POST', `${base}/auto-generate-story-details`)).toHaveLength(1);
      expect(project.state.characterDescription).toBe(details.character_description);
      expect(story.canUndo('magicFill')).toBe(true);
      story.undo();
      expect(project.state).toMatchObject({ characterDescription: '', context: '', storyTitle: '', storyInstructions: '' });
    });

    it('asks first, naming the written texts; cancelling fills nothing and calls nothing', async () => {
      const { story, calls, project } = setup({ routes: answered });
      story.requestMagicFill();
      expect(story.confirmingMagicFill).toBe(true);
      expect(story.writtenFields).toEqual(['characterDescription', 'context']);
      expect(story.emptyFields).toEqual(['additionalContext', 'storyInstructions', 'storyTitle']);
      story.cancelMagicFill();
      expect(story.confirmingMagicFill).toBe(false);
      await settleAll();
      expect(calls('POST', `${base}/auto-generate-story-details`)).toHaveLength(0);
      expect(project.state.characterDescription).toBe(ready.characterDescription);
    });

    it('"Fill the empty ones" keeps every written text, also one typed while it worked', async () => {
      const { story, project, calls } = setup({ routes: answered });
      story.requestMagicFill();
      story.confirmMagicFill('empty');
      expect(story.confirmingMagicFill).toBe(false);
      expect(story.isMagicFilling).toBe(true);
      // Typed while Magic Fill was working: theirs too.
      project.setField('storyTitle', 'My Own Title');
      await settleAll();
      expect(calls('POST', `${base}/auto-generate-story-details`)[0]!.body).toMatchObject({
        character_description: ready.characterDescription,
        story_context: ready.context,
      });
      expect(project.state).toMatchObject({
        characterDescription: ready.characterDescription,
        context: ready.context,
        storyTitle: 'My Own Title',
        additionalContext: 'calm, cosy',
        storyInstructions: 'Keep sentences short.',
      });
      // Undo empties only what Magic Fill filled.
      expect(story.undo()).toBe(true);
      expect(project.state).toMatchObject({
        characterDescription: ready.characterDescription,
        storyTitle: 'My Own Title',
        additionalContext: '',
        storyInstructions: '',
      });
    });

    it('"Replace" replaces every text, and Undo restores every one as it was', async () => {
      const { story, project } = setup({ routes: answered });
      story.requestMagicFill();
      story.confirmMagicFill('all');
      await settleAll();
      expect(project.state).toMatchObject({
        characterDescription: details.character_description,
        context: details.story_context,
        storyTitle: details.story_title,
      });
      expect(story.canUndo('magicFill')).toBe(true);
      expect(story.undo()).toBe(true);
      expect(project.state).toMatchObject({
        characterDescription: ready.characterDescription,
        context: ready.context,
        additionalContext: '',
        storyTitle: '',
        storyInstructions: '',
      });
    });

    it('does not ask in a read-only project or without a reference image', () => {
      const readOnly = setup({ state: { ...ready, isReadOnly: true }, routes: answered });
      readOnly.story.requestMagicFill();
      expect(readOnly.story.confirmingMagicFill).toBe(false);
      const none = setup({ state: { ...ready, approvedReferenceImage: null }, routes: answered });
      none.story.requestMagicFill();
      expect(none.story.confirmingMagicFill).toBe(false);
      expect(none.messages()).toEqual([['error', STORY_MESSAGES.magicFillNeedsImages]]);
    });

    it('a new project closes the question and forgets the Undo', async () => {
      const { story, project } = setup({ routes: answered });
      story.requestMagicFill();
      story.confirmMagicFill('all');
      await settleAll();
      story.requestMagicFill();
      expect(story.confirmingMagicFill).toBe(true);
      project.patch({ projectId: '11111111-2222-4333-8444-555555555555' });
      expect(story.confirmingMagicFill).toBe(false);
      expect(story.canUndo('magicFill')).toBe(false);
    });
  });

  it('Magic Fill needs the reference image; a 400 says to upload reference images first', async () => {
    const none = setup({ state: { ...ready, approvedReferenceImage: null } });
    expect(none.story.canMagicFill).toBe(false);
    expect(await none.story.magicFill()).toBe(false);
    expect(none.messages()).toEqual([['error', 'Please upload reference images first before using the magic button.']]);
    expect(none.transport.requests).toEqual([]);

    const refused = setup({
      routes: { [`POST ${base}/auto-generate-story-details`]: { status: 400, body: { detail: 'No reference image' } } },
    });
    expect(await refused.story.magicFill()).toBe(false);
    expect(refused.messages()).toEqual([['error', STORY_MESSAGES.magicFillNeedsImages]]);
    expect(refused.project.state.characterDescription).toBe(ready.characterDescription);
  });

  it('Magic Fill: a 402 opens the dialog; an unsuccessful answer shows its error or the default', async () => {
    const { story, project, messages, transport } = setup({
      routes: { [`POST ${base}/auto-generate-story-details`]: insufficient(1, 0) },
    });
    await story.magicFill();
    expect(project.insufficientCredits).toEqual({ required: 1, current: 0 });
    expect(messages()).toEqual([
      [
        'error',
        'Insufficient credits to generate story details. You need 1 credits but have 0. Please purchase more credits to continue.',
      ],
    ]);
    transport.routes[`POST ${base}/auto-generate-story-details`] = { body: { success: false, story_details: null } };
    await story.magicFill();
    expect(messages()).toContainEqual(['error', 'Failed to generate story details. Please try again.']);
  });

  it('improves a text in the story’s language and puts the result in its place', async () => {
    const { story, project, calls, messages } = setup({
      state: { ...ready, language: 'hr' },
      routes: {
        [`POST ${base}/improve-text`]: {
          body: {
            success: true,
            improved_text: 'Mia, a brave girl in red boots.',
            changed: true,
            message: 'Text improved: 1 credit used.',
            error: null,
          },
        },
      },
    });
    const done = story.improve('characterDescription');
    expect(story.improving).toBe('characterDescription');
    expect(story.canImprove('context')).toBe(false);
    expect(await done).toBe(true);
    expect(story.improving).toBeNull();
    expect(calls('POST', `${base}/improve-text`)[0]!.body).toEqual({
      text: 'Mia, a girl with red boots, and her grey cat',
      language: 'hr',
    });
    expect(project.state.characterDescription).toBe('Mia, a brave girl in red boots.');
    expect(messages()).toEqual([['success', 'Text improved: 1 credit used.']]);
    await settle();
    expect(calls('GET', '/credits')).toHaveLength(1);

    // Undo puts the text back as it was; it is offered only for that text, and only while it reads as improved.
    expect(story.canUndo('characterDescription')).toBe(true);
    expect(story.canUndo('context')).toBe(false);
    expect(story.canUndo('magicFill')).toBe(false);
    expect(story.undo()).toBe(true);
    expect(project.state.characterDescription).toBe('Mia, a girl with red boots, and her grey cat');
    expect(messages()).toContainEqual(['info', CHANGE_UNDONE]);
    expect(story.canUndo('characterDescription')).toBe(false);
    expect(story.undo()).toBe(false);
  });

  it('an unchanged improvement leaves the text alone and says so, as the server words it', async () => {
    const text = ready.characterDescription!;
    const { story, project, messages } = setup({
      routes: {
        [`POST ${base}/improve-text`]: {
          body: {
            success: true,
            improved_text: text,
            changed: false,
            message: 'Your text already reads well: nothing to change, no credit used.',
            error: null,
          },
        },
      },
    });
    project.setField('characterDescription', text);
    expect(await story.improve('characterDescription')).toBe(true);
    expect(project.state.characterDescription).toBe(text);
    expect(messages()).toEqual([['info', 'Your text already reads well: nothing to change, no credit used.']]);
    expect(story.canUndo('characterDescription')).toBe(false);
  });

  it('an improvement edited afterwards offers no Undo (it would throw the edit away)', async () => {
    const { story, project } = setup({
      routes: {
        [`POST ${base}/improve-text`]: {
          body: { success: true, improved_text: 'A quiet village by the sea.', changed: true, message: null, error: null },
        },
      },
    });
    await story.improve('context');
    expect(story.canUndo('context')).toBe(true);
    project.setField('context', 'A quiet village by the sea, at night.');
    expect(story.canUndo('context')).toBe(false);
    expect(story.undo()).toBe(false);
    expect(project.state.context).toBe('A quiet village by the sea, at night.');
  });

  it('needs text to improve; the title improver works from the description or context', async () => {
    const { story, project, messages, calls, transport } = setup({
      state: { ...ready, storyInstructions: '  ', storyTitle: '' },
      routes: { [`POST ${base}/generate-title`]: { body: { success: true, title: 'Red Boots', error: null } } },
    });
    expect(story.canImprove('storyInstructions')).toBe(false);
    expect(story.canImprove('characterDescription')).toBe(true);
    expect(await story.improve('storyInstructions')).toBe(false);
    expect(messages()).toEqual([['error', 'Please enter some text to improve.']]);
    expect(calls('POST', `${base}/improve-text`)).toHaveLength(0);

    // An empty title with a description: the title is made for it.
    expect(story.canImprove('storyTitle')).toBe(true);
    expect(await story.improve('storyTitle')).toBe(true);
    expect(project.state.storyTitle).toBe('Red Boots');

    project.setField('characterDescription', '');
    project.setField('context', '');
    project.setField('storyTitle', '');
    expect(story.canImprove('storyTitle')).toBe(false);
    project.setField('storyTitle', 'Red boots');
    expect(story.canImprove('storyTitle')).toBe(true);
    transport.routes[`POST ${base}/improve-text`] = { status: 500, body: {} };
    expect(await story.improve('storyTitle')).toBe(false);
    expect(messages()).toContainEqual(['error', 'Server error occurred. Please try again in a few minutes.']);
    expect(project.state.storyTitle).toBe('Red boots');
  });

  it('improve: a 402 opens the insufficient-credits dialog', async () => {
    const { story, project, messages } = setup({ routes: { [`POST ${base}/improve-text`]: insufficient(1, 0) } });
    await story.improve('context');
    expect(project.insufficientCredits).toEqual({ required: 1, current: 0 });
    expect(messages()[0]![1]).toMatch(/^Insufficient credits to generate improved text\. You need 1 credits but have 0\./);
  });

  it('Auto-Generate Title shows once a description or context exists and sends the details', async () => {
    const { story, project, messages, calls } = setup({
      state: { ...ready, characterDescription: '', context: '', storyType: 'fantasy_story', moodSuggestions: ['epic'] },
      routes: { [`POST ${base}/generate-title`]: { body: { success: true, title: 'The Dragon’s Lullaby', error: null } } },
    });
    expect(story.showsAutoTitle).toBe(false);
    expect(await story.generateTitle()).toBe(false);
    expect(messages()).toEqual([
      ['error', 'Please fill in character description and story context first to auto-generate a title.'],
    ]);
    expect(calls('POST', `${base}/generate-title`)).toHaveLength(0);

    project.setField('context', 'A dragon who cannot sleep');
    expect(story.showsAutoTitle).toBe(true);
    expect(story.canAutoTitle).toBe(true);
    const done = story.generateTitle();
    expect(story.isGeneratingTitle).toBe(true);
    expect(await done).toBe(true);
    expect(calls('POST', `${base}/generate-title`)[0]!.body).toEqual({
      character_description: '',
      story_context: 'A dragon who cannot sleep',
      mood_tone: 'epic',
      story_type: 'fantasy_story',
      language: 'en',
    });
    expect(project.state.storyTitle).toBe('The Dragon’s Lullaby');
    expect(story.isGeneratingTitle).toBe(false);
  });

  it('Auto-Generate Title: failures show the answer’s error, the default, or open the credits dialog', async () => {
    const { story, project, messages, transport } = setup({
      routes: { [`POST ${base}/generate-title`]: { body: { success: false, title: null, error: 'No title today' } } },
    });
    await story.generateTitle();
    transport.routes[`POST ${base}/generate-title`] = { body: { success: true, title: '  ' } };
    await story.generateTitle();
    transport.routes[`POST ${base}/generate-title`] = insufficient(1, 0);
    await story.generateTitle();
    expect(messages().map(([, message]) => message)).toEqual([
      'No title today',
      'Failed to generate title. Please try again.',
      'Insufficient credits to generate title. You need 1 credits but have 0. Please purchase more credits to continue.',
    ]);
    expect(project.insufficientCredits).toEqual({ required: 1, current: 0 });
    expect(project.state.storyTitle).toBe('');
  });
});

describe('StoryStore: page pictures', () => {
  const regenerated = (page: number, index = 1): Schema<'RegenerateImageResult'> => ({
    success: true,
    page_index: page - 1,
    image: { base64: null, file_url: `/api/media/page-${page}-v${index + 1}.png`, signed_url: imageUrl(page, index + 1) },
    version: version(page, index + 1, { instructions: 'Brighter sky' }),
    version_index: index,
    error: null,
  });

  it('regenerates a page: remembered while it runs, the new version becomes current, credits refreshed', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const { story, project, storage, calls } = setup({
      state: generated,
      routes: { [`POST ${base}/regenerate-image`]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) },
    });
    const done = story.regenerateImage(1, '  Brighter sky ');
    expect(project.isRegenerating(1)).toBe(true);
    expect(storage.getItem(regeneratingKey(ID))).toBe('[1]');
    await settle();
    expect(calls('POST', `${base}/regenerate-image`)[0]!.body).toEqual({
      page_index: 1,
      improvement_instructions: 'Brighter sky',
      page_text: 'Page 2 text',
      reference_image: REFERENCE,
      current_image: imageUrl(2),
    });
    // A second click on the same page while it runs does nothing.
    expect(await story.regenerateImage(1)).toBe(false);

    answer({ body: regenerated(2) });
    expect(await done).toBe(true);
    expect(project.isRegenerating(1)).toBe(false);
    expect(storage.getItem(regeneratingKey(ID))).toBeNull();
    expect(story.versionsOf(1).map((v) => v.label)).toEqual(['Original', 'Version 2']);
    expect(story.currentVersionOf(1)).toBe(1);
    expect(story.imageOf(1)).toBe(imageUrl(2, 2));
    expect(project.state.generatedImages).toEqual([imageUrl(1), imageUrl(2, 2), imageUrl(3)]);
    // The server already keeps the new version: it is not added a second time.
    expect(calls('POST', `${base}/image-versions`)).toHaveLength(0);
    await settle();
    expect(calls('GET', '/credits')).toHaveLength(1);
  });

  it('reads the versions again when the new one does not follow the ones it has', async () => {
    const fresh = versionsOf(3);
    fresh.image_versions['0'] = [version(1), version(1, 2), version(1, 3)];
    fresh.current_versions['0'] = 2;
    const { story, project, calls } = setup({
      state: generated,
      routes: {
        [`POST ${base}/regenerate-image`]: { body: regenerated(1, 2) },
        [`GET ${base}/image-versions`]: { body: fresh },
      },
    });
    expect(await story.regenerateImage(0)).toBe(true);
    expect(calls('GET', `${base}/image-versions`)).toHaveLength(1);
    expect(story.versionsOf(0)).toHaveLength(3);
    expect(project.state.generatedImages[0]).toBe(imageUrl(1, 3));
  });

  it('a failed regeneration says why; a 402 opens the dialog; the page is no longer busy', async () => {
    const { story, project, messages, transport } = setup({
      state: generated,
      routes: { [`POST ${base}/regenerate-image`]: insufficient(5, 2) },
    });
    expect(await story.regenerateImage(0)).toBe(false);
    expect(project.insufficientCredits).toEqual({ required: 5, current: 2 });
    expect(messages()[0]).toEqual([
      'error',
      'Insufficient credits. You need 5 credits but have 2. Please purchase more credits to continue.',
    ]);
    expect(project.isRegenerating(0)).toBe(false);
    transport.routes[`POST ${base}/regenerate-image`] = { status: 422, body: { detail: 'Page 1 has no text.' } };
    await story.regenerateImage(0);
    expect(messages()).toContainEqual(['error', 'Page 1 has no text.']);
    expect(story.versionsOf(0)).toHaveLength(1);
  });

  it('switches versions: shown at once, saved with PUT current-image-versions, undone if that fails', async () => {
    const state = structuredClone(generated);
    state.imageVersions!['0'] = [version(1), version(1, 2)];
    state.currentImageVersions!['0'] = 1;
    state.generatedImages![0] = imageUrl(1, 2);
    const { story, project, calls, messages, transport } = setup({
      state,
      routes: { [`PUT ${base}/current-image-versions`]: { body: { success: true, page_index: 0, version_index: 0 } } },
    });
    const done = story.selectVersion(0, 0);
    expect(story.currentVersionOf(0)).toBe(0);
    expect(project.state.generatedImages[0]).toBe(imageUrl(1));
    expect(await done).toBe(true);
    expect(calls('PUT', `${base}/current-image-versions`)[0]!.body).toEqual({ page_index: 0, version_index: 0 });
    expect(await story.selectVersion(0, 0)).toBe(false);
    expect(await story.selectVersion(0, 7)).toBe(false);

    transport.routes[`PUT ${base}/current-image-versions`] = { status: 500, body: {} };
    expect(await story.selectVersion(0, 1)).toBe(false);
    expect(story.currentVersionOf(0)).toBe(0);
    expect(story.imageOf(0)).toBe(imageUrl(1));
    expect(messages()).toEqual([['error', 'Server error occurred. Please try again in a few minutes.']]);
  });

  it('a picture that fails to load refreshes the versions; calls at once share one request', async () => {
    const fresh = versionsOf(3);
    fresh.image_versions['2'] = [version(3, 1, { image_url: '/api/media/page-3-v1.png?sig=new' })];
    const { story, project, calls, transport } = setup({
      state: generated,
      routes: { [`GET ${base}/image-versions`]: { body: fresh } },
    });
    const [first, second] = [story.refreshVersions(), story.refreshVersions()];
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect(calls('GET', `${base}/image-versions`)).toHaveLength(1);
    expect(story.imageOf(2)).toBe('/api/media/page-3-v1.png?sig=new');
    expect(project.state.generatedImages[2]).toBe('/api/media/page-3-v1.png?sig=new');

    transport.routes[`GET ${base}/image-versions`] = { status: 500, body: {} };
    expect(await story.refreshVersions()).toBe(false);
    expect(story.imageOf(2)).toBe('/api/media/page-3-v1.png?sig=new');
  });

  it('has nothing to refresh without a story; a page without versions shows its generated image', async () => {
    const { story, transport } = setup();
    expect(await story.refreshVersions()).toBe(false);
    expect(transport.requests).toEqual([]);
    const bare = setup({ state: { ...generated, imageVersions: {}, currentImageVersions: {}, generatedImages: [imageUrl(1)] } });
    expect(bare.story.imageOf(0)).toBe(imageUrl(1));
    expect(bare.story.imageOf(1)).toBeNull();
  });
});
