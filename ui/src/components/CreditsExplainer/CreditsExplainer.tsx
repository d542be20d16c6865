import { AudioLines, Clapperboard, FileText, Image, Music, Palette, Sparkles, Type, WandSparkles } from 'lucide-react';
import { useId, type ComponentType } from 'react';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { creditsText, storyCreditCost, type CreditCosts } from './creditCosts.ts';
import * as styles from './CreditsExplainer.css.ts';

export type CreditsExplainerProps = {
  /** The server's price list; null while it loads (the prices show as placeholders). */
  costs: CreditCosts | null;
  /** Pages of the worked example (the spec's example is a 3-page story). */
  examplePages?: number;
};

type Item = { icon: ComponentType<{ className?: string }>; cost: keyof CreditCosts; label: string };

const ITEMS: readonly Item[] = [
  { icon: Palette, cost: 'style_setup', label: 'style setup (3 style options)' },
  { icon: FileText, cost: 'text_page', label: 'per page of text' },
  { icon: Image, cost: 'image', label: 'per image, also to regenerate one' },
  { icon: AudioLines, cost: 'audio_page', label: 'per page of audio' },
  { icon: Clapperboard, cost: 'animation', label: 'per animation' },
  { icon: Music, cost: 'music', label: 'per background music track' },
  { icon: WandSparkles, cost: 'magic_fill', label: 'Magic Fill (story details from your photo)' },
  { icon: Sparkles, cost: 'improve_text', label: 'Improve with AI, only when it changes your text' },
  { icon: Type, cost: 'title', label: 'Auto-Generate Title' },
];

/** 'How credits work' on the pricing page: what each step costs, a worked example and the rules. */
export function CreditsExplainer({ costs, examplePages = 3 }: CreditsExplainerProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={costs === null}>
      <h2 id={titleId} className={styles.title}>
        How credits work
      </h2>
      <ul className={styles.costs}>
        {ITEMS.map(({ icon: Icon, cost, label }) => (
          <li key={cost} className={styles.cost}>
            <Icon className={styles.costIcon} />
            <span className={styles.costAmount}>{costs ? creditsText(costs[cost]) : <Skeleton width="4.5rem" />}</span>
            <span className={styles.costLabel}>{label}</span>
          </li>
        ))}
      </ul>
      {costs ? (
        <p className={styles.example}>
          {`Example: a ${examplePages}-page story costs ${storyCreditCost(examplePages, {}, costs)} credits, or ${storyCreditCost(examplePages, { animation: true }, costs)} with animation.`}
        </p>
      ) : null}
      <ul className={styles.notes}>
        <li>
          {costs === null || costs.video === 0 ? 'Video generation is free.' : `Video generation: ${creditsText(costs.video)}.`}
        </li>
        <li>Credits expire 30 days after purchase.</li>
        <li>Refunds are offered within 30 days for unused credits.</li>
        <li>If a generation fails, its credits are refunded automatically.</li>
      </ul>
    </section>
  );
}
