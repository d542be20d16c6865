import { observe } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type Schema } from '@storyloom/api-client';
import { fakeTransport, type FakeRoute } from '../testing/fakeTransport.ts';
import { ManualClock } from '../testing/ManualClock.ts';
import { CreditsStore } from './CreditsStore.ts';
import { MemoryStorage } from './MemoryStorage.ts';
import { ProjectStore, type WorkflowState } from './ProjectStore.ts';
import { STYLE_MESSAGES, StyleStore, UPLOAD_PROGRESS_RESET_MS, type ImageFetcher } from './StyleStore.ts';
import { ToastStore } from './ToastStore.ts';

const ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const OTHER_ID = '8b3c4d5e-6f70-4b8c-9d0e-1f2a3b4c5d6e';

type ImageItem = Schema<'ImageItem'>;

const image = (n: number, extra: Partial<ImageItem> = {}): ImageItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  base64: null,
  file_url: `/api/media/file-${n}.png`,
  signed_url: `/api/media/file-${n}.png?sig=${n}`,
  file_name: `file-${n}.png`,
  content_type: 'image/png',
  ...extra,
});

/** The base64 of text, as the fake image fetcher's bytes encode. */
const b64 = (text: string) => Buffer.from(text).toString('base64');

const styleAnswer = (images: ImageItem[] = [image(21), image(22), image(23)]): FakeRoute => ({
  body: { success: true, style_images: images, error: null } satisfies Schema<'StyleImagesResponse'>,
});

type Upload = { files: { name: string; type: string }[] };

/**
 * The fake transport reads bodies as JSON; a multipart upload is handed to it as the list of its files (name and
 * type) so routes and assertions can see what was sent.
 */
function withUploads(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) return fetch(request);
    const form = await request.formData();
    const files = form.getAll('files').map((file) => ({ name: (file as File).name, type: (file as File).type }));
    const headers = new Headers(request.headers);
    headers.set('content-type', 'application/json');
    return fetch(new Request(request.url, { method: request.method, headers, body: JSON.stringify({ files } satisfies Upload) }));
  };
}

function setup({
  routes = {},
  state = {},
  fetchImage,
}: { routes?: Record<string, FakeRoute>; state?: Partial<WorkflowState>; fetchImage?: ImageFetcher } = {}) {
  const clock = new ManualClock();
  const transport = fakeTransport({
    'GET /credits': { body: { success: true, credits_balance: 40, total_purchased: 0, total_used: 10 } },
    [`PUT /projects/${ID}/stage`]: { body: { success: true } },
    [`POST /projects/${ID}/style-images`]: styleAnswer(),
    [`POST /projects/${ID}/regenerate-style-images`]: styleAnswer([image(31), image(32), image(33)]),
    [`POST /projects/${ID}/approve-reference`]: { body: { success: true, message: 'Reference image approved', error: null } },
    ...routes,
  });
  const toasts = new ToastStore();
  const api = createApiClient({
    baseUrl: 'http://storyloom.test/api',
    getToken: () => 't',
    fetch: withUploads(transport.fetch),
  });
  const visited: string[] = [];
  const location = { pathname: () => visited.at(-1) ?? '/app/stage/1', navigate: (path: string) => void visited.push(path) };
  const project = new ProjectStore({ api, storage: new MemoryStorage(), clock, toasts, location });
  project.patch({ projectId: ID, ...state });
  const credits = new CreditsStore({ api, toasts });
  const fetched: string[] = [];
  const defaultFetch: ImageFetcher = async (url) => {
    fetched.push(url);
    return new Blob([`bytes of ${url}`], { type: 'image/png' });
  };
  const style = new StyleStore({
    api,
    project,
    toasts,
    clock,
    credits,
    location,
    fetchImage: fetchImage ?? defaultFetch,
  });
  const messages = () => toasts.toasts.map((t) => [t.kind, t.message]);
  const calls = (method: string, path: string) => transport.requests.filter((r) => r.method === method && r.path === path);
  return { style, project, credits, clock, transport, toasts, visited, messages, calls, fetched };
}

