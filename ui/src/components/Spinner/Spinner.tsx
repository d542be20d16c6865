import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export type SpinnerProps = {
  /** What is loading, for screen readers (visually hidden). */
  label?: string;
  /** Default `md`; an inline spinner without a size is as tall as its text. */
  size?: SpinnerSize;
  /**
   * Sits in a line of text at the text's size and colour (a `span`); otherwise it is a block that centres itself
   * in the brand colour (a page or panel that is loading).
   */
  inline?: boolean;
};

/** Indeterminate loading indicator; a polite live region announces `label`. */
export function Spinner({ label = 'Loading', size, inline = false }: SpinnerProps) {
  const Element = inline ? 'span' : 'div';
  const sizeClass = styles.size[size ?? (inline ? 'inline' : 'md')];
  return (
    <Element role="status" className={inline ? styles.inline : styles.block}>
      <span className={`${styles.circle} ${sizeClass}`} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label}</span>
    </Element>
  );
}
