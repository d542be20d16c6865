import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MediaToolError, runMediaTool } from '../../media/ffmpeg.ts';
import { runSpeechTool, SpeechError } from './process.ts';
import { cleanText, escapeSsml, splitSentences, toAsciiSpeech } from './text.ts';
import type { EmbeddedVoice } from './voices.ts';
import { encodeWav, joinWithPauses, parseWav, silence, type PcmClip } from './wav.ts';

export interface SynthesizedSpeech {
  data: Buffer;
  contentType: 'audio/mpeg';
  extension: 'mp3';
  durationSeconds: number;
}

/** How a voice reads: its rate, pitch and the pauses between sentences, for normal or calm (bedtime) narration. */
interface Delivery {
  /** Silence between sentences, seconds. */
  sentencePause: number;
  /** festival HTS `-r` (speech speed; below 1 is slower). */
  htsSpeed: number;
  /** flite `duration_stretch` (above 1 is slower). */
  fliteStretch: number;
  /** espeak-ng `-s`, words per minute. */
  espeakRate: number;
  /** espeak-ng `-p`, 0–99. */
  espeakPitch: number;
  /** Pitch factor applied by ffmpeg with asetrate (also slows by its inverse and shifts the formants); 1 leaves it. */
  pitchFactor: number;
}

/**
 * Each engine's deliveries, measured with a recogniser (`npm run bench -- speech`, docs/quality.md "Narration"):
 * - flite reads best at its natural rate and pitch: asetrate's pitch shift moves the formants and more than doubled
 *   Ray's word error rate (0.137 from flite, 0.271 calm through the pipeline), so its calm narration is only a touch
 *   slower, with longer pauses;
 * - the festival HTS voice (Nora, the default English voice) is understood better lower and a little quicker than it
 *   comes (0.180 from text2wave): both deliveries lower it by 0.9, calm reads slower with longer pauses. Lower still
 *   (0.85) the recogniser does better again (0.12), but Nora no longer sounds like a woman (median pitch under 150 Hz);
 *   her voice matters more than the recogniser's bias towards low voices;
 * - espeak-ng has its own rate and pitch controls (no asetrate).
 */
const DELIVERIES: Record<EmbeddedVoice['engine'], { normal: Delivery; calm: Delivery }> = {
  festival: {
    normal: { ...base(0.4), htsSpeed: 1.1, pitchFactor: 0.9 },
    calm: { ...base(0.55), htsSpeed: 1, pitchFactor: 0.9 },
  },
  flite: {
    normal: { ...base(0.3), fliteStretch: 1 },
    calm: { ...base(0.75), fliteStretch: 1.05 },
  },
  'espeak-ng': {
    normal: { ...base(0.3), espeakRate: 150, espeakPitch: 50 },
    calm: { ...base(0.75), espeakRate: 125, espeakPitch: 38 },
  },
};

function base(sentencePause: number): Delivery {
  return { sentencePause, htsSpeed: 1, fliteStretch: 1, espeakRate: 150, espeakPitch: 50, pitchFactor: 1 };
}

/** The delivery the pipeline uses for a voice, normal or calm (bedtime types). */
function deliveryFor(voice: EmbeddedVoice, calm: boolean): Delivery {
  const deliveries = DELIVERIES[voice.engine];
  return calm ? deliveries.calm : deliveries.normal;
}

/** Loudness target for narration (the music sits around −23 LUFS under it). */
export const TARGET_LUFS = -16;
/** Sample-peak ceiling of the limiter, linear (−2 dBFS, leaving room for MP3's inter-sample peaks). */
const PEAK_LIMIT = 0.79;
export const OUTPUT_RATE = 48_000;
const MP3_BITRATE = '128k';
const ENGINE_TIMEOUT_MS = 120_000;

/**
 * Speaks `text` with an embedded voice: the synthesiser writes a WAV (text through a temp file or stdin, never argv),
 * then ffmpeg high-passes at 80 Hz, compresses gently, normalises to −16 LUFS (measured, then one linear gain) and encodes
 * a 48 kHz mono MP3. Deterministic: the same text, voice and delivery give the same bytes.
 */
