import { categoryLabel } from '@storyloom/api-client';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { AppContext } from '../../context.ts';
import { rowCount } from '../../db/preparedStatements.ts';
import { HttpError } from '../../http/errors.ts';
import type { Handlers, JsonBody, Ok, PathOf, QueryOf } from '../../http/types.ts';
import { fileUrl } from '../../storage/mediaUrls.ts';
import { requireAuth } from '../auth/handlers.ts';
import { consumeAttempt } from '../limits/rateLimiter.ts';
import { likePattern } from '../projects/gallery.ts';
import { isUuid } from '../projects/projects.ts';
import { removeFromShowcase, shareToShowcase } from './showcase.ts';

type DiscoverVideo = Ok<'listDiscoverVideos'>['videos'][number];
type ShowcaseVideo = Ok<'listShowcaseVideos'>['videos'][number];
type LikeStatus = DiscoverVideo['user_like_status'];

const VIDEO_NOT_FOUND = 'Video not found';
/** A client counts as one viewer of a video for this long; repeats in the window are not counted again. */
const VIEW_WINDOW_SECONDS = 30 * 60;

const SORT_COLUMNS = {
  created_at: 'v.created_at',
  likes: 'v.likes_count',
  views: 'v.view_count',
  dislikes: 'v.dislikes_count',
} as const;

