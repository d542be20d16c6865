import { style } from '@vanilla-extract/css';
import { sprinkles } from '@storyloom/ui/sprinkles';
import { breakpoints, vars } from '@storyloom/ui/theme';

export const root = style([sprinkles({ display: 'grid', gap: { mobile: 'lg', desktop: 'xl' } }), { minWidth: 0 }]);

export const intro = style([sprinkles({ display: 'grid', gap: 'xs' }), { maxWidth: '65ch' }]);

// The blueprint beside the reference image on wide screens; stacked on narrower ones.
export const overview = style([
  sprinkles({ display: 'grid', gap: 'lg' }),
  {
    alignItems: 'start',
    '@media': {
      [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.4fr)' },
    },
  },
]);

export const reference = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 1fr)' },
  },
});

export const referenceImage = style({
  display: 'block',
  width: '100%',
  maxHeight: '300px',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const magicFill = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
});

export const form = style({
  display: 'grid',
  gap: vars.space.lg,
  minWidth: 0,
});

// The improve price takes the left of the save-status line.
export const improveCost = style({ marginInlineEnd: 'auto' });

// A helper's button with its price or its Undo beside it.
export const helperActions = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

// The improve price at the left and the auto-save state at the right of the texts; the line keeps its height so
// nothing jumps when the state appears.
export const saveStatus = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  minHeight: '1.5rem',
  marginTop: `calc(-1 * ${vars.space.md})`,
});

export const group = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
});

// The group's name with its improve button at the right, like the other texts' label lines.
export const groupHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const groupLabel = style({
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const title = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const generate = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
});

export const generateRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const progress = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});

export const pages = style({
  display: 'grid',
  gap: vars.space.md,
  minWidth: 0,
});

export const pageList = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const continueRow = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
