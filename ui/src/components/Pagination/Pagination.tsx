import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as styles from './Pagination.css.ts';

/** The most page buttons the pagination shows (spec: "up to 5 page buttons"). */
export const paginationMaxButtons = 5;

/**
 * The page numbers to show as buttons: at most `max` consecutive pages with `page` in the middle, shifted to stay
 * within 1..`pages` at the ends. `paginationWindow(6, 12)` is `[4, 5, 6, 7, 8]`; `paginationWindow(1, 12)` is
 * `[1, 2, 3, 4, 5]`.
 */
export function paginationWindow(page: number, pages: number, max = paginationMaxButtons): number[] {
  const total = Math.floor(pages);
  const count = Math.min(Math.floor(max), total);
  if (!(count > 0)) return [];
  const current = Math.min(Math.max(Math.round(page), 1), total);
  const start = Math.min(Math.max(current - Math.floor((count - 1) / 2), 1), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

export type PaginationProps = {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are. With one page (or none) nothing is rendered. */
  pages: number;
  /** Called with the requested page, only when it is within 1..pages and differs from `page`. */
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark (default 'Pagination'); give each one a distinct name when a page has two. */
  label?: string;
};

/** Previous / Next and up to 5 page buttons around the current page. */
export function Pagination({ page, pages, onPageChange, label = 'Pagination' }: PaginationProps) {
  if (!(pages > 1)) return null;

  const requestPage = (target: number) => {
    if (target < 1 || target > pages || target === page) return;
    onPageChange(target);
  };

  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        <li className={styles.item}>
          <button
            type="button"
            className={`${styles.button} ${styles.stepButton}`}
            disabled={page <= 1}
            onClick={() => requestPage(page - 1)}
          >
            <ChevronLeft className={styles.stepIcon} aria-hidden="true" />
            <span className={styles.stepLabel}>Previous</span>
          </button>
        </li>
        {paginationWindow(page, pages).map((number) => (
          <li key={number} className={styles.item}>
            <button
              type="button"
              className={styles.button}
              aria-label={`Page ${number}`}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => requestPage(number)}
            >
              {number}
            </button>
          </li>
        ))}
        <li className={styles.item}>
          <button
            type="button"
            className={`${styles.button} ${styles.stepButton}`}
            disabled={page >= pages}
            onClick={() => requestPage(page + 1)}
          >
            <span className={styles.stepLabel}>Next</span>
            <ChevronRight className={styles.stepIcon} aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
