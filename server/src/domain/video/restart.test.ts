// A render job survives its server: start a job, kill the process hard mid-render, start a new process on the same
// database → the job completes once (one video file, one notification). Real processes (`node server/src/main.ts`),
// on the embedded database, and on the PostgreSQL server too when DATABASE_URL is set.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renderSampleScene } from '../../engines/style/scene.ts';
import { freePort } from '../../testing/net.ts';

const ROOT = path.join(import.meta.dirname, '../../../..');

interface Running {
  child: ChildProcess;
  base: string;
  output: string[];
}

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      APP_DIST_DIR: '/nonexistent',
      SEED_DEMO: '0',
      VIDEO_WORKERS: '1',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const base = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, base, output };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start: ${output.join('')}`);
}

async function killHard(server: Running) {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

async function stop(server: Running) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

function client(base: string, token?: string) {
  return async (method: string, url: string, body?: object) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
}

const targets: { name: string; prepare: () => Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> }[] = [
  {
    name: 'embedded PGlite',
    async prepare() {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'storyloom-restart-'));
      return { env: { DATA_DIR: dir, DATABASE_URL: '' }, cleanup: () => fs.rm(dir, { recursive: true, force: true }) };
    },
  },
];
if (process.env.DATABASE_URL) {
  const serverUrl = process.env.DATABASE_URL;
  targets.push({
    name: 'PostgreSQL server',
    async prepare() {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'storyloom-restart-'));
      const name = `storyloom_restart_${crypto.randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      return {
        env: { DATA_DIR: dir, DATABASE_URL: url.toString() },
        async cleanup() {
          const dropper = new pg.Client({ connectionString: serverUrl });
          await dropper.connect();
          await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await dropper.end();
          await fs.rm(dir, { recursive: true, force: true });
        },
      };
    },
  });
}

const cleanups: (() => Promise<void>)[] = [];
const running: Running[] = [];
afterAll(async () => {
  for (const server of running) await stop(server).catch(() => {});
  for (const cleanup of cleanups) await cleanup().catch(() => {});
});

describe.each(targets)('a render job and a killed server ($name)', ({ prepare }) => {
  it('completes once after the process is killed mid-render and started again', async () => {
    const { env, cleanup } = await prepare();
    cleanups.push(cleanup);
    const first = await startServer(env);
    running.push(first);
    const anon = client(first.base);
    const signUp = await anon('POST', '/auth/signup', { email: 'restart@example.com', password: 'Str0ng!pass' });
    const token = signUp.session.access_token as string;
    const api = client(first.base, token);
    const { project_id: id } = await api('POST', '/projects/');
    const reference = await sharp(await renderSampleScene(640, 480, 3))
      .jpeg()
      .toBuffer();
    await api('POST', `/projects/${id}/approve-reference`, {
      image_base64: reference.toString('base64'),
      art_style: 'realistic',
    });
    const story = await api('POST', `/projects/${id}/story`, {
      character_description: 'Mia, a curious girl',
      context: 'A quiet village by the sea',
      story_type: 'childrens_story',
      num_pages: 3,
      language: 'en',
    });
    const pages = story.story.story as { page_number: number; page_text: string }[];
    const audio = await api('POST', `/projects/${id}/audio`, {
      story_pages: pages.map((p) => ({ page: p.page_number, page_text: p.page_text })),
    });
    const images = (story.generated_images as { page_number: number; signed_url: string }[]).map((g) => g.signed_url);
    const job = await api('POST', `/projects/${id}/video/async`, { image_urls: images, audio_urls: audio.audio_files });

    // Wait until the render is under way, then kill the process without warning.
    let status = job.status as string;
    for (let i = 0; i < 600 && status !== 'processing'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await api('GET', `/video/jobs/${job.job_id}/status`)).status;
    }
    expect(status).toBe('processing');
    await killHard(first);

    const second = await startServer(env);
    running.push(second);
    const again = client(second.base, token);
    const done = await again('GET', `/video/jobs/${job.job_id}/wait?timeout=150`);
    expect(done, second.output.join('')).toMatchObject({ status: 'completed', progress: 100 });
    const files = (await again('GET', `/projects/${id}/files`)).files;
    expect(files.video).toHaveLength(1);
    const notes = (await again('GET', '/notifications/?limit=100')).notifications as { type: string }[];
    expect(notes.filter((n) => n.type === 'video_completed')).toHaveLength(1);
    expect(notes.filter((n) => n.type === 'video_failed')).toHaveLength(0);
    await stop(second);
  }, 300_000);
});
