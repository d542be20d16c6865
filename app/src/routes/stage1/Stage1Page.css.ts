import { style } from '@vanilla-extract/css';
import { breakpoints, vars } from '@storyloom/ui/theme';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;
const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

export const intro = style({
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: '65ch',
});

/** The card's content stacked with room between the pickers. */
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

/** Pages and language side by side from tablet width up. */
export const selects = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The upload card beside the tips on wide screens; the tips under it on narrower ones. */
export const uploadRow = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

/** The Generate and Continue buttons at the end of their card. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
