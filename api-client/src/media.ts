/** A stored file as the contract returns it: a signed URL is preferred over the stable one. */
export interface MediaRef {
  signed_url?: string | null;
  file_url?: string | null;
}

/** Absolute URL for a media path the API returned, resolved against the API base's origin. */
export function resolveMediaUrl(apiBase: string, url: string | null | undefined, origin = globalThis.location?.origin): string | undefined {
  if (!url) return undefined;
  if (/^(https?:|data:|blob:)/i.test(url)) return url;
  const base = new URL(apiBase.endsWith('/') ? apiBase : `${apiBase}/`, origin ?? 'http://localhost');
  // Paths the API returns start with the API base (`/api/media/...`) or are relative to it (`media/...`).
  return new URL(url.startsWith('/') ? url : url, base).toString();
}

export function fileUrl(apiBase: string, file: MediaRef | null | undefined, origin?: string): string | undefined {
  return resolveMediaUrl(apiBase, file?.signed_url || file?.file_url, origin);
}

/** URL of a project's stored file by name: `{base}/projects/{id}/files/{name}` as the contract documents it. */
export function projectFileUrl(apiBase: string, projectId: string, fileName: string, origin?: string): string {
  return resolveMediaUrl(apiBase, `projects/${encodeURIComponent(projectId)}/files/${encodeURIComponent(fileName)}`, origin)!;
}
