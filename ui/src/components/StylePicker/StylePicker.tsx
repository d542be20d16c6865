import { Check, ImageIcon, Palette, PenLine } from 'lucide-react';
import { useId } from 'react';
import type { Schema } from '@storyloom/api-client/contract';
import { describedBy, FieldMessages, hasContent, useFieldIds } from '../Field/Field.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import * as styles from './StylePicker.css.ts';

/** An art style from GET /art-styles: the map's key with its name, description and preview picture. */
export type ArtStyleOption = Schema<'ArtStyle'> & { key: string };

export const stylePickerModes = ['predefined', 'custom'] as const;
export type StylePickerMode = (typeof stylePickerModes)[number];

const modeLabels: Record<StylePickerMode, string> = {
  predefined: 'Use Predefined Style',
  custom: 'Describe Custom Style',
};
const modeIcons = { predefined: Palette, custom: PenLine };

/** The spec's validation messages for the style step. */
export const STYLE_ERRORS = {
  customEmpty: 'Please provide a custom style description.',
  noStyle: 'Please select an art style.',
} as const;

export type StylePickerProps = {
  /** A predefined art style, or a style the user describes. */
  mode: StylePickerMode;
  onModeChange: (mode: StylePickerMode) => void;
  /** The predefined art styles in the server's order. */
  styles: readonly ArtStyleOption[];
  /** The chosen predefined style's key. */
  value: string | null;
  onChange: (key: string) => void;
  /** The custom style's description. */
  customPrompt: string;
  onCustomPromptChange: (text: string) => void;
  /** A validation message for the current mode (see `STYLE_ERRORS`). */
  error?: string;
  disabled?: boolean;
  /** The accessible name of the mode choice (the card around it shows it as its title). */
  label?: string;
};

/** The content of stage 1's 'Style Preferences' card: a predefined art style, or a custom style description. */
export function StylePicker({
  mode,
  onModeChange,
  styles: artStyles,
  value,
  onChange,
  customPrompt,
  onCustomPromptChange,
  error,
  disabled = false,
  label = 'Style Preferences',
}: StylePickerProps) {
  const id = useId();
  const gridLabelId = `${id}-styles`;
  const gridIds = useFieldIds(`${id}-grid`);
  const invalid = hasContent(error);

  return (
    <div className={styles.root}>
      <div role="radiogroup" aria-label={label} className={styles.modes}>
        {stylePickerModes.map((candidate) => {
          const checked = candidate === mode;
          const Icon = modeIcons[candidate];
          return (
            <label key={candidate} className={checked ? `${styles.mode} ${styles.modeChecked}` : styles.mode}>
              <input
                type="radio"
                className={styles.input}
                name={`${id}-mode`}
                value={candidate}
                checked={checked}
                disabled={disabled}
                onChange={() => onModeChange(candidate)}
              />
              <Icon className={styles.modeIcon} aria-hidden="true" focusable="false" />
              {modeLabels[candidate]}
            </label>
          );
        })}
      </div>

      {mode === 'predefined' ? (
        <div className={styles.section}>
          <span id={gridLabelId} className={styles.label}>
            Art Style
          </span>
          {/* Above the grid: below twelve pictures it would be out of sight. */}
          <FieldMessages ids={gridIds} error={error} />
          <div
            role="radiogroup"
            aria-labelledby={gridLabelId}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(invalid && gridIds.errorId)}
            className={styles.grid}
          >
            {artStyles.map((artStyle) => (
              <ArtStyleCard
                key={artStyle.key}
                artStyle={artStyle}
                name={`${id}-style`}
                checked={artStyle.key === value}
                disabled={disabled}
                onChange={onChange}
              />
            ))}
          </div>
        </div>
      ) : (
        <TextArea
          label="Custom Style Description"
          placeholder="e.g. Soft pastel colours, thin ink outlines and a dreamy, glowing light"
          value={customPrompt}
          onChange={(text) => onCustomPromptChange(text)}
          error={error}
          disabled={disabled}
          rows={4}
        />
      )}
    </div>
  );
}

type ArtStyleCardProps = {
  artStyle: ArtStyleOption;
  name: string;
  checked: boolean;
  disabled: boolean;
  onChange: (key: string) => void;
};

function ArtStyleCard({ artStyle, name, checked, disabled, onChange }: ArtStyleCardProps) {
  const id = useId();
  return (
    <label className={checked ? `${styles.styleCard} ${styles.styleCardChecked}` : styles.styleCard}>
      <input
        type="radio"
        className={styles.input}
        name={name}
        value={artStyle.key}
        checked={checked}
        disabled={disabled}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-description`}
        onChange={() => onChange(artStyle.key)}
      />
      {artStyle.preview_url ? (
        // The name says which style it is; the picture only shows it.
        <img className={styles.preview} src={artStyle.preview_url} alt="" />
      ) : (
        <span className={styles.previewMissing}>
          <ImageIcon className={styles.previewMissingIcon} aria-hidden="true" focusable="false" />
        </span>
      )}
      <span className={styles.styleText}>
        <span id={`${id}-name`} className={styles.styleName}>
          {artStyle.name}
          {checked ? <Check className={styles.checkIcon} aria-hidden="true" focusable="false" /> : null}
        </span>
        <span id={`${id}-description`} className={styles.styleDescription}>
          {artStyle.description}
        </span>
      </span>
    </label>
  );
}
