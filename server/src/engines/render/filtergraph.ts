/**
 * The one filtergraph that makes the whole video (see ../shared/ENGINES.md, "Render").
 *
 * Pictures. Each still is decoded once, scaled once (Lanczos, cover) to 1.25× the output in limited-range BT.709
 * yuv420p, and repeated with `loop` (no copies). Ken Burns motion, alternating by page:
 *   zoom-in, pan right, zoom-out, pan left.
 * Pans are a `crop` window moving over the still in whole pixels: no resampling at all, and a steady rhythm (1 px
 * every frame or every k frames) so they do not judder. Zooms (at most 4% a second) are a per-frame bilinear `scale`
 * (eval=frame) of the still followed by a centred `crop`: sub-pixel accurate, unlike `zoompan`, which rounds its
 * window to even pixels and always resamples bicubic (and costs ~2.2 ms a frame here against ~0.9). An animation clip
 * replaces the Ken Burns stream of its page, looped and trimmed to the page's length; one already in the video's
 * format (the embedded animator's) is not converted again.
 *
 * Crossfades. `xfade` in this ffmpeg only takes full-chroma formats, so feeding it whole page streams would convert
 * every frame to yuv444p and back; instead each page stream is split into its incoming crossfade, hold and outgoing
 * crossfade (trim), only the 0.7 s overlaps go through xfade, and everything is joined with `concat`. Every branch
 * names its pixel format, or the negotiation would carry xfade's yuv444p through split and concat to all frames.
 *
 * Captions (./captions.ts) arrive as one premade sprite, cut into cues and laid over the video with `overlay`.
 *
 * Sound. Narration k is resampled to 48 kHz stereo, padded with silence and cut to exactly its slot (hold + the
 * following crossfade), and the slots are concatenated, so narration k starts on the first frame page k is fully
 * visible. Narration and music are levelled by gains measured beforehand (ebur128): the narration to the program's
 * −16 LUFS, the music 9 LU under it. Music (looped at the input) is trimmed to the video, faded out, ducked with
 * `sidechaincompress` keyed by the narration, mixed with `amix` (no halving), and the mix goes through a peak limiter
 * at −2 dBFS. Until 2026-11-28 the mix went through `loudnorm` (−16 LUFS, −1.5 dBTP) instead: it works at 192 kHz and
 * cost 1.3 CPU-s per 45 s of sound on the render's filter thread (the gap between the render and the encode-only
 * ceiling was 2.2 CPU-s), for a level the measured gains already give; the render test measures the result.
 */
import type { CaptionCue } from './captions.ts';
import type { Timeline } from './timeline.ts';

export const MOTIONS = ['zoom-in', 'pan-right', 'zoom-out', 'pan-left'] as const;
export type Motion = (typeof MOTIONS)[number];

export const motionForPage = (index: number): Motion => MOTIONS[index % MOTIONS.length]!;

/** The still is scaled once to this multiple of the output; pans move over the margin, zooms end at 1 / it. */
export const STILL_SCALE = 1.25;
/** Zooms travel between 1 and at most 1.2 (relative to the frame-filling picture), at most 4% a second. */
const ZOOM_MAX = 1.2;
const ZOOM_PER_SECOND = 0.04;
export const AUDIO_RATE = 48_000;
/** Integrated loudness each narration and the music bed are levelled to before mixing (measured with ebur128). */
export const VOICE_LUFS = -16;
export const MUSIC_LUFS = -25;
/** The mix's sample peaks are held under this (−2 dBFS, linear), which keeps true peaks near −1.5 dBTP. */
const PEAK_LIMIT = 0.794;
// Every source has its own rate and layout: each branch is pinned to the output format.
const AUDIO_FORMAT = `aresample=${AUDIO_RATE},aformat=sample_fmts=fltp:channel_layouts=stereo`;

