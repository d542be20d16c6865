import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const textarea = style({
  display: 'block',
  margin: 0,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  fontSize: vars.font.size.md,
});

export const resize = styleVariants({
  vertical: { resize: 'vertical' },
  none: { resize: 'none' },
});
