// Faults: the server killed hard (SIGKILL, no shutdown hooks) during a payment confirmation, during a story generation
// and during a render. After each restart the work completes once or is undone, the ledger balances, and no file is
// left without its row: `npm run check:consistency` against the stopped installation (no grace for work in flight)
// reports 0 problems. Real processes on loopback; embedded PGlite, and the PostgreSQL server too when DATABASE_URL is
// set. The rules read from the code: a payment credits once whoever confirms it and however often
// (payments/service.ts); a story's charges stand only for what was delivered — an interrupted run is refunded and
// its page images removed by the sweep (workflow/runs.ts); a render restarts and completes once (video/worker.ts).
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSampleScene } from '../../../server/src/engines/style/scene.ts';
import {
  apiClient,
  createInstallation,
  killHard,
  ROOT,
  signUp,
  startApi,
  stopProcess,
  type Installation,
  type RunningProcess,
} from '../servers.ts';

const targets = [
  { name: 'embedded PGlite', databaseServer: undefined as string | undefined },
  ...(process.env.DATABASE_URL ? [{ name: 'PostgreSQL server', databaseServer: process.env.DATABASE_URL }] : []),
];

const STORY_PAGES = 3;
/** 1 credit per page of text + 5 per page image (credits/prices.ts). */
const STORY_COST = STORY_PAGES * (1 + 5);
const STORY_REQUEST = {
  character_description: 'Mia, a curious girl with a red scarf',
  context: 'A quiet village by the sea',
  story_type: 'childrens_story',
  num_pages: STORY_PAGES,
  language: 'en',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs: number, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** Files in the media folder (finished blobs; partial writes end in .part). */
async function mediaFiles(installation: Installation): Promise<string[]> {
  const root = path.join(installation.dataDir, 'media');
  const found: string[] = [];
  for (const dir of await fs.readdir(root).catch(() => [] as string[])) {
    for (const file of await fs.readdir(path.join(root, dir)).catch(() => [] as string[])) found.push(file);
  }
  return found;
}

/** `npm run check:consistency` against the installation (stopped, on PGlite), with no grace for work in flight. */
function checkConsistency(installation: Installation): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['server/src/cli/consistency.ts', '--grace-minutes', '0'], {
      cwd: ROOT,
      env: { ...process.env, ...installation.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe.each(targets)('the server killed hard ($name)', ({ databaseServer }) => {
  let installation: Installation;
  let server: RunningProcess;
  let user: Awaited<ReturnType<typeof signUp>>;
  let projectId: string;
  const started = Date.now();

  const api = () => apiClient(server.origin, user.token);
  const balance = async () => (await api()<{ credits_balance: number }>('GET', '/credits')).credits_balance;

  /** Kills the server without warning and starts a new process on the same installation. */
  async function crashAndRestart() {
    await killHard(server);
    server = await startApi(installation);
  }

  /** Stops the server cleanly, checks the installation, and starts it again. */
  async function expectConsistent() {
    await stopProcess(server);
    const { code, output } = await checkConsistency(installation);
    expect(output.trim().split('\n').at(-1), output).toBe('0 problems');
    expect(code).toBe(0);
    server = await startApi(installation);
  }

  beforeAll(async () => {
    installation = await createInstallation(databaseServer);
    server = await startApi(installation);
    user = await signUp(server.origin);
    ({ project_id: projectId } = await api()<{ project_id: string }>('POST', '/projects/'));
    const reference = await sharp(await renderSampleScene(640, 480, 3))
      .jpeg()
      .toBuffer();
    await api()('POST', `/projects/${projectId}/approve-reference`, {
      image_base64: reference.toString('base64'),
      art_style: 'realistic',
    });
  }, 120_000);
  afterAll(async () => {
    if (server) await stopProcess(server).catch(() => {});
    await installation?.remove();
    console.log(`faults (${databaseServer ? 'PostgreSQL' : 'PGlite'}): ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });

  it('a payment confirmed around a crash is credited exactly once', async () => {
    const before = await balance();
    const pay = async () => {
      const { session_id: sessionId } = await api()<{ session_id: string }>('POST', '/purchase-credits', {
        package_id: 'starter',
      });
      const paid = await fetch(`${server.origin}/checkout/test/${sessionId}/pay`, { method: 'POST', redirect: 'manual' });
      expect(paid.status).toBe(303);
      return sessionId;
    };
    const confirm = (sessionId: string) =>
      api()<{ success: boolean; credits_added: number | null; new_balance: number | null }>('POST', '/payment-success', {
        session_id: sessionId,
      });

    // (1) Paid at the provider, killed before the buyer came back: the confirmation after the restart credits it.
    const first = await pay();
    await crashAndRestart();
    expect(await confirm(first)).toMatchObject({ success: true, credits_added: 100, new_balance: before + 100 });

    // (2) Killed while confirmations are in flight (sent, then the process dies a moment later): either they
    // committed or nothing did; the replays after the restart credit what is missing, once.
    const second = await pay();
    const inFlight = [confirm(second), confirm(second), confirm(second)].map((p) => p.catch(() => null));
    await sleep(5);
    await crashAndRestart();
    await Promise.all(inFlight);
    for (let i = 0; i < 3; i++) {
      expect(await confirm(second)).toMatchObject({ success: true, credits_added: 100, new_balance: before + 200 });
    }
    expect(await confirm(first)).toMatchObject({ success: true, new_balance: before + 200 });
    const history = await api()<{ transactions: { type: string; amount: number }[] }>('GET', '/credit-transactions?limit=100');
    expect(history.transactions.filter((t) => t.type === 'purchase')).toEqual([
      expect.objectContaining({ amount: 100 }),
      expect.objectContaining({ amount: 100 }),
    ]);
    await expectConsistent();
  });

  it('a story generation killed mid-way is refunded, leaves no files, and a retry works', async () => {
    const before = await balance();
    const filesBefore = await mediaFiles(installation);
    const running = api()('POST', `/projects/${projectId}/story`, STORY_REQUEST).catch((error: Error) => error);
    // Charged up front, then the pages are drawn and stored one by one: kill once the first page image is stored.
    await until('the story to be charged', async () => (await balance()) === before - STORY_COST, 60_000, 50);
    await until(
      'a page image to be stored',
      async () => (await mediaFiles(installation)).length > filesBefore.length,
      60_000,
      20,
    );
    await crashAndRestart();
    expect(await running).toBeInstanceOf(Error);

    // The sweep gives back everything the interrupted run charged and removes its images.
    await until('the interrupted run to be refunded', async () => (await balance()) === before, 90_000, 250);
    expect((await mediaFiles(installation)).sort()).toEqual([...filesBefore].sort());
    const unchanged = await api()<{
      project: { current_stage: number };
      story: unknown;
      files: { generated_images: unknown[] };
    }>('GET', `/projects/${projectId}/data`);
    expect(unchanged).toMatchObject({ project: { current_stage: 2 }, story: null, files: { generated_images: [] } });
    const refunds = (
      await api()<{ transactions: { type: string; amount: number }[] }>('GET', '/credit-transactions?limit=100')
    ).transactions.filter((t) => t.type === 'refund');
    expect(refunds.reduce((sum, t) => sum + t.amount, 0)).toBe(STORY_COST);

    // The project is usable: a retry writes and illustrates the story and keeps its charge.
    const story = await api()<{ story: { story: unknown[] }; generated_images: unknown[]; failed_pages: number[] }>(
      'POST',
      `/projects/${projectId}/story`,
      STORY_REQUEST,
    );
    expect(story.story.story).toHaveLength(STORY_PAGES);
    expect(story.generated_images).toHaveLength(STORY_PAGES);
    expect(await balance()).toBe(before - STORY_COST);
    await expectConsistent();
  });

  it('a render killed mid-way completes once after the restart', async () => {
    const data = await api()<{
      files: { generated_images: { signed_url: string }[] };
      story: { story_data: { page_number: number; page_text: string }[] };
    }>('GET', `/projects/${projectId}/data`);
    const pages = data.story.story_data;
    expect(pages).toHaveLength(STORY_PAGES);
    const audio = await api()<{ audio_files: unknown[] }>('POST', `/projects/${projectId}/audio`, {
      story_pages: pages.map((p) => ({ page: p.page_number, page_text: p.page_text })),
    });
    const job = await api()<{ job_id: string; status: string }>('POST', `/projects/${projectId}/video/async`, {
      image_urls: data.files.generated_images.map((g) => g.signed_url),
      audio_urls: audio.audio_files,
    });
    await until(
      'the render to start',
      async () => (await api()<{ status: string }>('GET', `/video/jobs/${job.job_id}/status`)).status === 'processing',
      60_000,
      50,
    );
    await crashAndRestart();

    const done = await api()<{ status: string; progress: number }>('GET', `/video/jobs/${job.job_id}/wait?timeout=150`);
    expect(done, server.output()).toMatchObject({ status: 'completed', progress: 100 });
    const after = await api()<{ files: { video: unknown[] } }>('GET', `/projects/${projectId}/files`);
    expect(after.files.video).toHaveLength(1);
    const notes = (await api()<{ notifications: { type: string }[] }>('GET', '/notifications/?limit=100')).notifications;
    expect(notes.filter((n) => n.type === 'video_completed')).toHaveLength(1);
    expect(notes.filter((n) => n.type === 'video_failed')).toHaveLength(0);
    await expectConsistent();
  }, 240_000);
});
