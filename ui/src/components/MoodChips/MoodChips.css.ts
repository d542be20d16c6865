import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
});

export const section = style({
  display: 'grid',
  gap: vars.space.xs,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '2rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  transition: ['background-color', 'border-color', 'color']
    .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
    .join(', '),
  selectors: {
    '&:focus-visible': focusRing,
    '&:hover:not(:disabled)': { background: vars.color.surfaceSunken },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      color: vars.color.brandText,
    },
    '&[aria-pressed="true"]:hover:not(:disabled)': { background: vars.color.brandSoft, borderColor: vars.color.brandHover },
    '&:disabled': { cursor: 'not-allowed', borderColor: vars.color.border, background: vars.color.surfaceSunken },
  },
});

export const chipIcon = style({
  flexShrink: 0,
  width: '0.9rem',
  height: '0.9rem',
  marginInlineStart: `calc(-1 * ${vars.space.xxs})`,
});
