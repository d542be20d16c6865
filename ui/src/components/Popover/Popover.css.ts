import { floatingPanelRule } from '../../theme/floatingPanel.css.ts';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
});

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: '2.5rem',
  minHeight: '2.5rem',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'pointer',
  transition: ['background-color', 'border-color']
    .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
    .join(', '),
  selectors: {
    '&:hover, &[aria-expanded="true"]': { background: vars.color.surfaceSunken, borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRing,
  },
});

export const panel = style({
  ...floatingPanelRule,
  // Fits a 390 px phone with a margin on both sides.
  width: `min(22rem, calc(100vw - 2 * ${vars.space.md}))`,
  maxHeight: `min(32rem, calc(100dvh - 6rem))`,
  overflowY: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export { floatingPanelAlign as align } from '../../theme/floatingPanel.css.ts';
