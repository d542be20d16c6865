import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatCreditAmount, formatTransactionDate, groupTransactions, TransactionList, transactionFilters } from '@storyloom/ui';
import { shownTransactionRows, storyCharge, transactions } from './fixtures/credits.ts';
import { credits as layout } from './credits.css.ts';

const meta = {
  title: 'Credits/TransactionList',
  component: TransactionList,
  args: { transactions, timeZone: 'UTC' },
  argTypes: { filter: { control: 'inline-radio', options: transactionFilters } },
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
    await expect(rows).toHaveLength(shownTransactionRows);
    const purchase = rows[4]!;
    await expect(purchase).toHaveTextContent('Creator pack: 250 credits');
    await expect(purchase).toHaveTextContent('Purchase');
    await expect(purchase).toHaveTextContent('Nov 20, 2026, 6:30 PM');
    await expect(purchase).toHaveTextContent('+250 credits');
    // Each charge names the story it was for; one without a title yet is the 'Untitled Story'.
    await expect(within(rows[0]!).getByText('Page 2 narration · The Moon Fox')).toBeVisible();
    await expect(rows[0]).toHaveTextContent('-3 credits');
    await expect(rows[0]).toHaveTextContent('Usage');
    await expect(within(rows[1]!).getByText('Refund: page 2 illustration failed · The Moon Fox')).toBeVisible();
    await expect(rows[1]).toHaveTextContent('Refund');
    // The story's text and three illustrations: one row with their total, closed.
    await expect(within(rows[2]!).getByText('Story with 3 illustrated pages · The Moon Fox')).toBeVisible();
    await expect(rows[2]).toHaveTextContent('-18 credits');
    await expect(within(rows[2]!).getByRole('button', { name: '4 charges' })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(rows[3]!).getByText('Style images (3 options) · Untitled Story')).toBeVisible();
    await expect(purchase).not.toHaveTextContent('·');
    await expect(rows[6]).toHaveTextContent('Bonus');
    await expect(groupTransactions(transactions).map((entry) => entry.kind)).toEqual([
      'single',
      'single',
      'charge',
      'single',
      'single',
      'single',
      'single',
    ]);
    await expect(formatCreditAmount(0)).toBe('0 credits');
    await expect(formatCreditAmount(1200)).toBe('+1,200 credits');
    await expect(formatTransactionDate('2026-01-05T09:07:00Z', 'UTC')).toBe('Jan 5, 2026, 9:07 AM');
  },
};

/** One charge opened from the keyboard: its parts in the order they were charged, each with its amount. */
export const ChargeExpanded: Story = {
  args: { transactions: storyCharge },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Credit transactions' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    const toggle = canvas.getByRole('button', { name: '4 charges' });
    await expect(canvas.queryByRole('list', { name: /^Charges of / })).toBeNull();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const parts = canvas.getByRole('list', { name: 'Charges of Story with 3 illustrated pages · The Moon Fox' });
    await expect(toggle).toHaveAttribute('aria-controls', parts.id);
    await expect(
      within(parts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Story text (3 pages)-3 credits',
      'Page 1 illustration-5 credits',
      'Page 2 illustration-5 credits',
      'Page 3 illustration-5 credits',
    ]);
    await expect(list.firstElementChild).toHaveTextContent('-18 credits');
    // Space closes it again, and opens it for the screenshot.
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('list', { name: /^Charges of / })).toBeNull();
    await userEvent.keyboard(' ');
    await expect(parts).toBeVisible();
  },
};

export const Empty: Story = {
  args: { transactions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No transactions found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Buy Your First Credits' })).toHaveAttribute('href', '/app/pricing');
  },
};

/** The Refund filter with nothing to show: it says so, and does not offer a first purchase. */
export const EmptyRefunds: Story = {
  args: { transactions: [], filter: 'refund' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No refunds yet' })).toBeVisible();
    await expect(canvas.getByText('Credits given back when a generation fails show here.')).toBeVisible();
    await expect(canvas.queryByText('No transactions found')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
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
        project_id: null,
        project_title: null,
        charge_id: null,
        charge_description: null,
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
