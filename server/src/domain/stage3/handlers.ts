/**
 * Stage 3 besides the video: voices and samples, narration per page, voice conversion, background music and page
 * animations. Paid actions charge per page through the ledger and refund exactly the pages that failed.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { composeMusic } from '../../engines/music/index.ts';
import { layersFromMetadata } from '../../engines/illustrator/layers.ts';
import { HttpError } from '../../http/errors.ts';
import { pingPong } from '../../media/ffmpeg.ts';
import { checkUserAudio, UserAudioError } from '../../media/userAudio.ts';
import type { Handlers, JsonBody, Ok, PathOf, QueryOf } from '../../http/types.ts';
import { requireAuth } from '../auth/handlers.ts';
import { refundCredits, spendCredits, spendCreditsInParts } from '../credits/ledger.ts';
import { CREDIT_PRICES } from '../credits/prices.ts';
import { currentPageImages, signFile, storeProjectFile, type FileRow } from '../projects/files.ts';
import { assertEditable, loadOwnedProject, type ProjectRow } from '../projects/projects.ts';
import type { AnimateMissing } from '../video/handlers.ts';
import { mapSettled } from '../workflow/generation.ts';
import { seedOf } from '../workflow/photoAnalysis.ts';
import { sameWords } from '../workflow/storyPages.ts';

export const AUDIO_FAILED = 'Failed to generate audio. Please try again.';

/** A recording a user sent: one audio track of a format we read (415 otherwise, with what to send instead). */
async function checkRecording(recording: Buffer): Promise<void> {
  try {
    await checkUserAudio(recording);
  } catch (error) {
    if (error instanceof UserAudioError) throw new HttpError(415, error.message);
    throw error;
  }
}

/** How long a page's animated clip lasts, from its narration's length (see ANIMATION_SECONDS). */
function clipSeconds(narration: number | undefined): number {
  if (!narration) return ANIMATION_SECONDS.fallback;
  return Math.round(Math.min(ANIMATION_SECONDS.max, Math.max(ANIMATION_SECONDS.min, narration)) * 10) / 10;
}
export const DEFAULT_ANIMATION_PROMPT = 'add slight movement and characters blinking';
/** Narration is made two pages at a time (the embedded voices use one core each; remote ones wait on I/O). */
const AUDIO_CONCURRENCY = 2;
/** Animations one at a time: each ffmpeg encode already uses both cores. */
const ANIMATION_CONCURRENCY = 1;
/**
 * An animated clip lasts its page's narration, between these bounds (5 s without narration yet). Every embedded
 * move is periodic, so a clip shorter than its page loops under it without a jump; 12 s at most keeps a 10-page
 * animation within a couple of minutes on two cores.
 */
const ANIMATION_SECONDS = { fallback: 5, min: 3, max: 12 };
/** Music when there is no narration to measure yet. */
const DEFAULT_MUSIC_SECONDS = 60;
const MAX_RECORDING_BYTES = 15 * 1024 * 1024;
const BEDTIME_TYPES = new Set(['childrens_bedtime_story']);

type Request = FastifyRequest;

function projectIdOf(request: Request): string {
  return (request.params as PathOf<'generateAudio'>).id;
}

function pagesList(pages: number[]): string {
  return pages.join(', ');
}

/** Refunds the usages of the parts that failed; the refunds are recorded once each. */
async function refundParts(
  ctx: AppContext,
  userId: string,
  ids: (string | null)[],
  failed: number[],
  what: (i: number) => string,
) {
  for (const i of failed) {
    const id = ids[i];
    if (id) await refundCredits(ctx, userId, id, `Refund: ${what(i)} failed`);
  }
}

/** The uploaded recording of a multipart call (`audio_file`), checked for size. */
function recordingOf(request: Request): Buffer {
  const file = request.uploads.find((u) => u.field === 'audio_file');
  if (!file) throw new HttpError(422, 'audio_file: is required');
  if (file.data.length > MAX_RECORDING_BYTES) throw new HttpError(413, 'The recording is larger than 15 MB.');
  if (file.data.length < 256) throw new HttpError(400, `${file.name} is too short to be a recording.`);
  return file.data;
}

