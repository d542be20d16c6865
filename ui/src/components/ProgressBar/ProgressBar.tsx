import { useId } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as styles from './ProgressBar.css.ts';

export const progressBarTones = ['brand', 'success', 'warning', 'danger', 'info'] as const;
export type ProgressBarTone = (typeof progressBarTones)[number];

export const progressBarSizes = ['sm', 'md', 'lg'] as const;
export type ProgressBarSize = (typeof progressBarSizes)[number];

export type ProgressBarProps = {
  /** Progress between 0 and `max`; values outside are clamped. */
  value: number;
  max?: number;
  /** What is progressing ("Uploading images"); the bar's accessible name. */
  label: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Shows the value as a whole percentage next to the label. */
  showValue?: boolean;
  tone?: ProgressBarTone;
  size?: ProgressBarSize;
  id?: string;
};

function clamp(value: number, max: number): number {
  if (!Number.isFinite(value) || max <= 0) return 0;
  return Math.min(Math.max(value, 0), max);
}

/** A determinate progress bar (`role="progressbar"`): uploads, video jobs. */
export function ProgressBar({
  value,
  max = 100,
  label,
  hideLabel = false,
  showValue = false,
  tone = 'brand',
  size = 'md',
  id,
}: ProgressBarProps) {
  const labelId = useId();
  const current = clamp(value, max);
  const fraction = max > 0 ? current / max : 0;
  const percent = `${Math.round(fraction * 100)}%`;

  return (
    <div id={id} className={styles.root}>
      {hideLabel ? (
        <span id={labelId} className={styles.visuallyHidden}>
          {label}
        </span>
      ) : null}
      {!hideLabel || showValue ? (
        <div className={styles.header}>
          {hideLabel ? null : (
            <span id={labelId} className={styles.label}>
              {label}
            </span>
          )}
          {showValue ? (
            // The bar announces the value itself (aria-valuetext); the visible copy is not read twice.
            <span className={styles.value} aria-hidden="true">
              {percent}
            </span>
          ) : null}
        </div>
      ) : null}
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={current}
        aria-valuetext={percent}
        className={`${styles.track} ${styles.trackSize[size]}`}
      >
        <div
          className={`${styles.fill} ${styles.tone[tone]}`}
          style={assignInlineVars({ [styles.fraction]: String(fraction) })}
        />
      </div>
    </div>
  );
}
