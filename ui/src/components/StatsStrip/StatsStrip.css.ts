import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  '@media': {
    [tablet]: { paddingInline: vars.space.xl },
  },
});

// Phones: one row per statistic (label, then the number at the end). Wider: three columns, number on top.
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md },
  },
});

export const stat = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': {
    [tablet]: {
      // The number reads first visually; in the markup the term (label) stays before its value.
      flexDirection: 'column-reverse',
      justifyContent: 'flex-end',
      gap: vars.space.xxs,
      textAlign: 'center',
    },
  },
});

export const value = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  minHeight: '2.5rem',
  minWidth: 0,
  margin: 0,
  color: vars.color.brandText,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  '@media': {
    [tablet]: { justifyContent: 'center', width: '100%', fontSize: vars.font.size.xxxl },
  },
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
});

// Block with an inline icon, so a wrapped claim stays centred with the icon on its first line.
export const claim = style({
  display: 'block',
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.success,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
});

// Alone (no counts above it): no rule, no gap.
export const claimAlone = style({ paddingTop: 0, borderTop: 'none' });

export const claimIcon = style({
  display: 'inline-block',
  width: '1.25rem',
  height: '1.25rem',
  marginRight: vars.space.xs,
  verticalAlign: '-0.25em',
});

export { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
