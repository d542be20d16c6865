import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

/** How full the bar is, 0–1. */
export const fraction = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  width: '100%',
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});

export const label = style({
  minWidth: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const value = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  // The track's edge, so an empty bar is still visible (3:1 against the page).
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});

export const trackSize = styleVariants({
  sm: { height: '0.375rem' },
  md: { height: '0.625rem' },
  lg: { height: '1rem' },
});

export const fill = style({
  position: 'absolute',
  inset: 0,
  borderRadius: 'inherit',
  transformOrigin: 'left center',
  transform: `scaleX(${fraction})`,
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: {
    '[dir="rtl"] &': { transformOrigin: 'right center' },
  },
});

export const tone = styleVariants({
  brand: { background: vars.color.brand },
  success: { background: vars.color.success },
  warning: { background: vars.color.warning },
  danger: { background: vars.color.danger },
  info: { background: vars.color.info },
});

export { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
