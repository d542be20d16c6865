import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
});

// The resting style is the shown state, so a frozen animation still shows the tooltip.
const appear = keyframes({ from: { opacity: 0 } });

export const tooltip = style({
  position: 'absolute',
  left: '50%',
  zIndex: 30,
  width: 'max-content',
  maxWidth: '16rem',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  // Inverted colours: dark on a light page, light on a dark one.
  background: vars.color.text,
  color: vars.color.surface,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
  textAlign: 'center',
  transform: 'translateX(-50%)',
  animation: `${appear} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

// An invisible bridge over the gap, so the pointer can move from the control onto the tooltip (WCAG 1.4.13).
const bridge = { content: '""', position: 'absolute', left: 0, right: 0, height: vars.space.xs } as const;

export const placement = styleVariants({
  top: { bottom: `calc(100% + ${vars.space.xs})`, selectors: { '&::after': { ...bridge, top: '100%' } } },
  bottom: { top: `calc(100% + ${vars.space.xs})`, selectors: { '&::after': { ...bridge, bottom: '100%' } } },
});
