import type { Schema } from '@storyloom/api-client';

/** Shared vocabulary of the embedded engines, taken from the contract so engines and API never drift. */
export type ArtStyleChoice = Schema<'ArtStyleChoice'>;
export type ArtStyleKey = Schema<'ArtStyleKey'>;
export type StoryTypeKey = Schema<'StoryTypeKey'>;

/** Cheap measurements of the reference photos (Magic Fill and the writer use them). */
export interface PhotoAnalysis {
  /** Mean luminance 0..1. */
  brightness: number;
  /** Colour names of the dominant colours, most dominant first ("warm orange", "sky blue"). */
  dominantColours: string[];
  /** Width / height of the first photo. */
  aspectRatio: number;
}
