import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '@storyloom/api-client';
import type { FakeRoute } from '../../app/src/testing/fakeTransport.ts';
import { pending, ScreenHarness, type Screen } from '../../app/src/testing/screen.tsx';
import type { WorkflowState } from '../../app/src/stores/ProjectStore.ts';
import { imageVersions, pageImages } from '../fixtures/stage3.ts';
import { artStyles, languages, storyTypes, styleOptions } from '../fixtures/workflow.ts';

const PROJECT_ID = '3c9d1e2f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const at = (path: string) => `/projects/${PROJECT_ID}${path}`;

/** The approved style option as the project keeps it: base64 without a data prefix. */
const svgOf = (dataUrl: string) => decodeURIComponent(dataUrl.slice(dataUrl.indexOf(',') + 1));
const referenceImage = btoa(svgOf(styleOptions[1]!.src));

const catalogueApi: Record<string, FakeRoute> = {
  'GET /story-types': {
    body: { success: true, story_types: Object.fromEntries(storyTypes.map(({ key, ...type }) => [key, type])) },
  },
  'GET /art-styles': { body: { success: true, styles: Object.fromEntries(artStyles.map(({ key, ...style }) => [key, style])) } },
  'GET /languages': { body: { success: true, languages } },
  [`PUT ${at('')}`]: { body: { success: true } },
  [`PUT ${at('/stage')}`]: { body: { success: true } },
  // The server still has the project the browser kept (a 404 would replace it with a new one).
  [`GET ${at('')}`]: {
    body: {
      success: true,
      project: {
        id: PROJECT_ID,
        project_id: PROJECT_ID,
        story_type: 'childrens_bedtime_story',
        num_pages: 3,
        language: 'en',
        art_style: 'watercolor',
        current_stage: 2,
        stages_completed: { 1: true, 2: false, 3: false },
      },
    } satisfies Schema<'ProjectResponse'>,
  },
};

/** Stage 1 done: a watercolor reference approved, the story not described yet. */
const approved: Partial<WorkflowState> = {
  projectId: PROJECT_ID,
  currentStage: 2,
  stagesCompleted: { 1: true, 2: false, 3: false },
  artStyle: 'watercolor',
  approvedReferenceImage: referenceImage,
};

const details: Partial<WorkflowState> = {
  characterDescription: 'Mia, a curious six-year-old with red boots, and her sleepy grey cat Pepper',
  context: 'A windy night in a little village by the sea, when the moon cannot fall asleep',
  moodSuggestions: ['calm', 'dreamy'],
  additionalContext: 'with a little bit of mystery',
  storyInstructions: 'Rhyme where you can.',
  storyTitle: 'The Moon Who Couldn’t Sleep',
};

const storyPages: Schema<'StoryPage'>[] = [
  { page_number: 1, page: 1, page_text: 'Mia could not sleep, and neither could the moon above the little harbour.' },
  { page_number: 2, page: 2, page_text: 'Pepper the cat led her across the meadow, where the grass whispered secrets.' },
  { page_number: 3, page: 3, page_text: 'Together they sang the moon a lullaby until its silver eyes finally closed.' },
];

const version = (image_url: string): Schema<'ImageVersion'> => ({
  image_url,
  url: image_url,
  timestamp: '2026-11-20T18:30:00Z',
  label: 'Original',
  is_original: true,
  instructions: null,
});

const versions: Schema<'ImageVersionsResponse'> = {
  success: true,
  image_versions: { 0: imageVersions, 1: [version(pageImages.meadow)], 2: [version(pageImages.moonlitFox)] },
  current_versions: { 0: 1, 1: 0, 2: 0 },
};

/** The story written and illustrated; page 1 has three versions, the second one shown. */
const generated: Partial<WorkflowState> = {
  ...approved,
  ...details,
  currentStage: 3,
  stagesCompleted: { 1: true, 2: true, 3: false },
  story: storyPages,
  generatedImages: [pageImages.moonlitBrighter, pageImages.meadow, pageImages.moonlitFox],
  imageVersions: versions.image_versions,
  currentImageVersions: versions.current_versions,
};

