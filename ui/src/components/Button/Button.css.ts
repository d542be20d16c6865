import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

const transition = ['background-color', 'border-color', 'color', 'box-shadow']
  .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
  .join(', ');

// Hover applies only to buttons that can act.
const hover = '&:hover:not(:disabled, [aria-disabled="true"])';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition,
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { [hover]: { background: vars.color.brandHover } },
      },
      secondary: {
        background: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.text,
        selectors: { [hover]: { background: vars.color.surfaceSunken } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.brandText,
        selectors: { [hover]: { background: vars.color.brandSoft } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        selectors: { [hover]: { background: vars.color.dangerHover } },
      },
    },
    size: {
      sm: { minHeight: '2rem', paddingInline: vars.space.sm, fontSize: vars.font.size.sm },
      md: { minHeight: '2.5rem', paddingInline: vars.space.md, fontSize: vars.font.size.md },
      lg: { minHeight: '3rem', paddingInline: vars.space.lg, fontSize: vars.font.size.lg },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonRecipeVariants = NonNullable<RecipeVariants<typeof root>>;

// While loading, the label stays in place (the button keeps its width and accessible name) but is not shown.
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const contentHidden = style({ opacity: 0 });

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
});

// An icon component's own width/height attributes (lucide's 24 px) give way to the slot's size.
globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerLayer = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const spinner = style({
  width: '1.1em',
  height: '1.1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.75s linear infinite`,
  '@media': {
    // Still shows activity, without the fast spin.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});
