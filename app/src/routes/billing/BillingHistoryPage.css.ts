import { style } from '@vanilla-extract/css';
import { sprinkles } from '@storyloom/ui/sprinkles';
import { vars } from '@storyloom/ui/theme';

export const root = style([sprinkles({ display: 'grid', gap: 'lg' }), { minWidth: 0, maxWidth: '56rem' }]);

// The Back button keeps its own width instead of stretching across the grid.
export const back = style({ justifySelf: 'start', marginLeft: `calc(-1 * ${vars.space.sm})` });

export const intro = sprinkles({ display: 'grid', gap: 'xs' });

export const transactions = style([sprinkles({ display: 'grid', gap: 'md' }), { minWidth: 0 }]);

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

// Full-width stacked buttons on phones, a row from tablet up.
export const actions = sprinkles({
  display: { mobile: 'grid', tablet: 'flex' },
  flexWrap: 'wrap',
  gap: 'sm',
  paddingTop: 'md',
});