const saved = (state: Partial<WorkflowState>) => ({
  'storyloom.project': JSON.stringify({ version: 3, state }),
});

const generatedApi: Record<string, FakeRoute> = {
  ...catalogueApi,
  [`GET ${at('/image-versions')}`]: { body: versions },
};

const meta = {
  title: 'Screens/Stage2',
  component: ScreenHarness,
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        // The whole page in the viewport (a screenshot only shows what the viewport paints), and no taller: big
        // screenshots are slow to settle.
        desktopForm: { name: 'Desktop 1280 × 2100', styles: { width: '1280px', height: '2100px' }, type: 'desktop' },
        desktopPages: { name: 'Desktop 1280 × 3800', styles: { width: '1280px', height: '3800px' }, type: 'desktop' },
        mobilePages: { name: 'Phone 390 × 5100', styles: { width: '390px', height: '5100px' }, type: 'mobile' },
      },
    },
  },
  globals: { viewport: { value: 'desktopForm', isRotated: false } },
  args: { path: '/app/stage/2', api: catalogueApi, storage: saved({ ...approved, ...details }) },
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const IMPROVE_PRICE = 'Improve with AI: 1 credit a text, nothing when it needs no change.';

/**
 * The page is there with its blueprint, the helpers' prices (an editable project) and every picture drawn (the
 * screenshot must not catch one half-decoded).
 */
async function opened(canvasElement: HTMLElement, { prices = true } = {}) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Story Details and Generation' });
  await canvas.findByText("Children's Bedtime Story");
  if (prices) await canvas.findByText(IMPROVE_PRICE);
  await pictures(canvasElement);
  return canvas;
}

/** A dialog once its opening animation has finished (its buttons are only visible then). */
async function openDialog(dialog: HTMLElement) {
  await Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return within(dialog);
}

/** Every picture drawn and the page back at its top: what the screenshot shows. */
async function pictures(canvasElement: HTMLElement) {
  await Promise.all([...canvasElement.querySelectorAll('img')].map((image) => image.decode().catch(() => {})));
  window.scrollTo(0, 0);
}

const generateButton = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Generate Story' });

