import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Footer } from '@storyloom/ui';
import { pageFrame } from './community.css.ts';

const links = [
  { label: 'Discover', href: '/app/discover' },
  { label: 'Pricing', href: '/app/pricing' },
  { label: 'Sign In', href: '/login' },
  { label: 'Get Started', href: '/signup' },
];

const meta = {
  title: 'Landing/Footer',
  component: Footer,
  args: {
    productName: 'Storyloom',
    description: 'Illustrated, narrated story videos made from your own photos and words. Bedtime stories by default.',
    links,
    year: 2026,
  },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? pageFrame.phone : pageFrame.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Footer' });
    await expect(nav).toBeVisible();
    for (const link of links) {
      await expect(canvas.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
    await expect(canvas.getByText('© 2026 Storyloom. All rights reserved.')).toBeVisible();
  },
};

export const CustomCopyright: Story = {
  args: { copyright: '© 2026 Storyloom Ltd. Made with care for bedtime.', links: links.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2026 Storyloom Ltd. Made with care for bedtime.')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer.scrollWidth).toBe(footer.clientWidth);
    // Links are at least 44 px tall, comfortable to tap.
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
