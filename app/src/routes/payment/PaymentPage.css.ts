import { style } from '@vanilla-extract/css';
import { vars } from '@storyloom/ui/theme';

/** Credits added and the new balance, side by side. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.sm,
  width: '100%',
  margin: 0,
});

export const figure = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
});

export const figureLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const figureValue = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const signInPrompt = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
});
