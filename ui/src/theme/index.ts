import './themes.css.ts';
import './global.css.ts';

export { vars } from './vars.css.ts';
// Sprinkles have a subpath of their own (`@storyloom/ui/sprinkles`): this module is on every page, and importing
// sprinkles here would put all of their atomic classes into the first page's CSS.
export { applyColorModeClass, colorModeClass, colorModes, isColorMode, type ColorMode } from './colorMode.ts';
export { colorModeStyle, darkModeSelector, lightModeSelector } from './colorModeStyle.ts';
export { focusRing } from './focusRing.ts';
export { visuallyHidden } from './visuallyHidden.css.ts';
export { visuallyHiddenRule } from './visuallyHiddenRule.ts';
export {
  breakpoints,
  colorRoles,
  darkTheme,
  fontWeights,
  lightTheme,
  type Breakpoint,
  type ColorRole,
  type ThemeTokens,
} from './tokens.ts';
