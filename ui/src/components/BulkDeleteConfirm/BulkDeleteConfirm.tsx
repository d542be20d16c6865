import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './BulkDeleteConfirm.css.ts';

/** The word the user types to confirm a bulk delete. */
export const bulkDeleteConfirmWord = 'delete';

/** Whether the typed text confirms a bulk delete: 'delete' in any case, surrounding spaces ignored. */
export function bulkDeleteConfirmed(typed: string): boolean {
  return typed.trim().toLowerCase() === bulkDeleteConfirmWord;
}

export type BulkDeleteConfirmProps = {
  open: boolean;
  /** How many projects are selected; confirming needs at least one. */
  count: number;
  /** The delete is running: the confirm button spins and the dialog cannot be dismissed. */
  deleting?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape, the close button or a backdrop click. */
  onCancel: () => void;
};

const projects = (count: number) => `${count} ${count === 1 ? 'project' : 'projects'}`;

/**
 * Confirms deleting the selected projects: the confirm button only enables once 'delete' is typed. The typed text
 * starts empty every time the dialog opens.
 */
export function BulkDeleteConfirm({ open, count, deleting = false, onConfirm, onCancel }: BulkDeleteConfirmProps) {
  const [typed, setTyped] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTyped('');
  }
  const statusId = useId();

  const matches = bulkDeleteConfirmed(typed);
  const canConfirm = matches && count >= 1 && !deleting;

  const confirmOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (canConfirm) onConfirm();
  };

  return (
    <ConfirmDialog
      open={open}
      tone="danger"
      title={`Delete ${projects(count)}?`}
      message={`The ${count} selected ${count === 1 ? 'project' : 'projects'} and all their images, audio and videos will be deleted permanently. This cannot be undone.`}
      confirmLabel={`Delete ${projects(count)}`}
      confirmDisabled={!matches || count < 1}
      loading={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <div className={styles.body}>
        <TextField
          label={
            <>
              Type <span className={styles.word}>{bulkDeleteConfirmWord}</span> to confirm
            </>
          }
          value={typed}
          onChange={setTyped}
          onKeyDown={confirmOnEnter}
          readOnly={deleting}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby={statusId}
        />
        <p id={statusId} className={styles.status} aria-live="polite" aria-atomic="true">
          {typed === '' ? null : matches ? (
            <span className={`${styles.message} ${styles.match}`}>
              <CircleCheck className={styles.icon} aria-hidden="true" focusable="false" />
              Confirmation text matches
            </span>
          ) : (
            <span className={`${styles.message} ${styles.mismatch}`}>
              <CircleAlert className={styles.icon} aria-hidden="true" focusable="false" />
              Please type &quot;delete&quot; exactly as shown
            </span>
          )}
        </p>
      </div>
    </ConfirmDialog>
  );
}
