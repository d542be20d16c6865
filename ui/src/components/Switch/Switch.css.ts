import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

const trackWidth = '2.25rem';
const trackHeight = '1.25rem';
const thumbSize = '0.875rem';
const thumbInset = '0.1875rem';

const transition = (properties: string[]) =>
  properties.map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`).join(', ');

export const track = style({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: transition(['background-color']),
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.textMuted },
    '&[aria-checked="true"]': { background: vars.color.brand },
    '&[aria-checked="true"]:hover:not(:disabled)': { background: vars.color.brandHover },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: thumbInset,
  left: thumbInset,
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: transition(['transform', 'background-color']),
  selectors: {
    [`${track}[aria-checked="true"] &`]: {
      background: vars.color.onBrand,
      transform: `translateX(calc(${trackWidth} - ${thumbSize} - ${thumbInset} * 2))`,
    },
  },
});
