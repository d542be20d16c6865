import { useId } from 'react';
import type { Schema } from '@storyloom/api-client/contract';
import * as styles from './CreditsOverview.css.ts';

export type CreditsOverviewProps = {
  /** Null while loading. */
  credits: Schema<'Credits'> | null;
  title?: string;
};

const count = new Intl.NumberFormat('en-US');

/** The Billing History page's 'Credits Overview' card. */
export function CreditsOverview({ credits, title = 'Credits Overview' }: CreditsOverviewProps) {
  const titleId = useId();
  const stats = [
    { label: 'Current Balance', value: credits?.credits_balance, className: styles.balance },
    { label: 'Total Purchased', value: credits?.total_purchased },
    { label: 'Total Used', value: credits?.total_used },
  ];
  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={credits === null || undefined}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={[styles.value, stat.className].filter(Boolean).join(' ')}>
              {stat.value === undefined ? (
                <>
                  <span className={styles.placeholder} />
                  <span className={styles.visuallyHidden}>Loading</span>
                </>
              ) : (
                count.format(stat.value)
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
