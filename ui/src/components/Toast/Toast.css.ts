import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, headerBarHeight } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';
import { TOAST_EXIT_MS } from './timing.ts';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

// Fixed at the top right under the header bar (its Buy, bell and account menu stay usable); on phones a full-width
// strip under the bar.
const belowHeader = (gap: string) => `calc(${headerBarHeight} + 1px + ${gap})`;
export const region = style({
  position: 'fixed',
  top: belowHeader(vars.space.sm),
  left: vars.space.sm,
  right: vars.space.sm,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // The empty parts of the strip must not block clicks on the page below.
  pointerEvents: 'none',
  '@media': {
    [tablet]: {
      top: belowHeader(vars.space.md),
      right: vars.space.md,
      left: 'auto',
      width: '24rem',
    },
  },
});

// Entering: slides in; the resting style is the shown state, so a frozen animation still shows the toast.
const enter = keyframes({ from: { opacity: 0, transform: 'translateX(1rem)' } });
// Leaving: the end state (and the resting style of `exiting`) is invisible.
const exit = keyframes({ from: { opacity: 1, transform: 'none' }, to: { opacity: 0, transform: 'translateX(1rem)' } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '4px',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${enter} ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
});

export const exiting = style({
  opacity: 0,
  // The exit always takes TOAST_EXIT_MS (the timer that removes the toast matches it); reduced motion only fades.
  animation: `${exit} ${TOAST_EXIT_MS}ms ${vars.motion.easing.standard} forwards`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationName: fadeOut },
  },
});

export const kind = styleVariants({
  success: { borderLeftColor: vars.color.success },
  error: { borderLeftColor: vars.color.danger },
  warning: { borderLeftColor: vars.color.warning },
  info: { borderLeftColor: vars.color.info },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  // Centres the icon on the first line of text (line height 1.35 × 1rem).
  marginTop: '0.05rem',
});

export const iconKind = styleVariants({
  success: { color: vars.color.success },
  error: { color: vars.color.danger },
  warning: { color: vars.color.warning },
  info: { color: vars.color.info },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
  paddingTop: '0.05rem',
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const message = style({
  margin: 0,
  lineHeight: vars.font.lineHeight.snug,
});

export const messageWithTitle = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

// Pulls the 32 px close button up so its icon lines up with the first line.
export const close = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginTop: `calc(-1 * ${vars.space.xxs})`,
});
