import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
  '@media': {
    [tablet]: { fontSize: vars.font.size.xxxl },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

// Search and filter stack on a phone and share a row from tablet width.
export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [tablet]: { flexDirection: 'row', alignItems: 'flex-start' },
  },
});

export const search = style({
  flex: '1 1 auto',
  minWidth: 0,
  '@media': {
    [tablet]: { maxWidth: '28rem' },
  },
});

export const filter = style({
  minWidth: 0,
  '@media': {
    [tablet]: { flex: '0 0 14rem' },
  },
});
