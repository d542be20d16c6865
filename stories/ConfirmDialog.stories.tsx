import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button, ConfirmDialog, confirmDialogTones, vars, type ConfirmDialogProps } from '@storyloom/ui';
import { overlayDocs } from './docsParameters.ts';

/** A trigger and the open state, as the screen owns them; Cancel and Confirm close it. */
function ConfirmDemo({ open: initiallyOpen, onCancel, onConfirm, ...props }: ConfirmDialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open confirmation
      </Button>
      <ConfirmDialog
        {...props}
        open={open}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        onConfirm={() => {
          onConfirm();
          // A loading confirmation stays open until the action finishes.
          if (!props.loading) setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Primitives/ConfirmDialog',
  parameters: overlayDocs,
  component: ConfirmDialog,
  args: {
    open: false,
    title: 'Regenerate Story?',
    message: 'The current story text will be replaced by a new one.',
    confirmLabel: 'Regenerate',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: confirmDialogTones },
    children: { control: false },
  },
  render: (args) => <ConfirmDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** The computed value of a colour token, e.g. `rgb(192, 38, 45)`. */
function resolveColor(token: string) {
  const probe = document.createElement('span');
  probe.style.color = token;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

async function openConfirm(canvas: Canvas, userEvent: UserEvent, name: string) {
  const trigger = canvas.getByRole('button', { name: 'Open confirmation' });
  await userEvent.click(trigger);
  const dialog = canvas.getByRole('alertdialog', { name });
  await expect(dialog.matches(':modal')).toBe(true);
  await Promise.all(dialog.getAnimations().map((animation: Animation) => animation.finished));
  return { trigger, dialog, inside: within(dialog) };
}

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const { trigger, dialog, inside } = await openConfirm(canvas, userEvent, 'Regenerate Story?');
    await expect(dialog).toHaveAccessibleDescription('The current story text will be replaced by a new one.');
    // Focus starts on the safe choice.
    const cancel = inside.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toHaveFocus();

    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(inside.getByRole('button', { name: 'Regenerate' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledTimes(2);

    await userEvent.click(trigger);
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Clear notifications',
    message: 'Clear all notifications? This cannot be undone.',
    confirmLabel: 'Clear all',
  },
  play: async ({ args, canvas, userEvent }) => {
    const { inside } = await openConfirm(canvas, userEvent, 'Clear notifications');
    const confirm = inside.getByRole('button', { name: 'Clear all' });
    // The danger tone paints the confirm button in the danger colour.
    await expect(getComputedStyle(confirm).backgroundColor).toBe(resolveColor(vars.color.danger));
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // Confirming closes it; the screenshot waits for that rather than racing it.
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  },
};

export const Loading: Story = {
  args: {
    tone: 'danger',
    loading: true,
    title: 'Delete project?',
    message: 'Moonlit Forest Adventure and all its images, audio and videos will be deleted.',
    confirmLabel: 'Delete',
  },
  play: async ({ args, canvas, userEvent }) => {
    const { dialog, inside } = await openConfirm(canvas, userEvent, 'Delete project?');
    const confirm = inside.getByRole('button', { name: 'Delete' });
    const cancel = inside.getByRole('button', { name: 'Cancel' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(cancel).toBeDisabled();
    await expect(inside.queryByRole('button', { name: 'Close' })).toBeNull();

    // Nothing gets through while the action runs: not the buttons, not Escape, not the backdrop.
    await userEvent.click(confirm);
    await userEvent.click(cancel);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(dialog).toHaveAttribute('open');
  },
};

export const ConfirmDisabled: Story = {
  args: {
    tone: 'danger',
    confirmDisabled: true,
    title: 'Delete 3 projects?',
    message: 'Type delete to confirm. This cannot be undone.',
    confirmLabel: 'Delete',
  },
  play: async ({ args, canvas, userEvent }) => {
    const { inside } = await openConfirm(canvas, userEvent, 'Delete 3 projects?');
    const confirm = inside.getByRole('button', { name: 'Delete' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    // Cancel still works.
    await expect(inside.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    tone: 'danger',
    title: 'Remove from showcase?',
    message: 'Your video will no longer appear in the Community Showcase or the Discover feed.',
    confirmLabel: 'Remove',
  },
  play: async ({ canvas, userEvent }) => {
    const { dialog, inside } = await openConfirm(canvas, userEvent, 'Remove from showcase?');
    await expect(dialog.getBoundingClientRect().width).toBe(390 - 32);
    const cancel = inside.getByRole('button', { name: 'Cancel' });
    const remove = inside.getByRole('button', { name: 'Remove' });
    await expect(remove.getBoundingClientRect().width).toBe(cancel.getBoundingClientRect().width);
    await expect(remove.getBoundingClientRect().top).toBeGreaterThan(cancel.getBoundingClientRect().bottom);
  },
};
