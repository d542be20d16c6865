/**
 * Side-effect entry `@storyloom/ui/fonts`: the bundled Inter faces (latin and latin-ext, so Croatian č ć đ š ž use
 * the same font) for the weights in `fontWeights`, and JetBrains Mono for code-like text. Import it once, at the
 * app's or Storybook's entry.
 */
import './fonts.css.ts';

import { fontWeights } from './tokens.ts';

/** Text that makes the browser load every bundled subset, e.g. `document.fonts.load('400 1em Inter', fontSampleText)`. */
export const fontSampleText = 'Aa ČčĆćĐđŠšŽž';

/** Resolves once every bundled face is loaded (for screenshots and measurements). */
export async function loadBundledFonts(fontFaceSet: FontFaceSet = document.fonts): Promise<void> {
  await Promise.all([
    ...Object.values(fontWeights).map((weight) => fontFaceSet.load(`${weight} 1em Inter`, fontSampleText)),
    fontFaceSet.load(`400 1em 'JetBrains Mono'`, fontSampleText),
  ]);
  await fontFaceSet.ready;
}
