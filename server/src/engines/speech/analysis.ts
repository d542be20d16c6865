import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MediaToolError, runMediaTool } from '../../media/ffmpeg.ts';
import { checkUserAudioFile, UserAudioError } from '../../media/userAudio.ts';
import { SpeechError } from './process.ts';

/** Analysis rate: enough for pitch and for the spectrum up to 8 kHz. */
export const ANALYSIS_RATE = 16_000;
/** Only the first minute of an upload is analysed. */
const MAX_ANALYSED_SECONDS = 60;
const HOP = 160; // 10 ms
const FFT_SIZE = 512; // 32 ms
/** Pitch is tracked at half the analysis rate (a quarter of the work; voices stay far below 4 kHz). */
const PITCH_DECIMATION = 2;
const PITCH_WINDOW = 200; // 25 ms at 8 kHz
const MIN_PITCH_HZ = 65;
const MAX_PITCH_HZ = 420;
/** Long-term average spectrum: log-spaced bands between these edges. */
const SPECTRUM_BANDS = 16;
const SPECTRUM_LOW_HZ = 100;
const SPECTRUM_HIGH_HZ = 7_500;

/** What a voice sounds like, measured from decoded audio. */
export interface VoiceFeatures {
  /** Median fundamental frequency over voiced frames (YIN), Hz. */
  medianPitchHz: number;
  /** Spread of the pitch (interquartile range), semitones: flat voices are low, lively ones high. */
  pitchSpreadSemitones: number;
  /** Median spectral centroid of speech frames, Hz: brightness of the timbre. */
  spectralCentroidHz: number;
  /** Syllable-like energy peaks per second of speech. */
  speakingRate: number;
  /** Long-term average spectrum, dB per log-spaced band, mean removed: the timbre's shape. */
  spectrum: number[];
  /** Seconds with voiced pitch. */
  voicedSeconds: number;
  /** Seconds of audio analysed. */
  durationSeconds: number;
}

