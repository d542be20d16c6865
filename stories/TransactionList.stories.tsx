import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatCreditAmount, formatTransactionDate, TransactionList } from '@storyloom/ui';
import { transactions } from './fixtures/credits.ts';
import { credits as layout } from './credits.css.ts';

const meta = {
  title: 'Credits/TransactionList',
  component: TransactionList,
  args: { transactions, timeZone: 'UTC' },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? layout.phone : layout.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TransactionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Credit transactions' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(transactions.length);
    const purchase = rows[4]!;
    await expect(purchase).toHaveTextContent('Creator pack: 250 credits');
    await expect(purchase).toHaveTextContent('Purchase');
    await expect(purchase).toHaveTextContent('Nov 20, 2026, 6:30 PM');
    await expect(purchase).toHaveTextContent('+250 credits');
    await expect(rows[0]).toHaveTextContent('-9 credits');
    await expect(rows[0]).toHaveTextContent('Usage');
    await expect(rows[1]).toHaveTextContent('Refund');
    await expect(rows[6]).toHaveTextContent('Bonus');
    await expect(formatCreditAmount(0)).toBe('0 credits');
    await expect(formatCreditAmount(1200)).toBe('+1,200 credits');
    await expect(formatTransactionDate('2026-01-05T09:07:00Z', 'UTC')).toBe('Jan 5, 2026, 9:07 AM');
  },
};

export const Empty: Story = {
  args: { transactions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No transactions found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buy Your First Credits' })).toHaveAttribute('href', '/app/pricing');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Credit transactions' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongDescription: Story = {
  args: {
    transactions: [
      {
        id: 'long',
        type: 'usage',
        description: 'Animation of pages 1, 2, 3, 4, 5, 6, 7 and 8 of “Čarobna šuma: the long, winding tale of a sleepy dragon”',
        amount: -96,
        created_at: '2026-11-22T21:15:00Z',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('li')!;
    await expect(row.scrollWidth).toBe(row.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('li')!;
    await expect(row.scrollWidth).toBe(row.clientWidth);
  },
};
