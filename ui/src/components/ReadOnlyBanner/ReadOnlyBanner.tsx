import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import * as styles from './ReadOnlyBanner.css.ts';

export const READ_ONLY_MESSAGE = 'Read-only mode: This project is completed and cannot be edited';

export type ReadOnlyBannerProps = {
  /** A way out of read-only mode, e.g. an 'Edit as New' button. */
  action?: ReactNode;
};

/** Shown on every stage of a completed project (one that has a video): nothing on it can be edited. */
export function ReadOnlyBanner({ action }: ReadOnlyBannerProps) {
  return (
    <div className={styles.root} role="note">
      <p className={styles.message}>
        <Lock className={styles.icon} aria-hidden="true" focusable="false" />
        <span>{READ_ONLY_MESSAGE}</span>
      </p>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
