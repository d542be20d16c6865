import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const block = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  padding: vars.space.md,
  color: vars.color.brand,
});

export const inline = style({
  display: 'inline-flex',
  alignItems: 'center',
  verticalAlign: 'middle',
  color: 'inherit',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const circle = style({
  display: 'block',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.75s linear infinite`,
  '@media': {
    // Still shows activity, without the fast spin.
    '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

export const size = styleVariants({
  // `inline` follows the text it sits in.
  inline: { width: '1em', height: '1em', borderWidth: '2px' },
  sm: { width: '1rem', height: '1rem', borderWidth: '2px' },
  md: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
  lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
});

export { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