/** Decodes any audio ffmpeg reads to mono float PCM at 16 kHz. */
export async function decodePcm(audio: Buffer, maxSeconds = MAX_ANALYSED_SECONDS): Promise<Float32Array> {
  if (audio.length === 0) throw new SpeechError('invalid_audio', 'The audio file is empty.');
  const dir = await mkdtemp(path.join(tmpdir(), 'storyloom-voice-'));
  try {
    const input = path.join(dir, 'input');
    await writeFile(input, audio);
    let stdout: Buffer;
    try {
      // Only as the format its bytes say, from this file only (never a playlist that opens other files).
      const format = await checkUserAudioFile(input, audio);
      ({ stdout } = await runMediaTool(
        'ffmpeg',
        [
          '-v',
          'error',
          '-nostdin',
          ...format,
          '-i',
          input,
          '-t',
          String(maxSeconds),
          '-vn',
          '-ac',
          '1',
          '-ar',
          String(ANALYSIS_RATE),
          '-f',
          'f32le',
          'pipe:1',
        ],
        60_000,
      ));
    } catch (error) {
      if (error instanceof UserAudioError) throw new SpeechError('invalid_audio', error.message);
      if (error instanceof MediaToolError) {
        throw new SpeechError('invalid_audio', 'The audio file could not be decoded.', error.stderr);
      }
      throw error;
    }
    // Copied into a fresh, aligned buffer; f32le matches the platform's byte order on every machine Node runs on here.
    return new Float32Array(new Uint8Array(stdout.subarray(0, stdout.length - (stdout.length % 4))).buffer);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Decodes and measures a recording; throws `invalid_audio` when it holds no voiced speech. */
export async function measureVoice(audio: Buffer): Promise<VoiceFeatures> {
  return measurePcm(await decodePcm(audio));
}

export function measurePcm(pcm: Float32Array, rate = ANALYSIS_RATE): VoiceFeatures {
  const frames = Math.max(0, Math.floor((pcm.length - FFT_SIZE) / HOP) + 1);
  const energyDb = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    const start = f * HOP;
    for (let i = 0; i < FFT_SIZE; i++) sum += pcm[start + i]! ** 2;
    energyDb[f] = 10 * Math.log10(sum / FFT_SIZE + 1e-12);
  }
  const loudest = frames ? Math.max(...energyDb) : -120;
  if (frames < 20 || loudest < -60) throw new SpeechError('invalid_audio', 'The audio holds no speech we could hear.');
  // Speech frames: within 35 dB of the loudest 10 ms (the normalised clips keep pauses near silence).
  const speechFloor = loudest - 35;
  const isSpeech = Array.from(energyDb, (db) => db > speechFloor);

  const pitches: number[] = [];
  const window = hann(FFT_SIZE);
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  const bandEdges = logBandEdges(rate);
  const bandPower = new Float64Array(SPECTRUM_BANDS);
  const centroids: number[] = [];
  const pitchRate = rate / PITCH_DECIMATION;
  const low = decimate(pcm, PITCH_DECIMATION);
  const minLag = Math.floor(pitchRate / MAX_PITCH_HZ);
  const maxLag = Math.ceil(pitchRate / MIN_PITCH_HZ);
  const yinBuffer = new Float64Array(maxLag + 1);

  for (let f = 0; f < frames; f++) {
    if (!isSpeech[f]) continue;
    const start = f * HOP;
    const pitchStart = start / PITCH_DECIMATION;
    if (pitchStart + PITCH_WINDOW + maxLag <= low.length) {
      const f0 = yin(low, pitchStart, PITCH_WINDOW, minLag, maxLag, pitchRate, yinBuffer);
      if (f0 !== null) pitches.push(f0);
    }
    for (let i = 0; i < FFT_SIZE; i++) {
      re[i] = pcm[start + i]! * window[i]!;
      im[i] = 0;
    }
    fft(re, im);
    let weighted = 0;
    let total = 0;
    for (let k = 1; k < FFT_SIZE / 2; k++) {
      const power = re[k]! ** 2 + im[k]! ** 2;
      const hz = (k * rate) / FFT_SIZE;
      if (hz >= 80) {
        weighted += hz * power;
        total += power;
      }
      for (let b = 0; b < SPECTRUM_BANDS; b++) {
        if (hz >= bandEdges[b]! && hz < bandEdges[b + 1]!) bandPower[b]! += power;
      }
    }
    if (total > 0) centroids.push(weighted / total);
  }
  if (pitches.length < 10) throw new SpeechError('invalid_audio', 'The audio holds no voiced speech we could measure.');

  const semitones = pitches.map((hz) => 12 * Math.log2(hz)).sort((a, b) => a - b);
  const bandDb = Array.from(bandPower, (power, b) => {
    const bins = ((bandEdges[b + 1]! - bandEdges[b]!) * FFT_SIZE) / rate;
    return 10 * Math.log10(power / Math.max(1, bins) + 1e-12);
  });
  const meanDb = bandDb.reduce((a, b) => a + b, 0) / bandDb.length;

  const speechSeconds = (isSpeech.filter(Boolean).length * HOP) / rate;
  return {
    medianPitchHz: round(2 ** (quantile(semitones, 0.5) / 12), 1),
    pitchSpreadSemitones: round(quantile(semitones, 0.75) - quantile(semitones, 0.25), 2),
    spectralCentroidHz: round(
      quantile(
        [...centroids].sort((a, b) => a - b),
        0.5,
      ),
      0,
    ),
    speakingRate: round(countSyllablePeaks(energyDb, speechFloor) / Math.max(0.5, speechSeconds), 2),
    spectrum: bandDb.map((db) => round(db - meanDb, 2)),
    voicedSeconds: round((pitches.length * HOP) / rate, 2),
    durationSeconds: round(pcm.length / rate, 2),
  };
}

/**
 * YIN (de Cheveigné & Kawahara 2002): cumulative-mean-normalised difference, absolute threshold, parabolic
 * interpolation. Returns null for unvoiced frames.
 */
function yin(
  x: Float32Array,
  start: number,
  window: number,
  minLag: number,
  maxLag: number,
  rate: number,
  d: Float64Array,
): number | null {
  d[0] = 1;
  let running = 0;
  for (let tau = 1; tau <= maxLag; tau++) {
    let sum = 0;
    for (let j = 0; j < window; j++) {
      const diff = x[start + j]! - x[start + j + tau]!;
      sum += diff * diff;
    }
    running += sum;
    d[tau] = running > 0 ? (sum * tau) / running : 1;
  }
  let best = -1;
  for (let tau = minLag; tau <= maxLag; tau++) {
    if (d[tau]! < 0.15) {
      while (tau + 1 <= maxLag && d[tau + 1]! < d[tau]!) tau++;
      best = tau;
      break;
    }
  }
  if (best < 0) return null;
  const prev = d[best - 1] ?? d[best]!;
  const next = d[best + 1] ?? d[best]!;
  const denominator = prev - 2 * d[best]! + next;
  const shift = denominator !== 0 ? (0.5 * (prev - next)) / denominator : 0;
  const lag = best + Math.max(-1, Math.min(1, shift));
  const hz = rate / lag;
  return hz >= MIN_PITCH_HZ && hz <= MAX_PITCH_HZ ? hz : null;
}

/** Syllable nuclei: peaks of the smoothed energy envelope that rise ≥ 3 dB above the dips on both sides, ≥ 80 ms apart. */
function countSyllablePeaks(energyDb: Float64Array, floor: number): number {
  const smooth = new Float64Array(energyDb.length);
  for (let i = 0; i < energyDb.length; i++) {
    let sum = 0;
    let n = 0;
    for (let j = Math.max(0, i - 2); j <= Math.min(energyDb.length - 1, i + 2); j++) {
      sum += Math.max(energyDb[j]!, floor);
      n++;
    }
    smooth[i] = sum / n;
  }
  let count = 0;
  let lastPeak = -100;
  for (let i = 1; i < smooth.length - 1; i++) {
    const value = smooth[i]!;
    if (value <= floor + 6 || value < smooth[i - 1]! || value < smooth[i + 1]!) continue;
    let leftDip = value;
    for (let j = i - 1; j >= Math.max(0, i - 25) && smooth[j]! <= value; j--) leftDip = Math.min(leftDip, smooth[j]!);
    let rightDip = value;
    for (let j = i + 1; j < Math.min(smooth.length, i + 26) && smooth[j]! <= value; j++)
      rightDip = Math.min(rightDip, smooth[j]!);
    if (value - leftDip < 3 || value - rightDip < 3 || i - lastPeak < 8) continue;
    count++;
    lastPeak = i;
  }
  return count;
}

/** Low-pass (a 5-tap binomial kernel, −6 dB near a quarter of the rate) and keep every `factor`-th sample. */
function decimate(pcm: Float32Array, factor: number): Float32Array {
  const out = new Float32Array(Math.floor(pcm.length / factor));
  for (let i = 0; i < out.length; i++) {
    const c = i * factor;
    const at = (k: number) => pcm[Math.min(pcm.length - 1, Math.max(0, c + k))]!;
    out[i] = (at(-2) + 4 * at(-1) + 6 * at(0) + 4 * at(1) + at(2)) / 16;
  }
  return out;
}

function logBandEdges(rate: number): number[] {
  const high = Math.min(SPECTRUM_HIGH_HZ, rate / 2);
  return Array.from({ length: SPECTRUM_BANDS + 1 }, (_, i) => SPECTRUM_LOW_HZ * (high / SPECTRUM_LOW_HZ) ** (i / SPECTRUM_BANDS));
}

/** Centre frequency of each `spectrum` band (geometric mean of its edges). */
export const SPECTRUM_CENTRES_HZ: readonly number[] = logBandEdges(ANALYSIS_RATE)
  .slice(0, -1)
  .map((low, i, edges) => Math.sqrt(low * (edges[i + 1] ?? Math.min(SPECTRUM_HIGH_HZ, ANALYSIS_RATE / 2))));

function hann(n: number): Float64Array {
  return Float64Array.from({ length: n }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1)));
}

/** In-place iterative radix-2 FFT. */
function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    const wRe = Math.cos(angle);
    const wIm = Math.sin(angle);
    for (let start = 0; start < n; start += size) {
      let curRe = 1;
      let curIm = 0;
      for (let k = 0; k < size / 2; k++) {
        const a = start + k;
        const b = a + size / 2;
        const tRe = re[b]! * curRe - im[b]! * curIm;
        const tIm = re[b]! * curIm + im[b]! * curRe;
        re[b] = re[a]! - tRe;
        im[b] = im[a]! - tIm;
        re[a] = re[a]! + tRe;
        im[a] = im[a]! + tIm;
        const nextRe = curRe * wRe - curIm * wIm;
        curIm = curRe * wIm + curIm * wRe;
        curRe = nextRe;
      }
    }
  }
}

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

function round(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
