import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { darkModeSelector, lightModeSelector } from '../../theme/colorModeStyle.ts';
import { focusRing } from '../../theme/focusRing.ts';
import { breakpoints } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

// The resting style is the open, visible state: with animations off (reduced motion, screenshots) it still shows.
const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' },
});
const fadeIn = keyframes({ from: { opacity: 0 } });

// Page margin around the dialog on every side, so it never touches the screen edge (phones included).
const edge = vars.space.md;

export const root = style({
  // The native <dialog> box is only the frame; the panel inside fills it, so a click on the dialog element itself
  // is a click on the backdrop.
  padding: 0,
  margin: 'auto',
  width: `calc(100vw - 2 * ${edge})`,
  maxHeight: `calc(100dvh - 2 * ${edge})`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  overflow: 'hidden',
  selectors: {
    '&[open]': {
      display: 'flex',
      flexDirection: 'column',
      animation: `${enter} ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
    },
    '&::backdrop': {
      animation: `${fadeIn} ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
    },
    // A scrim that darkens the page in both modes (the text token is near-black only in light mode).
    [`${lightModeSelector}::backdrop`]: { background: `color-mix(in srgb, ${vars.color.text} 48%, transparent)` },
    [`${darkModeSelector}::backdrop`]: {
      background: `color-mix(in srgb, ${vars.color.surfaceSunken} 78%, transparent)`,
    },
  },
});

export const size = styleVariants({
  sm: { maxWidth: '24rem' },
  md: { maxWidth: '32rem' },
  lg: { maxWidth: '48rem' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.lg} 0`,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

// Lines the close button's icon up with the title's first line while keeping its 40 px target.
export const closeSlot = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginTop: `calc(-1 * ${vars.space.xs})`,
  marginRight: `calc(-1 * ${vars.space.xs})`,
});

// Only the body scrolls, so the title and the actions stay in view with long content.
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.lg,
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    // Scrolling content gets an edge above the actions.
    '&[tabindex]': { borderBottom: `1px solid ${vars.color.border}` },
  },
});

// Without children the footer sits right under the header.
export const bodyEmpty = style({ paddingTop: vars.space.lg });

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xs,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  selectors: {
    [`${body}[tabindex] + &`]: { paddingTop: vars.space.md },
  },
  '@media': {
    [tablet]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      alignItems: 'center',
    },
  },
});

// Locks the page behind an open dialog (set on <html>).
export const scrollLock = style({ overflow: 'hidden' });
