import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  minWidth: 0,
});

export const detail = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const detailText = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const detailIcon = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginTop: 'auto',
  paddingTop: vars.space.xs,
});

export const reactions = style({
  display: 'flex',
  gap: vars.space.xs,
});

export const reaction = style({
  fontVariantNumeric: 'tabular-nums',
});
