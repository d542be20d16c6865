import { style } from '@vanilla-extract/css';
import { sprinkles } from '@storyloom/ui/sprinkles';

export const root = style([sprinkles({ display: 'grid', gap: { mobile: 'xl', tablet: 'xxl' } }), { minWidth: 0 }]);

export const section = style([sprinkles({ display: 'grid', gap: 'lg' }), { minWidth: 0 }]);

export const featureList = style([
  sprinkles({ display: 'grid', gridTemplateColumns: { mobile: 1, tablet: 3 }, gap: 'md' }),
  { margin: 0, padding: 0, listStyle: 'none', minWidth: 0 },
]);
