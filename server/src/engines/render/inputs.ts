/**
 * Checks of a render's inputs before ffmpeg starts, so a bad file fails fast with a message naming its page.
 * Pictures are decoded whole with sharp; narration and music are decoded whole by one ffmpeg run that also measures
 * them (exact length from the sample count, integrated loudness): every extra ffmpeg/ffprobe process costs ~0.1 s of
 * start-up alone.
 */
import { open, symlink } from 'node:fs/promises';
import { join } from 'node:path';

import sharp, { type Metadata } from 'sharp';

import { runMediaTool } from '../../media/ffmpeg.ts';

/** A request that cannot be rendered (unreadable page picture, audio without sound, …); `page` is 1-based. */
export class RenderInputError extends Error {
  readonly page: number | null;
  constructor(message: string, page: number | null = null) {
    super(message);
    this.name = 'RenderInputError';
    this.page = page;
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/** Up to four at a time (each runs an external tool or decodes a picture); results in order. */
export async function inBatches<T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let first = 0; first < items.length; first += 4) {
    const batch = items.slice(first, first + 4);
    results.push(...(await Promise.all(batch.map((item, i) => work(item, first + i)))));
  }
  return results;
}

/** Whether a JPEG ends with its end-of-image marker and a PNG with its IEND chunk (other formats: not checked). */
async function endsWhole(file: string, format: string | undefined): Promise<boolean> {
  if (format !== 'jpeg' && format !== 'png') return true;
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const tail = Buffer.alloc(Math.min(size, 64));
    await handle.read(tail, 0, tail.length, size - tail.length);
    // A JPEG may carry a few bytes of padding after its EOI marker.
    if (format === 'jpeg') return tail.subarray(-16).includes(Buffer.from([0xff, 0xd9]));
    return tail.includes(Buffer.from('IEND'));
  } finally {
    await handle.close();
  }
}

/**
 * The page picture decoded whole (a header read lets truncated files through), then linked into `dir` when ffmpeg
 * reads it as it is (JPEG, PNG, upright) or converted to PNG. Returns the path ffmpeg should read.
 */
export async function checkPicture(image: string, page: number, dir: string): Promise<string> {
  let meta: Metadata;
  try {
    // 'truncated': libjpeg reports a cut-off file only as a warning, which failOn 'error' lets through.
    const decoder = sharp(image, { failOn: 'truncated' });
    // One after the other: run side by side on the same file, libvips sometimes lets a truncated JPEG through.
    meta = await decoder.metadata();
    await decoder.stats();
    // libvips does not always notice a cut-off file (above); its last bytes do.
    if (!(await endsWhole(image, meta.format))) throw new Error('the file is cut off');
  } catch (error) {
    throw new RenderInputError(`Page ${page}: the page image ${image} cannot be read (${reason(error)})`, page);
  }
  const direct = (meta.format === 'jpeg' || meta.format === 'png') && (meta.orientation ?? 1) === 1;
  const linked = join(dir, `page-${page}.${direct ? meta.format : 'png'}`);
  if (direct) await symlink(image, linked);
  else await sharp(image).rotate().png({ compressionLevel: 1 }).toFile(linked);
  return linked;
}

/** Duration of the file (ffprobe), which must hold a stream of `type`. */
export async function requireStream(
  file: string,
  type: 'audio' | 'video',
  what: string,
  page: number | null = null,
): Promise<number> {
  let probe: { streams?: { codec_type?: string; duration?: string }[]; format?: { duration?: string } };
  try {
    const { stdout } = await runMediaTool(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'stream=codec_type,duration:format=duration', '-of', 'json', file],
      20_000,
    );
    probe = JSON.parse(stdout.toString('utf8')) as typeof probe;
  } catch (error) {
    throw new RenderInputError(`${what} ${file} cannot be read (${reason(error)})`, page);
  }
  const stream = probe.streams?.find((candidate) => candidate.codec_type === type);
  if (!stream) throw new RenderInputError(`${what} ${file} has no ${type}`, page);
  const seconds = Number.parseFloat(probe.format?.duration ?? stream.duration ?? '');
  if (!Number.isFinite(seconds) || seconds <= 0.01) throw new RenderInputError(`${what} ${file} is empty`, page);
  return seconds;
}

