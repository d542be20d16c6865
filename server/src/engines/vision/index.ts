/**
 * The vision engine: who is in a reference photo and where (`SubjectAnalysis`: a soft matte of the person, faces
 * with eyes and mouth, and whether the cut-out is clean enough to stand in a scene). The models run on one worker
 * thread, so a new photo never stalls the server's event loop; results are kept per photo (by content hash) for the
 * pages that follow. Set VISION_WORKERS=0 to run on the calling thread (same result).
 */
import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';

import { analysePixels, type RgbImage, type SubjectAnalysis } from './analyse.ts';

export { chooseKind, MATTE_SIDE } from './analyse.ts';
export type { Box01, Face, Point01, SubjectAnalysis } from './analyse.ts';

/** Photos are analysed at this size on the long side: the face models gain nothing above it. */
const ANALYSIS_SIDE = 1024;

interface Pending {
  resolve: (analysis: SubjectAnalysis) => void;
  reject: (error: Error) => void;
}

const state: { worker: Worker | null; pending: Map<number, Pending>; nextId: number } = {
  worker: null,
  pending: new Map(),
  nextId: 1,
};

function worker(): Worker {
  if (state.worker) return state.worker;
  const spawned = new Worker(new URL('./worker.ts', import.meta.url));
  spawned.unref();
  spawned.on('message', (message: { id: number; analysis?: SubjectAnalysis; error?: string }) => {
    const pending = state.pending.get(message.id);
    state.pending.delete(message.id);
    if (state.pending.size === 0) spawned.unref();
    if (message.analysis) pending?.resolve(message.analysis);
    else pending?.reject(new Error(`vision engine: ${message.error}`));
  });
  const fail = (error: Error) => {
    if (state.worker === spawned) state.worker = null;
    for (const pending of state.pending.values()) pending.reject(error);
    state.pending.clear();
  };
  spawned.on('error', fail);
  spawned.on('exit', (code) => fail(new Error(`vision worker exited with code ${code}`)));
  state.worker = spawned;
  return spawned;
}

function run(image: RgbImage): Promise<SubjectAnalysis> {
  if (process.env.VISION_WORKERS === '0') return analysePixels(image);
  return new Promise((resolve, reject) => {
    const id = state.nextId++;
    state.pending.set(id, { resolve, reject });
    const w = worker();
    w.ref();
    w.postMessage({ id, image }, [image.data.buffer as ArrayBuffer]);
  });
}

const cache = new Map<string, Promise<SubjectAnalysis>>();

/** Analyses a photo (any format sharp reads, EXIF orientation applied). */
export function analyseSubject(photo: Buffer): Promise<SubjectAnalysis> {
  const key = createHash('sha1').update(photo).digest('hex');
  let entry = cache.get(key);
  if (!entry) {
    entry = sharp(photo, { failOn: 'none' })
      .rotate()
      .resize(ANALYSIS_SIDE, ANALYSIS_SIDE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => run({ data: new Uint8Array(data), width: info.width, height: info.height }));
    cache.set(key, entry);
    entry.catch(() => cache.delete(key));
    while (cache.size > 16) cache.delete(cache.keys().next().value!);
  }
  return entry;
}
