import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
});

export const option = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  transition: `box-shadow ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:has(input:focus-visible)': focusRing,
    '&:hover:not(:has(input:disabled))': { boxShadow: `0 0 0 2px ${vars.color.borderStrong}` },
  },
});

export const selected = style({
  boxShadow: `0 0 0 3px ${vars.color.brand}`,
  selectors: {
    '&:hover:not(:has(input:disabled))': { boxShadow: `0 0 0 3px ${vars.color.brand}` },
  },
});

// The native radio covers the picture: it takes the clicks, the focus and the arrow keys, and stays invisible.
export const input = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'default' },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const check = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.md,
});

export const checkIcon = style({
  width: '1.1rem',
  height: '1.1rem',
});

export const skeleton = style({
  display: 'grid',
  aspectRatio: '1 / 1',
});

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const empty = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '8rem',
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  textAlign: 'center',
});

export const emptyIcon = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
});
