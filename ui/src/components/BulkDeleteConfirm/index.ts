export {
  BulkDeleteConfirm,
  bulkDeleteConfirmed,
  bulkDeleteConfirmWord,
  type BulkDeleteConfirmProps,
} from './BulkDeleteConfirm.tsx';
