import { CircleAlert, CircleCheck, LoaderCircle, Ticket } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import type { Schema } from '@storyloom/api-client/contract';
import { Button } from '../Button/Button.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './DiscountCodeBox.css.ts';

export const discountCodeStatuses = ['idle', 'validating', 'valid', 'invalid'] as const;
export type DiscountCodeStatus = (typeof discountCodeStatuses)[number];

export type DiscountCodeBoxProps = {
  /** The code as typed, already upper-cased. */
  value: string;
  /** Called with the upper-cased code on every keystroke (the store validates 500 ms after typing stops). */
  onChange: (code: string) => void;
  status: DiscountCodeStatus;
  /** The last validation answer, for the valid/invalid text. */
  validation?: Schema<'DiscountValidation'> | null;
  onRedeem: (code: string) => void;
  redeeming?: boolean;
  /** Shown after a successful redemption (e.g. the server's message). */
  redeemedMessage?: string | null;
  /** A failure to validate or redeem ('Failed to redeem discount code'). */
  error?: string | null;
};

const count = new Intl.NumberFormat('en-US');

function statusText(status: DiscountCodeStatus, validation: Schema<'DiscountValidation'> | null | undefined): string {
  switch (status) {
    case 'idle':
      return 'Codes are checked as you type.';
    case 'validating':
      return 'Checking code…';
    case 'valid': {
      const credits = validation?.credits_amount;
      const what = credits != null ? `${count.format(credits)} credits` : 'Valid code';
      return validation?.description ? `${what}: ${validation.description}` : what;
    }
    case 'invalid':
      return validation?.error || 'This code is not valid.';
  }
}

/** The discount code box of the pricing page: upper-cases what is typed; Redeem works only for a validated code. */
export function DiscountCodeBox({
  value,
  onChange,
  status,
  validation,
  onRedeem,
  redeeming = false,
  redeemedMessage,
  error,
}: DiscountCodeBoxProps) {
  const titleId = useId();
  const canRedeem = status === 'valid' && value.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canRedeem && !redeeming) onRedeem(value.trim());
  };

  let tone: keyof typeof styles.statusTone = status;
  let text = statusText(status, validation);
  if (error) {
    tone = 'invalid';
    text = error;
  } else if (redeemedMessage) {
    tone = 'redeemed';
    text = redeemedMessage;
  }

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        <Ticket className={styles.titleIcon} />
        Have a discount code?
      </h2>
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.field}>
          <TextField
            label="Discount code"
            value={value}
            onChange={(code) => onChange(code.toUpperCase())}
            placeholder="e.g. WELCOME10"
            autoComplete="off"
            maxLength={64}
          />
        </div>
        <Button type="submit" disabled={!canRedeem} loading={redeeming}>
          Redeem
        </Button>
      </form>
      <p className={`${styles.status} ${styles.statusTone[tone]}`} aria-live="polite">
        {tone === 'validating' ? <LoaderCircle className={`${styles.statusIcon} ${styles.spinning}`} /> : null}
        {tone === 'valid' || tone === 'redeemed' ? <CircleCheck className={styles.statusIcon} /> : null}
        {tone === 'invalid' ? <CircleAlert className={styles.statusIcon} /> : null}
        <span>{text}</span>
      </p>
    </section>
  );
}
