import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { ErrorCard, PricingCard, Skeleton } from '@storyloom/ui';
import { isMostPopular } from '../../stores/PricingStore.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './CreditPacks.css.ts';

const PLACEHOLDERS = [0, 1, 2, 3];
// Roughly a pack card's height, so the page does not jump when the packs arrive.
const PLACEHOLDER_HEIGHT = '22rem';

/**
 * The credit packs of stores.pricing (the pricing and credits pages): skeletons while they load, the failure with
 * a retry, else one card per pack; choosing one starts its checkout and sends the browser there.
 */
export const CreditPacks = observer(function CreditPacks({ title = 'Choose your credit pack' }: { title?: string }) {
  const { pricing } = useStores();
  const titleId = useId();
  const loading = pricing.isLoadingPacks && pricing.packs.length === 0;

  let content;
  if (pricing.packsError) {
    content = (
      <ErrorCard
        titleAs="h3"
        title={pricing.packsError}
        message="Check your connection and try again."
        onRetry={() => void pricing.loadPacks()}
      />
    );
  } else if (loading) {
    content = (
      <ul className={styles.grid}>
        {PLACEHOLDERS.map((index) => (
          <li key={index} className={styles.item}>
            <Skeleton shape="rect" height={PLACEHOLDER_HEIGHT} />
          </li>
        ))}
      </ul>
    );
  } else {
    content = (
      <ul className={styles.grid}>
        {pricing.packs.map((pack) => (
          <li key={pack.id} className={styles.item}>
            <PricingCard
              pack={pack}
              popular={isMostPopular(pack)}
              onBuy={(packId) => void pricing.purchase(packId)}
              loading={pricing.purchasingPackId === pack.id}
              disabled={pricing.purchasingPackId !== null}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {content}
    </section>
  );
});
