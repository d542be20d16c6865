/**
 * The pixel work of one style option, as a plain message in and plain bytes out, so it can run on a worker thread
 * (./pool.ts) or inline with the same result.
 */
import type { ArtStyleChoice } from '../types.ts';
import { clampRgb } from './grade.ts';
import { MEDIA } from './media.ts';
import { mulberry32 } from './noise.ts';
import type { Look } from './prompt.ts';
import { applyLook, RECIPES, type RecipeContext } from './recipes.ts';
import { fromInterleaved, toInterleaved } from './raster.ts';

export interface StyleJob {
  /** Interleaved 8-bit pixels of the cropped working image. */
  pixels: Uint8Array;
  width: number;
  height: number;
  channels: number;
  /** The recipe to run: an art style, or `custom` for the painted custom base (or the look's medium, if it names one). */
  recipe: ArtStyleChoice;
  look: Look | null;
  scale: number;
  variant: number;
  seed: number;
  subject: RecipeContext['subject'];
}

/** Runs the recipe; returns interleaved 8-bit RGB of the same size. */
export function renderStyleJob(job: StyleJob): Uint8Array {
  const img = fromInterleaved(job.pixels, job.width, job.height, job.channels);
  const ctx: RecipeContext = {
    img,
    scale: job.scale,
    variant: job.variant,
    rng: mulberry32(job.seed),
    subject: job.subject,
    ...(job.look ? { look: job.look } : {}),
  };
  const recipe = job.look?.medium ? MEDIA[job.look.medium] : RECIPES[job.recipe];
  const out = recipe(ctx);
  if (job.look) applyLook(out, ctx);
  clampRgb(out);
  return toInterleaved(out);
}