const photo = (name: string, type = 'image/jpeg') => new File([new Uint8Array(2048)], name, { type });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('StyleStore uploads', () => {
  it('uploads into the project as multipart, with progress 0 → 20 → 80 → 100, cleared 1 s later', async () => {
    const { style, project, clock, calls } = setup({
      routes: {
        [`POST /projects/${ID}/upload-images`]: {
          body: {
            success: true,
            images: [image(1, { base64: b64('one') }), image(2, { base64: b64('two') })],
            error: null,
          } satisfies Schema<'ImagesResponse'>,
        },
      },
    });
    const seen: (number | null)[] = [];
    const stop = observe(style, 'uploadProgress', (change) => void seen.push(change.newValue as number | null));
    expect(await style.uploadImages([photo('mia.jpg'), photo('luka.png', 'image/png')])).toBe(true);
    expect(seen).toEqual([0, 20, 80, 100]);
    expect((calls('POST', `/projects/${ID}/upload-images`)[0]!.body as Upload).files).toEqual([
      { name: 'mia.jpg', type: 'image/jpeg' },
      { name: 'luka.png', type: 'image/png' },
    ]);
    // The images join the project without their base64 (it stays out of the stored state).
    expect(project.state.uploadedImages.map((item) => [item.id, item.base64])).toEqual([
      [image(1).id, null],
      [image(2).id, null],
    ]);
    expect(style.isUploading).toBe(false);
    await clock.advance(UPLOAD_PROGRESS_RESET_MS - 1);
    expect(style.uploadProgress).toBe(100);
    await clock.advance(1);
    expect(style.uploadProgress).toBeNull();
    expect(seen).toEqual([0, 20, 80, 100, null]);
    stop();
  });

  it('adds to the uploads already there, and counts them against the 10', async () => {
    const { style, project, messages, calls } = setup({
      state: { uploadedImages: Array.from({ length: 9 }, (_, n) => image(n + 1)) },
      routes: { [`POST /projects/${ID}/upload-images`]: { body: { success: true, images: [image(10)], error: null } } },
    });
    expect(style.roomLeft).toBe(1);
    expect(await style.uploadImages([photo('a.jpg'), photo('b.jpg')])).toBe(false);
    expect(messages()).toEqual([['error', STYLE_MESSAGES.tooManyFiles]]);
    expect(calls('POST', `/projects/${ID}/upload-images`)).toHaveLength(0);
    expect(await style.uploadImages([photo('a.jpg')])).toBe(true);
    expect(project.state.uploadedImages).toHaveLength(10);
    expect(style.roomLeft).toBe(0);
  });

  it("says 'Failed to upload images. Please try again.' and clears the progress when the upload fails", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { style, project, messages } = setup({
      routes: { [`POST /projects/${ID}/upload-images`]: { status: 400, body: { detail: 'notes.png is not an image.' } } },
    });
    expect(await style.uploadImages([photo('notes.png', 'image/png')])).toBe(false);
    expect(style.uploadProgress).toBeNull();
    expect(project.state.uploadedImages).toEqual([]);
    expect(messages()).toEqual([['error', STYLE_MESSAGES.uploadFailed]]);
    warn.mockRestore();
  });
});

