import { style } from '@vanilla-extract/css';
import { sprinkles } from '@storyloom/ui/sprinkles';
import { breakpoints } from '@storyloom/ui/theme';

export const root = style([sprinkles({ display: 'grid', gap: { mobile: 'xl', desktop: 'xxl' } }), { minWidth: 0 }]);

export const intro = style([sprinkles({ display: 'grid', gap: 'xs' }), { maxWidth: '60ch' }]);

// The discount box beside the explainer on wide screens; stacked, box first, on narrower ones.
export const codeAndExplainer = style([
  sprinkles({ display: 'grid', gap: 'lg' }),
  {
    alignItems: 'start',
    '@media': { [`screen and (min-width: ${breakpoints.desktop}px)`]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
  },
]);
