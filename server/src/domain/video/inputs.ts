/**
 * What a video is made of, resolved from the client's URLs to this project's stored files. The client sends the
 * URLs it shows (file or signed URLs); the server uses only files of the same project and of the right kind, and
 * fills a page whose URL it cannot use from the project's own current files.
 */
import type { AppContext } from '../../context.ts';
import type { FileKind } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { currentPageImages, type FileRow } from '../projects/files.ts';
import type { ProjectRow } from '../projects/projects.ts';
import type { VideoJobPage, VideoJobRequest } from './tables.ts';

export const NO_STORY = 'Story must be generated before creating video';
export const NO_AUDIO = 'Audio narration is required to create a storybook video';
export const missingAudio = (pages: number[]) =>
  `Missing audio for page(s) ${pages.join(', ')}. Please generate audio for all story pages.`;
export const NO_MUSIC = 'There is no background music for this project yet. Generate music first, or turn music off.';
/** Spec: the video request defaults. */
export const DEFAULT_TRANSITION_SECONDS = 0.7;

/** The blob key in a media URL (`/api/media/<key>`, absolute or relative, signed or not), or null. */
export function mediaKeyOf(ref: string | null | undefined): string | null {
  if (!ref) return null;
  let url: URL;
  try {
    url = new URL(ref, 'http://storyloom.invalid');
  } catch {
    return null;
  }
  const match = /\/media\/([^/]+)$/.exec(url.pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

export interface VideoInputs {
  imageRefs: (string | null | undefined)[];
  audioRefs: (string | null | undefined)[];
  texts?: (string | null | undefined)[] | undefined;
  clipRefs?: (string | null | undefined)[] | undefined;
  useAnimation: boolean;
  /** With `useAnimation`: the pages (0-based) that must play their clip; absent = every page that has one. */
  pagesToAnimate?: number[] | undefined;
  musicRef?: string | null | undefined;
  useMusic: boolean;
  transitionSeconds?: number | undefined;
  includeText?: boolean | undefined;
}

export interface ResolvedVideo {
  request: VideoJobRequest;
  /** Pages (0-based) that should play a clip but have none yet (the synchronous call animates them). */
  pagesWithoutClip: number[];
}

/** Resolves and validates a render request against the project's story and files (422 with the spec's messages). */
export async function resolveVideoInputs(ctx: AppContext, project: ProjectRow, input: VideoInputs): Promise<ResolvedVideo> {
  const db = ctx.database.db;
  const story = await db.selectFrom('project_stories').select('pages').where('project_id', '=', project.id).executeTakeFirst();
  const storyPages = story?.pages ?? [];
  if (storyPages.length === 0) throw new HttpError(422, NO_STORY);
  const files = await db.selectFrom('project_files').selectAll().where('project_id', '=', project.id).execute();
  const byKey = new Map(files.map((f) => [f.blob_key, f]));

  /**
   * A client URL → this project's file of one of `kinds`, or null: a URL to anything else (another project's file,
   * a stale or made-up URL) is never used, and the page falls back to the project's own current file.
   */
  const own = (ref: string | null | undefined, kinds: FileKind[]): FileRow | null => {
    const file = ref ? byKey.get(mediaKeyOf(ref) ?? '') : undefined;
    return file && kinds.includes(file.kind) ? file : null;
  };
  const newest = (kind: FileKind) => {
    const pages = new Map<number, FileRow>();
    for (const f of files)
      if (f.kind === kind && f.page_number) {
        const seen = pages.get(f.page_number);
        if (!seen || seen.created_at < f.created_at) pages.set(f.page_number, f);
      }
    return pages;
  };

  const audio = newest('audio');
  const clips = newest('animation');
  const images = new Map((await currentPageImages(db, project.id, files)).map((f) => [f.page_number!, f]));
  const n = storyPages.length;

  const audioFiles = storyPages.map((_, i) => own(input.audioRefs[i], ['audio']) ?? audio.get(i + 1) ?? null);
  const missing = audioFiles.flatMap((f, i) => (f ? [] : [i + 1]));
  if (missing.length === n) throw new HttpError(422, NO_AUDIO);
  if (missing.length > 0) throw new HttpError(422, missingAudio(missing));

  const pages: VideoJobPage[] = [];
  const pagesWithoutClip: number[] = [];
  const animate = new Set(input.pagesToAnimate ?? storyPages.map((_, i) => i));
  for (let i = 0; i < n; i++) {
    const image = own(input.imageRefs[i], ['generated_image']) ?? images.get(i + 1);
    if (!image) throw new HttpError(422, `Page ${i + 1} has no illustration yet. Generate the story images first.`);
    let clip: FileRow | null = null;
    if (input.useAnimation && animate.has(i)) {
      clip = own(input.clipRefs?.[i], ['animation']) ?? clips.get(i + 1) ?? null;
      if (!clip && input.pagesToAnimate) pagesWithoutClip.push(i);
    }
    const text = input.texts?.[i]?.trim() || storyPages[i]!.page_text;
    pages.push({ imageKey: image.blob_key, narrationKey: audioFiles[i]!.blob_key, clipKey: clip?.blob_key ?? null, text });
  }

  let musicKey: string | null = null;
  if (input.useMusic || input.musicRef) {
    const music =
      own(input.musicRef, ['music']) ??
      files.filter((f) => f.kind === 'music').sort((a, b) => +b.created_at - +a.created_at)[0] ??
      null;
    if (!music) throw new HttpError(422, NO_MUSIC);
    musicKey = music.blob_key;
  }
  return {
    request: {
      pages,
      musicKey,
      transitionSeconds: input.transitionSeconds ?? DEFAULT_TRANSITION_SECONDS,
      includeText: input.includeText ?? true,
    },
    pagesWithoutClip,
  };
}
