import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CREDIT_COSTS, CreditsExplainer, storyCreditCost } from '@storyloom/ui';
import { credits as layout } from './credits.css.ts';

const meta = {
  title: 'Credits/CreditsExplainer',
  component: CreditsExplainer,
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? layout.phone : layout.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreditsExplainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'How credits work' })).toBeVisible();
    // The spec's worked example: a 3-page story costs 32 credits, or 68 with animation.
    await expect(storyCreditCost(3)).toBe(32);
    await expect(storyCreditCost(3, { animation: true })).toBe(68);
    await expect(canvas.getByText('Example: a 3-page story costs 32 credits, or 68 with animation.')).toBeVisible();
    for (const text of ['1 credit', '5 credits', '3 credits', '12 credits']) {
      await expect(canvas.getAllByText(text).length).toBeGreaterThan(0);
    }
    await expect(canvas.getByText('Video generation is free.')).toBeVisible();
    await expect(canvas.getByText('Credits expire 30 days after purchase.')).toBeVisible();
    await expect(CREDIT_COSTS).toEqual({ textPage: 1, image: 5, audioPage: 3, animation: 12, styleSetup: 5 });
  },
};

export const TenPages: Story = {
  args: { examplePages: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Example: a 10-page story costs 95 credits, or 215 with animation.')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
