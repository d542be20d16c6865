/**
 * After a redeploy, an open tab still runs the old build: its next lazy page asks for a chunk that is gone (the
 * server answers 404, never the app's HTML), and the import fails. Reloading once fetches the new build at the same
 * URL. The time of that reload is kept in session storage, so a chunk that still fails right after it (the network
 * is down, a broken deploy) shows the error page instead of reloading in a loop.
 */
export const NEW_BUILD_RELOAD_KEY = 'storyloom.newBuildReloadAt';
/** A second failure within this time of the last reload is not a stale tab: no reload. */
export const NEW_BUILD_RELOAD_WINDOW_MS = 60_000;

/** The messages browsers give a failed `import()`: Chromium, Firefox, Safari, and Vite's preload helper. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

export type ReloadDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
};

/** Whether a failed page load may reload now: not when it reloaded for this a moment ago, nor without storage. */
export function mayReloadForNewBuild({ storage, now }: Omit<ReloadDeps, 'reload'>): boolean {
  try {
    const last = Number(storage.getItem(NEW_BUILD_RELOAD_KEY) ?? Number.NaN);
    const since = now() - last;
    return !(Number.isFinite(last) && since >= 0 && since < NEW_BUILD_RELOAD_WINDOW_MS);
  } catch {
    // Storage blocked: without a record a reload could loop, so none is made.
    return false;
  }
}

/** Notes the time and reloads (after `mayReloadForNewBuild` said yes). */
export function reloadForNewBuild({ storage, now, reload }: ReloadDeps): void {
  try {
    storage.setItem(NEW_BUILD_RELOAD_KEY, String(now()));
  } catch {
    return;
  }
  reload();
}
