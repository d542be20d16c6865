export {
  DISCOVER_SORT_OPTIONS,
  DiscoverFilters,
  type DiscoverFiltersProps,
  type DiscoverFiltersValue,
  type DiscoverSortBy,
} from './DiscoverFilters.tsx';
