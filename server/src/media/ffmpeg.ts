import { spawn } from 'node:child_process';

export class MediaToolError extends Error {
  readonly stderr: string;
  constructor(message: string, stderr: string) {
    super(message);
    this.stderr = stderr;
  }
}

interface BinaryRun {
  stdout: Buffer;
  stderr: string;
}

/**
 * Runs ffmpeg or ffprobe with an argument array (no shell) and a timeout; stdout as bytes, stderr kept for the
 * error. A non-zero exit throws MediaToolError with the last lines of stderr.
 */
export function runMediaTool(command: 'ffmpeg' | 'ffprobe', args: string[], timeoutMs = 60_000): Promise<BinaryRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, ['-hide_banner', ...args], { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-20_000);
    });
    child.on('error', (error) => reject(new MediaToolError(`${command} could not start: ${error.message}`, stderr)));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve({ stdout: Buffer.concat(out), stderr });
      const tail = stderr.trim().split('\n').slice(-3).join(' | ');
      reject(new MediaToolError(`${command} failed (${signal ?? `exit ${code}`}): ${tail}`, stderr));
    });
  });
}

/** Duration of a media file in seconds (ffprobe), or null when it has none. */
export async function probeDuration(file: string): Promise<number | null> {
  const { stdout } = await runMediaTool(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file],
    20_000,
  );
  const seconds = Number.parseFloat(stdout.toString('utf8').trim());
  return Number.isFinite(seconds) ? seconds : null;
}

/** One frame of a video as PNG bytes, `atSeconds` in (or the first frame of a shorter video). */
export async function extractFrame(file: string, atSeconds: number): Promise<Buffer> {
  const grab = (seek: number) =>
    runMediaTool('ffmpeg', [
      '-v',
      'error',
      '-ss',
      String(seek),
      '-i',
      file,
      '-frames:v',
      '1',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      'pipe:1',
    ]);
  const first = await grab(atSeconds);
  if (first.stdout.length > 0) return first.stdout;
  const fallback = await grab(0);
  if (fallback.stdout.length === 0) throw new MediaToolError('The video has no frames', fallback.stderr);
  return fallback.stdout;
}
