import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const titleIcon = style({ width: '1.25rem', height: '1.25rem', color: vars.color.brandText });

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const field = style({ flex: '1 1 14rem', minWidth: 0 });

export const status = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minHeight: '1.5rem',
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const statusTone = styleVariants({
  idle: { color: vars.color.textMuted },
  validating: { color: vars.color.textMuted },
  valid: { color: vars.color.success },
  invalid: { color: vars.color.danger },
  redeemed: { color: vars.color.success },
});

export const statusIcon = style({ width: '1.1rem', height: '1.1rem', flexShrink: 0, marginTop: '0.1rem' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinning = style({
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
