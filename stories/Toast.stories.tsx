import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { TOAST_DURATION_MS, TOAST_EXIT_MS, ToastRegion, type ToastData, type ToastRegionProps } from '@storyloom/ui';
import { toastStage } from './overlays.css.ts';
import { overlayDocs } from './docsParameters.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for the entrance animations under `root`, so positions are final. */
async function settled(root: Element) {
  await Promise.all(root.getAnimations({ subtree: true }).map((animation: Animation) => animation.finished));
}

// Static stories keep their toasts (duration 0) so the screenshot never races the timer.
const success: ToastData = { id: 'liked', kind: 'success', message: 'Video liked!', duration: 0 };
const error: ToastData = { id: 'refresh', kind: 'error', message: 'Failed to refresh credits', duration: 0 };
const warning: ToastData = {
  id: 'session',
  kind: 'warning',
  message: 'Your session has expired. Please log in again.',
  duration: 0,
};
const info: ToastData = {
  id: 'copy',
  kind: 'info',
  message: 'Starting to copy project with all assets...',
  duration: 0,
};

/** Timestamps of the demo, for the timing assertions. */
const clock = { shownAt: 0, dismissedAt: 0 };

/** The region with the toasts in state, as the app's toast store would keep them: dismissing removes one. */
function ToastDemo({ toasts: initial, onDismiss, ...props }: ToastRegionProps) {
  const [toasts, setToasts] = useState(initial);
  // Layout effects run before the toasts' effects, so this is just before their timers start.
  useLayoutEffect(() => {
    clock.shownAt = performance.now();
  }, []);
  return (
    <ToastRegion
      {...props}
      toasts={toasts}
      onDismiss={(id) => {
        clock.dismissedAt = performance.now();
        onDismiss(id);
        setToasts((current) => current.filter((toast) => toast.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastRegion,
  args: { toasts: [success], onDismiss: fn() },
  argTypes: { toasts: { control: 'object' } },
  parameters: { ...overlayDocs, toastStage: 'desktop' },
  decorators: [
    (Story, { parameters }) => (
      <div className={toastStage[(parameters.toastStage as keyof typeof toastStage | undefined) ?? 'desktop']}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <ToastDemo {...args} />,
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

function kindStory(toast: ToastData, role: 'status' | 'alert'): Story {
  return {
    args: { toasts: [toast] },
    play: async ({ args, canvas }) => {
      const region = canvas.getByRole('region', { name: 'Messages' });
      const live = within(region).getByRole(role);
      await expect(live).toHaveTextContent(toast.message);
      await expect(live).toHaveAttribute('aria-atomic', 'true');
      // Closable.
      await expect(within(region).getByRole('button', { name: 'Dismiss' })).toBeEnabled();
      await expect(args.onDismiss).not.toHaveBeenCalled();
    },
  };
}

export const Success = kindStory(success, 'status');
export const Error = kindStory(error, 'alert');
export const Warning = kindStory(warning, 'alert');
export const Info = kindStory(info, 'status');

export const WithTitle: Story = {
  args: {
    toasts: [
      {
        id: 'edit-as-new',
        kind: 'success',
        title: 'Project copied',
        message: 'New project created successfully! 6 images, 6 audio files copied. You can now edit from any stage.',
        duration: 0,
      },
    ],
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^Project copied\s*New project created successfully!/);
  },
};

export const Stack: Story = {
  args: { toasts: [success, error, warning, info] },
  parameters: { toastStage: 'tall' },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Messages' });
    await settled(region);
    const lives = [...region.querySelectorAll<HTMLElement>('[role="status"], [role="alert"]')];
    await expect(lives.map((live) => live.textContent)).toEqual([success, error, warning, info].map((t) => t.message));
    // One column, oldest on top, at the top right of its containing block, under the header bar (4rem and its
    // 1 px border: 65 px) and a gap.
    const boxes = lives.map((live) => live.parentElement!.getBoundingClientRect());
    for (let index = 1; index < boxes.length; index += 1) {
      await expect(boxes[index]!.top).toBeGreaterThan(boxes[index - 1]!.bottom);
      await expect(boxes[index]!.right).toBe(boxes[0]!.right);
    }
    const stage = canvasElement.querySelector(`.${toastStage.tall}`)!.getBoundingClientRect();
    await expect(stage.right - boxes[0]!.right).toBe(16);
    await expect(boxes[0]!.top - stage.top).toBe(65 + 16);
  },
};

export const LongMessage: Story = {
  args: {
    toasts: [
      {
        id: 'insufficient',
        kind: 'warning',
        message:
          'Insufficient credits to generate story. You need 12 credits but have 4. Please purchase more credits to continue.',
        duration: 0,
      },
    ],
  },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('alert').parentElement!;
    // Wraps inside the fixed width instead of growing.
    await expect(toast.getBoundingClientRect().width).toBe(384);
    await expect(toast.getBoundingClientRect().height).toBeGreaterThan(60);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { toasts: [success, error] },
  parameters: { toastStage: 'phone' },
  play: async ({ canvas, canvasElement }) => {
    await settled(canvas.getByRole('region', { name: 'Messages' }));
    const stage = canvasElement.querySelector(`.${toastStage.phone}`)!.getBoundingClientRect();
    const toast = canvas.getByRole('status').parentElement!.getBoundingClientRect();
    // A full-width strip with small margins.
    await expect(toast.left - stage.left).toBe(12);
    await expect(stage.right - toast.right).toBe(12);
  },
};

export const AutoDismiss: Story = {
  args: { toasts: [{ id: 'liked', kind: 'success', message: 'Video liked!', duration: 400 }] },
  play: async ({ args, canvas }) => {
    const toast = canvas.getByRole('status').parentElement!;
    // Before the duration: shown.
    await sleep(Math.max(0, clock.shownAt + 300 - performance.now()));
    await expect(toast).toHaveAttribute('data-state', 'shown');
    // After the duration the exit plays, and only then the region reports the dismissal.
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'exiting'), { timeout: 1000 });
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('liked'), { timeout: 2000 });
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(clock.dismissedAt - clock.shownAt).toBeGreaterThanOrEqual(400 + TOAST_EXIT_MS);
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const CloseButton: Story = {
  args: { toasts: [error] },
  play: async ({ args, canvas, userEvent }) => {
    const close = canvas.getByRole('button', { name: 'Dismiss' });
    let clickedAt = 0;
    close.addEventListener('click', () => (clickedAt = performance.now()));
    await userEvent.click(close);
    const toast = canvas.getByRole('alert').parentElement!;
    await expect(toast).toHaveAttribute('data-state', 'exiting');
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('refresh'), { timeout: 2000 });
    await expect(clock.dismissedAt - clickedAt).toBeGreaterThanOrEqual(TOAST_EXIT_MS);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const PausedWhileHovered: Story = {
  args: { toasts: [{ id: 'liked', kind: 'success', message: 'Video liked!', duration: 400 }] },
  play: async ({ args, canvas, userEvent }) => {
    const toast = canvas.getByRole('status').parentElement!;
    await userEvent.hover(toast);
    await sleep(1000);
    await expect(toast).toHaveAttribute('data-state', 'shown');
    await expect(args.onDismiss).not.toHaveBeenCalled();

    // The pointer leaves: the timer resumes with the time that was left, then the exit plays.
    await userEvent.unhover(toast);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('liked'), { timeout: 2000 });
  },
};

export const PausedWhileFocused: Story = {
  args: { toasts: [{ id: 'liked', kind: 'success', message: 'Video liked!', duration: 400 }] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await sleep(1000);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    // Focus leaves: the timer resumes with the time that was left.
    await userEvent.tab();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('liked'), { timeout: 2000 });
  },
};

export const DefaultDuration: Story = {
  args: { toasts: [{ id: 'settings', kind: 'info', message: 'Account settings coming soon!' }] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(TOAST_DURATION_MS).toBe(5000);
    await expect(TOAST_EXIT_MS).toBe(300);
    const toast = canvas.getByRole('status').parentElement!;
    // Without a duration the toast stays for TOAST_DURATION_MS: still there after a second.
    await sleep(1000);
    await expect(toast).toHaveAttribute('data-state', 'shown');
    await expect(args.onDismiss).not.toHaveBeenCalled();
    // Hover keeps it for the screenshot.
    await userEvent.hover(toast);
  },
};
