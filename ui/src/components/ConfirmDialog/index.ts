export { ConfirmDialog, confirmDialogTones, type ConfirmDialogProps, type ConfirmDialogTone } from './ConfirmDialog.tsx';
