// Narration intelligibility: each English embedded voice reads the fixed story pages in speech-pages.json through the
// product's narration path (the embedded speech provider's `synthesize`, as POST /projects/{id}/audio calls it, for a
// bedtime story type and a non-bedtime one), and, in the same run, straight from the engine binary (flite / text2wave
// with their defaults) as the baseline. PocketSphinx (Debian's `pocketsphinx` + `pocketsphinx-en-us`, bench only)
// transcribes every clip at 16 kHz mono; the figure is the word error rate against the page text.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { runMediaTool } from '../media/ffmpeg.ts';
import { createSpeechEngine, EMBEDDED_VOICES, type EmbeddedVoice } from '../engines/speech/index.ts';
import { runSpeechTool, TaskLimiter } from '../engines/speech/process.ts';
import { createEmbeddedSpeechProvider } from '../providers/speech/embedded.ts';

export interface SpeechBenchOptions {
  /** Pages of the fixture to read (default all). */
  pages?: number;
  /** Voice ids (default every installed English embedded voice). */
  voices?: string[];
  /** Syntheses and recognitions at once (each uses one core). */
  concurrency: number;
  log: (line: string) => void;
}

const PAGES_FILE = fileURLToPath(new URL('./speech-pages.json', import.meta.url));
const SPHINX = 'pocketsphinx_continuous';
const SPHINX_MODEL = '/usr/share/pocketsphinx/model/en-us';
/** Story types as the audio handler sees them: it narrates calmly for bedtime types only. */
const STORY_TYPES = [
  { storyType: 'childrens_bedtime_story', calm: true },
  { storyType: 'fantasy_story', calm: false },
] as const;

export function loadBenchPages(): string[] {
  return (JSON.parse(readFileSync(PAGES_FILE, 'utf8')) as { pages: string[] }).pages;
}

/** Lower case, punctuation removed (apostrophes inside words kept), numbers left as written; the words. */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .replace(/(^|\s)'+|'+(?=\s|$)/g, '$1')
    .split(/\s+/)
    .filter(Boolean);
}

/** Word-level Levenshtein distance (substitutions, insertions, deletions). */
export function wordErrors(reference: readonly string[], hypothesis: readonly string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j++) {
      const substitution = previous[j - 1]! + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  return previous[hypothesis.length]!;
}

/** Word error rate over a set of clips: total edits / total reference words. */
export function wordErrorRate(pairs: readonly { reference: string; hypothesis: string }[]): number {
  let edits = 0;
  let words = 0;
  for (const { reference, hypothesis } of pairs) {
    const ref = normaliseWords(reference);
    edits += wordErrors(ref, normaliseWords(hypothesis));
    words += ref.length;
  }
  return words === 0 ? 0 : edits / words;
}

/** Throws with the apt package to install when PocketSphinx or its English model is missing. */
export async function requirePocketSphinx(): Promise<void> {
  const hint = 'install it with `apt-get install pocketsphinx pocketsphinx-en-us` (bench only, not a runtime dependency)';
  try {
    await runSpeechTool('which', [SPHINX], { timeoutMs: 10_000 });
  } catch {
    throw new Error(`speech bench: ${SPHINX} is missing: ${hint}`);
  }
  if (!existsSync(path.join(SPHINX_MODEL, 'en-us'))) throw new Error(`speech bench: ${SPHINX_MODEL} is missing: ${hint}`);
}

/** Any audio file → 16 kHz mono 16-bit WAV → PocketSphinx's default US English model → the words it heard. */
export async function transcribe(audio: string, dir: string): Promise<string> {
  const wav = path.join(dir, `${path.basename(audio)}.16k.wav`);
  await runMediaTool('ffmpeg', [
    '-v',
    'error',
    '-nostdin',
    '-y',
    '-i',
    audio,
    '-ac',
    '1',
    '-ar',
    '16000',
    '-c:a',
    'pcm_s16le',
    wav,
  ]);
  const run = await runSpeechTool(SPHINX, ['-infile', wav, '-logfn', '/dev/null'], { timeoutMs: 600_000 });
  return run.stdout.toString('utf8').split('\n').join(' ').replace(/\s+/g, ' ').trim();
}

