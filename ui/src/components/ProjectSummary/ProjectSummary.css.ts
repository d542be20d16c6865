import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

// Three tiles side by side where there is room; on a narrow column, one row per figure.
const roomy = '(min-width: 28rem)';

// A size container has no width of its own: it fills the card.
export const container = style({
  containerType: 'inline-size',
  width: '100%',
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  margin: 0,
  '@container': {
    [roomy]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.sm },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@container': {
    [roomy]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      justifyContent: 'flex-start',
      gap: vars.space.xxs,
      padding: vars.space.sm,
    },
  },
});

export const term = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const value = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '2rem',
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  '@container': {
    [roomy]: { fontSize: vars.font.size.xxl },
  },
});
