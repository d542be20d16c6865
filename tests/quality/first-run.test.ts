// The README's first command as a newcomer runs it: exactly `npm start`, through the system's npm, with the system's
// PATH (no node_modules/.bin of ours in front, so npm runs on the machine's own Node — 20 on Debian 12 — and sets
// NODE to it), an environment without npm's variables, a free loopback port and a fresh DATA_DIR. The server must
// answer /api/health and serve the app at /.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freePort } from '../../server/src/testing/net.ts';
import { ROOT, waitUntilAnswering } from './servers.ts';

/** The shell a newcomer has: the PATH without any node_modules folder npm put in front, and no npm variables. */
function newcomerEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^npm_/i.test(name) || ['NODE', 'INIT_CWD', 'DATABASE_URL', 'NODE_OPTIONS', 'VITEST'].includes(name)) continue;
    if (name.startsWith('VITEST_')) continue;
    env[name] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((dir) => dir && !dir.includes(`${path.sep}node_modules${path.sep}`) && !dir.endsWith(`${path.sep}node_modules`))
    .join(path.delimiter);
  return { ...env, ...extra };
}

let dataDir: string;
let child: ChildProcess;
let output = '';
let origin: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storyloom-first-run-'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // Its own process group: npm, the shell it runs the script in, and the server under it stop together.
  child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: newcomerEnvironment({ PORT: String(port), DATA_DIR: dataDir }),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const keep = (d: Buffer) => (output = (output + d.toString()).slice(-20_000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
}, 10_000);

afterAll(async () => {
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    const forced = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 30_000);
    await exited;
    clearTimeout(forced);
  }
  await fs.rm(dataDir, { recursive: true, force: true });
}, 60_000);

test('`npm start` on the system PATH serves the API and the app', async () => {
  // Building the app and creating the embedded database take a while on two cores.
  await waitUntilAnswering(`${origin}/api/health`, { child, origin, output: () => output }, 240_000);
  const health = (await (await fetch(`${origin}/api/health`)).json()) as { status: string };
  expect(health.status).toBe('ok');

  const page = await fetch(`${origin}/`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const html = await page.text();
  expect(html).toContain('<div id="root">');
  // The page's own script is there too (the build npm start made).
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, html).toBeDefined();
  const asset = await fetch(`${origin}${script}`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('content-type')).toContain('javascript');
}, 300_000);
