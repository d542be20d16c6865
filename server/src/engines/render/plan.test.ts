import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { animatePage } from '../animation/index.ts';
import { sampleReference } from '../illustrator/sample-reference.ts';
import { captionLayout, splitCaption, timeCaptions } from './captions.ts';
import { buildFiltergraph, kenBurns, motionForPage } from './filtergraph.ts';
import { captionFontMetrics } from './font.ts';
import { isNativeClip } from './inputs.ts';
import { expectedDuration, planTimeline } from './timeline.ts';

describe('timeline', () => {
  it('holds each page for its narration plus the pad and adds one crossfade between pages', () => {
    expect(expectedDuration([2, 2.5, 3], 0.7, 0.6)).toBeCloseTo(2.6 + 3.1 + 3.6 + 2 * 0.7, 6);
    // Rounded up to whole frames, never down: the narration always fits its slot.
    expect(expectedDuration([1.01], 0.7, 0)).toBeCloseTo(31 / 30, 9);
  });

  it('starts each narration on the first frame its page is fully visible, on the same grid as the pictures', () => {
    const timeline = planTimeline([2, 2.5, 3], 0.7, 0.6, 30);
    expect(timeline.transitionFrames).toBe(21);
    expect(timeline.pages.map((page) => page.holdFrames)).toEqual([78, 93, 108]);
    expect(timeline.pages.map((page) => page.holdStart)).toEqual([0, 99, 213]);
    // The picture stream starts with the incoming crossfade; audio slots tile the timeline exactly.
    expect(timeline.pages.map((page) => page.clipStart)).toEqual([0, 78, 192]);
    expect(timeline.pages.map((page) => page.clipFrames)).toEqual([99, 135, 129]);
    const slots = timeline.pages.reduce((sum, page) => sum + page.audioFrames, 0);
    expect(slots).toBe(timeline.totalFrames);
    expect(timeline.totalFrames).toBe(321);
  });
});

describe('captions', () => {
  const metrics = captionFontMetrics();
  const layout = captionLayout(1280, 720);

  it('bundles a font that covers Croatian letters', () => {
    expect(metrics.covers('čćđšž ČĆĐŠŽ')).toBe(true);
    expect(metrics.measure('đ', 40)).toBeGreaterThan(10);
  });

  it('cuts page text into cues of at most two lines that fit 80% of the width, preferring sentence ends', () => {
    const text =
      'Once upon a time, in a small village by the sea, there lived a curious girl named Mia. Every evening she ' +
      'walked along the shore with her grey cat Pepper, collecting shells and listening to the waves whisper ' +
      'secrets about faraway lands and hidden treasures.';
    const cues = splitCaption(text, metrics, layout);
    expect(cues.length).toBeGreaterThanOrEqual(2);
    for (const lines of cues) {
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(metrics.measure(line, layout.fontSize)).toBeLessThanOrEqual(layout.maxLineWidth);
    }
    expect(cues[0]!.join(' ')).toBe('Once upon a time, in a small village by the sea, there lived a curious girl named Mia.');
    expect(cues.flat().join(' ')).toBe(text);
    // A long sentence is shared out evenly: no cue left with an orphan word or two.
    for (const lines of cues) expect(lines.join(' ').split(' ').length).toBeGreaterThan(3);
  });

  it('spreads the cues over the narration and keeps the last one until the page fades', () => {
    const lines = splitCaption('Jedan. Dva tri četiri pet šest sedam osam devet deset jedanaest. Kraj.', metrics, layout);
    const cues = timeCaptions([{ cues: lines, firstCell: 4, start: 30, end: 120, narrationFrames: 60 }]);
    expect(cues.map((cue) => cue.cell)).toEqual(lines.map((_, i) => 4 + i));
    expect(cues[0]!.start).toBe(30);
    expect(cues.at(-1)!.end).toBe(120);
    for (let i = 1; i < cues.length; i++) expect(cues[i]!.start).toBe(cues[i - 1]!.end);
    expect(cues[0]!.fadeIn && cues.at(-1)!.fadeOut).toBe(true);
  });
});

