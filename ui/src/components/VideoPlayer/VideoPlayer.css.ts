import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.ts';

export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  // Letterboxing around a video of another shape.
  background: vars.color.surfaceSunken,
});

export const video = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
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
