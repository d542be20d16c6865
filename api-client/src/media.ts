/** A stored file as the contract returns it: the signed URL is preferred over the stable one. */
export interface MediaRef {
  signed_url?: string | null;
  file_url?: string | null;
}

function baseUrl(apiBase: string, origin: string | undefined): URL {
  return new URL(
    apiBase.endsWith('/') ? apiBase : `${apiBase}/`,
    origin ?? (globalThis as { location?: { origin: string } }).location?.origin ?? 'http://localhost',
  );
}

/**
 * Absolute URL for a media URL the API returned. Absolute, data: and blob: URLs pass through; a path starting with `/`
 * is on the API's origin (`/api/media/…`); anything else is relative to the API base (`media/…`).
 */
export function resolveMediaUrl(apiBase: string, url: string | null | undefined, origin?: string): string | undefined {
  if (!url) return undefined;
  if (/^(https?:|data:|blob:)/i.test(url)) return url;
  return new URL(url, baseUrl(apiBase, origin)).toString();
}

/** The URL to show or play a stored file: `signed_url` when present, else `file_url`. */
export function fileUrl(apiBase: string, file: MediaRef | null | undefined, origin?: string): string | undefined {
  return resolveMediaUrl(apiBase, file?.signed_url || file?.file_url, origin);
}

/** `GET /media/{key}` for a stored file's key (public showcase media needs no signature). */
export function mediaUrl(apiBase: string, key: string, origin?: string): string {
  return new URL(`media/${encodeURIComponent(key)}`, baseUrl(apiBase, origin)).toString();
}
