import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { IllustrationRequest, PageLayers } from '../../engines/illustrator/index.ts';
import type { WrittenStory } from '../../engines/story/index.ts';
import type { ArtStyleChoice, StoryTypeKey } from '../../engines/types.ts';
import { HttpError } from '../../http/errors.ts';
import { newBlobKey } from '../../storage/blobStore.ts';
import { refundCredits, spendCredits, spendCreditsInParts } from '../credits/ledger.ts';
import { CREDIT_PRICES } from '../credits/prices.ts';
import { storeProjectFile, type FileRow } from '../projects/files.ts';
import { voiceAfterLanguageChange, type ProjectRow } from '../projects/projects.ts';
import { imageFileType } from './images.ts';
import { seedOf } from './photoAnalysis.ts';
import { newRunId, recordRun, trackRun, type GenerationRun } from './runs.ts';
import { appendVersion } from './versions.ts';

export const NO_STYLE_IMAGES = 'No style images were generated. Please try again.';
export const STYLE_OPTIONS = 3;
/** Page images are made two at a time: the embedded illustrator keeps both cores busy; remote models wait on I/O. */
const ILLUSTRATION_CONCURRENCY = 2;

/** Runs `work` over `items` with at most `limit` at a time, keeping order; each result is a value or an error. */
export async function mapSettled<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>) {
  const results: ({ ok: true; value: R } | { ok: false; error: unknown })[] = new Array(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { ok: true, value: await work(items[index]!, index) };
      } catch (error) {
        results[index] = { ok: false, error };
      }
    }
  });
  await Promise.all(runners);
  return results;
}

/** Refunds a usage if the work it paid for failed; the refund is recorded once even if called twice. */
async function refund(ctx: AppContext, userId: string, transactionId: string | null, description: string) {
  if (transactionId) await refundCredits(ctx, userId, transactionId, description);
}

/**
 * Three style options from the uploaded photos (5 credits): option i from photo i (cycling), variant i, so the three
 * differ by photo, crop and parameters. Replaces the project's style images. Nothing made → refunded.
 */
export async function makeStyleOptions(
  ctx: AppContext,
  project: ProjectRow,
  photos: Buffer[],
  style: { artStyle: ArtStyleChoice; stylePrompt: string | null; instructions: string | null },
  log: FastifyBaseLogger,
): Promise<FileRow[]> {
  const spend = await spendCredits(ctx, project.user_id, CREDIT_PRICES.styleSetup, `Style images (${STYLE_OPTIONS} options)`, {
    projectId: project.id,
  });
  const prompt = [style.stylePrompt, style.instructions].filter((p) => p?.trim()).join('. ') || null;
  // A new request must give new options: the seed moves with the clock; the engine is deterministic for a seed.
  const baseSeed = seedOf(project.id, 'style', style.artStyle, prompt ?? '', ctx.clock.now().getTime());
  const made = await mapSettled(
    Array.from({ length: STYLE_OPTIONS }, (_, i) => i),
    ILLUSTRATION_CONCURRENCY,
    (i) =>
      ctx.ai.image.stylizePhoto(photos[i % photos.length]!, {
        style: style.artStyle,
        stylePrompt: prompt,
        seed: seedOf(baseSeed, i),
        variant: i,
      }),
  );
  for (const result of made) if (!result.ok) log.warn({ err: result.error, project: project.id }, 'a style option failed');
  const images = made.flatMap((r) => (r.ok ? [r.value] : []));
  if (images.length === 0) {
    await refund(ctx, project.user_id, spend.transactionId, 'Refund: no style images were generated');
    return [];
  }
  const old = await ctx.database.db
    .selectFrom('project_files')
    .select(['id', 'blob_key'])
    .where('project_id', '=', project.id)
    .where('kind', '=', 'style_image')
    .execute();
  const stored = await ctx.database.db.transaction().execute(async (trx) => {
    if (old.length > 0)
      await trx
        .deleteFrom('project_files')
        .where(
          'id',
          'in',
          old.map((f) => f.id),
        )
        .execute();
    const rows: FileRow[] = [];
    for (const [i, image] of images.entries()) {
      rows.push(
        await storeProjectFile(ctx, trx, {
          projectId: project.id,
          kind: 'style_image',
          fileName: `style-${i + 1}.png`,
          contentType: 'image/png',
          extension: 'png',
          data: image,
          metadata: { art_style: style.artStyle, style_prompt: prompt },
        }),
      );
    }
    await trx.updateTable('projects').set({ modified_at: ctx.clock.now() }).where('id', '=', project.id).execute();
    return rows;
  });
  await Promise.allSettled(old.map((f) => ctx.storage.delete(f.blob_key)));
  return stored;
}

export interface StorySettings {
  storyType: StoryTypeKey;
  numPages: number;
  language: string;
  artStyle: ArtStyleChoice;
  stylePrompt: string | null;
  characterDescription: string;
  context: string | null;
  theme: string | null;
  additionalContext: string | null;
  storyInstructions: string | null;
  storyTitle: string | null;
}

