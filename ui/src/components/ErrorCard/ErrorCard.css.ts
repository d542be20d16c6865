import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '32rem',
  minWidth: 0,
  marginInline: 'auto',
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  // The danger tone marks the card without making the whole card red.
  borderTop: `4px solid ${vars.color.danger}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  textAlign: 'center',
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: { padding: vars.space.xl },
  },
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  background: `color-mix(in srgb, ${vars.color.danger} 12%, ${vars.color.surface})`,
  color: vars.color.danger,
});

globalStyle(`${icon} > svg`, { width: '1.5rem', height: '1.5rem' });

export const alert = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const message = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
});

export const hint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
