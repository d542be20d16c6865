import { Outlet } from 'react-router';
import { Footer, PublicHeader } from '@storyloom/ui';
import * as styles from '../RootLayout.css.ts';
import { HeaderThemeToggle } from './HeaderThemeToggle.tsx';

/** The site's public links, in the footer of the landing, sign-in and payment pages. */
export const PUBLIC_FOOTER_LINKS = [
  { label: 'Sign In', href: '/login' },
  { label: 'Get Started', href: '/signup' },
  { label: 'Discover', href: '/app/discover' },
  { label: 'Pricing', href: '/app/pricing' },
] as const;

/** Landing, sign-in, sign-up, the social sign-in callback and the payment result: the signed-out header. */
export function PublicLayout() {
  return (
    <>
      <PublicHeader themeToggle={<HeaderThemeToggle />} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer
        productName="Storyloom"
        description="Illustrated, narrated story videos made from your photos. Made for bedtime, and for every story worth telling."
        links={PUBLIC_FOOTER_LINKS}
        year={new Date().getFullYear()}
      />
    </>
  );
}
