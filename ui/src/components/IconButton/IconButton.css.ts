import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

const transition = ['background-color', 'border-color', 'color', 'box-shadow']
  .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
  .join(', ');

// Hover applies only to buttons that can act.
const hover = '&:hover:not(:disabled)';
const pressed = '&[aria-pressed="true"]';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    userSelect: 'none',
    transition,
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    variant: {
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          [hover]: { background: vars.color.brandSoft, color: vars.color.brandText },
          [pressed]: { background: vars.color.brandSoft, color: vars.color.brandText, borderColor: vars.color.brandText },
        },
      },
      secondary: {
        background: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: {
          [hover]: { background: vars.color.surfaceSunken },
          [pressed]: { background: vars.color.brandSoft, color: vars.color.brandText, borderColor: vars.color.brandText },
        },
      },
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: {
          [hover]: { background: vars.color.brandHover },
          [pressed]: { background: vars.color.brandHover, boxShadow: `inset 0 0 0 2px ${vars.color.onBrand}` },
        },
      },
      danger: {
        background: 'transparent',
        color: vars.color.danger,
        selectors: {
          [hover]: { background: vars.color.danger, color: vars.color.onDanger },
          [pressed]: { background: vars.color.danger, color: vars.color.onDanger },
        },
      },
    },
    size: {
      sm: { width: '2rem', height: '2rem' },
      md: { width: '2.5rem', height: '2.5rem' },
      lg: { width: '3rem', height: '3rem' },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export type IconButtonRecipeVariants = NonNullable<RecipeVariants<typeof root>>;

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

// Icons are drawn for a 20–24 px box; fill the box whatever size the SVG says.
globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });

export const iconSize = styleVariants({
  sm: { width: '1rem', height: '1rem' },
  md: { width: '1.25rem', height: '1.25rem' },
  lg: { width: '1.5rem', height: '1.5rem' },
});

// The count bubble sits on the top-right corner, over the button's edge.
export const badge = style({
  position: 'absolute',
  top: '-0.375rem',
  insetInlineEnd: '-0.375rem',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.25rem',
  height: '1.25rem',
  paddingInline: '0.3rem',
  borderRadius: vars.radius.full,
  // Separates the bubble from the button it overlaps, in either mode.
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  background: vars.color.danger,
  color: vars.color.onDanger,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
});
