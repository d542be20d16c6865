import {
  sql,
  type Compilable,
  type Expression,
  type InferResult,
  type Kysely,
  type QueryCreator,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Tables } from '../../db/index.ts';
import { rowCount } from '../../db/preparedStatements.ts';
import { templatesOf } from '../../db/queryTemplates.ts';
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
  const template = templatesOf(db).bind('projectCount', { userId }, (v) =>
    db.selectFrom('project_counts').select('projects').where('user_id', '=', v.userId),
  );
  return (await db.executeQuery(template)).rows[0]?.projects ?? 0;
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

/** Every this many rows of a gallery a mark is kept (migration 0014): a deep page skips fewer rows than this. */
export const MARK_SPACING = 128;

interface Mark {
  position: number;
  modified_at: Date;
  project_id: string;
}

/**
 * The mark at or before `offset` in the user's gallery, or its start (position 0, a key before every project) when no
 * marks are kept: one row, for a page statement to start from.
 */
function markBefore(userId: string, offset: number) {
  return sql<Mark>`(SELECT position, modified_at, project_id FROM (
      (SELECT position, modified_at, project_id FROM gallery_marks
        WHERE user_id = ${userId} AND position <= ${rowCount(offset)} ORDER BY position DESC LIMIT 1)
      UNION ALL SELECT 0, 'infinity'::timestamptz, 'ffffffff-ffff-ffff-ffff-ffffffffffff'::uuid
    ) m ORDER BY position DESC LIMIT 1)`;
}

/** Marks being built by this process, by database and user: concurrent deep reads wait for one build. */
const building = new WeakMap<Kysely<Tables>, Map<string, Promise<void>>>();

/**
 * Keeps the key of every MARK_SPACING-th project of the user's gallery, unless another request built them meanwhile.
 * Under the user's exclusive advisory lock (the triggers of migration 0014 take it shared): its statements see every
 * change committed before it, and a change that comes during it waits, then drops these marks.
 */
export function buildGalleryMarks(db: Kysely<Tables>, userId: string): Promise<void> {
  const inFlight = building.get(db) ?? new Map<string, Promise<void>>();
  building.set(db, inFlight);
  const running = inFlight.get(userId);
  if (running) return running;
  const build = db
    .transaction()
    .execute(async (tx) => {
      await sql`SELECT pg_advisory_xact_lock(gallery_marks_lock_key(${userId}))`.execute(tx);
      const kept = await tx.selectFrom('gallery_marks').select('position').where('user_id', '=', userId).limit(1).execute();
      if (kept.length > 0) return;
      await sql`INSERT INTO gallery_marks (user_id, position, modified_at, project_id)
        SELECT user_id, position, modified_at, id FROM (
          SELECT user_id, modified_at, id, (row_number() OVER (ORDER BY modified_at DESC, id DESC) - 1)::int AS position
          FROM projects WHERE user_id = ${userId}
        ) ordered
        WHERE position > 0 AND position % ${sql.lit(MARK_SPACING)} = 0`.execute(tx);
    })
    .finally(() => inFlight.delete(userId));
  inFlight.set(userId, build);
  return build;
}

export async function listGallery(
  ctx: AppContext,
  userId: string,
  query: GalleryQuery,
  log?: { warn(details: object, message: string): void },
): Promise<Ok<'listProjects'>> {
  const page = query.page ?? 1;
  const limit = query.limit ?? 12;
  const search = query.search?.trim();
  const filter = query.filter_type ?? 'all';
  const db = ctx.database.db;

  // The whole gallery's statements are templates (compiled once per page position); a search or filter builds its own.
  const all = (user: string) => db.selectFrom('projects as p').where('p.user_id', '=', user);
  const templated = async <V extends Record<string, unknown>, R>(shape: string, build: (v: V) => Compilable<R>, values: V) =>
    (await db.executeQuery(templatesOf(db).bind(shape, values, build))).rows;
  const matching = all(userId)
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
    rows = await templated(
      `early:${limit}:${offset}`,
      (v) =>
        pageRows(db, byRecency(all(v.userId), 'desc').limit(rowCount(limit)).offset(rowCount(offset)), { totalOf: v.userId }),
      { userId },
    );
    total = rows[0] ? Number(rows[0].total) : await projectCount(db, userId);
  } else {
    // The unfiltered total is one row read; a search or filter still counts its matches.
    total = filtered
      ? Number((await matching.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
      : await projectCount(db, userId);
    const window = pageWindow(total, offset, limit);
    if (offset < total && !filtered && window.skip > MARK_SPACING) {
      // Deep in the whole gallery: from the mark before the page (or from the start when none are kept), in one
      // statement so that marks and projects are read as of one moment. The index scan starts at the mark's key; rows
      // with that modified_at but a later id are the only ones it passes without taking.
      const mark = (column: keyof Mark) => sql`(SELECT ${sql.ref(column)} FROM mark)`;
      rows = await templated(
        `mark:${limit}:${offset}`,
        (v) => {
          const ids = byRecency(all(v.userId), 'desc')
            .where(sql<SqlBool>`p.modified_at <= ${mark('modified_at')}`)
            .where(sql<SqlBool>`(p.modified_at < ${mark('modified_at')} OR p.id <= ${mark('project_id')})`)
            .limit(rowCount(limit))
            .offset(sql<number>`${rowCount(offset)} - ${mark('position')}`);
          // The CTE is read by the raw SQL above only: to Kysely's types the statement's tables are the usual ones.
          const withMark = db.with('mark', () => markBefore(v.userId, offset)) as unknown as QueryCreator<Tables>;
          return pageRows(withMark, ids, { mark: sql<number>`(SELECT position FROM mark)` });
        },
        { userId },
      );
      // No mark near the page: none are kept (never built, or the gallery changed since). Build them for the next read.
      if (offset - Number(rows[0]?.mark ?? 0) >= 2 * MARK_SPACING) {
        await buildGalleryMarks(db, userId).catch((error: unknown) =>
          log?.warn({ err: error, user: userId }, 'gallery marks could not be built'),
        );
      }
    } else if (offset < total) {
      // The page's ids first (an index scan over ids only, skipped rows included), then the details of those rows.
      const direction = window.descending ? 'desc' : 'asc';
      const ids = (from: typeof matching) =>
        byRecency(from, direction).limit(rowCount(window.take)).offset(rowCount(window.skip));
      rows = filtered
        ? await pageRows(db, ids(matching)).execute()
        : await templated(`window:${direction}:${window.take}:${window.skip}`, (v) => pageRows(db, ids(all(v.userId))), {
            userId,
          });
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
type PageRow = InferResult<ReturnType<typeof pageRows>>[number];

/**
 * The listed projects with their file counts, share flag and thumbnail key (the summary the triggers of migration 0012
 * keep), newest change first; with `totalOf`, each row also carries that user's kept project total, with `mark` that
 * expression's value. Only the columns the list shows are read: every column costs its parsing on every row of every
 * page.
 */
function pageRows(
  db: QueryCreator<Tables>,
  ids: PageIds,
  { totalOf, mark }: { totalOf?: string; mark?: RawBuilder<number> } = {},
) {
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
      (mark ?? sql<number | null>`NULL`).as('mark'),
    ])
    .orderBy('p.modified_at', 'desc')
    .orderBy('p.id', 'desc');
}
