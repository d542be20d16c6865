import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConfirmDialog, confirmDialogTones } from '@storyloom/ui';
import { overlayDocs } from './docsParameters.ts';

/**
 * The gallery's confirmations built from ConfirmDialog: deleting one project, and removing a shared video from the
 * public showcase.
 */
const meta = {
  title: 'Gallery/ProjectDialogs',
  parameters: overlayDocs,
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Delete project?',
    message: '“The Enchanted Oak” and all its images, audio and videos will be deleted permanently. This cannot be undone.',
    confirmLabel: 'Delete',
    tone: 'danger',
    loading: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmDialogTones },
    message: { control: 'text' },
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const removeFromShowcase = {
  title: 'Remove from showcase?',
  message: '“Autumn Leaves Dance” will no longer appear in the public showcase. You can share it again later.',
  confirmLabel: 'Remove from showcase',
  tone: 'default',
} as const;

export const DeleteProject: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Delete project?' });
    await expect(dialog).toHaveAccessibleDescription(
      '“The Enchanted Oak” and all its images, audio and videos will be deleted permanently. This cannot be undone.',
    );
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    // Focus starts on the safe choice.
    await expect(cancel).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    cancel.focus();
  },
};

export const DeletingProject: Story = {
  args: { loading: true },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Delete project?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const RemoveFromShowcase: Story = {
  args: removeFromShowcase,
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Remove from showcase?' });
    await expect(dialog).toHaveAccessibleDescription(
      '“Autumn Leaves Dance” will no longer appear in the public showcase. You can share it again later.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove from showcase' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
  },
};

export const RemovingFromShowcase: Story = {
  args: { ...removeFromShowcase, loading: true },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Remove from showcase?' });
    const confirm = within(dialog).getByRole('button', { name: 'Remove from showcase' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Delete project?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(confirm.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
