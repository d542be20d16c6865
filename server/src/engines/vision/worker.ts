// Worker-thread entry of the vision engine: runs the models off the main thread (see ./index.ts).
import { parentPort } from 'node:worker_threads';
import { analysePixels, type RgbImage } from './analyse.ts';

parentPort!.on('message', (message: { id: number; image: RgbImage }) => {
  analysePixels(message.image).then(
    (analysis) => parentPort!.postMessage({ id: message.id, analysis }, [analysis.alpha.buffer as ArrayBuffer]),
    (error: unknown) =>
      parentPort!.postMessage({ id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
