import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { breakpoints } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const nav = style({
  display: 'none',
  '@media': { [tablet]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transition: ['background-color', 'color']
    .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
    .join(', '),
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brandText },
    '&:focus-visible': focusRing,
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginLeft: 'auto',
  minWidth: 0,
  '@media': { [desktop]: { gap: vars.space.xs } },
});

// Shown from the tablet breakpoint up; phones reach it through the menu panel.
export const wideOnly = style({
  display: 'none',
  '@media': { [tablet]: { display: 'inline-flex' } },
});

export const phoneOnly = style({
  display: 'inline-flex',
  '@media': { [tablet]: { display: 'none' } },
});

// The phones' menu: a panel under the bar, over the page.
export const panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
  '@media': { [tablet]: { display: 'none' } },
});

export const panelList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const panelItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '3rem',
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brandText },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    '&:disabled': { cursor: 'progress', color: vars.color.textMuted },
  },
});

export const panelItemIcon = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
});

export const panelSeparator = style({
  height: '1px',
  marginBlock: vars.space.xs,
  background: vars.color.border,
});

export const panelTheme = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
