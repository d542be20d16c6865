import { Button } from '../Button/Button.tsx';
import { creditsText } from '../CreditsExplainer/creditCosts.ts';
import { Dialog } from '../Dialog/Dialog.tsx';
import * as styles from './MagicFillConfirm.css.ts';

export type MagicFillConfirmProps = {
  open: boolean;
  /** Labels of the texts the user has written, which "Replace" would overwrite ('Character Description'). */
  written: readonly string[];
  /** Whether some texts are still empty: then "Fill the empty ones" is offered, which keeps every written text. */
  hasEmpty: boolean;
  /** What Magic Fill costs, for the buttons' wording; left out while the price list is unknown. */
  cost?: number | null;
  /** Fill only the empty texts. */
  onFillEmpty: () => void;
  /** Fill every text, replacing the written ones. */
  onReplace: () => void;
  /** Cancel, Escape, the close button or a backdrop click: nothing is filled and nothing is spent. */
  onCancel: () => void;
};

/**
 * Asks before Magic Fill would overwrite what the user wrote: it names those texts, and offers to fill only the empty
 * ones (when there are any) or to replace everything. An `alertdialog`; focus starts on Cancel.
 */
export function MagicFillConfirm({ open, written, hasEmpty, cost, onFillEmpty, onReplace, onCancel }: MagicFillConfirmProps) {
  const price = cost === null || cost === undefined ? '' : ` It costs ${creditsText(cost)}.`;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      role="alertdialog"
      size="md"
      title="Replace what you wrote?"
      description={
        hasEmpty
          ? `Magic Fill can fill in only the empty texts and keep yours, or replace these too.${price}`
          : `Every text is filled in already: Magic Fill would replace these.${price}`
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          {hasEmpty ? (
            <Button variant="secondary" onClick={onFillEmpty}>
              Fill the empty ones
            </Button>
          ) : null}
          <Button variant={hasEmpty ? 'danger' : 'primary'} onClick={onReplace}>
            Replace
          </Button>
        </>
      }
    >
      <ul className={styles.list} aria-label="Texts that would be replaced">
        {written.map((label) => (
          <li key={label} className={styles.item}>
            {label}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
