import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Tables } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { Ok } from '../../http/types.ts';
import { BlobNotFoundError } from '../../storage/blobStore.ts';

export type Executor = Kysely<Tables> | Transaction<Tables>;
export type ProjectRow = Selectable<Tables['projects']>;
export type ProjectRecord = Ok<'getProject'>['project'];
export type StagesCompleted = ProjectRecord['stages_completed'];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PROJECT_NOT_FOUND = 'Project not found';
export const READ_ONLY_MESSAGE = 'This project is completed and cannot be edited. Copy it to make changes.';

/** Ids are UUIDs; anything else cannot name a project (and must not reach a uuid column). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * The caller's project, or 404: another user's project answers exactly like a missing one, so ids leak nothing.
 * `forUpdate` locks the row for the rest of the caller's transaction.
 */
export async function loadOwnedProject(
  db: Executor,
  userId: string,
  projectId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ProjectRow> {
  if (!isUuid(projectId)) throw new HttpError(404, PROJECT_NOT_FOUND);
  let query = db.selectFrom('projects').selectAll().where('id', '=', projectId).where('user_id', '=', userId);
  if (options.forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new HttpError(404, PROJECT_NOT_FOUND);
  return row;
}

export function stagesCompleted(row: Pick<ProjectRow, 'stage_1_completed' | 'stage_2_completed' | 'stage_3_completed'>) {
  return { '1': row.stage_1_completed, '2': row.stage_2_completed, '3': row.stage_3_completed } satisfies StagesCompleted;
}

/** A project with a final video is completed: the spec opens it read-only. */
export async function hasVideo(db: Executor, projectId: string): Promise<boolean> {
  const row = await db
    .selectFrom('project_files')
    .select('id')
    .where('project_id', '=', projectId)
    .where('kind', '=', 'video')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Refuses changes to a completed project (409), as the spec's read-only mode does in the browser. */
export async function assertEditable(db: Executor, project: ProjectRow): Promise<void> {
  if (await hasVideo(db, project.id)) throw new HttpError(409, READ_ONLY_MESSAGE);
}

/**
 * Setting another language switches the project to that language's default voice (spec 001 §4): the saved voice is
 * cleared (null narrates with the language's default) unless the same change names a voice.
 */
export function voiceAfterLanguageChange(
  project: Pick<ProjectRow, 'language'>,
  change: { language?: string; selected_voice_id?: string | null },
): { selected_voice_id?: null } {
  if (change.language === undefined || change.language === project.language) return {};
  if (change.selected_voice_id !== undefined) return {};
  return { selected_voice_id: null };
}

export async function isSharedToShowcase(db: Executor, projectId: string): Promise<boolean> {
  const row = await db.selectFrom('showcase_videos').select('id').where('project_id', '=', projectId).executeTakeFirst();
  return row !== undefined;
}

/** Records that the project changed now: the gallery orders by it. */
export async function touchProject(db: Executor, projectId: string, now: Date): Promise<void> {
  await db.updateTable('projects').set({ modified_at: now }).where('id', '=', projectId).execute();
}

/** The approved reference image as raw base64 (the contract's `approved_reference_image`), or null. */
async function approvedReferenceBase64(ctx: AppContext, db: Executor, fileId: string | null): Promise<string | null> {
  if (!fileId) return null;
  const file = await db.selectFrom('project_files').select('blob_key').where('id', '=', fileId).executeTakeFirst();
  if (!file) return null;
  try {
    return (await ctx.storage.get(file.blob_key)).toString('base64');
  } catch (error) {
    if (error instanceof BlobNotFoundError) return null;
    throw error;
  }
}

/** A project's saved settings in the contract's shape. */
export async function projectRecord(ctx: AppContext, db: Executor, row: ProjectRow): Promise<ProjectRecord> {
  const [approved, shared] = await Promise.all([
    approvedReferenceBase64(ctx, db, row.approved_reference_file_id),
    isSharedToShowcase(db, row.id),
  ]);
  return {
    id: row.id,
    project_id: row.id,
    context: row.context,
    theme: row.theme,
    story_instructions: row.story_instructions,
    story_type: row.story_type as ProjectRecord['story_type'],
    num_pages: row.num_pages,
    approved_reference_image: approved,
    selected_voice_id: row.selected_voice_id,
    language: row.language,
    art_style: row.art_style as ProjectRecord['art_style'],
    style_prompt: row.style_prompt,
    current_stage: row.current_stage,
    stages_completed: stagesCompleted(row),
    story_title: row.story_title,
    character_description: row.character_description,
    additional_context: row.additional_context,
    created_at: row.created_at.toISOString(),
    modified_at: row.modified_at.toISOString(),
    is_shared_to_showcase: shared,
  };
}
