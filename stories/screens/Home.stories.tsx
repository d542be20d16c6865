import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pending, SCREEN_NOW, SCREEN_USER, ScreenHarness, type Screen } from '../../app/src/testing/screen.tsx';

const meta = {
  title: 'Screens/Home',
  component: ScreenHarness,
  parameters: {
    layout: 'fullscreen',
    // Tall enough for the whole page: a screenshot only paints what is inside the viewport.
    viewport: {
      options: {
        desktopTall: { name: 'Desktop, whole page', styles: { width: '1280px', height: '1500px' }, type: 'desktop' },
      },
    },
  },
  globals: { viewport: { value: 'desktopTall', isRotated: false } },
  args: { path: '/app' },
} satisfies Meta<typeof ScreenHarness>;
export default meta;
type Story = StoryObj<typeof meta>;

const heroName = 'What story shall we tell tonight?';

/** Spec 000 §2: a hero with Start Creating Free and View Gallery, three feature cards and the three steps. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: heroName })).toBeVisible();
    const hero = within(canvas.getByRole('region', { name: heroName }));
    await expect(hero.getByRole('button', { name: 'Start Creating Free' })).toBeEnabled();
    await expect(hero.getByRole('link', { name: 'View Gallery' })).toHaveAttribute('href', '/app/gallery');
    const features = within(canvas.getByRole('region', { name: /every story worth telling/ }));
    await expect(features.getAllByRole('listitem')).toHaveLength(3);
    const steps = within(canvas.getByRole('region', { name: 'How it works' }));
    await expect(steps.getAllByRole('listitem')).toHaveLength(3);
    // The credits badge has loaded: the screenshot shows the finished header.
    await expect(await canvas.findByRole('link', { name: 'Buy credits' })).toBeVisible();
  },
};

/** An account made minutes ago is welcomed, not welcomed back, and pointed at its first project. */
export const NewAccount: Story = {
  args: {
    api: {
      'GET /auth/user': {
        body: { success: true, user: { ...SCREEN_USER, created_at: new Date(SCREEN_NOW - 5 * 60_000).toISOString() } },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hero = within(await canvas.findByRole('region', { name: heroName }));
    await expect(hero.getByText('Welcome to Storyloom')).toBeVisible();
    await expect(hero.queryByText('Welcome back')).toBeNull();
    await expect(hero.getByText(/Start your first project/)).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Buy credits' })).toBeVisible();
  },
};

let creatingScreen: Screen | undefined;

/** Start Creating Free asks for a new project; while it is made, the button (and the header's) shows it is busy. */
export const Creating: Story = {
  args: { api: { 'POST /projects/': pending }, onReady: (screen) => (creatingScreen = screen) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hero = within(await canvas.findByRole('region', { name: heroName }));
    await canvas.findByRole('link', { name: 'Buy credits' });
    const start = hero.getByRole('button', { name: 'Start Creating Free' });
    await userEvent.click(start);
    await waitFor(() => expect(start).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: 'New Project' })).toHaveAttribute('aria-busy', 'true');
    await expect(creatingScreen!.transport.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/projects/',
    ]);
    // A second click while it is being made asks for nothing more.
    await userEvent.click(start);
    await expect(creatingScreen!.transport.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  },
};

/** A phone: the calls to action stack, nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: heroName })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(canvas.getByRole('link', { name: 'View Gallery' })).toBeVisible();
  },
};
