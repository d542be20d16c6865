import { style } from '@vanilla-extract/css';
import { vars } from '@storyloom/ui/theme';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  padding: vars.space.md,
});

export const panel = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.md,
  maxWidth: '28rem',
});

export const title = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const detail = style({
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
