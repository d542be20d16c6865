import { keyframes, styleVariants } from '@vanilla-extract/css';
import { vars } from './vars.css.ts';

// The resting style is the open state, so a frozen animation still shows the panel.
const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-0.25rem)' } });

/** A panel that hangs below its trigger (menus, popovers): spread it into the panel's own style. */
export const floatingPanelRule = {
  position: 'absolute',
  top: `calc(100% + ${vars.space.xxs})`,
  zIndex: 20,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${enter} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
} as const;

/** Which edge of the trigger the panel lines up with. */
export const floatingPanelAlign = styleVariants({
  start: { left: 0 },
  end: { right: 0 },
});
