export {
  LATEST_TRANSACTIONS_LIMIT,
  TransactionFilters,
  transactionFilters,
  type TransactionFilter,
  type TransactionFiltersProps,
} from './TransactionFilters.tsx';
