import type { ApiClient } from '@storyloom/api-client';

/** Real showcase ids are UUIDs; built-in samples are not, and their views are not recorded. */
export const isRecordableVideoId = (id: string) => id.includes('-');

/** Records a view of a showcase video in the background; only real ids, and a failure is only logged. */
export function recordShowcaseView(api: ApiClient, videoId: string): void {
  if (!isRecordableVideoId(videoId)) return;
  api.POST('/showcase/videos/{id}/view', { params: { path: { id: videoId } } }).catch((error: unknown) => {
    console.warn('The view could not be recorded', error);
  });
}
