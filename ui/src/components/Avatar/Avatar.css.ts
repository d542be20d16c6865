import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { width: '1.75rem', height: '1.75rem', fontSize: vars.font.size.xs },
  md: { width: '2.25rem', height: '2.25rem', fontSize: vars.font.size.md },
  lg: { width: '3rem', height: '3rem', fontSize: vars.font.size.xl },
  xl: { width: '4rem', height: '4rem', fontSize: vars.font.size.xxl },
});
