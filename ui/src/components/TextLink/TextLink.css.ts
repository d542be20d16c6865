import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  transition: `color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});

export const tone = styleVariants({
  brand: { color: vars.color.brandText },
  muted: { color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.text } } },
  inherit: { color: 'inherit' },
});

export const externalIcon = style({
  display: 'inline',
  width: '0.9em',
  height: '0.9em',
  marginInlineStart: '0.2em',
  verticalAlign: '-0.05em',
});
