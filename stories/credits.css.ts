import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@storyloom/ui';

// Fixed story frames (never viewport units: screenshots must not depend on the test page's size).
export const credits = styleVariants({
  card: { width: '18rem' },
  packs: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, 15rem)',
    gap: vars.space.md,
    alignItems: 'stretch',
  },
  box: { width: '32rem' },
  page: { width: '48rem' },
  // A 390 px phone less the story root's padding.
  phone: { width: '22rem' },
});

export const stack = style({ display: 'grid', gap: vars.space.lg });
