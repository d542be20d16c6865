import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transition: ['background-color', 'border-color', 'color']
    .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
    .join(', '),
  selectors: {
    '&:hover': { background: vars.color.brandSoft, borderColor: vars.color.borderStrong, color: vars.color.brandText },
    '&:focus-visible': focusRing,
  },
});

export const icon = style({
  width: '1.25rem',
  height: '1.25rem',
});
