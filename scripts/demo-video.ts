// `node scripts/demo-video.ts [out.mp4]` (default docs/video/demo.mp4): renders a three-page story video with the
// embedded renderer (illustrator pages, flite narration, a synthesised music bed, Ken Burns motion, crossfades,
// captions, ducked music) so a person can watch it, and writes its thumbnail next to it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { makeThumbnail, renderVideo } from '../server/src/engines/render/index.ts';
import { prepareSampleStory } from '../server/src/engines/render/sample-story.ts';

// Shorter than the benchmark's pages so the file stays small enough to keep in the repository (< 3 MB).
const PAGES = [
  'Every evening Mia walked along the shore with her grey cat Pepper, listening to the waves.',
  'One night a tiny lantern floated out of the dark water. It glowed like a fallen star.',
  'Mia lifted the lantern high, and the moon smiled back at her. Then she hurried home to bed.',
];

const { positionals } = parseArgs({ allowPositionals: true });
const output = resolve(positionals[0] ?? 'docs/video/demo.mp4');
const work = await mkdtemp(join(tmpdir(), 'demo-video-'));
try {
  const started = performance.now();
  const story = await prepareSampleStory(work, PAGES);
  console.log(`inputs: ${Math.round(performance.now() - started)} ms`);
  let shown = -10;
  const rendered = performance.now();
  const result = await renderVideo(
    { pages: story.pages, music: story.music, includeText: true, output, workDir: work },
    {
      onProgress: (percent) => {
        if (percent < shown + 10 && percent < 100) return;
        shown = percent;
        console.log(`render: ${Math.floor(percent)}%`);
      },
    },
  );
  const seconds = (performance.now() - rendered) / 1000;
  const thumbnail = output.replace(/\.mp4$/i, '') + '-thumbnail.jpg';
  await writeFile(thumbnail, await makeThumbnail(output));
  console.log(
    `${output}: ${result.durationSeconds.toFixed(2)} s, ${result.width}×${result.height}, ` +
      `${(result.sizeBytes / 1e6).toFixed(2)} MB, rendered in ${seconds.toFixed(1)} s ` +
      `(${(result.durationSeconds / seconds).toFixed(1)}× realtime, ffmpeg ${result.ffmpegVersion ?? '?'})`,
  );
  console.log(`thumbnail: ${thumbnail}`);
} finally {
  await rm(work, { recursive: true, force: true });
}
