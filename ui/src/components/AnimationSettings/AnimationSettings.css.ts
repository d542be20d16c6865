import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const header = style({ display: 'grid', gap: vars.space.xxs });

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const titleIcon = style({ width: '1.25rem', height: '1.25rem', color: vars.color.brandText });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const pages = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  marginBottom: vars.space.xs,
  padding: 0,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.font.size.sm,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const cost = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const short = style({ color: vars.color.danger });

export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });
