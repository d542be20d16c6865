import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import * as styles from './Field.css.ts';

export const fieldSizes = ['sm', 'md'] as const;
export type FieldSize = (typeof fieldSizes)[number];

/** What every labelled form control takes besides its value. */
export type FieldLabelProps = {
  /** The visible label, and the control's accessible name. */
  label: ReactNode;
  /** Keeps the label for assistive technology only (a search box next to its own heading). */
  hideLabel?: boolean;
  /** Help under the control; it is the control's description (`aria-describedby`). */
  hint?: ReactNode;
  /** An error message: marks the control invalid (`aria-invalid`) and is its first description. */
  error?: ReactNode;
};

export type FieldIds = {
  /** The control's id (the caller's `id`, or a generated one). */
  controlId: string;
  hintId: string;
  errorId: string;
  countId: string;
};

/** Stable ids for a control and its descriptions. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  return {
    controlId,
    hintId: `${controlId}-hint`,
    errorId: `${controlId}-error`,
    countId: `${controlId}-count`,
  };
}

/** The `aria-describedby` value from the ids of the descriptions that are shown (error first). */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

type FieldMessagesProps = {
  ids: FieldIds;
  hint?: ReactNode;
  error?: ReactNode;
  /** A character count at the end of the first row. */
  count?: ReactNode;
  countOver?: boolean;
};

/** The error, hint and count under a control, each with the id the control's `aria-describedby` names. */
export function FieldMessages({ ids, hint, error, count, countOver = false }: FieldMessagesProps) {
  const showError = hasContent(error);
  const showHint = hasContent(hint);
  const showCount = hasContent(count);
  if (!showError && !showHint && !showCount) return null;
  return (
    <div className={styles.messages}>
      {showError ? (
        <p id={ids.errorId} className={styles.error}>
          <CircleAlert className={styles.errorIcon} aria-hidden="true" focusable="false" />
          <span>{error}</span>
        </p>
      ) : null}
      {showHint || showCount ? (
        <div className={styles.messageRow}>
          {showHint ? (
            <p id={ids.hintId} className={styles.hint}>
              {hint}
            </p>
          ) : null}
          {showCount ? (
            <p id={ids.countId} className={countOver ? `${styles.count} ${styles.countOver}` : styles.count}>
              {count}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

type FieldProps = FieldLabelProps & {
  ids: FieldIds;
  required?: boolean;
  /** A small action beside the label (an "Improve with AI" ghost button). */
  labelAction?: ReactNode;
  count?: ReactNode;
  countOver?: boolean;
  children: ReactNode;
};

/**
 * The label / control / messages layout shared by TextField, TextArea and Select. The control itself wires
 * `id`, `aria-invalid` and `aria-describedby` from the same `ids`.
 */
export function Field({
  ids,
  label,
  hideLabel = false,
  hint,
  error,
  required = false,
  labelAction,
  count,
  countOver,
  children,
}: FieldProps) {
  const labelElement = (
    <label htmlFor={ids.controlId} className={hideLabel ? styles.visuallyHidden : styles.label}>
      {label}
      {/* The control's own `required` tells assistive technology; the asterisk is for the eye. */}
      {required ? (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={styles.root}>
      {hideLabel && !labelAction ? (
        labelElement
      ) : (
        <div className={styles.labelRow}>
          {labelElement}
          {labelAction ? <div className={styles.labelAction}>{labelAction}</div> : null}
        </div>
      )}
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} count={count} countOver={countOver} />
    </div>
  );
}
