import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, sprinkles, vars } from '@storyloom/ui';

// Keeps what keyboard focus or an in-page link scrolls to from hiding under the sticky header.
globalStyle('html', { scrollPaddingTop: '5rem' });

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: 20,
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

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style([
  sprinkles({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 'md',
    paddingX: { mobile: 'md', tablet: 'lg' },
    paddingY: 'sm',
    marginX: 'auto',
    maxWidth: 'content',
  }),
]);

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const logoMark = style({
  width: '1.75rem',
  height: '1.75rem',
  color: vars.color.brand,
});

export const main = style({
  flexGrow: 1,
  selectors: {
    // Focused by the skip link only; it is not a control.
    '&:focus': { outline: 'none' },
  },
});

export const footer = style([
  sprinkles({ paddingY: 'lg' }),
  {
    borderTop: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
  },
]);

export const footerInner = style([
  sprinkles({
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    justifyContent: 'space-between',
    gap: 'xs',
    paddingX: { mobile: 'md', tablet: 'lg' },
    marginX: 'auto',
    maxWidth: 'content',
  }),
]);
