// Worker-thread entry of the style pool: runs style jobs off the main thread (see ./pool.ts).
import { parentPort } from 'node:worker_threads';
import { renderStyleJob, type StyleJob } from './render.ts';

parentPort!.on('message', (message: { id: number; job: StyleJob }) => {
  try {
    const pixels = renderStyleJob(message.job);
    parentPort!.postMessage({ id: message.id, pixels }, [pixels.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
