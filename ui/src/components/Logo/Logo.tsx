import { Link } from '../LinkProvider/LinkProvider.tsx';
import * as styles from './Logo.css.ts';

export const logoSizes = ['md', 'lg'] as const;
export type LogoSize = (typeof logoSizes)[number];

/** When the 'Storyloom' wordmark shows: always, or from the tablet or desktop breakpoint up (the mark alone below). */
export const logoWordmarkModes = ['always', 'tablet', 'desktop'] as const;
export type LogoWordmarkMode = (typeof logoWordmarkModes)[number];

export type LogoProps = {
  /** Makes the logo a link (the header's logo goes to /app); its name is 'Storyloom'. */
  href?: string;
  size?: LogoSize;
  wordmark?: LogoWordmarkMode;
};

/** Storyloom's mark: a crescent moon over an open book. Decorative; the wordmark next to it is the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" fill="none" aria-hidden="true" focusable="false">
      <path d="M21.5 3.5a7 7 0 1 0 7 9.2 5.6 5.6 0 0 1-7-9.2Z" fill="currentColor" />
      <path
        d="M4 12.5c3.6-.9 7.3-.4 12 2.5v13c-4.7-2.9-8.4-3.4-12-2.5v-13ZM28 17.5v8c-3.6-.9-7.3-.4-12 2.5"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The mark and the 'Storyloom' wordmark, as a link when given `href`. */
export function Logo({ href, size = 'md', wordmark = 'always' }: LogoProps) {
  const className = `${styles.root} ${styles.size[size]}`;
  const content = (
    <>
      <LogoMark className={styles.mark} />
      <span className={styles.wordmark[wordmark]}>Storyloom</span>
    </>
  );
  return href !== undefined ? (
    <Link href={href} className={className}>
      {content}
    </Link>
  ) : (
    <span className={className}>{content}</span>
  );
}