export interface StoryOutcome {
  story: WrittenStory;
  pages: { pageIndex: number; file: FileRow }[];
  failedPages: number[];
}

/**
 * Writes and illustrates a story: 1 credit per page of text and 5 per page image, charged up front as separate parts
 * so a failed page image is refunded alone; a failed text refunds everything. On success the story, images and one
 * 'Original' version per page replace the old ones, the settings are saved, stage 2 is complete and stage 3 current.
 */
export async function writeAndIllustrate(
  ctx: AppContext,
  project: ProjectRow,
  reference: Buffer,
  settings: StorySettings,
  log: FastifyBaseLogger,
): Promise<StoryOutcome> {
  const n = settings.numPages;
  // The charges and the record of the run commit together: a crash from here on is settled by the sweep (runs.ts).
  const runId = newRunId();
  const { transactionIds } = await spendCreditsInParts(
    ctx,
    project.user_id,
    [
      { amount: CREDIT_PRICES.storyTextPerPage * n, reason: `Story text (${n} pages)` },
      ...Array.from({ length: n }, (_, i) => ({ amount: CREDIT_PRICES.imagePerPage, reason: `Page ${i + 1} illustration` })),
    ],
    {
      projectId: project.id,
      description: `Story with ${n} illustrated pages`,
      within: (trx, charges) =>
        recordRun(trx, { id: runId, userId: project.user_id, projectId: project.id, kind: 'story', charges }, ctx.clock.now()),
    },
  );
  const run = trackRun(ctx, runId, (error) => log.warn({ err: error, run: runId }, 'could not record a heartbeat'));
  try {
    return await illustrateAndSave(ctx, project, reference, settings, log, transactionIds, run);
  } finally {
    await run.close();
  }
}

