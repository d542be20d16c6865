import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './IconButton.css.ts';

export const iconButtonVariants = ['ghost', 'secondary', 'primary', 'danger'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];

export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

/** The most a count bubble shows; larger counts read `99+` (the notification bell's rule). */
export const iconButtonBadgeMax = 99;

export type IconButtonProps = Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'className' | 'style' | 'aria-label' | 'aria-labelledby' | 'aria-pressed'
> & {
  /**
   * The accessible name, and the tooltip unless `title` says otherwise. With a badge, put the count in it as the
   * bubble shows it ("Notifications, 3 unread", "Notifications, 99+ unread").
   */
  label: string;
  /** The icon (an inline SVG); decorative, the name comes from `label`. */
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
  /** Makes it a toggle button (`aria-pressed`); leave undefined for a plain action. */
  pressed?: boolean;
  /**
   * A count bubble on the corner. Hidden from assistive technology: the caller puts the count in `label`.
   * Numbers above 99 show `99+`; 0 or a negative number shows no bubble.
   */
  badge?: number | string;
};

function badgeText(badge: number | string | undefined): string | undefined {
  if (typeof badge === 'number') {
    if (!(badge > 0)) return undefined;
    return badge > iconButtonBadgeMax ? `${iconButtonBadgeMax}+` : String(badge);
  }
  return badge || undefined;
}

/** A square button with only an icon: the bell, the menu toggle, a card's delete. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  pressed,
  badge,
  title,
  type = 'button',
  ...buttonProps
}: IconButtonProps) {
  const bubble = badgeText(badge);
  return (
    <button
      {...buttonProps}
      type={type}
      className={styles.root({ variant, size })}
      aria-label={label}
      aria-pressed={pressed}
      title={title ?? label}
    >
      <span className={`${styles.icon} ${styles.iconSize[size]}`} aria-hidden="true">
        {icon}
      </span>
      {bubble ? (
        <span className={styles.badge} aria-hidden="true">
          {bubble}
        </span>
      ) : null}
    </button>
  );
}
