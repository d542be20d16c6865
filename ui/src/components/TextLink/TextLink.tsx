import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, type LinkComponentProps } from '../LinkProvider/LinkProvider.tsx';
import { visuallyHidden } from '../Field/Field.css.ts';
import * as styles from './TextLink.css.ts';

export const textLinkTones = ['brand', 'muted', 'inherit'] as const;
export type TextLinkTone = (typeof textLinkTones)[number];

export type TextLinkProps = Omit<LinkComponentProps, 'children' | 'className' | 'style' | 'target' | 'rel'> & {
  children: ReactNode;
  /**
   * Opens in a new tab (`target="_blank"`, `rel="noopener noreferrer"`), with an icon and "(opens in a new tab)"
   * for assistive technology. External links are plain `<a>`; internal ones go through the app's link component.
   */
  external?: boolean;
  tone?: TextLinkTone;
};

/** An inline link in running text ("Forgot password?", "Terms of Service"). */
export function TextLink({ children, external = false, tone = 'brand', ...linkProps }: TextLinkProps) {
  const className = `${styles.root} ${styles.tone[tone]}`;
  if (external) {
    return (
      <a {...linkProps} className={className} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalLink className={styles.externalIcon} aria-hidden="true" focusable="false" />
        <span className={visuallyHidden}> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link {...linkProps} className={className}>
      {children}
    </Link>
  );
}
