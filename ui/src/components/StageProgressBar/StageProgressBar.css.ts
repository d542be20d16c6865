import { visuallyHiddenRule } from '../../theme/visuallyHiddenRule.ts';
import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { breakpoints } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const indicatorSize = '2rem';

export { visuallyHidden } from '../../theme/visuallyHidden.css.ts';

export const root = style({
  width: '100%',
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tablet]: { gap: vars.space.sm } },
});

// Phones: indicator above the name, centred. Wider screens: a bordered step with the indicator beside the text.
export const item = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textAlign: 'center',
  transition: ['background-color', 'border-color']
    .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
    .join(', '),
  '@media': {
    [tablet]: {
      display: 'grid',
      gridTemplateColumns: `${indicatorSize} minmax(0, 1fr)`,
      alignItems: 'center',
      columnGap: vars.space.sm,
      rowGap: vars.space.xxs,
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderColor: vars.color.border,
      background: vars.color.surface,
      textAlign: 'left',
    },
  },
});

export const itemReachable = style({
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
  },
});

export const itemCurrent = style({
  '@media': {
    [tablet]: {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 1px ${vars.color.brand}`,
    },
  },
});

export const itemLocked = style({
  '@media': { [tablet]: { background: vars.color.surfaceSunken } },
});

// The line from one stage to the next on phones, between the indicators.
export const connector = style({
  position: 'absolute',
  top: `calc(${vars.space.xs} + ${indicatorSize} / 2)`,
  left: `calc(50% + ${indicatorSize} / 2 + ${vars.space.xxs})`,
  right: `calc(-50% + ${indicatorSize} / 2)`,
  height: '2px',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  pointerEvents: 'none',
  '@media': { [tablet]: { display: 'none' } },
});

export const connectorDone = style({
  background: vars.color.brand,
});

export const indicator = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: indicatorSize,
  height: indicatorSize,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  '@media': { [tablet]: { gridRow: 'span 2' } },
});

export const indicatorTone = styleVariants({
  completed: { borderColor: vars.color.brand, background: vars.color.brand, color: vars.color.onBrand },
  current: { borderColor: vars.color.brand, background: vars.color.brandSoft, color: vars.color.brandText },
  open: {},
  locked: { borderColor: vars.color.border, background: vars.color.surfaceSunken, color: vars.color.textMuted },
});

// The stage's button; its ::after covers the whole step, so the step is one target with one focus stop.
export const action = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'inherit',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: '-1px',
      borderRadius: vars.radius.md,
    },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': focusRing,
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
  '@media': { [tablet]: { fontSize: vars.font.size.md } },
});

// Phones: the indicator tells the status and the description says it; wider screens show it.
export const status = style({
  ...visuallyHiddenRule,
  '@media': {
    [tablet]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clipPath: 'none',
      whiteSpace: 'normal',
      display: 'inline-flex',
      alignItems: 'center',
      gap: vars.space.xxs,
      fontSize: vars.font.size.xs,
      fontWeight: vars.font.weight.semibold,
      lineHeight: vars.font.lineHeight.snug,
    },
  },
});

export const statusTone = styleVariants({
  completed: { color: vars.color.success },
  current: { color: vars.color.brandText },
  open: { color: vars.color.textMuted },
  locked: { color: vars.color.textMuted, fontWeight: vars.font.weight.regular },
});

export const statusIcon = style({
  width: '0.875rem',
  height: '0.875rem',
  flexShrink: 0,
});