/** Stage 1 left without an approved reference: the way back, and nothing to generate from. */
export const NoReference: Story = {
  args: {
    storage: saved({ projectId: PROJECT_ID, currentStage: 2, stagesCompleted: { 1: false, 2: false, 3: false } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    const reference = within(canvas.getByRole('region', { name: 'Reference Image' }));
    await expect(reference.getByText('Please approve a reference image from Stage 1 first.')).toBeVisible();
    await expect(reference.getByRole('link', { name: 'Go to Image Upload & Style' })).toHaveAttribute('href', '/app/stage/1');
    await expect(canvas.queryByRole('button', { name: 'Magic Fill' })).toBeNull();
    await expect(generateButton(canvas)).toBeDisabled();
    await expect(
      canvas.getByText('Please describe the characters in your reference image and provide a story context.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Auto-Generate Title' })).toBeNull();
    for (const label of ['Character Description', 'Story Context', 'Additional Context', 'Story Instructions', 'Story Title']) {
      await expect(canvas.getByRole('button', { name: `Improve with AI: ${label}` })).toBeDisabled();
    }
    await expect(canvas.getByRole('button', { name: 'Continue to Review and Finalize' })).toBeDisabled();
  },
};

let readyScreen: Screen | undefined;

/** Everything described: Generate Story is ready; the texts save a second after typing stops. */
export const ReadyToGenerate: Story = {
  args: { onReady: (screen) => (readyScreen = screen) },
  play: async ({ canvasElement, step }) => {
    const canvas = await opened(canvasElement);
    const blueprint = within(canvas.getByRole('region', { name: 'Story Blueprint' }));
    await expect(blueprint.getByText('English')).toBeVisible();
    await expect(blueprint.getByText('3')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Approved reference' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Magic Fill' })).toBeEnabled();
    // The helpers say what they cost, from the server's price list.
    await expect(canvas.getByRole('button', { name: 'Magic Fill' })).toHaveAccessibleDescription(
      /^1 credit Fills in the characters/,
    );
    await expect(canvas.getByRole('button', { name: 'Improve with AI: Story Context' })).toHaveAccessibleDescription(
      IMPROVE_PRICE,
    );
    await expect(canvas.getByRole('textbox', { name: /Character Description/ })).toHaveValue(details.characterDescription);
    await expect(canvas.getByRole('button', { name: 'calm' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Auto-Generate Title' })).toBeEnabled();
    await expect(generateButton(canvas)).toBeEnabled();
    await expect(canvas.queryByText(/Please describe the characters/)).toBeNull();

    await step('typing a title saves the texts 1 s later', async () => {
      const title = canvas.getByRole('textbox', { name: 'Story Title' });
      await userEvent.type(title, '!');
      await expect(await canvas.findByText('Saved', {}, { timeout: 3000 })).toBeVisible();
      const save = readyScreen!.transport.requests.find((r) => r.method === 'PUT' && r.path === at(''));
      await expect(save?.body).toMatchObject({ story_title: 'The Moon Who Couldn’t Sleep!' });
      title.blur();
    });
    await pictures(canvasElement);
  },
};

/** Magic Fill on an empty form: the details suggested from the reference image fill the texts. */
export const MagicFill: Story = {
  args: {
    storage: saved(approved),
    api: {
      ...catalogueApi,
      [`POST ${at('/auto-generate-story-details')}`]: {
        body: {
          success: true,
          story_details: {
            character_description: details.characterDescription!,
            story_context: details.context!,
            mood_tone: 'calm, dreamy',
            story_title: details.storyTitle!,
            story_instructions: details.storyInstructions!,
          },
          error: null,
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await expect(generateButton(canvas)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Magic Fill' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /Story Context/ })).toHaveValue(details.context));
    await expect(canvas.getByRole('textbox', { name: 'Story Title' })).toHaveValue(details.storyTitle);
    await expect(canvas.getByRole('textbox', { name: 'Mood in your own words' })).toHaveValue('calm, dreamy');
    await expect(generateButton(canvas)).toBeEnabled();
    // Nothing was written, so nothing was asked; what it filled can be undone in one go.
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Undo Magic Fill' })).toBeVisible();
    // The filled texts save 1 s later: the picture waits for that, not for whichever moment the run reaches it.
    await expect(await canvas.findByText('Saved', {}, { timeout: 5000 })).toBeVisible();
    canvas.getByRole('button', { name: 'Magic Fill' }).blur();
    await pictures(canvasElement);
  },
};

let askScreen: Screen | undefined;

/** Magic Fill with texts written: it asks first, naming them, and nothing is called or spent until the user says. */
export const MagicFillAsks: Story = {
  args: {
    storage: saved({ ...approved, characterDescription: 'my cat Toma', context: 'Toma sleeps all day in the sun' }),
    api: { ...catalogueApi, [`POST ${at('/auto-generate-story-details')}`]: pending },
    onReady: (screen) => (askScreen = screen),
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    // The price before the click, from the server's list, as the button's description.
    await expect(canvas.getByRole('button', { name: 'Magic Fill' })).toHaveAccessibleDescription(/^1 credit Fills in/);
    await expect(canvas.getByRole('button', { name: 'Auto-Generate Title' })).toHaveAccessibleDescription('1 credit');
    await userEvent.click(canvas.getByRole('button', { name: 'Magic Fill' }));
    const dialog = await openDialog(await within(document.body).findByRole('alertdialog', { name: 'Replace what you wrote?' }));
    const list = dialog.getByRole('list', { name: 'Texts that would be replaced' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Character Description', 'Story Context']);
    await expect(dialog.getByRole('button', { name: 'Fill the empty ones' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Replace' })).toBeVisible();
    await expect(askScreen!.transport.requests.some((r) => r.path === at('/auto-generate-story-details'))).toBe(false);
  },
};

const improved = (text: string, changed: boolean): FakeRoute => ({
  body: {
    success: true,
    improved_text: text,
    changed,
    message: changed ? 'Text improved: 1 credit used.' : 'Your text already reads well: nothing to change, no credit used.',
    error: null,
  } satisfies Schema<'ImproveTextResult'>,
});

/** An improved text replaces the field, says so, and offers Undo beside its button. */
export const Improved: Story = {
  args: {
    storage: saved({ ...approved, ...details, context: 'mia walk in the the forest and she see a owl' }),
    api: {
      ...catalogueApi,
      [`POST ${at('/improve-text')}`]: improved('Mia walks in the forest and she sees an owl.', true),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Improve with AI: Story Context' }));
    const toast = await canvas.findByText('Text improved: 1 credit used.');
    await expect(canvas.getByRole('textbox', { name: /Story Context/ })).toHaveValue(
      'Mia walks in the forest and she sees an owl.',
    );
    await expect(canvas.getByRole('button', { name: 'Undo the improvement: Story Context' })).toBeVisible();
    await expect(await canvas.findByText('Saved', {}, { timeout: 5000 })).toBeVisible();
    canvas.getByRole('button', { name: 'Improve with AI: Story Context' }).blur();
    await pictures(canvasElement);
    await userEvent.hover(toast);
  },
};

/** Text that needs nothing: it stays as written, and the toast says no credit was used. */
export const ImproveNothingToChange: Story = {
  args: {
    api: { ...catalogueApi, [`POST ${at('/improve-text')}`]: improved(details.context!, false) },
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Improve with AI: Story Context' }));
    const toast = await canvas.findByText('Your text already reads well: nothing to change, no credit used.');
    await expect(canvas.getByRole('textbox', { name: /Story Context/ })).toHaveValue(details.context);
    await expect(canvas.queryByRole('button', { name: /^Undo/ })).toBeNull();
    canvas.getByRole('button', { name: 'Improve with AI: Story Context' }).blur();
    await pictures(canvasElement);
    await userEvent.hover(toast);
  },
};

/** Magic Fill refused (400): the spec's message. */
export const MagicFillRefused: Story = {
  args: {
    storage: saved(approved),
    api: {
      ...catalogueApi,
      [`POST ${at('/auto-generate-story-details')}`]: { status: 400, body: { detail: 'No reference image' } },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Magic Fill' }));
    const toast = await canvas.findByRole('alert');
    await expect(toast).toHaveTextContent('Please upload reference images first before using the magic button.');
    await expect(canvas.getByRole('textbox', { name: /Character Description/ })).toHaveValue('');
    canvas.getByRole('button', { name: 'Magic Fill' }).blur();
    await pictures(canvasElement);
    // The pointer rests on the toast, which holds it on screen for the screenshots.
    await userEvent.hover(toast);
  },
};

let generatingScreen: Screen | undefined;

/** The story is being written: the button spins, the progress shows, the payload has every detail. */
export const Generating: Story = {
  args: {
    api: { ...catalogueApi, [`POST ${at('/story')}`]: pending },
    onReady: (screen) => (generatingScreen = screen),
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(generateButton(canvas));
    await expect(await canvas.findByText(/Writing your story and illustrating every page/)).toBeVisible();
    await expect(generateButton(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Magic Fill' })).toBeDisabled();
    const request = generatingScreen!.transport.requests.find((r) => r.path === at('/story'));
    await expect(request?.body).toMatchObject({
      character_description: details.characterDescription,
      context: details.context,
      additional_context: 'calm, dreamy, with a little bit of mystery',
      story_title: details.storyTitle,
      story_instructions: 'Rhyme where you can.',
      story_type: 'childrens_bedtime_story',
      num_pages: 3,
      language: 'en',
      art_style: 'watercolor',
      approved_reference_image: referenceImage,
    });
    await pictures(canvasElement);
  },
};

let generatedScreen: Screen | undefined;

/** The pages with their pictures: another version chosen, and page 2 regenerated with instructions. */
export const Generated: Story = {
  globals: { viewport: { value: 'desktopPages', isRotated: false } },
  args: {
    storage: saved(generated),
    api: {
      ...generatedApi,
      [`PUT ${at('/current-image-versions')}`]: { body: { success: true, page_index: 0, version_index: 0 } },
      [`POST ${at('/regenerate-image')}`]: {
        body: {
          success: true,
          page_index: 1,
          image: { base64: null, file_url: pageImages.moonlit, signed_url: pageImages.moonlit },
          version: { ...version(pageImages.moonlit), label: 'Version 2', is_original: false, instructions: 'Make it night' },
          version_index: 1,
          error: null,
        } satisfies Schema<'RegenerateImageResult'>,
      },
    },
    onReady: (screen) => (generatedScreen = screen),
  },
  play: async ({ canvasElement, step }) => {
    const canvas = await opened(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Regenerate Story' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Continue to Review and Finalize' })).toBeEnabled();
    const first = within(canvas.getByRole('article', { name: 'Page 1' }));
    const second = within(canvas.getByRole('article', { name: 'Page 2' }));
    await expect(first.getByRole('combobox', { name: 'Image version' })).toHaveDisplayValue('Version 2 – brighter');
    await expect(second.queryByRole('combobox', { name: 'Image version' })).toBeNull();

    await step('another version of page 1', async () => {
      await userEvent.selectOptions(first.getByRole('combobox', { name: 'Image version' }), 'Original');
      await waitFor(() =>
        expect(generatedScreen!.transport.requests.find((r) => r.path === at('/current-image-versions'))?.body).toEqual({
          page_index: 0,
          version_index: 0,
        }),
      );
      await expect(first.getByRole('button', { name: 'Zoom image of page 1' }).querySelector('img')).toHaveAttribute(
        'src',
        pageImages.moonlit,
      );
    });

    await step('page 2 regenerated: its new picture is the current version', async () => {
      await userEvent.type(second.getByRole('textbox', { name: /What should change/ }), 'Make it night');
      await userEvent.click(second.getByRole('button', { name: 'Regenerate Image' }));
      await waitFor(() => expect(second.getByRole('combobox', { name: 'Image version' })).toHaveDisplayValue('Version 2'));
      const request = generatedScreen!.transport.requests.find((r) => r.path === at('/regenerate-image'));
      await expect(request?.body).toMatchObject({
        page_index: 1,
        improvement_instructions: 'Make it night',
        page_text: storyPages[1]!.page_text,
      });
      second.getByRole('button', { name: 'Regenerate Image' }).blur();
    });
    await pictures(canvasElement);
  },
};

let confirmScreen: Screen | undefined;

/** Regenerate Story on a story that exists asks first. */
export const RegenerateConfirm: Story = {
  args: { storage: saved(generated), api: generatedApi, onReady: (screen) => (confirmScreen = screen) },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Regenerate Story' }));
    const dialog = await openDialog(await within(document.body).findByRole('alertdialog', { name: 'Regenerate Story?' }));
    await expect(dialog.getByRole('button', { name: 'Regenerate Story' })).toBeVisible();
    // The price before the click: 3 pages of text (1) and pictures (5), from the server's list.
    await waitFor(() =>
      expect(within(document.body).getByRole('alertdialog', { name: 'Regenerate Story?' })).toHaveAccessibleDescription(
        /It costs 18 credits\.$/,
      ),
    );
    await expect(confirmScreen!.transport.requests.some((r) => r.path === at('/story'))).toBe(false);
  },
};

let partialScreen: Screen | undefined;

/** Page 3's picture failed: the spec's warning, and the user stays on stage 2 to regenerate it. */
export const PartialFailure: Story = {
  globals: { viewport: { value: 'desktopPages', isRotated: false } },
  args: {
    api: {
      ...catalogueApi,
      [`POST ${at('/story')}`]: {
        body: {
          success: true,
          story: { title: details.storyTitle, story: storyPages },
          generated_images: [
            { page_index: 0, page_number: 1, image_url: pageImages.moonlit },
            { page_index: 1, page_number: 2, image_url: pageImages.meadow },
          ],
          failed_pages: [3],
          warning: null,
          error: null,
        } satisfies Schema<'StoryGenerationResult'>,
      },
      [`POST ${at('/initialize-image-versions')}`]: { body: { success: true, image_versions: {}, current_versions: {} } },
      [`GET ${at('/image-versions')}`]: {
        body: {
          success: true,
          image_versions: { 0: [version(pageImages.moonlit)], 1: [version(pageImages.meadow)] },
          current_versions: { 0: 0, 1: 0 },
        },
      },
    },
    onReady: (screen) => (partialScreen = screen),
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(generateButton(canvas));
    const toast = await canvas.findByRole('alert', {}, { timeout: 3000 });
    await expect(toast).toHaveTextContent(
      'Warning: Some images failed to generate. You can regenerate them individually using the "Regenerate Image" button on each page.',
    );
    await expect(within(canvas.getByRole('article', { name: 'Page 3' })).getByText('Image not generated')).toBeVisible();
    await expect(partialScreen!.router.state.location.pathname).toBe('/app/stage/2');
    await expect(canvas.getByRole('button', { name: 'Regenerate Story' })).toBeVisible();
    canvas.getByRole('button', { name: 'Regenerate Story' }).blur();
    await pictures(canvasElement);
    await userEvent.hover(toast);
  },
};

/** Not enough credits for the story: the insufficient-credits dialog with required, current and shortage. */
export const InsufficientCredits: Story = {
  args: {
    api: {
      ...catalogueApi,
      [`POST ${at('/story')}`]: {
        status: 402,
        body: { detail: 'Insufficient credits. You need 18 credits but have 10.', required: 18, current: 10 },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement);
    await userEvent.click(generateButton(canvas));
    const dialog = await openDialog(await within(document.body).findByRole('dialog', { name: 'Insufficient Credits' }));
    await expect(dialog.getByText('Shortage').nextElementSibling).toHaveTextContent('8');
    await expect(dialog.getByRole('button', { name: 'Buy Credits' })).toBeVisible();
    await expect(
      canvas.getByText(
        'Insufficient credits to generate story. You need 18 credits but have 10. Please purchase more credits to continue.',
      ),
    ).toBeInTheDocument();
  },
};

/** A completed project: everything shows, nothing can change. */
export const ReadOnly: Story = {
  globals: { viewport: { value: 'desktopPages', isRotated: false } },
  args: { storage: saved({ ...generated, isReadOnly: true }), api: generatedApi },
  play: async ({ canvasElement }) => {
    const canvas = await opened(canvasElement, { prices: false });
    await expect(canvas.getByText('Read-only mode: This project is completed and cannot be edited')).toBeVisible();
    await expect(canvas.queryByText(IMPROVE_PRICE)).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /Character Description/ })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Magic Fill' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Regenerate Story' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Auto-Generate Title' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'calm' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Regenerate Image' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Image version' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Continue to Review and Finalize' })).toBeEnabled();
  },
};

/** A phone: one column, no sideways scrolling. */
export const Mobile: Story = {
  args: { storage: saved(generated), api: generatedApi },
  globals: { viewport: { value: 'mobilePages', isRotated: false } },
  play: async ({ canvasElement }) => {
    await opened(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
