import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import {
  describedBy,
  Field,
  fieldSizes,
  hasContent,
  useFieldIds,
  type FieldLabelProps,
  type FieldSize,
} from '../Field/Field.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './TextField.css.ts';

export const textFieldTypes = ['text', 'email', 'password', 'search', 'url', 'tel', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export const textFieldSizes = fieldSizes;
export type TextFieldSize = FieldSize;

// No className/style: the look comes from the design system. `value` is a string, `onChange` gets it directly.
type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'children' | 'className' | 'style' | 'type' | 'size' | 'value' | 'defaultValue' | 'onChange'
>;

export type TextFieldProps = NativeInputProps &
  FieldLabelProps & {
    /** The text (controlled); leave out with `defaultValue` for an uncontrolled field. */
    value?: string;
    defaultValue?: string;
    /** Called with the new text on every change. */
    onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
    type?: TextFieldType;
    size?: TextFieldSize;
    /** A decorative icon at the start of the box (the search glass); hidden from assistive technology. */
    icon?: ReactNode;
    /** A control at the end of the box (an IconButton to show the password or clear the text). */
    action?: ReactNode;
    /** A small action beside the label (an "Improve with AI" ghost button). */
    labelAction?: ReactNode;
  };

/** A labelled one-line text input with hint, error, required, read-only and disabled states. */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  id,
  type = 'text',
  size = 'md',
  icon,
  action,
  labelAction,
  onChange,
  required,
  'aria-describedby': extraDescribedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} labelAction={labelAction}>
      <div className={`${fieldStyles.boxWithin} ${fieldStyles.boxSize[size]} ${styles.box} ${styles.boxPadding[size]}`}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <input
          {...inputProps}
          id={ids.controlId}
          type={type}
          required={required}
          className={`${styles.input} ${fieldStyles.placeholder}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && ids.errorId, hasContent(hint) && ids.hintId, extraDescribedBy)}
          onChange={(event) => onChange?.(event.target.value, event)}
        />
        {action ? <span className={styles.action}>{action}</span> : null}
      </div>
    </Field>
  );
}
