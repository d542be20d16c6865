import { observer } from 'mobx-react-lite';
import { CreditsOverview, Heading, Text, TextLink } from '@storyloom/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import { CreditPacks } from '../pricing/CreditPacks.tsx';
import { DiscountCode } from '../pricing/DiscountCode.tsx';
import { page } from '../RootLayout.css.ts';
import * as styles from './CreditsPage.css.ts';

/**
 * /app/credits, opened in a new tab from the insufficient-credits dialog: the balance and totals, then the same
 * discount box and packs as the pricing page, and the way to the billing history.
 */
export const CreditsPage = observer(function CreditsPage() {
  const { credits } = useStores();
  return (
    <div className={`${page} ${styles.root}`}>
      <title>Credits · Storyloom</title>
      <header className={styles.intro}>
        <Heading level={1}>Credits</Heading>
        <Text tone="muted" size="lg">
          Top up your balance to keep creating. Your story stays open in the other tab.
        </Text>
      </header>
      <div className={styles.overviewAndCode}>
        <CreditsOverview credits={credits.credits} />
        <DiscountCode />
      </div>
      <CreditPacks />
      <Text tone="muted">
        Every purchase and every credit spent is listed in your <TextLink href="/app/billing-history">Billing History</TextLink>.
      </Text>
    </div>
  );
});
