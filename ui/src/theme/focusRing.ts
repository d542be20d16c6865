import type { GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from './vars.css.ts';

/** The one focus indicator of the design system; apply it under `:focus-visible`. */
export const focusRing = {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
} satisfies GlobalStyleRule;
