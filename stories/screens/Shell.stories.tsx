import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Schema } from '@storyloom/api-client';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { eventStreamFeed, type FakeRoute } from '../../app/src/testing/fakeTransport.ts';
import { pending, ScreenHarness, type Screen } from '../../app/src/testing/screen.tsx';
import { ago, makeNotification, sampleNotifications } from '../fixtures/notifications.ts';

// The shell around a page that stays put: the billing history with no transactions.
const quietPage: Record<string, FakeRoute> = {
  'GET /credit-transactions': { body: { success: true, transactions: [], total: 0 } },
};

const notificationList = (notifications: Schema<'Notification'>[], unread_count: number): FakeRoute => ({
  body: { success: true, notifications, unread_count },
});

const meta = {
  title: 'Screens/Shell',
  component: ScreenHarness,
  parameters: { layout: 'fullscreen' },
  args: { path: '/app/billing-history', api: quietPage },
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page has loaded under the header (its heading is there). */
async function shellShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Billing History' })).toBeVisible();
  return canvas;
}

/** The app's header (the page may have headers of its own). */
const appHeader = (canvasElement: HTMLElement) => within(canvasElement.querySelector<HTMLElement>('header')!);

/** Clicks the bell (named as given) and waits for the panel's entrance animation to end. */
async function openNotifications(canvasElement: HTMLElement, bellName: string) {
  const canvas = await shellShown(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: bellName }));
  const panel = await canvas.findByRole('dialog', { name: 'Notifications' });
  await Promise.all(panel.getAnimations().map((animation) => animation.finished));
  return within(panel);
}

/** The screenshot takes the story's own box; this one spans the window, for what is placed against the window. */
function spanWindow(canvasElement: HTMLElement) {
  canvasElement.style.boxSizing = 'border-box';
  canvasElement.style.width = '100vw';
}

