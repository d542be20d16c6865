export {
  ChargeRow,
  TransactionList,
  TransactionRow,
  transactionTypeLabel,
  transactionTypes,
  type ChargeRowProps,
  type TransactionListProps,
  type TransactionRowProps,
} from './TransactionList.tsx';
export { formatCreditAmount, formatTransactionDate } from './transactionFormat.ts';
export { describeTransaction, groupTransactions, transactionStory, type TransactionEntry } from './transactionGroups.ts';
