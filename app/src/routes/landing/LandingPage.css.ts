import { style } from '@vanilla-extract/css';
import { sprinkles } from '@storyloom/ui/theme';

export const root = style([sprinkles({ display: 'grid', gap: { mobile: 'xl', tablet: 'xxl' } }), { minWidth: 0 }]);

export const section = style([sprinkles({ display: 'grid', gap: 'lg' }), { minWidth: 0 }]);

export const sectionHeader = sprinkles({ display: 'grid', gap: 'xs' });

const cardList = style({ margin: 0, padding: 0, listStyle: 'none', minWidth: 0 });

export const featureList = style([
  sprinkles({ display: 'grid', gridTemplateColumns: { mobile: 1, tablet: 2, desktop: 4 }, gap: 'md' }),
  cardList,
]);

export const showcaseGrid = style([
  sprinkles({ display: 'grid', gridTemplateColumns: { mobile: 1, tablet: 2, desktop: 4 }, gap: 'md' }),
  cardList,
]);
