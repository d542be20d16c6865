import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Dialog, type DialogSize } from '../Dialog/Dialog.tsx';

export const confirmDialogTones = ['default', 'danger'] as const;
export type ConfirmDialogTone = (typeof confirmDialogTones)[number];

export type ConfirmDialogProps = {
  open: boolean;
  /** The question, e.g. 'Regenerate Story?'. */
  title: ReactNode;
  /** What confirming does; read out with the title. */
  message: ReactNode;
  /** Label of the confirm button, e.g. 'Delete'. */
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for destructive actions: the confirm button turns red. */
  tone?: ConfirmDialogTone;
  /** The confirmed action is running: the confirm button spins, Cancel is disabled and the dialog cannot be dismissed. */
  loading?: boolean;
  /** Disables the confirm button (e.g. until the user has typed 'delete'). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, the close button or a backdrop click. */
  onCancel: () => void;
  /** Extra content under the message, such as a confirmation field. */
  children?: ReactNode;
  size?: DialogSize;
};

/** Asks the user to confirm an action, on top of `Dialog` (an `alertdialog`; focus starts on Cancel). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  loading = false,
  confirmDisabled = false,
  onConfirm,
  onCancel,
  children,
  size = 'sm',
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size={size}
      role="alertdialog"
      dismissible={!loading}
      footer={
        <>
          <Button variant="secondary" disabled={loading} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            loading={loading}
            disabled={confirmDisabled}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
