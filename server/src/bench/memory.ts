// `npm run bench -- memory`: the memory of the process that renders, while it renders. A preparation server makes the
// standard 3-page story and its narration through the API (its own peak is reported too: illustration and speech run
// there). Then the render runs in a freshly started process, sampled from /proc every 50 ms: VmRSS of that Node
// process and of its whole tree (ffmpeg), and its high-water mark (VmHWM, reset once it is ready). Two shapes:
//  - embedded PGlite (`npm start`): the one server process works the queue itself;
//  - PostgreSQL (DATABASE_URL set): an API-only process queues the render and `npm run worker` renders it.
// Goal: the rendering process ≤ 300 MB.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import sharp from 'sharp';
import {
  apiClient,
  createInstallation,
  signUp,
  startApi,
  startWorker,
  stopProcess,
  type Installation,
  type RunningProcess,
} from '../../../tests/quality/servers.ts';
import { renderSampleScene } from '../engines/style/scene.ts';
import { statFields } from './procStat.ts';

export interface MemoryBenchOptions {
  /** Sampling period. */
  intervalMs: number;
  /** A PostgreSQL server: then the worker shape is measured too. */
  databaseServer?: string;
  log: (line: string) => void;
}

interface ProcMemory {
  pid: number;
  name: string;
  rssKb: number;
  hwmKb: number;
}

async function procMemory(pid: number): Promise<ProcMemory | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { pid, name: /^Name:\s+(.*)$/m.exec(status)?.[1] ?? '?', rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
  } catch {
    return null; // gone between the listing and the read
  }
}

/** `root` and every process descended from it, from the parent ids in /proc/<pid>/stat. */
async function processTree(root: number): Promise<number[]> {
  const parents = new Map<number, number[]>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(statFields(await readFile(`/proc/${entry}/stat`, 'utf8'))[1]);
      const list = parents.get(ppid) ?? [];
      list.push(Number(entry));
      parents.set(ppid, list);
    } catch {
      // exited meanwhile
    }
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of parents.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;

/**
 * Waits until `pid`'s resident memory has held within 5 % for `windowMs` (at most `timeoutMs`): an embedded-PGlite
 * server can answer /api/health while V8 still optimises PGlite's largest wasm function in the background, a
 * start-up peak of about 0.5 GB for a second or two that is then given back (docs/quality.md, Memory). Returns the
 * highest RSS seen meanwhile and how long it took.
 */
