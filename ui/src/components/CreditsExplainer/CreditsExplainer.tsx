import { AudioLines, Clapperboard, FileText, Image, Palette } from 'lucide-react';
import { useId, type ComponentType } from 'react';
import { CREDIT_COSTS, storyCreditCost, type CreditCosts } from './creditCosts.ts';
import * as styles from './CreditsExplainer.css.ts';

export type CreditsExplainerProps = {
  costs?: CreditCosts;
  /** Pages of the worked example (the spec's example is a 3-page story). */
  examplePages?: number;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 'How credits work' on the pricing page: what each step costs, a worked example and the rules. */
export function CreditsExplainer({ costs = CREDIT_COSTS, examplePages = 3 }: CreditsExplainerProps) {
  const titleId = useId();
  const items: { icon: ComponentType<{ className?: string }>; amount: number; label: string }[] = [
    { icon: Palette, amount: costs.styleSetup, label: 'style setup (3 style options)' },
    { icon: FileText, amount: costs.textPage, label: 'per page of text' },
    { icon: Image, amount: costs.image, label: 'per image' },
    { icon: AudioLines, amount: costs.audioPage, label: 'per page of audio' },
    { icon: Clapperboard, amount: costs.animation, label: 'per animation' },
  ];
  const plain = storyCreditCost(examplePages, {}, costs);
  const animated = storyCreditCost(examplePages, { animation: true }, costs);

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        How credits work
      </h2>
      <ul className={styles.costs}>
        {items.map(({ icon: Icon, amount, label }) => (
          <li key={label} className={styles.cost}>
            <Icon className={styles.costIcon} />
            <span className={styles.costAmount}>{plural(amount, 'credit')}</span>
            <span className={styles.costLabel}>{label}</span>
          </li>
        ))}
      </ul>
      <p className={styles.example}>
        {`Example: a ${examplePages}-page story costs ${plain} credits, or ${animated} with animation.`}
      </p>
      <ul className={styles.notes}>
        <li>Video generation is free.</li>
        <li>Credits expire 30 days after purchase.</li>
        <li>Refunds are offered within 30 days for unused credits.</li>
        <li>If a generation fails, its credits are refunded automatically.</li>
      </ul>
    </section>
  );
}
