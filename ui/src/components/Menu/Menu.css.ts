import { floatingPanelRule } from '../../theme/floatingPanel.css.ts';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2.5rem',
  maxWidth: '100%',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
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
    '&:hover': { background: vars.color.surfaceSunken, borderColor: vars.color.borderStrong },
    '&[aria-expanded="true"]': { background: vars.color.surfaceSunken, borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRing,
  },
});

export const chevron = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const panel = style({
  ...floatingPanelRule,
  // Sized by its items, not by the (narrow) trigger it hangs from.
  width: 'max-content',
  minWidth: '12rem',
  // Never wider than a phone screen minus its margins.
  maxWidth: `min(20rem, calc(100vw - 2 * ${vars.space.md}))`,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
});

export { floatingPanelAlign as align } from '../../theme/floatingPanel.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const separator = style({
  height: '1px',
  margin: `${vars.space.xxs} 0`,
  background: vars.color.border,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '2.5rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled), &:focus': { background: vars.color.brandSoft, outline: 'none' },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted, opacity: 0.7 },
  },
});

export const danger = style({
  color: vars.color.danger,
  selectors: {
    '&:hover:not(:disabled), &:focus': { color: vars.color.danger },
  },
});

export const itemIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
});

// Icons come at their own size (lucide draws 24 px); fill the 20 px slot.
globalStyle(`${itemIcon} > svg`, { width: '100%', height: '100%' });
