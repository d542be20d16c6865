import crypto from 'node:crypto';
import path from 'node:path';
import type { AppContext } from '../../context.ts';
import type { FileKind } from '../../db/index.ts';
import { newBlobKey } from '../../storage/blobStore.ts';
import { IMAGE_KINDS } from './files.ts';
import { isUuid, loadOwnedProject } from './projects.ts';

/** A copy is editable from any stage: final videos (and their thumbnails) stay with the original. */
const NOT_COPIED: readonly FileKind[] = ['video', 'thumbnail'];

/** The longest story title the contract allows. */
const TITLE_MAX = 200;

/** "The Moon Fox" → "The Moon Fox (copy)" → "The Moon Fox (copy 2)" …, within the title's length limit. */
export function copyTitle(title: string | null): string | null {
  if (title === null || title.trim() === '') return title;
  const match = /^(.*) \(copy(?: (\d+))?\)$/.exec(title);
  const base = match ? match[1]! : title;
  const suffix = match ? ` (copy ${Number(match[2] ?? 1) + 1})` : ' (copy)';
  return base.slice(0, TITLE_MAX - suffix.length).trimEnd() + suffix;
}

export interface CopyResult {
  projectId: string;
  images: number;
  audio: number;
}

/**
 * Copies a project with its settings, story, image versions and every file except final videos. Blobs are copied
 * to new keys first; the rows go in one transaction; if that fails, the new blobs are removed again.
 */
export async function copyProject(ctx: AppContext, userId: string, projectId: string): Promise<CopyResult> {
  const db = ctx.database.db;
  const source = await loadOwnedProject(db, userId, projectId);
  const [files, story, versions, current] = await Promise.all([
    db.selectFrom('project_files').selectAll().where('project_id', '=', source.id).where('kind', 'not in', NOT_COPIED).execute(),
    db.selectFrom('project_stories').selectAll().where('project_id', '=', source.id).executeTakeFirst(),
    db.selectFrom('image_versions').selectAll().where('project_id', '=', source.id).execute(),
    db.selectFrom('current_image_versions').selectAll().where('project_id', '=', source.id).execute(),
  ]);

  const newProjectId = crypto.randomUUID();
  const fileIds = new Map<string, string>();
  const createdKeys: string[] = [];
  try {
    for (const file of files) {
      const key = newBlobKey(path.extname(file.blob_key) || '.bin');
      await ctx.storage.copy(file.blob_key, key);
      createdKeys.push(key);
      fileIds.set(file.id, crypto.randomUUID());
    }
    const now = ctx.clock.now();
    await db.transaction().execute(async (trx) => {
      const {
        id: _id,
        user_id: _user,
        created_at: _created,
        modified_at: _modified,
        approved_reference_file_id,
        ...settings
      } = source;
      await trx
        .insertInto('projects')
        .values({
          ...settings,
          story_title: copyTitle(settings.story_title),
          id: newProjectId,
          user_id: userId,
          stage_3_completed: false,
          created_at: now,
          modified_at: now,
        })
        .execute();
      if (files.length > 0) {
        await trx
          .insertInto('project_files')
          .values(
            files.map((file, i) => ({
              id: fileIds.get(file.id)!,
              project_id: newProjectId,
              kind: file.kind,
              page_number: file.page_number,
              blob_key: createdKeys[i]!,
              file_name: file.file_name,
              content_type: file.content_type,
              size_bytes: Number(file.size_bytes),
              metadata: JSON.stringify(file.metadata),
              created_at: file.created_at,
            })),
          )
          .execute();
      }
      if (approved_reference_file_id && fileIds.has(approved_reference_file_id)) {
        await trx
          .updateTable('projects')
          .set({ approved_reference_file_id: fileIds.get(approved_reference_file_id)! })
          .where('id', '=', newProjectId)
          .execute();
      }
      if (story) {
        await trx
          .insertInto('project_stories')
          .values({
            project_id: newProjectId,
            title: copyTitle(story.title),
            pages: JSON.stringify(story.pages),
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      if (versions.length > 0) {
        await trx
          .insertInto('image_versions')
          .values(
            versions.map((v) => ({
              ...v,
              project_id: newProjectId,
              file_id: v.file_id ? (fileIds.get(v.file_id) ?? null) : null,
            })),
          )
          .execute();
      }
      if (current.length > 0) {
        await trx
          .insertInto('current_image_versions')
          .values(current.map((c) => ({ ...c, project_id: newProjectId })))
          .execute();
      }
    });
  } catch (error) {
    await Promise.allSettled(createdKeys.map((key) => ctx.storage.delete(key)));
    throw error;
  }
  return {
    projectId: newProjectId,
    images: files.filter((f) => IMAGE_KINDS.includes(f.kind)).length,
    audio: files.filter((f) => f.kind === 'audio').length,
  };
}

/**
 * Deletes the caller's project: rows first (files, story, versions and showcase entry go with it), then the blobs.
 * Returns false when there is no such project of the caller's.
 */
export async function deleteProject(ctx: AppContext, userId: string, projectId: string): Promise<boolean> {
  if (!isUuid(projectId)) return false;
  const keys = await ctx.database.db.transaction().execute(async (trx) => {
    const files = await trx
      .selectFrom('project_files as f')
      .innerJoin('projects as p', 'p.id', 'f.project_id')
      .select('f.blob_key')
      .where('p.id', '=', projectId)
      .where('p.user_id', '=', userId)
      .execute();
    const deleted = await trx
      .deleteFrom('projects')
      .where('id', '=', projectId)
      .where('user_id', '=', userId)
      .returning('id')
      .executeTakeFirst();
    return deleted ? files.map((f) => f.blob_key) : null;
  });
  if (!keys) return false;
  // The rows are gone, so nothing points at these blobs any more; a blob left behind by a crash is only disk space.
  await Promise.allSettled(keys.map((key) => ctx.storage.delete(key)));
  return true;
}
