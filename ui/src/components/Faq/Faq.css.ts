import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md });

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const question = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const chevron = style({
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
  selectors: { 'details[open] &': { transform: 'rotate(180deg)' } },
});

export const answer = style({
  padding: `0 ${vars.space.lg} ${vars.space.md}`,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
});
