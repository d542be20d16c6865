import { style } from '@vanilla-extract/css';
import { sprinkles } from '@storyloom/ui/sprinkles';
import { vars } from '@storyloom/ui/theme';

export const bar = style({
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const barInner = style([
  sprinkles({ paddingX: { mobile: 'md', tablet: 'lg' }, paddingY: 'sm', marginX: 'auto', maxWidth: 'content' }),
  { width: '100%', boxSizing: 'border-box' },
]);

export const banner = style([
  sprinkles({ paddingX: { mobile: 'md', tablet: 'lg' }, paddingTop: 'md', marginX: 'auto', maxWidth: 'content' }),
  { width: '100%', boxSizing: 'border-box' },
]);
