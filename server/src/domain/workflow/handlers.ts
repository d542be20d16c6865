import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { LANGUAGES, STORY_TYPES } from '../../engines/story/catalogue.ts';
import { STYLE_PREVIEW_FILES } from '../../engines/style/index.ts';
import type { ArtStyleChoice, ArtStyleKey, StoryTypeKey } from '../../engines/types.ts';
import { HttpError } from '../../http/errors.ts';
import type { Handlers, JsonBody, Ok, PathOf } from '../../http/types.ts';
import type { AppContext } from '../../context.ts';
import { BlobNotFoundError } from '../../storage/blobStore.ts';
import { fileUrl } from '../../storage/mediaUrls.ts';
import { requireAuth } from '../auth/handlers.ts';
import { liveBalance, refundCredits, spendCredits } from '../credits/ledger.ts';
import { CREDIT_PRICES } from '../credits/prices.ts';
import { signFile, storeProjectFile, type FileRow } from '../projects/files.ts';
import { assertEditable, isUuid, loadOwnedProject, type ProjectRow } from '../projects/projects.ts';
import { ART_STYLES, STYLE_PREVIEW_DIR } from './catalogue.ts';
import { makeStyleOptions, NO_STYLE_IMAGES, regeneratePage, writeAndIllustrate } from './generation.ts';
import {
  decodeBase64Image,
  ENGINE_INPUT_SIDE,
  ImageRejection,
  MAX_UPLOADS_PER_PROJECT,
  normaliseImage,
  type NormaliseOptions,
  type NormalisedImage,
} from './images.ts';
import { analysePhoto, seedOf } from './photoAnalysis.ts';
import { editPageText } from './storyPages.ts';
import { appendVersion, setCurrentVersion, versionMaps, versionView } from './versions.ts';

type ImageItem = Ok<'uploadImages'>['images'][number];

export const TOO_MANY_FILES = 'Too many files: a project holds at most 10 uploaded images.';
export const NO_REFERENCE = 'Please approve a reference image from Stage 1 first.';
export const MAGIC_FILL_NEEDS_IMAGE = 'Please upload reference images first before using the magic button.';
export const STORY_NEEDS_DETAILS = 'Please describe the characters in your reference image and provide a story context.';
export const TITLE_NEEDS_DETAILS = 'Please fill in character description and story context first to auto-generate a title.';
export const UPLOAD_NOT_FOUND = 'Uploaded image not found';
export const UPLOAD_IN_USE = 'This photo is a page image of the story: choose another version for that page first.';
export const TEXT_ALREADY_GOOD = 'Your text already reads well: nothing to change, no credit used.';
export const textImproved = (credits: number) => `Text improved: ${credits} ${credits === 1 ? 'credit' : 'credits'} used.`;

/** Text as a reader sees it: the same words and marks, whatever the spacing and line endings. */
function sameText(a: string, b: string): boolean {
  const normal = (text: string) =>
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  return normal(a) === normal(b);
}

const blank = (text: string | null | undefined) => !text || text.trim().length === 0;
const orNull = (text: string | null | undefined) => (blank(text) ? null : text!.trim());

