import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space.xs,
});

export const card = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '3.5rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  transition: ['background-color', 'border-color', 'box-shadow']
    .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
    .join(', '),
  selectors: {
    '&:has(input:focus-visible)': focusRing,
    '&:hover:not(:has(input:disabled))': { borderColor: vars.color.borderStrong },
  },
});

export const checked = style({
  borderColor: vars.color.brand,
  background: vars.color.brandSoft,
  boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
  selectors: {
    '&:hover:not(:has(input:disabled))': { borderColor: vars.color.brand },
  },
});

export const disabled = style({
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

// The native radio covers the card: it takes the clicks, the focus and the arrow keys, and stays invisible.
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const icon = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.brandText,
  selectors: {
    [`${disabled} &`]: { color: vars.color.textMuted },
  },
});

export const name = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const panel = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const panelText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
