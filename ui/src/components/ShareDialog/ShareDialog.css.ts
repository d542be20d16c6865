import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

// The server's refusal, above the fields it is about.
export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid color-mix(in srgb, ${vars.color.danger} 35%, ${vars.color.surfaceRaised})`,
  borderRadius: vars.radius.md,
  background: `color-mix(in srgb, ${vars.color.danger} 10%, ${vars.color.surfaceRaised})`,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const errorIcon = style({
  flexShrink: 0,
  width: '1.1em',
  height: '1.1em',
  marginTop: 'calc((1lh - 1.1em) / 2)',
});
