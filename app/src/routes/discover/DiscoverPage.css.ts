import { style } from '@vanilla-extract/css';
import { sprinkles } from '@storyloom/ui/sprinkles';

export const root = style([sprinkles({ display: 'grid', gap: 'lg' }), { minWidth: 0, alignContent: 'start' }]);

export const intro = sprinkles({ display: 'grid', gap: 'xs' });

export const videoGrid = style([
  sprinkles({ display: 'grid', gridTemplateColumns: { mobile: 1, tablet: 2, desktop: 3 }, gap: 'md' }),
  { margin: 0, padding: 0, listStyle: 'none', minWidth: 0 },
]);
