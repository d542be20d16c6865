/**
 * Pixel work on raw buffers: alpha blending of the hero and the foreground layer into the rasterised background,
 * and the final vignette. Plain loops over typed arrays are several times cheaper here than full-frame sharp
 * composites (which convert whole frames to premultiplied floating point).
 */

/** Blends an RGBA layer (not premultiplied) into an RGBA frame at (left, top); parts outside the frame are skipped. */
export function blendInto(
  frame: Uint8Array,
  frameWidth: number,
  frameHeight: number,
  layer: Uint8Array,
  layerWidth: number,
  layerHeight: number,
  left: number,
  top: number,
): void {
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(frameWidth, left + layerWidth);
  const y1 = Math.min(frameHeight, top + layerHeight);
  for (let y = y0; y < y1; y++) {
    let s = ((y - top) * layerWidth + (x0 - left)) * 4;
    let d = (y * frameWidth + x0) * 4;
    for (let x = x0; x < x1; x++, s += 4, d += 4) {
      const a = layer[s + 3]!;
      if (a === 0) continue;
      if (a === 255) {
        frame[d] = layer[s]!;
        frame[d + 1] = layer[s + 1]!;
        frame[d + 2] = layer[s + 2]!;
        continue;
      }
      const k = a / 255;
      frame[d] = frame[d]! + (layer[s]! - frame[d]!) * k + 0.5;
      frame[d + 1] = frame[d + 1]! + (layer[s + 1]! - frame[d + 1]!) * k + 0.5;
      frame[d + 2] = frame[d + 2]! + (layer[s + 2]! - frame[d + 2]!) * k + 0.5;
    }
  }
}

const vignettes = new Map<string, Uint8Array>();

/** Per-pixel darkening 0..255 toward the corners (cached per size). */
function vignetteMap(width: number, height: number): Uint8Array {
  const key = `${width}x${height}`;
  let map = vignettes.get(key);
  if (!map) {
    map = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      const dy = (y / height - 0.48) / 0.75;
      for (let x = 0; x < width; x++) {
        const dx = (x / width - 0.5) / 0.75;
        const r = Math.sqrt(dx * dx + dy * dy);
        const t = Math.max(0, Math.min(1, (r - 0.42) / 0.5));
        map[y * width + x] = Math.round(255 * t * t * (3 - 2 * t));
      }
    }
    vignettes.set(key, map);
    while (vignettes.size > 4) vignettes.delete(vignettes.keys().next().value!);
  }
  return map;
}

/** RGBA frame → RGB with a vignette toward `tint` at `strength` (0..1) in the corners. */
export function finishFrame(
  frame: Uint8Array,
  width: number,
  height: number,
  tint: [number, number, number],
  strength: number,
): Buffer {
  const map = vignetteMap(width, height);
  const out = Buffer.allocUnsafe(width * height * 3);
  const k = strength / 255;
  const [tr, tg, tb] = tint;
  for (let i = 0, s = 0, d = 0; i < width * height; i++, s += 4, d += 3) {
    const a = map[i]! * k;
    out[d] = frame[s]! + (tr - frame[s]!) * a + 0.5;
    out[d + 1] = frame[s + 1]! + (tg - frame[s + 1]!) * a + 0.5;
    out[d + 2] = frame[s + 2]! + (tb - frame[s + 2]!) * a + 0.5;
  }
  return out;
}
