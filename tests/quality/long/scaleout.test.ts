// The scale-out shape, for real: one PostgreSQL database, two API-only processes (VIDEO_WORKERS=0) behind one port
// (tests/quality/proxy.ts, round-robin), and one `npm run worker` process (server/src/worker.ts). A story is made
// through the shared port, its render is started through API process 1, waits in the queue until the worker starts
// (the API processes never render), is rendered by the worker, and is read and downloaded through API process 2;
// the worker's `video_completed` notification reaches a live stream open on API process 2 (Postgres LISTEN/NOTIFY).
// Run twice: media in one shared DATA_DIR (STORAGE=local), and in an S3 bucket (STORAGE=s3, the local fake S3 server
// checking every signature) with a separate DATA_DIR per process — nothing shared but the database and the bucket.
// Needs a PostgreSQL server: the file runs when DATABASE_URL is set, which CI always does.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { renderSampleScene } from '../../../server/src/engines/style/scene.ts';
import { startFakeS3, type FakeS3 } from '../../../server/src/testing/fakeS3.ts';
import { BACKEND_HEADER, startLoadBalancer } from '../proxy.ts';
import {
  createInstallation,
  signUp,
  startApi,
  startWorker,
  stopProcess,
  type Installation,
  type RunningProcess,
} from '../servers.ts';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

/** A JSON call through the load balancer, optionally pinned to one backend; resolves the body and who served it. */
function through(origin: string, token: string) {
  return async <T>(method: string, url: string, body?: unknown, backend?: number) => {
    const res = await fetch(`${origin}/api${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(backend !== undefined ? { [BACKEND_HEADER]: String(backend) } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status}: ${text.slice(0, 300)}`);
    return { body: JSON.parse(text) as T, servedBy: Number(res.headers.get(BACKEND_HEADER)) };
  };
}

interface LiveEvent {
  event: string;
  data: { notification?: { type: string; data: Record<string, unknown> }; unread_count?: number };
}

interface Job {
  job_id: string;
  status: string;
  progress: number;
  video_url: string | null;
  duration_seconds: number | null;
  file_size_mb: number | null;
  error: string | null;
}

interface WrittenStory {
  story: { story: { page_number: number; page_text: string }[] };
  generated_images: { page_number: number; signed_url: string }[];
}

