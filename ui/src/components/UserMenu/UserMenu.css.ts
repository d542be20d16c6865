import { visuallyHiddenRule } from '../../theme/visuallyHiddenRule.ts';
import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export { visuallyHidden } from '../../theme/visuallyHidden.css.ts';

// The e-mail in two parts from the desktop breakpoint up; below it the avatar shows alone (the parts stay in the
// trigger's name).
export const identity = style({
  ...visuallyHiddenRule,
  '@media': {
    [desktop]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      clipPath: 'none',
      display: 'block',
      minWidth: 0,
      maxWidth: '7.5rem',
      overflow: 'hidden',
      // Each line (name, domain) ends in its own ellipsis.
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      textAlign: 'left',
      fontSize: vars.font.size.xs,
      lineHeight: vars.font.lineHeight.snug,
    },
  },
});

export const name = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const domain = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.textMuted,
});

export const signedInAs = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const signedInEmail = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const itemIcon = style({
  width: '1.25rem',
  height: '1.25rem',
});
