import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const title = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const costs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cost = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const costIcon = style({
  gridRow: 'span 2',
  width: '1.5rem',
  height: '1.5rem',
  color: vars.color.brandText,
});

export const costAmount = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });

export const costLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const notes = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingLeft: vars.space.lg,
  color: vars.color.text,
});

export const example = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
});
