import { style } from '@vanilla-extract/css';
import { vars } from '@storyloom/ui/theme';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '100vh',
  color: vars.color.textMuted,
});
