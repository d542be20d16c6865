import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatsStrip } from '@storyloom/ui';
import { pageFrame } from './community.css.ts';

const meta = {
  title: 'Landing/StatsStrip',
  component: StatsStrip,
  args: { featuredCount: 8, totalViews: 48213, categoryCount: 5 },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? pageFrame.phone : pageFrame.form}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for a statistic, found through its label (`<dt>` then `<dd>`). */
function statValue(canvasElement: HTMLElement, term: string) {
  const dt = [...canvasElement.querySelectorAll('dt')].find((element) => element.textContent === term);
  return dt?.nextElementSibling?.textContent;
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Community statistics' });
    await expect(region).not.toHaveAttribute('aria-busy');
    await expect(statValue(canvasElement, 'Featured stories')).toBe('8');
    await expect(statValue(canvasElement, 'Total views')).toBe('48,213');
    await expect(statValue(canvasElement, 'Categories')).toBe('5');
    await expect(canvas.getByText('Growing fast! +500 new stories daily')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, featuredCount: 0, totalViews: 0, categoryCount: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Community statistics' })).toHaveAttribute('aria-busy', 'true');
    // No misleading zeros while loading: each value reads "Loading".
    await expect(statValue(canvasElement, 'Featured stories')).toBe('Loading');
    await expect(statValue(canvasElement, 'Total views')).toBe('Loading');
    await expect(canvas.getByText('Growing fast! +500 new stories daily')).toBeVisible();
  },
};

/** Nothing shared yet (a fresh installation) or only the built-in samples: the claim without 0 / 0 / 0. */
export const NothingToCount: Story = {
  args: { hideCounts: true, featuredCount: 0, totalViews: 0, categoryCount: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Community statistics' })).toBeVisible();
    await expect(canvasElement.querySelector('dl')).toBeNull();
    await expect(canvas.queryByText('0')).toBeNull();
    await expect(canvas.getByText('Growing fast! +500 new stories daily')).toBeVisible();
  },
};

export const LargeNumbers: Story = {
  args: { featuredCount: 1250, totalViews: 12_480_391, categoryCount: 12 },
  play: async ({ canvasElement }) => {
    await expect(statValue(canvasElement, 'Featured stories')).toBe('1,250');
    await expect(statValue(canvasElement, 'Total views')).toBe('12,480,391');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { featuredCount: 1250, totalViews: 12_480_391, categoryCount: 12 },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: 'Community statistics' });
    await expect(region.scrollWidth).toBe(region.clientWidth);
    // One row per statistic on a phone: the label, then the whole number on one line at the end.
    for (const dt of canvasElement.querySelectorAll('dt')) {
      const dd = dt.nextElementSibling!;
      await expect(dd.getBoundingClientRect().left).toBeGreaterThan(dt.getBoundingClientRect().right);
      await expect(dd.getBoundingClientRect().height).toBeLessThan(48);
    }
    await expect(statValue(canvasElement, 'Total views')).toBe('12,480,391');
  },
};