async function illustrateAndSave(
  ctx: AppContext,
  project: ProjectRow,
  reference: Buffer,
  settings: StorySettings,
  log: FastifyBaseLogger,
  transactionIds: (string | null)[],
  run: GenerationRun,
): Promise<StoryOutcome> {
  const n = settings.numPages;
  const [textCharge, ...imageCharges] = transactionIds;
  const seed = seedOf(project.id, 'story', ctx.clock.now().getTime());

  let story: WrittenStory;
  try {
    story = await ctx.ai.text.writeStory({
      storyType: settings.storyType,
      numPages: n,
      language: settings.language,
      characterDescription: settings.characterDescription,
      context: [settings.context, settings.theme].filter((t) => t?.trim()).join('. '),
      theme: settings.theme,
      additionalContext: settings.additionalContext,
      storyInstructions: settings.storyInstructions,
      storyTitle: settings.storyTitle,
      seed,
    });
  } catch (error) {
    log.error({ err: error, project: project.id }, 'story writing failed');
    for (const charge of transactionIds)
      await refund(ctx, project.user_id, charge ?? null, 'Refund: the story could not be written');
    throw new HttpError(502, 'Failed to generate story. Please try again.');
  }

  const keys: (string | null)[] = new Array(n).fill(null);
  const results = await mapSettled(story.pages, ILLUSTRATION_CONCURRENCY, async (page, i) => {
    const { image, layers } = await illustrate(ctx, {
      pageText: page.page_text,
      pageIndex: i,
      pageCount: n,
      language: settings.language,
      reference,
      artStyle: settings.artStyle,
      stylePrompt: settings.stylePrompt,
      seed: seedOf(seed, 'page', i),
      // Where and when the writer set the page: the picture follows the text.
      scene: page.scene ? { place: page.scene.picture, time: page.scene.light } : null,
    });
    const type = imageFileType(image);
    const key = newBlobKey(type.extension);
    await run.addBlob(key);
    await ctx.storage.put(key, image);
    keys[i] = key;
    return { key, size: image.length, layers, ...type };
  });
  const failedPages: number[] = [];
  for (const [i, result] of results.entries()) {
    if (result.ok) continue;
    failedPages.push(i + 1);
    log.warn({ err: result.error, project: project.id, page: i + 1 }, 'a page illustration failed');
    await refund(ctx, project.user_id, imageCharges[i] ?? null, `Refund: page ${i + 1} illustration failed`);
  }

  const now = ctx.clock.now();
  const oldFiles = await ctx.database.db
    .selectFrom('project_files')
    .select(['id', 'blob_key'])
    .where('project_id', '=', project.id)
    .where('kind', '=', 'generated_image')
    .execute();
  try {
    const pages = await ctx.database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('image_versions').where('project_id', '=', project.id).execute();
      await trx.deleteFrom('current_image_versions').where('project_id', '=', project.id).execute();
      if (oldFiles.length > 0)
        await trx
          .deleteFrom('project_files')
          .where(
            'id',
            'in',
            oldFiles.map((f) => f.id),
          )
          .execute();
      const title = settings.storyTitle?.trim() || story.title;
      await trx
        .insertInto('project_stories')
        .values({ project_id: project.id, title, pages: JSON.stringify(story.pages), created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('project_id').doUpdateSet({ title, pages: JSON.stringify(story.pages), updated_at: now }))
        .execute();
      await trx
        .updateTable('projects')
        .set({
          story_title: title,
          character_description: settings.characterDescription,
          context: settings.context,
          theme: settings.theme,
          additional_context: settings.additionalContext,
          story_instructions: settings.storyInstructions,
          story_type: settings.storyType,
          num_pages: n,
          language: settings.language,
          ...voiceAfterLanguageChange(project, { language: settings.language }),
          art_style: settings.artStyle,
          style_prompt: settings.stylePrompt,
          stage_2_completed: true,
          current_stage: 3,
          modified_at: now,
        })
        .where('id', '=', project.id)
        .execute();
      const stored: { pageIndex: number; file: FileRow }[] = [];
      for (const [i, result] of results.entries()) {
        if (!result.ok) continue;
        const file = await trx
          .insertInto('project_files')
          .values({
            project_id: project.id,
            kind: 'generated_image',
            page_number: i + 1,
            blob_key: result.value.key,
            file_name: `page-${i + 1}.${result.value.extension}`,
            content_type: result.value.contentType,
            size_bytes: result.value.size,
            metadata: JSON.stringify(result.value.layers ? { version: 1, layers: result.value.layers } : { version: 1 }),
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await appendVersion(
          trx,
          project.id,
          i,
          { fileId: file.id, imageUrl: null, label: 'Original', instructions: null, isOriginal: true },
          now,
        );
        stored.push({ pageIndex: i, file });
      }
      await run.delivered(trx);
      return stored;
    });
    await Promise.allSettled(oldFiles.map((f) => ctx.storage.delete(f.blob_key)));
    return { story: { ...story, title: settings.storyTitle?.trim() || story.title }, pages, failedPages };
  } catch (error) {
    await Promise.allSettled(keys.flatMap((key) => (key ? [ctx.storage.delete(key)] : [])));
    for (const charge of [textCharge, ...imageCharges])
      await refund(ctx, project.user_id, charge ?? null, 'Refund: the story could not be saved');
    throw error;
  }
}

/** The page image, with its layers when the illustrator composes the page itself (the embedded one). */
async function illustrate(ctx: AppContext, request: IllustrationRequest): Promise<{ image: Buffer; layers: PageLayers | null }> {
  const provider = ctx.ai.image;
  if (provider.illustratePageLayered) return provider.illustratePageLayered(request);
  return { image: await provider.illustratePage(request), layers: null };
}

/** A new illustration for one page (5 credits), appended as the page's newest version and made current. */
export async function regeneratePage(
  ctx: AppContext,
  project: ProjectRow,
  input: { pageIndex: number; pageText: string; reference: Buffer; instructions: string | null; pageCount: number },
  log: FastifyBaseLogger,
) {
  const page = input.pageIndex + 1;
  const spend = await spendCredits(ctx, project.user_id, CREDIT_PRICES.imagePerPage, `Page ${page} illustration (regenerated)`, {
    projectId: project.id,
  });
  let image: Buffer;
  let layers: PageLayers | null;
  let type: ReturnType<typeof imageFileType>;
  try {
    ({ image, layers } = await illustrate(ctx, {
      pageText: input.pageText,
      pageIndex: input.pageIndex,
      pageCount: input.pageCount,
      language: project.language,
      reference: input.reference,
      artStyle: project.art_style as ArtStyleChoice,
      stylePrompt: project.style_prompt,
      seed: seedOf(project.id, 'regenerate', input.pageIndex, ctx.clock.now().getTime()),
      instructions: input.instructions,
    }));
    type = imageFileType(image);
  } catch (error) {
    log.error({ err: error, project: project.id, page }, 'page regeneration failed');
    await refund(ctx, project.user_id, spend.transactionId, `Refund: page ${page} illustration failed`);
    throw new HttpError(502, 'The illustration could not be made. Your credits were refunded; please try again.');
  }
  const now = ctx.clock.now();
  return ctx.database.db.transaction().execute(async (trx) => {
    const file = await storeProjectFile(ctx, trx, {
      projectId: project.id,
      kind: 'generated_image',
      pageNumber: page,
      fileName: `page-${page}-${now.getTime()}.${type.extension}`,
      contentType: type.contentType,
      extension: type.extension,
      data: image,
      metadata: layers ? { instructions: input.instructions, layers } : { instructions: input.instructions },
    });
    const version = await appendVersion(
      trx,
      project.id,
      input.pageIndex,
      { fileId: file.id, imageUrl: null, label: null, instructions: input.instructions, isOriginal: false },
      now,
    );
    await trx.updateTable('projects').set({ modified_at: now }).where('id', '=', project.id).execute();
    return { file, ...version, createdAt: now };
  });
}
