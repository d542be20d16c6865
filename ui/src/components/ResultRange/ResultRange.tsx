import * as styles from './ResultRange.css.ts';

/**
 * The gallery's result line: 'x-y of N projects' for the page shown, or 'No projects found' when nothing matches.
 * Pages count from 1; the last page may be partial ('13-14 of 14 projects').
 */
export function resultRange(page: number, limit: number, total: number): string {
  if (total <= 0 || limit <= 0) return 'No projects found';
  const lastPage = Math.ceil(total / limit);
  const shownPage = Math.min(Math.max(1, Math.floor(page)), lastPage);
  const first = (shownPage - 1) * limit + 1;
  const last = Math.min(shownPage * limit, total);
  return `${first}-${last} of ${total} projects`;
}

export type ResultRangeProps = {
  /** The page shown, from 1. */
  page: number;
  /** Projects per page (the gallery shows 12). */
  limit: number;
  /** Projects matching the search and filter, on all pages. */
  total: number;
  id?: string;
};

/** Announces (politely) which projects of how many the page shows, so a search or page change is heard. */
export function ResultRange({ page, limit, total, id }: ResultRangeProps) {
  return (
    <p id={id} className={styles.root} aria-live="polite" aria-atomic="true">
      {resultRange(page, limit, total)}
    </p>
  );
}
