// `npm run demo:story -- [--out docs/story] [--reference <image>] [--style children_book] [--seed 7]`:
// renders the page images of a fixed five-page story with the embedded illustrator, so a person can look at them.
// Without --reference a procedural friendly character stands in for the approved reference image.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import sharp from 'sharp';

import { illustratePage } from '../server/src/engines/illustrator/index.ts';
import { sampleReference } from '../server/src/engines/illustrator/sample-reference.ts';
import type { ArtStyleChoice } from '../server/src/engines/types.ts';

const STORY = {
  title: 'Mia and the Lost Moon',
  pages: [
    'One warm evening Mia found a little lantern in the meadow. It glowed like a tiny star caught in the grass.',
    'A fox with a bushy tail led her into the whispering forest, where mushrooms shone softly beside the path.',
    'At the end of the path lay the sea, and a small boat with a striped sail was waiting by the shore.',
    'They sailed to a castle on a hill, where a wise owl told them the moon had lost its way behind the clouds.',
    'Mia lifted her lantern high, the moon smiled back, and soon she was home in her cosy bed, dreaming of stars.',
  ],
};

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'docs/story' },
    reference: { type: 'string' },
    style: { type: 'string', default: 'children_book' },
    seed: { type: 'string', default: '7' },
  },
});

const outDir = resolve(values.out);
const reference = values.reference ? await readFile(values.reference) : await sampleReference();
const style = values.style as ArtStyleChoice;
const seed = Number(values.seed);
await mkdir(outDir, { recursive: true });

const started = performance.now();
for (const [index, pageText] of STORY.pages.entries()) {
  const t0 = performance.now();
  const png = await illustratePage({
    pageText,
    pageIndex: index,
    pageCount: STORY.pages.length,
    language: 'en',
    reference,
    artStyle: style,
    seed,
  });
  const ms = performance.now() - t0;
  // JPEG keeps the pictures small enough to live in the repository.
  const jpeg = await sharp(png).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
  const file = join(outDir, `page-${index + 1}.jpg`);
  await writeFile(file, jpeg);
  const { width, height } = await sharp(png).metadata();
  console.log(`page ${index + 1}: ${width}×${height}, ${Math.round(ms)} ms, ${Math.round(jpeg.length / 1024)} KB → ${file}`);
}
console.log(`${STORY.pages.length} pages in ${Math.round(performance.now() - started)} ms (${style}, seed ${seed})`);
