// `npm run demo:styles -- [photo] [--out docs/styles] [--seed 1] [--variant 0]`: runs the style engine on a photo (or,
// without one, on the procedurally drawn sample scene) and writes `contact-sheet.jpg` — the 12 art styles and some
// custom prompts, labelled — plus each result under `<out>/results/`.
// `npm run demo:styles -- --previews`: regenerates the art styles' preview images in server/assets/style-previews/.
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { artStyleName } from '../server/src/domain/workflow/catalogue.ts';
import { applyArtStyle, ART_STYLE_KEYS, STYLE_PREVIEW_FILES, type StyleOptions } from '../server/src/engines/style/index.ts';
import { renderSampleScene } from '../server/src/engines/style/scene.ts';

const root = path.resolve(import.meta.dirname, '..');
const PREVIEW_DIR = path.join(root, 'server/assets/style-previews');
const PREVIEW_HEIGHT = 400;
const CUSTOM_PROMPTS = ['pastel', 'noir', 'neon', 'vintage', 'cold winter watercolour', 'warm comic ink', 'dreamy pink'];
const TILE_W = 400;
const TILE_H = 300;
const LABEL_H = 34;
const GAP = 14;
const COLUMNS = 4;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: 'docs/styles' },
    seed: { type: 'string', default: '1' },
    variant: { type: 'string', default: '0' },
    previews: { type: 'boolean', default: false },
  },
});
const seed = Number(values.seed);
const variant = Number(values.variant);

interface Tile {
  label: string;
  file: string;
  image: Buffer;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

async function tileOf(label: string, image: Buffer): Promise<Buffer> {
  const picture = await sharp(image).resize(TILE_W, TILE_H, { fit: 'cover' }).toBuffer();
  const caption = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${TILE_W}" height="${LABEL_H}">
      <rect width="100%" height="100%" fill="#ffffff"/>
      <text x="${TILE_W / 2}" y="${LABEL_H / 2 + 6}" font-family="DejaVu Sans, sans-serif" font-size="17" font-weight="bold"
        fill="#2b2440" text-anchor="middle">${escapeXml(label)}</text>
    </svg>`,
  );
  return sharp({ create: { width: TILE_W, height: TILE_H + LABEL_H, channels: 3, background: '#ffffff' } })
    .composite([
      { input: picture, top: 0, left: 0 },
      { input: caption, top: TILE_H, left: 0 },
    ])
    .png()
    .toBuffer();
}

async function contactSheet(tiles: Tile[]): Promise<Buffer> {
  const rows = Math.ceil(tiles.length / COLUMNS);
  const width = COLUMNS * TILE_W + (COLUMNS + 1) * GAP;
  const height = rows * (TILE_H + LABEL_H) + (rows + 1) * GAP;
  const composites = await Promise.all(
    tiles.map(async (tile, i) => ({
      input: await tileOf(tile.label, tile.image),
      left: GAP + (i % COLUMNS) * (TILE_W + GAP),
      top: GAP + Math.floor(i / COLUMNS) * (TILE_H + LABEL_H + GAP),
    })),
  );
  return sharp({ create: { width, height, channels: 3, background: '#ece7f5' } })
    .composite(composites)
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

async function writePreviews(): Promise<void> {
  const scene = await renderSampleScene(1024, 768);
  await fs.mkdir(PREVIEW_DIR, { recursive: true });
  for (const style of ART_STYLE_KEYS) {
    const png = await applyArtStyle(scene, { style, seed, variant: 0 });
    const jpeg = await sharp(png).resize({ height: PREVIEW_HEIGHT }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    await fs.writeFile(path.join(PREVIEW_DIR, STYLE_PREVIEW_FILES[style]), jpeg);
    console.log(`${STYLE_PREVIEW_FILES[style]}  ${(jpeg.length / 1024).toFixed(0)} KiB`);
  }
}

async function writeDemo(photo: string | undefined, outDir: string): Promise<void> {
  const source = photo ? await fs.readFile(photo) : await renderSampleScene(1024, 768);
  const resultsDir = path.join(outDir, 'results');
  await fs.mkdir(resultsDir, { recursive: true });
  const tiles: Tile[] = [{ label: photo ? 'Source photo' : 'Source (procedural)', file: 'source.png', image: source }];
  const jobs: { label: string; file: string; options: StyleOptions }[] = [
    ...ART_STYLE_KEYS.map((style) => ({ label: artStyleName(style), file: `${style}.png`, options: { style, seed, variant } })),
    ...CUSTOM_PROMPTS.map((prompt) => ({
      label: `Custom: “${prompt}”`,
      file: `custom-${prompt.replace(/\W+/g, '-')}.png`,
      options: { style: 'custom' as const, stylePrompt: prompt, seed, variant },
    })),
  ];
  for (const job of jobs) {
    const started = performance.now();
    const image = await applyArtStyle(source, job.options);
    console.log(`${job.file.padEnd(36)} ${(performance.now() - started).toFixed(0).padStart(5)} ms`);
    await fs.writeFile(path.join(resultsDir, job.file), image);
    tiles.push({ label: job.label, file: job.file, image });
  }
  const sheet = await contactSheet(tiles);
  await fs.writeFile(path.join(outDir, 'contact-sheet.jpg'), sheet);
  console.log(`${path.join(outDir, 'contact-sheet.jpg')}  ${(sheet.length / 1024).toFixed(0)} KiB`);
}

if (values.previews) await writePreviews();
else await writeDemo(positionals[0], path.resolve(process.cwd(), values.out));
