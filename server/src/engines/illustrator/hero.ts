/**
 * The hero: the approved reference photo's subject. The vision engine (../vision) segments the person with a soft
 * matte and finds the face; a clean cut-out of a person stands in the scene with none of the photo's background.
 * When the cut-out is not clean (a pet close-up, an object, a busy photo), the subject is framed as a portrait (the
 * composer hangs it on the wall or stands it on an easel) rather than pasted as a patch of the photo. A reference
 * that already has transparency is used as its own cut-out.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

import { analyseSubject, type Box01, type Face } from '../vision/index.ts';
import { boundsAbove } from '../vision/matte.ts';

export interface HeroMask {
  /** Mask 0..255 at `width`×`height` (the reference's aspect). */
  mask: Uint8Array;
  /** The same as floats 0..255, for sampling. */
  soft: Float32Array;
  width: number;
  height: number;
  /** Width / height of the reference. */
  aspect: number;
  /** 'cutout' when the subject stands in the scene, 'portrait' when it is framed. */
  kind: 'cutout' | 'portrait';
  /** Bounding box of the subject within the reference, as fractions (0..1). */
  bounds: { left: number; top: number; right: number; bottom: number };
  /** Share of the mask's bottom row that is subject: a photo cut off at the waist or chest. */
  bottomCut: number;
  /** What a portrait frames (fractions of the reference). */
  focus: Box01;
  faces: Face[];
}

export interface HeroImage {
  /** RGBA, premultiplied: false. */
  data: Buffer;
  width: number;
  height: number;
  kind: HeroMask['kind'];
  bounds: HeroMask['bounds'];
}

const cache = new Map<string, Promise<{ mask: HeroMask; decoded: Promise<Decoded> }>>();

interface Decoded {
  data: Buffer;
  width: number;
  height: number;
}

function key(reference: Buffer): string {
  return createHash('sha1').update(reference).digest('hex');
}

function boundsOf(mask: Uint8Array, w: number, h: number): HeroMask['bounds'] {
  return boundsAbove(mask, w, h, 128) ?? { left: 0, top: 0, right: 1, bottom: 1 };
}

async function computeMask(reference: Buffer): Promise<HeroMask> {
  const image = sharp(reference, { failOn: 'none' }).rotate();
  const meta = await image.metadata();
  const orientedW = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  const orientedH = (meta.orientation ?? 1) >= 5 ? meta.width : meta.height;
  const aspect = orientedW && orientedH ? orientedW / orientedH : 1;

  // A reference that already has transparency (a drawn character, a cut-out the user made): use it.
  if (meta.hasAlpha) {
    const alpha = await image
      .clone()
      .resize(512, 512, { fit: 'inside' })
      .ensureAlpha()
      .extractChannel(3)
      .raw()
      .toBuffer({ resolveWithObject: true });
    let transparent = 0;
    for (const a of alpha.data) if (a < 200) transparent++;
    if (transparent > alpha.data.length * 0.05) {
      const mask = new Uint8Array(alpha.data);
      const { width, height } = alpha.info;
      let bottom = 0;
      for (let x = 0; x < width; x++) if (mask[(height - 1) * width + x]! > 128) bottom++;
      return {
        mask,
        soft: Float32Array.from(mask),
        width,
        height,
        aspect,
        kind: 'cutout',
        bounds: boundsOf(mask, width, height),
        bottomCut: bottom / width,
        focus: { left: 0, top: 0, right: 1, bottom: 1 },
        faces: [],
      };
    }
  }
  const analysis = await analyseSubject(reference);
  return {
    mask: analysis.alpha,
    soft: Float32Array.from(analysis.alpha),
    width: analysis.width,
    height: analysis.height,
    aspect,
    kind: analysis.kind,
    bounds: analysis.kind === 'cutout' ? boundsOf(analysis.alpha, analysis.width, analysis.height) : analysis.focus,
    bottomCut: analysis.quality.bottomCut,
    focus: analysis.focus,
    faces: analysis.faces,
  };
}

async function prepared(reference: Buffer): Promise<{ mask: HeroMask; decoded: Promise<Decoded> }> {
  const id = key(reference);
  let entry = cache.get(id);
  if (!entry) {
    entry = computeMask(reference).then((mask) => ({
      mask,
      // Decoded once at a working size no page needs more than.
      decoded: sharp(reference, { failOn: 'none' })
        .rotate()
        .resize(1400, 1400, { fit: 'inside', withoutEnlargement: true })
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
        .then(({ data, info }) => ({ data, width: info.width, height: info.height })),
    }));
    cache.set(id, entry);
    entry.catch(() => cache.delete(id));
    while (cache.size > 8) cache.delete(cache.keys().next().value!);
  }
  return entry;
}

