import { visuallyHiddenRule } from '../../theme/visuallyHiddenRule.ts';
import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/tokens.ts';
import { vars } from '../../theme/vars.css.ts';

const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

export { visuallyHidden } from '../../theme/visuallyHidden.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  padding: vars.space.xxs,
  paddingLeft: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  // Concentric with the Buy button's corners.
  borderRadius: `calc(${vars.radius.md} + ${vars.space.xxs})`,
  background: vars.color.surface,
  color: vars.color.text,
  '@media': { [desktop]: { gap: vars.space.xs, paddingLeft: vars.space.sm } },
});

export const rootLow = style({
  borderColor: vars.color.warning,
});

export const balance = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const balanceLow = style({
  color: vars.color.warning,
});

export const icon = style({
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  color: vars.color.brandText,
  selectors: { [`${balanceLow} &`]: { color: vars.color.warning } },
});

// Below the desktop breakpoint the number shows alone (the coin says what it counts); the word stays for screen
// readers.
export const unit = style({
  ...visuallyHiddenRule,
  '@media': {
    [desktop]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      margin: 0,
      overflow: 'visible',
      clipPath: 'none',
    },
  },
});
