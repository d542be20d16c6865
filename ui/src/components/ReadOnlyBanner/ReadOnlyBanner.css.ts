import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderInlineStart: `4px solid ${vars.color.info}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
});

export const message = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  flex: '1 1 16rem',
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
});

export const icon = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.info,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