/** Opens the user menu and waits for its entrance animation to end. */
async function openAccountMenu(canvasElement: HTMLElement) {
  const canvas = await shellShown(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Account menu, mia.hart@example.com' }));
  const menu = await canvas.findByRole('menu');
  // The panel around the menu fades in.
  await Promise.all(menu.parentElement!.getAnimations({ subtree: true }).map((animation) => animation.finished));
  return { canvas, menu: within(menu) };
}

/** Spec 000 §2 Shell: logo, Gallery, Discover, New Project, the balance with Buy, the bell, the theme, the user. */
export const Header: Story = {
  play: async ({ canvasElement }) => {
    await shellShown(canvasElement);
    const header = appHeader(canvasElement);
    await expect(await header.findByText('245')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/app/pricing');
    await expect(header.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/app/gallery');
    await expect(header.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/app/discover');
    await expect(header.getByRole('button', { name: 'New Project' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Account menu, mia.hart@example.com' })).toBeVisible();
  },
};

/** The list is on its way: the open centre shows a spinner. */
export const NotificationsLoading: Story = {
  args: { api: { ...quietPage, 'GET /notifications/': pending } },
  play: async ({ canvasElement }) => {
    const panel = await openNotifications(canvasElement, 'Notifications');
    await expect(panel.getByRole('status')).toHaveTextContent('Loading notifications');
  },
};

/** Nothing yet, with the 7-day retention note. */
export const NotificationsEmpty: Story = {
  play: async ({ canvasElement }) => {
    const panel = await openNotifications(canvasElement, 'Notifications');
    await expect(await panel.findByText('No notifications yet')).toBeVisible();
    await expect(panel.getByText('Notifications are saved for 7 days')).toBeVisible();
  },
};

/** The list could not be fetched (network error): offline, with Try Again. */
export const NotificationsOffline: Story = {
  args: {
    api: {
      ...quietPage,
      'GET /notifications/': () => Promise.reject(new TypeError('Failed to fetch')),
    },
  },
  play: async ({ canvasElement }) => {
    const panel = await openNotifications(canvasElement, 'Notifications');
    await expect(await panel.findByText("You're offline")).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

let listScreen: Screen | undefined;

/** The centre open on a list of each type: icons, titles, messages, time ago, unread marks and actions. */
export const NotificationsOpen: Story = {
  args: {
    api: { ...quietPage, 'GET /notifications/': notificationList(sampleNotifications, 3) },
    onReady: (screen) => (listScreen = screen),
  },
  play: async ({ canvasElement }) => {
    const panel = await openNotifications(canvasElement, 'Notifications, 3 unread');
    await expect(panel.getAllByRole('listitem')).toHaveLength(sampleNotifications.length);
    await expect(panel.getByRole('button', { name: 'Unread: Your video is ready' })).toBeVisible();
    await expect(panel.getByText('5m ago')).toBeVisible();
    await expect(panel.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(3);
    await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeVisible();
    // Seven in all: Clear old (above 5) shows, Clear all (above 10) does not.
    await expect(panel.getByRole('button', { name: 'Clear old' })).toBeVisible();
    await expect(panel.queryByRole('button', { name: 'Clear all' })).toBeNull();
    const list = listScreen!.transport.requests.find((r) => r.path === '/notifications/');
    await expect(Object.fromEntries(list!.query)).toEqual({ limit: '50' });
  },
};

/** More than 99 unread: the badge reads 99+. */
export const ManyUnread: Story = {
  args: { api: { ...quietPage, 'GET /notifications/': notificationList(sampleNotifications, 120) } },
  play: async ({ canvasElement }) => {
    const canvas = await shellShown(canvasElement);
    const bell = await canvas.findByRole('button', { name: 'Notifications, 99+ unread' });
    await expect(within(bell).getByText('99+')).toBeVisible();
  },
};

let liveFeed: ReturnType<typeof eventStreamFeed> | undefined;

/** A notification written while the app is open arrives through the live stream: the badge and the list update. */
export const LiveNotification: Story = {
  args: {
    api: {
      ...quietPage,
      'GET /notifications/stream': () => {
        liveFeed = eventStreamFeed();
        liveFeed.send('ready', { unread_count: 0 });
        return { stream: liveFeed.stream };
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await shellShown(canvasElement);
    await waitFor(() => expect(liveFeed).toBeDefined());
    await expect(canvas.getByRole('button', { name: 'Notifications' })).toBeVisible();
    liveFeed!.write(': keep-alive\n\n');
    liveFeed!.send('notification', {
      notification: makeNotification({
        id: 'n-live-video',
        type: 'video_completed',
        title: 'Your video is ready!',
        message: '“The Lighthouse Cat” has finished rendering.',
        data: { project_id: '6f1c2d3e-0000-4a1b-9c2d-3e4f5a6b7c8e', redirect_url: '/app' },
        created_at: ago(0),
      }),
      unread_count: 1,
    });
    const panel = await openNotifications(canvasElement, 'Notifications, 1 unread');
    await expect(panel.getByRole('button', { name: 'Unread: Your video is ready!' })).toBeVisible();
    await expect(panel.getByText('Just now')).toBeVisible();
  },
};

/** The user menu: Account Settings only says it is coming. */
export const AccountSettings: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, menu } = await openAccountMenu(canvasElement);
    for (const item of ['Buy Credits', 'Billing History', 'Account Settings', 'Sign out']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    await userEvent.click(menu.getByRole('menuitem', { name: 'Account Settings' }));
    const toast = await canvas.findByText('Account settings coming soon!');
    await waitFor(() => expect(toast).toBeVisible());
    // The pointer rests on the toast, which holds it on screen for the screenshots.
    await userEvent.hover(toast);
    // The toasts sit at the window's top right.
    spanWindow(canvasElement);
  },
};

let signOutScreen: Screen | undefined;

/** Sign out: the server is told, the session ends, and the app goes to /login. */
export const SignOut: Story = {
  args: {
    api: { ...quietPage, 'POST /auth/signout': { body: { success: true } } },
    onReady: (screen) => (signOutScreen = screen),
  },
  play: async ({ canvasElement }) => {
    const { canvas, menu } = await openAccountMenu(canvasElement);
    await userEvent.click(menu.getByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(signOutScreen!.router.state.location.pathname).toBe('/login'));
    const signOut = signOutScreen!.transport.requests.find((r) => r.method === 'POST' && r.path === '/auth/signout');
    await expect(signOut?.headers.get('authorization')).toMatch(/^Bearer /);
    await expect(signOutScreen!.stores.auth.isAuthenticated).toBe(false);
    // The router has moved on; the signed-in shell goes with the next render.
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Account menu/ })).toBeNull());
  },
};

/** Phones: the header folds into a menu with Gallery, Discover, New Project and Logout. */
export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = await shellShown(canvasElement);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const panel = within(document.getElementById(menuButton.getAttribute('aria-controls')!)!);
    await expect(panel.getByRole('link', { name: 'Gallery' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Discover' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'New Project' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** While the stored session is being checked, a spinner instead of the page. */
export const CheckingSession: Story = {
  args: { api: { ...quietPage, 'GET /auth/user': pending } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Checking your session…');
    await expect(canvasElement.querySelector('header')).toBeNull();
    // The spinner is centred in the window.
    spanWindow(canvasElement);
  },
};

let guardScreen: Screen | undefined;

/** Signed out, /app pages send the visitor to /login, remembering where they were going. */
export const GuardRedirect: Story = {
  args: { signedIn: false, path: '/app/billing-history?all=1', onReady: (screen) => (guardScreen = screen) },
  play: async () => {
    await waitFor(() => expect(guardScreen!.router.state.location.pathname).toBe('/login'));
    await expect(guardScreen!.router.state.location.search).toBe(`?from=${encodeURIComponent('/app/billing-history?all=1')}`);
  },
};
