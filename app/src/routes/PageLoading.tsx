import * as styles from './PageLoading.css.ts';

/** While the first route's code loads. */
export function PageLoading() {
  return (
    <div className={styles.page} role="status">
      Loading Storyloom…
    </div>
  );
}
