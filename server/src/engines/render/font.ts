/**
 * The bundled caption font and its advance widths, read from the TrueType tables (cmap + hmtx), so captions are
 * wrapped in code to a pixel width instead of a guessed number of characters.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** DejaVu Sans Bold (Latin Extended: č ć đ š ž), bundled with its licence so captions never depend on system fonts. */
export const CAPTION_FONT_PATH = fileURLToPath(new URL('../../../assets/fonts/DejaVuSans-Bold.ttf', import.meta.url));
/** Family name inside the font file. */
export const CAPTION_FONT_FAMILY = 'DejaVu Sans';

export interface FontMetrics {
  /** Width of `text` in pixels at `size` px (advance widths; kerning ignored). */
  measure(text: string, size: number): number;
  /** Whether the font has a glyph for every character of `text`. */
  covers(text: string): boolean;
}

let cached: FontMetrics | null = null;

export function captionFontMetrics(): FontMetrics {
  cached ??= parseMetrics(readFileSync(CAPTION_FONT_PATH));
  return cached;
}

function parseMetrics(font: Buffer): FontMetrics {
  const tables = new Map<string, number>();
  const numTables = font.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    tables.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
  }
  const table = (tag: string) => {
    const offset = tables.get(tag);
    if (offset === undefined) throw new Error(`The caption font has no ${tag} table`);
    return offset;
  };
  const unitsPerEm = font.readUInt16BE(table('head') + 18);
  const numberOfHMetrics = font.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const advanceOfGlyph = (glyph: number) => font.readUInt16BE(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1));
  const glyphOf = readCmap(font, table('cmap'));
  const advances = new Map<number, number>();
  const fallback = advanceOfGlyph(glyphOf('n'.codePointAt(0)!));
  return {
    measure(text, size) {
      let units = 0;
      for (const char of text) {
        const code = char.codePointAt(0)!;
        let advance = advances.get(code);
        if (advance === undefined) {
          const glyph = glyphOf(code);
          advance = glyph === 0 ? fallback : advanceOfGlyph(glyph);
          advances.set(code, advance);
        }
        units += advance;
      }
      return (units * size) / unitsPerEm;
    },
    covers(text) {
      return [...text].every((char) => /\s/.test(char) || glyphOf(char.codePointAt(0)!) !== 0);
    },
  };
}

/** Code point → glyph id from the Windows Unicode subtable (format 12 when present, else format 4). */
function readCmap(font: Buffer, cmap: number): (code: number) => number {
  const count = font.readUInt16BE(cmap + 2);
  let format4: number | null = null;
  let format12: number | null = null;
  for (let i = 0; i < count; i++) {
    const platform = font.readUInt16BE(cmap + 4 + i * 8);
    const encoding = font.readUInt16BE(cmap + 6 + i * 8);
    const offset = cmap + font.readUInt32BE(cmap + 8 + i * 8);
    const format = font.readUInt16BE(offset);
    if (platform === 3 && encoding === 10 && format === 12) format12 = offset;
    if ((platform === 3 && encoding === 1) || platform === 0) if (format === 4) format4 ??= offset;
  }
  if (format12 !== null) {
    const sub = format12;
    const groups = font.readUInt32BE(sub + 12);
    return (code) => {
      for (let g = 0; g < groups; g++) {
        const start = font.readUInt32BE(sub + 16 + g * 12);
        const end = font.readUInt32BE(sub + 20 + g * 12);
        if (code >= start && code <= end) return font.readUInt32BE(sub + 24 + g * 12) + (code - start);
      }
      return 0;
    };
  }
  if (format4 === null) throw new Error('The caption font has no Unicode cmap');
  const sub = format4;
  const segments = font.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (code) => {
    if (code > 0xffff) return 0;
    for (let s = 0; s < segments; s++) {
      if (code > font.readUInt16BE(ends + s * 2)) continue;
      const start = font.readUInt16BE(starts + s * 2);
      if (code < start) return 0;
      const delta = font.readUInt16BE(deltas + s * 2);
      const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
      if (rangeOffset === 0) return (code + delta) & 0xffff;
      const glyph = font.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (code - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}
