import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const box = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  cursor: 'text',
});

export const boxPadding = styleVariants({
  sm: { paddingInline: vars.space.xs },
  md: { paddingInline: vars.space.sm },
});

// The box draws border and focus ring; the input inside is bare.
export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  margin: 0,
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
    // The box already has a search icon and the app's own clear action where it wants one.
    '&::-webkit-search-cancel-button': { WebkitAppearance: 'none', appearance: 'none' },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

// Sizes whatever SVG the icon slot gets (lucide's default is 24 px).
globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });

// A trailing button (show password, clear) sits inside the box, as far from its right edge as from top and bottom.
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  marginInlineEnd: `calc(${vars.space.xs} * -1)`,
  cursor: 'default',
});
