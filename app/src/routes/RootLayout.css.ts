import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, focusRing, vars } from '@storyloom/ui/theme';

// Keeps what keyboard focus or an in-page link scrolls to from hiding under the sticky header.
globalStyle('html', { scrollPaddingTop: '5rem' });
// A page's heading takes focus after a navigation (RootLayout) to tell where the user is; it is not a control.
globalStyle('h1[tabindex="-1"]:focus', { outline: 'none' });

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: 30,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none' },
    '&:focus-visible': focusRing,
  },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  selectors: {
    // Focused by the skip link only; it is not a control.
    '&:focus': { outline: 'none' },
  },
});

/**
 * The width and gutters of an app page's content (pages add their own vertical rhythm). Plain rules rather than
 * sprinkles: every page loads this file, and sprinkles would put all of their atomic classes into the first page's
 * CSS (issue #11, front-end bench).
 */
export const page = style({
  width: '100%',
  maxWidth: '72rem',
  boxSizing: 'border-box',
  marginInline: 'auto',
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { padding: `${vars.space.xl} ${vars.space.lg}` },
  },
});
