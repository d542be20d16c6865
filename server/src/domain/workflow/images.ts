import sharp, { type Sharp } from 'sharp';

/** Spec: at most 10 uploaded files; the per-file limits. */
export const MAX_UPLOADS_PER_PROJECT = 10;
export const MIN_UPLOAD_BYTES = 1024;
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Longest side of a stored upload; larger photos are scaled down. */
const MAX_SIDE = 4096;
/** Longest side of an image handed to an engine (the style engine works at ≤ 1.3k px, the illustrator's hero less). */
export const ENGINE_INPUT_SIDE = 2048;
/** Refuse decompression bombs: a 15 MB PNG can claim billions of pixels. */
const MAX_INPUT_PIXELS = 100_000_000;

export class ImageRejection extends Error {}

export interface NormalisedImage {
  data: Buffer;
  extension: 'png' | 'jpg';
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
  /** What the bytes really were (sniffed, never taken from the name). */
  sourceFormat: string;
}

const ALLOWED = new Set(['jpeg', 'png', 'webp', 'gif', 'tiff', 'svg', 'heif', 'bmp']);

/** Reads an uncompressed Windows bitmap (BI_RGB 24/32-bit, bottom-up or top-down), which libvips cannot load. */
export function decodeBmp(data: Buffer): { pixels: Buffer; width: number; height: number } {
  if (data.length < 54 || data.toString('latin1', 0, 2) !== 'BM') throw new ImageRejection('is not a bitmap');
  const offset = data.readUInt32LE(10);
  const headerSize = data.readUInt32LE(14);
  const width = data.readInt32LE(18);
  const rawHeight = data.readInt32LE(22);
  const bitsPerPixel = data.readUInt16LE(28);
  const compression = data.readUInt32LE(30);
  if (headerSize < 40 || width <= 0 || rawHeight === 0 || ![24, 32].includes(bitsPerPixel) || ![0, 3].includes(compression)) {
    throw new ImageRejection('is a bitmap kind that is not supported (use 24- or 32-bit uncompressed BMP, or PNG/JPEG)');
  }
  const height = Math.abs(rawHeight);
  if (width * height > MAX_INPUT_PIXELS) throw new ImageRejection('has too many pixels');
  const bytesPerPixel = bitsPerPixel / 8;
  const stride = Math.ceil((width * bytesPerPixel) / 4) * 4;
  if (offset + stride * height > data.length) throw new ImageRejection('is a truncated bitmap');
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const row = rawHeight > 0 ? height - 1 - y : y; // positive height = stored bottom-up
    const start = offset + row * stride;
    for (let x = 0; x < width; x++) {
      const src = start + x * bytesPerPixel;
      const dst = (y * width + x) * 3;
      pixels[dst] = data[src + 2]!;
      pixels[dst + 1] = data[src + 1]!;
      pixels[dst + 2] = data[src]!;
    }
  }
  return { pixels, width, height };
}

/**
 * Decides by content (never by name) whether bytes are an image of an accepted kind, decodes them completely (a file
 * that only starts like an image, or hides something after a valid header, fails here), and re-encodes: orientation
 * applied, metadata stripped, longest side ≤ 4096, PNG when it has transparency, else JPEG. SVG is rasterised.
 */
export interface NormaliseOptions {
  /** Longest side of the result (default 4096, the stored-upload limit). */
  maxSide?: number;
  /**
   * `store` (default): compact files for keeping (mozjpeg, PNG level 9). `work`: an engine input that is used once and
   * not kept, so fast encoders (libjpeg q95, PNG level 1): the same pixels checks, a fraction of the time.
   */
  purpose?: 'store' | 'work';
}

export async function normaliseImage(data: Buffer, options: NormaliseOptions = {}): Promise<NormalisedImage> {
  const maxSide = Math.min(MAX_SIDE, options.maxSide ?? MAX_SIDE);
  const work = options.purpose === 'work';
  let input: Sharp;
  let sourceFormat: string;
  if (data.toString('latin1', 0, 2) === 'BM') {
    const bmp = decodeBmp(data);
    input = sharp(bmp.pixels, { raw: { width: bmp.width, height: bmp.height, channels: 3 } });
    sourceFormat = 'bmp';
  } else {
    let format: string | undefined;
    try {
      format = (await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
    } catch {
      throw new ImageRejection('is not an image we can read (accepted: JPEG, PNG, WebP, GIF, BMP, TIFF, SVG, AVIF)');
    }
    if (!format || !ALLOWED.has(format)) throw new ImageRejection(`is a ${format ?? 'unknown'} file, not an accepted image type`);
    sourceFormat = format === 'heif' ? 'avif' : format;
    // failOn 'warning': truncated or corrupt data is refused instead of half-decoded. SVG at 2× for a crisp raster.
    input = sharp(data, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'warning',
      ...(format === 'svg' ? { density: 144 } : {}),
    });
  }
  try {
    const oriented = input.rotate().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
    const { data: pixels, info } = await oriented.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    let opaque = true;
    for (let i = 3; i < pixels.length; i += 4) {
      if (pixels[i]! < 255) {
        opaque = false;
        break;
      }
    }
    const raw = sharp(pixels, { raw: { width: info.width, height: info.height, channels: 4 } });
    if (opaque) {
      const jpeg = await raw
        .removeAlpha()
        .jpeg(work ? { quality: 95 } : { quality: 90, mozjpeg: true })
        .toBuffer();
      return { data: jpeg, extension: 'jpg', contentType: 'image/jpeg', width: info.width, height: info.height, sourceFormat };
    }
    const png = await raw.png({ compressionLevel: work ? 1 : 9 }).toBuffer();
    return { data: png, extension: 'png', contentType: 'image/png', width: info.width, height: info.height, sourceFormat };
  } catch (error) {
    if (error instanceof ImageRejection) throw error;
    throw new ImageRejection(`could not be decoded: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** Strips an optional `data:image/…;base64,` prefix and decodes; refuses what is not base64. */
export function decodeBase64Image(text: string): Buffer {
  const body = text.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(body) || body.length === 0) throw new ImageRejection('is not valid base64');
  return Buffer.from(body, body.includes('-') || body.includes('_') ? 'base64url' : 'base64');
}

/** The file type of an engine's or a provider's image, from its first bytes (PNG, JPEG or WebP). */
export function imageFileType(data: Buffer): { extension: 'png' | 'jpg' | 'webp'; contentType: string } {
  if (data.length >= 8 && data.readUInt32BE(0) === 0x89504e47) return { extension: 'png', contentType: 'image/png' };
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return { extension: 'jpg', contentType: 'image/jpeg' };
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP')
    return { extension: 'webp', contentType: 'image/webp' };
  throw new Error('the image engine returned bytes that are not a PNG, JPEG or WebP image');
}
