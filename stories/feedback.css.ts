import { style } from '@vanilla-extract/css';
import { vars } from '@storyloom/ui';

// Story layouts for the feedback and media primitives.

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const stretchColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  // Never wider than a phone's page, less the story padding.
  width: 'min(24rem, 100vw - 4rem)',
});

export const cardGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 16rem)',
  gap: vars.space.md,
});

/** A page-wide column that narrows to the page on a phone. */
export const wide = style({
  width: 'min(48rem, 100vw - 4rem)',
});

/** A phone-width column (the page is 390 px wide in Mobile stories; the story padding is taken off). */
export const phone = style({
  width: 'min(22rem, 100vw - 4rem)',
});

export const surface = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const sentence = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
});

export const userRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});

/** A row with room for the count bubbles that overhang their buttons. */
export const spacedRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
  paddingTop: vars.space.xs,
});

export const grow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});
