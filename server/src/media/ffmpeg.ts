import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

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

/**
 * A clip that loops without a jump: played forwards, then backwards (without repeating the turning frame), at most
 * 1280×720, H.264. Looped by the render under a longer page, it sways back and forth instead of snapping back to its
 * first frame. Returns the MP4 and its length.
 */
export async function pingPong(clip: Buffer): Promise<{ data: Buffer; durationSeconds: number }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'storyloom-pingpong-'));
  try {
    const input = path.join(dir, 'in.mp4');
    const output = path.join(dir, 'out.mp4');
    await writeFile(input, clip);
    await runMediaTool(
      'ffmpeg',
      [
        '-v',
        'error',
        '-i',
        input,
        '-filter_complex',
        "[0:v]scale='min(1280,iw)':-2,format=yuv420p,split[a][b];[b]reverse,trim=start_frame=1,setpts=PTS-STARTPTS[r];" +
          '[a][r]concat=n=2:v=1:a=0[out]',
        '-map',
        '[out]',
        '-an',
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '20',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        '-y',
        output,
      ],
      120_000,
    );
    const durationSeconds = (await probeDuration(output)) ?? 0;
    return { data: await readFile(output), durationSeconds };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
