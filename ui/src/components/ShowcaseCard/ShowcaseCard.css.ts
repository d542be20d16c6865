import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

// Shared by ShowcaseCard and DiscoverCard: the two community cards look alike.

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  height: '100%',
  margin: 0,
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transition: ['box-shadow', 'border-color']
    .map((property) => `${property} ${vars.motion.duration.base} ${vars.motion.easing.standard}`)
    .join(', '),
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
  },
});

export const media = style({
  position: 'relative',
  flexShrink: 0,
  aspectRatio: '16 / 9',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

export const thumbnail = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  selectors: {
    [`${root}:hover &`]: { transform: 'scale(1.03)' },
  },
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
});

// A round play mark in the middle of the thumbnail, shown on hover and focus.
export const playMark = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.brandText,
  boxShadow: vars.shadow.md,
  opacity: 0,
  transform: 'translate(-50%, -50%) scale(0.9)',
  transition: ['opacity', 'transform']
    .map((property) => `${property} ${vars.motion.duration.base} ${vars.motion.easing.standard}`)
    .join(', '),
  selectors: {
    [`${root}:hover &, ${root}:focus-within &`]: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  },
});

export const playIcon = style({
  width: '1.25rem',
  height: '1.25rem',
  marginLeft: '2px',
});

// An opaque pill, so it reads on any thumbnail.
export const duration = style({
  position: 'absolute',
  right: vars.space.xs,
  bottom: vars.space.xs,
  paddingBlock: '0.125rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flexGrow: 1,
  minWidth: 0,
  padding: vars.space.md,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minWidth: 0,
});

export const metaText = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const metaIcon = style({
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

// The title's button covers the whole card (its ::after): one focus stop, named by the title.
export const titleAction = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { ...focusRing, outlineOffset: '-3px' },
    [`${root}:hover &`]: { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

// Controls inside the card sit above the title's covering button, so they get their own clicks.
export const raised = style({
  position: 'relative',
  zIndex: 1,
});

export const toggle = style({
  alignSelf: 'flex-start',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'none',
  color: vars.color.brandText,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible': focusRing,
  },
});

export { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
