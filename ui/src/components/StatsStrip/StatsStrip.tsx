import { TrendingUp } from 'lucide-react';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './StatsStrip.css.ts';

export type StatsStripProps = {
  /** How many stories the showcase features. */
  featuredCount: number;
  /** The sum of the featured videos' view counts. */
  totalViews: number;
  /** How many distinct categories the featured videos come from. */
  categoryCount: number;
  /** The showcase is still loading: placeholders instead of numbers. */
  loading?: boolean;
  /** Nothing real to count yet (nothing shared, or the built-in samples): only the claim shows, never 0 / 0 / 0. */
  hideCounts?: boolean;
  /** Name of the statistics region. */
  label?: string;
};

/** The claim under the numbers; exactly the spec's words. */
export const statsClaim = 'Growing fast! +500 new stories daily';

const count = new Intl.NumberFormat('en-US');

/** The landing page's community statistics: featured stories, views and categories, with the growth claim. */
export function StatsStrip({
  featuredCount,
  totalViews,
  categoryCount,
  loading = false,
  hideCounts = false,
  label = 'Community statistics',
}: StatsStripProps) {
  const stats = [
    { term: 'Featured stories', value: featuredCount },
    { term: 'Total views', value: totalViews },
    { term: 'Categories', value: categoryCount },
  ];
  return (
    <section aria-label={label} aria-busy={loading || undefined} className={styles.root}>
      {hideCounts ? null : (
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.term} className={styles.stat}>
              <dt className={styles.label}>{stat.term}</dt>
              <dd className={styles.value}>
                {loading ? (
                  <>
                    <Skeleton width="4rem" height="2rem" />
                    <span className={styles.visuallyHidden}>Loading</span>
                  </>
                ) : (
                  count.format(stat.value)
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className={hideCounts ? `${styles.claim} ${styles.claimAlone}` : styles.claim}>
        <TrendingUp className={styles.claimIcon} aria-hidden="true" focusable="false" />
        {statsClaim}
      </p>
    </section>
  );
}
