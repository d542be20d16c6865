import { observer } from 'mobx-react-lite';
import { CREDITS_FAQ, CreditsExplainer, Faq, Heading, Text } from '@storyloom/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import { page } from '../RootLayout.css.ts';
import { CreditPacks } from './CreditPacks.tsx';
import { DiscountCode } from './DiscountCode.tsx';
import * as styles from './PricingPage.css.ts';

/** /app/pricing: the discount code box, how credits work, the packs and the FAQ (spec 000 §2). */
export function PricingPage() {
  return (
    <div className={`${page} ${styles.root}`}>
      <title>Pricing · Storyloom</title>
      <header className={styles.intro}>
        <Heading level={1}>Buy Credits</Heading>
        <Text tone="muted" size="lg">
          Credits pay for every illustrated, narrated page you create. Pick a pack, or redeem a discount code.
        </Text>
      </header>
      <div className={styles.codeAndExplainer}>
        <DiscountCode />
        <Explainer />
      </div>
      <CreditPacks />
      <Faq items={CREDITS_FAQ} />
    </div>
  );
}

/** How credits work, with the prices of the server's list (placeholders until it loads). */
const Explainer = observer(function Explainer() {
  const { credits } = useStores();
  return <CreditsExplainer costs={credits.costs} />;
});