describe('filtergraph', () => {
  it('alternates zoom-in, pan, zoom-out and pan; pans move in whole pixels at a steady rhythm', () => {
    expect([0, 1, 2, 3, 4].map(motionForPage)).toEqual(['zoom-in', 'pan-right', 'zoom-out', 'pan-left', 'zoom-in']);
    expect(kenBurns('pan-right', 100, 1280, 720, 30)).toMatch(/^crop=1280:720:x='\d+\+n'/);
    expect(kenBurns('pan-left', 640, 1280, 720, 30)).toMatch(/^crop=1280:720:x='\d+-floor\(n\/2\)'/);
    // At most 4% a second: 0.2 over 5 s or more, less on shorter pages.
    expect(kenBurns('zoom-in', 150, 1280, 720, 30)).toContain("scale=w='round(1280*(1+0.2*n/149))'");
    expect(kenBurns('zoom-out', 75, 1280, 720, 30)).toContain("scale=w='round(1280*(1+0.1-0.1*n/74))'");
  });

  it('decodes each still once, crossfades only the overlaps and pins yuv420p around xfade', () => {
    const timeline = planTimeline([2, 2.5, 3], 0.7, 0.6, 30);
    const graph = buildFiltergraph({
      width: 1280,
      height: 720,
      timeline,
      pages: [0, 1, 2].map((input) => ({ input, kind: 'still' as const, narration: 3 + input, narrationGain: 0 })),
      music: { input: 6, gain: -3 },
      captions: null,
    });
    expect(graph.match(/loop=loop=/g)).toHaveLength(3);
    expect(graph.match(/xfade=/g)).toHaveLength(2);
    expect(graph).toContain('concat=n=5:v=1:a=0,format=yuv420p[vout]');
    expect(graph).toContain('sidechaincompress=');
    expect(graph).toContain('amix=inputs=2');
    expect(graph).toContain('alimiter=limit=0.794');
    expect(graph).not.toContain('loudnorm');
    // A single page without a crossfade: no split, no xfade.
    const single = buildFiltergraph({
      width: 320,
      height: 180,
      timeline: planTimeline([1], 0, 0, 30),
      pages: [{ input: 0, kind: 'still', narration: 1, narrationGain: 0 }],
      music: null,
      captions: null,
    });
    expect(single).not.toMatch(/split|xfade|concat=n=1:v=1/);
  });

  it('converts a clip only when it is not already in the video format', () => {
    const graph = (native: boolean) =>
      buildFiltergraph({
        width: 1280,
        height: 720,
        timeline: planTimeline([2], 0, 0, 30),
        pages: [{ input: 0, kind: 'clip', native, narration: 1, narrationGain: 0 }],
        music: null,
        captions: null,
      });
    expect(graph(false)).toMatch(/\[0:v\]fps=30,scale=1280:720/);
    expect(graph(true)).toMatch(/\[0:v\]fps=30,setsar=1,format=yuv420p,trim/);
    expect(graph(true)).not.toMatch(/\[0:v\][^;]*scale=/);
  });
});

describe('isNativeClip', () => {
  it("knows the embedded animator's clips and nothing else", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'native-clip-'));
    try {
      const file = join(dir, 'clip.mp4');
      const clip = await animatePage({ image: await sampleReference(), seed: 1, durationSeconds: 0.5, width: 320, height: 180 });
      await writeFile(file, clip.data);
      expect(await isNativeClip(file, 320, 180, 30)).toBe(true);
      expect(await isNativeClip(file, 1280, 720, 30)).toBe(false);
      expect(await isNativeClip(file, 320, 180, 25)).toBe(false);
      expect(await isNativeClip(join(dir, 'missing.mp4'), 320, 180, 30)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
