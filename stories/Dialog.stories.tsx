import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button, Dialog, dialogRoles, dialogSizes, Stack, Text, type DialogProps } from '@storyloom/ui';
import { overlayDocs } from './docsParameters.ts';

type DialogDemoProps = DialogProps & {
  /** Footer actions; `close` is what the screen's own Cancel/Done would do. */
  actions?: (close: () => void) => ReactNode;
};

/** A trigger button and the open state, as a screen would own them (so focus can return to the trigger). */
function DialogDemo({ open: initiallyOpen, onClose, actions, ...props }: DialogDemoProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog {...props} open={open} onClose={close} footer={actions ? actions(close) : props.footer} />
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  parameters: overlayDocs,
  component: Dialog,
  args: {
    open: false,
    title: 'Moonlit Forest Adventure',
    children: <Text>Mia and her brave little fox follow the fireflies home before the moon goes to sleep.</Text>,
    onClose: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: dialogSizes },
    role: { control: 'inline-radio', options: dialogRoles },
    children: { control: false },
    footer: { control: false },
    initialFocusRef: { control: false },
  },
  render: (args) => <DialogDemo {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

/** Opens the dialog with its trigger and returns both, after checking the dialog is a named modal with focus inside. */
async function openDialog(canvas: Canvas, userEvent: UserEvent, name: string) {
  const trigger = canvas.getByRole('button', { name: 'Open dialog' });
  await userEvent.click(trigger);
  const dialog = canvas.getByRole('dialog', { name });
  await expect(dialog).toHaveAttribute('open');
  // showModal(), not show(): only a modal dialog matches :modal (top layer, inert page).
  await expect(dialog.matches(':modal')).toBe(true);
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  // Measure the settled dialog, not its entrance animation.
  await Promise.all(dialog.getAnimations().map((animation: Animation) => animation.finished));
  return { trigger, dialog };
}

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const { trigger, dialog } = await openDialog(canvas, userEvent, 'Moonlit Forest Adventure');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    // The only focusable element: Tab and Shift+Tab keep focus on it instead of leaving the dialog.
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
    await expect(document.documentElement).toHaveStyle({ overflow: 'hidden' });

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(dialog).not.toHaveAttribute('open');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(document.documentElement).not.toHaveStyle({ overflow: 'hidden' });

    // The close button and a click on the backdrop close it too.
    await userEvent.click(trigger);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
    await userEvent.click(within(dialog).getByText(/fireflies/));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await userEvent.click(dialog);
    await expect(args.onClose).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(trigger).toHaveFocus());

    // Open again for the screenshot.
    await userEvent.click(trigger);
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Share to showcase',
    description: 'Your video appears in the public Community Showcase and in the Discover feed.',
    children: <Text>You can remove it from the showcase at any time.</Text>,
  },
  play: async ({ canvas, userEvent }) => {
    const { dialog } = await openDialog(canvas, userEvent, 'Share to showcase');
    await expect(dialog).toHaveAccessibleDescription(
      'Your video appears in the public Community Showcase and in the Discover feed.',
    );
  },
};

const onBuyCredits = fn();

