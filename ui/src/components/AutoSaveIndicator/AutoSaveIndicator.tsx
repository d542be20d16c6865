import { CircleAlert, CloudCheck } from 'lucide-react';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './AutoSaveIndicator.css.ts';

export const autoSaveStatuses = ['idle', 'saving', 'saved', 'error'] as const;
export type AutoSaveStatus = (typeof autoSaveStatuses)[number];

export const AUTO_SAVE_MESSAGES = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  error: "Couldn't save — will retry",
} as const satisfies Record<AutoSaveStatus, string>;

export type AutoSaveIndicatorProps = {
  /** Where stage 2's auto-save of the story texts stands; `idle` shows nothing. */
  status: AutoSaveStatus;
};

/**
 * The auto-save state beside stage 2's text fields. The region stays in the page in every state, so screen readers
 * announce each change politely.
 */
export function AutoSaveIndicator({ status }: AutoSaveIndicatorProps) {
  const message = AUTO_SAVE_MESSAGES[status];
  return (
    <div role="status" aria-live="polite" className={`${styles.root} ${styles.tone[status]}`}>
      {status === 'saving' ? (
        <>
          {/* The spinner's hidden label is what is announced; the visible text is the same words. */}
          <Spinner inline size="sm" label={message} />
          <span aria-hidden="true">{message}</span>
        </>
      ) : null}
      {status === 'saved' ? (
        <>
          <CloudCheck className={styles.icon} aria-hidden="true" focusable="false" />
          <span>{message}</span>
        </>
      ) : null}
      {status === 'error' ? (
        <>
          <CircleAlert className={styles.icon} aria-hidden="true" focusable="false" />
          <span>{message}</span>
        </>
      ) : null}
    </div>
  );
}
