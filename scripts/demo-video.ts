// `node scripts/demo-video.ts [out.mp4] [--animate]` (default docs/video/demo.mp4, or docs/video/demo-animated.mp4
// with --animate): renders a three-page story video with the embedded renderer (illustrator pages, flite narration,
// a synthesised music bed, Ken Burns motion, crossfades, captions, ducked music) so a person can watch it, and writes
// its thumbnail next to it. --animate animates every page with the embedded animator and the default prompt, each
// clip as long as its page's narration (3–12 s), as stage 3 does, from the page's layers (the hero breathes and
// blinks, stars twinkle, the lantern flickers); the animated demo's hero is a real photograph.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { animatePage, DEFAULT_ANIMATION_PROMPT } from '../server/src/engines/animation/index.ts';
import { makeThumbnail, renderVideo } from '../server/src/engines/render/index.ts';
import { prepareSampleStory } from '../server/src/engines/render/sample-story.ts';
import { probeDuration } from '../server/src/media/ffmpeg.ts';

// Shorter than the benchmark's pages so the file stays small enough to keep in the repository (< 3 MB).
const PAGES = [
  'Every evening Mia walked along the shore with her grey cat Pepper, listening to the waves.',
  'One night a tiny lantern floated out of the dark water. It glowed like a fallen star.',
  'Mia lifted the lantern high, and the moon smiled back at her. Then she hurried home to bed.',
];

const { positionals, values } = parseArgs({ allowPositionals: true, options: { animate: { type: 'boolean', default: false } } });
const output = resolve(positionals[0] ?? (values.animate ? 'docs/video/demo-animated.mp4' : 'docs/video/demo.mp4'));
const work = await mkdtemp(join(tmpdir(), 'demo-video-'));
try {
  const started = performance.now();
  // The animated demo stars a real photograph (public domain, server/test-fixtures/photos/README.md), so the hero
  // has a face to blink with.
  const reference = values.animate
    ? await readFile(new URL('../server/test-fixtures/photos/astronaut.jpg', import.meta.url))
    : undefined;
  const story = await prepareSampleStory(work, PAGES, { reference });
  console.log(`inputs: ${Math.round(performance.now() - started)} ms`);
  if (values.animate) {
    for (const [index, page] of story.pages.entries()) {
      const seconds = Math.min(12, Math.max(3, (await probeDuration(page.narration)) ?? 5));
      const t0 = performance.now();
      const clip = await animatePage({
        image: await readFile(page.image),
        prompt: DEFAULT_ANIMATION_PROMPT,
        durationSeconds: seconds,
        seed: index + 1,
        layers: story.layers[index],
      });
      const took = (performance.now() - t0) / 1000;
      const file = join(work, `page-${index + 1}.mp4`);
      await writeFile(file, clip.data);
      page.clip = file;
      console.log(
        `page ${index + 1}: ${clip.motion.camera}${clip.motion.parallax ? ' + parallax' : ''} ${clip.effects.join(' ')}, ` +
          `${clip.durationSeconds.toFixed(1)} s clip ` +
          `in ${took.toFixed(1)} s (${(clip.durationSeconds / took).toFixed(1)}× realtime)`,
      );
    }
  }
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
