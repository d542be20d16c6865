import { ChevronDown, Gift, Receipt, RotateCcw, ShoppingCart, Sparkles, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { Schema } from '@storyloom/api-client/contract';
import { Badge, type BadgeProps } from '../Badge/Badge.tsx';
import { ButtonLink } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import type { TransactionFilter } from '../TransactionFilters/TransactionFilters.tsx';
import { formatCreditAmount, formatTransactionDate } from './transactionFormat.ts';
import { describeTransaction, groupTransactions, transactionStory } from './transactionGroups.ts';
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

const signOf = (amount: number) => (amount > 0 ? 'positive' : amount < 0 ? 'negative' : 'zero');

/** One credit transaction: icon and badge by type, description with its story, date and time, signed amount. */
export function TransactionRow({ transaction, timeZone }: TransactionRowProps) {
  const look = typeLook[transaction.type];
  const Icon = look.icon;
  return (
    <li className={styles.row}>
      <span className={styles.iconWrap}>
        <Icon className={styles.icon[transaction.type]} />
      </span>
      <div className={styles.main}>
        <p className={styles.description}>{describeTransaction(transaction.description, transactionStory(transaction))}</p>
        <div className={styles.meta}>
          <Badge tone={look.tone} size="sm">
            {look.label}
          </Badge>
          <time dateTime={transaction.created_at}>{formatTransactionDate(transaction.created_at, timeZone)}</time>
        </div>
      </div>
      <span className={`${styles.amount} ${styles.amountTone[signOf(transaction.amount)]}`}>
        {formatCreditAmount(transaction.amount)}
      </span>
    </li>
  );
}

export type ChargeRowProps = {
  /** The usage rows of one charge, in the order they were charged (at least two). */
  parts: readonly Schema<'CreditTransaction'>[];
  /** The charge's heading: 'Story with 3 illustrated pages'. */
  description: string;
  timeZone?: string;
  /** Shown open (stories; the list starts every charge closed). */
  defaultExpanded?: boolean;
};

/**
 * The rows of one charge as one row with their total (a story's text and each page illustration), and a '4 charges'
 * disclosure button that lists the parts.
 */
export function ChargeRow({ parts, description, timeZone, defaultExpanded = false }: ChargeRowProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const partsId = useId();
  const first = parts[0]!;
  const amount = parts.reduce((sum, part) => sum + part.amount, 0);
  const story = transactionStory(first);
  const heading = describeTransaction(description, story);
  return (
    <li className={styles.charge}>
      <div className={styles.row}>
        <span className={styles.iconWrap}>
          <Sparkles className={styles.icon.usage} />
        </span>
        <div className={styles.main}>
          <p className={styles.description}>{heading}</p>
          <div className={styles.meta}>
            <Badge tone={typeLook.usage.tone} size="sm">
              {typeLook.usage.label}
            </Badge>
            <time dateTime={first.created_at}>{formatTransactionDate(first.created_at, timeZone)}</time>
            <button
              type="button"
              className={styles.disclosure}
              aria-expanded={expanded}
              aria-controls={partsId}
              onClick={() => setExpanded(!expanded)}
            >
              {`${parts.length} charges`}
              <ChevronDown className={styles.chevron} aria-hidden="true" />
            </button>
          </div>
        </div>
        <span className={`${styles.amount} ${styles.amountTone[signOf(amount)]}`}>{formatCreditAmount(amount)}</span>
      </div>
      <ul id={partsId} className={styles.parts} aria-label={`Charges of ${heading}`} hidden={!expanded}>
        {parts.map((part) => (
          <li key={part.id} className={styles.part}>
            <span className={styles.partDescription}>{part.description}</span>
            <span className={`${styles.partAmount} ${styles.amountTone[signOf(part.amount)]}`}>
              {formatCreditAmount(part.amount)}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** What an empty list says for each filter: only 'All' offers to buy a first pack (spec 000 §2). */
const emptyLook: Record<TransactionFilter, { title: string; description?: string; buy?: string }> = {
  all: { title: 'No transactions found', buy: 'Buy Your First Credits' },
  purchase: { title: 'No purchases yet', description: 'Credit packs you buy show here.', buy: 'Buy Credits' },
  usage: { title: 'No credits used yet', description: 'What you spend creating stories shows here.' },
  refund: { title: 'No refunds yet', description: 'Credits given back when a generation fails show here.' },
  bonus: { title: 'No bonuses yet', description: 'Welcome gifts and discount codes show here.' },
};

export type TransactionListProps = {
  transactions: readonly Schema<'CreditTransaction'>[];
  loading?: boolean;
  /** The type filter the list is shown under: an empty list says what is missing for it. */
  filter?: TransactionFilter;
  /** Where 'Buy Your First Credits' goes when the list is empty. */
  buyHref?: string;
  timeZone?: string;
  /** Accessible name of the list. */
  label?: string;
};

/** The Billing History list, with its loading and empty states; one charge's rows show as one. */
export function TransactionList({
  transactions,
  loading = false,
  filter = 'all',
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
    const empty = emptyLook[filter];
    return (
      <EmptyState
        icon={<Receipt />}
        title={empty.title}
        description={empty.description}
        action={
          empty.buy ? (
            <ButtonLink href={buyHref} size="lg">
              {empty.buy}
            </ButtonLink>
          ) : undefined
        }
      />
    );
  }
  return (
    <ul className={styles.list} aria-label={label}>
      {groupTransactions(transactions).map((entry) =>
        entry.kind === 'charge' ? (
          <ChargeRow key={entry.chargeId} parts={entry.parts} description={entry.description} timeZone={timeZone} />
        ) : (
          <TransactionRow key={entry.transaction.id} transaction={entry.transaction} timeZone={timeZone} />
        ),
      )}
    </ul>
  );
}
