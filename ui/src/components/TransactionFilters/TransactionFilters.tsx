import type { Schema } from '@storyloom/api-client/contract';
import * as styles from './TransactionFilters.css.ts';

export const transactionFilters = ['all', 'purchase', 'usage', 'refund', 'bonus'] as const satisfies readonly (
  'all' | Schema<'TransactionType'>
)[];
export type TransactionFilter = (typeof transactionFilters)[number];

const filterLabel: Record<TransactionFilter, string> = {
  all: 'All',
  purchase: 'Purchase',
  usage: 'Usage',
  refund: 'Refund',
  bonus: 'Bonus',
};

/** How many transactions the list shows by default. */
export const LATEST_TRANSACTIONS_LIMIT = 50;

export type TransactionFiltersProps = {
  filter: TransactionFilter;
  onFilterChange: (filter: TransactionFilter) => void;
  /** true: 'All Transactions'; false: 'Latest 50'. */
  showAll: boolean;
  onShowAllChange: (showAll: boolean) => void;
  /** Count of all the user's transactions, for '(N total)'. */
  total?: number | null;
};

/** Filter pills by type and the 'Latest 50' / 'All Transactions' toggle of Billing History. */
export function TransactionFilters({ filter, onFilterChange, showAll, onShowAllChange, total }: TransactionFiltersProps) {
  const showTotal = showAll && total != null && total > LATEST_TRANSACTIONS_LIMIT;
  return (
    <div className={styles.root}>
      <div className={styles.group} role="group" aria-label="Filter by type">
        {transactionFilters.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.pill}
            aria-pressed={filter === value}
            onClick={() => {
              if (value !== filter) onFilterChange(value);
            }}
          >
            {filterLabel[value]}
          </button>
        ))}
      </div>
      <div className={styles.group}>
        <div className={styles.segmented} role="group" aria-label="How many transactions">
          <button
            type="button"
            className={styles.segment}
            aria-pressed={!showAll}
            onClick={() => {
              if (showAll) onShowAllChange(false);
            }}
          >
            {`Latest ${LATEST_TRANSACTIONS_LIMIT}`}
          </button>
          <button
            type="button"
            className={styles.segment}
            aria-pressed={showAll}
            onClick={() => {
              if (!showAll) onShowAllChange(true);
            }}
          >
            All Transactions
          </button>
        </div>
        {showTotal ? <span className={styles.total}>{`(${total} total)`}</span> : null}
      </div>
    </div>
  );
}
