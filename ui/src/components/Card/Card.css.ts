import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space.sm },
  md: { padding: vars.space.lg },
  lg: { padding: vars.space.xl },
});

export const interactive = style({
  transition: ['box-shadow', 'border-color']
    .map((property) => `${property} ${vars.motion.duration.base} ${vars.motion.easing.standard}`)
    .join(', '),
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

// The title's link or button covers the whole card (its ::after), so the card has one focus stop and one name.
export const titleAction = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': focusRing,
    [`${interactive}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const body = style({
  minWidth: 0,
});

// Above the title's stretched link, so actions stay clickable on an interactive card.
export const actions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: 'auto',
});