export async function heroMask(reference: Buffer): Promise<HeroMask> {
  return (await prepared(reference)).mask;
}

export interface HeroLook {
  /** Per-channel multiplier from the scene's light. */
  light: [number, number, number];
  /** Fade toward this colour (fog) by `hazeAmount`. */
  haze: [number, number, number];
  hazeAmount: number;
  /** Fade the lowest part of the figure into the ground (fraction of height). */
  bottomFade: number;
  /**
   * Rim light: the figure's edge that faces the scene's light (the sun, the moon, a lamp) picks up its colour, so
   * the hero sits in the scene's light rather than on top of it. `dx`, `dy`: direction towards the light.
   */
  rim?: { colour: [number, number, number]; amount: number; dx: number; dy: number };
  /** An ink line around the figure, like every motif of the scene has (`width` in output pixels). */
  outline?: { colour: [number, number, number]; width: number };
}

/** The mask grown by `radius` pixels (a separable max filter), for the outline around the figure. */
function dilate(mask: Float32Array, w: number, h: number, radius: number): Float32Array {
  const rows = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let best = 0;
      for (let k = Math.max(0, x - radius); k <= Math.min(w - 1, x + radius); k++) best = Math.max(best, mask[y * w + k]!);
      rows[y * w + x] = best;
    }
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let best = 0;
      for (let k = Math.max(0, y - radius); k <= Math.min(h - 1, y + radius); k++) best = Math.max(best, rows[k * w + x]!);
      out[y * w + x] = best;
    }
  }
  return out;
}

