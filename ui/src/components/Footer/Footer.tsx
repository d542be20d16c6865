import type { ReactNode } from 'react';
import { Link } from '../LinkProvider/LinkProvider.tsx';
import * as styles from './Footer.css.ts';

export type FooterLink = {
  label: string;
  href: string;
};

export type FooterProps = {
  productName: string;
  /** One or two sentences on what the product is. */
  description?: ReactNode;
  /** Site links (Discover, Pricing, Sign In…), rendered through the app's link component. */
  links?: readonly FooterLink[];
  /** The copyright line (default "© {year} {productName}. All rights reserved."). */
  copyright?: ReactNode;
  /** The copyright year; pass it so the output does not depend on the clock. */
  year?: number;
  /** Name of the links' navigation landmark. */
  navLabel?: string;
};

/** The page footer: product name, a short description, site links and the copyright line. */
export function Footer({
  productName,
  description,
  links = [],
  copyright,
  year = new Date().getFullYear(),
  navLabel = 'Footer',
}: FooterProps) {
  return (
    <footer className={styles.root}>
      <div className={styles.top}>
        <div className={styles.brand}>
          <p className={styles.name}>{productName}</p>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {links.length > 0 ? (
          <nav aria-label={navLabel}>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <p className={styles.bottom}>{copyright ?? `© ${year} ${productName}. All rights reserved.`}</p>
    </footer>
  );
}