export async function synthesizeWithVoice(voice: EmbeddedVoice, text: string, calm: boolean): Promise<SynthesizedSpeech> {
  const cleaned = cleanText(text);
  const delivery = deliveryFor(voice, calm);
  const dir = await mkdtemp(path.join(tmpdir(), 'storyloom-speech-'));
  try {
    const wav = await renderWav(voice, cleaned, delivery, dir);
    const clip = parseEngineWav(await readFile(wav), voice);
    const pitchFactor = delivery.pitchFactor;
    const out = path.join(dir, 'speech.mp3');
    await masterToMp3(wav, out, { inputRate: clip.sampleRate, pitchFactor });
    const data = await readFile(out);
    // The clip's own length: asetrate stretches it by 1/pitchFactor, nothing else in the chain changes it.
    const durationSeconds = clip.samples.length / clip.channels / clip.sampleRate / pitchFactor;
    return { data, contentType: 'audio/mpeg', extension: 'mp3', durationSeconds: Math.round(durationSeconds * 1000) / 1000 };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function parseEngineWav(bytes: Buffer, voice: EmbeddedVoice): PcmClip {
  let clip: PcmClip;
  try {
    clip = parseWav(bytes);
  } catch (error) {
    throw new SpeechError('engine_failed', `${voice.engine} wrote an unreadable WAV: ${(error as Error).message}`);
  }
  if (clip.samples.length < clip.sampleRate * 0.05) throw new SpeechError('engine_failed', `${voice.engine} produced no audio`);
  return clip;
}

async function renderWav(voice: EmbeddedVoice, text: string, delivery: Delivery, dir: string): Promise<string> {
  switch (voice.engine) {
    case 'festival':
      return renderFestival(voice, text, delivery, dir);
    case 'flite':
      return renderFlite(voice, text, delivery, dir);
    case 'espeak-ng':
      return renderEspeak(voice, text, delivery, dir);
  }
}

/** A Scheme string literal (only our own temp paths go in; the text never does). */
function schemeString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * festival through text2wave: the text in a file, the voice and speed set by an `-eval` Scheme file, and a tts hook
 * that writes a sentence pause before every utterance after the first (text2wave synthesises one sentence at a time).
 */
async function renderFestival(voice: EmbeddedVoice, text: string, delivery: Delivery, dir: string): Promise<string> {
  const textFile = path.join(dir, 'text.txt');
  const setupFile = path.join(dir, 'setup.scm');
  const pauseFile = path.join(dir, 'pause.wav');
  const out = path.join(dir, 'speech.wav');
  const sentences = splitSentences(toAsciiSpeech(text));
  if (sentences.length === 0) throw new SpeechError('empty_text', 'There is no text this voice can speak.');
  // One utterance per line: festival then breaks exactly where we split sentences.
  await writeFile(textFile, `${sentences.join('\n')}\n`, 'latin1');
  await writeFile(pauseFile, encodeWav(silence(delivery.sentencePause, 16_000)));
  if (!/^[a-z0-9_]+$/.test(voice.engineVoice)) throw new SpeechError('unknown_voice', `Bad festival voice ${voice.engineVoice}`);
  const setup = `
(voice_${voice.engineVoice})
(set! hts_engine_params (append hts_engine_params (list (list "-r" ${delivery.htsSpeed.toFixed(3)}))))
(set! storyloom_pause (wave.load ${schemeString(pauseFile)}))
(set! storyloom_first t)
(define (storyloom_write_pause rate)
  (if (not (equal? rate (cadr (assoc 'sample_rate (wave.info storyloom_pause)))))
      (wave.resample storyloom_pause rate))
  (wave.save.data.fp storyloom_pause fp output_type nil)
  (set! totalnumsamples (+ totalnumsamples (cadr (assoc 'num_samples (wave.info storyloom_pause))))))
(define (storyloom_pause_before utt)
  (if storyloom_first
      (set! storyloom_first nil)
      (storyloom_write_pause (cadr (assoc 'sample_rate (wave.info (utt.wave utt))))))
  utt)
(set! tts_hooks (list utt.synth storyloom_pause_before save_record_wave_fp))
`;
  await writeFile(setupFile, setup, 'utf8');
  const run = await runSpeechTool('text2wave', ['-eval', setupFile, '-o', out, textFile], { timeoutMs: ENGINE_TIMEOUT_MS });
  // festival reports Scheme errors on stderr and still exits 0.
  if (run.stderr.includes('SIOD ERROR'))
    throw new SpeechError('engine_failed', `text2wave failed: ${run.stderr.trim().slice(-300)}`, run.stderr);
  return out;
}

/** flite, one sentence at a time (it starts in ~20 ms), joined with the sentence pauses in Node. */
async function renderFlite(voice: EmbeddedVoice, text: string, delivery: Delivery, dir: string): Promise<string> {
  const sentences = splitSentences(toAsciiSpeech(text));
  if (sentences.length === 0) throw new SpeechError('empty_text', 'There is no text this voice can speak.');
  const clips: PcmClip[] = [];
  for (const [i, sentence] of sentences.entries()) {
    const textFile = path.join(dir, `sentence-${i}.txt`);
    const wavFile = path.join(dir, `sentence-${i}.wav`);
    await writeFile(textFile, `${sentence}\n`, 'latin1');
    await runSpeechTool(
      'flite',
      ['-voice', voice.engineVoice, '--setf', `duration_stretch=${delivery.fliteStretch}`, '-f', textFile, '-o', wavFile],
      { timeoutMs: ENGINE_TIMEOUT_MS },
    );
    clips.push(parseEngineWav(await readFile(wavFile), voice));
  }
  const out = path.join(dir, 'speech.wav');
  await writeFile(out, encodeWav(joinWithPauses(clips, delivery.sentencePause)));
  return out;
}

/** espeak-ng reads UTF-8 SSML on stdin (č ć đ š ž intact), with a `<break>` between sentences. */
async function renderEspeak(voice: EmbeddedVoice, text: string, delivery: Delivery, dir: string): Promise<string> {
  const out = path.join(dir, 'speech.wav');
  const pause = `<break time="${Math.round(delivery.sentencePause * 1000)}ms"/>`;
  const ssml = `<speak>${splitSentences(text).map(escapeSsml).join(` ${pause} `)}</speak>`;
  await runSpeechTool(
    'espeak-ng',
    [
      '-v',
      voice.engineVoice,
      '-s',
      String(delivery.espeakRate),
      '-p',
      String(delivery.espeakPitch),
      '-m',
      '-b',
      '1',
      '-z',
      '--stdin',
      '-w',
      out,
    ],
    { input: ssml, timeoutMs: ENGINE_TIMEOUT_MS },
  );
  return out;
}

export interface MasterOptions {
  inputRate: number;
  /** Pitch factor applied with asetrate (also changes the tempo by its inverse); 1 leaves the pitch alone. */
  pitchFactor?: number;
  /** Extra ffmpeg filters before the cleanup chain (voice conversion's EQ). */
  preFilters?: string[];
}

/**
 * The narration master: [pitch] → high-pass 80 Hz → gentle compression → gain to −16 LUFS → limiter → 48 kHz mono
 * MP3. Two passes: ebur128 measures the integrated loudness of the cleaned clip, then one linear gain sets it (no gain
 * riding, unlike one-pass loudnorm, and a quarter of its time), with a limiter catching the rare peak.
 */
export async function masterToMp3(input: string, output: string, options: MasterOptions): Promise<void> {
  const chain: string[] = [...(options.preFilters ?? [])];
  const factor = options.pitchFactor ?? 1;
  if (factor !== 1) chain.push(`asetrate=${Math.round(options.inputRate * factor)}`, `aresample=${options.inputRate}`);
  chain.push('highpass=f=80', 'acompressor=threshold=-21dB:ratio=2.5:attack=10:release=150:knee=6:makeup=1');
  try {
    const first = await runMediaTool(
      'ffmpeg',
      ['-nostdin', '-i', input, '-af', [...chain, 'ebur128=framelog=verbose'].join(','), '-f', 'null', '-'],
      ENGINE_TIMEOUT_MS,
    );
    const integrated = parseIntegratedLoudness(first.stderr);
    if (integrated === undefined || integrated < -70) throw new SpeechError('engine_failed', 'The synthesiser produced silence.');
    const gainDb = Math.max(-30, Math.min(40, TARGET_LUFS - integrated));
    await runMediaTool(
      'ffmpeg',
      [
        '-v',
        'error',
        '-nostdin',
        '-y',
        '-i',
        input,
        '-af',
        [
          ...chain,
          `volume=${gainDb.toFixed(2)}dB`,
          `aresample=${OUTPUT_RATE}`,
          `alimiter=limit=${PEAK_LIMIT}:attack=5:release=50:level=false`,
        ].join(','),
        '-ac',
        '1',
        '-ar',
        String(OUTPUT_RATE),
        '-c:a',
        'libmp3lame',
        '-b:a',
        MP3_BITRATE,
        '-map_metadata',
        '-1',
        '-fflags',
        '+bitexact',
        '-flags:a',
        '+bitexact',
        output,
      ],
      ENGINE_TIMEOUT_MS,
    );
  } catch (error) {
    if (error instanceof MediaToolError) throw new SpeechError('engine_failed', error.message, error.stderr);
    throw error;
  }
}

/** The `I:` of ffmpeg's ebur128 summary, LUFS. */
export function parseIntegratedLoudness(stderr: string): number | undefined {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const match = /I:\s+(-?[\d.]+|-inf)\s+LUFS/.exec(summary);
  if (!match) return undefined;
  return match[1] === '-inf' ? -Infinity : Number(match[1]);
}