async function settle(pid: number, { windowMs = 3000, timeoutMs = 30_000, intervalMs = 100 } = {}) {
  const started = performance.now();
  const recent: { at: number; kb: number }[] = [];
  let peakKb = 0;
  for (;;) {
    const now = performance.now();
    const kb = (await procMemory(pid))?.rssKb ?? 0;
    peakKb = Math.max(peakKb, kb);
    recent.push({ at: now, kb });
    while (recent.length > 0 && recent[0]!.at < now - windowMs) recent.shift();
    const held = now - started >= windowMs && Math.max(...recent.map((r) => r.kb)) <= 1.05 * Math.min(...recent.map((r) => r.kb));
    if (held || now - started > timeoutMs) return { peakKb, ms: now - started, settled: held };
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Samples `pid` and its descendants until stopped; returns the peaks. */
function sampleTree(pid: number, intervalMs: number) {
  let sampling = true;
  let ownPeak = 0;
  let treePeak = 0;
  let samples = 0;
  const childPeaks = new Map<string, number>();
  const running = (async () => {
    while (sampling) {
      const pids = await processTree(pid);
      const memories = (await Promise.all(pids.map(procMemory))).filter((m): m is ProcMemory => m !== null);
      const own = memories.find((m) => m.pid === pid);
      if (own) {
        samples++;
        ownPeak = Math.max(ownPeak, own.rssKb);
        treePeak = Math.max(
          treePeak,
          memories.reduce((sum, m) => sum + m.rssKb, 0),
        );
        for (const m of memories.filter((m) => m.pid !== pid)) {
          childPeaks.set(m.name, Math.max(childPeaks.get(m.name) ?? 0, m.hwmKb, m.rssKb));
        }
      }
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();
  return {
    async stop() {
      sampling = false;
      await running;
      const hwm = (await procMemory(pid))?.hwmKb ?? 0;
      return { ownPeakKb: Math.max(ownPeak, hwm), treePeakKb: treePeak, samples, childPeaks };
    },
  };
}

/** Resets a process's VmHWM to its current RSS (Linux ≥ 4.0): the high-water mark then covers what follows. */
const resetHighWater = (pid: number) =>
  writeFile(`/proc/${pid}/clear_refs`, '5').then(
    () => true,
    () => false,
  );

type Api = ReturnType<typeof apiClient>;

/** The standard 3-page story with narration, through the API; returns the render request. */
async function prepareStory(api: Api) {
  const { project_id: id } = await api<{ project_id: string }>('POST', '/projects/');
  const reference = await sharp(await renderSampleScene(640, 480, 3))
    .jpeg()
    .toBuffer();
  await api('POST', `/projects/${id}/approve-reference`, {
    image_base64: reference.toString('base64'),
    art_style: 'children_book',
  });
  const story = await api<{
    story: { story: { page_number: number; page_text: string }[] };
    generated_images: { signed_url: string }[];
  }>('POST', `/projects/${id}/story`, {
    character_description: 'Mia, a curious girl',
    context: 'A quiet village by the sea',
    story_type: 'childrens_story',
    num_pages: 3,
    language: 'en',
  });
  const audio = await api<{ audio_files: string[] }>('POST', `/projects/${id}/audio`, {
    story_pages: story.story.story.map((p) => ({ page: p.page_number, page_text: p.page_text })),
  });
  return { id, request: { image_urls: story.generated_images.map((g) => g.signed_url), audio_urls: audio.audio_files } };
}

interface ShapeResult {
  shape: string;
  renderPeakMb: number;
}

/** One deployment shape: prepare with one process, render in a fresh one, sampled. */
async function measureShape(
  options: MemoryBenchOptions,
  installation: Installation,
  shape: 'embedded' | 'worker',
): Promise<ShapeResult> {
  const { log } = options;
  const label = shape === 'embedded' ? 'embedded PGlite, `npm start` renders' : 'PostgreSQL, `npm run worker` renders';
  // The first start creates the database; preparation runs in it, sampled for information.
  let prep: RunningProcess | undefined = await startApi(installation, {
    VIDEO_WORKERS: shape === 'embedded' ? '1' : '0',
  });
  let renderer: RunningProcess | undefined;
  try {
    const prepSampler = sampleTree(prep.child.pid!, options.intervalMs);
    const user = await signUp(prep.origin);
    const prepared = await prepareStory(apiClient(prep.origin, user.token));
    const prepPeaks = await prepSampler.stop();
    log(`${label}: preparation process (illustration, speech) peak ${mb(prepPeaks.ownPeakKb)}, tree ${mb(prepPeaks.treePeakKb)}`);

    let api: Api;
    if (shape === 'embedded') {
      await stopProcess(prep);
      prep = undefined;
      renderer = await startApi(installation, { VIDEO_WORKERS: '1' });
      api = apiClient(renderer.origin, user.token);
    } else {
      renderer = await startWorker(installation);
      api = apiClient(prep.origin, user.token);
    }
    const pid = renderer.child.pid!;
    const answering = (await procMemory(pid))!;
    // The render is measured once start-up has settled; what start-up itself took is reported beside it.
    const startup = await settle(pid);
    const ready = (await procMemory(pid))!;
    log(
      `${label}: rendering process answering at RSS ${mb(answering.rssKb)}; start-up ${startup.settled ? 'settled' : 'still moving'} ` +
        `${(startup.ms / 1000).toFixed(1)} s later at ${mb(ready.rssKb)} (highest meanwhile ${mb(startup.peakKb)})`,
    );
    const reset = await resetHighWater(pid);
    const sampler = sampleTree(pid, options.intervalMs);
    const started = performance.now();
    const job = await api<{ job_id: string }>('POST', `/projects/${prepared.id}/video/async`, prepared.request);
    const done = await api<{ status: string }>('GET', `/video/jobs/${job.job_id}/wait?timeout=300`);
    const seconds = (performance.now() - started) / 1000;
    if (done.status !== 'completed') throw new Error(`render ended ${done.status}: ${JSON.stringify(done)}`);
    const peaks = await sampler.stop();
    log(
      `${label}: rendering process ready at RSS ${mb(ready.rssKb)} (start-up VmHWM ${mb(ready.hwmKb)}${reset ? ', reset' : ', not reset'}); ` +
        `render ${seconds.toFixed(1)} s, ${peaks.samples} samples`,
    );
    log(
      `${label}: rendering process peak ${mb(peaks.ownPeakKb)}; with its children ${mb(peaks.treePeakKb)} ` +
        `(children's own peaks: ${[...peaks.childPeaks].map(([name, kb]) => `${name} ${mb(kb)}`).join(', ') || 'none'})`,
    );
    const peakMb = peaks.ownPeakKb / 1024;
    log(`${label}: goal ≤ 300 MB: ${peakMb <= 300 ? 'met' : 'NOT met'}`);
    return { shape: label, renderPeakMb: peakMb };
  } finally {
    if (renderer) await stopProcess(renderer).catch(() => {});
    if (prep) await stopProcess(prep).catch(() => {});
  }
}

export async function benchMemory(options: MemoryBenchOptions) {
  options.log(
    `${os.cpus().length} cores; Node ${process.version}; processes started by scripts/run-server; sampling every ${options.intervalMs} ms`,
  );
  const results: ShapeResult[] = [];
  const shapes: [string | undefined, 'embedded' | 'worker'][] = [[undefined, 'embedded']];
  if (options.databaseServer) shapes.push([options.databaseServer, 'worker']);
  for (const [server, shape] of shapes) {
    const installation = await createInstallation(server);
    try {
      results.push(await measureShape(options, installation, shape));
    } finally {
      await installation.remove();
    }
  }
  return results;
}
