/**
 * Where every page sits in the finished video, on the frame grid.
 *
 * The rule: page k is fully visible for its narration plus `pad` (rounded up to whole frames: its hold), and its
 * narration starts when the page is fully visible (the end of its incoming crossfade). Between two holds the
 * pictures crossfade for `transition` seconds while nobody speaks, so the narration of page k is followed by `pad`
 * of silence with the page still alone on screen, then by the crossfade. Total duration:
 *   Σ (narration_k + pad) + (pages − 1) × transition   (each term rounded up to the frame).
 * Audio follows the same grid: each narration slot starts at the sample of its first frame (positions rounded once,
 * not summed), so picture and narration never drift apart.
 */

export const DEFAULT_TRANSITION_SECONDS = 0.7;
export const DEFAULT_PAD_SECONDS = 0.6;
export const DEFAULT_FPS = 30;

export interface PageSlot {
  /** Frames the page is shown alone (narration + pad, rounded up). */
  holdFrames: number;
  /** First frame of the hold on the output timeline; the narration starts here. */
  holdStart: number;
  /** Frames of this page's picture stream: incoming crossfade + hold + outgoing crossfade. */
  clipFrames: number;
  /** First frame of the picture stream on the output timeline (the start of its incoming crossfade). */
  clipStart: number;
  /** Frames of the narration slot: the hold, plus the outgoing crossfade except on the last page. */
  audioFrames: number;
}

export interface Timeline {
  fps: number;
  transitionFrames: number;
  pages: PageSlot[];
  totalFrames: number;
  durationSeconds: number;
}

// A duration that is a whole number of frames up to float noise must not gain a frame.
const framesUp = (seconds: number, fps: number) => Math.ceil(seconds * fps - 1e-6);

export function planTimeline(
  narrationSeconds: readonly number[],
  transitionSeconds: number,
  padSeconds: number,
  fps: number,
): Timeline {
  const transitionFrames = Math.round(transitionSeconds * fps);
  const pages: PageSlot[] = [];
  let cursor = 0;
  narrationSeconds.forEach((seconds, index) => {
    const first = index === 0;
    const last = index === narrationSeconds.length - 1;
    const holdFrames = Math.max(1, framesUp(seconds + padSeconds, fps));
    pages.push({
      holdFrames,
      holdStart: cursor,
      clipStart: first ? cursor : cursor - transitionFrames,
      clipFrames: holdFrames + (first ? 0 : transitionFrames) + (last ? 0 : transitionFrames),
      audioFrames: holdFrames + (last ? 0 : transitionFrames),
    });
    cursor += holdFrames + (last ? 0 : transitionFrames);
  });
  return { fps, transitionFrames, pages, totalFrames: cursor, durationSeconds: cursor / fps };
}

/** Length of the video the renderer makes for these narration lengths (seconds). */
export function expectedDuration(
  pageAudioDurations: readonly number[],
  transition = DEFAULT_TRANSITION_SECONDS,
  pad = DEFAULT_PAD_SECONDS,
  fps = DEFAULT_FPS,
): number {
  return planTimeline(pageAudioDurations, transition, pad, fps).durationSeconds;
}
