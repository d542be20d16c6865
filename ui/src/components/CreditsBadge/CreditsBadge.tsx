import { Coins, TriangleAlert } from 'lucide-react';
import { Button, ButtonLink } from '../Button/Button.tsx';
import * as styles from './CreditsBadge.css.ts';

export type CreditsBadgeProps = {
  /** The loaded balance (the app shows the badge only once it has loaded). */
  balance: number;
  /** Below this the balance shows in the warning tone and says it is low. */
  lowThreshold?: number;
  /** Where Buy goes (the pricing page, /app/pricing); without it Buy is a button calling `onBuy`. */
  buyHref?: string;
  onBuy?: () => void;
};

const count = new Intl.NumberFormat('en-US');

/** The header's balance with a Buy button. The balance is text, so it is read (and zoomed) like any other. */
export function CreditsBadge({ balance, lowThreshold = 10, buyHref, onBuy }: CreditsBadgeProps) {
  const low = balance < lowThreshold;
  // "Buy" alone is vague in a list of links; the hidden word makes it "Buy credits" for assistive technology.
  const buyLabel = (
    <>
      Buy<span className={styles.visuallyHidden}> credits</span>
    </>
  );

  return (
    <div className={low ? `${styles.root} ${styles.rootLow}` : styles.root}>
      <p className={low ? `${styles.balance} ${styles.balanceLow}` : styles.balance}>
        {/* A low balance changes the icon too, so it is not told by colour alone. */}
        {low ? <TriangleAlert className={styles.icon} /> : <Coins className={styles.icon} />}
        <span>
          {count.format(balance)}
          <span className={styles.unit}> {balance === 1 ? 'credit' : 'credits'}</span>
          {low ? <span className={styles.visuallyHidden}> (low balance)</span> : null}
        </span>
      </p>
      {buyHref !== undefined ? (
        <ButtonLink href={buyHref} size="sm">
          {buyLabel}
        </ButtonLink>
      ) : (
        <Button size="sm" onClick={onBuy}>
          {buyLabel}
        </Button>
      )}
    </div>
  );
}
