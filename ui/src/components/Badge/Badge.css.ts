import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  border: '1px solid transparent',
  borderRadius: vars.radius.full,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
});

// A 10 % tint of the tone over the surface keeps the tone's text above 4.5:1 in both modes.
const tint = (color: string) => `color-mix(in srgb, ${color} 10%, ${vars.color.surface})`;
const toneStyle = (color: string) => ({
  background: tint(color),
  borderColor: `color-mix(in srgb, ${color} 35%, ${vars.color.surface})`,
  color,
});

export const tone = styleVariants({
  neutral: { background: vars.color.surfaceSunken, borderColor: vars.color.border, color: vars.color.textMuted },
  brand: { background: vars.color.brandSoft, borderColor: vars.color.brandSoft, color: vars.color.brandText },
  success: toneStyle(vars.color.success),
  warning: toneStyle(vars.color.warning),
  danger: toneStyle(vars.color.danger),
  info: toneStyle(vars.color.info),
});

export const size = styleVariants({
  sm: { minHeight: '1.25rem', paddingInline: vars.space.xs, fontSize: vars.font.size.xs },
  md: { minHeight: '1.625rem', paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.1em',
  height: '1.1em',
});

globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });

export const label = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