export const WithFooter: Story = {
  args: {
    title: 'Insufficient credits',
    description: 'This story needs more credits than you have.',
    children: (
      <Stack gap="xxs">
        <Text>Required: 12 credits</Text>
        <Text>Current: 4 credits</Text>
        <Text weight="semibold">Shortage: 8 credits</Text>
      </Stack>
    ),
  },
  render: function Render(args) {
    return (
      <DialogDemo
        {...args}
        actions={(close) => (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={onBuyCredits}>Buy Credits</Button>
          </>
        )}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    onBuyCredits.mockClear();
    const { trigger, dialog } = await openDialog(canvas, userEvent, 'Insufficient credits');
    const inside = within(dialog);
    const close = inside.getByRole('button', { name: 'Close' });
    const cancel = inside.getByRole('button', { name: 'Cancel' });
    const buy = inside.getByRole('button', { name: 'Buy Credits' });

    // Focus starts on the first action, not on the close button.
    await expect(cancel).toHaveFocus();
    // Focus trap: Tab from the last element goes to the first, Shift+Tab from the first to the last.
    await userEvent.tab();
    await expect(buy).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(buy).toHaveFocus();

    // Footer: right-aligned, primary action last, in one row on a wide screen.
    await expect(buy.getBoundingClientRect().left).toBeGreaterThan(cancel.getBoundingClientRect().right);
    await expect(buy.getBoundingClientRect().top).toBe(cancel.getBoundingClientRect().top);
    const panelRight = dialog.getBoundingClientRect().right;
    await expect(panelRight - buy.getBoundingClientRect().right).toBeLessThan(32);

    await userEvent.click(buy);
    await expect(onBuyCredits).toHaveBeenCalledTimes(1);
    await userEvent.click(cancel);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
  },
};

/** Opens the dialog and checks its width against the size's maximum. */
function sizeStory(size: (typeof dialogSizes)[number], maxWidth: number): Story {
  return {
    args: { size, title: `Size ${size}` },
    play: async ({ canvas, userEvent }) => {
      const { dialog } = await openDialog(canvas, userEvent, `Size ${size}`);
      await expect(dialog.getBoundingClientRect().width).toBe(maxWidth);
    },
  };
}

export const SizeSmall = sizeStory('sm', 384);
export const SizeMedium = sizeStory('md', 512);
export const SizeLarge = sizeStory('lg', 768);

export const NotDismissible: Story = {
  args: {
    title: 'Generating your story',
    dismissible: false,
    children: <Text>This takes about a minute. Keep this tab open.</Text>,
  },
  render: function Render(args) {
    return <DialogDemo {...args} actions={(close) => <Button onClick={close}>Done</Button>} />;
  },
  play: async ({ args, canvas, userEvent }) => {
    const { trigger, dialog } = await openDialog(canvas, userEvent, 'Generating your story');
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();

    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toHaveAttribute('open');

    // Only its own action closes it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.click(trigger);
  },
};

const chapters = Array.from({ length: 14 }, (_, index) => index + 1);

export const LongContent: Story = {
  args: {
    title: 'Story details',
    children: (
      <Stack gap="md">
        {chapters.map((chapter) => (
          <Text key={chapter}>
            {`Page ${chapter}. The fireflies lead Mia and the fox over the mossy bridge, past the sleeping owls and the old
            oak, until the lights of home shine through the trees.`}
          </Text>
        ))}
      </Stack>
    ),
  },
  render: function Render(args) {
    return <DialogDemo {...args} actions={(close) => <Button onClick={close}>Close story</Button>} />;
  },
  play: async ({ canvas, userEvent }) => {
    const { dialog } = await openDialog(canvas, userEvent, 'Story details');
    const body = within(dialog)
      .getByText(/^Page 1\./)
      .closest<HTMLElement>('[data-dialog-body]')!;
    // The dialog stays inside the viewport; only its body scrolls, and the actions stay in view.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight - 32);
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(within(dialog).getByRole('button', { name: 'Close story' })).toBeVisible();
    // A scrolling body is a tab stop, so the keyboard can scroll it; focus starts there, at the top.
    await expect(body).toHaveAttribute('tabindex', '0');
    await expect(body).toHaveFocus();
    await expect(body.scrollTop).toBe(0);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    title: 'Delete project?',
    description: 'Moonlit Forest Adventure and all its images, audio and videos will be deleted.',
    children: undefined,
  },
  render: function Render(args) {
    return (
      <DialogDemo
        {...args}
        actions={(close) => (
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button variant="danger">Delete</Button>
          </>
        )}
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const { dialog } = await openDialog(canvas, userEvent, 'Delete project?');
    // Nearly full width, with a 16 px margin on both sides.
    const box = dialog.getBoundingClientRect();
    await expect(window.innerWidth).toBe(390);
    await expect(box.left).toBe(16);
    await expect(box.width).toBe(390 - 32);
    // Actions stack full width, in reading order.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(cancel.getBoundingClientRect().width).toBe(remove.getBoundingClientRect().width);
    await expect(remove.getBoundingClientRect().top).toBeGreaterThan(cancel.getBoundingClientRect().bottom);
    await expect(cancel.getBoundingClientRect().width).toBeGreaterThan(box.width - 64);
  },
};
