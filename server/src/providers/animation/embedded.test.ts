import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { embeddedAnimationProvider } from './embedded.ts';

describe('embedded animation provider', () => {
  it('animates a page into an MP4 of the asked length', async () => {
    const image = await sharp({ create: { width: 480, height: 270, channels: 3, background: { r: 200, g: 150, b: 90 } } })
      .composite([{ input: Buffer.from('<svg width="480" height="270"><circle cx="240" cy="170" r="60" fill="#234"/></svg>') }])
      .png()
      .toBuffer();
    const clip = await embeddedAnimationProvider.animate({ image, prompt: 'zoom in', durationSeconds: 0.5, seed: 1 });
    expect(clip.contentType).toBe('video/mp4');
    expect(clip.durationSeconds).toBe(0.5);
    expect(clip.data.toString('latin1', 4, 8)).toBe('ftyp');
  });

  it('does not start when the request is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      embeddedAnimationProvider.animate({
        image: Buffer.alloc(0),
        prompt: 'x',
        durationSeconds: 1,
        seed: 1,
        signal: controller.signal,
      }),
    ).rejects.toThrow();
  });
});
