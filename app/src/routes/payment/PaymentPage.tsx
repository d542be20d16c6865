import { CircleCheck, CircleX } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { Button, ButtonLink, Spinner } from '@storyloom/ui';
import { PAYMENT_MESSAGES } from '../../stores/PaymentStore.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import * as layout from '../login/AuthLayout.css.ts';
import * as styles from './PaymentPage.css.ts';

/** After paying signed out: sign in, then see the balance. */
const SIGN_IN_TO_SEE_CREDITS = `/login?${new URLSearchParams({ from: '/app/credits' })}`;

function Processing() {
  return (
    <>
      <Spinner size="lg" label="Processing your payment…" />
      <header className={layout.header}>
        <h1 className={layout.title}>Processing your payment…</h1>
        <p className={layout.lead}>We are confirming your purchase with the payment provider. This only takes a moment.</p>
      </header>
    </>
  );
}

const Success = observer(function Success() {
  const { payment, auth, credits } = useStores();
  // The server's balance when it knew the buyer; else the refreshed balance of the signed-in user.
  const balance = payment.newBalance ?? (auth.isAuthenticated ? credits.balance : null);
  return (
    <>
      <div className={`${layout.statusIcon} ${layout.statusIconTone.success}`} aria-hidden="true">
        <CircleCheck className={layout.statusIconSvg} focusable="false" />
      </div>
      <div role="status" className={layout.header}>
        <h1 className={layout.title}>Payment Successful!</h1>
        <p className={layout.lead}>{payment.result?.message || 'Thank you! Your credits have been added to your account.'}</p>
      </div>
      <dl className={styles.figures}>
        {payment.creditsAdded !== null ? (
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>Credits added</dt>
            <dd className={styles.figureValue}>{`+${payment.creditsAdded.toLocaleString('en-US')}`}</dd>
          </div>
        ) : null}
        {auth.isAuthenticated && balance !== null ? (
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>New balance</dt>
            <dd className={styles.figureValue}>{balance.toLocaleString('en-US')}</dd>
          </div>
        ) : null}
      </dl>
      {auth.isAuthenticated ? (
        <div className={layout.actions}>
          <ButtonLink href="/app/gallery">Start Creating</ButtonLink>
          <ButtonLink href="/app/billing-history" variant="secondary">
            View Billing History
          </ButtonLink>
        </div>
      ) : (
        <div className={styles.signInPrompt}>
          <p>Please log in to see your credits.</p>
          <ButtonLink href={SIGN_IN_TO_SEE_CREDITS}>Sign In</ButtonLink>
        </div>
      )}
    </>
  );
});

const Failed = observer(function Failed() {
  const { payment } = useStores();
  return (
    <>
      <div className={`${layout.statusIcon} ${layout.statusIconTone.danger}`} aria-hidden="true">
        <CircleX className={layout.statusIconSvg} focusable="false" />
      </div>
      <div role="alert" className={layout.header}>
        <h1 className={layout.title}>Payment Error</h1>
        <p className={layout.lead}>{payment.error || PAYMENT_MESSAGES.fallback}</p>
      </div>
      <div className={layout.actions}>
        {payment.sessionId ? <Button onClick={() => void payment.retry()}>Try Again</Button> : null}
        <ButtonLink href="/app/pricing" variant={payment.sessionId ? 'secondary' : 'primary'}>
          Back to Pricing
        </ButtonLink>
      </div>
    </>
  );
});

/** Spec 000 §2, §4: the result of a credit purchase (processing, success, error), signed in or not. */
export const PaymentPage = observer(function PaymentPage() {
  const { payment } = useStores();
  return (
    <div className={layout.area}>
      <title>Payment · Storyloom</title>
      <div className={layout.statusPanel}>
        {payment.status === 'success' ? <Success /> : payment.status === 'error' ? <Failed /> : <Processing />}
      </div>
    </div>
  );
});
