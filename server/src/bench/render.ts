// The embedded video renderer on the standard 3-page story: illustrator pages, flite narration (40–60 words a page),
// a 30 s music bed; Ken Burns, crossfades, captions and ducked music, 1280×720 at 30 fps.
// Ceiling in the same run: decode the finished video's own frames (-an) and re-encode them with the same x264
// settings, i.e. what the x264 encode alone costs for exactly this picture content. Then the same story with every
// page animated from its layers (default prompt, clip = narration): the clips' speed and the render against its own
// ceiling.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';

import { probeDuration } from '../media/ffmpeg.ts';
import { animatePage, DEFAULT_ANIMATION_PROMPT } from '../engines/animation/index.ts';
import { renderVideo, VIDEO_CODEC, type RenderPage } from '../engines/render/index.ts';
import { prepareSampleStory } from '../engines/render/sample-story.ts';
import { statFields, TICKS_PER_SECOND } from './procStat.ts';

export interface RenderBenchOptions {
  /** Timed renders (each followed by its ceiling run). */
  runs: number;
  log: (line: string) => void;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

/** CPU seconds (user + system) used by this process's finished children, where /proc tells (Linux). */
function childrenCpuSeconds(): number | null {
  try {
    const fields = statFields(readFileSync('/proc/self/stat', 'utf8'));
    return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

function encodeCeiling(video: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = ['-hide_banner', '-v', 'error', '-nostdin', '-i', video, '-an', ...VIDEO_CODEC, '-f', 'null', '-'];
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'], timeout: 600_000 });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ceiling encode failed: ${stderr}`))));
  });
}

interface Measured {
  video: Awaited<ReturnType<typeof renderVideo>>;
  render: number;
  ceiling: number;
  realtime: number;
  ratio: number;
}

export async function benchRender(options: RenderBenchOptions) {
  const { log } = options;
  const dir = await mkdtemp(join(os.tmpdir(), 'bench-render-'));
  try {
    const prepared = performance.now();
    const story = await prepareSampleStory(dir);
    const narration = await Promise.all(story.pages.map((page) => probeDuration(page.narration)));
    log(
      `${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; inputs (${Math.round(performance.now() - prepared)} ms): 3 illustrator pages 1920×1080 JPEG ` +
        `(children_book), flite narration ${narration.map((s) => s!.toFixed(1)).join(' + ')} s, 30 s music bed`,
    );

    const measure = async (pages: RenderPage[], label: string): Promise<Measured> => {
      const output = join(dir, `${label}.mp4`);
      const renders: number[] = [];
      const ceilings: number[] = [];
      const renderCpu: number[] = [];
      const ceilingCpu: number[] = [];
      let result: Awaited<ReturnType<typeof renderVideo>> | null = null;
      for (let run = 0; run < options.runs; run++) {
        const cpu0 = childrenCpuSeconds();
        const t0 = performance.now();
        result = await renderVideo({ pages, music: story.music, includeText: true, output, workDir: dir });
        const t1 = performance.now();
        const cpu1 = childrenCpuSeconds();
        await encodeCeiling(output);
        const t2 = performance.now();
        const cpu2 = childrenCpuSeconds();
        renders.push((t1 - t0) / 1000);
        ceilings.push((t2 - t1) / 1000);
        if (cpu0 !== null && cpu1 !== null && cpu2 !== null) {
          renderCpu.push(cpu1 - cpu0);
          ceilingCpu.push(cpu2 - cpu1);
        }
      }
      const video = result!;
      const render = median(renders);
      const ceiling = median(ceilings);
      const realtime = video.durationSeconds / render;
      const ratio = ceiling / render;
      log(
        `${label} video: ${video.durationSeconds.toFixed(2)} s ${video.width}×${video.height} 30 fps, ` +
          `${(video.sizeBytes / 1e6).toFixed(2)} MB (ffmpeg ${video.ffmpegVersion ?? '?'})`,
      );
      log(
        `${label} render: median ${render.toFixed(2)} s (min ${Math.min(...renders).toFixed(2)}, max ${Math.max(...renders).toFixed(2)}, ` +
          `${options.runs} runs) = ${realtime.toFixed(1)}× realtime; goal 4×: ${realtime >= 4 ? 'met' : 'NOT met'}`,
      );
      log(
        `${label} encode-only ceiling (decode this video, -an, re-encode ${VIDEO_CODEC.slice(2).join(' ')}): median ` +
          `${ceiling.toFixed(2)} s = ${(video.durationSeconds / ceiling).toFixed(1)}× realtime`,
      );
      log(`${label} ceiling / render = ${ratio.toFixed(2)}; goal ≥ 0.8: ${ratio >= 0.8 ? 'met' : 'NOT met'}`);
      if (renderCpu.length > 0)
        log(
          `${label} CPU (user + sys of the ffmpeg/ffprobe processes, less sensitive to other load): render ` +
            `${median(renderCpu).toFixed(1)} s, ceiling ${median(ceilingCpu).toFixed(1)} s, ratio ` +
            `${(median(ceilingCpu) / median(renderCpu)).toFixed(2)}`,
        );
      return { video, render, ceiling, realtime, ratio };
    };

    const still = await measure(story.pages, 'still');

    // Animated: every page animated from its layers for as long as its narration (as stage 3 does), then rendered.
    const clipRates: number[] = [];
    const animatedPages: RenderPage[] = [];
    for (const [index, page] of story.pages.entries()) {
      const seconds = Math.min(12, Math.max(3, narration[index] ?? 5));
      const t0 = performance.now();
      const clip = await animatePage({
        image: readFileSync(page.image),
        prompt: DEFAULT_ANIMATION_PROMPT,
        durationSeconds: seconds,
        seed: index + 1,
        layers: story.layers[index],
      });
      const took = (performance.now() - t0) / 1000;
      clipRates.push(clip.durationSeconds / took);
      const file = join(dir, `clip-${index + 1}.mp4`);
      await writeFile(file, clip.data);
      animatedPages.push({ ...page, clip: file });
      log(
        `page ${index + 1} clip (${clip.effects.join(' ')}; ${clip.motion.camera}): ${clip.durationSeconds.toFixed(1)} s ` +
          `1280×720 30 fps in ${took.toFixed(2)} s = ${(clip.durationSeconds / took).toFixed(1)}× realtime`,
      );
    }
    const clipRate = median(clipRates);
    log(`animated page clips: median ${clipRate.toFixed(1)}× realtime; goal ≥ 2×: ${clipRate >= 2 ? 'met' : 'NOT met'}`);
    const animated = await measure(animatedPages, 'animated');
    const { video, render, ceiling, realtime, ratio } = still;
    return { video, render, ceiling, realtime, ratio, animated, clipRate };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
