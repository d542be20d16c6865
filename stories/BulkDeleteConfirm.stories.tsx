import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BulkDeleteConfirm, Button, type BulkDeleteConfirmProps } from '@storyloom/ui';
import { overlayDocs } from './docsParameters.ts';

const meta = {
  title: 'Gallery/BulkDeleteConfirm',
  parameters: overlayDocs,
  component: BulkDeleteConfirm,
  args: { open: true, count: 3, deleting: false, onConfirm: fn(), onCancel: fn() },
  argTypes: { count: { control: { type: 'number', min: 0 } } },
} satisfies Meta<typeof BulkDeleteConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

const mismatch = 'Please type "delete" exactly as shown';
const match = 'Confirmation text matches';

export const EmptyInput: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Delete 3 projects?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The 3 selected projects and all their images, audio and videos will be deleted permanently. This cannot be undone.',
    );
    const field = within(dialog).getByRole('textbox', { name: 'Type delete to confirm' });
    // Focus starts in the field, ready to type.
    await expect(field).toHaveFocus();
    await expect(field).toHaveValue('');
    const confirm = within(dialog).getByRole('button', { name: 'Delete 3 projects' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Nothing typed yet: no verdict.
    await expect(within(dialog).queryByText(mismatch)).toBeNull();
    await expect(within(dialog).queryByText(match)).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

export const Mismatch: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Delete 3 projects?' });
    const field = within(dialog).getByRole('textbox', { name: 'Type delete to confirm' });
    await userEvent.type(field, 'delet');
    // The dialog may still be fading in on a busy machine: wait for the verdict to be seen.
    await waitFor(() => expect(within(dialog).getByText(mismatch)).toBeVisible());
    await expect(field).toHaveAccessibleDescription(mismatch);
    const confirm = within(dialog).getByRole('button', { name: 'Delete 3 projects' });
    await expect(confirm).toBeDisabled();
    // Enter in the field does not confirm either.
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Match: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Delete 3 projects?' });
    const field = within(dialog).getByRole('textbox', { name: 'Type delete to confirm' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete 3 projects' });

    // Case does not matter.
    await userEvent.type(field, 'Delete');
    await waitFor(() => expect(within(dialog).getByText(match)).toBeVisible());
    await expect(within(dialog).queryByText(mismatch)).toBeNull();
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    // One letter more is a mismatch again.
    await userEvent.type(field, 's');
    await expect(within(dialog).getByText(mismatch)).toBeVisible();
    await expect(confirm).toBeDisabled();

    await userEvent.clear(field);
    await userEvent.type(field, 'DELETE{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
    await expect(confirm).toBeEnabled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const OneProject: Story = {
  args: { count: 1 },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Delete 1 project?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete 1 project' })).toBeDisabled();
  },
};

/** Nothing selected: even the right word cannot confirm. */
export const NoneSelected: Story = {
  args: { count: 0 },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Delete 0 projects?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type delete to confirm' }), 'delete');
    const confirm = within(dialog).getByRole('button', { name: 'Delete 0 projects' });
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Delete 3 projects?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete 3 projects' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** As the gallery owns it: a trigger opens it, Cancel closes it; the typed text does not survive a reopen. */
function BulkDeleteDemo({ open: initiallyOpen, onCancel, ...props }: BulkDeleteConfirmProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {`Delete Selected (${props.count})`}
      </Button>
      <BulkDeleteConfirm
        {...props}
        open={open}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

export const Reopen: Story = {
  args: { open: false },
  render: (args) => <BulkDeleteDemo {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Delete Selected (3)' });
    await userEvent.click(trigger);
    const dialog = canvas.getByRole('alertdialog', { name: 'Delete 3 projects?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type delete to confirm' }), 'delete');
    await expect(within(dialog).getByRole('button', { name: 'Delete 3 projects' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(dialog).not.toHaveAttribute('open');
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await expect(within(dialog).getByRole('textbox', { name: 'Type delete to confirm' })).toHaveValue('');
    await expect(within(dialog).getByRole('button', { name: 'Delete 3 projects' })).toBeDisabled();
    await expect(within(dialog).queryByText(match)).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = canvas.getByRole('alertdialog', { name: 'Delete 3 projects?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Type delete to confirm' }), 'delete');
    const confirm = within(dialog).getByRole('button', { name: 'Delete 3 projects' });
    await expect(confirm.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