describe('StyleStore removing uploads', () => {
  const removePath = (n: number) => `/projects/${ID}/uploads/${image(n).id}`;

  it('takes the image out at once, asks the server to delete it, and frees a place for another upload', async () => {
    let answer!: (route: { body: unknown }) => void;
    const { style, project, calls, messages } = setup({
      state: { uploadedImages: Array.from({ length: 10 }, (_, n) => image(n + 1)) },
      routes: { [`DELETE ${removePath(3)}`]: () => new Promise((resolve) => (answer = resolve)) },
    });
    expect(style.roomLeft).toBe(0);
    const removed = style.removeUpload(image(3).id!);
    // Gone from the list before the server answers.
    expect(project.state.uploadedImages.map((item) => item.id)).not.toContain(image(3).id);
    expect(project.state.uploadedImages).toHaveLength(9);
    expect(style.roomLeft).toBe(1);
    await settle();
    answer({ body: { success: true, message: 'Image removed', error: null } });
    expect(await removed).toBe(true);
    expect(calls('DELETE', removePath(3))).toHaveLength(1);
    expect(project.state.uploadedImages.map((item) => item.id)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10].map((n) => image(n).id));
    expect(messages()).toEqual([]);
  });

  it("puts the image back where it was and says 'Failed to remove the image. Please try again.' when it fails", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { style, project, messages } = setup({
      state: { uploadedImages: [image(1), image(2), image(3)] },
      routes: { [`DELETE ${removePath(2)}`]: { status: 500, body: { detail: 'boom' } } },
    });
    expect(await style.removeUpload(image(2).id!)).toBe(false);
    expect(project.state.uploadedImages.map((item) => item.id)).toEqual([image(1).id, image(2).id, image(3).id]);
    expect(messages()).toEqual([['error', STYLE_MESSAGES.removeFailed]]);
    warn.mockRestore();
  });

  it("shows the server's reason for a 409, and keeps an image the server no longer has (404) removed", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const inUse = 'This photo is a page image of the story: choose another version for that page first.';
    const { style, project, messages } = setup({
      state: { uploadedImages: [image(1), image(2)] },
      routes: {
        [`DELETE ${removePath(1)}`]: { status: 409, body: { detail: inUse } },
        [`DELETE ${removePath(2)}`]: { status: 404, body: { detail: 'Uploaded image not found' } },
      },
    });
    expect(await style.removeUpload(image(1).id!)).toBe(false);
    expect(messages()).toEqual([['error', inUse]]);
    expect(await style.removeUpload(image(2).id!)).toBe(true);
    expect(project.state.uploadedImages.map((item) => item.id)).toEqual([image(1).id]);
    expect(messages()).toHaveLength(1);
    warn.mockRestore();
  });

  it('sends the remaining uploads only when generating the style options afterwards', async () => {
    const { style, project, calls } = setup({
      state: { uploadedImages: [image(1, { base64: b64('one') }), image(2, { base64: b64('two') })], artStyle: 'cartoon' },
      routes: { [`DELETE ${removePath(1)}`]: { body: { success: true, message: 'Image removed', error: null } } },
    });
    expect(await style.removeUpload(image(1).id!)).toBe(true);
    expect(await style.generateStyleImages()).toBe(true);
    const [request] = calls('POST', `/projects/${ID}/style-images`);
    expect((request!.body as Schema<'StyleImagesRequest'>).reference_images).toEqual([b64('two')]);
    expect(project.state.uploadedImages).toHaveLength(1);
  });

  it('changes nothing for an unknown id, and after another project opened it puts nothing back', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail!: (route: { status: number; body: unknown }) => void;
    const { style, project, transport, messages } = setup({
      state: { uploadedImages: [image(1)] },
      routes: { [`DELETE ${removePath(1)}`]: () => new Promise((resolve) => (fail = resolve)) },
    });
    expect(await style.removeUpload('nope')).toBe(false);
    expect(transport.requests).toEqual([]);
    const removed = style.removeUpload(image(1).id!);
    await settle();
    project.patch({ projectId: OTHER_ID, uploadedImages: [image(7)] });
    fail({ status: 500, body: {} });
    expect(await removed).toBe(false);
    expect(project.state.uploadedImages.map((item) => item.id)).toEqual([image(7).id]);
    expect(messages()).toEqual([]);
    warn.mockRestore();
  });
});

