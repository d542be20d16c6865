import { sql } from 'kysely';
import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import type { JsonBody } from '../../http/types.ts';
import { extractFrame, probeDuration } from '../../media/ffmpeg.ts';
import { latestVideo, storeProjectFile, type FileRow } from '../projects/files.ts';
import { loadOwnedProject } from '../projects/projects.ts';

export const NO_VIDEO_TO_SHARE = 'This project has no videos to share';
export const ALREADY_SHARED = 'This story is already shared to the public showcase!';
/** Spec: thumbnail from the video at 1 s, JPEG quality 0.8. */
const THUMBNAIL_AT_SECONDS = 1;
const THUMBNAIL_QUALITY = 80;

type SharePayload = JsonBody<'addToShowcase'>;

/** The frame at 1 s as a JPEG thumbnail, stored as a project file (kept for a later re-share). */
async function thumbnailFor(ctx: AppContext, video: FileRow): Promise<FileRow> {
  const existing = await ctx.database.db
    .selectFrom('project_files')
    .selectAll()
    .where('project_id', '=', video.project_id)
    .where('kind', '=', 'thumbnail')
    .where(sql<string>`metadata->>'video_file_id'`, '=', video.id)
    .executeTakeFirst();
  if (existing) return existing;
  const frame = await ctx.storage.withLocalFile(video.blob_key, (file) => extractFrame(file, THUMBNAIL_AT_SECONDS));
  const jpeg = await sharp(frame).jpeg({ quality: THUMBNAIL_QUALITY, mozjpeg: true }).toBuffer();
  return storeProjectFile(ctx, ctx.database.db, {
    projectId: video.project_id,
    kind: 'thumbnail',
    fileName: 'thumbnail.jpg',
    contentType: 'image/jpeg',
    extension: 'jpg',
    data: jpeg,
    metadata: { video_file_id: video.id },
  });
}

async function durationOf(ctx: AppContext, video: FileRow): Promise<number | null> {
  const known = Number(video.metadata.duration_seconds);
  if (Number.isFinite(known) && known > 0) return known;
  return ctx.storage.withLocalFile(video.blob_key, probeDuration);
}

/** Publishes the project's latest video: owner only, needs a video, once at a time. */
export async function shareToShowcase(
  ctx: AppContext,
  userId: string,
  projectId: string,
  payload: SharePayload,
): Promise<string> {
  const db = ctx.database.db;
  const project = await loadOwnedProject(db, userId, projectId);
  const alreadyShared = await db
    .selectFrom('showcase_videos')
    .select('id')
    .where('project_id', '=', project.id)
    .executeTakeFirst();
  if (alreadyShared) throw new HttpError(409, ALREADY_SHARED);
  const video = await latestVideo(db, project.id);
  if (!video) throw new HttpError(422, NO_VIDEO_TO_SHARE);

  const [thumbnail, duration] = await Promise.all([thumbnailFor(ctx, video), durationOf(ctx, video)]);
  return db.transaction().execute(async (trx) => {
    // Shared before and taken down: the same entry comes back with its views and likes.
    const withdrawn = await trx
      .selectFrom('withdrawn_showcase_videos')
      .select(['showcase_id', 'view_count'])
      .where('video_file_id', '=', video.id)
      .forUpdate()
      .executeTakeFirst();
    const row = await trx
      .insertInto('showcase_videos')
      .values({
        ...(withdrawn ? { id: withdrawn.showcase_id } : {}),
        project_id: project.id,
        user_id: userId,
        title: payload.title.trim(),
        description: payload.description?.trim() || null,
        category: payload.category ?? 'childrens_bedtime_story',
        video_file_id: video.id,
        thumbnail_file_id: thumbnail.id,
        duration_seconds: duration,
        view_count: withdrawn?.view_count ?? 0,
        created_at: ctx.clock.now(),
      })
      // Two shares racing: the unique project_id lets one in.
      .onConflict((oc) => oc.column('project_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new HttpError(409, ALREADY_SHARED);
    if (withdrawn) {
      // Through video_likes' trigger, which counts them onto the entry again.
      await trx
        .insertInto('video_likes')
        .columns(['video_id', 'user_id', 'is_like', 'created_at'])
        .expression(
          trx
            .selectFrom('withdrawn_video_likes')
            .select(['showcase_id', 'user_id', 'is_like', 'created_at'])
            .where('showcase_id', '=', withdrawn.showcase_id),
        )
        .execute();
      await trx.deleteFrom('withdrawn_showcase_videos').where('video_file_id', '=', video.id).execute();
    }
    return row.id;
  });
}

/**
 * Takes the project's video out of the showcase and Discover; it can be shared again, and its views, likes and
 * dislikes are set aside until then (withdrawn_showcase_videos), so sharing it again does not start from zero.
 */
export async function removeFromShowcase(ctx: AppContext, userId: string, projectId: string): Promise<void> {
  const project = await loadOwnedProject(ctx.database.db, userId, projectId);
  const removed = await ctx.database.db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('showcase_videos')
      .select(['id', 'video_file_id', 'view_count'])
      .where('project_id', '=', project.id)
      .forUpdate()
      .executeTakeFirst();
    if (!entry) return false;
    await trx
      .insertInto('withdrawn_showcase_videos')
      .values({
        video_file_id: entry.video_file_id,
        showcase_id: entry.id,
        view_count: entry.view_count,
        withdrawn_at: ctx.clock.now(),
      })
      .execute();
    await trx
      .insertInto('withdrawn_video_likes')
      .columns(['showcase_id', 'user_id', 'is_like', 'created_at'])
      .expression(
        trx.selectFrom('video_likes').select(['video_id', 'user_id', 'is_like', 'created_at']).where('video_id', '=', entry.id),
      )
      .execute();
    // The entry's like rows go with it (the cascade); the copies above bring them back.
    await trx.deleteFrom('showcase_videos').where('id', '=', entry.id).execute();
    return true;
  });
  if (!removed) throw new HttpError(404, 'This story is not shared to the public showcase');
}
