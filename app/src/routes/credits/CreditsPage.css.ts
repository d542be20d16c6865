import { style } from '@vanilla-extract/css';
import { sprinkles } from '@storyloom/ui/sprinkles';
import { breakpoints } from '@storyloom/ui/theme';

export const root = style([sprinkles({ display: 'grid', gap: { mobile: 'xl', desktop: 'xxl' } }), { minWidth: 0 }]);

export const intro = style([sprinkles({ display: 'grid', gap: 'xs' }), { maxWidth: '60ch' }]);

// The balance beside the discount box on wide screens; stacked on narrower ones.
export const overviewAndCode = style([
  sprinkles({ display: 'grid', gap: 'lg' }),
  {
    alignItems: 'start',
    '@media': { [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);
