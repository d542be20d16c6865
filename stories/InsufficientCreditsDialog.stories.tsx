import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { InsufficientCreditsDialog } from '@storyloom/ui';
import { overlayDocs } from './docsParameters.ts';

const meta = {
  title: 'Workflow/InsufficientCreditsDialog',
  parameters: overlayDocs,
  component: InsufficientCreditsDialog,
  args: { open: true, required: 18, current: 5, onBuyCredits: fn(), onCancel: fn() },
} satisfies Meta<typeof InsufficientCreditsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The figure under a term of the dialog's list ('Required', 'Current', 'Shortage'). */
function figure(dialog: HTMLElement, term: string): string | null | undefined {
  const dt = within(dialog).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent;
}

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Insufficient Credits' });
    await expect(dialog).toHaveAccessibleDescription('You need 18 credits but have 5.');
    await expect(figure(dialog, 'Required')).toBe('18');
    await expect(figure(dialog, 'Current')).toBe('5');
    await expect(figure(dialog, 'Shortage')).toBe('13');

    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy Credits' }));
    await expect(args.onBuyCredits).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onBuyCredits).toHaveBeenCalledTimes(1);
  },
};

export const ZeroBalance: Story = {
  args: { required: 1250, current: 0 },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Insufficient Credits' });
    await expect(dialog).toHaveAccessibleDescription('You need 1,250 credits but have 0.');
    await expect(figure(dialog, 'Current')).toBe('0');
    await expect(figure(dialog, 'Shortage')).toBe('1,250');
  },
};

/** A balance above the requirement (a stale price) never shows a negative shortage. */
export const NoShortage: Story = {
  args: { required: 5, current: 12 },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Insufficient Credits' });
    await expect(figure(dialog, 'Shortage')).toBe('0');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: 'Insufficient Credits' });
    await expect(figure(dialog, 'Shortage')).toBe('13');
    // Footer buttons stack full width on phones and stay inside the viewport.
    const buy = within(dialog).getByRole('button', { name: 'Buy Credits' });
    await expect(buy.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(buy);
    await expect(args.onBuyCredits).toHaveBeenCalledTimes(1);
  },
};
