/**
 * The embedded style engine (stage 1, and the final look of every page illustration): real image processing with
 * sharp/libvips and raw pixel work, offline, deterministic for the same input bytes, options and seed.
 * Techniques: ../shared/ENGINES.md ("Style engine"); one recipe per style in ./recipes.ts.
 */
import sharp from 'sharp';
import type { ArtStyleChoice, ArtStyleKey } from '../types.ts';
import { hashSeed } from './noise.ts';
import { runStyleJob } from './pool.ts';
import { lookFromPrompt } from './prompt.ts';
import { RECIPES } from './recipes.ts';
import { findSubject, type Subject } from './subject.ts';

export interface StyleOptions {
  /** One of the 12 art style keys, or `custom` (then `stylePrompt` picks the parameters from its words). */
  style: ArtStyleChoice;
  stylePrompt?: string | null;
  /** Same seed + same input bytes + same options → byte-identical output. */
  seed: number;
  /** 0, 1 or 2: the three style options of one request differ in look (palette, lines, texture) and in crop. */
  variant?: number;
  /** Longest side of the result in pixels (default 1024). */
  maxSide?: number;
  /** Encoding of the result (default PNG). Page illustrations use JPEG: a tenth of the bytes and of the encode time. */
  format?: 'png' | 'jpeg';
}

/** JPEG quality of `format: 'jpeg'` results: no visible blocking on flat cartoon colours. */
const JPEG_QUALITY = 92;

/** The predefined art styles, in the spec's order. */
export const ART_STYLE_KEYS = [
  'realistic',
  'oil_painting',
  'watercolor',
  'studio_ghibli_style',
  'disney_style',
  'pixar_style',
  'anime_style',
  'caricature_style',
  'children_book',
  'cartoon',
  'digital_art',
  'sketch',
] as const satisfies readonly ArtStyleKey[];

/** Preview image of each art style, a file under `server/assets/style-previews/` (made by `demo-styles --previews`). */
export const STYLE_PREVIEW_FILES: Record<ArtStyleKey, string> = {
  realistic: 'realistic.jpg',
  oil_painting: 'oil_painting.jpg',
  watercolor: 'watercolor.jpg',
  studio_ghibli_style: 'studio_ghibli_style.jpg',
  disney_style: 'disney_style.jpg',
  pixar_style: 'pixar_style.jpg',
  anime_style: 'anime_style.jpg',
  caricature_style: 'caricature_style.jpg',
  children_book: 'children_book.jpg',
  cartoon: 'cartoon.jpg',
  digital_art: 'digital_art.jpg',
  sketch: 'sketch.jpg',
};

/** The recipes are tuned for this working size; larger outputs are upscaled from it. */
const WORK_SIDE = 1024;
const MAX_OUTPUT_SIDE = 4096;
/** Zoom of each variant's crop (1 = the whole frame). */
const VARIANT_ZOOM = [1, 0.78, 0.86];