describe('StyleStore style choice and validation', () => {
  it('switches between a predefined style and a custom description, remembering the predefined one', () => {
    const { style, project } = setup({ state: { artStyle: 'watercolor' } });
    expect(style.mode).toBe('predefined');
    expect(style.predefinedStyle).toBe('watercolor');
    style.setMode('custom');
    expect(project.state.artStyle).toBe('custom');
    expect(style.mode).toBe('custom');
    expect(style.predefinedStyle).toBeNull();
    style.setCustomPrompt('Soft pastel, thin ink lines');
    expect(project.state.stylePrompt).toBe('Soft pastel, thin ink lines');
    style.setMode('predefined');
    expect(project.state.artStyle).toBe('watercolor');
    style.chooseArtStyle('sketch');
    expect(project.state.artStyle).toBe('sketch');
  });

  it("checks in the spec's order: custom description, art style, then uploads", async () => {
    const { style, messages, calls } = setup({ state: { artStyle: 'custom', stylePrompt: '  ' } });
    expect(await style.generateStyleImages()).toBe(false);
    expect(style.styleError).toBe(STYLE_MESSAGES.customEmpty);
    // Back to predefined with none chosen before: no art style yet.
    style.setMode('predefined');
    expect(style.styleError).toBeNull();
    expect(style.mode).toBe('predefined');
    expect(style.predefinedStyle).toBeNull();
    expect(await style.generateStyleImages()).toBe(false);
    expect(style.styleError).toBe(STYLE_MESSAGES.noStyle);
    style.chooseArtStyle('anime_style');
    expect(style.styleError).toBeNull();
    expect(await style.generateStyleImages()).toBe(false);
    expect(messages()).toEqual([
      ['error', STYLE_MESSAGES.customEmpty],
      ['error', STYLE_MESSAGES.noStyle],
      ['error', STYLE_MESSAGES.noUploads],
    ]);
    // The uploads message is not a style problem.
    expect(style.styleError).toBeNull();
    expect(calls('POST', `/projects/${ID}/style-images`)).toHaveLength(0);
  });

  it('keeps the additional instructions per project', () => {
    const { style, project } = setup();
    style.setInstructions('Make the sky purple');
    expect(style.instructions).toBe('Make the sky purple');
    project.patch({ projectId: OTHER_ID });
    expect(style.instructions).toBe('');
  });
});

describe('StyleStore style generation', () => {
  it('sends the uploads as base64 with the art style, stores the options and refreshes the balance', async () => {
    const { style, project, credits, calls, fetched } = setup({
      state: { artStyle: 'watercolor', uploadedImages: [image(1), image(2, { signed_url: null })] },
    });
    const generating = style.generateStyleImages();
    expect(project.state.isGeneratingStyle).toBe(true);
    expect(style.isGenerating).toBe(true);
    expect(await generating).toBe(true);
    expect(project.state.isGeneratingStyle).toBe(false);
    // Fetched from the signed URL, else the file URL.
    expect(fetched).toEqual([image(1).signed_url, image(2).file_url]);
    const [request] = calls('POST', `/projects/${ID}/style-images`);
    expect(request!.body).toEqual({
      style_prompt: null,
      reference_images: [b64(`bytes of ${image(1).signed_url}`), b64(`bytes of ${image(2).file_url}`)],
      art_style: 'watercolor',
    });
    expect(project.state.styleImages.map((item) => item.id)).toEqual([image(21).id, image(22).id, image(23).id]);
    await settle();
    expect(calls('GET', '/credits')).toHaveLength(1);
    expect(credits.balance).toBe(40);
  });

  it('uses the base64 of this visit’s uploads without fetching them', async () => {
    const { style, calls, fetched } = setup({
      routes: {
        [`POST /projects/${ID}/upload-images`]: { body: { success: true, images: [image(1, { base64: b64('one') })] } },
      },
    });
    await style.uploadImages([photo('mia.jpg')]);
    await style.generateStyleImages();
    expect(fetched).toEqual([]);
    expect((calls('POST', `/projects/${ID}/style-images`)[0]!.body as { reference_images: string[] }).reference_images).toEqual([
      b64('one'),
    ]);
  });

  it('sends a custom style as art style custom with its description, plus the additional instructions', async () => {
    const { style, project, calls } = setup({
      state: { artStyle: 'custom', stylePrompt: ' Soft pastel ', uploadedImages: [image(1, { base64: b64('one') })] },
    });
    style.setInstructions('Add a red scarf');
    await style.generateStyleImages();
    expect(calls('POST', `/projects/${ID}/style-images`)[0]!.body).toEqual({
      style_prompt: 'Soft pastel. Add a red scarf',
      reference_images: [b64('one')],
      art_style: 'custom',
    });
    expect(project.state.stylePrompt).toBe('Soft pastel');
    expect(project.state.artStyle).toBe('custom');
  });

  it('regenerates existing options with the additional instructions', async () => {
    const { style, project, calls } = setup({
      state: { artStyle: 'sketch', uploadedImages: [image(1, { base64: b64('one') })], styleImages: [image(21)] },
    });
    style.selectStyleImage(image(21).id!);
    style.setInstructions('  Bigger smiles ');
    await style.generateStyleImages();
    expect(calls('POST', `/projects/${ID}/style-images`)).toHaveLength(0);
    expect(calls('POST', `/projects/${ID}/regenerate-style-images`)[0]!.body).toEqual({
      style_prompt: null,
      reference_images: [b64('one')],
      art_style: 'sketch',
      regeneration_instructions: 'Bigger smiles',
    });
    expect(project.state.styleImages.map((item) => item.id)).toEqual([image(31).id, image(32).id, image(33).id]);
    expect(style.selectedStyleId).toBeNull();
  });

  it("says 'No style images were generated. Please try again.' for an empty answer", async () => {
    const { style, project, messages } = setup({
      state: { uploadedImages: [image(1, { base64: b64('one') })] },
      routes: {
        [`POST /projects/${ID}/style-images`]: {
          body: { success: false, style_images: [], error: 'No style images were generated. Please try again.' },
        },
      },
    });
    expect(await style.generateStyleImages()).toBe(false);
    expect(messages()).toEqual([['error', STYLE_MESSAGES.noStyleImages]]);
    expect(project.state.styleImages).toEqual([]);
    expect(project.state.isGeneratingStyle).toBe(false);
  });

  it('opens the insufficient-credits dialog on a 402 and says what is missing', async () => {
    const { style, project, messages } = setup({
      state: { uploadedImages: [image(1, { base64: b64('one') })] },
      routes: {
        [`POST /projects/${ID}/style-images`]: {
          status: 402,
          body: { detail: { message: 'Insufficient credits', required_credits: 5, current_credits: 2 } },
        },
      },
    });
    expect(await style.generateStyleImages()).toBe(false);
    expect(project.insufficientCredits).toEqual({ required: 5, current: 2 });
    expect(messages()).toEqual([
      [
        'error',
        'Insufficient credits to generate style images. You need 5 credits but have 2. Please purchase more credits to continue.',
      ],
    ]);
  });

  it("shows the catalogue's message for other failures, the action's default when the answer says nothing", async () => {
    const { style, project, messages, transport } = setup({
      state: { uploadedImages: [image(1, { base64: b64('one') })] },
      routes: { [`POST /projects/${ID}/style-images`]: { status: 500, body: {} } },
    });
    await style.generateStyleImages();
    transport.routes[`POST /projects/${ID}/style-images`] = { status: 400, body: {} };
    await style.generateStyleImages();
    expect(messages()).toEqual([
      ['error', 'Server error occurred. Please try again in a few minutes.'],
      ['error', 'Failed to generate style images. Please try again.'],
    ]);
    expect(project.insufficientCredits).toBeNull();
  });
});

