import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Tables } from '../../db/index.ts';
import { rowCount } from '../../db/preparedStatements.ts';
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

/** How many projects the user has, from the row the triggers of migration 0010 keep: no counting. */
export async function projectCount(db: Kysely<Tables>, userId: string): Promise<number> {
  const row = await db.selectFrom('project_counts').select('projects').where('user_id', '=', userId).executeTakeFirst();
  return row?.projects ?? 0;
}

/**
 * Which rows of a `total`-row order make up the page starting at `offset`, read from whichever end is nearer: the
 * last page of 10 000 projects skips 0 rows backwards instead of 9 996 forwards. `descending` says whether to skip
 * and take in the gallery's order (newest first) or from its other end.
 */
export function pageWindow(total: number, offset: number, limit: number) {
  const end = Math.min(offset + limit, total);
  if (total - end < offset) return { descending: false, skip: total - end, take: end - offset };
  return { descending: true, skip: offset, take: limit };
}

/** Pages that start within this many rows are read from the front in one statement, total included. */
const EARLY_ROWS = 120;

export async function listGallery(ctx: AppContext, userId: string, query: GalleryQuery): Promise<Ok<'listProjects'>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 12;
  const search = query.search?.trim();
  const filter = query.filter_type ?? 'all';
  const db = ctx.database.db;

  const matching = db
    .selectFrom('projects as p')
    .where('p.user_id', '=', userId)
    .$if(Boolean(search), (qb) =>
      qb.where((eb) => eb.or(SEARCHED.map((column) => eb(`p.${column}`, 'ilike', likePattern(search!)) as Expression<SqlBool>))),
    )
    .$if(filter === 'completed', (qb) => qb.where(completedSql))
    .$if(filter === 'in_progress', (qb) => qb.where(sql<SqlBool>`NOT ${completedSql}`))
    .$if(filter !== 'all' && filter !== 'completed' && filter !== 'in_progress', (qb) => qb.where('p.story_type', '=', filter));

  const offset = (page - 1) * limit;
  const filtered = Boolean(search) || filter !== 'all';
  const byRecency = (qb: typeof matching, direction: 'asc' | 'desc') =>
    qb.select('p.id').orderBy('p.modified_at', direction).orderBy('p.id', direction);

  let total: number;
  let rows: PageRow[] = [];
  if (!filtered && offset < EARLY_ROWS) {
    // An early page of the whole gallery: one statement reads the page and the kept total beside it.
    rows = await pageRows(db, byRecency(matching, 'desc').limit(rowCount(limit)).offset(rowCount(offset)), userId);
    total = rows[0] ? Number(rows[0].total) : await projectCount(db, userId);
  } else {
    // The unfiltered total is one row read; a search or filter still counts its matches.
    total = filtered
      ? Number((await matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
      : await projectCount(db, userId);
    if (offset < total) {
      // The page's ids first (an index scan over ids only, skipped rows included), then the details of those rows.
      const window = pageWindow(total, offset, limit);
      const ids = byRecency(matching, window.descending ? 'desc' : 'asc')
        .limit(rowCount(window.take))
        .offset(rowCount(window.skip));
      rows = await pageRows(db, ids);
    }
  }

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

type PageIds = SelectQueryBuilder<Tables & { p: Tables['projects'] }, 'p', { id: string }>;
type PageRow = Awaited<ReturnType<typeof pageRows>>[number];

/**
 * The listed projects with their file counts, share flag and thumbnail key (the summary the triggers of migration 0012
 * keep), newest change first; with `totalOf`, each row also carries that user's kept project total. Only the columns the
 * list shows are read: every column costs its parsing on every row of every page.
 */
function pageRows(db: Kysely<Tables>, ids: PageIds, totalOf?: string) {
  return db
    .selectFrom(ids.as('page'))
    .innerJoin('projects as p', 'p.id', 'page.id')
    .leftJoin('project_summaries as s', 's.project_id', 'p.id')
    .select([
      'p.id',
      'p.story_title',
      'p.context',
      'p.theme',
      'p.character_description',
      'p.additional_context',
      'p.story_type',
      'p.current_stage',
      'p.stage_1_completed',
      'p.stage_2_completed',
      'p.stage_3_completed',
      'p.modified_at',
    ])
    .select((eb) => [
      eb.fn.coalesce('s.image_count', sql<number>`0`).as('image_count'),
      eb.fn.coalesce('s.audio_count', sql<number>`0`).as('audio_count'),
      eb.fn.coalesce('s.video_count', sql<number>`0`).as('video_count'),
      eb.fn.coalesce('s.is_shared', sql<boolean>`false`).as('is_shared'),
      's.thumbnail_key',
      (totalOf ? sql<number | null>`(SELECT c.projects FROM project_counts c WHERE c.user_id = ${totalOf})` : sql<null>`NULL`).as(
        'total',
      ),
    ])
    .orderBy('p.modified_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
}
