// `npm run demo:story -- [--out docs/story] [--photo <image>] [--style children_book] [--seed 7]`:
// writes two stories with the embedded writer from premises a parent would type (one English about a person, one
// Croatian about a pet), styles each story's real photograph (server/test-fixtures/photos) as stage 1 would and
// illustrates every page with the embedded illustrator around it (told by the writer where and when each page is),
// and writes docs/story/README.md with the texts beside the pictures, so a person can read and look at them.
// --photo uses one photograph of your own for both stories.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import sharp from 'sharp';

import { illustratePage } from '../server/src/engines/illustrator/index.ts';
import { writeStory, type StoryRequest } from '../server/src/engines/story/index.ts';
import { applyArtStyle } from '../server/src/engines/style/index.ts';
import type { ArtStyleChoice } from '../server/src/engines/types.ts';

interface Demo {
  folder: string;
  heading: string;
  /** A file in server/test-fixtures/photos (public domain or CC0, see its README). */
  photo: string;
  request: Omit<StoryRequest, 'seed'>;
}

const DEMOS: Demo[] = [
  {
    folder: 'en',
    heading: 'English: a bedtime story',
    photo: 'astronaut.jpg',
    request: {
      storyType: 'childrens_bedtime_story',
      numPages: 5,
      language: 'en',
      characterDescription: 'Iva, a brave woman astronaut with a white helmet',
      context: 'Her first mission to the Moon to bring back a lost robot',
      additionalContext: 'peaceful, magical',
    },
  },
  {
    folder: 'hr',
    heading: 'Hrvatski: priča za djecu',
    photo: 'chelsea.jpg',
    request: {
      storyType: 'childrens_story',
      numPages: 5,
      language: 'hr',
      characterDescription: 'Mica, znatiželjna prugasta mačka',
      context: 'Mica traži izgubljeno klupko vune u vrtu',
      additionalContext: 'veselo',
    },
  },
];

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: 'docs/story' },
    photo: { type: 'string' },
    style: { type: 'string', default: 'children_book' },
    seed: { type: 'string', default: '7' },
  },
});

const outDir = resolve(values.out);
const style = values.style as ArtStyleChoice;
const photos = join(import.meta.dirname, '..', 'server', 'test-fixtures', 'photos');
const seed = Number(values.seed);

const sections: string[] = [];
const started = performance.now();
for (const demo of DEMOS) {
  const story = writeStory({ ...demo.request, seed });
  const dir = join(outDir, demo.folder);
  await mkdir(dir, { recursive: true });
  // Stage 1: the photo in the project's style is the approved reference the pages are drawn from.
  const photo = await readFile(values.photo ?? join(photos, demo.photo));
  const reference = await applyArtStyle(photo, { style, seed, variant: 0 });
  await writeFile(
    join(dir, 'photo.jpg'),
    await sharp(photo).resize(320, 320, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer(),
  );
  await writeFile(
    join(dir, 'reference.jpg'),
    await sharp(reference).resize(320, 320, { fit: 'inside' }).jpeg({ quality: 85 }).toBuffer(),
  );
  const rows: string[] = [];
  for (const [index, page] of story.pages.entries()) {
    const t0 = performance.now();
    const png = await illustratePage({
      pageText: page.page_text,
      pageIndex: index,
      pageCount: story.pages.length,
      language: demo.request.language,
      reference,
      artStyle: style,
      seed,
      scene: page.scene ? { place: page.scene.picture, time: page.scene.light } : null,
    });
    // JPEG at 960 px keeps the pictures small enough to live in the repository.
    const jpeg = await sharp(png).resize(960).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
    const file = join(dir, `page-${index + 1}.jpg`);
    await writeFile(file, jpeg);
    console.log(`${demo.folder} page ${index + 1}: ${Math.round(performance.now() - t0)} ms → ${file}`);
    const where = page.scene ? `${page.scene.placeName}, ${page.scene.time}${page.scene.indoor ? ', indoors' : ''}` : '';
    rows.push(
      `### ${index + 1}\n\n![Page ${index + 1}](${relative(outDir, file)})\n\n${page.page_text}\n\n<sub>${where}</sub>\n`,
    );
  }
  sections.push(
    [
      `## ${demo.heading}: ${story.title}`,
      '',
      `> **Characters:** ${demo.request.characterDescription}  `,
      `> **Story context:** ${demo.request.context}  `,
      `> **Mood:** ${demo.request.additionalContext ?? ''}`,
      '',
      `The photo and the approved reference (the photo in the style, from stage 1):`,
      '',
      `![The photo](${demo.folder}/photo.jpg) ![The approved reference](${demo.folder}/reference.jpg)`,
      '',
      ...rows,
    ].join('\n'),
  );
}

const readme = `# Demo stories: the embedded writer and illustrator

Two stories written and illustrated offline (no keys, no network) from premises a parent would type, by
\`npm run demo:story\` (\`scripts/demo-story.ts\`; seed ${seed}, style \`${style}\`). The writer reads the premise
into a plan (who, where, what they want, what stands in the way: \`server/src/engines/story/premise.ts\`), fits the
plot's beats to the page count and writes every page with the user's own names, place and goal
(\`storyteller.ts\`, sentences in \`words-en.ts\` and \`words-hr.ts\`). It tells the illustrator where and when each
page happens (the small line under each page), so the pictures follow the text. Each story starts from a real
photograph (\`server/test-fixtures/photos\`, public domain and CC0): the vision engine cuts the person out of the
approved reference, with none of the photo's background; the cat close-up cannot be cut out cleanly, so it is framed
as a portrait in the scene.

${sections.join('\n').trimEnd()}
`;
await writeFile(join(outDir, 'README.md'), readme);
console.log(`${DEMOS.length} stories in ${Math.round(performance.now() - started)} ms → ${join(outDir, 'README.md')}`);