/** Part of the hero image to keep (the part inside the frame). */
export interface Crop {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The hero at `width`×`height`, cut out (RGBA) and lit like the scene, cropped to `crop`. */
export async function renderHero(
  reference: Buffer,
  width: number,
  height: number,
  look: HeroLook,
  crop: Crop,
): Promise<HeroImage> {
  const { mask, decoded } = await prepared(reference);
  const source = await decoded;
  const rgb = await sharp(source.data, { raw: { width: source.width, height: source.height, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  // The feathered small mask, sampled bilinearly per pixel (cheaper than a second sharp pipeline).
  const mw = mask.width;
  const mh = mask.height;
  const soft = mask.soft;
  const columnIndex = new Int32Array(crop.width);
  const columnWeight = new Float32Array(crop.width);
  for (let cx = 0; cx < crop.width; cx++) {
    const fx = Math.max(0, Math.min(mw - 1.001, ((cx + crop.left + 0.5) * mw) / width - 0.5));
    columnIndex[cx] = Math.floor(fx);
    columnWeight[cx] = fx - Math.floor(fx);
  }
  const out = Buffer.allocUnsafe(crop.width * crop.height * 4);
  const clamped = new Uint8ClampedArray(out.buffer, out.byteOffset, out.length);
  const [lr, lg, lb] = look.light;
  const keep = 1 - look.hazeAmount;
  const kr = lr * keep;
  const kg = lg * keep;
  const kb = lb * keep;
  const hr = look.haze[0] * look.hazeAmount;
  const hg = look.haze[1] * look.hazeAmount;
  const hb = look.haze[2] * look.hazeAmount;
  const fadeStart = height * (1 - look.bottomFade);
  const fadeSpan = Math.max(1, height - fadeStart);
  // The rim: where the mask a few pixels towards the light is already background.
  const rim = look.rim;
  const reach = Math.max(2, Math.round(mw * 0.02));
  const rimDx = rim ? Math.round(rim.dx * reach) : 0;
  const rimDy = rim ? Math.round(rim.dy * reach) * mw : 0;
  const outline = look.outline;
  const grown = outline ? dilate(soft, mw, mh, Math.max(1, Math.round((outline.width * mw) / width))) : null;
  for (let cy = 0; cy < crop.height; cy++) {
    const y = cy + crop.top;
    const fade = y > fadeStart ? Math.max(0, 1 - (y - fadeStart) / fadeSpan) : 1;
    const eased = fade * fade * (3 - 2 * fade);
    const fy = Math.max(0, Math.min(mh - 1.001, ((y + 0.5) * mh) / height - 0.5));
    const row0 = Math.floor(fy) * mw;
    const row1 = row0 + mw;
    const wy = fy - Math.floor(fy);
    let i = y * width + crop.left;
    let o = cy * crop.width * 4;
    for (let cx = 0; cx < crop.width; cx++, i++, o += 4) {
      clamped[o] = rgb[i * 3]! * kr + hr;
      clamped[o + 1] = rgb[i * 3 + 1]! * kg + hg;
      clamped[o + 2] = rgb[i * 3 + 2]! * kb + hb;
      const mx = columnIndex[cx]!;
      const wx = columnWeight[cx]!;
      const top = soft[row0 + mx]! + (soft[row0 + mx + 1]! - soft[row0 + mx]!) * wx;
      const bottom = soft[row1 + mx]! + (soft[row1 + mx + 1]! - soft[row1 + mx]!) * wx;
      let alpha = top + (bottom - top) * wy;
      if (rim && alpha > 8) {
        const towards = soft[row0 + mx + rimDx + rimDy] ?? 0;
        const edge = (alpha / 255) * (1 - towards / 255) * rim.amount;
        if (edge > 0.01) {
          clamped[o] = clamped[o]! + (rim.colour[0] - clamped[o]!) * edge;
          clamped[o + 1] = clamped[o + 1]! + (rim.colour[1] - clamped[o + 1]!) * edge;
          clamped[o + 2] = clamped[o + 2]! + (rim.colour[2] - clamped[o + 2]!) * edge;
        }
      }
      if (grown && outline) {
        const gTop = grown[row0 + mx]! + (grown[row0 + mx + 1]! - grown[row0 + mx]!) * wx;
        const gBottom = grown[row1 + mx]! + (grown[row1 + mx + 1]! - grown[row1 + mx]!) * wx;
        const band = Math.max(0, gTop + (gBottom - gTop) * wy - alpha);
        if (band > 1) {
          const total = alpha + band;
          const k = band / total;
          clamped[o] = clamped[o]! + (outline.colour[0] - clamped[o]!) * k;
          clamped[o + 1] = clamped[o + 1]! + (outline.colour[1] - clamped[o + 1]!) * k;
          clamped[o + 2] = clamped[o + 2]! + (outline.colour[2] - clamped[o + 2]!) * k;
          alpha = total;
        }
      }
      clamped[o + 3] = alpha * eased;
    }
  }
  return { data: out, width: crop.width, height: crop.height, kind: mask.kind, bounds: mask.bounds };
}

/**
 * A portrait of the subject for a frame's opening: the reference's `focus` box, cropped to fill `width`×`height`
 * and lit like the scene (opaque RGBA).
 */
export async function renderPortrait(reference: Buffer, width: number, height: number, look: HeroLook): Promise<HeroImage> {
  const { mask, decoded } = await prepared(reference);
  const source = await decoded;
  const f = mask.focus;
  const left = Math.max(0, Math.floor(f.left * source.width));
  const top = Math.max(0, Math.floor(f.top * source.height));
  const cropW = Math.max(1, Math.min(source.width - left, Math.round((f.right - f.left) * source.width)));
  const cropH = Math.max(1, Math.min(source.height - top, Math.round((f.bottom - f.top) * source.height)));
  const rgb = await sharp(source.data, { raw: { width: source.width, height: source.height, channels: 3 } })
    .extract({ left, top, width: cropW, height: cropH })
    .resize(width, height, { fit: 'cover', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const out = Buffer.allocUnsafe(width * height * 4);
  const clamped = new Uint8ClampedArray(out.buffer, out.byteOffset, out.length);
  const keep = 1 - look.hazeAmount;
  for (let i = 0, o = 0; i < width * height; i++, o += 4) {
    clamped[o] = rgb[i * 3]! * look.light[0] * keep + look.haze[0] * look.hazeAmount;
    clamped[o + 1] = rgb[i * 3 + 1]! * look.light[1] * keep + look.haze[1] * look.hazeAmount;
    clamped[o + 2] = rgb[i * 3 + 2]! * look.light[2] * keep + look.haze[2] * look.hazeAmount;
    clamped[o + 3] = 255;
  }
  return { data: out, width, height, kind: 'portrait', bounds: mask.bounds };
}
