import { useId, type MouseEvent, type ReactNode } from 'react';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import * as styles from './Card.css.ts';

export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export const cardElements = ['div', 'section', 'article', 'li', 'aside'] as const;
export type CardElement = (typeof cardElements)[number];

export const cardTitleElements = ['h2', 'h3', 'h4'] as const;
export type CardTitleElement = (typeof cardTitleElements)[number];

export type CardProps = {
  /** The element the card renders as; a `section` is labelled by its title. */
  as?: CardElement;
  /** The card's heading; on an interactive card it is also the name of its link or button. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: CardTitleElement;
  description?: ReactNode;
  /** Buttons or links at the bottom of the card; they stay clickable on an interactive card. */
  actions?: ReactNode;
  padding?: CardPadding;
  children?: ReactNode;
  id?: string;
  /**
   * Makes the card a link: its title becomes a link that covers the whole card (one focus stop, named by the
   * title). Needs `title`.
   */
  href?: string;
  /** Makes the card a button the same way as `href` does a link. Needs `title`; `href` wins when both are set. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
};

export function Card({
  as: Element = 'div',
  title,
  titleAs: Title = 'h3',
  description,
  actions,
  padding = 'md',
  children,
  id,
  href,
  onClick,
}: CardProps) {
  const titleId = useId();
  // Interactivity hangs on the title: without one there is nothing to name the link or button by.
  const linkHref = title ? href : undefined;
  const buttonClick = title && linkHref === undefined ? onClick : undefined;
  const interactive = linkHref !== undefined || buttonClick !== undefined;

  let titleContent = title;
  if (linkHref !== undefined) {
    titleContent = (
      <Link href={linkHref} className={styles.titleAction}>
        {title}
      </Link>
    );
  } else if (buttonClick !== undefined) {
    titleContent = (
      <button type="button" className={styles.titleAction} onClick={buttonClick}>
        {title}
      </button>
    );
  }

  const className = [styles.root, styles.padding[padding], interactive ? styles.interactive : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <Element id={id} className={className} aria-labelledby={Element === 'section' && title ? titleId : undefined}>
      {title || description ? (
        <div className={styles.header}>
          {title ? (
            <Title id={titleId} className={styles.title}>
              {titleContent}
            </Title>
          ) : null}
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
      ) : null}
      {children ? <div className={styles.body}>{children}</div> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Element>
  );
}