export interface GraphPage {
  /** Input index of the still or the clip. */
  input: number;
  kind: 'still' | 'clip';
  /**
   * A clip already in the video's own format (the output size, yuv420p, BT.709 limited range, the video's rate), as
   * the embedded animator makes them: used as it is, with no per-frame conversion.
   */
  native?: boolean;
  /** Input index of the narration. */
  narration: number;
  /** Gain (dB) that brings this narration to VOICE_LUFS. */
  narrationGain: number;
}

export interface GraphOptions {
  width: number;
  height: number;
  timeline: Timeline;
  pages: GraphPage[];
  /** Input index of the music and the gain (dB) that brings it to MUSIC_LUFS, when there is music. */
  music: { input: number; gain: number } | null;
  /** The caption sprite (input index, cell size) and its cues, when captions are drawn. */
  captions: { input: number; cellWidth: number; cellHeight: number; marginBottom: number; cues: CaptionCue[] } | null;
}

const YUV420 = 'format=yuv420p';
const YUV444 = 'format=yuv444p';
const even = (value: number) => 2 * Math.round(value / 2);
const fixed = (value: number) => Number(value.toFixed(6)).toString();

/**
 * Position after `n` frames of a slow pan over at most `range` px: 1 px every `every` frames (at most 1 px a frame,
 * 30 px/s), whole pixels at a steady rhythm, so nothing is resampled and nothing judders.
 */
function steadyTravel(range: number, frames: number): { expr: (from: number, sign: 1 | -1) => string; travel: number } {
  const span = Math.max(1, frames - 1);
  const every = Math.max(1, Math.ceil(span / Math.max(1, range)));
  const step = every === 1 ? 'n' : `floor(n/${every})`;
  return { travel: Math.floor(span / every), expr: (from, sign) => `${from}${sign > 0 ? '+' : '-'}${step}` };
}

/** Filters from the scaled still to a `frames`-long moving picture of the output size. */
export function kenBurns(motion: Motion, frames: number, width: number, height: number, fps: number): string {
  const stillW = even(width * STILL_SCALE);
  const stillH = even(height * STILL_SCALE);
  if (motion === 'pan-right' || motion === 'pan-left') {
    const marginX = stillW - width;
    const marginY = stillH - height;
    const sideways = steadyTravel(marginX, frames);
    // A little vertical drift, against the direction of the pan, reads as a camera move rather than a slide.
    const drift = steadyTravel(Math.floor(marginY * 0.4), frames);
    const x0 = Math.floor((marginX - sideways.travel) / 2);
    const y0 = Math.floor((marginY - drift.travel) / 2);
    const x = motion === 'pan-right' ? sideways.expr(x0, 1) : sideways.expr(x0 + sideways.travel, -1);
    const y = motion === 'pan-right' ? drift.expr(y0 + drift.travel, -1) : drift.expr(y0, 1);
    return `crop=${width}:${height}:x='${x}':y='${y}':exact=1`;
  }
  // Zoom factor relative to the picture that just fills the frame; the still holds enough pixels up to STILL_SCALE.
  const span = Math.max(1, frames - 1);
  const range = fixed(Math.min(ZOOM_MAX - 1, (ZOOM_PER_SECOND * frames) / fps));
  const zoom = motion === 'zoom-in' ? `(1+${range}*n/${span})` : `(1+${range}-${range}*n/${span})`;
  const w = `round(${width}*${zoom})`;
  const h = `round(${height}*${zoom})`;
  return (
    // threads=1: with `n` in its expressions scale re-creates its swscale context on every frame, and a threaded
    // context costs one full set-up per slice; single-threaded, the zoom costs half as much (~0.9 ms a frame).
    `scale=w='${w}':h='${h}':eval=frame:flags=bilinear:threads=1,` +
    `crop=${width}:${height}:x='(${w}-${width})/2':y='(${h}-${height})/2':exact=1,setsar=1`
  );
}

/**
 * The captions as one yuva420p stream of the video's length: the sprite is converted once, cut into its cues
 * (crop, no copy), each cue repeated for its frames (loop) with alpha fades at page edges, transparent frames in
 * between; labelled [captions]. Returns where the overlay goes.
 */
