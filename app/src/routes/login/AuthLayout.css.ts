import { style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '@storyloom/ui/sprinkles';
import { vars } from '@storyloom/ui/theme';

// One centred panel for the public account screens: sign-in, sign-up, the social callback and the payment result.

/** The page's content area: the panel centred in the space between header and footer. */
export const area = style([
  sprinkles({
    display: 'flex',
    justifyContent: 'center',
    alignItems: 'flex-start',
    paddingX: { mobile: 'md', tablet: 'lg' },
    paddingY: { mobile: 'lg', tablet: 'xxl' },
  }),
  { flexGrow: 1 },
]);

export const panel = style([
  sprinkles({
    display: 'flex',
    flexDirection: 'column',
    gap: 'lg',
    padding: { mobile: 'lg', tablet: 'xl' },
  }),
  {
    width: '100%',
    maxWidth: '28rem',
    boxSizing: 'border-box',
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
  },
]);

/** A result panel (callback, payment): its content centred. */
export const statusPanel = style([panel, { alignItems: 'center', textAlign: 'center' }]);

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const lead = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

/** A failed submission: above the submit button, read out as it appears. */
export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.danger,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const alertIcon = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  marginTop: '0.1rem',
});

/** '— or continue with —' between the form and the social buttons. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flexGrow: 1,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const socialList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const statusIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
});

export const statusIconTone = styleVariants({
  success: { color: vars.color.success },
  danger: { color: vars.color.danger },
  brand: { color: vars.color.brandText },
});

export const statusIconSvg = style({ width: '1.75rem', height: '1.75rem' });

/** Buttons under a result: stacked on phones, side by side from tablet up. */
export const actions = style([
  sprinkles({
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    justifyContent: 'center',
    gap: 'sm',
  }),
  { width: '100%' },
]);

/** A message that takes the focus only to be read next (not a control): no focus ring. */
export const notice = style({
  alignItems: 'center',
  textAlign: 'center',
  selectors: { '&:focus': { outline: 'none' } },
});
