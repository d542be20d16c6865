import { ChevronDown } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import * as styles from './Faq.css.ts';

export type FaqItem = { question: string; answer: ReactNode };

export type FaqProps = {
  items: readonly FaqItem[];
  title?: string;
  /** Questions open at first (by index). */
  defaultOpen?: readonly number[];
};

/** Questions and answers as native disclosures: keyboard and screen-reader support come with the element. */
export function Faq({ items, title = 'Frequently asked questions', defaultOpen = [] }: FaqProps) {
  const titleId = useId();
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={item.question} className={styles.item}>
            <details open={defaultOpen.includes(index) || undefined}>
              <summary className={styles.question}>
                {item.question}
                <ChevronDown className={styles.chevron} />
              </summary>
              <div className={styles.answer}>{item.answer}</div>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The pricing page's questions about credits. */
export const CREDITS_FAQ: readonly FaqItem[] = [
  {
    question: 'What can I do with credits?',
    answer:
      'Credits pay for the AI steps of a story: style options, story text, page illustrations, narration and animations. Putting the final video together is free.',
  },
  {
    question: 'How long do credits last?',
    answer: 'Credits expire 30 days after purchase. The oldest credits are used first.',
  },
  {
    question: 'What happens if a generation fails?',
    answer: 'The credits for the failed step are refunded to your balance automatically, and you can try again.',
  },
  {
    question: 'Can I get a refund?',
    answer: 'Refunds are offered within 30 days for unused credits.',
  },
  {
    question: 'How do discount codes work?',
    answer: 'Enter the code above: it is checked as you type, and a valid code adds its credits once per account.',
  },
];
