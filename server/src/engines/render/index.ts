/**
 * The embedded video renderer (stage 3 "Create Final Video"): page pictures with Ken Burns motion or their
 * animation clips, 0.7 s crossfades, captions, the narration on the page it belongs to, and optional ducked music,
 * in one ffmpeg process. Techniques: ../shared/ENGINES.md ("Render"); the filtergraph: ./filtergraph.ts; timing
 * rule: ./timeline.ts.
 */
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

import sharp from 'sharp';

import { extractFrame, runMediaTool } from '../../media/ffmpeg.ts';
import { captionLayout, renderCaptionSprite, splitCaption, timeCaptions } from './captions.ts';
import { runFfmpegWithProgress } from './ffmpeg-progress.ts';
import { buildFiltergraph, MUSIC_LUFS, VOICE_LUFS, type GraphOptions, type GraphPage } from './filtergraph.ts';
import { captionFontMetrics } from './font.ts';
import { subtitleCues, subtitleScript } from './subtitles.ts';
import {
  checkPicture,
  inBatches,
  isNativeClip,
  measureAudio,
  RenderInputError,
  requireStream,
  type AudioInput,
} from './inputs.ts';
import { DEFAULT_FPS, DEFAULT_PAD_SECONDS, DEFAULT_TRANSITION_SECONDS, planTimeline } from './timeline.ts';

export { RenderInputError } from './inputs.ts';
export { expectedDuration, planTimeline, DEFAULT_PAD_SECONDS, DEFAULT_TRANSITION_SECONDS } from './timeline.ts';
export type { Timeline, PageSlot } from './timeline.ts';
export { motionForPage, MOTIONS, type Motion } from './filtergraph.ts';

export interface RenderPage {
  /** Page picture (any format sharp reads; JPEG and PNG go to ffmpeg as they are). */
  image: string;
  /** Animation MP4 shown instead of the Ken Burns picture, looped or trimmed to the page's length. */
  clip?: string | null;
  /** Narration audio of the page. */
  narration: string;
  /** Page text, drawn as captions and carried as the page's subtitle cue when `includeText`. */
  text: string;
}

export interface RenderRequest {
  pages: RenderPage[];
  /** Background music, looped to the video's length and ducked under the narration. */
  music?: string | null;
  /** Crossfade between pages, seconds (default 0.7; 0 cuts). */
  transitionSeconds?: number;
  includeText: boolean;
  /** MP4 to write; written next to it under a temporary name and renamed when complete. */
  output: string;
  /** Default 1280 × 720 at 30 fps. */
  width?: number;
  height?: number;
  fps?: number;
  /** Silence after each page's narration while the page is still shown alone (default 0.6 s); see ./timeline.ts. */
  padSeconds?: number;
  /** Where the temporary files go (a fresh folder inside it, removed afterwards); default the OS temp folder. */
  workDir?: string;
}

export interface RenderResult {
  durationSeconds: number;
  sizeBytes: number;
  width: number;
  height: number;
  ffmpegVersion?: string;
}

export interface RenderOptions {
  /** 0–100, non-decreasing, 100 once the file is complete. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** Default: 60 s plus 10 s per second of video. */
  timeoutMs?: number;
}

