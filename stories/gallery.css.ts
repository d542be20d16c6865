import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@storyloom/ui';

// Fixed widths, so cards wrap and screenshots render the same everywhere.
export const gallery = styleVariants({
  card: { width: '20rem', maxWidth: '100%' },
  toolbar: { width: '64rem', maxWidth: '100%' },
  phone: { width: '22rem', maxWidth: '100%' },
});

/** The gallery's card grid: three columns on a desktop. */
export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 20rem)',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One column on a phone. */
export const cardColumn = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  width: '22rem',
  maxWidth: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
