import { style } from '@vanilla-extract/css';
import { sprinkles } from '@storyloom/ui/sprinkles';
import { breakpoints, vars } from '@storyloom/ui/theme';

export const root = style([sprinkles({ display: 'grid', gap: { mobile: 'lg', desktop: 'xl' } }), { minWidth: 0 }]);

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const intro = style([sprinkles({ display: 'grid', gap: 'xs' }), { maxWidth: '65ch' }]);

// The work on the left and the project's state (summary, job) beside it on wide screens; stacked on narrower ones.
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  minWidth: 0,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 20rem)',
      gap: vars.space.xl,
    },
  },
});

export const column = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
});

export const pages = style({
  display: 'grid',
  gap: vars.space.xl,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stack = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const players = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))' },
  },
});

export const divider = style({
  margin: 0,
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
});

export const validation = style({
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

// Where 'Watch video' scrolls to, clear of the sticky header.
export const finalVideo = style({ scrollMarginTop: '5rem', minWidth: 0 });
