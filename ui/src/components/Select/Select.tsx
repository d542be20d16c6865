import { ChevronDown } from 'lucide-react';
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
import * as styles from './Select.css.ts';

export const selectSizes = fieldSizes;
export type SelectSize = FieldSize;

export type SelectOptionValue = string | number;

export type SelectOption<T extends SelectOptionValue = string> = {
  value: T;
  label: string;
  disabled?: boolean;
};

type NativeSelectProps = Omit<
  ComponentPropsWithRef<'select'>,
  'children' | 'className' | 'style' | 'size' | 'multiple' | 'value' | 'defaultValue' | 'onChange'
>;

export type SelectProps<T extends SelectOptionValue = string> = NativeSelectProps &
  FieldLabelProps & {
    options: readonly SelectOption<T>[];
    /** The chosen option's value (controlled); `null` for none chosen yet (shows the `placeholder`). */
    value?: T | null;
    defaultValue?: T;
    /** Called with the chosen option's value, in its own type (a number stays a number). */
    onChange?: (value: T, event: ChangeEvent<HTMLSelectElement>) => void;
    /** A first, unselectable option shown while nothing is chosen ("Choose a language"). */
    placeholder?: string;
    size?: SelectSize;
    /** A small action beside the label. */
    labelAction?: ReactNode;
  };

const placeholderValue = '';

/** A labelled native select (keyboard, type-ahead and the phone's own picker for free) with typed values. */
export function Select<T extends SelectOptionValue = string>({
  label,
  hideLabel,
  hint,
  error,
  id,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  size = 'md',
  labelAction,
  required,
  disabled,
  'aria-describedby': extraDescribedBy,
  ...selectProps
}: SelectProps<T>) {
  const ids = useFieldIds(id);
  const invalid = hasContent(error);
  const hasOption = (candidate: T | null) => candidate !== null && options.some((option) => option.value === candidate);

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    // Native values are strings: hand back the option's own value.
    const option = options.find((candidate) => String(candidate.value) === event.target.value);
    if (option) onChange?.(option.value, event);
  };

  return (
    <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint} error={error} required={required} labelAction={labelAction}>
      <div className={styles.wrap}>
        <select
          {...selectProps}
          id={ids.controlId}
          required={required}
          disabled={disabled}
          value={value === undefined ? undefined : hasOption(value) ? String(value) : placeholderValue}
          defaultValue={
            value !== undefined
              ? undefined
              : defaultValue !== undefined
                ? String(defaultValue)
                : placeholder !== undefined
                  ? placeholderValue
                  : undefined
          }
          className={`${fieldStyles.box} ${fieldStyles.boxSize[size]} ${styles.select} ${styles.selectPadding[size]}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && ids.errorId, hasContent(hint) && ids.hintId, extraDescribedBy)}
          onChange={handleChange}
        >
          {placeholder !== undefined ? (
            <option value={placeholderValue} disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className={`${styles.chevron} ${styles.chevronInset[size]} ${disabled ? styles.chevronDisabled : ''}`}
          aria-hidden="true"
          focusable="false"
        />
      </div>
    </Field>
  );
}
