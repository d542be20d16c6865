import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ResultRange, resultRange } from '@storyloom/ui';

const meta = {
  title: 'Gallery/ResultRange',
  component: ResultRange,
  args: { page: 1, limit: 12, total: 14 },
  argTypes: {
    page: { control: { type: 'number', min: 1 } },
    limit: { control: { type: 'number', min: 1 } },
    total: { control: { type: 'number', min: 0 } },
  },
} satisfies Meta<typeof ResultRange>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    const range = canvas.getByText('1-12 of 14 projects');
    // A new search or page is announced without moving focus.
    await expect(range).toHaveAttribute('aria-live', 'polite');
    // The formatter behind it, at the edges of the rule.
    await expect(resultRange(1, 12, 5)).toBe('1-5 of 5 projects');
    await expect(resultRange(3, 12, 36)).toBe('25-36 of 36 projects');
  },
};

export const LastPartialPage: Story = {
  args: { page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('13-14 of 14 projects')).toBeVisible();
    // A page past the end (the last project of the page was just deleted) shows the last real page.
    await expect(resultRange(3, 12, 14)).toBe('13-14 of 14 projects');
  },
};

export const None: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No projects found')).toHaveAttribute('aria-live', 'polite');
    await expect(canvas.queryByText(/of 0 projects/)).toBeNull();
  },
};
