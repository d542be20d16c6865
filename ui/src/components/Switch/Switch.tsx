import { useState, type ComponentPropsWithRef, type MouseEvent } from 'react';
import { describedBy, FieldMessages, hasContent, useFieldIds, type FieldLabelProps } from '../Field/Field.tsx';
import { visuallyHidden } from '../Field/Field.css.ts';
import * as checkboxStyles from '../Checkbox/Checkbox.css.ts';
import * as styles from './Switch.css.ts';

type NativeButtonProps = Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'className' | 'style' | 'type' | 'role' | 'value' | 'defaultChecked' | 'onChange' | 'aria-checked'
>;

export type SwitchProps = NativeButtonProps &
  FieldLabelProps & {
    /** On (controlled); leave out with `defaultChecked` for an uncontrolled switch. */
    checked?: boolean;
    defaultChecked?: boolean;
    /** Called with the new state. */
    onChange?: (checked: boolean, event: MouseEvent<HTMLButtonElement>) => void;
  };

/**
 * An on/off setting that applies at once (`role="switch"` with `aria-checked`); click, Space or Enter toggles
 * it, and so does a click on its label.
 */
export function Switch({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  checked,
  defaultChecked = false,
  onChange,
  disabled,
  onClick,
  'aria-describedby': extraDescribedBy,
  ...buttonProps
}: SwitchProps) {
  const ids = useFieldIds(id);
  const [uncontrolledChecked, setUncontrolledChecked] = useState(defaultChecked);
  const on = checked ?? uncontrolledChecked;
  const invalid = hasContent(error);

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (checked === undefined) setUncontrolledChecked(!on);
    onChange?.(!on, event);
  };

  return (
    <div className={checkboxStyles.root}>
      <span className={checkboxStyles.controlSlot}>
        <button
          {...buttonProps}
          id={ids.controlId}
          type="button"
          role="switch"
          aria-checked={on}
          disabled={disabled}
          className={styles.track}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && ids.errorId, hasContent(hint) && ids.hintId, extraDescribedBy)}
          onClick={toggle}
        >
          <span className={styles.thumb} aria-hidden="true" />
        </button>
      </span>
      <div className={checkboxStyles.text}>
        <label
          htmlFor={ids.controlId}
          className={hideLabel ? visuallyHidden : `${checkboxStyles.label} ${disabled ? checkboxStyles.labelDisabled : ''}`}
        >
          {label}
        </label>
        <FieldMessages ids={ids} hint={hint} error={error} />
      </div>
    </div>
  );
}
