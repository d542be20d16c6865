import { createThemeContract } from '@vanilla-extract/css';
import { lightTheme, type ThemeTokens } from './tokens.ts';

/**
 * The token contract: one CSS custom property per leaf of `ThemeTokens`. Only the shape of the object passed in
 * matters (its values are ignored), and both themes are type-checked against it in `themes.css.ts`.
 */
export const vars = createThemeContract<ThemeTokens>(lightTheme);
