import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  AUTO_SAVE_MESSAGES,
  autoSaveStatuses,
  PAGE_TEXT_MAX_LENGTH,
  PagePreview,
  pagePreviewHeadingElements,
} from '@storyloom/ui';
import { brokenImageUrl, imageVersions, pageImages, pageText } from './fixtures/stage3.ts';
import { frame } from './storyLayout.css.ts';
import { phoneFrame } from './workflow-b.css.ts';

const meta = {
  title: 'Workflow/PagePreview',
  component: PagePreview,
  args: {
    pageNumber: 1,
    text: pageText.short,
    versions: imageVersions.slice(0, 1),
    currentVersion: 0,
    imageSrc: pageImages.moonlit,
    regenerating: false,
    readOnly: false,
    onVersionChange: fn(),
    onRegenerate: fn(),
    onImageError: fn(),
  },
  argTypes: {
    headingAs: { control: 'inline-radio', options: pagePreviewHeadingElements },
    textSaveStatus: { control: 'inline-radio', options: autoSaveStatuses },
  },
  // Top-left, not centred: a centred root of fractional height lands on a fractional pixel offset, and its
  // anti-aliased edges then differ by a colour step from run to run.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PagePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const wide: Story['decorators'] = [
  (Story) => (
    <div className={frame.wide}>
      <Story />
    </div>
  ),
];

export const Default: Story = {
  decorators: wide,
  play: async ({ args, canvas, userEvent }) => {
    const page = canvas.getByRole('article', { name: 'Page 1' });
    await expect(within(page).getByRole('heading', { level: 3, name: 'Page 1' })).toBeVisible();
    await expect(page).toHaveTextContent(pageText.short);
    await expect(within(page).getByRole('button', { name: 'Zoom image of page 1' })).toBeVisible();
    // One version: nothing to choose between.
    await expect(within(page).queryByRole('combobox', { name: 'Image version' })).toBeNull();

    const regenerate = within(page).getByRole('button', { name: 'Regenerate Image' });
    await userEvent.click(regenerate);
    await expect(args.onRegenerate).toHaveBeenCalledTimes(1);
    await expect(args.onRegenerate).toHaveBeenLastCalledWith(undefined);

    const instructions = within(page).getByRole('textbox', { name: 'What should change?' });
    await userEvent.type(instructions, '  Make the fox bigger {Enter}');
    await expect(args.onRegenerate).toHaveBeenCalledTimes(2);
    await expect(args.onRegenerate).toHaveBeenLastCalledWith('Make the fox bigger');
    await expect(instructions).toHaveValue('');
    await expect(args.onImageError).not.toHaveBeenCalled();
  },
};

/** Regenerate Image shows its price from the server's list, and before the click that the balance cannot pay it. */
export const RegeneratePrice: Story = {
  decorators: wide,
  args: { regenerateCost: 5, balance: 2 },
  play: async ({ canvas }) => {
    const regenerate = canvas.getByRole('button', { name: 'Regenerate Image' });
    await expect(regenerate).toHaveAccessibleDescription('5 credits. You have 2 credits, 3 credits short.');
    await expect(regenerate).toBeEnabled();
  },
};

export const WithVersions: Story = {
  decorators: wide,
  args: { versions: imageVersions, currentVersion: 1, imageSrc: pageImages.moonlitBrighter },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Image version' });
    const options = within(select).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Original',
      'Version 2 – brighter',
      'Version 3 – fox in front',
    ]);
    await expect(select).toHaveDisplayValue('Version 2 – brighter');
    await userEvent.selectOptions(select, 'Version 3 – fox in front');
    await expect(args.onVersionChange).toHaveBeenCalledTimes(1);
    await expect(args.onVersionChange).toHaveBeenCalledWith(2);
    await userEvent.selectOptions(select, 'Original');
    await expect(args.onVersionChange).toHaveBeenLastCalledWith(0);
  },
};

/** Without `imageSrc`, the current version's picture shows. */
export const FromVersions: Story = {
  decorators: wide,
  args: { versions: imageVersions, currentVersion: 2, imageSrc: undefined },
  play: async ({ canvas }) => {
    const zoom = canvas.getByRole('button', { name: 'Zoom image of page 1' });
    await expect(zoom.querySelector('img')).toHaveAttribute('src', pageImages.moonlitFox);
    await expect(canvas.getByRole('combobox', { name: 'Image version' })).toHaveDisplayValue('Version 3 – fox in front');
  },
};

