import { useId, type ReactNode } from 'react';
import * as styles from './Hero.css.ts';

export const heroAlignments = ['start', 'center'] as const;
export type HeroAlignment = (typeof heroAlignments)[number];

export const heroTitleElements = ['h1', 'h2'] as const;
export type HeroTitleElement = (typeof heroTitleElements)[number];

export type HeroProps = {
  /** The headline. */
  title: ReactNode;
  /** The subline under the headline. */
  description?: ReactNode;
  /** A short line above the headline. */
  eyebrow?: ReactNode;
  /** Decorative icon before the eyebrow text; hidden from assistive technology. */
  eyebrowIcon?: ReactNode;
  /** The calls to action (`Button`s or `ButtonLink`s), in order of importance. */
  actions?: ReactNode;
  /** A small line under the actions ("No credit card needed"). */
  footnote?: ReactNode;
  /** An illustration or video poster beside the text (below it on phones). */
  media?: ReactNode;
  /** `h1` for the page's hero; `h2` when it closes a page that already has one. */
  titleAs?: HeroTitleElement;
  align?: HeroAlignment;
};

/** The opening band of the landing page and the signed-in home: headline, subline and calls to action. */
export function Hero({
  title,
  description,
  eyebrow,
  eyebrowIcon,
  actions,
  footnote,
  media,
  titleAs: Title = 'h1',
  align = 'start',
}: HeroProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={media ? `${styles.root} ${styles.withMedia}` : styles.root}>
      <div className={`${styles.content} ${styles.align[align]}`}>
        {eyebrow ? (
          <p className={styles.eyebrow}>
            {eyebrowIcon ? (
              <span className={styles.eyebrowIcon} aria-hidden="true">
                {eyebrowIcon}
              </span>
            ) : null}
            {eyebrow}
          </p>
        ) : null}
        <Title id={titleId} className={styles.title}>
          {title}
        </Title>
        {description ? <p className={styles.description}>{description}</p> : null}
        {actions ? <div className={`${styles.actions} ${styles.actionsAlign[align]}`}>{actions}</div> : null}
        {footnote ? <p className={styles.footnote}>{footnote}</p> : null}
      </div>
      {media ? <div className={styles.media}>{media}</div> : null}
    </section>
  );
}
