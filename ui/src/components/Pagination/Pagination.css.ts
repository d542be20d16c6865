import { visuallyHiddenRule } from '../../theme/visuallyHiddenRule.ts';
import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { breakpoints } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
});

const hover = '&:hover:not(:disabled, [aria-current="page"])';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minWidth: '2.5rem',
  height: '2.5rem',
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  transition: ['background-color', 'border-color', 'color']
    .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
    .join(', '),
  selectors: {
    [hover]: { background: vars.color.brandSoft, borderColor: vars.color.borderStrong, color: vars.color.brandText },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      cursor: 'default',
    },
  },
});

export const stepIcon = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
});

// On a phone the step buttons show only their chevrons; the words stay as their names.
export const stepLabel = style({
  ...visuallyHiddenRule,
  '@media': {
    [tablet]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clip: 'auto',
      clipPath: 'none',
      whiteSpace: 'normal',
    },
  },
});

export const stepButton = style({
  '@media': {
    [tablet]: { paddingInline: vars.space.sm },
  },
});
