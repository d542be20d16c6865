import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button, PriceNote } from '@storyloom/ui';
import { stack } from './credits.css.ts';

const meta = {
  title: 'Credits/PriceNote',
  component: PriceNote,
  args: { id: 'price', cost: 5, balance: 40 },
  decorators: [
    (Story) => (
      <div className={stack}>
        <div>
          <Button aria-describedby="price">Generate Style Images</Button>
        </div>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CanPay: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Generate Style Images' })).toHaveAccessibleDescription('5 credits');
  },
};

/** Before the click: the balance cannot pay, and the button's description says how many credits are missing. */
export const CannotPay: Story = {
  args: { balance: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Generate Style Images' })).toHaveAccessibleDescription(
      '5 credits. You have 2 credits, 3 credits short.',
    );
  },
};

export const Labelled: Story = {
  args: { cost: 1, label: 'Auto-Generate Title' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Auto-Generate Title: 1 credit.')).toBeVisible();
  },
};

export const Free: Story = {
  args: { cost: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free')).toBeVisible();
  },
};

/** The price list has not loaded: nothing is guessed, and the description reference stays valid. */
export const Unknown: Story = {
  args: { cost: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/credit/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Generate Style Images' })).toHaveAccessibleDescription('');
  },
};
