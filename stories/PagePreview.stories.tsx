import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PagePreview, pagePreviewHeadingElements } from '@storyloom/ui';
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
  argTypes: { headingAs: { control: 'inline-radio', options: pagePreviewHeadingElements } },
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

export const ReadOnly: Story = {
  decorators: wide,
  args: { readOnly: true, versions: imageVersions, currentVersion: 1, imageSrc: pageImages.moonlitBrighter },
  play: async ({ canvas }) => {
    const page = canvas.getByRole('article', { name: 'Page 1' });
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
