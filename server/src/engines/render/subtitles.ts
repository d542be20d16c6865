/**
 * The video's text track: each page's text as one subtitle cue over the time the page is on screen, muxed as
 * mov_text so players can show it, search engines and screen readers can read it, and a test can read it back.
 *
 * The cues go to ffmpeg as an ASS script: its decoder passes a dialogue's text through as written (WebVTT and SRT
 * decoders read `<b>`, `{…}` and `-->` in a story as markup), and mov_text then stores plain UTF-8.
 */
import type { Timeline } from './timeline.ts';

export interface SubtitleCue {
  /** Seconds. */
  start: number;
  end: number;
  text: string;
}

/**
 * One cue per page: from the middle of its incoming crossfade (the start, for the first page) to the middle of its
 * outgoing one (the end, for the last), so the cues tile the video without overlapping.
 */
export function subtitleCues(texts: readonly string[], timeline: Timeline): SubtitleCue[] {
  const { fps, transitionFrames, pages, totalFrames } = timeline;
  const boundary = (k: number) => (k === 0 ? 0 : k === pages.length ? totalFrames : pages[k]!.holdStart - transitionFrames / 2);
  return pages.flatMap((_, k) => {
    const text = texts[k]?.trim() ?? '';
    return text ? [{ start: boundary(k) / fps, end: boundary(k + 1) / fps, text }] : [];
  });
}

/** h:mm:ss.cc, the ASS clock (centiseconds). */
function assTime(seconds: number): string {
  const cs = Math.max(0, Math.round(seconds * 100));
  const h = Math.floor(cs / 360_000);
  const m = Math.floor(cs / 6000) % 60;
  const s = Math.floor(cs / 100) % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${h}:${pad(m)}:${pad(s)}.${pad(cs % 100)}`;
}

/** A page's text as one dialogue line: line breaks become ASS's `\N` (mov_text stores them as newlines again). */
const dialogueText = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\\N');

/** The ASS script ffmpeg reads the cues from. */
export function subtitleScript(cues: readonly SubtitleCue[]): string {
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    '',
    // mov_text keeps only the default style's font, size and colours; without a style it stores zeros.
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    'Style: Default,Sans,18,&H00FFFFFF,&H00FFFFFF,&H00000000,&H80000000,0,0,0,0,100,100,0,0,1,1,0,2,10,10,10,1',
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...cues.map((cue) => `Dialogue: 0,${assTime(cue.start)},${assTime(cue.end)},Default,,0,0,0,,${dialogueText(cue.text)}`),
    '',
  ].join('\n');
}
