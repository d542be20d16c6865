import type { GlobalStyleRule, StyleRule } from '@vanilla-extract/css';
import { colorModeClass } from './colorMode.ts';

export const lightModeSelector = `html:not(.${colorModeClass.dark}) &`;
export const darkModeSelector = `html.${colorModeClass.dark} &`;

/**
 * Styles that differ per colour mode, for the rare case a colour token is not enough:
 * `style(colorModeStyle({ lightMode: { mixBlendMode: 'multiply' }, darkMode: { mixBlendMode: 'screen' } }))`.
 */
export function colorModeStyle({ lightMode, darkMode }: { lightMode?: GlobalStyleRule; darkMode?: GlobalStyleRule }): StyleRule {
  return {
    selectors: {
      ...(lightMode ? { [lightModeSelector]: lightMode } : {}),
      ...(darkMode ? { [darkModeSelector]: darkMode } : {}),
    },
  };
}
