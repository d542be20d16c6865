/**
 * A small pool of worker threads for the style recipes: the pixel work is plain JavaScript, so without workers three
 * style options would run one after another on the main thread and block the server meanwhile. With one worker per
 * core (two here) they run side by side; sharp's own decode, resize and encode already run on libuv threads.
 * Set STYLE_ENGINE_WORKERS=0 to run inline (same output, byte for byte).
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { renderStyleJob, type StyleJob } from './render.ts';

interface Pending {
  resolve: (pixels: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  /** The job it is running, or null when idle. */
  jobId: number | null;
}

interface Queued {
  id: number;
  job: StyleJob;
  pending: Pending;
}

/** The pool is process-wide, like sharp's thread pool: it is created on first use and never keeps the process alive. */
const state: { workers: PoolWorker[]; queue: Queued[]; pending: Map<number, Pending>; nextId: number; disabled: boolean } = {
  workers: [],
  queue: [],
  pending: new Map(),
  nextId: 1,
  disabled: false,
};

function poolSize(): number {
  const configured = process.env.STYLE_ENGINE_WORKERS;
  if (configured !== undefined && configured !== '') return Math.max(0, Math.floor(Number(configured)) || 0);
  return Math.max(1, Math.min(2, os.availableParallelism()));
}

function spawn(): PoolWorker {
  const worker = new Worker(new URL('./worker.ts', import.meta.url));
  const entry: PoolWorker = { worker, jobId: null };
  worker.on('message', (message: { id: number; pixels?: Uint8Array; error?: string }) => {
    const pending = state.pending.get(message.id);
    state.pending.delete(message.id);
    entry.jobId = null;
    // An idle worker must not keep the process alive; a busy one must.
    worker.unref();
    if (message.error !== undefined || !message.pixels) pending?.reject(new Error(`style engine: ${message.error}`));
    else pending?.resolve(message.pixels);
    dispatch();
  });
  worker.on('error', (error) => retire(entry, error));
  worker.on('exit', (code) => retire(entry, new Error(`style worker exited with code ${code}`)));
  return entry;
}

/** A crashed worker fails its job and is replaced on the next dispatch. */
function retire(entry: PoolWorker, error: Error): void {
  const index = state.workers.indexOf(entry);
  if (index < 0) return;
  state.workers.splice(index, 1);
  const pending = entry.jobId === null ? undefined : state.pending.get(entry.jobId);
  if (pending) {
    state.pending.delete(entry.jobId!);
    pending.reject(error);
  }
  dispatch();
}

function dispatch(): void {
  while (state.queue.length > 0) {
    let entry = state.workers.find((w) => w.jobId === null);
    if (!entry && state.workers.length < poolSize()) {
      entry = spawn();
      state.workers.push(entry);
    }
    if (!entry) return;
    const next = state.queue.shift()!;
    entry.jobId = next.id;
    entry.worker.ref();
    state.pending.set(next.id, next.pending);
    entry.worker.postMessage({ id: next.id, job: next.job }, [next.job.pixels.buffer as ArrayBuffer]);
  }
}

/** Runs a style job on the pool (or inline when workers are off or cannot start). */
export function runStyleJob(job: StyleJob): Promise<Uint8Array> {
  if (state.disabled || poolSize() === 0) return Promise.resolve(renderStyleJob(job));
  return new Promise((resolve, reject) => {
    state.queue.push({ id: state.nextId++, job, pending: { resolve, reject } });
    try {
      dispatch();
    } catch {
      // Workers unavailable here: run everything inline from now on.
      state.disabled = true;
      const queued = state.queue.splice(0);
      for (const q of queued) {
        try {
          q.pending.resolve(renderStyleJob(q.job));
        } catch (error) {
          q.pending.reject(error as Error);
        }
      }
    }
  });
}
