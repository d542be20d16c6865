/**
 * Editing a story page's text (stage 2): the saved story changes, and narration made from the old words is marked
 * out of date until the page is narrated again.
 */
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import type { ProjectRow } from '../projects/projects.ts';

export const MAX_PAGE_TEXT = 2000;
export const PAGE_TEXT_BLANK = 'page_text: a page needs some text.';
export const pageNotFound = (pageIndex: number) => `This story has no page ${pageIndex + 1}.`;

/** What a narration's metadata says about the words it speaks (set by generateAudio). */
export type NarrationMetadata = { page_text?: unknown; out_of_date?: unknown };

/** Texts a listener cannot tell apart: the same words, whatever the spacing. */
export const sameWords = (a: string, b: string) =>
  a.normalize('NFC').replace(/\s+/g, ' ').trim() === b.normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * Whether narration of a page still says its text once the text becomes `next`. Narration that recorded its words
 * compares with them (text put back as it was narrated is up to date again); older narration only knows the text it
 * was made from was `previous`, and stays out of date once marked.
 */
export function narrationOutOfDate(metadata: NarrationMetadata, previous: string, next: string): boolean {
  if (typeof metadata.page_text === 'string') return !sameWords(metadata.page_text, next);
  return metadata.out_of_date === true || !sameWords(previous, next);
}

export interface EditedPage {
  pageIndex: number;
  pageNumber: number;
  pageText: string;
  /** The page has narration that no longer says its text. */
  audioOutOfDate: boolean;
}

/**
 * Saves page `pageIndex` (0-based) of the project's story as `text` (trimmed; blank is 400, a page the story lacks
 * 404) and marks the page's narration out of date, in one transaction. Free: no credits move.
 */
export async function editPageText(ctx: AppContext, project: ProjectRow, pageIndex: number, text: string): Promise<EditedPage> {
  const pageText = text.trim();
  if (pageText === '') throw new HttpError(400, PAGE_TEXT_BLANK);
  if ([...pageText].length > MAX_PAGE_TEXT) throw new HttpError(400, `page_text: at most ${MAX_PAGE_TEXT} characters.`);
  const now = ctx.clock.now();
  return ctx.database.db.transaction().execute(async (trx) => {
    // Locked: two saves of different pages must not each write back the other's old text.
    await trx.selectFrom('projects').select('id').where('id', '=', project.id).forUpdate().execute();
    const story = await trx.selectFrom('project_stories').select('pages').where('project_id', '=', project.id).executeTakeFirst();
    const page = story?.pages[pageIndex];
    if (!story || !page) throw new HttpError(404, pageNotFound(pageIndex));
    const previous = page.page_text;
    const pages = story.pages.map((p, i) => (i === pageIndex ? { ...p, page_text: pageText } : p));
    await trx
      .updateTable('project_stories')
      .set({ pages: JSON.stringify(pages), updated_at: now })
      .where('project_id', '=', project.id)
      .execute();

    const narrations = await trx
      .selectFrom('project_files')
      .select(['id', 'metadata'])
      .where('project_id', '=', project.id)
      .where('kind', '=', 'audio')
      .where('page_number', '=', page.page_number)
      .execute();
    let audioOutOfDate = false;
    for (const narration of narrations) {
      const outOfDate = narrationOutOfDate(narration.metadata, previous, pageText);
      audioOutOfDate ||= outOfDate;
      if ((narration.metadata.out_of_date === true) === outOfDate) continue;
      await trx
        .updateTable('project_files')
        .set({ metadata: JSON.stringify({ ...narration.metadata, out_of_date: outOfDate }) })
        .where('id', '=', narration.id)
        .execute();
    }
    await trx.updateTable('projects').set({ modified_at: now }).where('id', '=', project.id).execute();
    return { pageIndex, pageNumber: page.page_number, pageText, audioOutOfDate };
  });
}
