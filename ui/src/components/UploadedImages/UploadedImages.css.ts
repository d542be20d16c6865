import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 9rem), 1fr))',
  gap: vars.space.sm,
  alignItems: 'start',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  position: 'relative',
  display: 'flex',
  justifyContent: 'center',
  minWidth: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
});

// The spec's preview limit: a tall photo never pushes the page down by more than 300 px.
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '300px',
  objectFit: 'contain',
});

export const remove = style({
  position: 'absolute',
  top: vars.space.xxs,
  right: vars.space.xxs,
});
