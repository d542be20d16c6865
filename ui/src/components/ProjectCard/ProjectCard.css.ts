import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

const transition = (...properties: string[]) =>
  properties.map((property) => `${property} ${vars.motion.duration.base} ${vars.motion.easing.standard}`).join(', ');

export { visuallyHidden } from '../../theme/visuallyHidden.css.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transition: transition('box-shadow', 'border-color'),
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
  },
});

// Selected in bulk mode: a brand outline drawn inside the border, so the grid does not shift.
export const selected = style({
  borderColor: vars.color.brand,
  boxShadow: `inset 0 0 0 1px ${vars.color.brand}, ${vars.shadow.sm}`,
  selectors: {
    '&:hover': { boxShadow: `inset 0 0 0 1px ${vars.color.brand}, ${vars.shadow.md}` },
  },
});

export const media = style({
  position: 'relative',
  flexShrink: 0,
  aspectRatio: '16 / 10',
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  height: '100%',
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.surfaceSunken})`,
  color: vars.color.brandText,
});

export const placeholderIcon = style({
  width: '2.5rem',
  height: '2.5rem',
  opacity: 0.7,
});

export const playButton = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '-4px' },
  },
});

export const mediaLabel = style({
  display: 'block',
  width: '100%',
  height: '100%',
  cursor: 'pointer',
});

// A soft scrim and a round play badge over the thumbnail; it brightens on hover and focus.
export const playOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(0, 0, 0, 0.12)',
  transition: transition('background-color'),
  selectors: {
    [`${playButton}:hover &, ${playButton}:focus-visible &`]: { background: 'rgba(0, 0, 0, 0.28)' },
  },
});

export const playBadge = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  color: vars.color.brandText,
  boxShadow: vars.shadow.md,
  transition: transition('transform'),
  selectors: {
    [`${playButton}:hover &`]: { transform: 'scale(1.08)' },
  },
});

export const playIcon = style({
  width: '1.35rem',
  height: '1.35rem',
  // The triangle's visual centre sits right of its box centre.
  marginInlineStart: '0.15rem',
  fill: 'currentColor',
});

export const selectBox = style({
  position: 'absolute',
  top: vars.space.xs,
  insetInlineStart: vars.space.xs,
  display: 'flex',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flexGrow: 1,
  minWidth: 0,
  padding: `${vars.space.md} ${vars.space.md} 0`,
  selectors: {
    // In bulk mode the actions (and their padding) are gone.
    '&:last-child': { paddingBottom: vars.space.md },
  },
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const titleButton = style({
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.brandText, textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible': focusRing,
  },
});

export const description = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginTop: 'auto',
  paddingTop: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const date = style({
  fontVariantNumeric: 'tabular-nums',
});

export const counts = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const count = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontVariantNumeric: 'tabular-nums',
});

export const countIcon = style({
  display: 'inline-flex',
  width: '1rem',
  height: '1rem',
});

globalStyle(`${countIcon} > svg`, { width: '100%', height: '100%' });

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const actionPair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const actionRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const grow = style({
  flexGrow: 1,
  minWidth: 0,
});
