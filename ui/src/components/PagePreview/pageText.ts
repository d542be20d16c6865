/** The longest page text the server saves (PUT /projects/{id}/story/pages/{page_index}: 1–2000 characters). */
export const PAGE_TEXT_MAX_LENGTH = 2000;
