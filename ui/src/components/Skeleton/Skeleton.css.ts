import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const width = createVar();
export const height = createVar();

const shimmer = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
});

export const block = style({
  display: 'block',
  flexShrink: 0,
  width: width,
  maxWidth: '100%',
  height: height,
  // Tints of the text colour: darker than a light page, lighter than a dark one, on any surface.
  backgroundColor: `color-mix(in srgb, ${vars.color.text} 9%, transparent)`,
  backgroundImage: `linear-gradient(90deg, transparent 0%, color-mix(in srgb, ${vars.color.text} 7%, transparent) 50%, transparent 100%)`,
  backgroundSize: '200% 100%',
  backgroundRepeat: 'no-repeat',
  animation: `${shimmer} 1.6s ease-in-out infinite`,
  '@media': {
    // A still placeholder: no sweeping highlight for people who asked for less motion.
    '(prefers-reduced-motion: reduce)': { animation: 'none', backgroundImage: 'none' },
  },
});

export const shape = styleVariants({
  text: { borderRadius: vars.radius.sm },
  rect: { borderRadius: vars.radius.md },
  circle: { borderRadius: vars.radius.full, aspectRatio: '1 / 1' },
});

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: width,
  maxWidth: '100%',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  width: '100%',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

// The thumbnail spans the card edge to edge; the card's own corners round it.
export const cardMedia = style({
  aspectRatio: '16 / 9',
  borderRadius: 0,
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
});

export const cardMeta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