export function workflowHandlers(ctx: AppContext): Handlers {
  const db = ctx.database.db;

  /** The caller's project, refusing changes to a completed one (409), as every workflow action changes it. */
  async function editableProject(request: FastifyRequest): Promise<ProjectRow> {
    const auth = requireAuth(request);
    const project = await loadOwnedProject(db, auth.userId, (request.params as PathOf<'getProject'>).id);
    await assertEditable(db, project);
    return project;
  }

  /** Sniffs, decodes and re-encodes every file first; one bad file refuses the whole batch, naming it. */
  /** Sniffs and re-encodes every file (all at once: libvips spreads them over the cores); the first bad one refuses all. */
  async function normaliseAll(files: { name: string; data: Buffer }[], options?: NormaliseOptions): Promise<NormalisedImage[]> {
    for (const file of files)
      if (file.data.length < 1024) throw new HttpError(400, `${file.name} is too small to be a photo (under 1 KB).`);
    const results = await Promise.allSettled(files.map((file) => normaliseImage(file.data, options)));
    return results.map((result, i) => {
      if (result.status === 'fulfilled') return result.value;
      if (result.reason instanceof ImageRejection) throw new HttpError(400, `${files[i]!.name} ${result.reason.message}.`);
      throw result.reason;
    });
  }

  async function decodeImages(base64s: string[], what: string): Promise<Buffer[]> {
    const decoded = base64s.map((text, i) => {
      try {
        return { name: `${what} ${i + 1}`, data: decodeBase64Image(text) };
      } catch (error) {
        throw new HttpError(400, `${what} ${i + 1} ${(error as Error).message}.`);
      }
    });
    return (await normaliseAll(decoded, { maxSide: ENGINE_INPUT_SIDE, purpose: 'work' })).map((image) => image.data);
  }

  async function storedImage(fileId: string | null): Promise<Buffer | null> {
    if (!fileId) return null;
    const file = await db.selectFrom('project_files').select('blob_key').where('id', '=', fileId).executeTakeFirst();
    if (!file) return null;
    try {
      return await ctx.storage.get(file.blob_key);
    } catch (error) {
      if (error instanceof BlobNotFoundError) return null;
      throw error;
    }
  }

  function imageItem(file: FileRow, base64: string | null): ImageItem {
    return {
      id: file.id,
      base64,
      file_url: fileUrl(file.blob_key),
      signed_url: signFile(ctx, file.blob_key),
      file_name: file.file_name,
      content_type: file.content_type,
    };
  }

  /** A paid text action: charged first, refunded if the provider fails. */
  async function paidText<T>(
    log: FastifyBaseLogger,
    project: ProjectRow,
    charge: { amount: number; reason: string },
    work: () => Promise<T>,
    failure: string,
  ): Promise<T> {
    const spend = await spendCredits(ctx, project.user_id, charge.amount, charge.reason, { projectId: project.id });
    try {
      return await work();
    } catch (error) {
      log.error({ err: error, project: project.id }, `${charge.reason} failed`);
      if (spend.transactionId) {
        await refundCredits(ctx, project.user_id, spend.transactionId, `Refund: ${charge.reason.toLowerCase()} failed`);
      }
      throw new HttpError(502, failure);
    }
  }

  /**
   * A text action paid only when it changes the text: the balance must cover it first (the ledger's own 402), the
   * credit is spent once the result differs from the input, and an unchanged result costs nothing and writes no usage.
   */
  async function paidIfChanged(
    log: FastifyBaseLogger,
    project: ProjectRow,
    charge: { amount: number; reason: string },
    input: string,
    work: () => Promise<string>,
    failure: string,
  ): Promise<{ text: string; changed: boolean }> {
    const userId = project.user_id;
    // Short of credits: spending now answers the ledger's 402 (a top-up that lands in between simply pays up front).
    const spend =
      (await liveBalance(db, userId, ctx.clock.now())) < charge.amount
        ? await spendCredits(ctx, userId, charge.amount, charge.reason, { projectId: project.id })
        : null;
    let text: string;
    try {
      text = await work();
    } catch (error) {
      log.error({ err: error, project: project.id }, `${charge.reason} failed`);
      if (spend?.transactionId) {
        await refundCredits(ctx, userId, spend.transactionId, `Refund: ${charge.reason.toLowerCase()} failed`);
      }
      throw new HttpError(502, failure);
    }
    const changed = text.trim() !== '' && !sameText(text, input);
    if (!changed) {
      if (spend?.transactionId)
        await refundCredits(ctx, userId, spend.transactionId, `Refund: ${charge.reason.toLowerCase()} changed nothing`);
      return { text: input, changed: false };
    }
    // A 402 here (the balance spent elsewhere meanwhile) answers as any refused spend: the change is not handed out.
    if (!spend) await spendCredits(ctx, userId, charge.amount, charge.reason, { projectId: project.id });
    return { text, changed: true };
  }

  async function styleImages(request: FastifyRequest, instructions: string | null): Promise<Ok<'createStyleImages'>> {
    const body = request.body as JsonBody<'createStyleImages'>;
    const project = await editableProject(request);
    if (body.art_style === 'custom' && blank(body.style_prompt))
      throw new HttpError(422, 'Please provide a custom style description.');
    const photos = await decodeImages(body.reference_images, 'Reference image');
    const files = await makeStyleOptions(
      ctx,
      project,
      photos,
      { artStyle: body.art_style, stylePrompt: orNull(body.style_prompt), instructions },
      request.log,
    );
    if (files.length === 0) return { success: false, style_images: [], error: NO_STYLE_IMAGES };
    return { success: true, style_images: files.map((f) => imageItem(f, null)), error: null };
  }

  return {
    async listStoryTypes(): Promise<Ok<'listStoryTypes'>> {
      return { success: true, story_types: STORY_TYPES };
    },

    async listArtStyles(): Promise<Ok<'listArtStyles'>> {
      const styles = Object.fromEntries(
        (Object.keys(ART_STYLES) as ArtStyleKey[]).map((key) => [
          key,
          { ...ART_STYLES[key], preview_url: STYLE_PREVIEW_FILES[key] ? `/api/art-styles/${key}/preview` : null },
        ]),
      ) as Ok<'listArtStyles'>['styles'];
      return { success: true, styles };
    },

    async getArtStylePreview(request, reply) {
      const { style } = request.params as PathOf<'getArtStylePreview'>;
      const file = (STYLE_PREVIEW_FILES as Record<string, string | undefined>)[style];
      if (!file) throw new HttpError(404, `No preview for art style "${style}"`);
      return reply
        .type('image/jpeg')
        .header('cache-control', 'public, max-age=86400')
        .send(await fs.readFile(path.join(STYLE_PREVIEW_DIR, file)));
    },

    async listLanguages(): Promise<Ok<'listLanguages'>> {
      return { success: true, languages: LANGUAGES };
    },

    async uploadImages(request): Promise<Ok<'uploadImages'>> {
      requireAuth(request);
      const images = await normaliseAll(request.uploads);
      return {
        success: true,
        images: images.map((image, i) => ({
          base64: image.data.toString('base64'),
          file_url: null,
          signed_url: null,
          file_name: `upload-${i + 1}.${image.extension}`,
          content_type: image.contentType,
        })),
        error: null,
      };
    },

    async uploadProjectImages(request): Promise<Ok<'uploadProjectImages'>> {
      const project = await editableProject(request);
      const images = await normaliseAll(request.uploads);
      const rows = await db.transaction().execute(async (trx) => {
        await trx.selectFrom('projects').select('id').where('id', '=', project.id).forUpdate().execute();
        const existing = await trx
          .selectFrom('project_files')
          .select('file_name')
          .where('project_id', '=', project.id)
          .where('kind', '=', 'uploaded_image')
          .execute();
        if (existing.length + images.length > MAX_UPLOADS_PER_PROJECT) throw new HttpError(422, TOO_MANY_FILES);
        // Numbered after the highest kept one: with an upload removed, the count would repeat a name still shown.
        const last = Math.max(existing.length, ...existing.map((f) => Number(/^upload-(\d+)\./.exec(f.file_name)?.[1] ?? 0)));
        const stored: FileRow[] = [];
        for (const [i, image] of images.entries()) {
          stored.push(
            await storeProjectFile(ctx, trx, {
              projectId: project.id,
              kind: 'uploaded_image',
              fileName: `upload-${last + i + 1}.${image.extension}`,
              contentType: image.contentType,
              extension: image.extension,
              data: image.data,
              metadata: { source_format: image.sourceFormat, width: image.width, height: image.height },
            }),
          );
        }
        await trx.updateTable('projects').set({ modified_at: ctx.clock.now() }).where('id', '=', project.id).execute();
        return stored;
      });
      return { success: true, images: rows.map((row, i) => imageItem(row, images[i]!.data.toString('base64'))), error: null };
    },

    /** Removes one upload (row and stored file): the project can take one more, up to the limit of 10. */
    async deleteProjectUpload(request): Promise<Ok<'deleteProjectUpload'>> {
      const { file_id: fileId } = request.params as PathOf<'deleteProjectUpload'>;
      const project = await editableProject(request);
      if (!isUuid(fileId)) throw new HttpError(404, UPLOAD_NOT_FOUND);
      const blobKey = await db.transaction().execute(async (trx) => {
        await trx.selectFrom('projects').select('id').where('id', '=', project.id).forUpdate().execute();
        // A video finished while this waited for the lock: the project is read-only now.
        await assertEditable(trx, project);
        const file = await trx
          .selectFrom('project_files')
          .select(['id', 'blob_key'])
          .where('id', '=', fileId)
          .where('project_id', '=', project.id)
          .where('kind', '=', 'uploaded_image')
          .executeTakeFirst();
        if (!file) throw new HttpError(404, UPLOAD_NOT_FOUND);
        const version = await trx
          .selectFrom('image_versions')
          .select('page_index')
          .where('project_id', '=', project.id)
          .where('file_id', '=', file.id)
          .limit(1)
          .executeTakeFirst();
        if (version) throw new HttpError(409, UPLOAD_IN_USE);
        await trx.deleteFrom('project_files').where('id', '=', file.id).execute();
        await trx.updateTable('projects').set({ modified_at: ctx.clock.now() }).where('id', '=', project.id).execute();
        return file.blob_key;
      });
      // After the commit: a rolled-back delete must still find its bytes.
      await ctx.storage.delete(blobKey);
      return { success: true, message: 'Image removed', error: null };
    },

    createStyleImages: (request) => styleImages(request, null),

    regenerateStyleImages: (request) =>
      styleImages(request, orNull((request.body as JsonBody<'regenerateStyleImages'>).regeneration_instructions)),

    async approveReferenceImage(request): Promise<Ok<'approveReferenceImage'>> {
      const body = request.body as JsonBody<'approveReferenceImage'>;
      const project = await editableProject(request);
      const [image] = await decodeImages([body.image_base64], 'The selected style image');
      const previous = project.approved_reference_file_id;
      await db.transaction().execute(async (trx) => {
        const file = await storeProjectFile(ctx, trx, {
          projectId: project.id,
          kind: 'reference_image',
          fileName: 'reference.jpg',
          contentType: 'image/jpeg',
          extension: 'jpg',
          data: image!,
        });
        await trx
          .updateTable('projects')
          .set({
            approved_reference_file_id: file.id,
            ...(body.art_style ? { art_style: body.art_style } : {}),
            ...(body.style_prompt !== undefined ? { style_prompt: orNull(body.style_prompt) } : {}),
            stage_1_completed: true,
            current_stage: 2,
            modified_at: ctx.clock.now(),
          })
          .where('id', '=', project.id)
          .execute();
        if (previous) {
          const old = await trx.deleteFrom('project_files').where('id', '=', previous).returning('blob_key').executeTakeFirst();
          if (old) await ctx.storage.delete(old.blob_key);
        }
      });
      return { success: true, message: 'Reference image approved', error: null };
    },

    async generateStory(request): Promise<Ok<'generateStory'>> {
      const body = request.body as JsonBody<'generateStory'>;
      const project = await editableProject(request);
      if (blank(body.character_description) || (blank(body.context) && blank(body.theme)))
        throw new HttpError(422, STORY_NEEDS_DETAILS);
      const reference = body.approved_reference_image
        ? (await decodeImages([body.approved_reference_image], 'The reference image'))[0]!
        : await storedImage(project.approved_reference_file_id);
      if (!reference) throw new HttpError(422, NO_REFERENCE);
      const outcome = await writeAndIllustrate(
        ctx,
        project,
        reference,
        {
          storyType: (body.story_type ?? project.story_type) as StoryTypeKey,
          numPages: body.num_pages ?? project.num_pages,
          language: body.language ?? project.language,
          artStyle: (body.art_style ?? project.art_style) as ArtStyleChoice,
          stylePrompt: body.style_prompt !== undefined ? orNull(body.style_prompt) : project.style_prompt,
          characterDescription: body.character_description.trim(),
          context: orNull(body.context),
          theme: orNull(body.theme),
          additionalContext: orNull(body.additional_context),
          storyInstructions: orNull(body.story_instructions),
          storyTitle: orNull(body.story_title),
        },
        request.log,
      );
      return {
        success: true,
        story: {
          title: outcome.story.title,
          story: outcome.story.pages.map((p) => ({ page_number: p.page_number, page: p.page_number, page_text: p.page_text })),
        },
        generated_images: outcome.pages.map(({ pageIndex, file }) => {
          const signed = signFile(ctx, file.blob_key);
          return {
            page_index: pageIndex,
            page_number: pageIndex + 1,
            image_url: signed,
            file_url: fileUrl(file.blob_key),
            signed_url: signed,
          };
        }),
        failed_pages: outcome.failedPages,
        warning: outcome.failedPages.length > 0 ? 'Some images failed to generate' : null,
        error: null,
      };
    },

    async updateStoryPage(request): Promise<Ok<'updateStoryPage'>> {
      const { page_index } = request.params as PathOf<'updateStoryPage'>;
      const body = request.body as JsonBody<'updateStoryPage'>;
      const project = await editableProject(request);
      const page = await editPageText(ctx, project, page_index, body.page_text);
      return {
        success: true,
        page_index: page.pageIndex,
        page: { page_number: page.pageNumber, page: page.pageNumber, page_text: page.pageText },
        audio_out_of_date: page.audioOutOfDate,
      };
    },

    async regenerateImage(request): Promise<Ok<'regenerateImage'>> {
      const body = request.body as JsonBody<'regenerateImage'>;
      const project = await editableProject(request);
      const story = await db
        .selectFrom('project_stories')
        .select('pages')
        .where('project_id', '=', project.id)
        .executeTakeFirst();
      const page = story?.pages[body.page_index];
      if (!story || !page) throw new HttpError(422, `This story has no page ${body.page_index + 1}. Generate the story first.`);
      const reference = body.reference_image
        ? (await decodeImages([body.reference_image], 'The reference image'))[0]!
        : await storedImage(project.approved_reference_file_id);
      if (!reference) throw new HttpError(422, NO_REFERENCE);
      const made = await regeneratePage(
        ctx,
        project,
        {
          pageIndex: body.page_index,
          pageText: orNull(body.page_text) ?? page.page_text,
          reference,
          instructions: orNull(body.improvement_instructions),
          pageCount: story.pages.length,
        },
        request.log,
      );
      const signed = signFile(ctx, made.file.blob_key);
      return {
        success: true,
        page_index: body.page_index,
        image: imageItem(made.file, null),
        version: versionView(signed, {
          label: made.label,
          instructions: orNull(body.improvement_instructions),
          is_original: false,
          created_at: made.createdAt,
        }),
        version_index: made.versionIndex,
        error: null,
      };
    },

    async getImageVersions(request): Promise<Ok<'getImageVersions'>> {
      const auth = requireAuth(request);
      const project = await loadOwnedProject(db, auth.userId, (request.params as PathOf<'getImageVersions'>).id);
      return { success: true, ...(await versionMaps(ctx, db, project.id)) };
    },

    async addImageVersion(request): Promise<Ok<'addImageVersion'>> {
      const body = request.body as JsonBody<'addImageVersion'>;
      const project = await editableProject(request);
      // Only this project's own stored images can become versions: the video is rendered from them.
      const key = /\/api\/media\/([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(body.image_url)?.[1];
      const file = key
        ? await db
            .selectFrom('project_files')
            .selectAll()
            .where('blob_key', '=', key)
            .where('project_id', '=', project.id)
            .where('kind', 'in', ['generated_image', 'style_image', 'uploaded_image', 'reference_image'])
            .executeTakeFirst()
        : undefined;
      if (!file) throw new HttpError(422, 'The image must be one of this project’s stored images.');
      const now = ctx.clock.now();
      const version = await db.transaction().execute(async (trx) => {
        await trx.selectFrom('projects').select('id').where('id', '=', project.id).forUpdate().execute();
        return appendVersion(
          trx,
          project.id,
          body.page_index,
          {
            fileId: file.id,
            imageUrl: null,
            label: body.label ?? null,
            instructions: orNull(body.instructions),
            isOriginal: body.is_original ?? false,
          },
          now,
        );
      });
      return {
        success: true,
        page_index: body.page_index,
        version_index: version.versionIndex,
        version: versionView(signFile(ctx, file.blob_key), {
          label: version.label,
          instructions: orNull(body.instructions),
          is_original: body.is_original ?? false,
          created_at: now,
        }),
      };
    },

    async setCurrentImageVersion(request): Promise<Ok<'setCurrentImageVersion'>> {
      const body = request.body as JsonBody<'setCurrentImageVersion'>;
      const project = await editableProject(request);
      const exists = await db
        .selectFrom('image_versions')
        .select('version_index')
        .where('project_id', '=', project.id)
        .where('page_index', '=', body.page_index)
        .where('version_index', '=', body.version_index)
        .executeTakeFirst();
      if (!exists) throw new HttpError(422, `Page ${body.page_index + 1} has no version ${body.version_index + 1}.`);
      await setCurrentVersion(db, project.id, body.page_index, body.version_index);
      const { current_versions } = await versionMaps(ctx, db, project.id);
      return { success: true, page_index: body.page_index, version_index: body.version_index, current_versions };
    },

    async initializeImageVersions(request): Promise<Ok<'initializeImageVersions'>> {
      const project = await editableProject(request);
      const now = ctx.clock.now();
      await db.transaction().execute(async (trx) => {
        await trx.selectFrom('projects').select('id').where('id', '=', project.id).forUpdate().execute();
        const pages = await trx
          .selectFrom('project_files as f')
          .select(['f.id', 'f.page_number'])
          .where('f.project_id', '=', project.id)
          .where('f.kind', '=', 'generated_image')
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('image_versions as v')
                  .select('v.page_index')
                  .whereRef('v.project_id', '=', 'f.project_id')
                  .where((eb) => eb('v.page_index', '=', eb(eb.ref('f.page_number'), '-', 1))),
              ),
            ),
          )
          .orderBy('f.page_number')
          .orderBy('f.created_at', 'desc')
          .execute();
        const seen = new Set<number>();
        for (const page of pages) {
          if (page.page_number === null || seen.has(page.page_number)) continue;
          seen.add(page.page_number);
          await appendVersion(
            trx,
            project.id,
            page.page_number - 1,
            { fileId: page.id, imageUrl: null, label: 'Original', instructions: null, isOriginal: true },
            now,
          );
        }
      });
      return { success: true, ...(await versionMaps(ctx, db, project.id)) };
    },

    async improveText(request): Promise<Ok<'improveText'>> {
      const body = request.body as JsonBody<'improveText'>;
      const project = await editableProject(request);
      const price = CREDIT_PRICES.improveText;
      const result = await paidIfChanged(
        request.log,
        project,
        { amount: price, reason: 'Improve text' },
        body.text,
        () => ctx.ai.text.improveText(body.text, body.language ?? project.language),
        'Failed to improve text. Please try again.',
      );
      return {
        success: true,
        improved_text: result.text,
        changed: result.changed,
        message: result.changed ? textImproved(price) : TEXT_ALREADY_GOOD,
        error: null,
      };
    },

    async generateTitle(request): Promise<Ok<'generateTitle'>> {
      const body = request.body as JsonBody<'generateTitle'>;
      const project = await editableProject(request);
      if (blank(body.character_description) && blank(body.story_context)) throw new HttpError(422, TITLE_NEEDS_DETAILS);
      const title = await paidText(
        request.log,
        project,
        { amount: CREDIT_PRICES.generateTitle, reason: 'Story title' },
        () =>
          ctx.ai.text.generateTitle({
            characterDescription: orNull(body.character_description),
            storyContext: orNull(body.story_context),
            moodTone: orNull(body.mood_tone),
            storyType: (body.story_type ?? project.story_type) as StoryTypeKey,
            language: body.language ?? project.language,
            seed: seedOf(project.id, 'title', ctx.clock.now().getTime()),
          }),
        'Failed to generate title. Please try again.',
      );
      return { success: true, title, error: null };
    },

    async autoGenerateStoryDetails(request): Promise<Ok<'autoGenerateStoryDetails'>> {
      const body = (request.body ?? {}) as JsonBody<'autoGenerateStoryDetails'>;
      const project = await editableProject(request);
      const firstUpload = await db
        .selectFrom('project_files')
        .select('id')
        .where('project_id', '=', project.id)
        .where('kind', '=', 'uploaded_image')
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
      const photo = (await storedImage(project.approved_reference_file_id)) ?? (await storedImage(firstUpload?.id ?? null));
      if (!photo) throw new HttpError(400, MAGIC_FILL_NEEDS_IMAGE);
      const photos = await analysePhoto(photo);
      const details = await paidText(
        request.log,
        project,
        { amount: CREDIT_PRICES.storyDetails, reason: 'Story details (Magic Fill)' },
        () =>
          ctx.ai.text.suggestStoryDetails({
            storyType: (body.story_type ?? project.story_type) as StoryTypeKey,
            artStyle: body.art_style ?? project.art_style,
            language: body.language ?? project.language,
            photos,
            seed: seedOf(project.id, 'details', ctx.clock.now().getTime()),
            // The texts on screen when sent, else the project's saved ones: the suggestions must agree with them.
            typed: {
              characterDescription:
                body.character_description !== undefined ? body.character_description : project.character_description,
              storyContext: body.story_context !== undefined ? body.story_context : project.context,
              moodTone: body.mood_tone !== undefined ? body.mood_tone : project.additional_context,
              storyTitle: body.story_title !== undefined ? body.story_title : project.story_title,
              storyInstructions: body.story_instructions !== undefined ? body.story_instructions : project.story_instructions,
            },
          }),
        'Failed to generate story details. Please try again.',
      );
      return { success: true, story_details: details, error: null };
    },
  };
}
