/**
 * The hero: the approved reference image cut out with a soft mask. The mask is worked out once per reference at a
 * small size: the background is the region connected to the border whose colour is close to the border's dominant
 * colours (a flood fill from the edges over a colour-distance threshold); what remains is the subject. When that
 * does not separate a subject (a busy or a uniform background), an elliptical vignette is the mask. Either way the
 * edge is feathered and faded towards the bottom so the hero stands in the scene instead of on a rectangle.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

export interface HeroMask {
  /** Small-size mask 0..255. */
  mask: Uint8Array;
  /** The same, feathered (0..255 floats). */
  soft: Float32Array;
  width: number;
  height: number;
  /** Width / height of the reference. */
  aspect: number;
  /** 'cutout' when a subject was separated from its background, 'vignette' otherwise. */
  kind: 'cutout' | 'vignette';
  /** Bounding box of the subject within the reference, as fractions (0..1). */
  bounds: { left: number; top: number; right: number; bottom: number };
}

export interface HeroImage {
  /** RGBA, premultiplied: false. */
  data: Buffer;
  width: number;
  height: number;
  kind: HeroMask['kind'];
  bounds: HeroMask['bounds'];
}

const MASK_SIDE = 256;
const cache = new Map<string, Promise<{ mask: HeroMask; decoded: Promise<Decoded> }>>();

interface Decoded {
  data: Buffer;
  width: number;
  height: number;
}

function key(reference: Buffer): string {
  return createHash('sha1').update(reference).digest('hex');
}