export async function renderVideo(request: RenderRequest, options: RenderOptions = {}): Promise<RenderResult> {
  const width = request.width ?? 1280;
  const height = request.height ?? 720;
  const fps = request.fps ?? DEFAULT_FPS;
  const transition = request.transitionSeconds ?? DEFAULT_TRANSITION_SECONDS;
  const pad = request.padSeconds ?? DEFAULT_PAD_SECONDS;
  if (request.pages.length === 0) throw new RenderInputError('A video needs at least one page');
  if (width % 2 || height % 2 || width < 16 || height < 16) throw new RenderInputError('Width and height must be even');
  if (!Number.isInteger(fps) || fps < 1 || fps > 60) throw new RenderInputError('fps must be a whole number, 1–60');
  if (!(transition >= 0 && transition <= 3)) throw new RenderInputError('The transition must be 0–3 seconds');
  if (!(pad >= 0 && pad <= 10)) throw new RenderInputError('The padding must be 0–10 seconds');
  options.signal?.throwIfAborted();

  const dir = await mkdtemp(join(request.workDir ?? tmpdir(), 'render-'));
  const output = resolve(request.output);
  const partial = `${output}.partial.mp4`;
  try {
    // Captions are laid out and drawn while the inputs are checked.
    const layout = request.includeText ? captionLayout(width, height) : null;
    const pageCues = layout ? request.pages.map((page) => splitCaption(page.text, captionFontMetrics(), layout)) : [];
    const cells = pageCues.flat();
    const sprite = layout && cells.length > 0 ? renderCaptionSprite(cells, layout) : null;
    sprite?.catch(() => undefined); // awaited below; a failed input check must not leave it unhandled

    const music = request.music ? resolve(request.music) : null;
    const audio: AudioInput[] = request.pages.map((page, k) => ({
      file: resolve(page.narration),
      what: `Page ${k + 1}: the narration`,
      page: k + 1,
    }));
    // The music's first two minutes stand for a bed that is looped or cut to the video.
    if (music) audio.push({ file: music, what: 'The music', page: null, limitSeconds: 120 });
    const [measured, pictures] = await Promise.all([
      measureAudio(audio),
      inBatches(request.pages, async (page, k) => {
        if (!page.clip) return checkPicture(resolve(page.image), k + 1, dir);
        await requireStream(resolve(page.clip), 'video', `Page ${k + 1}: the animation clip`, k + 1);
        return resolve(page.clip);
      }),
    ]);
    const native = await Promise.all(
      request.pages.map((page, k) => (page.clip ? isNativeClip(pictures[k]!, width, height, fps) : false)),
    );
    const narrations = request.pages.map((_, k) => measured[k]!.seconds);
    const timeline = planTimeline(narrations, transition, pad, fps);
    options.signal?.throwIfAborted();

    const inputs: string[] = [];
    let next = 0;
    const graphPages: GraphPage[] = request.pages.map((page, k) => {
      if (page.clip) inputs.push('-stream_loop', '-1', '-i', pictures[k]!);
      else inputs.push('-i', pictures[k]!);
      return {
        input: next++,
        kind: page.clip ? 'clip' : 'still',
        native: native[k]!,
        narration: -1,
        narrationGain: levelGain(measured[k]!.lufs, VOICE_LUFS),
      };
    });
    for (const [k, narration] of audio.slice(0, request.pages.length).entries()) {
      inputs.push('-i', narration.file);
      graphPages[k]!.narration = next++;
    }
    let musicInput: { input: number; gain: number } | null = null;
    if (music) {
      inputs.push('-stream_loop', '-1', '-i', music);
      musicInput = { input: next++, gain: levelGain(measured.at(-1)!.lufs, MUSIC_LUFS) };
    }

    let captions: GraphOptions['captions'] = null;
    if (layout && sprite) {
      let firstCell = 0;
      const cues = timeCaptions(
        pageCues.map((lines, k) => {
          const slot = timeline.pages[k]!;
          const page = {
            cues: lines,
            firstCell,
            start: slot.holdStart,
            end: slot.holdStart + slot.holdFrames,
            narrationFrames: Math.round(narrations[k]! * fps),
          };
          firstCell += lines.length;
          return page;
        }),
      );
      const drawn = await sprite;
      await writeFile(join(dir, 'captions.png'), drawn.png);
      inputs.push('-i', 'captions.png');
      captions = {
        input: next++,
        cellWidth: drawn.cellWidth,
        cellHeight: drawn.cellHeight,
        marginBottom: layout.marginBottom,
        cues,
      };
    }

    // The page texts as a subtitle track too (mov_text, one cue per page), for players, readers and tests.
    const subtitles = request.includeText
      ? subtitleCues(
          request.pages.map((page) => page.text),
          timeline,
        )
      : [];
    const subtitleInput = subtitles.length > 0 ? next++ : null;
    if (subtitleInput !== null) {
      await writeFile(join(dir, 'story-text.ass'), subtitleScript(subtitles));
      inputs.push('-i', 'story-text.ass');
    }

    const graph = buildFiltergraph({ width, height, timeline, pages: graphPages, music: musicInput, captions });
    await writeFile(join(dir, 'graph.txt'), graph);
    await mkdir(dirname(output), { recursive: true });
    const { outSeconds } = await runFfmpegWithProgress(
      [
        '-loglevel',
        'error',
        '-y',
        ...inputs,
        // The filters run on ffmpeg's main thread beside x264's threads; slicing them across threads too only adds
        // contention on small machines.
        '-filter_complex_threads',
        '1',
        '-filter_complex_script',
        'graph.txt',
        '-map',
        '[vout]',
        '-map',
        '[aout]',
        ...VIDEO_CODEC,
        '-r',
        String(fps),
        '-colorspace',
        'bt709',
        '-color_primaries',
        'bt709',
        '-color_trc',
        'bt709',
        '-color_range',
        'tv',
        '-c:a',
        'aac',
        // The default two-loop coder costs ~0.4 CPU-s more per 45 s for no audible gain at 160 kb/s.
        '-aac_coder',
        'fast',
        '-b:a',
        '160k',
        '-ar',
        '48000',
        '-ac',
        '2',
        ...(subtitleInput === null
          ? []
          : ['-map', `${subtitleInput}:s`, '-c:s', 'mov_text', '-metadata:s:s:0', 'handler_name=Story text']),
        '-movflags',
        '+faststart',
        '-f',
        'mp4',
        partial,
      ],
      {
        cwd: dir,
        expectedSeconds: timeline.durationSeconds,
        timeoutMs: options.timeoutMs ?? 60_000 + timeline.durationSeconds * 10_000,
        ...(options.onProgress ? { onProgress: options.onProgress } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      },
    );
    await rename(partial, output);
    const [{ size }, ffmpegVersion] = await Promise.all([stat(output), readFfmpegVersion()]);
    return {
      // What ffmpeg says it wrote, read from its progress report: an ffprobe of the file would cost another process.
      durationSeconds: outSeconds ?? timeline.durationSeconds,
      sizeBytes: size,
      width,
      height,
      ...(ffmpegVersion ? { ffmpegVersion } : {}),
    };
  } finally {
    // Cleaning up must not hide the render's own error (a check still writing into `dir` can race the removal).
    await rm(partial, { force: true }).catch(() => undefined);
    await rm(dir, { recursive: true, force: true }).catch(() => undefined);
  }
}

/** The x264 settings of the final video (the benchmark's encode-only ceiling reuses them). */
export const VIDEO_CODEC = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '20', '-pix_fmt', 'yuv420p'] as const;

/** Thumbnail of a finished video: the frame at 1 s (or the first of a shorter video), JPEG quality 80. */
export async function makeThumbnail(videoPath: string): Promise<Buffer> {
  const png = await extractFrame(videoPath, 1);
  return sharp(png).jpeg({ quality: 80 }).toBuffer();
}

/** dB that bring `lufs` to `target`, within ±20 dB (silence and unmeasurable files are left as they are). */
const levelGain = (lufs: number | null, target: number) => (lufs === null ? 0 : Math.max(-20, Math.min(20, target - lufs)));

let ffmpegVersion: Promise<string | null> | null = null;
function readFfmpegVersion(): Promise<string | null> {
  ffmpegVersion ??= runMediaTool('ffmpeg', ['-version'], 10_000)
    .then(({ stdout }) => /ffmpeg version (\S+)/.exec(stdout.toString('utf8'))?.[1] ?? null)
    .catch(() => null);
  return ffmpegVersion;
}
