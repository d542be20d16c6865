import type { ReactNode } from 'react';
import * as styles from './FeatureCard.css.ts';

export const featureCardElements = ['div', 'li', 'article'] as const;
export type FeatureCardElement = (typeof featureCardElements)[number];

export const featureCardTitleElements = ['h2', 'h3', 'h4'] as const;
export type FeatureCardTitleElement = (typeof featureCardTitleElements)[number];

export type FeatureCardProps = {
  /** Decorative icon (an SVG); hidden from assistive technology. */
  icon: ReactNode;
  title: ReactNode;
  /** One or two sentences on what the feature does for the user. */
  description: ReactNode;
  /** `li` inside a list of features. */
  as?: FeatureCardElement;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: FeatureCardTitleElement;
};

/** One product feature: an icon, a short title and a sentence or two. */
export function FeatureCard({ icon, title, description, as: Element = 'div', titleAs: Title = 'h3' }: FeatureCardProps) {
  return (
    <Element className={styles.root}>
      <span className={styles.icon} aria-hidden="true">
        <span className={styles.iconGlyph}>{icon}</span>
      </span>
      <Title className={styles.title}>{title}</Title>
      <p className={styles.description}>{description}</p>
    </Element>
  );
}
