import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MediaToolError, probeDuration, runMediaTool } from '../../media/ffmpeg.ts';
import { checkUserAudioFile } from '../../media/userAudio.ts';
import { decodePcm, measurePcm, SPECTRUM_CENTRES_HZ, type VoiceFeatures } from './analysis.ts';
import { SpeechError } from './process.ts';
import { masterToMp3, type SynthesizedSpeech } from './synthesize.ts';

const WORK_RATE = 48_000;
/** Longest recording we re-voice. */
const MAX_CONVERT_SECONDS = 300;
/** Pitch moves at most an octave either way. */
const MAX_PITCH_RATIO = 2;
/** Formants move by this power of the pitch ratio: men's and women's formants differ far less than their pitch. */
const FORMANT_SHARE = 0.35;
/** EQ moves each band this share of the way to the target's timbre, at most ±MAX_EQ_DB. */
const EQ_SHARE = 0.8;
const MAX_EQ_DB = 9;

export interface VoiceConversion {
  speech: SynthesizedSpeech;
  /** Target pitch over source pitch, as applied. */
  pitchRatio: number;
  /** Gains applied per spectrum band, dB. */
  eqGainsDb: number[];
}

/** ffmpeg's rubberband filter shifts pitch with formants preserved; without it, asetrate moves both together. */
export async function ffmpegHasRubberband(): Promise<boolean> {
  try {
    const { stdout } = await runMediaTool('ffmpeg', ['-filters'], 10_000);
    return /\srubberband\s/.test(stdout.toString('utf8'));
  } catch {
    return false;
  }
}

/**
 * Re-voices a recording toward a target voice's measured features: the pitch moves to the target's median (formants
 * move by a third of that in log terms, asetrate + aresample + atempo so the duration stays), then an EQ moves the
 * long-term spectrum toward the target's timbre, then the narration master (−16 LUFS, 48 kHz MP3).
 */
export async function convertTowards(
  audio: Buffer,
  target: VoiceFeatures,
  options: { rubberband: boolean },
): Promise<VoiceConversion> {
  const source = measurePcm(await decodePcm(audio, MAX_CONVERT_SECONDS));
  const ratio = clamp(target.medianPitchHz / source.medianPitchHz, 1 / MAX_PITCH_RATIO, MAX_PITCH_RATIO);
  const formantRatio = options.rubberband ? ratio ** FORMANT_SHARE : ratio;
  const pitchFilters = tempoKeepingShift(formantRatio);
  if (options.rubberband && Math.abs(ratio / formantRatio - 1) > 0.005) {
    pitchFilters.push(`rubberband=pitch=${(ratio / formantRatio).toFixed(4)}:formant=preserved`);
  }

  const dir = await mkdtemp(path.join(tmpdir(), 'storyloom-convert-'));
  try {
    const input = path.join(dir, 'input');
    const shifted = path.join(dir, 'shifted.wav');
    const out = path.join(dir, 'converted.mp3');
    await writeFile(input, audio);
    try {
      // decodePcm above has checked the recording; read it the same way (its own format, this file only).
      const format = await checkUserAudioFile(input, audio);
      await runMediaTool(
        'ffmpeg',
        [
          '-v',
          'error',
          '-nostdin',
          '-y',
          ...format,
          '-i',
          input,
          '-t',
          String(MAX_CONVERT_SECONDS),
          '-vn',
          '-af',
          [`aresample=${WORK_RATE}`, ...pitchFilters].join(','),
          '-ac',
          '1',
          '-ar',
          String(WORK_RATE),
          '-c:a',
          'pcm_s16le',
          shifted,
        ],
        120_000,
      );
    } catch (error) {
      if (error instanceof MediaToolError)
        throw new SpeechError('invalid_audio', 'The recording could not be converted.', error.stderr);
      throw error;
    }
    const afterShift = measurePcm(await decodePcm(await readFile(shifted), MAX_CONVERT_SECONDS));
    const eqGainsDb = target.spectrum.map((want, band) =>
      round1(clamp((want - (afterShift.spectrum[band] ?? want)) * EQ_SHARE, -MAX_EQ_DB, MAX_EQ_DB)),
    );
    const bandwidthOctaves = Math.log2(SPECTRUM_CENTRES_HZ[1]! / SPECTRUM_CENTRES_HZ[0]!);
    const eq = eqGainsDb.flatMap((gain, band) =>
      Math.abs(gain) < 0.5
        ? []
        : [`equalizer=f=${Math.round(SPECTRUM_CENTRES_HZ[band]!)}:t=o:w=${bandwidthOctaves.toFixed(3)}:g=${gain}`],
    );
    await masterToMp3(shifted, out, { inputRate: WORK_RATE, preFilters: eq });
    const data = await readFile(out);
    const durationSeconds = (await probeDuration(out)) ?? afterShift.durationSeconds;
    return {
      speech: { data, contentType: 'audio/mpeg', extension: 'mp3', durationSeconds: Math.round(durationSeconds * 1000) / 1000 },
      pitchRatio: Math.round(ratio * 1000) / 1000,
      eqGainsDb,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Pitch and formants × factor at the same duration: play faster (asetrate), back to the rate, stretch back (atempo). */
function tempoKeepingShift(factor: number): string[] {
  if (Math.abs(factor - 1) < 0.005) return [];
  return [`asetrate=${Math.round(WORK_RATE * factor)}`, `aresample=${WORK_RATE}`, `atempo=${(1 / factor).toFixed(5)}`];
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
