import { visuallyHiddenRule } from '../../theme/visuallyHiddenRule.ts';
import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { breakpoints } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const size = styleVariants({
  md: { fontSize: vars.font.size.xl },
  lg: { fontSize: vars.font.size.xxl },
});

// The mark scales with the wordmark's font size.
export const mark = style({
  flexShrink: 0,
  width: '1.4em',
  height: '1.4em',
  color: vars.color.brand,
});

const shown = {
  position: 'static',
  width: 'auto',
  height: 'auto',
  margin: 0,
  overflow: 'visible',
  clipPath: 'none',
} as const;

// Below its breakpoint the wordmark is visually hidden: the mark shows alone, the name stays (it names the link).
export const wordmark = styleVariants({
  always: {},
  tablet: { ...visuallyHiddenRule, '@media': { [tablet]: shown } },
  desktop: { ...visuallyHiddenRule, '@media': { [desktop]: shown } },
});