export const Regenerating: Story = {
  decorators: wide,
  args: { versions: imageVersions, currentVersion: 0, regenerating: true },
  play: async ({ args, canvas, userEvent }) => {
    const page = canvas.getByRole('article', { name: 'Page 1' });
    await expect(page).toHaveAttribute('aria-busy', 'true');
    await expect(within(page).getByRole('status')).toHaveTextContent('Regenerating image of page 1');
    const regenerate = within(page).getByRole('button', { name: 'Regenerate Image' });
    await expect(regenerate).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(regenerate);
    await expect(args.onRegenerate).not.toHaveBeenCalled();
    await expect(within(page).getByRole('combobox', { name: 'Image version' })).toBeDisabled();
    await expect(within(page).getByRole('textbox', { name: 'What should change?' })).toBeDisabled();
    await expect(within(page).getByRole('button', { name: 'Zoom image of page 1' })).toBeDisabled();
  },
};

export const MissingImage: Story = {
  decorators: wide,
  args: { pageNumber: 3, imageSrc: null, versions: [] },
  play: async ({ args, canvas, userEvent }) => {
    const page = canvas.getByRole('article', { name: 'Page 3' });
    await expect(page).toHaveTextContent('Image not generated');
    await expect(within(page).queryByRole('button', { name: /^Zoom image/ })).toBeNull();
    await userEvent.click(within(page).getByRole('button', { name: 'Regenerate Image' }));
    await expect(args.onRegenerate).toHaveBeenCalledTimes(1);
  },
};

/** A picture that fails to load asks the app to refresh the versions, and says so in place of the picture. */
export const ImageLoadError: Story = {
  decorators: wide,
  args: { imageSrc: brokenImageUrl },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.onImageError).toHaveBeenCalledTimes(1));
    const page = canvas.getByRole('article', { name: 'Page 1' });
    await expect(page).toHaveTextContent('Image could not be loaded');
    await expect(within(page).queryByRole('button', { name: 'Zoom image of page 1' })).toBeNull();
    await expect(within(page).getByRole('button', { name: 'Regenerate Image' })).toBeEnabled();
  },
};

