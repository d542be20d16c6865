import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

const phone = 'screen and (max-width: 739px)';
/** The icon's column: where a row's text, and a charge's parts, begin. */
const iconSize = '2.5rem';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  '@media': {
    [phone]: {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      padding: vars.space.md,
    },
  },
});

// Rows and charges alike are ruled off from the one above.
globalStyle(`${list} > li + li`, { borderTop: `1px solid ${vars.color.border}` });

export const iconWrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: iconSize,
  height: iconSize,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
});

export const icon = styleVariants({
  purchase: { width: '1.25rem', height: '1.25rem', color: vars.color.brandText },
  usage: { width: '1.25rem', height: '1.25rem', color: vars.color.textMuted },
  refund: { width: '1.25rem', height: '1.25rem', color: vars.color.info },
  bonus: { width: '1.25rem', height: '1.25rem', color: vars.color.success },
});

export const main = style({ display: 'grid', gap: vars.space.xxs, minWidth: 0 });

export const description = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const amount = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  textAlign: 'right',
  '@media': {
    [phone]: { gridColumn: '2', textAlign: 'left' },
  },
});

export const amountTone = styleVariants({
  positive: { color: vars.color.success },
  negative: { color: vars.color.text },
  zero: { color: vars.color.textMuted },
});

export const skeletonRow = style({ height: '4.5rem' });

export const charge = style({});

/** '4 charges': opens and closes the list of a charge's parts. */
export const disclosure = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: '1.75rem',
  padding: `0 ${vars.space.xs} 0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRing,
  },
});

export const chevron = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.duration.base} ${vars.motion.easing.standard}`,
  selectors: { [`${disclosure}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const parts = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  listStyle: 'none',
  padding: `0 ${vars.space.lg} ${vars.space.md} calc(${vars.space.lg} + ${iconSize} + ${vars.space.md})`,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    [phone]: { padding: `0 ${vars.space.md} ${vars.space.md} calc(${vars.space.md} + ${iconSize} + ${vars.space.md})` },
  },
});

export const part = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const partDescription = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const partAmount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