function captionStream(
  lines: string[],
  captions: NonNullable<GraphOptions['captions']>,
  width: number,
  height: number,
  timeline: Timeline,
): { x: number; y: number } {
  const { cellWidth: w, cellHeight: h, cues } = captions;
  const { fps, totalFrames } = timeline;
  const fade = 0.15;
  const cut = cues.map((_, i) => `[cue${i}]`).join('');
  lines.push(`[${captions.input}:v]format=yuva420p,setsar=1${cues.length > 1 ? `,split=${cues.length}` : ''}${cut}`);
  const parts: string[] = [];
  let cursor = 0;
  let gaps = 0;
  const gap = (frames: number) => {
    lines.push(`color=c=black@0:s=${w}x${h}:r=${fps},format=yuva420p,setsar=1,trim=end_frame=${frames}[gap${gaps}]`);
    parts.push(`[gap${gaps++}]`);
  };
  cues.forEach((cue, i) => {
    if (cue.start > cursor) gap(cue.start - cursor);
    const frames = cue.end - cue.start;
    const seconds = frames / fps;
    const fades = [
      cue.fadeIn && seconds > 3 * fade ? `,fade=t=in:st=0:d=${fade}:alpha=1` : '',
      cue.fadeOut && seconds > 3 * fade ? `,fade=t=out:st=${fixed(seconds - fade)}:d=${fade}:alpha=1` : '',
    ].join('');
    lines.push(
      `[cue${i}]crop=${w}:${h}:0:${cue.cell * h},loop=loop=${frames - 1}:size=1:start=0,settb=1/${fps},setpts=N${fades}[shown${i}]`,
    );
    parts.push(`[shown${i}]`);
    cursor = cue.end;
  });
  if (totalFrames > cursor) gap(totalFrames - cursor);
  lines.push(parts.length > 1 ? `${parts.join('')}concat=n=${parts.length}:v=1:a=0[captions]` : `${parts[0]!}null[captions]`);
  return { x: even((width - w) / 2), y: even(height - captions.marginBottom - h) };
}

