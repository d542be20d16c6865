/** Colour modes. The active one is a class on `<html>`; the app decides which (see `applyColorModeClass`). */
export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];

/**
 * Class names for `<html>`. Fixed (not hashed) so that code outside the bundle, such as an inline script or an
 * end-to-end test, can set them too.
 */
export const colorModeClass = {
  light: 'sl-light',
  dark: 'sl-dark',
} as const satisfies Record<ColorMode, string>;

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/**
 * Puts `mode`'s class on `element` (the app passes `<html>`) and removes the other mode's. The app calls it from
 * its own reaction to the theme store; nothing in ui applies a mode by itself.
 */
export function applyColorModeClass(element: Element, mode: ColorMode): void {
  for (const other of colorModes) element.classList.toggle(colorModeClass[other], other === mode);
}
