import { style } from '@vanilla-extract/css';
import { vars } from '@storyloom/ui';

// Fixed widths (never viewport units: the test frame's width varies between runs, screenshots must not).
export const field = style({ width: '24rem' });

export const wide = style({ width: '36rem' });

// A 390 px phone less the story root's 16 px padding each side.
export const phone = style({ width: '358px' });

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const paragraph = style({
  margin: 0,
  maxWidth: '32rem',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});