/** The engine binary with its own defaults: the page as one text file, no delivery, no mastering. */
export async function engineBaseline(voice: EmbeddedVoice, text: string, dir: string, name: string): Promise<string> {
  const textFile = path.join(dir, `${name}.txt`);
  const out = path.join(dir, `${name}.wav`);
  await writeFile(textFile, `${text}\n`, 'latin1');
  if (voice.engine === 'flite') await runSpeechTool('flite', ['-voice', voice.engineVoice, '-f', textFile, '-o', out]);
  else if (voice.engine === 'festival') {
    const setup = path.join(dir, `${name}.scm`);
    await writeFile(setup, `(voice_${voice.engineVoice})\n`);
    await runSpeechTool('text2wave', ['-eval', setup, '-o', out, textFile], { timeoutMs: 120_000 });
  } else await runSpeechTool('espeak-ng', ['-v', voice.engineVoice, '-w', out, '-f', textFile]);
  return out;
}

type Condition = 'engine' | (typeof STORY_TYPES)[number]['storyType'];

export interface SpeechBenchRow {
  voiceId: string;
  name: string;
  engine: number;
  bedtime: number;
  normal: number;
}

export async function benchSpeech(options: SpeechBenchOptions): Promise<SpeechBenchRow[]> {
  const { log } = options;
  await requirePocketSphinx();
  const pages = loadBenchPages().slice(0, options.pages ?? Infinity);
  const engine = createSpeechEngine({ concurrency: options.concurrency });
  const provider = createEmbeddedSpeechProvider(engine);
  const installed = new Set((await provider.listVoices({ language: 'en' })).map((v) => v.voice_id));
  const voices = EMBEDDED_VOICES.filter(
    (v) => v.language === 'en' && installed.has(v.id) && (!options.voices || options.voices.includes(v.id)),
  );
  if (voices.length === 0) throw new Error('speech bench: no English embedded voice is installed (run npm run provision)');
  const words = pages.reduce((n, page) => n + normaliseWords(page).length, 0);
  log(
    `${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${pages.length} pages (${words} words), voices ${voices.map((v) => v.id).join(', ')}; ` +
      `default English voice ${await provider.defaultVoiceId('en')}`,
  );

  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-speech-'));
  try {
    const jobs = voices.flatMap((voice) =>
      pages.flatMap((text, page) =>
        (['engine', ...STORY_TYPES.map((t) => t.storyType)] as Condition[]).map((condition) => ({
          voice,
          text,
          page,
          condition,
        })),
      ),
    );
    const started = performance.now();
    const limiter = new TaskLimiter(options.concurrency);
    const heard = await Promise.all(
      jobs.map(({ voice, text, page, condition }) =>
        limiter.run(async () => {
          const name = `${voice.id}-${page}-${condition}`;
          let audio: string;
          if (condition === 'engine') audio = await engineBaseline(voice, text, dir, name);
          else {
            const calm = STORY_TYPES.find((t) => t.storyType === condition)!.calm;
            const spoken = await provider.synthesize({ text, voiceId: voice.id, language: 'en', calm });
            audio = path.join(dir, `${name}.${spoken.extension}`);
            await writeFile(audio, spoken.data);
          }
          return transcribe(audio, dir);
        }),
      ),
    );
    const rows: SpeechBenchRow[] = voices.map((voice) => {
      const rate = (condition: Condition) =>
        wordErrorRate(
          jobs.flatMap((job, i) =>
            job.voice === voice && job.condition === condition ? [{ reference: job.text, hypothesis: heard[i]! }] : [],
          ),
        );
      return {
        voiceId: voice.id,
        name: voice.name,
        engine: rate('engine'),
        bedtime: rate('childrens_bedtime_story'),
        normal: rate('fantasy_story'),
      };
    });
    log(`${jobs.length} clips synthesised and transcribed in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    log('word error rate (PocketSphinx en-us): engine binary | product, bedtime | product, fantasy');
    for (const row of rows) {
      log(
        `  ${row.voiceId.padEnd(27)} ${row.name.padEnd(6)} ${row.engine.toFixed(3)} | ${row.bedtime.toFixed(3)} ` +
          `(${signed(row.bedtime - row.engine)}) | ${row.normal.toFixed(3)} (${signed(row.normal - row.engine)})`,
      );
    }
    return rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(3)}`;
