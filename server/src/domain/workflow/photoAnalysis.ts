import crypto from 'node:crypto';
import sharp from 'sharp';
import type { PhotoAnalysis } from '../../engines/types.ts';

/** A stable 32-bit seed from the things that should make a generation differ (project, page, version…). */
export function seedOf(...parts: (string | number)[]): number {
  return crypto.createHash('sha256').update(parts.join('\u0000')).digest().readUInt32LE(0);
}

const NAMED_COLOURS: [string, [number, number, number]][] = [
  ['black', [20, 20, 20]],
  ['charcoal grey', [70, 70, 75]],
  ['silver grey', [160, 160, 165]],
  ['white', [240, 240, 240]],
  ['warm red', [200, 40, 40]],
  ['rose pink', [230, 130, 160]],
  ['warm orange', [235, 130, 40]],
  ['golden yellow', [235, 200, 50]],
  ['sandy beige', [215, 190, 150]],
  ['chocolate brown', [110, 70, 40]],
  ['leaf green', [70, 150, 60]],
  ['deep forest green', [30, 80, 45]],
  ['teal', [30, 130, 130]],
  ['sky blue', [120, 180, 230]],
  ['deep blue', [30, 60, 150]],
  ['lavender purple', [160, 120, 200]],
  ['plum purple', [100, 40, 100]],
];

function nearestName([r, g, b]: number[]): string {
  let best = NAMED_COLOURS[0]!;
  let bestDistance = Infinity;
  for (const entry of NAMED_COLOURS) {
    const [cr, cg, cb] = entry[1];
    const distance = (r! - cr) ** 2 * 0.3 + (g! - cg) ** 2 * 0.59 + (b! - cb) ** 2 * 0.11;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = entry;
    }
  }
  return best[0];
}

/**
 * Brightness and the dominant colours (as names) of a photo: a 48×48 thumbnail's pixels binned by colour name,
 * most common first. Cheap and deterministic; what Magic Fill and the writer need.
 */
export async function analysePhoto(image: Buffer): Promise<PhotoAnalysis> {
  const meta = await sharp(image).rotate().metadata();
  const { data } = await sharp(image)
    .rotate()
    .resize(48, 48, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  let luminance = 0;
  for (let i = 0; i < data.length; i += 3) {
    const pixel = [data[i]!, data[i + 1]!, data[i + 2]!];
    luminance += (0.2126 * pixel[0]! + 0.7152 * pixel[1]! + 0.0722 * pixel[2]!) / 255;
    const name = nearestName(pixel);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const pixels = data.length / 3;
  const dominantColours = [...counts.entries()]
    .filter(([, n]) => n / pixels >= 0.05)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([name]) => name);
  const width = meta.autoOrient?.width ?? meta.width ?? 1;
  const height = meta.autoOrient?.height ?? meta.height ?? 1;
  return { brightness: luminance / pixels, dominantColours, aspectRatio: width / height };
}
