/**
 * A page's layers: what the illustrator knows about the picture it drew, kept with the page image so the animator
 * can move its parts instead of guessing them from pixels. The picture itself stays one styled image (the art style
 * runs over the whole composition, so every part shares one look); the layers say which pixels belong to what:
 * a map with the hero's matte, the foreground props and the visible clouds, plus points for the hero's eyes, the
 * lamps and the sky's big stars, and the page's weather and light.
 *
 * Stored as JSON in the page image's file metadata (a few kilobytes); positions are fractions of the page, so they
 * hold at any output size.
 */
import sharp from 'sharp';

import { analyseSubject } from '../vision/index.ts';

export const LAYERS_VERSION = 1;

export interface LayerPoint {
  /** Fractions of the page's width and height. */
  x: number;
  y: number;
}

export interface PageLayers {
  v: typeof LAYERS_VERSION;
  /** PNG (base64), RGB at `mapWidth`×`mapHeight`: R the hero's matte, G the foreground props, B the visible clouds. */
  map: string;
  mapWidth: number;
  mapHeight: number;
  /** 'cutout': the hero stands in the scene (it may move); 'portrait': it is framed and stays with its frame. */
  heroKind: 'cutout' | 'portrait';
  /** The hero's box, fractions of the page. */
  hero: { left: number; top: number; width: number; height: number };
  /** The hero's eyes (from the photo's face landmarks): centre, radius as a fraction of the page height. */
  eyes: (LayerPoint & { radius: number; roll: number })[];
  /** Lamps, lanterns and fires: where the light is, radius as a fraction of the page height. */
  lights: (LayerPoint & { radius: number })[];
  /** The sky's big stars that nothing hides: size as a fraction of the page height. */
  glints: (LayerPoint & { size: number })[];
  weather: string;
  night: boolean;
  indoor: boolean;
  /** Fraction of the page height. */
  horizon: number;
}

export interface LayerMaps {
  hero: Uint8Array;
  front: Uint8Array;
  clouds: Uint8Array;
  width: number;
  height: number;
}

export async function encodeLayerMap(maps: LayerMaps): Promise<string> {
  const { width, height } = maps;
  const rgb = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    rgb[i * 3] = maps.hero[i]!;
    rgb[i * 3 + 1] = maps.front[i]!;
    rgb[i * 3 + 2] = maps.clouds[i]!;
  }
  const png = await sharp(rgb, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return png.toString('base64');
}

/** The map's three mattes at `width`×`height` (bilinear), 0..255 each. */
export async function decodeLayerMap(layers: PageLayers, width: number, height: number): Promise<LayerMaps> {
  const raw = await sharp(Buffer.from(layers.map, 'base64'))
    .removeAlpha()
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  const hero = new Uint8Array(width * height);
  const front = new Uint8Array(width * height);
  const clouds = new Uint8Array(width * height);
  for (let i = 0; i < width * height; i++) {
    hero[i] = raw[i * 3]!;
    front[i] = raw[i * 3 + 1]!;
    clouds[i] = raw[i * 3 + 2]!;
  }
  return { hero, front, clouds, width, height };
}

/** Reads layers from a file's metadata; null for pages made before layers existed or by a provider. */
export function layersFromMetadata(metadata: unknown): PageLayers | null {
  if (!metadata || typeof metadata !== 'object') return null;
  const layers = (metadata as { layers?: unknown }).layers;
  if (!layers || typeof layers !== 'object') return null;
  const l = layers as Partial<PageLayers>;
  if (l.v !== LAYERS_VERSION || typeof l.map !== 'string' || !l.mapWidth || !l.mapHeight || !l.hero) return null;
  return {
    ...(l as PageLayers),
    eyes: Array.isArray(l.eyes) ? l.eyes : [],
    lights: Array.isArray(l.lights) ? l.lights : [],
    glints: Array.isArray(l.glints) ? l.glints : [],
  };
}

/**
 * Layers for a page that came without them (made before layers existed, or by a provider): the person in the picture
 * found by the vision engine (its matte and face landmarks) is the hero; nothing else is known, so there are no
 * props, clouds, stars or lamps, and no weather. Null when the picture has no clean single person in it (the
 * animator then finds a subject by saliency).
 */
export async function layersFromPicture(picture: Buffer): Promise<PageLayers | null> {
  const found = await analyseSubject(picture);
  const { coverage, largestPiece } = found.quality;
  if (found.kind !== 'cutout' || coverage < 0.03 || coverage > 0.6 || largestPiece < 0.9) return null;
  const mapWidth = 640;
  const mapHeight = 360;
  const hero = new Uint8Array(
    await sharp(Buffer.from(found.alpha), { raw: { width: found.width, height: found.height, channels: 1 } })
      .resize(mapWidth, mapHeight, { fit: 'fill', kernel: 'cubic' })
      .extractChannel(0)
      .raw()
      .toBuffer(),
  );
  let left = mapWidth;
  let right = -1;
  let top = mapHeight;
  let bottom = -1;
  for (let y = 0; y < mapHeight; y++)
    for (let x = 0; x < mapWidth; x++)
      if (hero[y * mapWidth + x]! > 128) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  if (right < 0) return null;
  const empty = new Uint8Array(mapWidth * mapHeight);
  // The matte's radius unit is the shorter side, which for a 16:9 page is its height.
  const aspect = found.width / found.height;
  const toHeight = aspect >= 1 ? 1 : aspect;
  return {
    v: LAYERS_VERSION,
    map: await encodeLayerMap({ hero, front: empty, clouds: empty, width: mapWidth, height: mapHeight }),
    mapWidth,
    mapHeight,
    heroKind: 'cutout',
    hero: {
      left: left / mapWidth,
      top: top / mapHeight,
      width: (right - left + 1) / mapWidth,
      height: (bottom - top + 1) / mapHeight,
    },
    eyes: found.faces.flatMap((face) =>
      [face.leftEye, face.rightEye].map((eye) => ({ x: eye.x, y: eye.y, radius: eye.radius * toHeight, roll: face.roll })),
    ),
    lights: [],
    glints: [],
    weather: 'clear',
    night: false,
    indoor: true,
    horizon: 0.6,
  };
}
