import { Spinner } from '@storyloom/ui';
import * as styles from '../PageLoading.css.ts';

/** While the stored session is being checked (the guarded and sign-in routes wait for it). */
export function AuthChecking() {
  return (
    <div className={styles.page}>
      <Spinner size="lg" label="Checking your session…" />
    </div>
  );
}
