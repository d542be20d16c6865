import { style } from '@vanilla-extract/css';
import { sprinkles, vars } from '@storyloom/ui';

const section = sprinkles({
  marginX: 'auto',
  maxWidth: 'content',
  paddingX: { mobile: 'md', tablet: 'lg' },
});

export const hero = style([
  section,
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    alignItems: { mobile: 'stretch', tablet: 'flex-start' },
    gap: 'lg',
    paddingTop: { mobile: 'xl', desktop: 'xxxl' },
    paddingBottom: { mobile: 'xl', desktop: 'xxl' },
  }),
]);

export const eyebrow = style({
  color: vars.color.brandText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const title = style([
  sprinkles({ fontSize: { mobile: 'xxxl', desktop: 'display' } }),
  {
    maxWidth: '18ch',
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: '-0.02em',
  },
]);

export const lead = style([
  sprinkles({ fontSize: { mobile: 'lg', desktop: 'xl' } }),
  {
    maxWidth: '60ch',
    color: vars.color.textMuted,
    lineHeight: vars.font.lineHeight.normal,
  },
]);

// Stacked full-width buttons on phones, a row from tablet up.
export const actions = style([
  sprinkles({
    display: { mobile: 'grid', tablet: 'flex' },
    gap: 'sm',
  }),
]);

export const features = style([
  section,
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    gap: 'lg',
    paddingTop: 'xl',
    paddingBottom: 'xxl',
  }),
]);

export const sectionTitle = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const featureList = style([
  sprinkles({
    display: 'grid',
    gridTemplateColumns: { mobile: 1, tablet: 2, desktop: 4 },
    gap: 'md',
  }),
  { margin: 0, padding: 0, listStyle: 'none' },
]);

export const closing = style([section, sprinkles({ paddingBottom: 'xxxl' })]);

export const closingCard = style([
  sprinkles({
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    alignItems: { mobile: 'stretch', tablet: 'center' },
    justifyContent: 'space-between',
    gap: 'lg',
    padding: { mobile: 'lg', tablet: 'xl' },
    borderRadius: 'lg',
  }),
  {
    background: vars.color.brandSoft,
  },
]);

export const closingText = style({
  display: 'grid',
  gap: vars.space.xs,
});

export const closingCopy = style({
  color: vars.color.textMuted,
});