export function stage3Handlers(ctx: AppContext): { handlers: Handlers; animateMissing: AnimateMissing } {
  const db = ctx.database.db;

  async function editableProject(request: Request): Promise<ProjectRow> {
    const auth = requireAuth(request);
    const project = await loadOwnedProject(db, auth.userId, projectIdOf(request));
    await assertEditable(db, project);
    return project;
  }

  async function voiceExists(voiceId: string): Promise<boolean> {
    const voices = await ctx.ai.speech.listVoices();
    return voices.some((v) => v.voice_id === voiceId);
  }

  /** Replaces files of `kind` (for the given pages, or all) after new ones are stored; blobs removed afterwards. */
  async function replaceFiles(projectId: string, kind: 'audio' | 'music' | 'animation', keep: string[], pages?: number[]) {
    let query = db
      .selectFrom('project_files')
      .select(['id', 'blob_key'])
      .where('project_id', '=', projectId)
      .where('kind', '=', kind);
    if (keep.length > 0) query = query.where('id', 'not in', keep);
    if (pages) query = query.where('page_number', 'in', pages.length > 0 ? pages : [-1]);
    const old = await query.execute();
    if (old.length === 0) return;
    await db
      .deleteFrom('project_files')
      .where(
        'id',
        'in',
        old.map((f) => f.id),
      )
      .execute();
    await Promise.allSettled(old.map((f) => ctx.storage.delete(f.blob_key)));
  }

  /** Animates the current image of each page (0-based), 12 credits a page, refunded per failed page. */
  async function animatePages(
    project: ProjectRow,
    pageIndexes: number[],
    prompt: string,
    log: FastifyBaseLogger,
  ): Promise<{ made: Map<number, FileRow>; failed: number[] }> {
    const images = new Map((await currentPageImages(db, project.id)).map((f) => [f.page_number! - 1, f]));
    const narration = await narrationSeconds(project.id);
    const missing = pageIndexes.filter((i) => !images.has(i));
    if (missing.length > 0)
      throw new HttpError(422, `Page(s) ${pagesList(missing.map((i) => i + 1))} have no illustration to animate.`);
    const spend = await spendCreditsInParts(
      ctx,
      project.user_id,
      pageIndexes.map((i) => ({ amount: CREDIT_PRICES.animationPerPage, reason: `Page ${i + 1} animation` })),
      { projectId: project.id, description: `Animation of ${pageIndexes.length} pages` },
    );
    const results = await mapSettled(pageIndexes, ANIMATION_CONCURRENCY, async (pageIndex) => {
      const file = images.get(pageIndex)!;
      const image = await ctx.storage.get(file.blob_key);
      const clip = await ctx.ai.animation.animate({
        image,
        // What the illustrator knew about the picture (hero, props, clouds, eyes, lamps), for pages it drew.
        layers: layersFromMetadata(file.metadata),
        prompt,
        durationSeconds: clipSeconds(narration.get(pageIndex + 1)),
        seed: seedOf(project.id, 'animation', pageIndex, prompt),
      });
      // A provider's clip ends where it ends: made to ping-pong, so the render can loop it without a jump.
      const loopable = clip.periodic ? clip : await pingPong(clip.data);
      return storeProjectFile(ctx, db, {
        projectId: project.id,
        kind: 'animation',
        pageNumber: pageIndex + 1,
        fileName: `page-${pageIndex + 1}-animation.mp4`,
        contentType: 'video/mp4',
        extension: 'mp4',
        data: loopable.data,
        metadata: { animation_prompt: prompt, duration_seconds: loopable.durationSeconds, provider: ctx.ai.animation.name },
      });
    });
    const made = new Map<number, FileRow>();
    const failed: number[] = [];
    results.forEach((result, i) => {
      if (result.ok) made.set(pageIndexes[i]!, result.value);
      else {
        failed.push(i);
        log.warn({ err: result.error, project: project.id, page: pageIndexes[i]! + 1 }, 'a page animation failed');
      }
    });
    await refundParts(ctx, project.user_id, spend.transactionIds, failed, (i) => `page ${pageIndexes[i]! + 1} animation`);
    // Each page keeps one clip: the new one replaces the old.
    for (const [pageIndex, file] of made) await replaceFiles(project.id, 'animation', [file.id], [pageIndex + 1]);
    return { made, failed: failed.map((i) => pageIndexes[i]!) };
  }

  const handlers: Handlers = {
    async listVoiceOptions(request): Promise<Ok<'listVoiceOptions'>> {
      requireAuth(request);
      const { language = 'en' } = request.query as QueryOf<'listVoiceOptions'>;
      const options = await ctx.ai.speech.voiceOptions(language);
      return { success: true, ...options };
    },

    async searchVoices(request): Promise<Ok<'searchVoices'>> {
      requireAuth(request);
      const query = request.query as QueryOf<'searchVoices'>;
      return { success: true, ...(await ctx.ai.speech.searchVoices(query)) };
    },

    async getVoiceSample(request): Promise<Ok<'getVoiceSample'>> {
      requireAuth(request);
      const { id } = request.params as PathOf<'getVoiceSample'>;
      if (!(await voiceExists(id))) throw new HttpError(404, `No voice "${id}"`);
      return { ...(await ctx.ai.speech.voiceSample(id)), success: true };
    },

    async findSimilarVoices(request): Promise<Ok<'findSimilarVoices'>> {
      requireAuth(request);
      const recording = recordingOf(request);
      await checkRecording(recording);
      const form = request.body as { similarity_threshold?: number; top_k?: number };
      try {
        const found = await ctx.ai.speech.findSimilarVoices(recording, {
          similarityThreshold: form.similarity_threshold ?? null,
          topK: form.top_k ?? null,
        });
        return { success: true, ...found };
      } catch (error) {
        request.log.warn({ err: error }, 'similar voices failed');
        throw new HttpError(400, 'The recording could not be read as audio. Try a WAV, MP3, M4A or OGG file.');
      }
    },

    async convertVoice(request): Promise<Ok<'convertVoice'>> {
      const auth = requireAuth(request);
      const recording = recordingOf(request);
      const { target_voice_id: target } = request.body as { target_voice_id: string };
      if (!(await voiceExists(target))) throw new HttpError(404, `No voice "${target}"`);
      // Before any charge: a file that is not one audio track is the user's to fix, not a failed conversion.
      await checkRecording(recording);
      const spend = await spendCredits(ctx, auth.userId, CREDIT_PRICES.audioPerPage, 'Voice conversion');
      try {
        const converted = await ctx.ai.speech.convertVoice(recording, target);
        return {
          success: true,
          audio_base64: converted.data.toString('base64'),
          content_type: converted.contentType,
          error: null,
        };
      } catch (error) {
        request.log.warn({ err: error }, 'voice conversion failed');
        if (spend.transactionId) await refundCredits(ctx, auth.userId, spend.transactionId, 'Refund: voice conversion failed');
        throw new HttpError(502, 'The recording could not be converted. Your credits were refunded; please try again.');
      }
    },

    async generateAudio(request): Promise<Ok<'generateAudio'>> {
      const project = await editableProject(request);
      const body = request.body as JsonBody<'generateAudio'>;
      const pages = [...body.story_pages].sort((a, b) => a.page - b.page);
      const numbers = pages.map((p) => p.page);
      if (new Set(numbers).size !== numbers.length) throw new HttpError(422, 'Each page may be narrated once per request.');
      const voiceId = body.voice_id ?? project.selected_voice_id ?? (await ctx.ai.speech.defaultVoiceId(project.language));
      if (!(await voiceExists(voiceId))) throw new HttpError(422, `Unknown voice "${voiceId}". Pick a voice from the list.`);

      const spend = await spendCreditsInParts(
        ctx,
        project.user_id,
        pages.map((p) => ({ amount: CREDIT_PRICES.audioPerPage, reason: `Page ${p.page} narration` })),
        { projectId: project.id, description: `Narration of ${pages.length} pages` },
      );
      const calm = BEDTIME_TYPES.has(project.story_type);
      const story = await db
        .selectFrom('project_stories')
        .select('pages')
        .where('project_id', '=', project.id)
        .executeTakeFirst();
      const savedText = new Map((story?.pages ?? []).map((p) => [p.page_number, p.page_text]));
      const results = await mapSettled(pages, AUDIO_CONCURRENCY, async (page) => {
        // The words narrated, so an edit of the page can tell whether this narration still says them.
        const saved = savedText.get(page.page);
        const outOfDate = saved !== undefined && !sameWords(saved, page.page_text);
        const speech = await ctx.ai.speech.synthesize({ text: page.page_text, voiceId, language: project.language, calm });
        return storeProjectFile(ctx, db, {
          projectId: project.id,
          kind: 'audio',
          pageNumber: page.page,
          fileName: `page-${page.page}.${speech.extension}`,
          contentType: speech.contentType,
          extension: speech.extension,
          data: speech.data,
          metadata: {
            voice_id: speech.voiceId,
            duration_seconds: speech.durationSeconds,
            provider: ctx.ai.speech.name,
            page_text: page.page_text,
            out_of_date: outOfDate,
          },
        });
      });
      const failed = results.flatMap((r, i) => (r.ok ? [] : [i]));
      for (const i of failed)
        request.log.warn({ err: (results[i] as { error: unknown }).error, page: pages[i]!.page }, 'narration failed');
      await refundParts(ctx, project.user_id, spend.transactionIds, failed, (i) => `page ${pages[i]!.page} narration`);
      const stored = results.flatMap((r) => (r.ok ? [r.value] : []));
      if (stored.length === 0) throw new HttpError(502, `${AUDIO_FAILED} Your credits were refunded.`);

      // The new narration replaces the old narration of the same pages.
      await replaceFiles(
        project.id,
        'audio',
        stored.map((f) => f.id),
        stored.map((f) => f.page_number!),
      );
      await db
        .updateTable('projects')
        .set({ selected_voice_id: voiceId, modified_at: ctx.clock.now() })
        .where('id', '=', project.id)
        .execute();
      return {
        success: true,
        audio_files: stored.map((f) => signFile(ctx, f.blob_key)),
        error:
          failed.length > 0
            ? `Narration failed for page(s) ${pagesList(failed.map((i) => pages[i]!.page))}; those credits were refunded. Please try again.`
            : null,
      };
    },

    async generateMusic(request): Promise<Ok<'generateMusic'>> {
      const project = await editableProject(request);
      const body = (request.body ?? {}) as JsonBody<'generateMusic'>;
      const prompt = body.music_prompt?.trim() || defaultMusicPrompt(project);
      const duration = body.duration ?? (await narrationLength(project.id)) ?? DEFAULT_MUSIC_SECONDS;
      const spend = await spendCredits(ctx, project.user_id, CREDIT_PRICES.music, 'Background music', { projectId: project.id });
      let music;
      try {
        music = await composeMusic({
          prompt,
          mood: project.additional_context,
          storyType: project.story_type,
          durationSeconds: duration,
          seed: seedOf(project.id, 'music', prompt, duration),
        });
      } catch (error) {
        request.log.error({ err: error }, 'music failed');
        if (spend.transactionId)
          await refundCredits(ctx, project.user_id, spend.transactionId, 'Refund: background music failed');
        throw new HttpError(502, 'The music could not be made. Your credits were refunded; please try again.');
      }
      const file = await storeProjectFile(ctx, db, {
        projectId: project.id,
        kind: 'music',
        fileName: `music.${music.extension}`,
        contentType: music.contentType,
        extension: music.extension,
        data: music.data,
        metadata: { music_prompt: prompt, duration_seconds: music.durationSeconds },
      });
      await replaceFiles(project.id, 'music', [file.id]);
      return { success: true, music: musicView(file), error: null };
    },

    async getMusic(request): Promise<Ok<'getMusic'>> {
      const auth = requireAuth(request);
      const project = await loadOwnedProject(db, auth.userId, projectIdOf(request));
      const file = await db
        .selectFrom('project_files')
        .selectAll()
        .where('project_id', '=', project.id)
        .where('kind', '=', 'music')
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return { success: true, music: file ? musicView(file) : null, error: null };
    },

    async generateAnimations(request): Promise<Ok<'generateAnimations'>> {
      const project = await editableProject(request);
      const body = (request.body ?? {}) as JsonBody<'generateAnimations'>;
      const story = await db
        .selectFrom('project_stories')
        .select('pages')
        .where('project_id', '=', project.id)
        .executeTakeFirst();
      const count = story?.pages.length ?? 0;
      if (count === 0) throw new HttpError(422, 'Generate the story before animating its pages.');
      const indexes = body.pages_to_animate ?? Array.from({ length: count }, (_, i) => i);
      const outside = indexes.filter((i) => i >= count);
      if (outside.length > 0) throw new HttpError(422, `This story has no page ${pagesList(outside.map((i) => i + 1))}.`);
      const prompt = body.animation_prompt?.trim() || DEFAULT_ANIMATION_PROMPT;
      const { made, failed } = await animatePages(
        project,
        [...indexes].sort((a, b) => a - b),
        prompt,
        request.log,
      );
      if (made.size === 0)
        throw new HttpError(502, 'The animations could not be made. Your credits were refunded; please try again.');
      return {
        success: true,
        animated_urls: Array.from({ length: count }, (_, i) => (made.has(i) ? signFile(ctx, made.get(i)!.blob_key) : null)),
        failed_pages: failed.map((i) => i + 1),
        error:
          failed.length > 0
            ? `Animation failed for page(s) ${pagesList(failed.map((i) => i + 1))}; those credits were refunded.`
            : null,
      };
    },

    async listAnimations(request): Promise<Ok<'listAnimations'>> {
      const auth = requireAuth(request);
      const project = await loadOwnedProject(db, auth.userId, projectIdOf(request));
      const files = await db
        .selectFrom('project_files')
        .selectAll()
        .where('project_id', '=', project.id)
        .where('kind', '=', 'animation')
        .orderBy('page_number')
        .orderBy('created_at', 'desc')
        .execute();
      return {
        success: true,
        animations: files.map((f) => ({
          animation_url: signFile(ctx, f.blob_key),
          page_index: f.page_number ? f.page_number - 1 : null,
          page_number: f.page_number,
          animation_prompt: typeof f.metadata.animation_prompt === 'string' ? f.metadata.animation_prompt : null,
          created_at: f.created_at.toISOString(),
        })),
      };
    },
  };

  function musicView(file: FileRow) {
    const duration = Number(file.metadata.duration_seconds);
    return {
      music_url: signFile(ctx, file.blob_key),
      music_prompt: typeof file.metadata.music_prompt === 'string' ? file.metadata.music_prompt : null,
      duration: Number.isFinite(duration) ? Math.round(duration * 10) / 10 : null,
      created_at: file.created_at.toISOString(),
    };
  }

  /** Each narrated page's length in seconds, by page number. */
  async function narrationSeconds(projectId: string): Promise<Map<number, number>> {
    const audio = await db
      .selectFrom('project_files')
      .select(['page_number', 'metadata'])
      .where('project_id', '=', projectId)
      .where('kind', '=', 'audio')
      .execute();
    return new Map(audio.map((f) => [f.page_number ?? 0, Number(f.metadata.duration_seconds) || 0]));
  }

  /** The narration's total length plus the pauses and fades of the video, to fit the music to it. */
  async function narrationLength(projectId: string): Promise<number | null> {
    const audio = await db
      .selectFrom('project_files')
      .select('metadata')
      .where('project_id', '=', projectId)
      .where('kind', '=', 'audio')
      .execute();
    if (audio.length === 0) return null;
    const total = audio.reduce((sum, f) => sum + (Number(f.metadata.duration_seconds) || 0), 0);
    return Math.min(600, Math.max(5, Math.ceil(total + audio.length * 1.3 + 2)));
  }

  const animateMissing: AnimateMissing = async (project, pages, log) => {
    const { made, failed } = await animatePages(project, pages, DEFAULT_ANIMATION_PROMPT, log);
    if (failed.length > 0)
      throw new HttpError(
        502,
        `Animation failed for page(s) ${pagesList(failed.map((i) => i + 1))}; those credits were refunded.`,
      );
    return new Map([...made].map(([i, f]) => [i, signFile(ctx, f.blob_key)]));
  };

  return { handlers, animateMissing };
}

function defaultMusicPrompt(project: ProjectRow): string {
  const mood = project.additional_context?.trim();
  const kind = project.story_type.replace(/_/g, ' ').replace(/childrens/, "children's");
  return `gentle instrumental for a ${kind}${mood ? `, ${mood}` : ''}`;
}