/** Reads `GET /notifications/stream` as the app does (fetch + reader), collecting its events. */
async function openStream(origin: string, token: string) {
  const abort = new AbortController();
  const res = await fetch(`${origin}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  const events: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for await (const chunk of res.body!) {
        buffered += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) !== -1) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted at the end of the test
    }
  })();
  return {
    events,
    /** Resolves the first event that `match` accepts, or fails after `timeoutMs`. */
    async next(match: (e: LiveEvent) => boolean, timeoutMs: number): Promise<LiveEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching live event in ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 250);
        });
      }
    },
    close: () => abort.abort(),
  };
}

function ffprobeDuration(file: string): number {
  const run = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], {
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status, run.stderr).toBe(0);
  return Number(run.stdout.trim());
}

const mediaKeyOf = (url: string) => /\/api\/media\/([^?]+)/.exec(url)![1]!;

/** Every file under `dir` (recursively), or [] when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

type Storage = 'local' | 's3';

describe.runIf(!!process.env.DATABASE_URL).each<{ storage: Storage }>([{ storage: 'local' }, { storage: 's3' }])(
  'two API processes and a worker on PostgreSQL (media: $storage)',
  ({ storage }) => {
    it('renders through one API process on the worker and serves the video through the other', async () => {
      const installation: Installation = await createInstallation(process.env.DATABASE_URL);
      cleanups.push(() => installation.remove());

      // Per-process settings: with S3 each process has its own access key (so the bucket's log names who wrote and
      // read what) and its own DATA_DIR (so nothing on disk is shared).
      let s3: FakeS3 | undefined;
      const keys = { api1: 'AKIASTORYLOOMAPI1', api2: 'AKIASTORYLOOMAPI2', worker: 'AKIASTORYLOOMWORKER' };
      const secrets = Object.fromEntries(Object.values(keys).map((k) => [k, crypto.randomBytes(24).toString('base64')]));
      const ownDirs: Record<string, string> = {};
      if (storage === 's3') {
        s3 = await startFakeS3({ bucket: 'storyloom-scaleout', region: 'eu-west-1', moreCredentials: secrets });
        cleanups.push(() => s3!.close());
        for (const name of Object.keys(keys)) {
          ownDirs[name] = await fs.mkdtemp(path.join(os.tmpdir(), `storyloom-scaleout-${name}-`));
          cleanups.push(() => fs.rm(ownDirs[name]!, { recursive: true, force: true }));
        }
      }
      const envOf = (name: keyof typeof keys): Record<string, string> =>
        s3
          ? {
              STORAGE: 's3',
              S3_ENDPOINT: s3.endpoint,
              S3_BUCKET: s3.bucket,
              S3_REGION: s3.region,
              S3_ACCESS_KEY_ID: keys[name],
              S3_SECRET_ACCESS_KEY: secrets[keys[name]]!,
              DATA_DIR: ownDirs[name]!,
            }
          : {};

      // Both API processes start at once on the fresh database (migrations take an advisory lock).
      const running: RunningProcess[] = [];
      cleanups.push(() => Promise.all(running.map(stopProcess)));
      const [api1, api2] = await Promise.all([
        startApi(installation, { VIDEO_WORKERS: '0', ...envOf('api1') }),
        startApi(installation, { VIDEO_WORKERS: '0', ...envOf('api2') }),
      ]);
      running.push(api1, api2);
      const balancer = await startLoadBalancer([api1.origin, api2.origin]);
      cleanups.push(() => balancer.close());

      // Sign up and make a three-page narrated story through the one port: requests alternate between processes.
      const user = await signUp(balancer.origin);
      const api = through(balancer.origin, user.token);
      const { body: created } = await api<{ project_id: string }>('POST', '/projects/');
      const id = created.project_id;
      const reference = await sharp(await renderSampleScene(640, 480, 5))
        .jpeg()
        .toBuffer();
      await api<unknown>('POST', `/projects/${id}/approve-reference`, {
        image_base64: reference.toString('base64'),
        art_style: 'watercolor',
      });
      const { body: story } = await api<WrittenStory>('POST', `/projects/${id}/story`, {
        character_description: 'Pip, a small fox with a blue scarf',
        context: 'A snowy forest on the longest night of the year',
        story_type: 'childrens_bedtime_story',
        num_pages: 3,
        language: 'en',
      });
      const pages = story.story.story;
      const { body: audio } = await api<{ audio_files: string[] }>('POST', `/projects/${id}/audio`, {
        story_pages: pages.map((p) => ({ page: p.page_number, page_text: p.page_text })),
      });
      const images = [...story.generated_images].sort((a, b) => a.page_number - b.page_number).map((g) => g.signed_url);
      // An image written by one process is read back through both.
      for (const backend of [0, 1]) {
        const res = await fetch(`${balancer.origin}${images[0]}`, { headers: { [BACKEND_HEADER]: String(backend) } });
        expect(res.status).toBe(200);
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
      }
      expect(new Set(balancer.log.map((r) => r.backend))).toEqual(new Set([0, 1]));

      // A live stream on API process 2, before the render starts.
      const live = await openStream(api2.origin, user.token);
      cleanups.push(async () => live.close());
      await live.next((e) => e.event === 'ready', 10_000);

      // The render is started through API process 1 …
      const started = await api<Job>(
        'POST',
        `/projects/${id}/video/async`,
        { image_urls: images, audio_urls: audio.audio_files, include_text: false, transition_duration: 0 },
        0,
      );
      expect(started.servedBy).toBe(0);
      const jobId = started.body.job_id;
      // … and waits: neither API process works the queue.
      const waited = await api<Job>('GET', `/video/jobs/${jobId}/wait?timeout=3`, undefined, 1);
      expect(waited.body.status).toBe('pending');

      // The worker starts and renders it; the result is read through API process 2.
      const worker = await startWorker(installation, { VIDEO_WORKERS: '1', ...envOf('worker') });
      running.push(worker);
      let done = (await api<Job>('GET', `/video/jobs/${jobId}/wait?timeout=150`, undefined, 1)).body;
      if (done.status !== 'completed' && done.status !== 'failed') {
        done = (await api<Job>('GET', `/video/jobs/${jobId}/wait?timeout=150`, undefined, 1)).body;
      }
      expect(done, worker.output()).toMatchObject({ status: 'completed', progress: 100, error: null });
      const videoUrl = done.video_url!;
      const status = await api<Job>('GET', `/video/jobs/${jobId}/status`, undefined, 1);
      expect(status.servedBy).toBe(1);
      expect(status.body.video_url).toBe(videoUrl);

      // The worker's notification reached the stream open on API process 2.
      const note = await live.next((e) => e.event === 'notification' && e.data.notification?.type === 'video_completed', 15_000);
      expect(note.data.notification!.data).toMatchObject({ project_id: id, job_id: jobId });

      // The video downloads through API process 2: an MP4 as long as the job says, the same bytes as through process 1.
      const download = await fetch(`${balancer.origin}${videoUrl}`, { headers: { [BACKEND_HEADER]: '1' } });
      expect(download.status).toBe(200);
      expect(download.headers.get(BACKEND_HEADER)).toBe('1');
      expect(download.headers.get('content-type')).toBe('video/mp4');
      const video = Buffer.from(await download.arrayBuffer());
      const viaFirst = Buffer.from(
        await (await fetch(`${balancer.origin}${videoUrl}`, { headers: { [BACKEND_HEADER]: '0' } })).arrayBuffer(),
      );
      expect(viaFirst.equals(video)).toBe(true);
      const file = path.join(installation.dataDir, 'downloaded.mp4');
      await fs.writeFile(file, video);
      const duration = ffprobeDuration(file);
      expect(duration).toBeGreaterThan(3);
      expect(Math.abs(duration - done.duration_seconds!)).toBeLessThan(0.2);
      expect(Math.abs(video.length / 1024 / 1024 - done.file_size_mb!)).toBeLessThan(0.01);

      const key = mediaKeyOf(videoUrl);
      if (s3) {
        // Written to the bucket by the worker, read from it by API process 2; nothing went to any process's disk.
        expect(s3.objects.get(key)!.data.equals(video)).toBe(true);
        const touching = s3.requests.filter((r) => r.key === key);
        expect(touching.filter((r) => r.method === 'PUT').map((r) => r.accessKeyId)).toEqual([keys.worker]);
        expect(touching.some((r) => r.method === 'GET' && r.accessKeyId === keys.api2)).toBe(true);
        expect(s3.requests.filter((r) => r.status >= 400 && r.status !== 404)).toEqual([]);
        for (const dir of Object.values(ownDirs)) expect(await filesUnder(path.join(dir, 'media'))).toEqual([]);
        expect(await filesUnder(path.join(installation.dataDir, 'media'))).toEqual([]);
      } else {
        // One shared media folder holds the worker's file.
        const stored = await fs.readFile(path.join(installation.dataDir, 'media', key.slice(0, 2), key));
        expect(stored.equals(video)).toBe(true);
      }
      // Every proxied request was answered by a backend.
      expect(balancer.log.filter((r) => r.status === 502)).toEqual([]);
    }, 300_000);
  },
);