/**
 * True when a clip is already in the video's format: `width`×`height`, yuv420p, BT.709 limited range, `fps` frames a
 * second (so the render can take its frames as they are).
 */
export async function isNativeClip(file: string, width: number, height: number, fps: number): Promise<boolean> {
  try {
    const { stdout } = await runMediaTool(
      'ffprobe',
      [
        '-v',
        'error',
        '-select_streams',
        'v:0',
        '-show_entries',
        'stream=width,height,pix_fmt,color_space,color_range,r_frame_rate',
        '-of',
        'json',
        file,
      ],
      20_000,
    );
    const stream = (JSON.parse(stdout.toString('utf8')) as { streams?: Record<string, unknown>[] }).streams?.[0];
    return (
      stream?.width === width &&
      stream.height === height &&
      stream.pix_fmt === 'yuv420p' &&
      stream.color_space === 'bt709' &&
      stream.color_range === 'tv' &&
      stream.r_frame_rate === `${fps}/1`
    );
  } catch {
    return false;
  }
}

export interface AudioInput {
  file: string;
  /** How the error names it: "Page 2: the narration", "The music". */
  what: string;
  page: number | null;
  /** Decode only this much (a music bed longer than any video). */
  limitSeconds?: number;
}

export interface AudioMeasure {
  /** Decoded length of the first audio stream (within `limitSeconds`). */
  seconds: number;
  /** Integrated loudness (EBU R128), or null when too quiet to gate. */
  lufs: number | null;
}

/** Decodes every file's first audio stream in one ffmpeg run: length (astats sample count) and loudness (ebur128). */
export async function measureAudio(inputs: AudioInput[]): Promise<AudioMeasure[]> {
  if (inputs.length === 0) return [];
  const args = ['-nostats'];
  inputs.forEach((input) => {
    if (input.limitSeconds) args.push('-t', String(input.limitSeconds));
    args.push('-i', input.file);
  });
  const graph = inputs
    .map(
      (_, k) =>
        `[${k}:a:0]ebur128@in${k}=framelog=verbose,` +
        `astats@in${k}=measure_perchannel=none:measure_overall=Number_of_samples[out${k}]`,
    )
    .join(';');
  args.push('-filter_complex', graph);
  inputs.forEach((_, k) => args.push('-map', `[out${k}]`, '-f', 'null', '-'));
  let stderr: string;
  try {
    ({ stderr } = await runMediaTool('ffmpeg', args, 120_000));
  } catch (error) {
    await nameTheBrokenFile(inputs);
    throw new RenderInputError(`The narration or music cannot be decoded (${reason(error)})`);
  }
  return inputs.map((input, k) => {
    // A filtergraph is configured twice, so each filter reports twice; the last report counts.
    const samples = [...stderr.matchAll(new RegExp(`\\[astats@in${k} @ [^\\]]+\\] Number of samples: (\\d+)`, 'g'))];
    const rate = new RegExp(`Stream #${k}:\\d+[^\\n]*?: Audio: [^\\n]*?(\\d+) Hz`).exec(stderr);
    const count = Number(samples.at(-1)?.[1] ?? 0);
    if (!rate || count === 0) throw new RenderInputError(`${input.what} ${input.file} is empty`, input.page);
    const summary = stderr.slice(stderr.lastIndexOf(`[ebur128@in${k} @`));
    const lufs = Number(/Summary:[\s\S]*?I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1] ?? Number.NaN);
    return { seconds: count / Number(rate[1]), lufs: Number.isFinite(lufs) && lufs > -70 ? lufs : null };
  });
}

/** The combined run failed: find the file that fails on its own, and say which page it belongs to. */
async function nameTheBrokenFile(inputs: AudioInput[]): Promise<void> {
  for (const input of inputs) {
    await requireStream(input.file, 'audio', input.what, input.page);
    try {
      await runMediaTool('ffmpeg', ['-v', 'error', '-i', input.file, '-map', '0:a:0', '-f', 'null', '-'], 60_000);
    } catch (error) {
      throw new RenderInputError(`${input.what} ${input.file} cannot be decoded (${reason(error)})`, input.page);
    }
  }
}
