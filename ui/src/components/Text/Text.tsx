import type { ReactNode } from 'react';
import * as styles from './Text.css.ts';

export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type TextSize = (typeof textSizes)[number];
export const textTones = ['default', 'muted', 'brand', 'success', 'warning', 'danger', 'info', 'inherit'] as const;
export type TextTone = (typeof textTones)[number];
export type TextWeight = keyof typeof styles.weight;

export type TextProps = {
  as?: 'p' | 'span' | 'div' | 'strong' | 'em' | 'small' | 'time' | 'label' | 'dt' | 'dd' | 'li';
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  align?: keyof typeof styles.align;
  /** One line with an ellipsis. */
  truncate?: boolean;
  id?: string;
  /** For `as="time"`. */
  dateTime?: string;
  /** For `as="label"`. */
  htmlFor?: string;
  children?: ReactNode;
};

/** Body text in the type scale and a colour role. */
export function Text({
  as: Element = 'p',
  size = 'md',
  tone = 'default',
  weight = 'regular',
  align,
  truncate = false,
  children,
  ...props
}: TextProps) {
  const className = [
    styles.root,
    styles.size[size],
    styles.tone[tone],
    styles.weight[weight],
    align ? styles.align[align] : undefined,
    truncate ? styles.truncate : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={className} {...props}>
      {children}
    </Element>
  );
}

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export type HeadingProps = {
  /** Visual size. */
  level: HeadingLevel;
  /** The element, when the page outline needs another level than the look (default `h{level}`). */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  align?: keyof typeof styles.align;
  id?: string;
  children: ReactNode;
};

/** A heading in the type scale; `as` keeps the document outline right independently of the size. */
export function Heading({ level, as, align, id, children }: HeadingProps) {
  const Element = as ?? (`h${level}` as const);
  const className = [styles.heading, styles.headingLevel[level], align ? styles.align[align] : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <Element id={id} className={className}>
      {children}
    </Element>
  );
}
