import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

/** Control beside its label, hint and error below the label; shared by Checkbox and Switch. */
export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
});

// As tall as the label's first line, so the control centres on it.
export const controlSlot = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  height: `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal})`,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
});

export const labelDisabled = style({ cursor: 'not-allowed' });

const transition = ['background-color', 'border-color']
  .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
  .join(', ');

export const input = style({
  appearance: 'none',
  display: 'block',
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  transition,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': focusRing,
    '&:checked, &:indeterminate': { background: vars.color.brand, borderColor: vars.color.brand },
    '&:hover:not(:disabled):is(:checked, :indeterminate)': {
      background: vars.color.brandHover,
      borderColor: vars.color.brandHover,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

const mark = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  width: '0.875rem',
  height: '0.875rem',
  transform: 'translate(-50%, -50%)',
  color: vars.color.onBrand,
  pointerEvents: 'none',
  visibility: 'hidden',
});

export const check = style([mark, { selectors: { [`${input}:checked:not(:indeterminate) ~ &`]: { visibility: 'visible' } } }]);

export const dash = style([mark, { selectors: { [`${input}:indeterminate ~ &`]: { visibility: 'visible' } } }]);

export const markDisabled = style({ opacity: 0.55 });
