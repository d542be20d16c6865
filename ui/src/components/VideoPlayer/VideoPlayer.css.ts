import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

// The controls sit under the picture, not over it: the render burns the captions into the bottom of the frame.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:fullscreen': { width: '100%', height: '100%', border: 0, borderRadius: 0 },
  },
});

export const frame = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '16 / 9',
  // Letterboxing around a video of another shape.
  background: vars.color.surfaceSunken,
  selectors: {
    [`${root}:fullscreen &`]: { flex: '1 1 auto', minHeight: 0, aspectRatio: 'auto' },
  },
});

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  cursor: 'pointer',
});

export const bar = style({
  padding: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  aspectRatio: '16 / 9',
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});

export const placeholderIcon = style({
  width: '2rem',
  height: '2rem',
});
