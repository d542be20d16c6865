export { creditShortage, InsufficientCreditsDialog, type InsufficientCreditsDialogProps } from './InsufficientCreditsDialog.tsx';
