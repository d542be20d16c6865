import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

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
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
  '@media': {
    'screen and (max-width: 739px)': {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      padding: vars.space.md,
    },
  },
});

export const iconWrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
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
    'screen and (max-width: 739px)': { gridColumn: '2', textAlign: 'left' },
  },
});

export const amountTone = styleVariants({
  positive: { color: vars.color.success },
  negative: { color: vars.color.text },
  zero: { color: vars.color.textMuted },
});

export const skeletonRow = style({
  height: '4.5rem',
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
