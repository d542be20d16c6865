/**
 * The embedded page animator: turns a page into a short MP4 (1280×720, 30 fps by default) whose every motion is
 * periodic, so a clip shorter than its page loops under it without a jump.
 *
 * A page the embedded illustrator drew comes with its layers (../illustrator/layers.ts): the hero, the foreground
 * props and the clouds move on their own over a background plate, the hero breathes and blinks (lids over the eyes
 * the face landmarks found), stars twinkle, lamps flicker and snow or rain falls, all chosen by the prompt's words
 * (./effects.ts), under a camera move (./layered.ts). A page without layers gets them from the vision engine when a
 * person is in it (the hero: matte and eyes, nothing else). Other pictures get the camera move and, with a
 * clear subject, parallax: the subject's layer (a soft mask around it) comes slightly closer and drifts against the
 * background. One ffmpeg process, x264 veryfast; the same image, layers, prompt and seed give the same bytes.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

import { runMediaTool } from '../../media/ffmpeg.ts';
import { layersFromPicture, type PageLayers } from '../illustrator/layers.ts';
import { EFFECTS, planEffects, type Effect } from './effects.ts';
import { layeredGraph } from './layered.ts';
import {
  cameraExpressions,
  foldPrompt,
  TO_BT709,
  planMotion,
  subjectExpressions,
  type LayerExpressions,
  type MotionPlan,
} from './motion.ts';
import { findSubject, subjectFromBox, type Subject, type SubjectBox } from './subject.ts';

export { CAMERA_MOVES, planMotion, type CameraMove, type MotionPlan } from './motion.ts';
export { EFFECTS, planEffects, type Effect, type EffectPlan } from './effects.ts';
export { findSubject, subjectFromBox, type Subject, type SubjectBox } from './subject.ts';

export const DEFAULT_ANIMATION_PROMPT = 'add slight movement and characters blinking';

export interface AnimatePageRequest {
  /** The page image, any format sharp reads; 16:9 (other shapes are cropped to it). */
  image: Buffer;
  /** What movement to make; default DEFAULT_ANIMATION_PROMPT. */
  prompt?: string | null;
  /** Default 5. */
  durationSeconds?: number;
  seed: number;
  /** Output size, default 1280×720 (even numbers). */
  width?: number;
  height?: number;
  /** Default 30. */
  fps?: number;
  /**
   * Where the subject is, as fractions of the image (the illustrator's hero box divided by the page size); without
   * it the subject is found with a saliency measure.
   */
  subject?: SubjectBox | null;
  /** The page's layers (kept with pages the embedded illustrator made): the parts move on their own. */
  layers?: PageLayers | null;
}

export interface AnimatedPage {
  /** MP4: H.264 High, yuv420p, faststart, no audio. */
  data: Buffer;
  contentType: 'video/mp4';
  /** Frames ÷ fps. */
  durationSeconds: number;
  motion: MotionPlan;
  /** What moved besides the camera and the parallax (pages with layers only). */
  effects: Effect[];
}

export const MAX_ANIMATION_SECONDS = 30;
/** The source is scaled to this multiple of the output, so the moving window is resampled down, never up. */
const SOURCE_SCALE = 1.5;

