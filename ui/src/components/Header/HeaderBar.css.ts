import { style } from '@vanilla-extract/css';
import { breakpoints, headerBarHeight } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

// The bar both headers share; the signed-in header's navigation and phones' menu are in Header.css.ts, so a page
// with the public header loads none of their rules.
const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style({
  position: 'sticky',
  top: 0,
  // Above page content; the header's own menus and panels (z-index 20) stack inside it.
  zIndex: 10,
  width: '100%',
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '72rem',
  minHeight: headerBarHeight,
  marginInline: 'auto',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xs,
  '@media': {
    [tablet]: { gap: vars.space.sm, paddingInline: vars.space.lg },
  },
});

export const signedOutActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginLeft: 'auto',
});
