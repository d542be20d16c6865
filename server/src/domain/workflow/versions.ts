import type { AppContext } from '../../context.ts';
import type { Ok } from '../../http/types.ts';
import { signFile } from '../projects/files.ts';
import type { Executor } from '../projects/projects.ts';

type VersionView = Ok<'getImageVersions'>['image_versions'][string][number];

/** Every page's versions (oldest first) and current index, keyed by 0-based page index as the contract has them. */
export async function versionMaps(ctx: AppContext, db: Executor, projectId: string) {
  const [rows, current] = await Promise.all([
    db
      .selectFrom('image_versions as v')
      .leftJoin('project_files as f', 'f.id', 'v.file_id')
      .select([
        'v.page_index',
        'v.version_index',
        'v.label',
        'v.instructions',
        'v.is_original',
        'v.created_at',
        'v.image_url',
        'f.blob_key',
      ])
      .where('v.project_id', '=', projectId)
      .orderBy('v.page_index')
      .orderBy('v.version_index')
      .execute(),
    db.selectFrom('current_image_versions').select(['page_index', 'version_index']).where('project_id', '=', projectId).execute(),
  ]);
  const image_versions: Record<string, VersionView[]> = {};
  for (const row of rows) {
    const url = row.blob_key ? signFile(ctx, row.blob_key) : (row.image_url ?? '');
    (image_versions[String(row.page_index)] ??= []).push(versionView(url, row));
  }
  const current_versions: Record<string, number> = {};
  for (const row of current) current_versions[String(row.page_index)] = row.version_index;
  return { image_versions, current_versions };
}

export function versionView(
  url: string,
  row: { label: string; instructions: string | null; is_original: boolean; created_at: Date },
): VersionView {
  return {
    image_url: url,
    url,
    timestamp: row.created_at.toISOString(),
    label: row.label,
    is_original: row.is_original,
    instructions: row.instructions,
  };
}

/** Appends a version to a page and makes it current; returns its index. Call inside a transaction. */
export async function appendVersion(
  db: Executor,
  projectId: string,
  pageIndex: number,
  version: {
    fileId: string | null;
    imageUrl: string | null;
    label: string | null;
    instructions: string | null;
    isOriginal: boolean;
  },
  now: Date,
): Promise<{ versionIndex: number; label: string }> {
  const last = await db
    .selectFrom('image_versions')
    .select((eb) => eb.fn.max('version_index').as('max'))
    .where('project_id', '=', projectId)
    .where('page_index', '=', pageIndex)
    .executeTakeFirst();
  const versionIndex = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  const label = version.label ?? (versionIndex === 0 ? 'Original' : `Version ${versionIndex + 1}`);
  await db
    .insertInto('image_versions')
    .values({
      project_id: projectId,
      page_index: pageIndex,
      version_index: versionIndex,
      file_id: version.fileId,
      image_url: version.imageUrl,
      label,
      instructions: version.instructions,
      is_original: version.isOriginal,
      created_at: now,
    })
    .execute();
  await setCurrentVersion(db, projectId, pageIndex, versionIndex);
  return { versionIndex, label };
}

export async function setCurrentVersion(db: Executor, projectId: string, pageIndex: number, versionIndex: number): Promise<void> {
  await db
    .insertInto('current_image_versions')
    .values({ project_id: projectId, page_index: pageIndex, version_index: versionIndex })
    .onConflict((oc) => oc.columns(['project_id', 'page_index']).doUpdateSet({ version_index: versionIndex }))
    .execute();
}
