// Generation with the embedded engines, timed through the real HTTP handlers (PGlite, local blob store):
// 3 style options from 3 uploaded phone-size photos (the real photographs of server/test-fixtures/photos: two people
// and a cat, enlarged to 12 MP), and a 10-page story with its page images drawn around the person's cut-out.
// Baseline in the same run: one sharp round trip of one of those photos (decode a 4032×3024 JPEG, resize to 1024,
// encode PNG), the smallest unit of image work every step does at least once.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import sharp from 'sharp';
import { bearer, startTestServer } from '../testing/harness.ts';
import { multipartBody } from '../testing/multipart.ts';

export interface GenerationBenchOptions {
  /** Timed runs of each case (after one warm-up run). */
  runs: number;
  pages: number;
  log: (line: string) => void;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

export async function benchGeneration(options: GenerationBenchOptions) {
  const { log } = options;
  const savedUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const server = await startTestServer({ SIGNUP_BONUS_CREDITS: '100000', ACCESS_TOKEN_TTL_SECONDS: '86400' });
  if (savedUrl) process.env.DATABASE_URL = savedUrl;
  try {
    const user = await server.signUp('bench@example.com');
    const api = async (method: 'POST' | 'GET', url: string, payload?: object) => {
      const res = await server.app.inject({
        method,
        url: `/api${url}`,
        headers: bearer(user.token),
        ...(payload ? { payload } : {}),
      });
      if (res.statusCode !== 200 && res.statusCode !== 201)
        throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      return res.json();
    };

    // Three different phone-size photos (12 MP JPEG, like a phone camera's); the first, a person, is approved.
    const photos = await Promise.all(
      ['grace_hopper.jpg', 'astronaut.jpg', 'chelsea.jpg'].map(async (name) =>
        sharp(await readFile(new URL(`../../test-fixtures/photos/${name}`, import.meta.url)))
          .resize(4032, 3024, { fit: 'cover', kernel: 'cubic' })
          .jpeg({ quality: 88 })
          .toBuffer(),
      ),
    );
    log(`${os.cpus().length} cores; photos 4032×3024 JPEG, ${photos.map((p) => `${(p.length / 1e6).toFixed(1)} MB`).join(', ')}`);

    const time = async (label: string, work: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i <= options.runs; i++) {
        const started = performance.now();
        await work();
        if (i > 0) samples.push(performance.now() - started); // run 0 warms the worker pool and caches
      }
      return { label, median: median(samples), min: Math.min(...samples), max: Math.max(...samples) };
    };

    const baseline = await time('baseline: one photo decode → 1024 → PNG', () =>
      sharp(photos[0]!).resize(1024, 1024, { fit: 'inside' }).png().toBuffer(),
    );

    log(`${baseline.label}: median ${baseline.median.toFixed(0)} ms (${options.runs} runs)`);
    const report = (t: typeof baseline, goalMs: number) =>
      log(
        `${t.label.padEnd(32)} median ${(t.median / 1000).toFixed(2)} s (min ${(t.min / 1000).toFixed(2)}, max ${(t.max / 1000).toFixed(2)}) ` +
          `= ${(t.median / baseline.median).toFixed(1)}× baseline; goal ${goalMs / 1000} s: ${t.median <= goalMs ? 'met' : 'NOT met'}`,
      );

    const project = (await api('POST', '/projects/')).project_id as string;
    const body = multipartBody(photos.map((data, i) => ({ name: `photo-${i + 1}.jpg`, type: 'image/jpeg', data })));
    const uploaded = await server.app.inject({
      method: 'POST',
      url: `/api/projects/${project}/upload-images`,
      headers: { ...bearer(user.token), ...body.headers },
      payload: body.payload,
    });
    if (uploaded.statusCode !== 200) throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
    // What the client sends back: the stored (re-encoded) uploads, as base64.
    const references = await Promise.all(
      (uploaded.json().images as { base64: string | null; signed_url: string | null }[]).map(
        async (image) =>
          image.base64 ?? (await server.app.inject({ method: 'GET', url: image.signed_url! })).rawPayload.toString('base64'),
      ),
    );

    const style = await time('3 style options from 3 photos', () =>
      api('POST', `/projects/${project}/style-images`, { art_style: 'children_book', reference_images: references }),
    );
    report(style, 2000);
    log(`per style option: ${(style.median / 3).toFixed(0)} ms on ${os.availableParallelism()} cores (goal 1000 ms)`);
    const options3 = (
      await api('POST', `/projects/${project}/style-images`, { art_style: 'watercolor', reference_images: references })
    ).style_images as {
      signed_url: string;
    }[];
    const approved = await server.app.inject({ method: 'GET', url: options3[0]!.signed_url });
    const approvedBase64 = approved.rawPayload.toString('base64');
    await api('POST', `/projects/${project}/approve-reference`, { image_base64: approvedBase64, art_style: 'watercolor' });

    let lastStory: { failed_pages: number[]; generated_images: unknown[] } | null = null;
    const story = await time(`${options.pages}-page story with images`, async () => {
      lastStory = await api('POST', `/projects/${project}/story`, {
        character_description: 'Mia, a curious girl with red boots, and her grey cat Pepper',
        context: 'A quiet village by the sea, then a forest and a castle on a hill, at night',
        additional_context: 'peaceful, magical',
        story_type: 'childrens_bedtime_story',
        num_pages: options.pages,
        language: 'en',
      });
    });
    const made = lastStory as { failed_pages: number[]; generated_images: unknown[] } | null;
    if (!made || made.failed_pages.length > 0 || made.generated_images.length !== options.pages)
      throw new Error(`the story bench did not make ${options.pages} images: ${JSON.stringify(made?.failed_pages)}`);

    report(story, 3000);
    log(`per page: ${(story.median / options.pages).toFixed(0)} ms (goal 1500 ms)`);
    return { baseline, style, story };
  } finally {
    await server.close();
  }
}
