/**
 * Captions: each page's text cut into cues of at most two lines (sentence boundaries preferred), wrapped in code
 * to 80% of the frame width with the bundled font's advance widths, timed across the page's narration in
 * proportion to their length (the last cue stays until the page starts to fade).
 *
 * Every cue is drawn once, here, as white bold text (the bundled font, through sharp/Pango) on a rounded
 * semi-transparent box, into one sprite sheet; the filtergraph cuts the sheet into cues and lays them over the video
 * with `overlay`. libass or drawtext would blend the box and glyphs again on every frame in plain C (≈1.5 ms a
 * frame here); overlay blends a premade picture with SIMD.
 */
import sharp from 'sharp';

import { CAPTION_FONT_FAMILY, CAPTION_FONT_PATH, type FontMetrics } from './font.ts';

export interface CaptionLayout {
  width: number;
  height: number;
  fontSize: number;
  /** Widest line, px. */
  maxLineWidth: number;
  maxLines: number;
  /** Box padding around the text, px. */
  padding: number;
  /** Distance from the bottom edge of the frame to the box, px. */
  marginBottom: number;
}

export function captionLayout(width: number, height: number): CaptionLayout {
  const fontSize = Math.round(height * 0.053);
  const padding = Math.round(fontSize * 0.4);
  return {
    width,
    height,
    fontSize,
    // The box is at most 80% of the frame; kerning (which the advance widths ignore) gets 3% of slack.
    maxLineWidth: Math.floor((width * 0.8 - 2 * padding) * 0.97),
    maxLines: 2,
    padding,
    marginBottom: Math.round(height * 0.05),
  };
}

