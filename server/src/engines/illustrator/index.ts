/**
 * The embedded illustrator (stage 2 page images): composes a scene chosen from the page's words around the approved
 * reference (the hero, cut out with a soft mask), then runs the project's art style over the whole picture.
 * Deterministic for the same input and seed. Techniques: ../shared/ENGINES.md ("Illustrator").
 */
import sharp from 'sharp';

import { applyArtStyle } from '../style/index.ts';
import type { ArtStyleChoice } from '../types.ts';
import { composeSceneDetailed } from './compose.ts';
import type { SceneHint } from './grammar.ts';
import type { PageLayers } from './layers.ts';

export { composeScene, composeSceneDetailed } from './compose.ts';
export type { Box, ComposedScene, ComposeOptions, LayoutItem, SceneLayout, SceneRequest } from './compose.ts';
export { parseInstructions, parsePage, planScene } from './grammar.ts';
export type { InstructionEdits, PageScene, SceneHint, ScenePlan } from './grammar.ts';
export { decodeLayerMap, layersFromMetadata, type LayerMaps, type PageLayers } from './layers.ts';

export interface IllustrationRequest {
  pageText: string;
  /** 0-based. Consecutive pages get different shots and placements. */
  pageIndex: number;
  pageCount: number;
  language: string;
  /** The approved reference image (any format sharp reads). */
  reference: Buffer;
  artStyle: ArtStyleChoice;
  stylePrompt?: string | null;
  seed: number;
  /** Regenerate instructions ("brighter", "at night", "add a dog", "closer"). */
  instructions?: string | null;
  /** What the story writer knows the page shows (its place and time of day); the words fill in the rest. */
  scene?: SceneHint | null;
}

export const MIN_WIDTH = 1600;
export const MIN_HEIGHT = 900;
/** Size of every page image. */
export const OUTPUT_WIDTH = 1920;
export const OUTPUT_HEIGHT = 1080;
/**
 * The composition is drawn at 1280×720: the style engine works at 1024 px on the long side and upscales its result
 * to `maxSide`, so drawing more pixels than it reads would only cost time; at this size it also returns exactly
 * 1920×1080.
 */
export const COMPOSE_WIDTH = 1280;
export const COMPOSE_HEIGHT = 720;

export interface IllustratedPage {
  /** JPEG, 1920×1080. */
  image: Buffer;
  /** What the animator needs to move the picture's parts (./layers.ts). */
  layers: PageLayers;
}

/** Returns JPEG bytes, 1920×1080. */
export async function illustratePage(request: IllustrationRequest): Promise<Buffer> {
  return (await illustratePageLayered(request)).image;
}

/** The page image and its layers. */
export async function illustratePageLayered(request: IllustrationRequest): Promise<IllustratedPage> {
  const { png: composed, layers } = await composeSceneDetailed(request, {
    width: COMPOSE_WIDTH,
    height: COMPOSE_HEIGHT,
    compressionLevel: 1,
  });
  // One look: the art style runs over the whole picture, so hero and scene share the approved reference's style.
  const styled = await applyArtStyle(composed, {
    style: request.artStyle,
    stylePrompt: request.stylePrompt,
    seed: request.seed,
    maxSide: OUTPUT_WIDTH,
    format: 'jpeg',
  });
  return { image: await ensurePageSize(styled), layers };
}

/**
 * Makes sure a page image is a PNG or JPEG of exactly 16:9 and at least 1600×900: passes a conforming one through
 * untouched, otherwise resizes (Lanczos, cropping the odd pixel row or column) to a 1920×1080 JPEG.
 */
export async function ensurePageSize(image: Buffer): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const conforming = meta.format === 'png' || meta.format === 'jpeg';
  if (conforming && width >= MIN_WIDTH && height >= MIN_HEIGHT && width * 9 === height * 16) return image;
  return sharp(image)
    .resize(OUTPUT_WIDTH, OUTPUT_HEIGHT, { kernel: 'lanczos3', fit: 'cover' })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