/** Renders a photo (any format sharp reads) in an art style; returns PNG (or JPEG, see `format`) bytes. */
export async function applyArtStyle(image: Buffer, options: StyleOptions): Promise<Buffer> {
  const maxSide = Math.max(16, Math.min(MAX_OUTPUT_SIDE, Math.round(options.maxSide ?? WORK_SIDE)));
  const variant = (((Math.trunc(options.variant ?? 0) % 3) + 3) % 3) as 0 | 1 | 2;
  const workSide = Math.min(maxSide, WORK_SIDE);

  const { data: decoded, width: srcW, height: srcH, channels, subject } = await decodePhoto(image, workSide);
  const crop = variantCrop(srcW, srcH, subject, variant);
  const longSide = Math.max(crop.width, crop.height);
  const workW = Math.max(1, Math.round((crop.width / longSide) * workSide));
  const workH = Math.max(1, Math.round((crop.height / longSide) * workSide));
  const work = await sharp(decoded, { raw: { width: srcW, height: srcH, channels } })
    .extract(crop)
    .resize(workW, workH, { fit: 'fill', kernel: 'lanczos3' })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const styleKey = options.style in RECIPES ? options.style : 'realistic';
  const look = styleKey === 'custom' ? lookFromPrompt(options.stylePrompt) : null;
  const { width: workWidth, height: workHeight, channels: workChannels } = work.info;
  const pixels = await runStyleJob({
    // A copy of its own, so the buffer can be handed to the worker.
    pixels: new Uint8Array(work.data),
    width: workWidth,
    height: workHeight,
    channels: workChannels,
    recipe: look?.base ?? styleKey,
    look,
    scale: workSide / WORK_SIDE,
    variant,
    seed: hashSeed(options.seed, variant, styleKey, options.stylePrompt ?? ''),
    subject: {
      x: ((subject.x * srcW - crop.left) / crop.width) * workWidth,
      y: ((subject.y * srcH - crop.top) / crop.height) * workHeight,
      radius: subject.radius * Math.min(srcW, srcH) * (workWidth / crop.width),
      found: subject.found,
    },
  });

  const outLong = maxSide;
  const outW = Math.max(1, Math.round((crop.width / longSide) * outLong));
  const outH = Math.max(1, Math.round((crop.height / longSide) * outLong));
  let pipeline = sharp(pixels, { raw: { width: workWidth, height: workHeight, channels: 3 } });
  if (outW !== workWidth || outH !== workHeight) pipeline = pipeline.resize(outW, outH, { fit: 'fill', kernel: 'lanczos3' });
  return options.format === 'jpeg'
    ? pipeline.jpeg({ quality: JPEG_QUALITY, chromaSubsampling: '4:4:4' }).toBuffer()
    : pipeline.png({ compressionLevel: 6 }).toBuffer();
}

interface Crop {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface DecodedPhoto {
  data: Buffer;
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
  subject: Subject;
}

/**
 * One decode: EXIF orientation applied, alpha flattened onto white, shrunk (on load where the format allows) to just
 * enough pixels for the tightest crop; and where the subject's face is.
 */
async function decodePhoto(image: Buffer, workSide: number): Promise<DecodedPhoto> {
  const { data, info } = await sharp(image, { failOn: 'none', limitInputPixels: 1e9 })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .resize({
      width: Math.ceil(workSide / VARIANT_ZOOM[1]!),
      height: Math.ceil(workSide / VARIANT_ZOOM[1]!),
      fit: 'inside',
      withoutEnlargement: true,
    })
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const subject = findSubject(data, info.width, info.height, info.channels);
  return { data, width: info.width, height: info.height, channels: info.channels, subject };
}

/**
 * Where each of the three style options frames the photo, as fractions of the (oriented) photo: lets a caller line
 * the options up, e.g. to compare their looks on the same part of the picture.
 */
export async function styleFrames(image: Buffer, maxSide = WORK_SIDE): Promise<Crop[]> {
  const { width, height, subject } = await decodePhoto(image, Math.min(maxSide, WORK_SIDE));
  return ([0, 1, 2] as const).map((variant) => {
    const crop = variantCrop(width, height, subject, variant);
    return { left: crop.left / width, top: crop.top / height, width: crop.width / width, height: crop.height / height };
  });
}

/**
 * Variant 0 keeps the whole frame; 1 zooms in on the subject; 2 frames the subject off-centre with more of the
 * scene on the far side. The aspect ratio is kept.
 */
function variantCrop(width: number, height: number, subject: Subject, variant: 0 | 1 | 2): Crop {
  if (variant === 0 || width < 8 || height < 8) return { left: 0, top: 0, width, height };
  const zoom = VARIANT_ZOOM[variant]!;
  const cw = Math.max(1, Math.round(width * zoom));
  const ch = Math.max(1, Math.round(height * zoom));
  let cx: number;
  let cy: number;
  if (variant === 1) {
    cx = subject.x * width;
    // The face sits in the upper third of the crop, with the body below it.
    cy = subject.y * height + ch * 0.16;
  } else {
    cx = subject.x * width + (subject.x < 0.5 ? 1 : -1) * cw * 0.18;
    cy = height * 0.5;
  }
  const left = Math.round(Math.max(0, Math.min(width - cw, cx - cw / 2)));
  const top = Math.round(Math.max(0, Math.min(height - ch, cy - ch / 2)));
  return { left, top, width: cw, height: ch };
}
