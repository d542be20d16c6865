import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Link, type LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

type ButtonLookProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  /** Decorative leading icon (an inline SVG); it is hidden from assistive technology. */
  icon?: ReactNode;
  children: ReactNode;
};

// No className/style: looks come from variants, so every button in the product stays consistent.
export type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'className' | 'style'> &
  ButtonLookProps & {
    /** Shows a spinner, sets `aria-busy`, keeps the width, and ignores clicks. */
    loading?: boolean;
  };

function ButtonContent({ icon, children, hidden }: { icon?: ReactNode; children: ReactNode; hidden?: boolean }) {
  return (
    <span className={hidden ? `${styles.content} ${styles.contentHidden}` : styles.content}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span>{children}</span>
    </span>
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  icon,
  children,
  type = 'button',
  onClick,
  ...buttonProps
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Also stops a submit button from submitting its form twice.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...buttonProps}
      type={type}
      className={styles.root({ variant, size, fullWidth })}
      onClick={handleClick}
      aria-busy={loading || undefined}
      aria-disabled={loading || buttonProps['aria-disabled'] || undefined}
    >
      <ButtonContent icon={icon} hidden={loading}>
        {children}
      </ButtonContent>
      {loading ? (
        <span className={styles.spinnerLayer} aria-hidden="true">
          <span className={styles.spinner} />
        </span>
      ) : null}
    </button>
  );
}

export type ButtonLinkProps = Omit<LinkComponentProps, 'children' | 'className' | 'style'> & ButtonLookProps;

/** A link that looks like a button, for navigation ("Get Started"); rendered with the app's link component. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  children,
  ...linkProps
}: ButtonLinkProps) {
  return (
    <Link {...linkProps} className={styles.root({ variant, size, fullWidth })}>
      <ButtonContent icon={icon}>{children}</ButtonContent>
    </Link>
  );
}
