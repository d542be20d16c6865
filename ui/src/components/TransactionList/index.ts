export {
  TransactionList,
  TransactionRow,
  transactionTypeLabel,
  transactionTypes,
  type TransactionListProps,
  type TransactionRowProps,
} from './TransactionList.tsx';
export { formatCreditAmount, formatTransactionDate } from './transactionFormat.ts';
