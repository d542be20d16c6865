import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

const transition = ['background-color', 'border-color', 'color', 'box-shadow']
  .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
  .join(', ');

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const modes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  '@media': {
    // Side by side from a tablet up; a phone stretches both across the width.
    'screen and (min-width: 740px)': { display: 'inline-grid', justifySelf: 'start' },
  },
});

export const mode = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '2.5rem',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textAlign: 'center',
  transition,
  selectors: {
    '&:has(input:focus-visible)': focusRing,
    '&:hover:not(:has(input:disabled, input:checked))': { background: vars.color.surface },
    '&:has(input:disabled:not(:checked))': { color: vars.color.textMuted },
  },
});

export const modeChecked = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.sm,
});

export const modeIcon = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
});

// A native radio covers each option: it takes the clicks, the focus and the arrow keys, and stays invisible.
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
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const section = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.sm,
});

export const styleCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  overflow: 'hidden',
  transition,
  selectors: {
    '&:has(input:focus-visible)': focusRing,
    '&:hover:not(:has(input:disabled))': { borderColor: vars.color.borderStrong },
  },
});

export const styleCardChecked = style({
  borderColor: vars.color.brand,
  background: vars.color.brandSoft,
  boxShadow: `0 0 0 2px ${vars.color.brand}`,
  selectors: {
    '&:hover:not(:has(input:disabled))': { borderColor: vars.color.brand },
  },
});

// The spec's preview limit: 400 px at most, whatever the column width.
export const preview = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '400px',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  selectors: {
    [`${styleCard}:has(input:disabled) &`]: { opacity: 0.6 },
  },
});

export const previewMissing = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '4 / 3',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const previewMissingIcon = style({
  width: '2rem',
  height: '2rem',
});

export const styleText = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.xs,
});

export const styleName = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xxs,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const checkIcon = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  color: vars.color.brandText,
});

export const styleDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
});
