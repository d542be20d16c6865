import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../stores/MemoryStorage.ts';
import {
  isChunkLoadError,
  mayReloadForNewBuild,
  NEW_BUILD_RELOAD_KEY,
  NEW_BUILD_RELOAD_WINDOW_MS,
  reloadForNewBuild,
  type ReloadDeps,
} from './newBuildReload.ts';

/** What RouteError does with a failed chunk. */
function reloadOnce(deps: ReloadDeps): boolean {
  if (!mayReloadForNewBuild(deps)) return false;
  reloadForNewBuild(deps);
  return true;
}

describe('isChunkLoadError', () => {
  it('knows the failed imports of Chromium, Firefox and Safari', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://x/assets/a.js',
      'error loading dynamically imported module: http://x/assets/a.js',
      'Importing a module script failed.',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloading for a new build', () => {
  it('reloads once, then not again within the window, then again after it', () => {
    const storage = new MemoryStorage();
    let now = 1_000_000;
    const reload = vi.fn();
    const deps = { storage, now: () => now, reload };
    expect(reloadOnce(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem(NEW_BUILD_RELOAD_KEY)).toBe('1000000');
    // The page came back and the chunk still fails: no loop.
    now += 2_000;
    expect(reloadOnce(deps)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // A later deploy, much later in the same tab.
    now += NEW_BUILD_RELOAD_WINDOW_MS;
    expect(reloadOnce(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads when storage is blocked (it could not tell a loop)', () => {
    const reload = vi.fn();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(reloadOnce({ storage: blocked, now: () => 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
