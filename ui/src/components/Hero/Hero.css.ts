import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export const root = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  minWidth: 0,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  '@media': {
    [tablet]: { paddingBlock: vars.space.xxl, paddingInline: vars.space.xxl },
  },
});

// Side by side only where both columns have room; on phones the media follows the text.
export const withMedia = style({
  '@media': {
    [desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)', gap: vars.space.xxl },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const align = styleVariants({
  start: { alignItems: 'flex-start', textAlign: 'left' },
  center: { alignItems: 'center', textAlign: 'center', marginInline: 'auto', maxWidth: '44rem' },
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.brandText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.02em',
});

export const eyebrowIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.25em',
  height: '1.25em',
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.02em',
  overflowWrap: 'anywhere',
  textWrap: 'balance',
  '@media': {
    [tablet]: { fontSize: vars.font.size.display },
  },
});

export const description = style({
  margin: 0,
  maxWidth: '38rem',
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
  textWrap: 'pretty',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
});

export const actionsAlign = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
});

export const footnote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const media = style({
  minWidth: 0,
  display: 'flex',
  justifyContent: 'center',
});
