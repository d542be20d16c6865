import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { Schema } from '@storyloom/api-client';
import { NotificationCenter, type NotificationCenterProps } from '@storyloom/ui';
import { ages, ago, makeNotification, manyNotifications, sampleNotifications, storyNow } from './fixtures/notifications.ts';
import { alignEnd, popoverRoom } from './shell.css.ts';

const { SECOND, MINUTE, HOUR, DAY } = ages;

const meta = {
  title: 'Shell/NotificationCenter',
  component: NotificationCenter,
  args: {
    notifications: sampleNotifications,
    unreadCount: 3,
    now: storyNow,
    timeZone: 'UTC',
    onOpen: fn(),
    onMarkRead: fn(),
    onDelete: fn(),
    onMarkAllRead: fn(),
    onClearOld: fn(),
    onClearAll: fn(),
  },
  // The panel opens below the bell, lined up with its right edge (the bell sits at the header's right).
  // Padded, not centred: whole-pixel positions keep the screenshots' anti-aliased edges identical run to run.
  parameters: { layout: 'padded', room: 'panel' },
  decorators: [
    (Story, { parameters }) => (
      <div className={parameters.room === 'phonePanel' ? popoverRoom.phonePanel : `${popoverRoom.panel} ${alignEnd}`}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** The open panel, once its entrance animation is over (until then it is still fading in). */
async function settledPanel({ canvas }: Pick<PlayContext, 'canvas'>) {
  const panel = canvas.getByRole('dialog', { name: 'Notifications' });
  await Promise.all(panel.getAnimations().map((animation) => animation.finished));
  return panel;
}

/** Clicks the bell (named as given) and waits for the panel. */
async function openPanel({ canvas, userEvent }: Pick<PlayContext, 'canvas' | 'userEvent'>, bellName: string) {
  await userEvent.click(canvas.getByRole('button', { name: bellName }));
  return settledPanel({ canvas });
}

/** The list as the app's store keeps it: mark read, delete, mark all read and clear all change it. */
function StatefulCenter(args: NotificationCenterProps) {
  const [notifications, setNotifications] = useState(args.notifications);
  const unreadCount = notifications.filter((notification) => !notification.is_read).length;
  return (
    <NotificationCenter
      {...args}
      notifications={notifications}
      unreadCount={unreadCount}
      total={notifications.length}
      onMarkRead={(id) => {
        args.onMarkRead(id);
        setNotifications((list) => list.map((n) => (n.id === id ? { ...n, is_read: true } : n)));
      }}
      onDelete={(id) => {
        args.onDelete(id);
        setNotifications((list) => list.filter((n) => n.id !== id));
      }}
      onMarkAllRead={() => {
        args.onMarkAllRead();
        setNotifications((list) => list.map((n) => ({ ...n, is_read: true })));
      }}
      onClearAll={() => {
        args.onClearAll();
        setNotifications([]);
      }}
    />
  );
}

export const BellNoUnread: Story = {
  args: { unreadCount: 0, notifications: sampleNotifications.map((n) => ({ ...n, is_read: true })) },
  play: async ({ canvas, canvasElement }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications' });
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(bell).toHaveTextContent(/^$/);
    await expect(canvasElement.querySelector('[aria-hidden="true"] + [aria-hidden="true"]')).toBeNull();
  },
};

export const BellWithUnread: Story = {
  play: async ({ canvas, userEvent }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveTextContent(/^3$/);

    // Keyboard: Enter opens the panel and moves focus into it; Escape closes it and focus returns to the bell.
    await userEvent.tab();
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const panel = await settledPanel({ canvas });
    await expect(canvas.getByRole('button', { name: 'Mark all read' })).toHaveFocus();
    await expect(panel).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(bell).toHaveFocus();
  },
};

/** Above 99 unread the bubble reads 99+, and so does the bell's name. */
export const Bell99Plus: Story = {
  args: { unreadCount: 150 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 99+ unread' });
    await expect(bell).toHaveTextContent(/^99\+$/);
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

/** A negative count from a stale store never shows: the count never goes below 0. */
export const NegativeCountClamped: Story = {
  args: { unreadCount: -2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toHaveTextContent(/^$/);
  },
};

export const OpenList: Story = {
  render: (args) => <StatefulCenter {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const panel = await openPanel({ canvas, userEvent }, 'Notifications, 3 unread');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Notifications' });
    const items = () => [...list.querySelectorAll('li')];
    await expect(items()).toHaveLength(7);

    // Each item: title (unread ones say so), message and time ago; unread ones offer Mark as read.
    const ready = canvas.getByRole('button', { name: 'Unread: Your video is ready' });
    await expect(ready).toHaveAccessibleDescription('“The Moonlit Forest” has finished rendering. Open it to watch. 5m ago');
    await expect(canvas.getByRole('button', { name: 'Video failed' })).toHaveAccessibleDescription(/2d ago$/);
    await expect(canvas.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: 'Delete' })).toHaveLength(7);
    await expect(panel).toHaveTextContent('Notifications are saved for 7 days');
    await expect(canvas.getByRole('button', { name: 'Clear old' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();

    // Mark as read: called with the id; the item turns read and the count drops.
    const markPayment = canvas
      .getAllByRole('button', { name: 'Mark as read' })
      .find((button) => button.closest('li')!.textContent!.includes('Payment received'))!;
    await expect(markPayment).toHaveAccessibleDescription('Payment received');
    await userEvent.click(markPayment);
    await expect(args.onMarkRead).toHaveBeenCalledTimes(1);
    await expect(args.onMarkRead).toHaveBeenCalledWith('n-payment-ok');
    await expect(canvas.getByRole('button', { name: 'Payment received' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();

    // Delete: called with the id; the item goes and focus moves to the next one.
    const deleteFailed = canvas
      .getAllByRole('button', { name: 'Delete' })
      .find((button) => button.closest('li')!.textContent!.includes('Video failed'))!;
    await userEvent.click(deleteFailed);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onDelete).toHaveBeenCalledWith('n-video-failed');
    await expect(items()).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: 'Video failed' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Not enough credits' })).toHaveFocus();

    // Clicking an item opens it (with the whole notification) and closes the panel.
    await userEvent.click(canvas.getByRole('button', { name: 'Unread: Your video is ready' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledWith(sampleNotifications[0]);
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const bell = canvas.getByRole('button', { name: 'Notifications, 2 unread' });
    await expect(bell).toHaveFocus();

    // Mark all read.
    await userEvent.click(bell);
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark all read' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Mark as read' })).toBeNull();
    await expect(canvas.queryByText('Unread:')).toBeNull();
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(args.onClearAll).not.toHaveBeenCalled();
  },
};

/** A notification that arrived within the last 10 s is marked 'New' (spec 000 §9), and says so to screen readers. */
export const NewArrival: Story = {
  args: {
    notifications: [{ ...sampleNotifications[0]!, created_at: ago(10 * SECOND) }, ...sampleNotifications.slice(1)],
    newIds: new Set([sampleNotifications[0]!.id]),
  },
  play: async ({ canvas, userEvent }) => {
    await openPanel({ canvas, userEvent }, 'Notifications, 3 unread');
    const ready = canvas.getByRole('button', { name: 'Unread: Your video is ready' });
    await expect(ready).toHaveAccessibleDescription(
      'New “The Moonlit Forest” has finished rendering. Open it to watch. Just now',
    );
    await expect(canvas.getAllByText('New', { exact: true })).toHaveLength(1);
    await expect(ready.closest('li')).toHaveTextContent('New');
  },
};

export const Empty: Story = {
  args: { notifications: [], unreadCount: 0 },
  play: async ({ canvas, userEvent }) => {
    const panel = await openPanel({ canvas, userEvent }, 'Notifications');
    await expect(panel).toHaveTextContent('No notifications yet');
    await expect(panel).toHaveTextContent('Notifications are saved for 7 days');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Mark all read|Clear old|Clear all/ })).toBeNull();
  },
};

export const Loading: Story = {
  args: { notifications: [], unreadCount: 0, status: 'loading' },
  play: async ({ canvas, userEvent }) => {
    await openPanel({ canvas, userEvent }, 'Notifications');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading notifications');
    await expect(canvas.queryByText('No notifications yet')).toBeNull();
  },
};

/** A network error with nothing loaded: the offline state, with Try Again. */
export const Offline: Story = {
  args: { notifications: [], unreadCount: 0, status: 'offline', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await openPanel({ canvas, userEvent }, 'Notifications');
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent("You're offline");
    await expect(canvas.queryByText('No notifications yet')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A network error after a load: the last loaded list stays, under an offline notice. */
export const OfflineWithSavedList: Story = {
  args: { notifications: sampleNotifications.slice(0, 3), status: 'offline', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await openPanel({ canvas, userEvent }, 'Notifications, 3 unread');
    await expect(canvas.getByRole('status')).toHaveTextContent("You're offline. These are the notifications loaded last.");
    await expect(canvas.getByRole('list', { name: 'Notifications' }).children).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Six in all (above 5): Clear old shows, Clear all (above 10) does not. */
export const ClearOldVisible: Story = {
  args: { notifications: manyNotifications(6), unreadCount: 0 },
  play: async ({ args, canvas, userEvent }) => {
    await openPanel({ canvas, userEvent }, 'Notifications');
    const clearOld = canvas.getByRole('button', { name: 'Clear old' });
    await expect(clearOld).toHaveAccessibleDescription('Delete notifications that are 3 or more days old');
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();
    await userEvent.click(clearOld);
    await expect(args.onClearOld).toHaveBeenCalledTimes(1);
    await expect(args.onClearAll).not.toHaveBeenCalled();
  },
};

/** Exactly 5 in all: neither clear button. `total` counts all of them, even those not in the list. */
export const ClearButtonsHidden: Story = {
  args: { notifications: manyNotifications(3), unreadCount: 0, total: 5 },
  play: async ({ canvas, userEvent }) => {
    await openPanel({ canvas, userEvent }, 'Notifications');
    await expect(canvas.queryByRole('button', { name: /Clear/ })).toBeNull();
  },
};

/** Eleven in all: Clear all asks first; Cancel and Escape back out, only confirming calls onClearAll. */
export const ClearAllConfirm: Story = {
  args: { notifications: manyNotifications(11), unreadCount: 0 },
  render: (args) => <StatefulCenter {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await openPanel({ canvas, userEvent }, 'Notifications');
    await expect(canvas.getByRole('button', { name: 'Clear old' })).toBeVisible();
    const clearAll = canvas.getByRole('button', { name: 'Clear all' });

    await userEvent.click(clearAll);
    const confirm = canvas.getByRole('group', { name: 'Clear all notifications? This cannot be undone.' });
    await expect(confirm).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(args.onClearAll).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Clear all' })).toHaveFocus());

    // Escape cancels the question, not the panel.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('group', { name: /^Clear all notifications\?/ })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expect(args.onClearAll).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('dialog', { name: 'Notifications' })).toHaveTextContent('No notifications yet');
    await expect(args.onClearOld).not.toHaveBeenCalled();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** The question as it shows, for the screenshot. */
export const ClearAllAsking: Story = {
  args: { notifications: manyNotifications(11), unreadCount: 0 },
  play: async ({ canvas, userEvent }) => {
    await openPanel({ canvas, userEvent }, 'Notifications');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(canvas.getByRole('group')).toHaveTextContent('Clear all notifications? This cannot be undone.');
  },
};

const timeAgoNotifications: Schema<'Notification'>[] = [
  { age: 30 * SECOND, title: 'Half a minute ago' },
  { age: 5 * MINUTE, title: 'Five minutes ago' },
  { age: 3 * HOUR, title: 'Three hours ago' },
  { age: 2 * DAY, title: 'Two days ago' },
  { age: 10 * DAY, title: 'Ten days ago' },
].map(({ age, title }, index) =>
  makeNotification({ id: `n-age-${index}`, title, message: 'Time-ago check.', created_at: ago(age), is_read: true }),
);

/** 30 s, 5 min, 3 h, 2 d and 10 d before "now". */
export const TimeAgo: Story = {
  args: { notifications: timeAgoNotifications, unreadCount: 0 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await openPanel({ canvas, userEvent }, 'Notifications');
    const times = [...canvasElement.querySelectorAll('time')];
    await expect(times.map((time) => time.textContent)).toEqual(['Just now', '5m ago', '3h ago', '2d ago', 'Nov 10, 2026']);
    await expect(times[4]).toHaveAttribute('dateTime', '2026-11-10T18:30:00.000Z');
  },
};

/**
 * Phones: the panel spans the 390 px screen (less a margin each side), whatever the bell's place; here the bell is
 * at the left, where a panel lined up with its right edge would run off the screen.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen', room: 'phonePanel' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(window.innerWidth).toBe(390);
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await userEvent.click(bell);
    const panel = await settledPanel({ canvas });
    const box = panel.getBoundingClientRect();
    await expect(box.left).toBe(16);
    await expect(box.right).toBe(390 - 16);
    await expect(box.top).toBeGreaterThan(bell.getBoundingClientRect().bottom);
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Delete' })[0]!);
    await expect(args.onDelete).toHaveBeenCalledWith('n-video-ready');
  },
};
