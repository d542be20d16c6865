import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const wrap = style({
  position: 'relative',
  display: 'flex',
  minWidth: 0,
});

export const select = style({
  appearance: 'none',
  margin: 0,
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  selectors: {
    '&:disabled': { cursor: 'not-allowed' },
  },
});

// Room on the right for the chevron.
export const selectPadding = styleVariants({
  sm: { paddingBlock: vars.space.xxs, paddingInlineStart: vars.space.xs, paddingInlineEnd: '2rem' },
  md: { paddingBlock: vars.space.xs, paddingInlineStart: vars.space.sm, paddingInlineEnd: '2.5rem' },
});

export const chevron = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: '1rem',
  height: '1rem',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const chevronInset = styleVariants({
  sm: { insetInlineEnd: vars.space.xs },
  md: { insetInlineEnd: vars.space.sm },
});

export const chevronDisabled = style({ opacity: 0.55 });
