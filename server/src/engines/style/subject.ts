/**
 * Where the subject's face probably is: the best skin-coloured blob (YCbCr skin rule + brightness) on a ~96 px
 * thumbnail, scored by size, compactness and closeness to the upper centre; else the upper centre itself. Crops and
 * the caricature bulge centre on it.
 */

export interface Subject {
  /** Centre, 0..1 of width and height. */
  x: number;
  y: number;
  /** Approximate face radius as a fraction of the shorter side. */
  radius: number;
  /** False when no plausible skin region was found (the upper-centre fallback). */
  found: boolean;
}

export const FALLBACK_SUBJECT: Subject = { x: 0.5, y: 0.36, radius: 0.16, found: false };

export function findSubject(data: Uint8Array, width: number, height: number, channels: number): Subject {
  const step = Math.max(1, Math.ceil(Math.max(width, height) / 96));
  const gw = Math.floor(width / step);
  const gh = Math.floor(height / step);
  if (gw < 4 || gh < 4 || channels < 3) return FALLBACK_SUBJECT;
  const skin = new Uint8Array(gw * gh);
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      // A sparse 3×3 sample of the cell is enough for a skin vote.
      for (let sy = 0; sy < 3; sy++) {
        for (let sx = 0; sx < 3; sx++) {
          const px = gx * step + Math.floor(((sx + 0.5) * step) / 3);
          const py = gy * step + Math.floor(((sy + 0.5) * step) / 3);
          const j = (py * width + px) * channels;
          r += data[j]!;
          g += data[j + 1]!;
          b += data[j + 2]!;
        }
      }
      r /= 9;
      g /= 9;
      b /= 9;
      const y = 0.299 * r + 0.587 * g + 0.114 * b;
      const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
      const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
      const isSkin = y > 55 && y < 245 && cb >= 77 && cb <= 127 && cr >= 136 && cr <= 173 && r > g && g >= b * 0.85 && r - b > 20;
      skin[gy * gw + gx] = isSkin ? 1 : 0;
    }
  }
  // Connected components (4-neighbour) by flood fill.
  const label = new Int32Array(gw * gh).fill(-1);
  const stack = new Int32Array(gw * gh);
  let best: Subject | null = null;
  let bestScore = 0;
  const total = gw * gh;
  for (let start = 0; start < total; start++) {
    if (!skin[start] || label[start]! >= 0) continue;
    let top = 0;
    stack[top++] = start;
    label[start] = start;
    let area = 0;
    let sx = 0;
    let sy = 0;
    let minX = gw;
    let maxX = 0;
    let minY = gh;
    let maxY = 0;
    while (top > 0) {
      const i = stack[--top]!;
      const x = i % gw;
      const y = (i - x) / gw;
      area++;
      sx += x;
      sy += y;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      const neighbours = [x > 0 ? i - 1 : -1, x < gw - 1 ? i + 1 : -1, y > 0 ? i - gw : -1, y < gh - 1 ? i + gw : -1];
      for (const j of neighbours) {
        if (j >= 0 && skin[j] && label[j]! < 0) {
          label[j] = start;
          stack[top++] = j;
        }
      }
    }
    const frac = area / total;
    if (frac < 0.002 || frac > 0.3) continue;
    const cx = (sx / area + 0.5) / gw;
    const cy = (sy / area + 0.5) / gh;
    const bw = maxX - minX + 1;
    const bh = maxY - minY + 1;
    const fill = area / (bw * bh);
    const aspect = Math.min(bw, bh) / Math.max(bw, bh);
    const prior = Math.exp(-((cx - 0.5) ** 2) / 0.12 - (cy - 0.38) ** 2 / 0.18);
    const score = Math.sqrt(frac) * (0.4 + fill) * (0.3 + aspect) * prior;
    if (score > bestScore) {
      bestScore = score;
      best = { x: cx, y: cy, radius: Math.sqrt(area / Math.PI) / Math.min(gw, gh), found: true };
    }
  }
  return best ?? FALLBACK_SUBJECT;
}
