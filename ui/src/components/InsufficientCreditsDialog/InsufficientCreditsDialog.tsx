import { ExternalLink } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import * as styles from './InsufficientCreditsDialog.css.ts';

/** Credits still missing: required − current, never negative. */
export function creditShortage(required: number, current: number): number {
  return Math.max(0, required - current);
}

const creditFormat = new Intl.NumberFormat('en-US');

export type InsufficientCreditsDialogProps = {
  open: boolean;
  /** Credits the action needs. */
  required: number;
  /** The user's balance. */
  current: number;
  /** 'Buy Credits': the app opens the credits page in a new tab. */
  onBuyCredits: () => void;
  /** Cancel, Escape, the close button or a backdrop click. */
  onCancel: () => void;
};

/** Shown when an AI action costs more credits than the user has: required, current and shortage. */
export function InsufficientCreditsDialog({ open, required, current, onBuyCredits, onCancel }: InsufficientCreditsDialogProps) {
  const shortage = creditShortage(required, current);
  const figures = [
    { term: 'Required', value: required, tone: 'neutral' },
    { term: 'Current', value: current, tone: 'neutral' },
    { term: 'Shortage', value: shortage, tone: 'shortage' },
  ] as const;

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="Insufficient Credits"
      description={`You need ${creditFormat.format(required)} credits but have ${creditFormat.format(current)}.`}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button icon={<ExternalLink />} onClick={onBuyCredits}>
            Buy Credits
          </Button>
        </>
      }
    >
      <dl className={styles.figures}>
        {figures.map(({ term, value, tone }) => (
          <div key={term} className={`${styles.figure} ${styles.figureTone[tone]}`}>
            <dt className={styles.term}>{term}</dt>
            <dd className={tone === 'shortage' ? `${styles.value} ${styles.shortageValue}` : styles.value}>
              {creditFormat.format(value)}
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
