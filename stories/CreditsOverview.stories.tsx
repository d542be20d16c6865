import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CreditsOverview } from '@storyloom/ui';
import { credits as layout } from './credits.css.ts';

const meta = {
  title: 'Credits/CreditsOverview',
  component: CreditsOverview,
  args: { credits: { credits_balance: 283, total_purchased: 250, total_used: 32 } },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? layout.phone : layout.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreditsOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reads the value shown under a label, e.g. 'Current Balance'. */
function statValue(canvasElement: HTMLElement, label: string) {
  const term = within(canvasElement).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Credits Overview' })).toBeVisible();
    await expect(statValue(canvasElement, 'Current Balance')).toBe('283');
    await expect(statValue(canvasElement, 'Total Purchased')).toBe('250');
    await expect(statValue(canvasElement, 'Total Used')).toBe('32');
  },
};

export const LargeNumbers: Story = {
  args: { credits: { credits_balance: 12450, total_purchased: 18000, total_used: 5600 } },
  play: async ({ canvasElement }) => {
    await expect(statValue(canvasElement, 'Current Balance')).toBe('12,450');
  },
};

export const Loading: Story = {
  args: { credits: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Credits Overview' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByText('Loading')).toHaveLength(3);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
