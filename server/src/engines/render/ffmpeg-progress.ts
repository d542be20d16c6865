/**
 * One ffmpeg run with `-progress pipe:1` turned into 0–100 %, an AbortSignal that kills it, a timeout, and the
 * tail of stderr in the error. Argument array, never a shell.
 */
import { spawn } from 'node:child_process';

import { MediaToolError } from '../../media/ffmpeg.ts';

export interface ProgressRun {
  cwd?: string;
  /** Seconds of output the run will write; progress is out_time against it. */
  expectedSeconds: number;
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  timeoutMs: number;
}

const STDERR_KEPT = 16_000;

/**
 * Zoom frames change size every frame, so ffmpeg's frame pools cannot recycle them and glibc would map and unmap
 * ~2 MB per frame (page faults cost ~0.7 CPU-s on the 3-page bench); keeping big blocks on the heap recycles them.
 */
const RECYCLING_MALLOC = { MALLOC_MMAP_THRESHOLD_: String(256 << 20), MALLOC_TRIM_THRESHOLD_: String(512 << 20) };

export interface ProgressResult {
  /** ffmpeg's own last out_time: how much output it wrote, in seconds (null when it reported none). */
  outSeconds: number | null;
}

export function runFfmpegWithProgress(args: string[], run: ProgressRun): Promise<ProgressResult> {
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) return reject(abortError(run.signal));
    const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-nostats', '-progress', 'pipe:1', ...args], {
      cwd: run.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...RECYCLING_MALLOC },
    });
    let stderr = '';
    let pending = '';
    let reported = -1;
    let outSeconds: number | null = null;
    let settled = false;
    let failure: Error | null = null;

    const report = (percent: number) => {
      const rounded = Math.floor(percent * 10) / 10;
      if (rounded <= reported) return;
      reported = rounded;
      run.onProgress?.(rounded);
    };
    const stop = (error: Error) => {
      if (failure) return;
      failure = error;
      child.kill('SIGKILL');
    };
    const onAbort = () => stop(abortError(run.signal!));
    run.signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(
      () => stop(new MediaToolError(`ffmpeg did not finish within ${Math.round(run.timeoutMs / 1000)} s`, stderr)),
      run.timeoutMs,
    );
    const finish = (error: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve({ outSeconds });
    };

    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const [key, value] = line.split('=', 2);
        if (key === 'out_time_us' && value) {
          const seconds = Number(value) / 1e6;
          if (!Number.isFinite(seconds) || seconds < 0) continue;
          outSeconds = seconds;
          // 100 is kept for the moment ffmpeg has exited cleanly (faststart still rewrites the file after the end).
          if (run.expectedSeconds > 0) report(Math.min(99, (seconds / run.expectedSeconds) * 100));
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEPT);
    });
    child.on('error', (error) => finish(new MediaToolError(`ffmpeg could not start: ${error.message}`, stderr)));
    child.on('close', (code, signal) => {
      if (failure) return finish(failure);
      if (code === 0) {
        report(100);
        return finish(null);
      }
      const tail = stderr.trim().split('\n').slice(-6).join(' | ');
      finish(new MediaToolError(`ffmpeg failed (${signal ?? `exit ${code}`}): ${tail}`, stderr));
    });
  });
}

function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error) return reason;
  const error = new Error('The render was aborted');
  error.name = 'AbortError';
  return error;
}
