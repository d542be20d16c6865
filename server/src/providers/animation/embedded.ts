import { animatePage } from '../../engines/animation/index.ts';
import type { AnimationProvider } from './types.ts';

/**
 * The offline animator behind the AnimationProvider interface, 1280×720 at 30 fps: on pages with layers the hero
 * breathes and blinks, clouds drift, stars twinkle, lamps flicker and snow or rain falls under a camera move; on older
 * pages a person the vision engine finds breathes and blinks, and other pictures get a camera move with parallax.
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
      layers: request.layers,
    });
    return { data: clip.data, contentType: clip.contentType, durationSeconds: clip.durationSeconds, periodic: true };
  },
};
