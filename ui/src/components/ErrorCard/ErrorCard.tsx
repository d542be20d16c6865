import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import * as styles from './ErrorCard.css.ts';

export const errorCardTitleElements = ['h2', 'h3', 'h4'] as const;
export type ErrorCardTitleElement = (typeof errorCardTitleElements)[number];

export type ErrorCardAction = {
  label: string;
  onClick: () => void;
};

export type ErrorCardProps = {
  /** What failed ("Unable to Load Projects"). */
  title: ReactNode;
  /** The element of the title, to fit the page outline (default `h2`). */
  titleAs?: ErrorCardTitleElement;
  /** Why, in the user's words (the mapped API error). */
  message?: ReactNode;
  /** Shows the primary retry button. */
  onRetry?: () => void;
  /** Label of the retry button (default 'Try Again'). */
  retryLabel?: string;
  /** A second, secondary-looking button next to retry ("Refresh Page"). */
  secondaryAction?: ErrorCardAction;
  /** Small print under the buttons ("If the problem persists, …"). */
  hint?: ReactNode;
  id?: string;
};

/**
 * A failed load in place of the content that could not load. The title and message are an alert (announced when
 * the card appears); the buttons are outside it, so they are not read as part of the announcement.
 */
export function ErrorCard({
  title,
  titleAs: Title = 'h2',
  message,
  onRetry,
  retryLabel = 'Try Again',
  secondaryAction,
  hint,
  id,
}: ErrorCardProps) {
  return (
    <div id={id} className={styles.root}>
      <div className={styles.icon} aria-hidden="true">
        <CircleAlert />
      </div>
      <div role="alert" className={styles.alert}>
        <Title className={styles.title}>{title}</Title>
        {message ? <p className={styles.message}>{message}</p> : null}
      </div>
      {onRetry || secondaryAction ? (
        <div className={styles.actions}>
          {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
          {secondaryAction ? (
            <Button variant="secondary" onClick={secondaryAction.onClick}>
              {secondaryAction.label}
            </Button>
          ) : null}
        </div>
      ) : null}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </div>
  );
}
