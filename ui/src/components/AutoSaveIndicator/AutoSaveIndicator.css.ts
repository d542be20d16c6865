import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '1.5rem',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
});

export const tone = styleVariants({
  idle: { color: vars.color.textMuted },
  saving: { color: vars.color.textMuted },
  saved: { color: vars.color.success },
  error: { color: vars.color.danger },
});

export const icon = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
});
