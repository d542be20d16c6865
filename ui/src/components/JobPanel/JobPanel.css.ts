import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focusRing.ts';
import { vars } from '../../theme/vars.css.ts';

export const active = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const message = style({
  margin: 0,
  minWidth: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const error = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid color-mix(in srgb, ${vars.color.danger} 35%, ${vars.color.surface})`,
  background: `color-mix(in srgb, ${vars.color.danger} 8%, ${vars.color.surface})`,
  color: vars.color.danger,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const detail = style({
  display: 'flex',
  gap: vars.space.xxs,
});

export const detailTerm = style({ color: vars.color.textMuted });

export const detailValue = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const historyTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

// Long histories (up to the cap) scroll inside the panel instead of stretching the page.
export const historyList = style({
  maxHeight: '20rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const historyListItems = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const historyItem = style({
  display: 'grid',
  // A fixed badge column keeps the times aligned whatever the status.
  gridTemplateColumns: '6.5rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
  },
});

export const historyBadge = style({ justifySelf: 'start' });

// Time and size side by side; on a narrow panel the size wraps under the time.
export const historyText = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.md}`,
  minWidth: 0,
});

export const historyTime = style({
  color: vars.color.text,
});

export const historyMeta = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});
