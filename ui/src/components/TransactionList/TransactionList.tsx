import { Gift, Receipt, RotateCcw, ShoppingCart, Sparkles, type LucideIcon } from 'lucide-react';
import type { Schema } from '@storyloom/api-client/contract';
import { Badge, type BadgeProps } from '../Badge/Badge.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { formatCreditAmount, formatTransactionDate } from './transactionFormat.ts';
import * as styles from './TransactionList.css.ts';

type TransactionType = Schema<'TransactionType'>;

export const transactionTypes = ['purchase', 'usage', 'refund', 'bonus'] as const satisfies readonly TransactionType[];

const typeLook: Record<TransactionType, { icon: LucideIcon; label: string; tone: NonNullable<BadgeProps['tone']> }> = {
  purchase: { icon: ShoppingCart, label: 'Purchase', tone: 'brand' },
  usage: { icon: Sparkles, label: 'Usage', tone: 'neutral' },
  refund: { icon: RotateCcw, label: 'Refund', tone: 'info' },
  bonus: { icon: Gift, label: 'Bonus', tone: 'success' },
};

/** The label of a transaction type ('Purchase', 'Usage', 'Refund', 'Bonus'). */
export function transactionTypeLabel(type: TransactionType): string {
  return typeLook[type].label;
}

export type TransactionRowProps = {
  transaction: Schema<'CreditTransaction'>;
  /** For fixed output in tests and stories; the browser's zone by default. */
  timeZone?: string;
};

/** One credit transaction: icon and badge by type, description, date and time, signed amount. */
export function TransactionRow({ transaction, timeZone }: TransactionRowProps) {
  const look = typeLook[transaction.type];
  const Icon = look.icon;
  const sign = transaction.amount > 0 ? 'positive' : transaction.amount < 0 ? 'negative' : 'zero';
  return (
    <li className={styles.row}>
      <span className={styles.iconWrap}>
        <Icon className={styles.icon[transaction.type]} />
      </span>
      <div className={styles.main}>
        <p className={styles.description}>{transaction.description}</p>
        <div className={styles.meta}>
          <Badge tone={look.tone} size="sm">
            {look.label}
          </Badge>
          <time dateTime={transaction.created_at}>{formatTransactionDate(transaction.created_at, timeZone)}</time>
        </div>
      </div>
      <span className={`${styles.amount} ${styles.amountTone[sign]}`}>{formatCreditAmount(transaction.amount)}</span>
    </li>
  );
}

export type TransactionListProps = {
  transactions: readonly Schema<'CreditTransaction'>[];
  loading?: boolean;
  /** Where 'Buy Your First Credits' goes when the list is empty. */
  buyHref?: string;
  timeZone?: string;
  /** Accessible name of the list. */
  label?: string;
};

/** The Billing History list, with its loading and empty states. */
export function TransactionList({
  transactions,
  loading = false,
  buyHref = '/app/pricing',
  timeZone,
  label = 'Credit transactions',
}: TransactionListProps) {
  if (loading) {
    return (
      <ul className={styles.list} aria-label={label} aria-busy="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className={styles.skeletonRow}>
            <Skeleton shape="rect" height="100%" />
          </li>
        ))}
      </ul>
    );
  }
  if (transactions.length === 0) {
    return (
      <EmptyState
        icon={<Receipt />}
        title="No transactions found"
        action={
          <ButtonLink href={buyHref} size="lg">
            Buy Your First Credits
          </ButtonLink>
        }
      />
    );
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {transactions.map((transaction) => (
        <TransactionRow key={transaction.id} transaction={transaction} timeZone={timeZone} />
      ))}
    </ul>
  );
}