function smoothstep(a: number, b: number, x: number): number {
  const t = Math.max(0, Math.min(1, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
}

/** k-means (k ≤ 3) on border colours with a deterministic start; returns the clusters that hold ≥ 12 % of the border. */
function borderColours(samples: number[][]): number[][] {
  const sorted = [...samples].sort((a, b) => a[0]! + a[1]! + a[2]! - (b[0]! + b[1]! + b[2]!));
  let centres = [0.15, 0.5, 0.85].map((q) => [...sorted[Math.floor(q * (sorted.length - 1))]!]);
  let counts = [0, 0, 0];
  for (let iteration = 0; iteration < 6; iteration++) {
    const sums = centres.map(() => [0, 0, 0]);
    counts = [0, 0, 0];
    for (const s of samples) {
      let best = 0;
      let bestD = Infinity;
      centres.forEach((c, i) => {
        const d = (s[0]! - c[0]!) ** 2 + (s[1]! - c[1]!) ** 2 + (s[2]! - c[2]!) ** 2;
        if (d < bestD) {
          bestD = d;
          best = i;
        }
      });
      counts[best]!++;
      sums[best]![0]! += s[0]!;
      sums[best]![1]! += s[1]!;
      sums[best]![2]! += s[2]!;
    }
    centres = centres.map((c, i) => (counts[i]! ? sums[i]!.map((v) => v / counts[i]!) : c));
  }
  return centres.filter((_, i) => counts[i]! >= samples.length * 0.12);
}

async function computeMask(reference: Buffer): Promise<HeroMask> {
  const image = sharp(reference, { failOn: 'none' }).rotate();
  const meta = await image.metadata();
  const small = await image
    .clone()
    .resize(MASK_SIDE, MASK_SIDE, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = small.info;
  const px = small.data;
  const orientedW = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  const orientedH = (meta.orientation ?? 1) >= 5 ? meta.width : meta.height;
  const aspect = orientedW && orientedH ? orientedW / orientedH : w / h;
  const count = w * h;
  const mask = new Uint8Array(count);

  // A reference that already has transparency: use it.
  let transparent = 0;
  for (let i = 0; i < count; i++) if (px[i * 4 + 3]! < 200) transparent++;
  let kind: HeroMask['kind'] = 'vignette';
  if (transparent > count * 0.05) {
    for (let i = 0; i < count; i++) mask[i] = px[i * 4 + 3]!;
    kind = 'cutout';
  } else {
    const ring = Math.max(1, Math.round(Math.min(w, h) * 0.03));
    const samples: number[][] = [];
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        if (x < ring || y < ring || x >= w - ring || y >= h - ring) {
          const i = (y * w + x) * 4;
          samples.push([px[i]!, px[i + 1]!, px[i + 2]!]);
        }
      }
    }
    const centres = borderColours(samples);
    // Distance to the nearest border colour, with a threshold from the spread of the border itself.
    const distance = new Float32Array(count);
    for (let i = 0; i < count; i++) {
      let best = Infinity;
      for (const c of centres) {
        const dr = px[i * 4]! - c[0]!;
        const dg = px[i * 4 + 1]! - c[1]!;
        const db = px[i * 4 + 2]! - c[2]!;
        best = Math.min(best, dr * dr * 0.3 + dg * dg * 0.59 + db * db * 0.11 + (dr - dg) ** 2 * 0.2 + (db - dg) ** 2 * 0.2);
      }
      distance[i] = Math.sqrt(best);
    }
    const borderDistances = samples.length;
    let spread = 0;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) if (x < ring || y < ring || x >= w - ring || y >= h - ring) spread += distance[y * w + x]!;
    }
    spread /= borderDistances;
    const threshold = Math.max(18, Math.min(60, spread * 2.5 + 12));
    // Flood fill from the border over pixels close to a border colour.
    const background = new Uint8Array(count);
    const stack: number[] = [];
    for (let x = 0; x < w; x++) stack.push(x, (h - 1) * w + x);
    for (let y = 0; y < h; y++) stack.push(y * w, y * w + w - 1);
    while (stack.length) {
      const i = stack.pop()!;
      if (background[i] || distance[i]! > threshold) continue;
      background[i] = 1;
      const x = i % w;
      const y = (i - x) / w;
      if (x > 0) stack.push(i - 1);
      if (x < w - 1) stack.push(i + 1);
      if (y > 0) stack.push(i - w);
      if (y < h - 1) stack.push(i + w);
    }
    let backgroundCount = 0;
    for (let i = 0; i < count; i++) backgroundCount += background[i]!;
    const subjectShare = 1 - backgroundCount / count;
    if (subjectShare > 0.1 && subjectShare < 0.9) {
      kind = 'cutout';
      for (let i = 0; i < count; i++) mask[i] = background[i] ? 0 : 255;
    }
  }

  if (kind === 'vignette') {
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const dx = (x + 0.5 - w / 2) / (w / 2);
        const dy = (y + 0.5 - h * 0.48) / (h * 0.52);
        const r = Math.sqrt(dx * dx + dy * dy);
        mask[y * w + x] = Math.round(255 * (1 - smoothstep(0.72, 1, r)));
      }
    }
  }

  // Erode a cutout by a pixel so no fringe of the old background survives, then feather with two passes of a 3×3
  // box blur at the small size.
  let soft = Float32Array.from(mask);
  if (kind === 'cutout') {
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        if (!mask[i]) continue;
        const edge =
          (x > 0 && !mask[i - 1]) || (x < w - 1 && !mask[i + 1]) || (y > 0 && !mask[i - w]) || (y < h - 1 && !mask[i + w]);
        if (edge) soft[i] = 0;
      }
    }
  }
  for (let pass = 0; pass < 2; pass++) {
    const next = new Float32Array(count);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        let sum = 0;
        let k = 0;
        for (let dy = -1; dy <= 1; dy++) {
          const yy = y + dy;
          if (yy < 0 || yy >= h) continue;
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx;
            if (xx < 0 || xx >= w) continue;
            sum += soft[yy * w + xx]!;
            k++;
          }
        }
        next[y * w + x] = sum / k;
      }
    }
    soft = next;
  }

  let left = w;
  let right = 0;
  let top = h;
  let bottom = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (mask[y * w + x]! > 128) {
        left = Math.min(left, x);
        right = Math.max(right, x + 1);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y + 1);
      }
    }
  }
  if (right <= left) {
    left = 0;
    top = 0;
    right = w;
    bottom = h;
  }
  return {
    mask,
    soft,
    width: w,
    height: h,
    aspect,
    kind,
    bounds: { left: left / w, top: top / h, right: right / w, bottom: bottom / h },
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
      clamped[o + 3] = (top + (bottom - top) * wy) * eased;
    }
  }
  return { data: out, width: crop.width, height: crop.height, kind: mask.kind, bounds: mask.bounds };
}
