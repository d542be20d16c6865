export { Dialog, dialogRoles, dialogSizes, type DialogProps, type DialogRole, type DialogSize } from './Dialog.tsx';