describe('StyleStore approving the reference image', () => {
  const withOptions: Partial<WorkflowState> = {
    artStyle: 'watercolor',
    uploadedImages: [image(1)],
    styleImages: [image(21), image(22)],
  };

  it("says 'Please select a style image to continue.' without a choice", async () => {
    const { style, messages, calls } = setup({ state: { ...withOptions } });
    expect(await style.continueToStoryDetails()).toBe(false);
    expect(messages()).toEqual([['error', STYLE_MESSAGES.noSelection]]);
    expect(calls('POST', `/projects/${ID}/approve-reference`)).toHaveLength(0);
  });

  it('fetches the chosen image, approves it, completes stage 1, moves to stage 2 and goes there', async () => {
    const { style, project, calls, visited, fetched } = setup({ state: { ...withOptions, stylePrompt: '' } });
    style.selectStyleImage(image(22).id!);
    expect(await style.continueToStoryDetails()).toBe(true);
    expect(fetched).toEqual([image(22).signed_url]);
    const base64 = b64(`bytes of ${image(22).signed_url}`);
    expect(calls('POST', `/projects/${ID}/approve-reference`)[0]!.body).toEqual({
      image_base64: base64,
      art_style: 'watercolor',
      style_prompt: null,
    });
    expect(project.state.stagesCompleted[1]).toBe(true);
    expect(project.state.currentStage).toBe(2);
    expect(project.state.approvedReferenceImage).toBe(base64);
    expect(project.state.artStyle).toBe('watercolor');
    await settle();
    expect(calls('PUT', `/projects/${ID}/stage`)[0]!.body).toEqual({ stage: 2 });
    expect(visited).toEqual(['/app/stage/2']);
  });

  it('falls back to the file URL when the image has no signed URL', async () => {
    const { style, fetched } = setup({ state: { ...withOptions, styleImages: [image(21, { signed_url: null })] } });
    style.selectStyleImage(image(21).id!);
    await style.continueToStoryDetails();
    expect(fetched).toEqual([image(21).file_url]);
  });

  it.each([
    ['cannot be fetched', () => Promise.reject(new TypeError('network')), STYLE_MESSAGES.processFailed],
    ['is not an image', () => Promise.resolve(new Blob(['<html>'], { type: 'text/html' })), STYLE_MESSAGES.invalidFormat],
    ['is empty', () => Promise.resolve(new Blob([], { type: 'image/png' })), STYLE_MESSAGES.extractFailed],
  ] as const)('says so when the chosen image %s, and stays', async (_case, fetchImage, message) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { style, project, messages, calls, visited } = setup({ state: { ...withOptions }, fetchImage });
    style.selectStyleImage(image(21).id!);
    expect(await style.continueToStoryDetails()).toBe(false);
    expect(messages()).toEqual([['error', message]]);
    expect(calls('POST', `/projects/${ID}/approve-reference`)).toHaveLength(0);
    expect(project.state.stagesCompleted[1]).toBe(false);
    expect(visited).toEqual([]);
    expect(style.isApproving).toBe(false);
    warn.mockRestore();
  });

  it("says 'Failed to approve reference image: {error}', or 'Unknown error', and stays", async () => {
    const { style, project, messages, transport, visited } = setup({
      state: { ...withOptions },
      routes: { [`POST /projects/${ID}/approve-reference`]: { body: { success: false, error: 'Storage is full' } } },
    });
    style.selectStyleImage(image(21).id!);
    await style.continueToStoryDetails();
    transport.routes[`POST /projects/${ID}/approve-reference`] = { body: { success: false } };
    await style.continueToStoryDetails();
    transport.routes[`POST /projects/${ID}/approve-reference`] = {
      status: 400,
      body: { detail: 'The selected style image 1 is not an image.' },
    };
    await style.continueToStoryDetails();
    expect(messages()).toEqual([
      ['error', 'Failed to approve reference image: Storage is full'],
      ['error', 'Failed to approve reference image: Unknown error'],
      ['error', 'Failed to approve reference image: The selected style image 1 is not an image.'],
    ]);
    expect(project.state.stagesCompleted[1]).toBe(false);
    expect(project.state.approvedReferenceImage).toBeNull();
    expect(visited).toEqual([]);
  });
});

