import type { ReactNode } from 'react';
import { ButtonLink } from '../Button/Button.tsx';
import { Logo } from '../Logo/Logo.tsx';
import * as styles from './HeaderBar.css.ts';

export type PublicHeaderProps = {
  /** Where the logo goes. */
  homeHref?: string;
  /** Slot for the app's wired theme toggle. */
  themeToggle?: ReactNode;
  signInHref?: string;
  getStartedHref?: string;
};

/**
 * The signed-out header (landing, sign-in, payment result): logo, theme toggle, Sign In and Get Started. A component
 * of its own, so the pages it heads load none of the signed-in header's navigation, menu and icons.
 */
export function PublicHeader({
  homeHref = '/',
  themeToggle,
  signInHref = '/login',
  getStartedHref = '/signup',
}: PublicHeaderProps) {
  return (
    <header className={styles.root}>
      <div className={styles.bar}>
        <Logo href={homeHref} wordmark="tablet" />
        <div className={styles.signedOutActions}>
          {themeToggle}
          <ButtonLink href={signInHref} variant="ghost">
            Sign In
          </ButtonLink>
          <ButtonLink href={getStartedHref}>Get Started</ButtonLink>
        </div>
      </div>
    </header>
  );
}
