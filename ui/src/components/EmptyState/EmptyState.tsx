import type { ReactNode } from 'react';
import * as styles from './EmptyState.css.ts';

export const emptyStateTitleElements = ['h2', 'h3', 'h4', 'p'] as const;
export type EmptyStateTitleElement = (typeof emptyStateTitleElements)[number];

export type EmptyStateProps = {
  /** What is missing ("No projects found"). */
  title: ReactNode;
  /** The element of the title, to fit the page outline (default `h2`). */
  titleAs?: EmptyStateTitleElement;
  /** A hint or next step ("Try adjusting your search or filter criteria"). */
  description?: ReactNode;
  /** Decorative icon (an inline SVG) above the title; hidden from assistive technology. */
  icon?: ReactNode;
  /** The way forward: a button or button link ("Start Creating"). */
  action?: ReactNode;
  id?: string;
};

/** Shown where a list or grid has nothing to show. */
export function EmptyState({ title, titleAs: Title = 'h2', description, icon, action, id }: EmptyStateProps) {
  return (
    <div id={id} className={styles.root}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
