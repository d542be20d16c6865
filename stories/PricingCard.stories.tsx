import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PricingCard } from '@storyloom/ui';
import { packs } from './fixtures/credits.ts';
import { credits as layout } from './credits.css.ts';

const meta = {
  title: 'Credits/PricingCard',
  component: PricingCard,
  args: { pack: packs[0]!, onBuy: fn() },
  decorators: [
    (Story, { parameters, globals }) => (
      <div
        className={
          parameters.frame === 'packs' ? layout.packs : globals.viewport?.value === 'mobile' ? layout.phone : layout.card
        }
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PricingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Starter: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Starter' })).toBeVisible();
    await expect(canvas.getByText('$9.99')).toBeVisible();
    await expect(canvas.queryByText('Most Popular')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy 100 credits' }));
    await expect(args.onBuy).toHaveBeenCalledWith('starter');
  },
};

export const MostPopular: Story = {
  args: { pack: packs[2]!, popular: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Most Popular')).toBeVisible();
    await expect(canvas.getByText('$0.067 per credit')).toBeVisible();
    const buy = canvas.getByRole('button', { name: 'Buy 600 credits' });
    buy.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBuy).toHaveBeenCalledWith('pro');
  },
};

export const StartingCheckout: Story = {
  args: { pack: packs[1]!, loading: true },
  play: async ({ args, canvas, userEvent }) => {
    const buy = canvas.getByRole('button', { name: 'Buy 250 credits' });
    await expect(buy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(buy);
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

export const OtherPackStarting: Story = {
  args: { pack: packs[3]!, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Buy 1,800 credits' })).toBeDisabled();
  },
};

/** The four packs as the pricing page lays them out. */
export const AllPacks: Story = {
  parameters: { frame: 'packs' },
  render: (args) => (
    <>
      {packs.map((pack) => (
        <PricingCard key={pack.id} pack={pack} popular={pack.id === 'pro'} onBuy={args.onBuy} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    const names = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(names).toEqual(['Starter', 'Creator', 'Pro', 'Enterprise']);
    await expect(canvas.getAllByText('Most Popular')).toHaveLength(1);
  },
};

export const Mobile: Story = {
  args: { pack: packs[2]!, popular: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const buy = canvas.getByRole('button', { name: 'Buy 600 credits' });
    await expect(buy.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
