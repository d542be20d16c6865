import { styleVariants } from '@vanilla-extract/css';

// Fixed widths for the workflow stories, so wrapping grids render (and screenshot) the same everywhere.
export const workflowFrame = styleVariants({
  field: { width: '20rem', maxWidth: '100%' },
  card: { width: '36rem', maxWidth: '100%' },
  page: { width: '48rem', maxWidth: '100%' },
  phone: { width: '22rem', maxWidth: '100%' },
});