export function buildFiltergraph(options: GraphOptions): string {
  const { width, height, timeline, pages } = options;
  const { fps, transitionFrames } = timeline;
  const stillW = even(width * STILL_SCALE);
  const stillH = even(height * STILL_SCALE);
  const lines: string[] = [];
  const last = pages.length - 1;
  const segments: string[] = [];

  pages.forEach((page, k) => {
    const slot = timeline.pages[k]!;
    const frames = slot.clipFrames;
    const source =
      page.kind === 'still'
        ? `[${page.input}:v]scale=${stillW}:${stillH}:force_original_aspect_ratio=increase:flags=lanczos` +
          `:out_color_matrix=bt709:out_range=tv,crop=${stillW}:${stillH},setsar=1,format=yuv420p,` +
          `loop=loop=${frames - 1}:size=1:start=0,settb=1/${fps},setpts=N,fps=${fps},` +
          kenBurns(motionForPage(k), frames, width, height, fps)
        : page.native
          ? `[${page.input}:v]fps=${fps},setsar=1,format=yuv420p,trim=end_frame=${frames},setpts=PTS-STARTPTS`
          : `[${page.input}:v]fps=${fps},scale=${width}:${height}:force_original_aspect_ratio=increase:flags=bicubic` +
            `:out_color_matrix=bt709:out_range=tv,crop=${width}:${height},setsar=1,format=yuv420p,` +
            `trim=end_frame=${frames},setpts=PTS-STARTPTS`;
    const incoming = k > 0 && transitionFrames > 0;
    const outgoing = k < last && transitionFrames > 0;
    const parts = 1 + Number(incoming) + Number(outgoing);
    if (parts === 1) {
      lines.push(`${source}[body${k}]`);
    } else {
      const labels = [incoming ? `[pin${k}]` : '', `[pbody${k}]`, outgoing ? `[pout${k}]` : ''].join('');
      lines.push(`${source},split=${parts}${labels}`);
      const bodyStart = incoming ? transitionFrames : 0;
      // Explicit formats on every branch: split, trim and concat share one format list, and left alone the
      // negotiation spreads xfade's yuv444p over the whole video (two conversions on every frame).
      if (incoming) lines.push(`[pin${k}]${YUV420},trim=end_frame=${transitionFrames},setpts=PTS-STARTPTS,${YUV444}[in${k}]`);
      lines.push(
        `[pbody${k}]${YUV420},trim=start_frame=${bodyStart}:end_frame=${bodyStart + slot.holdFrames},setpts=PTS-STARTPTS[body${k}]`,
      );
      if (outgoing)
        lines.push(`[pout${k}]${YUV420},trim=start_frame=${bodyStart + slot.holdFrames},setpts=PTS-STARTPTS,${YUV444}[out${k}]`);
    }
    segments.push(`[body${k}]`);
    if (k < last && transitionFrames > 0) segments.push(`[fade${k}]`);
  });
  for (let k = 0; k < last && transitionFrames > 0; k++) {
    lines.push(
      `[out${k}][in${k + 1}]xfade=transition=fade:duration=${fixed(transitionFrames / fps)}:offset=0,` +
        // xfade can stamp its last frame one frame late, which concat would turn into a gap (a duplicated frame).
        `setpts=N,${YUV420}[fade${k}]`,
    );
  }
  const joined = segments.length > 1 ? `${segments.join('')}concat=n=${segments.length}:v=1:a=0` : `${segments[0]!}null`;
  if (options.captions && options.captions.cues.length > 0) {
    const { x, y } = captionStream(lines, options.captions, width, height, timeline);
    lines.push(`${joined},${YUV420}[pictures]`);
    lines.push(`[pictures][captions]overlay=x=${x}:y=${y}:format=yuv420:eof_action=pass[vout]`);
  } else {
    lines.push(`${joined},${YUV420}[vout]`);
  }

  // Narration: one slot per page on the same frame grid as the pictures (sample positions rounded once, no drift).
  const sampleAt = (frame: number) => Math.round((frame * AUDIO_RATE) / fps);
  pages.forEach((page, k) => {
    const slot = timeline.pages[k]!;
    const samples = sampleAt(slot.holdStart + slot.audioFrames) - sampleAt(slot.holdStart);
    lines.push(
      `[${page.narration}:a]${AUDIO_FORMAT},volume=${fixed(page.narrationGain)}dB,` +
        `apad=whole_len=${samples},atrim=end_sample=${samples},asetpts=N/SR/TB[voice${k}]`,
    );
  });
  const voices = pages.map((_, k) => `[voice${k}]`).join('');
  const voice = pages.length > 1 ? `${voices}concat=n=${pages.length}:v=0:a=1` : `${voices}anull`;
  const totalSeconds = fixed(sampleAt(timeline.totalFrames) / AUDIO_RATE);
  const loudness = `alimiter=limit=${PEAK_LIMIT}:attack=5:release=50:level=false,${AUDIO_FORMAT}`;
  if (options.music === null) {
    lines.push(`${voice},${loudness}[aout]`);
  } else {
    const fadeOut = Math.min(2, timeline.durationSeconds / 4);
    lines.push(`${voice},asplit=2[speech][key]`);
    // Levelled narration and music make the ducking and the balance the same whatever the sources' loudness.
    lines.push(
      `[${options.music.input}:a]${AUDIO_FORMAT},atrim=duration=${totalSeconds},asetpts=N/SR/TB,` +
        `volume=${fixed(options.music.gain)}dB,afade=t=in:d=0.5,afade=t=out:st=${fixed(Number(totalSeconds) - fadeOut)}:d=${fixed(fadeOut)}[bed]`,
    );
    lines.push(`[bed][key]sidechaincompress=threshold=0.02:ratio=4:attack=20:release=450:knee=4[ducked]`);
    lines.push(`[speech][ducked]amix=inputs=2:duration=first:dropout_transition=0:normalize=0,${loudness}[aout]`);
  }
  return lines.join(';\n') + '\n';
}