export async function animatePage(request: AnimatePageRequest): Promise<AnimatedPage> {
  const width = request.width ?? 1280;
  const height = request.height ?? 720;
  const fps = request.fps ?? 30;
  const duration = request.durationSeconds ?? 5;
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width % 2 ||
    height % 2 ||
    width < 64 ||
    height < 64 ||
    width > 3840 ||
    height > 2160
  ) {
    throw new RangeError(`Animation size must be even numbers from 64×64 to 3840×2160, got ${width}×${height}`);
  }
  if (!Number.isFinite(fps) || fps < 1 || fps > 60) throw new RangeError(`Animation fps must be 1 to 60, got ${fps}`);
  if (!Number.isFinite(duration) || duration <= 0 || duration > MAX_ANIMATION_SECONDS) {
    throw new RangeError(`Animation duration must be between 0 and ${MAX_ANIMATION_SECONDS} seconds, got ${duration}`);
  }
  const frames = Math.max(1, Math.round(duration * fps));
  const seed = Number.isFinite(request.seed) ? Math.trunc(request.seed) >>> 0 : 0;
  const prompt = request.prompt?.trim() || DEFAULT_ANIMATION_PROMPT;

  const sourceWidth = evenRound(width * SOURCE_SCALE);
  const sourceHeight = evenRound(height * SOURCE_SCALE);
  const still = await sharp(request.image)
    .rotate()
    .resize(sourceWidth, sourceHeight, { fit: 'cover', kernel: 'lanczos3' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  // A page without layers (older, or from a provider): a person in it still becomes a hero that breathes and blinks.
  const layers = request.layers ?? (request.subject ? null : await layersFromPicture(request.image).catch(() => null));
  const heroBox = layers && layers.heroKind === 'cutout' && layers.hero.width > 0 ? layers.hero : null;
  const subject = request.subject
    ? subjectFromBox(request.subject)
    : heroBox
      ? subjectFromBox(heroBox)
      : await findSubject(still, { width: sourceWidth, height: sourceHeight });
  const motion = planMotion(prompt, seed, subject);
  const effects = layers ? planEffects(foldPrompt(prompt), layers) : null;

  const dir = await mkdtemp(path.join(tmpdir(), 'storyloom-animation-'));
  try {
    const raw = (file: string, format: 'rgb24' | 'rgba') => [
      '-f',
      'rawvideo',
      '-pix_fmt',
      format,
      '-s',
      `${sourceWidth}x${sourceHeight}`,
      '-i',
      path.join(dir, file),
    ];
    const zoompan = (e: LayerExpressions, d = frames) =>
      `zoompan=z='${e.z}':x='${e.x}':y='${e.y}':d=${d}:s=${width}x${height}:fps=${fps}`;
    let inputs: string[];
    let graph: string;
    if (layers && effects) {
      const layered = await layeredGraph({
        still,
        width: sourceWidth,
        height: sourceHeight,
        frames,
        fps,
        seed,
        layers,
        motion,
        effects,
        dir,
        // One frame in, one out: the camera moves over the composed page.
        camera: zoompan(cameraExpressions(motion, subject, frames, fps), 1),
        output: { width, height },
      });
      inputs = layered.inputs;
      graph = `${layered.graph};[page]null`;
    } else {
      await writeFile(path.join(dir, 'page.rgb'), still);
      inputs = raw('page.rgb', 'rgb24');
      graph = `[0:v]${TO_BT709},format=yuv420p,${zoompan(cameraExpressions(motion, subject, frames, fps))}`;
    }
    if (!layers && motion.parallax) {
      await writeFile(path.join(dir, 'subject.rgba'), withSubjectMask(still, sourceWidth, sourceHeight, subject));
      inputs.push(...raw('subject.rgba', 'rgba'));
      graph +=
        `[camera];[1:v]${TO_BT709},format=yuva420p,${zoompan(subjectExpressions(motion, subject, frames, fps))}[subject];` +
        `[camera][subject]overlay=0:0:format=yuv420:shortest=1`;
    }
    graph += ',format=yuv420p,setsar=1[out]';
    const output = path.join(dir, 'page.mp4');
    await runMediaTool(
      'ffmpeg',
      [
        '-v',
        'error',
        ...inputs,
        '-filter_complex',
        graph,
        '-map',
        '[out]',
        '-frames:v',
        String(frames),
        '-r',
        String(fps),
        '-an',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '20',
        '-profile:v',
        'high',
        '-pix_fmt',
        'yuv420p',
        '-colorspace',
        'bt709',
        '-color_primaries',
        'bt709',
        '-color_trc',
        'bt709',
        '-color_range',
        'tv',
        // A fixed thread count: x264's output depends on it, and the same request must give the same bytes anywhere.
        '-threads',
        '2',
        '-movflags',
        '+faststart',
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        '-flags:v',
        '+bitexact',
        '-y',
        output,
      ],
      120_000,
    );
    return {
      data: await readFile(output),
      contentType: 'video/mp4',
      durationSeconds: frames / fps,
      motion,
      effects: effects ? EFFECTS.filter((e) => effects[e]) : [],
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function evenRound(value: number): number {
  return Math.max(2, Math.round(value / 2) * 2);
}

/**
 * The page with an alpha channel that is opaque over the subject and a margin around it, then fades out over a
 * wide feather, so the layer's small motion never shows a seam. A subject cut by the bottom edge gets a mask that runs
 * down to the edge (a U shape) instead of an ellipse.
 */
function withSubjectMask(rgb: Buffer, width: number, height: number, subject: Subject): Buffer {
  const out = Buffer.alloc(width * height * 4);
  // A little taller and raised: saliency weighs bodies more than heads, and hair or ears must stay inside.
  const rx = subject.rx * 1.15 * width;
  const ry = subject.ry * 1.2 * height;
  const cx = subject.cx * width;
  const cy = (subject.cy - 0.1 * subject.ry) * height;
  const toBottom = subject.cy + subject.ry > 0.9;
  // Opaque over the ellipse, fading to transparent at 1.5 times its size.
  const inner = 1;
  const outer = 1.5;
  for (let y = 0; y < height; y++) {
    const dy = (y - cy) / ry;
    for (let x = 0; x < width; x++) {
      const dx = (x - cx) / rx;
      const r = toBottom && dy > 0 ? Math.abs(dx) : Math.sqrt(dx * dx + dy * dy);
      const t = Math.min(1, Math.max(0, (outer - r) / (outer - inner)));
      const i = y * width + x;
      out[i * 4] = rgb[i * 3]!;
      out[i * 4 + 1] = rgb[i * 3 + 1]!;
      out[i * 4 + 2] = rgb[i * 3 + 2]!;
      out[i * 4 + 3] = Math.round(255 * t * t * (3 - 2 * t));
    }
  }
  return out;
}
