/**
 * The embedded music engine: background music composed and synthesised in code (no samples, no network), then a
 * light echo-reverb, fades and loudness normalisation to −23 LUFS with ffmpeg, encoded as MP3. Deterministic: the same
 * request gives the same bytes. Techniques: ../shared/ENGINES.md ("Music").
 */
import { open, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { runMediaTool } from '../../media/ffmpeg.ts';
import { planMusic, scoreMusic, type MusicPlan, type MusicRequest } from './score.ts';
import { createNoteCache, renderBlock, SAMPLE_RATE } from './synth.ts';

export { detectLead, detectMood, MUSIC_MOODS, type LeadTimbre, type MusicMood } from './mood.ts';
export { barChords, planMusic, scoreMusic, type MusicPlan, type MusicRequest } from './score.ts';
export { SAMPLE_RATE, type NoteEvent } from './synth.ts';

export interface ComposedMusic {
  data: Buffer;
  contentType: 'audio/mpeg';
  extension: 'mp3';
  /** Exactly the requested duration (to the sample; the MP3 carries its encoder delay and padding in its header). */
  durationSeconds: number;
  plan: MusicPlan;
}

/** Integrated loudness of the result: quiet enough to sit under narration normalised to −16 LUFS. */
export const TARGET_LUFS = -23;
/** Sample-peak ceiling after normalisation (MP3 encoding adds a little overshoot). */
const PEAK_CEILING_DBFS = -1.5;
export const MAX_MUSIC_SECONDS = 900;
/** LAME VBR V2: transparent for this material, and unlike CBR at 128–192 kb/s it keeps the loudness we set. */
const MP3_VBR_QUALITY = '2';
const BLOCK_SECONDS = 4;

/** Composes, renders and encodes background music for the request. */
export async function composeMusic(request: MusicRequest): Promise<ComposedMusic> {
  const duration = request.durationSeconds;
  if (!Number.isFinite(duration) || duration <= 0 || duration > MAX_MUSIC_SECONDS) {
    throw new RangeError(`Music duration must be between 0 and ${MAX_MUSIC_SECONDS} seconds, got ${duration}`);
  }
  const seed = Number.isFinite(request.seed) ? Math.trunc(request.seed) >>> 0 : 0;
  const plan = planMusic({ ...request, seed });
  const events = scoreMusic(plan, duration, seed);
  const totalSamples = Math.round(duration * SAMPLE_RATE);

  const dir = await mkdtemp(path.join(tmpdir(), 'storyloom-music-'));
  try {
    const raw = path.join(dir, 'music.f32');
    await writePcm(raw, events, totalSamples);
    const chain = effectsChain(totalSamples, duration);
    const input = ['-f', 'f32le', '-ar', String(SAMPLE_RATE), '-ac', '2', '-i', raw];

    // Pass 1 measures the finished chain; pass 2 applies one linear gain (what loudnorm's two-pass linear mode does,
    // without its 192 kHz resampling, which costs more than the whole synthesis).
    const measured = await runMediaTool(
      'ffmpeg',
      ['-nostats', ...input, '-af', `${chain},ebur128=peak=sample:framelog=verbose`, '-f', 'null', '-'],
      120_000,
    );
    const gainDb = normalisingGain(measured.stderr);

    const mp3 = path.join(dir, 'music.mp3');
    await runMediaTool(
      'ffmpeg',
      [
        '-v',
        'error',
        ...input,
        '-af',
        `${chain},volume=${gainDb.toFixed(3)}dB`,
        '-c:a',
        'libmp3lame',
        '-q:a',
        MP3_VBR_QUALITY,
        // LAME's "good speed, reasonable quality" search: a third faster than its default, inaudible under a voice.
        '-compression_level',
        '5',
        '-ar',
        String(SAMPLE_RATE),
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        '-flags:a',
        '+bitexact',
        '-y',
        mp3,
      ],
      120_000,
    );
    return {
      data: await readFile(mp3),
      contentType: 'audio/mpeg',
      extension: 'mp3',
      durationSeconds: totalSamples / SAMPLE_RATE,
      plan,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Renders the note list block by block into interleaved little-endian float32 stereo. */
async function writePcm(file: string, events: Parameters<typeof renderBlock>[0], totalSamples: number): Promise<void> {
  const handle = await open(file, 'w');
  try {
    const blockSamples = BLOCK_SECONDS * SAMPLE_RATE;
    const left = new Float32Array(blockSamples);
    const right = new Float32Array(blockSamples);
    const cache = createNoteCache();
    // Float32Array is host-endian; every platform Node supports in practice is little-endian, as f32le wants.
    const interleaved = new Float32Array(blockSamples * 2);
    const bytes = Buffer.from(interleaved.buffer);
    for (let start = 0; start < totalSamples; start += blockSamples) {
      const length = Math.min(blockSamples, totalSamples - start);
      const l = left.subarray(0, length).fill(0);
      const r = right.subarray(0, length).fill(0);
      renderBlock(events, start, l, r, cache);
      for (let i = 0; i < length; i++) {
        interleaved[2 * i] = l[i]!;
        interleaved[2 * i + 1] = r[i]!;
      }
      await handle.write(bytes, 0, length * 8);
    }
  } finally {
    await handle.close();
  }
}

/**
 * A light room (a few short, decaying echoes), cut back to the exact length (aecho rings on past the input), then
 * a gentle fade-in and a longer fade-out so the music never starts or stops abruptly.
 */
function effectsChain(totalSamples: number, duration: number): string {
  const fadeIn = Math.min(1.5, duration * 0.12);
  const fadeOut = Math.min(3.5, duration * 0.25);
  return [
    'aecho=0.9:0.9:43|71|113|163:0.28|0.2|0.13|0.08',
    `atrim=end_sample=${totalSamples}`,
    `afade=t=in:d=${fadeIn.toFixed(3)}:curve=qsin`,
    `afade=t=out:st=${(duration - fadeOut).toFixed(3)}:d=${fadeOut.toFixed(3)}:curve=qsin`,
  ].join(',');
}

/** The gain (dB) that brings the measured integrated loudness to the target, capped by the sample peak. */
function normalisingGain(ebur128Log: string): number {
  const summary = ebur128Log.slice(ebur128Log.lastIndexOf('Summary:'));
  const integrated = Number(/I:\s*(-?[\d.]+|-inf)\s*LUFS/.exec(summary)?.[1]);
  const peak = Number(/Peak:\s*(-?[\d.]+|-inf)\s*dBFS/.exec(summary)?.[1]);
  // Too short or silent to measure (ebur128 needs 400 ms): leave the level as synthesised.
  if (!Number.isFinite(integrated) || integrated < -69) return 0;
  const gain = TARGET_LUFS - integrated;
  return Number.isFinite(peak) ? Math.min(gain, PEAK_CEILING_DBFS - peak) : gain;
}
