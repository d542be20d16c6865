import { Check } from 'lucide-react';
import { useId } from 'react';
import type { Schema } from '@storyloom/api-client/contract';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import * as styles from './PricingCard.css.ts';

export type PricingCardProps = {
  pack: Schema<'CreditPackage'>;
  /** Marks the pack the product recommends ('Most Popular'). */
  popular?: boolean;
  onBuy: (packId: string) => void;
  /** This pack's checkout is being started. */
  loading?: boolean;
  /** Another pack's checkout is being started. */
  disabled?: boolean;
};

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const perCredit = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 3 });
const count = new Intl.NumberFormat('en-US');

/** One credit pack on the pricing page; choosing it starts the checkout. */
export function PricingCard({ pack, popular = false, onBuy, loading = false, disabled = false }: PricingCardProps) {
  const titleId = useId();
  return (
    <article className={popular ? `${styles.root} ${styles.popular}` : styles.root} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} className={styles.name}>
          {pack.name}
        </h3>
        {popular ? <Badge tone="brand">Most Popular</Badge> : null}
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>{dollars.format(pack.price_dollars)}</span>
        <span className={styles.credits}>{count.format(pack.credits)} credits</span>
      </p>
      <ul className={styles.facts}>
        {pack.description ? (
          <li className={styles.fact}>
            <Check className={styles.factIcon} />
            {pack.description}
          </li>
        ) : null}
        <li className={styles.fact}>
          <Check className={styles.factIcon} />
          {perCredit.format(pack.price_per_credit)} per credit
        </li>
        <li className={styles.fact}>
          <Check className={styles.factIcon} />
          Credits stay valid for 30 days
        </li>
      </ul>
      <div className={styles.action}>
        <Button
          fullWidth
          size="lg"
          variant={popular ? 'primary' : 'secondary'}
          loading={loading}
          disabled={disabled && !loading}
          onClick={() => onBuy(pack.id)}
          aria-describedby={titleId}
        >
          {`Buy ${count.format(pack.credits)} credits`}
        </Button>
      </div>
    </article>
  );
}
