import { useState, type ChangeEvent, type ComponentPropsWithRef, type ReactNode } from 'react';
import { describedBy, Field, hasContent, useFieldIds, type FieldLabelProps } from '../Field/Field.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import * as styles from './TextArea.css.ts';

export const textAreaResizes = ['vertical', 'none'] as const;
export type TextAreaResize = (typeof textAreaResizes)[number];

type NativeTextAreaProps = Omit<
  ComponentPropsWithRef<'textarea'>,
  'children' | 'className' | 'style' | 'value' | 'defaultValue' | 'onChange'
>;

export type TextAreaProps = NativeTextAreaProps &
  FieldLabelProps & {
    /** The text (controlled); leave out with `defaultValue` for an uncontrolled field. */
    value?: string;
    defaultValue?: string;
    /** Called with the new text on every change. */
    onChange?: (value: string, event: ChangeEvent<HTMLTextAreaElement>) => void;
    /** Shows the character count under the box ("120 / 500" with `maxLength`). */
    showCount?: boolean;
    /** A small action beside the label (an "Improve with AI" ghost button). */
    labelAction?: ReactNode;
    resize?: TextAreaResize;
  };

const count = new Intl.NumberFormat('en-US');

/** A labelled multi-line text box with hint, error, count and a label action slot. */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  id,
  value,
  defaultValue,
  onChange,
  showCount = false,
  labelAction,
  resize = 'vertical',
  rows = 4,
  required,
  maxLength,
  'aria-describedby': extraDescribedBy,
  ...textareaProps
}: TextAreaProps) {
  const ids = useFieldIds(id);
  // The count needs the length of an uncontrolled box too.
  const [uncontrolledLength, setUncontrolledLength] = useState(() => defaultValue?.length ?? 0);
  const length = value !== undefined ? value.length : uncontrolledLength;
  const invalid = hasContent(error);
  const countText = showCount
    ? maxLength !== undefined
      ? `${count.format(length)} / ${count.format(maxLength)}`
      : `${count.format(length)} ${length === 1 ? 'character' : 'characters'}`
    : undefined;

  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={required}
      labelAction={labelAction}
      count={countText}
      countOver={maxLength !== undefined && length >= maxLength}
    >
      <textarea
        {...textareaProps}
        id={ids.controlId}
        rows={rows}
        required={required}
        maxLength={maxLength}
        value={value}
        defaultValue={defaultValue}
        className={`${fieldStyles.box} ${fieldStyles.placeholder} ${styles.textarea} ${styles.resize[resize]}`}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(
          invalid && ids.errorId,
          hasContent(hint) && ids.hintId,
          showCount && ids.countId,
          extraDescribedBy,
        )}
        onChange={(event) => {
          if (value === undefined) setUncontrolledLength(event.target.value.length);
          onChange?.(event.target.value, event);
        }}
      />
    </Field>
  );
}
