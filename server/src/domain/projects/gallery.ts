import { sql, type Expression, type SqlBool } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Ok, QueryOf } from '../../http/types.ts';
import { signFile } from './files.ts';
import { stagesCompleted } from './projects.ts';

type ListItem = Ok<'listProjects'>['projects'][number];
export type GalleryQuery = QueryOf<'listProjects'>;

/** The columns the gallery search looks in (spec: title, context, theme, character description, additional context). */
const SEARCHED = ['story_title', 'context', 'theme', 'character_description', 'additional_context'] as const;

/** `%` and `_` typed by a user are letters, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const hasVideoSql = sql<SqlBool>`EXISTS (SELECT 1 FROM project_files f WHERE f.project_id = p.id AND f.kind = 'video')`;
/** Completed as the gallery's stage label counts it: a video, or stage 3 marked complete. */
const completedSql = sql<SqlBool>`(p.stage_3_completed OR ${hasVideoSql})`;

/**
 * Thumbnail: the first page's current image, else the newest image of the lowest page, else the first upload.
 * One lateral lookup per listed project (at most `limit` of them).
 */
const thumbnailKeySql = sql<string | null>`COALESCE(
  (SELECT f.blob_key FROM current_image_versions c
     JOIN image_versions v ON v.project_id = c.project_id AND v.page_index = c.page_index AND v.version_index = c.version_index
     JOIN project_files f ON f.id = v.file_id
   WHERE c.project_id = p.id ORDER BY c.page_index LIMIT 1),
  (SELECT f.blob_key FROM project_files f WHERE f.project_id = p.id AND f.kind = 'generated_image'
   ORDER BY f.page_number, f.created_at DESC LIMIT 1),
  (SELECT f.blob_key FROM project_files f WHERE f.project_id = p.id AND f.kind = 'uploaded_image'
   ORDER BY f.created_at, f.id LIMIT 1)
)`;

export async function listGallery(ctx: AppContext, userId: string, query: GalleryQuery): Promise<Ok<'listProjects'>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 12;
  const search = query.search?.trim();
  const filter = query.filter_type ?? 'all';

  const base = ctx.database.db
    .selectFrom('projects as p')
    .where('p.user_id', '=', userId)
    .$if(Boolean(search), (qb) =>
      qb.where((eb) => eb.or(SEARCHED.map((column) => eb(`p.${column}`, 'ilike', likePattern(search!)) as Expression<SqlBool>))),
    )
    .$if(filter === 'completed', (qb) => qb.where(completedSql))
    .$if(filter === 'in_progress', (qb) => qb.where(sql<SqlBool>`NOT ${completedSql}`))
    .$if(filter !== 'all' && filter !== 'completed' && filter !== 'in_progress', (qb) => qb.where('p.story_type', '=', filter));

  const [countRow, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll('p')
      .select([
        sql<string>`(SELECT count(DISTINCT f.page_number) FROM project_files f WHERE f.project_id = p.id AND f.kind = 'generated_image')`.as(
          'image_count',
        ),
        sql<string>`(SELECT count(*) FROM project_files f WHERE f.project_id = p.id AND f.kind = 'audio')`.as('audio_count'),
        sql<string>`(SELECT count(*) FROM project_files f WHERE f.project_id = p.id AND f.kind = 'video')`.as('video_count'),
        sql<boolean>`EXISTS (SELECT 1 FROM showcase_videos s WHERE s.project_id = p.id)`.as('is_shared'),
        thumbnailKeySql.as('thumbnail_key'),
      ])
      .orderBy('p.modified_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
  ]);

  const total = Number(countRow.n);
  const pages = Math.ceil(total / limit);
  const projects: ListItem[] = rows.map((row) => ({
    project_id: row.id,
    story_title: row.story_title,
    context: row.context,
    theme: row.theme,
    character_description: row.character_description,
    additional_context: row.additional_context,
    story_type: row.story_type as ListItem['story_type'],
    current_stage: row.current_stage,
    stages_completed: stagesCompleted(row),
    modified_at: row.modified_at.toISOString(),
    image_count: Number(row.image_count),
    audio_count: Number(row.audio_count),
    video_count: Number(row.video_count),
    thumbnail_url: row.thumbnail_key ? signFile(ctx, row.thumbnail_key) : null,
    is_shared_to_showcase: row.is_shared,
  }));
  return {
    success: true,
    projects,
    pagination: { page, limit, total, pages, has_next: page < pages, has_prev: page > 1 },
    error: null,
  };
}
