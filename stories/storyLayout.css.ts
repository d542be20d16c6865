import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@storyloom/ui';

// Fixed widths so stretched or wrapping content renders (and screenshots) the same everywhere.
export const frame = styleVariants({
  narrow: { width: '20rem' },
  medium: { width: '24rem' },
  wide: { width: '48rem' },
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 14rem))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