describe('StyleStore in a read-only project', () => {
  const readOnly: Partial<WorkflowState> = {
    isReadOnly: true,
    artStyle: 'watercolor',
    uploadedImages: [image(1, { base64: b64('one') })],
    styleImages: [image(21)],
    stagesCompleted: { 1: true, 2: true, 3: true },
    currentStage: 3,
  };

  it('changes nothing and calls nothing: uploads, style, instructions, generation, selection', async () => {
    const { style, project, transport } = setup({ state: { ...readOnly } });
    expect(await style.uploadImages([photo('mia.jpg')])).toBe(false);
    expect(await style.removeUpload(image(1).id!)).toBe(false);
    expect(project.state.uploadedImages).toHaveLength(1);
    style.setMode('custom');
    style.chooseArtStyle('sketch');
    style.setCustomPrompt('x');
    style.setInstructions('y');
    expect(await style.generateStyleImages()).toBe(false);
    style.selectStyleImage(image(21).id!);
    expect(project.state.artStyle).toBe('watercolor');
    expect(project.state.stylePrompt).toBe('');
    expect(style.instructions).toBe('');
    expect(style.selectedStyleId).toBeNull();
    expect(transport.requests).toEqual([]);
  });

  it('Continue only moves on to stage 2, approving nothing', async () => {
    const { style, transport, visited } = setup({ state: { ...readOnly } });
    expect(await style.continueToStoryDetails()).toBe(true);
    expect(visited).toEqual(['/app/stage/2']);
    expect(transport.requests).toEqual([]);
  });
});
