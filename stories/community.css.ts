import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, vars } from '@storyloom/ui';

// Story frames for the community and landing groups: fixed widths so screenshots are the same everywhere.
export const pageFrame = styleVariants({
  card: { width: '20rem' },
  wideCard: { width: '24rem' },
  form: { width: '48rem' },
  page: { width: '60rem' },
  // Phone stories: the page is 390 px wide and the story root adds 16 px padding each side.
  phone: { width: 'calc(390px - 2rem)' },
});

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'stretch',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const featureGrid = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: 'repeat(var(--columns, 4), minmax(0, 1fr))' },
  },
});

export const featureGridColumns = styleVariants({
  three: { vars: { '--columns': '3' } },
  four: { vars: { '--columns': '4' } },
});

export const heroArt = style({
  display: 'block',
  width: '100%',
  maxWidth: '26rem',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});
