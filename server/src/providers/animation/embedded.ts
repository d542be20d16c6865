import { animatePage } from '../../engines/animation/index.ts';
import type { AnimationProvider } from './types.ts';

/**
 * The offline animator behind the AnimationProvider interface: camera moves and a parallax subject layer, 1280×720 at
 * 30 fps. It does not animate faces, so prompt words such as "blinking" only get the gentle movement.
 */
export const embeddedAnimationProvider: AnimationProvider = {
  name: 'embedded',
  async animate(request) {
    request.signal?.throwIfAborted();
    const clip = await animatePage({
      image: request.image,
      prompt: request.prompt,
      durationSeconds: request.durationSeconds,
      seed: request.seed,
      subject: request.subject,
    });
    return { data: clip.data, contentType: clip.contentType, durationSeconds: clip.durationSeconds, periodic: true };
  },
};
