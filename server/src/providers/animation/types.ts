import type { SubjectBox } from '../../engines/animation/index.ts';
import type { PageLayers } from '../../engines/illustrator/layers.ts';

/** One page to animate. */
export interface AnimationRequest {
  /** The page image (any format sharp reads), 16:9. */
  image: Buffer;
  /** What should move ("add slight movement and characters blinking"). */
  prompt: string;
  /** Wanted clip length; a remote model may round it to the lengths it supports. */
  durationSeconds: number;
  seed: number;
  /** Where the page's subject is (fractions of the image), when the caller knows it; the embedded engine uses it. */
  subject?: SubjectBox | null;
  /** The page's layers, when the embedded illustrator drew it; the embedded engine animates its parts. */
  layers?: PageLayers | null;
  /** Stops waiting (and polling) when aborted. */
  signal?: AbortSignal;
}

export interface AnimationClip {
  /** MP4 (H.264). */
  data: Buffer;
  contentType: 'video/mp4';
  /** The clip's real length. */
  durationSeconds: number;
  /**
   * True when the last frame leads back into the first (the embedded engine's moves are periodic), so the render
   * may loop it under a longer page; other clips are made to ping-pong before they are stored.
   */
  periodic?: boolean;
}

/** Where page animations come from: the embedded engine by default, a Seedance-style video model by configuration. */
export interface AnimationProvider {
  readonly name: string;
  animate(request: AnimationRequest): Promise<AnimationClip>;
}
