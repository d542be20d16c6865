import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { colorModeClass } from './colorMode.ts';
import { darkTheme, lightTheme, type ThemeTokens } from './tokens.ts';
import { vars } from './vars.css.ts';

// Every token is defined on :root (light values), so a page without a colour-mode class is complete.
createGlobalTheme(':root', vars, lightTheme);

// A colour-mode class only swaps the tokens that depend on the mode.
const modeVars = { color: vars.color, shadow: vars.shadow };
const modeTokens = ({ color, shadow }: ThemeTokens) => ({ color, shadow });
createGlobalTheme(`.${colorModeClass.light}`, modeVars, modeTokens(lightTheme));
createGlobalTheme(`.${colorModeClass.dark}`, modeVars, modeTokens(darkTheme));

globalStyle(`:root, .${colorModeClass.light}`, { colorScheme: 'light' });
globalStyle(`.${colorModeClass.dark}`, { colorScheme: 'dark' });

// Reduced motion: every transition built on the motion tokens becomes instant.
globalStyle(':root', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: {
        [vars.motion.duration.fast]: '0ms',
        [vars.motion.duration.base]: '0ms',
        [vars.motion.duration.slow]: '0ms',
      },
    },
  },
});