/** Whitespace runs made single spaces, Unicode composed (č as one character). */
export function plainCaptionText(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Cues of at most `maxLines` lines each; every cue is a list of lines. */
export function splitCaption(text: string, metrics: FontMetrics, layout: CaptionLayout): string[][] {
  const fits = (line: string) => metrics.measure(line, layout.fontSize) <= layout.maxLineWidth;
  const wrap = (words: string[]) => wrapWords(words, fits);
  const plain = plainCaptionText(text);
  if (!plain) return [];
  const sentences = plain.split(/(?<=[.!?…:;]["'”’»)]?)\s+/u).map((sentence) => sentence.split(' '));
  const cues: string[][] = [];
  let current: string[] = [];
  for (const words of sentences) {
    if (current.length > 0 && wrap([...current, ...words]).length <= layout.maxLines) {
      current = [...current, ...words];
      continue;
    }
    if (current.length > 0) cues.push(current);
    const pieces = splitLongSentence(words, wrap, metrics, layout);
    cues.push(...pieces.slice(0, -1));
    // The last piece stays open: the next sentence joins it when both fit.
    current = pieces.at(-1)!;
  }
  if (current.length > 0) cues.push(current);
  return cues.map((words) => balanceLines(words, wrap(words), metrics, layout));
}

/**
 * A sentence longer than one cue becomes as few cues as it needs, of similar length (no one-word orphan cue), each
 * cut moved to a comma up to five words away when the cues still fit.
 */
function splitLongSentence(
  words: string[],
  wrap: (words: string[]) => string[],
  metrics: FontMetrics,
  layout: CaptionLayout,
): string[][] {
  const fits = (piece: string[]) => wrap(piece).length <= layout.maxLines;
  if (fits(words)) return [words];
  // Cumulative width at each word boundary (the space counts).
  const space = metrics.measure(' ', layout.fontSize);
  const ends: number[] = [];
  words.reduce((sum, word, i) => (ends[i] = sum + metrics.measure(word, layout.fontSize) + space), 0);
  const total = ends.at(-1)!;
  const afterComma = (cut: number) => /[,;–—]$/.test(words[cut - 1] ?? '');
  const split = (count: number, commaReach: number) => {
    const cuts: number[] = [];
    for (let piece = 1; piece < count; piece++) {
      const ideal = (total * piece) / count;
      let cut = ends.findIndex((end) => end >= ideal) + 1;
      if (cut <= 0) cut = words.length - 1;
      if (ideal - (ends[cut - 2] ?? 0) < ends[cut - 1]! - ideal) cut--;
      // The nearest comma within reach, either side.
      for (let distance = 0; distance <= commaReach; distance++) {
        const near = [cut - distance, cut + distance].find(afterComma);
        if (near !== undefined) {
          cut = near;
          break;
        }
      }
      cuts.push(Math.min(words.length - 1, Math.max((cuts.at(-1) ?? 0) + 1, cut)));
    }
    const bounds = [0, ...cuts, words.length];
    return bounds.slice(1).map((end, i) => words.slice(bounds[i]!, end));
  };
  for (let count = Math.ceil(wrap(words).length / layout.maxLines); count <= words.length; count++) {
    for (const reach of [5, 0]) {
      const pieces = split(count, reach).filter((piece) => piece.length > 0);
      if (pieces.every(fits)) return pieces;
    }
  }
  return words.map((word) => [word]);
}

function wrapWords(words: string[], fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (!line || fits(candidate)) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Two lines of similar width read better than a full line and an orphan. */
function balanceLines(words: string[], lines: string[], metrics: FontMetrics, layout: CaptionLayout): string[] {
  if (lines.length !== 2) return lines;
  const widest = (candidate: string[]) => Math.max(...candidate.map((line) => metrics.measure(line, layout.fontSize)));
  let best = lines;
  let bestWidth = widest(lines);
  for (let cut = 1; cut < words.length; cut++) {
    const candidate = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const width = widest(candidate);
    if (width < bestWidth) {
      best = candidate;
      bestWidth = width;
    }
  }
  return best;
}

export interface CaptionCue {
  /** Frames on the output timeline, end exclusive. */
  start: number;
  end: number;
  /** Its picture in the sprite. */
  cell: number;
  /** First and last cue of a page fade in and out. */
  fadeIn: boolean;
  fadeOut: boolean;
}

export interface CaptionPage {
  /** The page's cues (splitCaption), drawn in the sprite from cell `firstCell` on. */
  cues: string[][];
  firstCell: number;
  /** Frames: the page is shown alone from `start` to `end` (exclusive); its narration starts at `start`. */
  start: number;
  end: number;
  narrationFrames: number;
}

/** Cues spread over the narration by their share of the page's characters; the last one stays until the page ends. */
export function timeCaptions(pages: CaptionPage[]): CaptionCue[] {
  const cues: CaptionCue[] = [];
  for (const page of pages) {
    const speaking = Math.min(page.narrationFrames, page.end - page.start);
    // Pages too short to show every cue for a few frames keep only what fits.
    const shown = page.cues.slice(0, Math.max(1, Math.floor((page.end - page.start) / 3)));
    if (shown.length === 0 || page.end <= page.start) continue;
    const weights = shown.map((lines) => lines.join(' ').length + 8);
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let elapsed = 0;
    shown.forEach((_, index) => {
      const start = page.start + Math.round((speaking * elapsed) / total);
      elapsed += weights[index]!;
      const last = index === shown.length - 1;
      const end = last ? page.end : page.start + Math.round((speaking * elapsed) / total);
      if (end > start) cues.push({ start, end, cell: page.firstCell + index, fadeIn: index === 0, fadeOut: last });
    });
  }
  return cues;
}

export interface CaptionSprite {
  /** PNG, cues stacked top to bottom, each `cellWidth` × `cellHeight` with its box centred at the cell's bottom. */
  png: Buffer;
  cellWidth: number;
  cellHeight: number;
}

const even = (value: number) => 2 * Math.ceil(value / 2);
const markup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Draws every cue (its lines) into one sprite sheet, in order: cell i is cues[i]. */
export async function renderCaptionSprite(cues: string[][], layout: CaptionLayout): Promise<CaptionSprite> {
  const maxBoxWidth = Math.floor(layout.width * 0.9);
  const texts = await Promise.all(
    cues.map(async (lines) => {
      const { data, info } = await sharp({
        text: {
          text: `<span foreground="white">${lines.map(markup).join('\n')}</span>`,
          font: `${CAPTION_FONT_FAMILY} Bold ${layout.fontSize}`,
          fontfile: CAPTION_FONT_PATH,
          align: 'centre',
          rgba: true,
          dpi: 72,
        },
      })
        .png()
        .toBuffer({ resolveWithObject: true });
      const room = maxBoxWidth - 2 * layout.padding;
      // Only a single word wider than the frame gets here (wrapping handles the rest): shrink it to fit.
      if (info.width <= room) return { data, width: info.width, height: info.height };
      const height = Math.max(1, Math.round((info.height * room) / info.width));
      return { data: await sharp(data).resize(room, height).png().toBuffer(), width: room, height };
    }),
  );
  const cellWidth = even(Math.max(...texts.map((text) => text.width)) + 2 * layout.padding);
  const cellHeight = even(Math.max(...texts.map((text) => text.height)) + 2 * layout.padding);
  const radius = Math.round(layout.fontSize * 0.3);
  const layers = texts.flatMap((text, index) => {
    const boxWidth = text.width + 2 * layout.padding;
    const boxHeight = text.height + 2 * layout.padding;
    const left = Math.floor((cellWidth - boxWidth) / 2);
    const top = index * cellHeight + cellHeight - boxHeight;
    const box = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${boxWidth}" height="${boxHeight}">` +
        `<rect width="${boxWidth}" height="${boxHeight}" rx="${radius}" fill="#000" fill-opacity="0.6"/></svg>`,
    );
    return [
      { input: box, left, top },
      { input: text.data, left: left + layout.padding, top: top + layout.padding },
    ];
  });
  const png = await sharp({
    create: {
      width: cellWidth,
      height: cellHeight * texts.length,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0 },
    },
  })
    .composite(layers)
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, cellWidth, cellHeight };
}
