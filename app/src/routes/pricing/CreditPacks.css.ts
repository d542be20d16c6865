import { style } from '@vanilla-extract/css';
import { sprinkles } from '@storyloom/ui/sprinkles';
import { vars } from '@storyloom/ui/theme';

export const root = style([sprinkles({ display: 'grid', gap: 'md' }), { minWidth: 0 }]);

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

// One pack per row on phones, two on tablets, the four side by side on desktops.
export const grid = style([
  sprinkles({
    display: 'grid',
    gridTemplateColumns: { mobile: 1, tablet: 2, desktop: 4 },
    gap: 'md',
  }),
  { margin: 0, padding: 0, listStyle: 'none', alignItems: 'stretch' },
]);

export const item = style({ display: 'grid', minWidth: 0 });