/** Stage 2: the page's text is edited in place; the app keeps what is typed and saves it 1 s after typing stops. */
export const EditableText: Story = {
  decorators: wide,
  args: { onTextChange: fn(), textSaveStatus: 'saved' },
  render: function Editable(args) {
    const [text, setText] = useState(args.text);
    return (
      <PagePreview
        {...args}
        text={text}
        onTextChange={(next) => {
          setText(next);
          args.onTextChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const page = canvas.getByRole('article', { name: 'Page 1' });
    const box = within(page).getByRole('textbox', { name: 'Text of page 1' });
    await expect(box).toHaveValue(pageText.short);
    await expect(box).toHaveAttribute('maxlength', String(PAGE_TEXT_MAX_LENGTH));
    await expect(within(page).getByRole('status')).toHaveTextContent(AUTO_SAVE_MESSAGES.saved);
    // The text is in the box, not shown a second time beside it.
    await expect(within(page).getAllByText(pageText.short)).toHaveLength(1);

    await userEvent.click(box);
    await userEvent.keyboard('{End} Pip followed.');
    await expect(box).toHaveValue(`${pageText.short} Pip followed.`);
    await expect(args.onTextChange).toHaveBeenLastCalledWith(`${pageText.short} Pip followed.`);
    await userEvent.clear(box);
    await expect(args.onTextChange).toHaveBeenLastCalledWith('');
    await userEvent.type(box, 'Mia tiptoed into the forest.');
    await expect(box).toHaveValue('Mia tiptoed into the forest.');
    // Regenerating the picture still works beside the text.
    await expect(within(page).getByRole('button', { name: 'Regenerate Image' })).toBeEnabled();
  },
};

export const TextSaving: Story = {
  decorators: wide,
  args: { onTextChange: fn(), textSaveStatus: 'saving' },
  play: async ({ canvas }) => {
    const page = canvas.getByRole('article', { name: 'Page 1' });
    // The save's live region, and the spinner inside it that is read out.
    const [region] = within(page).getAllByRole('status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toHaveTextContent(AUTO_SAVE_MESSAGES.saving);
    await expect(within(page).getByText(AUTO_SAVE_MESSAGES.saving, { selector: '[aria-hidden="true"]' })).toBeVisible();
    // Typing goes on while it saves.
    await expect(within(page).getByRole('textbox', { name: 'Text of page 1' })).toBeEnabled();
  },
};

export const TextSaveError: Story = {
  decorators: wide,
  args: { onTextChange: fn(), textSaveStatus: 'error' },
  play: async ({ canvas }) => {
    const page = canvas.getByRole('article', { name: 'Page 1' });
    await expect(within(page).getByRole('status')).toHaveTextContent(AUTO_SAVE_MESSAGES.error);
    await expect(within(page).getByRole('textbox', { name: 'Text of page 1' })).toHaveValue(pageText.short);
  },
};

/** An emptied box: the app saves nothing and says why under it. */
export const EmptyText: Story = {
  decorators: wide,
  args: {
    text: '',
    onTextChange: fn(),
    textError: 'A page needs some text. The last saved text is kept until you write some.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Text of page 1' });
    await expect(box).toHaveValue('');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/A page needs some text/);
  },
};

/** Stage 3: a page edited after it was narrated says so beside its number. */
export const NarrationOutOfDate: Story = {
  decorators: wide,
  args: { readOnly: true, narrationOutOfDate: true, onTextChange: fn(), text: 'Mia tiptoed into the forest.' },
  play: async ({ canvas }) => {
    const page = canvas.getByRole('article', { name: 'Page 1' });
    await expect(within(page).getByText('Narration out of date')).toBeVisible();
    await expect(page).toHaveTextContent('Mia tiptoed into the forest.');
    await expect(within(page).queryByRole('textbox')).toBeNull();
  },
};

export const ReadOnly: Story = {
  decorators: wide,
  // A completed project keeps its text read-only even where the app would edit it.
  args: { readOnly: true, onTextChange: fn(), versions: imageVersions, currentVersion: 1, imageSrc: pageImages.moonlitBrighter },
  play: async ({ canvas }) => {
    const page = canvas.getByRole('article', { name: 'Page 1' });
    await expect(page).toHaveTextContent(pageText.short);
    await expect(within(page).queryByRole('button', { name: 'Regenerate Image' })).toBeNull();
    await expect(within(page).queryByRole('combobox')).toBeNull();
    await expect(within(page).queryByRole('textbox')).toBeNull();
    // Zooming is not editing.
    await expect(within(page).getByRole('button', { name: 'Zoom image of page 1' })).toBeEnabled();
  },
};

export const ZoomOpen: Story = {
  decorators: wide,
  play: async ({ canvas, userEvent }) => {
    const zoom = canvas.getByRole('button', { name: 'Zoom image of page 1' });
    await userEvent.tab();
    await expect(zoom).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: 'Page 1' });
    await expect(within(dialog).getByRole('img', { name: 'Illustration for page 1' })).toHaveAttribute('src', pageImages.moonlit);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(zoom).toHaveFocus();

    // Open again with Space, and leave it open for the screenshot.
    await userEvent.keyboard(' ');
    const reopened = await canvas.findByRole('dialog', { name: 'Page 1' });
    // Visible once its entrance animation has run.
    await waitFor(() => expect(reopened).toBeVisible());
  },
};

export const LongText: Story = {
  decorators: wide,
  args: { text: pageText.long, versions: imageVersions, currentVersion: 0 },
  play: async ({ canvas }) => {
    const page = canvas.getByRole('article', { name: 'Page 1' });
    await expect(page).toHaveTextContent('blinking slowly.');
    await expect(page.scrollWidth).toBe(page.clientWidth);
    // Wide enough: the picture beside the text.
    const image = canvas.getByRole('button', { name: 'Zoom image of page 1' });
    const text = canvas.getByText(pageText.long);
    await expect(image.getBoundingClientRect().right).toBeLessThan(text.getBoundingClientRect().left);
  },
};

export const Mobile: Story = {
  args: { versions: imageVersions, currentVersion: 0 },
  decorators: [
    (Story) => (
      <div className={phoneFrame}>
        <Story />
      </div>
    ),
  ],
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const page = canvas.getByRole('article', { name: 'Page 1' });
    await expect(page.scrollWidth).toBe(page.clientWidth);
    // Stacked: the picture above the text.
    const image = within(page).getByRole('button', { name: 'Zoom image of page 1' });
    const text = within(page).getByText(pageText.short);
    await expect(image.getBoundingClientRect().bottom).toBeLessThan(text.getBoundingClientRect().top);
    await userEvent.selectOptions(within(page).getByRole('combobox', { name: 'Image version' }), 'Version 2 – brighter');
    await expect(args.onVersionChange).toHaveBeenCalledWith(1);
  },
};
