/**
 * Hidden on screen, read by assistive technology (labels, counts, 'opens in a new tab' hints). A plain rule so
 * components can spread it into responsive styles that show the text from some width up.
 */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
