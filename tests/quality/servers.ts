// Real Storyloom processes for the quality suites, started as `npm start` and `npm run worker` start them
// (`scripts/run-server main`: API, optionally working the queue; `scripts/run-server worker`), on loopback ports, over
// a fresh data folder and a fresh database (embedded PGlite in the data folder, or a scratch database on the
// PostgreSQL server named by DATABASE_URL). Killed hard or stopped cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '../../server/src/db/testing.ts';
import { freePort } from '../../server/src/testing/net.ts';

export const ROOT = path.join(import.meta.dirname, '../..');

export interface Installation {
  /** DATA_DIR (media, secrets, and the embedded database when there is no server). */
  dataDir: string;
  /** The scratch database on the PostgreSQL server, or undefined for the embedded one. */
  databaseUrl: string | undefined;
  /** Environment every process of this installation shares (DATA_DIR, DATABASE_URL, a shared JWT secret). */
  env: Record<string, string>;
  /** Removes the data folder and drops the scratch database. */
  remove(): Promise<void>;
}

/** A fresh installation: on the PostgreSQL server when `databaseServer` is given (usually process.env.DATABASE_URL). */
export async function createInstallation(databaseServer?: string): Promise<Installation> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storyloom-quality-'));
  const scratch = databaseServer ? await createScratchDatabase(databaseServer, 'storyloom_quality') : undefined;
  const databaseUrl = scratch?.url;
  return {
    dataDir,
    databaseUrl,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      // Every process of one installation signs and checks the same tokens.
      JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    },
    async remove() {
      await scratch?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RunningProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` (API processes); empty for a worker. */
  origin: string;
  /** stdout and stderr so far, for failure messages. */
  output(): string;
}

const DEFAULT_ENV: Record<string, string> = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  APP_DIST_DIR: '/nonexistent',
  SEED_DEMO: '0',
  VIDEO_WORKERS: '1',
  NODE_ENV: 'test',
};

function spawnServer(which: 'main' | 'worker', env: Record<string, string>): RunningProcess {
  // The script ends in `exec node`: the child's pid is the server's own (kills and /proc readings reach it).
  const child = spawn('bash', [path.join(ROOT, 'scripts/run-server'), which], {
    cwd: ROOT,
    env: { ...process.env, ...DEFAULT_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (d: Buffer) => {
    lines.push(d.toString());
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  return { child, origin: '', output: () => lines.join('') };
}

/** Polls `url` until it answers 2xx (or the process exits, or the time is up). */
export async function waitUntilAnswering(url: string, proc?: RunningProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc && proc.child.exitCode !== null) throw new Error(`process exited (${proc.child.exitCode}): ${proc.output()}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms${proc ? `: ${proc.output()}` : ''}`);
}

/**
 * The API process as each shape deploys it, for load figures: on a PostgreSQL server API processes leave renders to
 * `npm run worker` (VIDEO_WORKERS=0, compose.yaml), so they run with V8's default heap (scripts/run-server); the embedded
 * `npm start` renders in its one process.
 */
export const deployedApiEnv = (databaseServer: string | undefined): Record<string, string> => ({
  VIDEO_WORKERS: databaseServer ? '0' : '1',
});

/** An API process (`scripts/run-server main`, what `npm start` runs) on a free loopback port, answering /api/health. */
export async function startApi(installation: Installation, env: Record<string, string> = {}): Promise<RunningProcess> {
  const port = await freePort();
  const proc = spawnServer('main', { ...installation.env, PORT: String(port), ...env });
  proc.origin = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${proc.origin}/api/health`, proc);
  return proc;
}

/** A queue-only process (`scripts/run-server worker`, what `npm run worker` runs); needs a PostgreSQL installation. */
export async function startWorker(installation: Installation, env: Record<string, string> = {}): Promise<RunningProcess> {
  // Ready once it has said so at level info (it never listens).
  const proc = spawnServer('worker', { ...installation.env, LOG_LEVEL: 'info', ...env });
  const deadline = Date.now() + 60_000;
  while (!/working the job queue/.test(proc.output())) {
    if (proc.child.exitCode !== null) throw new Error(`worker exited (${proc.child.exitCode}): ${proc.output()}`);
    if (Date.now() > deadline) throw new Error(`worker did not start: ${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return proc;
}

/** SIGKILL: no shutdown hooks, no goodbye (a crashed machine). */
export async function killHard(proc: RunningProcess): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGKILL');
  await exited;
}

/** SIGTERM and wait for the exit (a clean shutdown). */
export async function stopProcess(proc: RunningProcess): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  const exited = new Promise((resolve) => proc.child.once('exit', resolve));
  proc.child.kill('SIGTERM');
  await exited;
}

export class HttpError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string, message: string) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** A small JSON client for `<origin>/api`: throws HttpError on non-2xx. */
export function apiClient(origin: string, token?: string) {
  // Callers read the JSON loosely (tests), or name the type they expect.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return async <T = any>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${origin}/api${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new HttpError(res.status, text, `${method} ${url} → ${res.status}: ${text.slice(0, 300)}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
}

/** Signs a new user up through the API. */
export async function signUp(origin: string, email = `user-${crypto.randomUUID()}@example.com`, password = 'Str0ng!pass') {
  const body = await apiClient(origin)<{ session: { access_token: string; refresh_token: string }; user: { id: string } }>(
    'POST',
    '/auth/signup',
    { email, password },
  );
  return { email, password, token: body.session.access_token, refresh: body.session.refresh_token, userId: body.user.id };
}
