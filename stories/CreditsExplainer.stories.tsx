import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CreditsExplainer, storyCreditCost } from '@storyloom/ui';
import { CREDIT_COSTS } from '../app/src/testing/creditCosts.ts';
import { credits as layout } from './credits.css.ts';

const meta = {
  title: 'Credits/CreditsExplainer',
  component: CreditsExplainer,
  args: { costs: CREDIT_COSTS },
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
    await expect(storyCreditCost(3, {}, CREDIT_COSTS)).toBe(32);
    await expect(storyCreditCost(3, { animation: true }, CREDIT_COSTS)).toBe(68);
    await expect(canvas.getByText('Example: a 3-page story costs 32 credits, or 68 with animation.')).toBeVisible();
    // Every paid action of the server's list, the helpers and music included.
    const rows = canvas.getAllByRole('listitem').map((item) => item.textContent);
    for (const row of [
      '5 creditsstyle setup (3 style options)',
      '1 creditper page of text',
      '5 creditsper image, also to regenerate one',
      '3 creditsper page of audio',
      '12 creditsper animation',
      '3 creditsper background music track',
      '1 creditMagic Fill (story details from your photo)',
      '1 creditImprove with AI, only when it changes your text',
      '1 creditAuto-Generate Title',
    ]) {
      await expect(rows).toContain(row);
    }
    await expect(canvas.getByText('Video generation is free.')).toBeVisible();
    await expect(canvas.getByText('Credits expire 30 days after purchase.')).toBeVisible();
  },
};

export const TenPages: Story = {
  args: { examplePages: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Example: a 10-page story costs 95 credits, or 215 with animation.')).toBeVisible();
  },
};

/** The prices come from the server: placeholders until they arrive, never a guess. */
export const Loading: Story = {
  args: { costs: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'How credits work' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText(/\d+ credits?/)).toBeNull();
    await expect(canvas.queryByText(/Example:/)).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
