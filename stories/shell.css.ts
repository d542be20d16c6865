import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@storyloom/ui';

// Fixed widths so the shell components render (and screenshot) the same everywhere.
export const shellFrame = styleVariants({
  // A phone's content width: 390 px less the story root's padding.
  phone: { width: '22.375rem' },
  // Room under a phone header for its open menu panel.
  phoneMenu: { width: '22.375rem', minHeight: '30rem' },
  // A tablet's content width: 820 px less the story root's padding.
  tablet: { width: '49.25rem' },
  bar: { width: '60rem' },
  // The desktop viewport's content width: 1280 px less the story root's padding.
  desktop: { width: '78rem' },
});

// Room below a trigger for a menu or panel that opens over the page, so it lies inside the screenshot.
export const popoverRoom = styleVariants({
  menu: { minHeight: '22rem', minWidth: '21rem' },
  panel: { minHeight: '40rem', minWidth: '28rem' },
  phonePanel: { minHeight: '50.75rem', width: '22.375rem' },
});

export const alignEnd = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'flex-start',
});

// Stand-in page content under a header, to show it sits on top of the page.
export const page = style({
  padding: vars.space.lg,
  color: vars.color.textMuted,
});
