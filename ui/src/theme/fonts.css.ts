import { globalFontFace } from '@vanilla-extract/css';
import unicodeRanges from '@fontsource/inter/unicode.json';
import monoUnicodeRanges from '@fontsource/jetbrains-mono/unicode.json';
import { fontWeights } from './tokens.ts';

// Fontsource's per-subset CSS files (`latin-400.css`, `latin-ext-400.css`) declare no `unicode-range`, so loading
// both would make the last one win for every character. Declaring the faces here keeps the ranges, and the browser
// fetches latin-ext (č ć đ š ž) only for text that needs it.
const subsets = ['latin-ext', 'latin'] as const;

globalFontFace(
  'Inter',
  Object.values(fontWeights).flatMap((weight) =>
    subsets.map((subset) => ({
      src: `url('@fontsource/inter/files/inter-${subset}-${weight}-normal.woff2') format('woff2')`,
      fontStyle: 'normal',
      fontWeight: weight,
      fontDisplay: 'swap',
      unicodeRange: unicodeRanges[subset],
    })),
  ),
);

// Code-like text (token names, hex values) in a bundled face too, so screenshots never depend on system fonts.
globalFontFace(
  'JetBrains Mono',
  subsets.map((subset) => ({
    src: `url('@fontsource/jetbrains-mono/files/jetbrains-mono-${subset}-400-normal.woff2') format('woff2')`,
    fontStyle: 'normal',
    fontWeight: 400,
    fontDisplay: 'swap',
    unicodeRange: monoUnicodeRanges[subset],
  })),
);
