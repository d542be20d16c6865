import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

// Side by side when the preview itself is wide enough (it sits in columns of different widths).
const wide = '(min-width: 40rem)';

// A size container has no width of its own: it fills its container (a block, or a stretched grid or flex item).
export const root = style({
  containerType: 'inline-size',
  width: '100%',
  minWidth: 0,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.lg} ${vars.space.lg}`,
  '@container': {
    [wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' },
  },
});

export const media = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  aspectRatio: '1 / 1',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const zoomButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  cursor: 'zoom-in',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
    '&:disabled': { cursor: 'default' },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

// The zoom hint sits on the picture's corner, on the button's hover and focus.
export const zoomHint = style({
  position: 'absolute',
  right: vars.space.xs,
  bottom: vars.space.xs,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  pointerEvents: 'none',
});

export const zoomHintIcon = style({ width: '1.1rem', height: '1.1rem' });

export const busyLayer = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  background: `color-mix(in srgb, ${vars.color.surface} 72%, transparent)`,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  height: '100%',
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});

export const placeholderIcon = style({ width: '2rem', height: '2rem' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const headingRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.lg} 0`,
});

export const heading = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const text = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const regenerate = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const regenerateRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const zoomImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxHeight: '70dvh',
  objectFit: 'contain',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
