import { ArrowLeft } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  Button,
  ButtonLink,
  CreditsOverview,
  ErrorCard,
  Heading,
  Text,
  TransactionFilters,
  TransactionList,
} from '@storyloom/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import { page } from '../RootLayout.css.ts';
import * as styles from './BillingHistoryPage.css.ts';

const Transactions = observer(function Transactions() {
  const { billing } = useStores();
  const titleId = useId();
  return (
    <section className={styles.transactions} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Transactions
      </h2>
      <TransactionFilters
        filter={billing.filter}
        onFilterChange={billing.setFilter}
        showAll={billing.showAll}
        onShowAllChange={billing.setShowAll}
        total={billing.total}
      />
      {billing.error ? (
        <ErrorCard titleAs="h3" title={billing.error} onRetry={() => void billing.load()} />
      ) : (
        <TransactionList transactions={billing.visible} loading={billing.isLoading} filter={billing.filter} />
      )}
    </section>
  );
});

/** /app/billing-history (spec 000 §2): the credits overview and the credit transactions, latest 50 or all. */
export const BillingHistoryPage = observer(function BillingHistoryPage() {
  const { credits } = useStores();
  const navigate = useNavigate();
  const location = useLocation();
  // Back to the page the user came from; opened directly (nothing to go back to in the app), to the gallery.
  const goBack = () => void (location.key === 'default' ? navigate('/app/gallery') : navigate(-1));

  return (
    <div className={`${page} ${styles.root}`}>
      <title>Billing History · Storyloom</title>
      <div className={styles.back}>
        <Button variant="ghost" icon={<ArrowLeft />} onClick={goBack}>
          Back
        </Button>
      </div>
      <header className={styles.intro}>
        <Heading level={1}>Billing History</Heading>
        <Text tone="muted" size="lg">
          View your credit purchases and usage history
        </Text>
      </header>
      <CreditsOverview credits={credits.credits} />
      <Transactions />
      <div className={styles.actions}>
        <ButtonLink href="/app/pricing" size="lg">
          Buy More Credits
        </ButtonLink>
        <ButtonLink href="/app/gallery" size="lg" variant="secondary">
          Start Creating
        </ButtonLink>
      </div>
    </div>
  );
});
