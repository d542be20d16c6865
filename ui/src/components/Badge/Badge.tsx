import type { ReactNode } from 'react';
import * as styles from './Badge.css.ts';

export const badgeTones = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export const badgeSizes = ['sm', 'md'] as const;
export type BadgeSize = (typeof badgeSizes)[number];

export type BadgeProps = {
  tone?: BadgeTone;
  size?: BadgeSize;
  /** Decorative leading icon (an inline SVG); hidden from assistive technology. */
  icon?: ReactNode;
  /** Full text for a tooltip when the label may be cut (long labels end in an ellipsis). */
  title?: string;
  id?: string;
  children: ReactNode;
};

/** A short status or category label: Public, a stage, a transaction type. */
export function Badge({ tone = 'neutral', size = 'md', icon, title, id, children }: BadgeProps) {
  return (
    <span id={id} title={title} className={`${styles.root} ${styles.tone[tone]} ${styles.size[size]}`}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
