import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CreditsBadge } from '@storyloom/ui';
import { alignEnd } from './shell.css.ts';

const meta = {
  title: 'Shell/CreditsBadge',
  component: CreditsBadge,
  args: { balance: 120, buyHref: '/app/pricing' },
  // Padded, not centred: whole-pixel positions keep the screenshots' anti-aliased edges identical run to run.
  parameters: { layout: 'padded' },
  // A flex box, not a line of text: the badge's position does not hang on font metrics (baseline alignment).
  decorators: [
    (Story) => (
      <div className={alignEnd}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreditsBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

// The balance line (its text is what a screen reader reads: '120 credits').
const balance = (canvasElement: HTMLElement) => canvasElement.querySelector('p')!;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(balance(canvasElement)).toHaveTextContent(/^120 credits$/);
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toHaveAttribute('href', '/app/pricing');
    await expect(canvas.queryByText(/low balance/)).toBeNull();
  },
};

/** Below the low threshold (10 by default) the balance turns to the warning tone and says it is low. */
export const Low: Story = {
  args: { balance: 7 },
  play: async ({ canvasElement }) => {
    await expect(balance(canvasElement)).toHaveTextContent(/^7 credits \(low balance\)$/);
  },
};

export const Zero: Story = {
  args: { balance: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(balance(canvasElement)).toHaveTextContent(/^0 credits \(low balance\)$/);
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toBeVisible();
  },
};

/** The threshold is a prop: 40 credits count as low when the caller says below 50 is low. */
export const CustomThreshold: Story = {
  args: { balance: 40, lowThreshold: 50 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/low balance/)).toBeInTheDocument();
  },
};

export const LargeNumber: Story = {
  args: { balance: 12450 },
  play: async ({ canvasElement }) => {
    await expect(balance(canvasElement)).toHaveTextContent(/^12,450 credits$/);
  },
};

export const SingleCredit: Story = {
  args: { balance: 1 },
  play: async ({ canvasElement }) => {
    await expect(balance(canvasElement)).toHaveTextContent(/^1 credit \(low balance\)$/);
  },
};

/** Without `buyHref`, Buy is a button that calls `onBuy`. */
export const BuyButton: Story = {
  args: { buyHref: undefined, onBuy: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy credits' }));
    await expect(args.onBuy).toHaveBeenCalledTimes(1);
  },
};

/** Phones: the number with the coin, the word "credits" only for screen readers. */
export const Mobile: Story = {
  args: { balance: 12450 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(balance(canvasElement)).toHaveTextContent(/^12,450 credits$/);
    // The coin and the number only: '12,450 credits' in full is about 120 px wide.
    await expect(balance(canvasElement).getBoundingClientRect().width).toBeLessThan(80);
    await expect(canvas.getByRole('link', { name: 'Buy credits' })).toBeVisible();
  },
};
