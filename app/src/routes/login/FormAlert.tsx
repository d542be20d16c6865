import { CircleAlert } from 'lucide-react';
import * as styles from './AuthLayout.css.ts';

/** Why a submission failed (the server's answer): an alert, so it is read out as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  // The live region stays in the page, so a second failure with a new text is announced too.
  return (
    <div role="alert">
      {message ? (
        <p className={styles.alert}>
          <CircleAlert className={styles.alertIcon} aria-hidden="true" focusable="false" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
