import { createContainer, createVar, fallbackVar, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

/** How far playback is, as a percentage of the seek track (`42%`). */
export const progress = createVar();

const bar = createContainer();

// A narrow bar (a phone, a side column) puts the seek slider on a row of its own above the buttons and the time.
const narrow = '(max-width: 22rem)';

export const root = style({
  containerName: bar,
  containerType: 'inline-size',
  width: '100%',
  minWidth: 0,
  color: vars.color.text,
});

// The container query needs an element inside the container: the bar's own layout hangs on this inner row.
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  minWidth: 0,
  '@container': {
    [`${bar} ${narrow}`]: { flexWrap: 'wrap', rowGap: vars.space.xxs },
  },
});

export const time = style({
  flexShrink: 1,
  minWidth: 0,
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  '@container': {
    // Pushes the buttons after it to the end of the row.
    [`${bar} ${narrow}`]: { marginInlineEnd: 'auto' },
  },
});

const trackHeight = '0.375rem';
const thumbSize = '1rem';
const filled = fallbackVar(progress, '0%');
const trackRule = {
  height: trackHeight,
  border: 0,
  borderRadius: vars.radius.full,
  background: `linear-gradient(to right, ${vars.color.brand} ${filled}, ${vars.color.borderStrong} ${filled})`,
};
const thumbRule = {
  boxSizing: 'border-box',
  width: thumbSize,
  height: thumbSize,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
} as const;

// A range input drawn entirely here (`appearance: none`): the same track and thumb in every browser and build.
// The input's own box is the 24 px tall hit area; the track is drawn thin inside it.
export const seek = style({
  appearance: 'none',
  flex: '1 1 4rem',
  minWidth: '3rem',
  height: '1.5rem',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.brand,
  cursor: 'pointer',
  '@container': {
    [`${bar} ${narrow}`]: { order: -1, flexBasis: '100%' },
  },
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    '&::-webkit-slider-runnable-track': trackRule,
    '&::-moz-range-track': trackRule,
    '&::-webkit-slider-thumb': {
      ...thumbRule,
      appearance: 'none',
      // WebKit centres nothing: lift the thumb onto the middle of the thin track.
      marginTop: `calc((${trackHeight} - ${thumbSize}) / 2)`,
    },
    '&::-moz-range-thumb': thumbRule,
    '&:hover:not(:disabled)::-webkit-slider-thumb': { background: vars.color.brandSoft },
    '&:hover:not(:disabled)::-moz-range-thumb': { background: vars.color.brandSoft },
  },
});
