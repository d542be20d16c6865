import { spawn } from 'node:child_process';

/** Any failure of the embedded speech engine, with a code the HTTP layer can map to a status. */
export type SpeechErrorCode =
  /** No voice with that id (or its engine is not installed here). */
  | 'unknown_voice'
  /** Nothing speakable in the text. */
  | 'empty_text'
  /** Longer than one synthesis takes (MAX_TEXT_CHARS). */
  | 'text_too_long'
  /** The uploaded audio could not be decoded, or holds no speech. */
  | 'invalid_audio'
  /** A synthesiser or ffmpeg failed or timed out. */
  | 'engine_failed';

export class SpeechError extends Error {
  override readonly name = 'SpeechError';
  readonly code: SpeechErrorCode;
  /** The tail of the failing tool's stderr, for logs (never shown to users). */
  readonly stderr: string | undefined;

  constructor(code: SpeechErrorCode, message: string, stderr?: string) {
    super(message);
    this.code = code;
    this.stderr = stderr;
  }
}

export interface SpeechToolRun {
  stdout: Buffer;
  stderr: string;
}

export interface SpeechToolOptions {
  /** Written to stdin, then stdin is closed (text never travels through argv or a shell). */
  input?: string | Buffer;
  timeoutMs?: number;
}

/**
 * Runs a synthesiser (flite, text2wave, espeak-ng, festival) with an argument array, never a shell, with a timeout;
 * stdout as bytes, stderr kept for the error. A non-zero exit, a signal or a missing program throws SpeechError.
 */
export function runSpeechTool(command: string, args: string[], options: SpeechToolOptions = {}): Promise<SpeechToolRun> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      timeout: timeoutMs,
      killSignal: 'SIGKILL',
    });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8_000);
    });
    if (options.input !== undefined) {
      // A synthesiser that exits early closes its stdin; that shows up as the exit status, not as EPIPE.
      child.stdin!.on('error', () => undefined);
      child.stdin!.end(options.input);
    }
    child.on('error', (error: NodeJS.ErrnoException) => {
      const why = error.code === 'ENOENT' ? 'is not installed (run npm run provision)' : `could not start: ${error.message}`;
      reject(new SpeechError('engine_failed', `${command} ${why}`, stderr));
    });
    child.on('close', (code, signal) => {
      if (code === 0) return resolve({ stdout: Buffer.concat(out), stderr });
      const tail = stderr.trim().split('\n').slice(-3).join(' | ');
      const how = signal === 'SIGKILL' ? `timed out after ${timeoutMs / 1000} s` : `failed (${signal ?? `exit ${code}`})`;
      reject(new SpeechError('engine_failed', `${command} ${how}${tail ? `: ${tail}` : ''}`, stderr));
    });
  });
}

/** Runs at most `limit` tasks at once; the rest wait in order (synthesis is CPU-bound and the machine is small). */
export class TaskLimiter {
  private readonly limit: number;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(limit: number) {
    this.limit = Math.max(1, limit);
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}
