import { createVar, style } from '@vanilla-extract/css';
import { vars } from '@storyloom/ui';

export const swatchColor = createVar();
export const sampleSize = createVar();
export const sampleWeight = createVar();

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  width: '52rem',
  color: vars.color.text,
});

export const heading = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatch = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});

export const chip = style({
  height: '3.5rem',
  marginBottom: vars.space.xxs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: swatchColor,
});

export const tokenName = style({
  fontWeight: vars.font.weight.semibold,
});

export const tokenValue = style({
  color: vars.color.textMuted,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
});

export const samples = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
});

export const sampleRow = style({
  display: 'grid',
  gridTemplateColumns: '12rem 1fr',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const sample = style({
  margin: 0,
  fontSize: sampleSize,
  fontWeight: sampleWeight,
  lineHeight: vars.font.lineHeight.snug,
});
