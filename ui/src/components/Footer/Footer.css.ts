import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { breakpoints } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.border}`,
});

export const top = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': {
    [tablet]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-start' },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxWidth: '24rem',
});

export const name = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

// The links' own padding would indent them: pull the list out by as much, so the text lines up with the rest.
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  margin: 0,
  marginInline: `calc(${vars.space.xs} * -1)`,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tablet]: { justifyContent: 'flex-end', columnGap: vars.space.md },
  },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  // A comfortable touch target on phones.
  minHeight: '2.75rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  color: vars.color.brandText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible': focusRing,
  },
});

export const bottom = style({
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});
