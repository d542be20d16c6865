import { Check, Minus } from 'lucide-react';
import { type ChangeEvent, type ComponentPropsWithRef, type RefCallback } from 'react';
import { describedBy, FieldMessages, hasContent, useFieldIds, type FieldLabelProps } from '../Field/Field.tsx';
import { visuallyHidden } from '../Field/Field.css.ts';
import * as styles from './Checkbox.css.ts';

type NativeCheckboxProps = Omit<
  ComponentPropsWithRef<'input'>,
  'children' | 'className' | 'style' | 'type' | 'size' | 'checked' | 'defaultChecked' | 'onChange'
>;

export type CheckboxProps = NativeCheckboxProps &
  FieldLabelProps & {
    /** Checked (controlled); leave out with `defaultChecked` for an uncontrolled box. */
    checked?: boolean;
    defaultChecked?: boolean;
    /** Called with the new checked state. */
    onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
    /** Shows a dash: some of a group are checked ("Select all" over a partly selected list). */
    indeterminate?: boolean;
  };

/** A labelled checkbox; the label toggles it too, Space toggles it from the keyboard. */
export function Checkbox({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  onChange,
  indeterminate = false,
  disabled,
  ref,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  // `indeterminate` is a DOM property only; set it on every render, and pass the element on to the caller's ref.
  const setRef: RefCallback<HTMLInputElement> = (element) => {
    if (element) element.indeterminate = indeterminate;
    if (typeof ref === 'function') return ref(element);
    if (ref) ref.current = element;
  };
  return (
    <div className={styles.root}>
      <span className={styles.controlSlot}>
        <input
          {...inputProps}
          ref={setRef}
          id={ids.controlId}
          type="checkbox"
          disabled={disabled}
          className={styles.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && ids.errorId, hasContent(hint) && ids.hintId, extraDescribedBy)}
          onChange={(event) => onChange?.(event.target.checked, event)}
        />
        <Check className={`${styles.check} ${disabled ? styles.markDisabled : ''}`} strokeWidth={3} aria-hidden="true" />
        <Minus className={`${styles.dash} ${disabled ? styles.markDisabled : ''}`} strokeWidth={3} aria-hidden="true" />
      </span>
      <div className={styles.text}>
        <label
          htmlFor={ids.controlId}
          className={hideLabel ? visuallyHidden : `${styles.label} ${disabled ? styles.labelDisabled : ''}`}
        >
          {label}
        </label>
        <FieldMessages ids={ids} hint={hint} error={error} />
      </div>
    </div>
  );
}