export function communityHandlers(ctx: AppContext): Handlers {
  const db = ctx.database.db;

  /** Published videos with their public media keys and uploader; the shared base of every listing. */
  const published = () =>
    db
      .selectFrom('showcase_videos as v')
      .innerJoin('project_files as video', 'video.id', 'v.video_file_id')
      .leftJoin('project_files as thumb', 'thumb.id', 'v.thumbnail_file_id')
      .innerJoin('users as u', 'u.id', 'v.user_id')
      .select([
        'v.id',
        'v.title',
        'v.description',
        'v.category',
        'v.duration_seconds',
        'v.view_count',
        'v.likes_count',
        'v.dislikes_count',
        'v.is_featured',
        'v.created_at',
        'u.email as user_email',
        'video.blob_key as video_key',
        'thumb.blob_key as thumbnail_key',
      ]);

  type PublishedRow = Awaited<ReturnType<ReturnType<typeof published>['execute']>>[number];

  const withStatus = (userId: string) =>
    sql<LikeStatus>`coalesce((SELECT CASE WHEN l.is_like THEN 'like' ELSE 'dislike' END FROM video_likes l
      WHERE l.video_id = v.id AND l.user_id = ${userId}), 'none')`.as('user_like_status');

  function discoverView(row: PublishedRow & { user_like_status: LikeStatus }): DiscoverVideo {
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      video_url: fileUrl(row.video_key),
      thumbnail_url: row.thumbnail_key ? fileUrl(row.thumbnail_key) : null,
      duration: row.duration_seconds,
      user_email: row.user_email,
      created_at: row.created_at.toISOString(),
      category: row.category,
      view_count: row.view_count,
      likes_count: row.likes_count,
      dislikes_count: row.dislikes_count,
      user_like_status: row.user_like_status,
    };
  }

  async function videoStats(videoId: string, userId: string) {
    if (!isUuid(videoId)) throw new HttpError(404, VIDEO_NOT_FOUND);
    const row = await db
      .selectFrom('showcase_videos as v')
      .select(['v.id', 'v.view_count', 'v.likes_count', 'v.dislikes_count', withStatus(userId)])
      .where('v.id', '=', videoId)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, VIDEO_NOT_FOUND);
    return row;
  }

  return {
    async addToShowcase(request): Promise<Ok<'addToShowcase'>> {
      const auth = requireAuth(request);
      const { id } = request.params as PathOf<'addToShowcase'>;
      const videoId = await shareToShowcase(ctx, auth.userId, id, request.body as JsonBody<'addToShowcase'>);
      return { success: true, video_id: videoId, message: 'Video shared to public showcase!', error: null };
    },

    async removeFromShowcase(request): Promise<Ok<'removeFromShowcase'>> {
      const auth = requireAuth(request);
      const { id } = request.params as PathOf<'removeFromShowcase'>;
      await removeFromShowcase(ctx, auth.userId, id);
      return { success: true, message: 'Video removed from public showcase!' };
    },

    async listShowcaseVideos(request): Promise<Ok<'listShowcaseVideos'>> {
      const { featured_only, limit = 20 } = request.query as QueryOf<'listShowcaseVideos'>;
      const rows = await published()
        .$if(Boolean(featured_only), (qb) => qb.where('v.is_featured', '=', true))
        .orderBy('v.is_featured', 'desc')
        .orderBy('v.created_at', 'desc')
        .orderBy('v.id', 'desc')
        .limit(rowCount(limit))
        .execute();
      return {
        success: true,
        videos: rows.map((row): ShowcaseVideo => {
          const thumbnail = row.thumbnail_key ? fileUrl(row.thumbnail_key) : null;
          return {
            id: row.id,
            title: row.title,
            description: row.description,
            category: row.category,
            thumbnail_url: thumbnail,
            thumbnail,
            video_url: fileUrl(row.video_key),
            duration: row.duration_seconds,
            view_count: row.view_count,
            is_featured: row.is_featured,
            created_at: row.created_at.toISOString(),
          };
        }),
      };
    },

    async toggleShowcaseFeatured(request): Promise<Ok<'toggleShowcaseFeatured'>> {
      const auth = requireAuth(request);
      if (!ctx.config.adminEmails.includes(auth.email.toLowerCase())) {
        throw new HttpError(403, 'Only administrators can feature showcase videos');
      }
      const { id } = request.params as PathOf<'toggleShowcaseFeatured'>;
      const { is_featured } = request.body as JsonBody<'toggleShowcaseFeatured'>;
      if (!isUuid(id)) throw new HttpError(404, VIDEO_NOT_FOUND);
      const row = await db
        .updateTable('showcase_videos')
        .set({ is_featured })
        .where('id', '=', id)
        .returning(['id', 'is_featured'])
        .executeTakeFirst();
      if (!row) throw new HttpError(404, VIDEO_NOT_FOUND);
      return { success: true, video_id: row.id, is_featured: row.is_featured };
    },

    async recordShowcaseView(request): Promise<Ok<'recordShowcaseView'>> {
      const { id } = request.params as PathOf<'recordShowcaseView'>;
      if (!isUuid(id)) throw new HttpError(404, VIDEO_NOT_FOUND);
      // A flood from one client is refused outright; a repeat view of the same video is answered but not counted.
      await consumeAttempt(ctx, [
        {
          key: `views:ip:${request.ip}`,
          max: ctx.config.viewRateLimitPerIp,
          windowSeconds: ctx.config.authRateLimit.windowSeconds,
        },
      ]);
      let counted = true;
      try {
        await consumeAttempt(ctx, [{ key: `view:${id}:${request.ip}`, max: 1, windowSeconds: VIEW_WINDOW_SECONDS }]);
      } catch (error) {
        if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
        counted = false;
      }
      const row = counted
        ? await db
            .updateTable('showcase_videos')
            .set({ view_count: sql`view_count + 1` })
            .where('id', '=', id)
            .returning(['id', 'view_count'])
            .executeTakeFirst()
        : await db.selectFrom('showcase_videos').select(['id', 'view_count']).where('id', '=', id).executeTakeFirst();
      if (!row) throw new HttpError(404, VIDEO_NOT_FOUND);
      return { success: true, video_id: row.id, view_count: row.view_count };
    },

    async listDiscoverVideos(request): Promise<Ok<'listDiscoverVideos'>> {
      const auth = requireAuth(request);
      const query = request.query as QueryOf<'listDiscoverVideos'>;
      const search = query.search?.trim();
      const email = query.user_email?.trim().toLowerCase();
      const category = query.category?.trim();
      const sortColumn = SORT_COLUMNS[query.sort_by ?? 'created_at'];
      const rows = await published()
        .select(withStatus(auth.userId))
        .$if(Boolean(query.featured_only), (qb) => qb.where('v.is_featured', '=', true))
        .$if(Boolean(category), (qb) => qb.where('v.category', '=', category!))
        // The same expression as the trigram index, so the index answers.
        .$if(Boolean(search), (qb) =>
          qb.where(sql<string>`v.title || ' ' || coalesce(v.description, '')`, 'ilike', likePattern(search!)),
        )
        .$if(Boolean(email), (qb) =>
          qb.where((eb) => eb(eb.fn('lower', ['u.email']), 'like', likePattern(email!)) as Expression<SqlBool>),
        )
        .orderBy(sortColumn, 'desc')
        .orderBy('v.created_at', 'desc')
        .orderBy('v.id', 'desc')
        .limit(rowCount(query.limit ?? 50))
        .execute();
      return { success: true, videos: rows.map(discoverView) };
    },

    async listUserDiscoverVideos(request): Promise<Ok<'listUserDiscoverVideos'>> {
      const auth = requireAuth(request);
      const { email } = request.params as PathOf<'listUserDiscoverVideos'>;
      const { limit = 10 } = request.query as QueryOf<'listUserDiscoverVideos'>;
      const rows = await published()
        .select(withStatus(auth.userId))
        .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email.trim().toLowerCase()))
        .orderBy('v.created_at', 'desc')
        .orderBy('v.id', 'desc')
        .limit(rowCount(limit))
        .execute();
      return { success: true, videos: rows.map(discoverView) };
    },

    async listDiscoverCategories(request): Promise<Ok<'listDiscoverCategories'>> {
      requireAuth(request);
      const rows = await db.selectFrom('showcase_videos').select('category').distinct().orderBy('category').execute();
      return { success: true, categories: rows.map((r) => ({ value: r.category, label: categoryLabel(r.category) })) };
    },

    async getDiscoverVideoStats(request): Promise<Ok<'getDiscoverVideoStats'>> {
      const auth = requireAuth(request);
      const { id } = request.params as PathOf<'getDiscoverVideoStats'>;
      const row = await videoStats(id, auth.userId);
      return {
        success: true,
        video_id: row.id,
        view_count: row.view_count,
        likes_count: row.likes_count,
        dislikes_count: row.dislikes_count,
        user_like_status: row.user_like_status,
      };
    },

    async likeDiscoverVideo(request): Promise<Ok<'likeDiscoverVideo'>> {
      const auth = requireAuth(request);
      const { id } = request.params as PathOf<'likeDiscoverVideo'>;
      const { is_like } = request.body as JsonBody<'likeDiscoverVideo'>;
      if (!isUuid(id)) throw new HttpError(404, VIDEO_NOT_FOUND);
      const action = await db.transaction().execute(async (trx) => {
        // The video row is the lock: toggles on one video run one at a time, so each sees the last one's result.
        const video = await trx.selectFrom('showcase_videos').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
        if (!video) throw new HttpError(404, VIDEO_NOT_FOUND);
        const existing = await trx
          .selectFrom('video_likes')
          .select('is_like')
          .where('video_id', '=', id)
          .where('user_id', '=', auth.userId)
          .executeTakeFirst();
        if (!existing) {
          await trx
            .insertInto('video_likes')
            .values({ video_id: id, user_id: auth.userId, is_like, created_at: ctx.clock.now() })
            .execute();
          return 'added' as const;
        }
        if (existing.is_like === is_like) {
          await trx.deleteFrom('video_likes').where('video_id', '=', id).where('user_id', '=', auth.userId).execute();
          return 'removed' as const;
        }
        await trx
          .updateTable('video_likes')
          .set({ is_like })
          .where('video_id', '=', id)
          .where('user_id', '=', auth.userId)
          .execute();
        return 'updated' as const;
      });
      const stats = await videoStats(id, auth.userId);
      return {
        success: true,
        action,
        likes_count: stats.likes_count,
        dislikes_count: stats.dislikes_count,
        user_like_status: stats.user_like_status,
      };
    },
  };
}
