export { MagicFillConfirm, type MagicFillConfirmProps } from './MagicFillConfirm.tsx';
