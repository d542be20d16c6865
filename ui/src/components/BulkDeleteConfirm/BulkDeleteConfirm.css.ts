import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

// The word to type, set apart so it reads as literal text.
export const word = style({
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  fontFamily: vars.font.family.mono,
  fontWeight: vars.font.weight.regular,
});

// Keeps its line when empty, so the dialog does not jump when the first letter is typed.
export const status = style({
  minHeight: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal})`,
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const message = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontWeight: vars.font.weight.medium,
});

export const mismatch = style({ color: vars.color.danger });
export const match = style({ color: vars.color.success });

export const icon = style({
  flexShrink: 0,
  width: '1em',
  height: '1em',
  marginTop: 'calc((1lh - 1em) / 2)',
});
