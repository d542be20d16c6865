import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ margin: 0, minWidth: 0 });

export const size = styleVariants({
  xs: { fontSize: vars.font.size.xs, lineHeight: vars.font.lineHeight.normal },
  sm: { fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal },
  md: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal },
  lg: { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.normal },
  xl: { fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.snug },
});

export const tone = styleVariants({
  default: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  brand: { color: vars.color.brandText },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.danger },
  info: { color: vars.color.info },
  inherit: { color: 'inherit' },
});

export const weight = styleVariants({
  regular: { fontWeight: vars.font.weight.regular },
  medium: { fontWeight: vars.font.weight.medium },
  semibold: { fontWeight: vars.font.weight.semibold },
  bold: { fontWeight: vars.font.weight.bold },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const headingLevel = styleVariants({
  1: { fontSize: vars.font.size.display, lineHeight: vars.font.lineHeight.tight, letterSpacing: '-0.02em' },
  2: { fontSize: vars.font.size.xxxl, lineHeight: vars.font.lineHeight.tight, letterSpacing: '-0.01em' },
  3: { fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.snug },
  4: { fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.snug },
});

export const heading = style({
  margin: 0,
  minWidth: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});
