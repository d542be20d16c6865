import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TransactionFilters, transactionFilters, type TransactionFilter } from '@storyloom/ui';
import { credits as layout } from './credits.css.ts';

const meta = {
  title: 'Credits/TransactionFilters',
  component: TransactionFilters,
  args: { filter: 'all', showAll: false, total: 73, onFilterChange: fn(), onShowAllChange: fn() },
  argTypes: { filter: { control: 'inline-radio', options: transactionFilters } },
  decorators: [
    (Story, { globals }) => (
      <div className={globals.viewport?.value === 'mobile' ? layout.phone : layout.page}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TransactionFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Latest50: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const pills = canvas.getAllByRole('button').slice(0, 5);
    await expect(pills.map((pill) => pill.textContent)).toEqual(['All', 'Purchase', 'Usage', 'Refund', 'Bonus']);
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Latest 50' })).toHaveAttribute('aria-pressed', 'true');
    // '(N total)' only when all are shown.
    await expect(canvas.queryByText('(73 total)')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Refund' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('refund');
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(args.onFilterChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'All Transactions' }));
    await expect(args.onShowAllChange).toHaveBeenCalledWith(true);
  },
};

export const AllTransactions: Story = {
  args: { showAll: true, filter: 'usage' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(73 total)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Usage' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const AllButFewerThan50: Story = {
  args: { showAll: true, total: 42 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('(42 total)')).toBeNull();
  },
};

/** Wired to state: keyboard only. */
export const Keyboard: Story = {
  render: function Wired(args) {
    const [filter, setFilter] = useState<TransactionFilter>('all');
    const [showAll, setShowAll] = useState(false);
    return (
      <TransactionFilters {...args} filter={filter} onFilterChange={setFilter} showAll={showAll} onShowAllChange={setShowAll} />
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Purchase' })).toHaveAttribute('aria-pressed', 'true');
    for (let i = 0; i < 5; i++) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'All Transactions' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('(73 total)')).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { showAll: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
