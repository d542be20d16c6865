import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { RegenerateConfirm, regenerateTargets } from '@storyloom/ui';
import { overlayDocs } from './docsParameters.ts';

const meta = {
  title: 'Workflow/RegenerateConfirm',
  parameters: overlayDocs,
  component: RegenerateConfirm,
  args: { what: 'story', open: true, loading: false, onConfirm: fn(), onCancel: fn() },
  argTypes: { what: { control: 'inline-radio', options: regenerateTargets } },
} satisfies Meta<typeof RegenerateConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StoryText: Story = {
  name: 'Story',
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Regenerate Story?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The current story and its images will be replaced by a newly generated story.',
    );
    // Focus starts on the safe choice.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate Story' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** With the price from the server's list: 4 pages of text and pictures. */
export const StoryPrice: Story = {
  args: { cost: 24, balance: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alertdialog', { name: 'Regenerate Story?' })).toHaveAccessibleDescription(
      'The current story and its images will be replaced by a newly generated story. It costs 24 credits.',
    );
  },
};

/** The balance cannot pay: the dialog says so before the click. */
export const StoryCannotPay: Story = {
  args: { cost: 24, balance: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alertdialog', { name: 'Regenerate Story?' })).toHaveAccessibleDescription(
      'The current story and its images will be replaced by a newly generated story. It costs 24 credits. You have 10 credits, 14 credits short.',
    );
  },
};

export const Audio: Story = {
  args: { what: 'audio' },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Regenerate Audio?' });
    await expect(dialog).toHaveAccessibleDescription('The current narration of every page will be replaced by new audio.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate Audio' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Video: Story = {
  args: { what: 'video', cost: 0 },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Regenerate Video?' });
    await expect(dialog).toHaveAccessibleDescription('The current final video will be replaced by a new one. It is free.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Regenerate Video' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

/** Confirmed and starting: no second confirm, no dismissing. */
export const Loading: Story = {
  args: { what: 'video', loading: true },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Regenerate Video?' });
    const confirm = within(dialog).getByRole('button', { name: 'Regenerate Video' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Regenerate Story?' });
    const confirm = within(dialog).getByRole('button', { name: 'Regenerate Story' });
    await expect(confirm.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
