import type { Readable } from 'node:stream';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { FileKind, Tables } from '../../db/index.ts';
import type { Ok } from '../../http/types.ts';
import { newBlobKey } from '../../storage/blobStore.ts';
import { fileUrl, signedUrl } from '../../storage/mediaUrls.ts';
import type { Executor } from './projects.ts';

export type FileRow = Selectable<Tables['project_files']>;
export type ProjectFile = Ok<'getProjectFiles'>['files']['uploaded_images'][number];
export type ProjectFiles = Ok<'getProjectFiles'>['files'];

/** The folder a kind is shown under in `file_path` (informational; the bytes live under the blob key). */
const FOLDERS: Record<FileKind, string> = {
  uploaded_image: 'uploaded_images',
  style_image: 'style_images',
  reference_image: 'reference',
  generated_image: 'generated_images',
  audio: 'audio',
  video: 'video',
  thumbnail: 'thumbnails',
  music: 'music',
  animation: 'animations',
};

export const IMAGE_KINDS: readonly FileKind[] = ['uploaded_image', 'style_image', 'reference_image', 'generated_image'];

export function signFile(ctx: AppContext, key: string): string {
  return signedUrl(ctx.secrets.media, key, ctx.clock.now(), ctx.config.mediaUrlTtlSeconds);
}

export function describeFile(ctx: AppContext, row: FileRow): ProjectFile {
  return {
    id: row.id,
    file_name: row.file_name,
    file_path: `projects/${row.project_id}/${FOLDERS[row.kind]}/${row.file_name}`,
    file_url: fileUrl(row.blob_key),
    signed_url: signFile(ctx, row.blob_key),
    page_number: row.page_number,
    content_type: row.content_type,
    created_at: row.created_at.toISOString(),
    // Narration made before its page's text was edited (see ../workflow/storyPages.ts).
    ...(row.kind === 'audio' ? { out_of_date: row.metadata.out_of_date === true } : {}),
  };
}

/**
 * The file each page shows now: the page's current image version when versions exist, else the newest generated
 * image of that page. In page order.
 */
export async function currentPageImages(db: Executor, projectId: string, files?: FileRow[]): Promise<FileRow[]> {
  const all =
    files ??
    (await db
      .selectFrom('project_files')
      .selectAll()
      .where('project_id', '=', projectId)
      .where('kind', '=', 'generated_image')
      .execute());
  const generated = all.filter((f) => f.kind === 'generated_image' && f.page_number !== null);
  const current = await db
    .selectFrom('current_image_versions as c')
    .innerJoin('image_versions as v', (join) =>
      join
        .onRef('v.project_id', '=', 'c.project_id')
        .onRef('v.page_index', '=', 'c.page_index')
        .onRef('v.version_index', '=', 'c.version_index'),
    )
    .select(['c.page_index', 'v.file_id'])
    .where('c.project_id', '=', projectId)
    .execute();
  const byId = new Map(generated.map((f) => [f.id, f]));
  const pinned = new Map<number, FileRow>();
  for (const { page_index, file_id } of current) {
    const file = file_id ? byId.get(file_id) : undefined;
    if (file) pinned.set(page_index + 1, file);
  }
  const newest = new Map<number, FileRow>();
  for (const file of generated) {
    const seen = newest.get(file.page_number!);
    if (!seen || seen.created_at <= file.created_at) newest.set(file.page_number!, file);
  }
  const pages = [...new Set([...pinned.keys(), ...newest.keys()])].sort((a, b) => a - b);
  return pages.map((page) => pinned.get(page) ?? newest.get(page)!);
}

/** The project's newest final video, if it has one. */
export function latestVideo(db: Executor, projectId: string): Promise<FileRow | undefined> {
  return db
    .selectFrom('project_files')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('kind', '=', 'video')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Every file of a project, grouped as the contract's `files`. */
export async function projectFiles(ctx: AppContext, db: Executor, projectId: string): Promise<ProjectFiles> {
  const rows = await db
    .selectFrom('project_files')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('page_number', (ob) => ob.asc().nullsFirst())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const ofKind = (kind: FileKind) => rows.filter((r) => r.kind === kind).map((r) => describeFile(ctx, r));
  return {
    uploaded_images: ofKind('uploaded_image'),
    style_images: ofKind('style_image'),
    generated_images: (await currentPageImages(db, projectId, rows)).map((r) => describeFile(ctx, r)),
    audio: ofKind('audio'),
    video: ofKind('video').reverse(),
  };
}

export interface NewProjectFile {
  projectId: string;
  kind: FileKind;
  pageNumber?: number | null;
  fileName: string;
  contentType: string;
  /** Extension of the stored blob (`png`, `mp3`, `mp4`): what the media route serves it as. */
  extension: string;
  /** The bytes, or a stream of them (a rendered video is streamed from its file, never held in memory whole). */
  data: Buffer | Readable;
  metadata?: Record<string, unknown>;
}

/** Stores the bytes under a fresh key, then the row (in the caller's transaction when given); a failed insert removes the blob. */
export async function storeProjectFile(ctx: AppContext, db: Executor, file: NewProjectFile): Promise<FileRow> {
  const key = newBlobKey(file.extension);
  const { size } = await ctx.storage.put(key, file.data);
  try {
    return await db
      .insertInto('project_files')
      .values({
        project_id: file.projectId,
        kind: file.kind,
        page_number: file.pageNumber ?? null,
        blob_key: key,
        file_name: file.fileName,
        content_type: file.contentType,
        size_bytes: size,
        metadata: JSON.stringify(file.metadata ?? {}),
        created_at: ctx.clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    await ctx.storage.delete(key);
    throw error;
  }
}
