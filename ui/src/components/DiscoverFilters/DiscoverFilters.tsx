import { Search, UserRound } from 'lucide-react';
import type { FormEvent } from 'react';
import type { Schema } from '@storyloom/api-client/contract';
import { Select, type SelectOption } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './DiscoverFilters.css.ts';

export type DiscoverSortBy = Schema<'DiscoverSortBy'>;

/** The Discover feed's sort options, in menu order; the feed sorts by `created_at` (Latest) by default. */
export const DISCOVER_SORT_OPTIONS = [
  { value: 'created_at', label: 'Latest' },
  { value: 'likes', label: 'Most Liked' },
  { value: 'views', label: 'Most Viewed' },
  { value: 'dislikes', label: 'Most Disliked' },
] as const satisfies readonly SelectOption<DiscoverSortBy>[];

export type DiscoverFiltersValue = {
  search: string;
  /** A category's value; '' for all categories. */
  category: string;
  sortBy: DiscoverSortBy;
  userEmail: string;
};

export type DiscoverFiltersProps = {
  value: DiscoverFiltersValue;
  /** Called with the one field that changed. Empty text means "no filter" (the app sends null). */
  onChange: (change: Partial<DiscoverFiltersValue>) => void;
  /** The loaded categories; 'All Categories' comes first by itself. */
  categories: readonly Schema<'VideoCategory'>[];
  /** Name of the search landmark. */
  label?: string;
};

const allCategories = { value: '', label: 'All Categories' } as const;

/** The Discover feed's search box, category and sort dropdowns and uploader e-mail filter (controlled). */
export function DiscoverFilters({ value, onChange, categories, label = 'Filter videos' }: DiscoverFiltersProps) {
  // Filters apply as they change; Enter in a box must not reload the page.
  const preventSubmit = (event: FormEvent) => event.preventDefault();
  return (
    <form role="search" aria-label={label} className={styles.root} onSubmit={preventSubmit}>
      <TextField
        label="Search"
        type="search"
        placeholder="Search videos..."
        icon={<Search />}
        value={value.search}
        onChange={(search) => onChange({ search })}
        autoComplete="off"
      />
      <Select
        label="Category"
        options={[allCategories, ...categories]}
        value={value.category}
        onChange={(category) => onChange({ category })}
      />
      <Select<DiscoverSortBy>
        label="Sort by"
        options={DISCOVER_SORT_OPTIONS}
        value={value.sortBy}
        onChange={(sortBy) => onChange({ sortBy })}
      />
      <TextField
        label="User email"
        type="search"
        inputMode="email"
        placeholder="Filter by user email..."
        icon={<UserRound />}
        value={value.userEmail}
        onChange={(userEmail) => onChange({ userEmail })}
        autoComplete="off"
      />
    </form>
  );
}
