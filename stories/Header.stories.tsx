import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CreditsBadge, Header, headerNavItems, headerVariants, NotificationCenter, ThemeToggle, UserMenu } from '@storyloom/ui';
import { sampleNotifications, storyNow } from './fixtures/notifications.ts';
import { headerOverPage } from './headerFrame.tsx';

const noop = () => {};

// The slots filled the way the app fills them (here with inert callbacks).
const slots = {
  creditsBadge: <CreditsBadge balance={120} buyHref="/app/pricing" />,
  notificationCenter: (
    <NotificationCenter
      notifications={sampleNotifications}
      unreadCount={3}
      now={storyNow}
      timeZone="UTC"
      onOpen={noop}
      onMarkRead={noop}
      onDelete={noop}
      onMarkAllRead={noop}
      onClearOld={noop}
      onClearAll={noop}
    />
  ),
  userMenu: (
    <UserMenu email="mia@example.com" onBuyCredits={noop} onBillingHistory={noop} onAccountSettings={noop} onSignOut={noop} />
  ),
  themeToggle: <ThemeToggle mode="light" onToggle={noop} />,
};

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const mobile = { viewport: { value: 'mobile', isRotated: false } };

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: { ...slots, onNewProject: fn(), onLogout: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: headerVariants },
    current: { control: 'inline-radio', options: [null, ...headerNavItems] },
    creditsBadge: { control: false },
    notificationCenter: { control: false },
    userMenu: { control: false },
    themeToggle: { control: false },
  },
  globals: desktop,
  parameters: { layout: 'fullscreen', frame: 'desktop' },
  decorators: [headerOverPage],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const header = canvas.getByRole('banner');
    await expect(getComputedStyle(header).position).toBe('sticky');
    await expect(canvas.getByRole('link', { name: 'Storyloom' })).toHaveAttribute('href', '/app');

    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const gallery = canvas.getByRole('link', { name: 'Gallery' });
    const discover = canvas.getByRole('link', { name: 'Discover' });
    await expect(nav).toContainElement(gallery);
    await expect(gallery).toHaveAttribute('href', '/app/gallery');
    await expect(discover).toHaveAttribute('href', '/app/discover');
    await expect(gallery).not.toHaveAttribute('aria-current');
    await expect(discover).not.toHaveAttribute('aria-current');

    // The slots, and no phone menu button on a wide screen.
    await expect(canvas.getByText('120').closest('p')).toHaveTextContent(/^120 credits$/);
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/app/pricing');
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account menu, mia@example.com' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Logout' })).toBeNull();
    // Everything fits in one row.
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    await expect(canvasElement.querySelector('header > div')!.clientHeight).toBeLessThanOrEqual(64);

    await userEvent.click(canvas.getByRole('button', { name: 'New Project' }));
    await expect(args.onNewProject).toHaveBeenCalledTimes(1);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const GalleryActive: Story = {
  args: { current: 'gallery' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Discover' })).not.toHaveAttribute('aria-current');
  },
};

export const DiscoverActive: Story = {
  args: { current: 'discover' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Gallery' })).not.toHaveAttribute('aria-current');
  },
};

export const NewProjectLoading: Story = {
  args: { newProjectLoading: true },
  play: async ({ args, canvas, userEvent }) => {
    const newProject = canvas.getByRole('button', { name: 'New Project' });
    await expect(newProject).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(newProject);
    await expect(args.onNewProject).not.toHaveBeenCalled();
  },
};

/** The landing page's header: no navigation, Sign In and Get Started. */
export const SignedOut: Story = {
  args: { variant: 'signedOut', creditsBadge: undefined, notificationCenter: undefined, userMenu: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Storyloom' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Gallery' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /New Project|Menu/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  },
};

export const SignedOutMobile: Story = {
  ...SignedOut,
  globals: mobile,
  parameters: { frame: 'phone' },
  play: async (context) => {
    await SignedOut.play!(context);
    const header = context.canvas.getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

/** Tablet width: the full navigation still shows; long labels (wordmark, e-mail) wait for the desktop. */
export const Tablet: Story = {
  args: { current: 'gallery' },
  globals: { viewport: { value: 'tablet', isRotated: false } },
  parameters: { frame: 'tablet' },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    await expect(canvas.getByRole('link', { name: 'Gallery' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'New Project' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

/** Phones: the navigation collapses into the menu button (closed here). */
export const Mobile: Story = {
  args: { current: 'gallery' },
  globals: mobile,
  parameters: { frame: 'phone' },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const header = canvas.getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const panel = canvasElement.querySelector(`[id="${menuButton.getAttribute('aria-controls')}"]`);
    await expect(panel).not.toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'New Project' })).toBeNull();
    // Logo (mark only), credits, bell and account stay in the bar.
    await expect(canvas.getByRole('link', { name: 'Storyloom' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Account menu, mia@example.com' })).toBeVisible();
  },
};

/** Phones: the menu opened by keyboard; Escape closes it and focus returns to the menu button. */
export const MobileMenuOpen: Story = {
  args: { current: 'gallery' },
  globals: mobile,
  parameters: { frame: 'phoneMenu' },
  play: async ({ args, canvas, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const gallery = canvas.getByRole('link', { name: 'Gallery' });
    const items = [
      gallery,
      canvas.getByRole('link', { name: 'Discover' }),
      canvas.getByRole('button', { name: 'New Project' }),
      canvas.getByRole('button', { name: 'Logout' }),
    ];
    for (const item of items) {
      await expect(nav).toContainElement(item);
      await expect(item).toBeVisible();
    }
    await expect(nav.querySelectorAll('li')).toHaveLength(4);
    await expect(gallery).toHaveAttribute('aria-current', 'page');
    await expect(document.getElementById(menuButton.getAttribute('aria-controls')!)).toContainElement(nav);
    // The theme toggle moves into the panel on phones.
    await expect(canvas.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();

    // The panel follows the button in the tab order.
    await userEvent.tab();
    await expect(gallery).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Discover' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(menuButton).toHaveFocus();
    await expect(args.onNewProject).not.toHaveBeenCalled();
    await expect(args.onLogout).not.toHaveBeenCalled();

    // Open again (Space) for the screenshot.
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

/** Phones: New Project and Logout in the menu call back and close it. */
export const MobileMenuActions: Story = {
  globals: mobile,
  parameters: { frame: 'phone' },
  play: async ({ args, canvas, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    await userEvent.click(canvas.getByRole('button', { name: 'New Project' }));
    await expect(args.onNewProject).toHaveBeenCalledTimes(1);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menuButton);
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    // A press outside closes it too.
    await userEvent.click(menuButton);
    await userEvent.click(canvas.getByText('Page content scrolls under the sticky header.'));
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  },
};
