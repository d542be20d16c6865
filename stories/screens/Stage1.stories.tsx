import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '@storyloom/api-client';
import type { FakeRoute } from '../../app/src/testing/fakeTransport.ts';
import { pending, ScreenHarness, type Screen } from '../../app/src/testing/screen.tsx';
import { PROJECT_STORAGE_KEY, type WorkflowState } from '../../app/src/stores/ProjectStore.ts';
import { STAGE1_TITLE } from '../../app/src/routes/stage1/Stage1Page.tsx';
import { artStyles, languages, storyTypes, styleOptions, uploadedPhotos } from '../fixtures/workflow.ts';

const PROJECT_ID = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const at = (path: string) => `/projects/${PROJECT_ID}${path}`;
const uuid = (n: number) => `9a8b7c6d-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The uploaded photos as the project keeps them (their pictures are data URLs: no network). */
const uploads: Schema<'ImageItem'>[] = uploadedPhotos.slice(0, 2).map((photo, index) => ({
  id: uuid(index + 1),
  base64: null,
  file_url: photo.src,
  signed_url: null,
  file_name: photo.name,
  content_type: 'image/svg+xml',
}));

const styleImages: Schema<'ImageItem'>[] = styleOptions.map((option, index) => ({
  id: uuid(index + 21),
  base64: null,
  file_url: option.src,
  signed_url: null,
  file_name: `style-${index + 1}.png`,
  content_type: 'image/svg+xml',
}));

/** GET /story-types, /art-styles and /languages as the server answers them, and the stage saved. */
const catalogueApi: Record<string, FakeRoute> = {
  'GET /story-types': {
    body: { success: true, story_types: Object.fromEntries(storyTypes.map(({ key, ...type }) => [key, type])) },
  },
  'GET /art-styles': { body: { success: true, styles: Object.fromEntries(artStyles.map(({ key, ...style }) => [key, style])) } },
  'GET /languages': { body: { success: true, languages } },
  [`PUT ${at('/stage')}`]: { body: { success: true } },
};

const stored = (state: Partial<WorkflowState>) => ({
  [PROJECT_STORAGE_KEY]: JSON.stringify({ version: 3, state: { projectId: PROJECT_ID, ...state } }),
});

const withUploads: Partial<WorkflowState> = { uploadedImages: uploads, storyType: 'fantasy_story', numPages: 5 };
const withOptions: Partial<WorkflowState> = { ...withUploads, artStyle: 'watercolor', styleImages };

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

const requestsTo = (screen: Screen | null, method: string, path: string) =>
  screen?.transport.requests.filter((request) => request.method === method && request.path === path) ?? [];

/** The open modal, after its entrance animation. */
async function opened(dialog: HTMLElement) {
  await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return within(dialog);
}

/** The toasts sit at the window's top right: the screenshot spans the window to show them. */
function spanWindow(canvasElement: HTMLElement) {
  canvasElement.style.boxSizing = 'border-box';
  canvasElement.style.width = '100vw';
}

/** The page, once the catalogue has arrived (the art styles show in predefined mode only). */
async function ready(canvas: ReturnType<typeof within>, { artStyles = true } = {}) {
  await expect(await canvas.findByRole('heading', { level: 1, name: STAGE1_TITLE }, { timeout: 5000 })).toBeVisible();
  await canvas.findByRole('radio', { name: "Children's Bedtime Story" });
  if (artStyles) await canvas.findByRole('radio', { name: 'Sketch' });
}

const meta = {
  title: 'Screens/Stage1',
  component: ScreenHarness,
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        // The whole stage is taller than the default test viewport, which would cut the screenshot.
        desktopTall: { name: 'Desktop 1280 × 3200', styles: { width: '1280px', height: '3200px' }, type: 'desktop' },
        mobileTall: { name: 'Phone 390 × 4200', styles: { width: '390px', height: '4200px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'desktopTall', isRotated: false } },
  args: { path: '/app/stage/1', api: catalogueApi },
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const fresh = screenHolder();

/** A new project: created on arrival (POST /projects/), realistic style, nothing uploaded yet. */
export const NewProject: Story = {
  args: {
    api: { ...catalogueApi, 'POST /projects/': { body: { success: true, project_id: PROJECT_ID } } },
    onReady: fresh.onReady,
  },
  play: async ({ canvas }) => {
    await ready(canvas);
    await waitFor(() => expect(fresh.screen!.stores.project.state.projectId).toBe(PROJECT_ID));
    await expect(requestsTo(fresh.screen, 'POST', '/projects/')).toHaveLength(1);
    await expect(canvas.getByRole('radio', { name: "Children's Bedtime Story" })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Realistic' })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Number of pages' })).toHaveValue('3');
    await expect(canvas.getByRole('radio', { name: 'Use Predefined Style' })).toBeChecked();
    await expect(canvas.getByText('Your style options will appear here once they are generated.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Tips for best results' })).toBeVisible();
    await expect(canvas.getByText('Use one photo per person')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Uploaded images' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Generate Style Images' })).toBeEnabled();
  },
};

const catalogueDown = screenHolder();

/** The story types and art styles could not load: each says so with a retry; the languages still offer en and hr. */
export const CatalogueFailed: Story = {
  args: {
    storage: stored(withUploads),
    api: {
      ...catalogueApi,
      'GET /story-types': { status: 500, body: {} },
      'GET /art-styles': { status: 503, body: {} },
      'GET /languages': { status: 500, body: {} },
    },
    onReady: catalogueDown.onReady,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Story types unavailable' })).toBeVisible();
    await expect(canvas.getByText('The story types could not be loaded.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Art styles unavailable' })).toBeVisible();
    const language = canvas.getByRole('combobox', { name: 'Story language' });
    await expect(
      within(language)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['English', 'Croatian (Hrvatski)']);
    const [retry] = canvas.getAllByRole('button', { name: 'Try Again' });
    await userEvent.click(retry!);
    // Only the lists that failed are asked for again.
    await waitFor(() => expect(requestsTo(catalogueDown.screen, 'GET', '/story-types')).toHaveLength(2));
    await expect(requestsTo(catalogueDown.screen, 'GET', '/art-styles')).toHaveLength(2);
    await waitFor(() => expect(catalogueDown.screen!.stores.catalogue.isLoading).toBe(false));
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Story types unavailable' })).toBeVisible();
  },
};

/** Two photos uploaded; the configuration changed from the defaults, with the chosen type described. */
export const ImagesUploaded: Story = {
  args: { storage: stored(withUploads) },
  play: async ({ canvas }) => {
    await ready(canvas);
    const list = canvas.getByRole('list', { name: 'Uploaded images' });
    await expect(within(list).getAllByRole('img')).toHaveLength(2);
    await expect(within(list).getByRole('img', { name: 'mia-at-the-beach.jpg' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Fantasy Story' })).toBeChecked();
    await expect(canvas.getByText(/Magic, quests and impossible worlds/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Number of pages' })).toHaveValue('5');
    await expect(canvas.getByText(/8 more can be added/)).toBeVisible();
  },
};

const removing = screenHolder();

/** A photo removed with its × button: it leaves the list, the server deletes it, and one more can be uploaded. */
export const UploadRemoved: Story = {
  args: {
    storage: stored(withUploads),
    api: {
      ...catalogueApi,
      [`DELETE ${at(`/uploads/${uploads[0]!.id}`)}`]: { body: { success: true, message: 'Image removed', error: null } },
    },
    onReady: removing.onReady,
  },
  play: async ({ canvas }) => {
    await ready(canvas);
    const list = canvas.getByRole('list', { name: 'Uploaded images' });
    await expect(within(list).getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: 'Remove mia-at-the-beach.jpg' }));
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(1));
    await expect(within(list).queryByRole('img', { name: 'mia-at-the-beach.jpg' })).toBeNull();
    await expect(canvas.getByText(/9 more can be added/)).toBeVisible();
    await waitFor(() => expect(requestsTo(removing.screen, 'DELETE', at(`/uploads/${uploads[0]!.id}`))).toHaveLength(1));
    await expect(removing.screen!.stores.project.state.uploadedImages.map((image) => image.id)).toEqual([uploads[1]!.id]);
  },
};

const removeRefused = screenHolder();

/** The server could not remove the photo: it comes back where it was, and a toast says so. */
export const UploadRemoveFailed: Story = {
  args: {
    storage: stored(withUploads),
    api: { ...catalogueApi, [`DELETE ${at(`/uploads/${uploads[0]!.id}`)}`]: { status: 500, body: { detail: 'Disk full' } } },
    onReady: removeRefused.onReady,
  },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    const list = canvas.getByRole('list', { name: 'Uploaded images' });
    await userEvent.click(within(list).getByRole('button', { name: 'Remove mia-at-the-beach.jpg' }));
    const toast = await within(await canvas.findByRole('region', { name: 'Messages' })).findByText(
      'Failed to remove the image. Please try again.',
    );
    await expect(requestsTo(removeRefused.screen, 'DELETE', at(`/uploads/${uploads[0]!.id}`))).toHaveLength(1);
    await expect(
      within(list)
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['mia-at-the-beach.jpg', uploads[1]!.file_name]);
    await expect(canvas.getByText(/8 more can be added/)).toBeVisible();
    // The pointer rests on the toast, which holds it on screen for the screenshots.
    await userEvent.hover(toast);
    spanWindow(canvasElement);
  },
};

const generating = screenHolder();

/** Generate Style Images pressed: the options are on their way. */
export const Generating: Story = {
  args: {
    storage: stored({ ...withUploads, artStyle: 'anime_style' }),
    api: { ...catalogueApi, [`POST ${at('/style-images')}`]: pending },
    onReady: generating.onReady,
  },
  play: async ({ canvas }) => {
    await ready(canvas);
    await userEvent.type(canvas.getByRole('textbox', { name: /Additional instructions/ }), 'Warm evening light');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Style Images' }));
    await expect(await canvas.findByText('Generating style options…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Generate Style Images' })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(requestsTo(generating.screen, 'POST', at('/style-images'))).toHaveLength(1));
    const [request] = requestsTo(generating.screen, 'POST', at('/style-images'));
    const body = request!.body as Schema<'StyleImagesRequest'>;
    await expect(body.art_style).toBe('anime_style');
    await expect(body.style_prompt).toBe('Warm evening light');
    // The uploads travel as base64 without a data prefix.
    await expect(body.reference_images).toHaveLength(2);
    await expect(body.reference_images[0]).toMatch(/^[A-Za-z0-9+/]+=*$/);
  },
};

/** Three style options, the second chosen. */
export const StyleOptionsShown: Story = {
  args: { storage: stored(withOptions) },
  play: async ({ canvas }) => {
    await ready(canvas);
    const options = canvas.getByRole('radiogroup', { name: 'Generated Style Options' });
    await expect(within(options).getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(within(options).getByRole('radio', { name: 'Style option 2' }));
    await expect(within(options).getByRole('radio', { name: 'Style option 2' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Watercolor' })).toBeChecked();
  },
};

const invalid = screenHolder();

/** Generate without photos and Continue without a choice: the spec's messages, and nothing is sent. */
export const ValidationErrors: Story = {
  args: { storage: stored({}), onReady: invalid.onReady },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Style Images' }));
    const noUploads = await canvas.findByText('Please upload inspiration images first.');
    await waitFor(() => expect(noUploads).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(noUploads).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Story Details' }));
    const noSelection = await canvas.findByText('Please select a style image to continue.');
    await waitFor(() => expect(noSelection).toBeVisible());
    // The pointer rests on the toast, which holds it on screen for the screenshots.
    await userEvent.hover(noSelection);
    spanWindow(canvasElement);
    await expect(requestsTo(invalid.screen, 'POST', at('/style-images'))).toHaveLength(0);
    await expect(requestsTo(invalid.screen, 'POST', at('/approve-reference'))).toHaveLength(0);
  },
};

/** 'Describe Custom Style' with an empty description: the message shows under the box. */
export const CustomStyleEmpty: Story = {
  args: { storage: stored(withUploads) },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Describe Custom Style' }));
    const description = canvas.getByRole('textbox', { name: 'Custom Style Description' });
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Style Images' }));
    await waitFor(() => expect(description).toHaveAccessibleDescription(/Please provide a custom style description\./));
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    // Typing clears it.
    await userEvent.type(description, 'Soft pastel');
    await expect(description).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(description);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Style Images' }));
    await waitFor(() => expect(description).toHaveAttribute('aria-invalid', 'true'));
    // The same message as a toast; the pointer rests on it, which holds it on screen for the screenshots.
    const toast = await within(await canvas.findByRole('region', { name: 'Messages' })).findByText(
      'Please provide a custom style description.',
    );
    await userEvent.hover(toast);
    spanWindow(canvasElement);
  },
};

/** Not enough credits for the style options: the dialog with required, current and shortage. */
export const InsufficientCredits: Story = {
  args: {
    storage: stored(withUploads),
    api: {
      ...catalogueApi,
      [`POST ${at('/style-images')}`]: {
        status: 402,
        body: { detail: { message: 'Insufficient credits', required_credits: 5, current_credits: 2 } },
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Style Images' }));
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await opened(await page.findByRole('dialog'));
    await expect(dialog.getByText('You need 5 credits but have 2.')).toBeVisible();
    await expect(dialog.getByText('Shortage')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Buy Credits/ })).toBeVisible();
    await expect(
      await page.findByText(
        'Insufficient credits to generate style images. You need 5 credits but have 2. Please purchase more credits to continue.',
      ),
    ).toBeInTheDocument();
  },
};

const approving = screenHolder();

/**
 * A style option approved: the image goes as base64, stage 1 is completed and the page moves to /app/stage/2. The
 * stage 2 screen has its own stories; this one comes back to show stage 1 marked Completed.
 */
export const ApproveSuccess: Story = {
  args: {
    storage: stored(withOptions),
    api: {
      ...catalogueApi,
      [`POST ${at('/approve-reference')}`]: { body: { success: true, message: 'Reference image approved', error: null } },
    },
    onReady: approving.onReady,
  },
  play: async ({ canvas }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Style option 3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Story Details' }));
    const screen = approving.screen!;
    await waitFor(() => expect(screen.router.state.location.pathname).toBe('/app/stage/2'));
    const [approve] = requestsTo(screen, 'POST', at('/approve-reference'));
    const body = approve!.body as Schema<'ApproveReferenceRequest'>;
    await expect(body.art_style).toBe('watercolor');
    await expect(body.image_base64).toBe(btoa(decodeURIComponent(styleOptions[2]!.src.split(',')[1]!)));
    await expect(screen.stores.project.state.stagesCompleted[1]).toBe(true);
    await expect(screen.stores.project.state.currentStage).toBe(2);
    await waitFor(() => expect(requestsTo(screen, 'PUT', at('/stage'))[0]?.body).toEqual({ stage: 2 }));
    // Stage 2 has opened (its page replaced this one) before going back.
    await waitFor(() => expect(canvas.queryByRole('heading', { level: 1, name: STAGE1_TITLE })).toBeNull());
    await waitFor(() => expect(screen.router.state.navigation.state).toBe('idle'));
    await screen.router.navigate('/app/stage/1');
    await ready(canvas);
    await expect(canvas.getByText('Completed')).toBeVisible();
  },
};

/** A completed project: no configuration or style cards, uploads disabled, the options shown but fixed. */
export const ReadOnly: Story = {
  args: {
    storage: stored({
      ...withOptions,
      isReadOnly: true,
      currentStage: 3,
      stagesCompleted: { 1: true, 2: true, 3: true },
      approvedReferenceImage: 'iVBORw0KGgo=',
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Read-only mode: This project is completed and cannot be edited')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Story Configuration' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Style Preferences' })).toBeNull();
    await expect(canvas.getByText('Uploads are disabled in read-only mode')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Generate Style Images' })).toBeNull();
    const options = canvas.getByRole('radiogroup', { name: 'Generated Style Options' });
    for (const option of within(options).getAllByRole('radio')) await expect(option).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Continue to Story Details' })).toBeEnabled();
  },
};

/** On a phone, with a custom style described: one column, nothing wider than the screen. */
export const Mobile: Story = {
  args: { storage: stored({ ...withOptions, artStyle: 'custom', stylePrompt: 'Soft pastel colours and thin ink outlines' }) },
  globals: { viewport: { value: 'mobileTall', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await ready(canvas, { artStyles: false });
    await expect(canvas.getByRole('textbox', { name: 'Custom Style Description' })).toHaveValue(
      'Soft pastel colours and thin ink outlines',
    );
    await expect(canvas.getByRole('button', { name: 'Continue to Story Details' })).toBeVisible();
    const { documentElement } = canvasElement.ownerDocument;
    await expect(documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
