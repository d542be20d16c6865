import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@storyloom/ui/theme';

// Plain rules rather than sprinkles: the landing is the first page most visitors load, and sprinkles would bring all
// of their atomic classes with it (issue #11, front-end bench).
const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const root = style({
  display: 'grid',
  gap: vars.space.xl,
  minWidth: 0,
  '@media': { [tablet]: { gap: vars.space.xxl } },
});

export const section = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const sectionHeader = style({ display: 'grid', gap: vars.space.xs });

const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const featureList = cardGrid;

export const showcaseGrid = cardGrid;
