import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PublicHeader, ThemeToggle } from '@storyloom/ui';
import { headerOverPage } from './headerFrame.tsx';

const noop = () => {};

const meta = {
  title: 'Shell/PublicHeader',
  component: PublicHeader,
  args: { themeToggle: <ThemeToggle mode="light" onToggle={noop} /> },
  argTypes: { themeToggle: { control: false } },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { layout: 'fullscreen', frame: 'desktop' },
  decorators: [headerOverPage],
} satisfies Meta<typeof PublicHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing, sign-in and payment pages' header: logo home, the theme toggle, Sign In and Get Started. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Storyloom' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  },
};

/** Other destinations, as an app with its routes elsewhere would pass them. */
export const CustomLinks: Story = {
  args: { homeHref: '/home', signInHref: '/sign-in', getStartedHref: '/join', themeToggle: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Storyloom' })).toHaveAttribute('href', '/home');
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/join');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { frame: 'phone' },
  play: async (context) => {
    await Default.play!(context);
    const header = context.canvas.getByRole('banner');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};
