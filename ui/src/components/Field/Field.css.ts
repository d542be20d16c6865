import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

const transition = ['background-color', 'border-color', 'color', 'box-shadow']
  .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
  .join(', ');

export { visuallyHidden } from '../../theme/visuallyHidden.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const labelRow = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minHeight: '1.5rem',
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const requiredMark = style({
  marginInlineStart: '0.2em',
  color: vars.color.danger,
});

export const labelAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  marginInlineStart: 'auto',
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const messageRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

const message = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const hint = style([message, { color: vars.color.textMuted }]);

export const error = style([
  message,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.xxs,
    color: vars.color.danger,
    fontWeight: vars.font.weight.medium,
  },
]);

export const errorIcon = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  // Centres the icon on the first line of text.
  marginTop: 'calc((1lh - 1em) / 2)',
});

export const count = style([
  message,
  {
    flexShrink: 0,
    marginInlineStart: 'auto',
    color: vars.color.textMuted,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const countOver = style({ color: vars.color.danger, fontWeight: vars.font.weight.medium });

/**
 * The look every text-like control shares (TextField's box, TextArea, Select): a bordered surface whose border
 * turns danger when the control is invalid. Put it on the focusable element, or on a wrapper with `boxWithin`.
 */
const boxBase = style({
  minWidth: 0,
  width: '100%',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.normal,
  transition,
});

export const box = style([
  boxBase,
  {
    selectors: {
      '&:hover:not(:disabled, [readonly])': { borderColor: vars.color.text },
      '&:focus-visible': { ...focusRing, borderColor: vars.color.focus },
      '&[aria-invalid="true"]': { borderColor: vars.color.danger },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
      '&[readonly]': { background: vars.color.surfaceSunken },
    },
  },
]);

/** The same look on a wrapper around an `<input>` (for leading icons and trailing actions). */
export const boxWithin = style([
  boxBase,
  {
    selectors: {
      '&:hover:not(:has(input:disabled, input[readonly]))': { borderColor: vars.color.text },
      '&:has(input:focus-visible)': { ...focusRing, borderColor: vars.color.focus },
      '&:has(input[aria-invalid="true"])': { borderColor: vars.color.danger },
      '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.55 },
      '&:has(input[readonly])': { background: vars.color.surfaceSunken },
    },
  },
]);

export const boxSize = styleVariants({
  sm: { minHeight: '2rem', fontSize: vars.font.size.sm },
  md: { minHeight: '2.5rem', fontSize: vars.font.size.md },
});

export const boxPadding = styleVariants({
  sm: { paddingBlock: vars.space.xxs, paddingInline: vars.space.xs },
  md: { paddingBlock: vars.space.xs, paddingInline: vars.space.sm },
});

export const placeholder = style({
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
  },
});
