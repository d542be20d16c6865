import { style } from '@vanilla-extract/css';
import { vars } from '@storyloom/ui/theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  // Keeps the results' top clear of the sticky header when a page change scrolls to it.
  scrollMarginTop: '5rem',
});

export const status = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '1.5rem',
});

export const retrying = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

/** As many 18rem-or-wider columns as fit; one column on a phone. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gridItem = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const pagination = style({
  display: 'flex',
  justifyContent: 'center',
  paddingTop: vars.space.md,
});
