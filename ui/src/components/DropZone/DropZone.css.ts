import { visuallyHiddenRule } from '../../theme/visuallyHiddenRule.ts';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

// The file input is visually hidden but focusable; the zone (its label) shows its focus.
export const input = style(visuallyHiddenRule);

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  transition: ['background-color', 'border-color']
    .map((property) => `${property} ${vars.motion.duration.fast} ${vars.motion.easing.standard}`)
    .join(', '),
  selectors: {
    '&:hover:not([data-inactive])': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    [`${input}:focus-visible + &`]: { ...focusRing, borderColor: vars.color.brand },
    '&[data-dragging]': { borderStyle: 'solid', borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&[data-inactive]': { borderColor: vars.color.border, background: vars.color.surfaceSunken },
  },
});

// The label fills the zone, so a click anywhere on it opens the file picker.
export const zoneLabel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  alignSelf: 'stretch',
  minHeight: '11rem',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: {
    [`${zone}[data-inactive] &`]: { cursor: 'not-allowed' },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
  selectors: {
    [`${zone}:hover:not([data-inactive]) &, ${zone}[data-dragging] &`]: { background: vars.color.surface },
    [`${zone}[data-inactive] &`]: { background: vars.color.surface, color: vars.color.textMuted },
  },
});

globalStyle(`${icon} > svg`, { width: '1.5rem', height: '1.5rem' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const browse = style({
  color: vars.color.brandText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    [`${zone}[data-inactive] &`]: { color: 'inherit', textDecoration: 'none' },
  },
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  maxWidth: '28rem',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const progress = style({
  width: '100%',
  maxWidth: '20rem',
  paddingInline: vars.space.lg,
  paddingBottom: vars.space.lg,
  // Pulls the bar up into the label's bottom padding.
  marginTop: `calc(${vars.space.md} * -1)`,
  boxSizing: 'content-box',
});

// Always rendered (a live region must exist before its content), and takes no space while empty.
export const rejections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: {
    '&:not(:empty)': {
      marginTop: vars.space.sm,
      paddingBlock: vars.space.sm,
      paddingInline: vars.space.md,
      border: `1px solid ${vars.color.danger}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
    },
  },
});

export const rejectionsHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const rejectionsTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

globalStyle(`${rejectionsTitle} > svg`, { flexShrink: 0, width: '1rem', height: '1rem' });

export const rejectionList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const rejectionItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  minWidth: 0,
  color: vars.color.text,
});

export const fileName = style({
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const reason = style({ color: vars.color.textMuted });
