import { spawn } from 'node:child_process';

export interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Spawns a program with an argument array (never a shell), a timeout, and output captured. */
export function runTool(command: string, args: string[], options: { timeoutMs?: number } = {}): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: options.timeoutMs ?? 10_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ToolStatus {
  ok: boolean;
  detail?: string;
}

/** The external programs the media pipeline needs, and how to ask each for its version. */
export const REQUIRED_TOOLS = {
  ffmpeg: ['ffmpeg', ['-hide_banner', '-version']],
  // flite --version exits 1; listing its voices proves it runs and shows what it can speak.
  flite: ['flite', ['-lv']],
  espeak_ng: ['espeak-ng', ['--version']],
} as const satisfies Record<string, readonly [string, readonly string[]]>;

export type ToolName = keyof typeof REQUIRED_TOOLS;

export async function checkTool(name: ToolName): Promise<ToolStatus> {
  const [command, args] = REQUIRED_TOOLS[name];
  try {
    const run = await runTool(command, [...args], { timeoutMs: 5_000 });
    const firstLine = `${run.stdout}\n${run.stderr}`.trim().split('\n')[0] ?? '';
    if (run.code !== 0) return { ok: false, detail: `${command} exited with ${run.code}: ${firstLine}` };
    return { ok: true, detail: firstLine.slice(0, 200) };
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    return { ok: false, detail: err.code === 'ENOENT' ? `${command} is not installed (run npm run provision)` : err.message };
  }
}
