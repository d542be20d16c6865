import { makeAutoObservable } from 'mobx';
import { isColorMode, type ColorMode } from '@storyloom/ui/color-mode';

export const THEME_STORAGE_KEY = 'storyloom.theme';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The part of `MediaQueryList` the store uses; `addEventListener` is optional so tests can pass `{ matches }`. */
export type MediaQueryLike = {
  matches: boolean;
  addEventListener?: (type: 'change', listener: (event: { matches: boolean }) => void) => void;
  removeEventListener?: (type: 'change', listener: (event: { matches: boolean }) => void) => void;
};
export type MatchMedia = (query: string) => MediaQueryLike;

const modeOf = (prefersDark: boolean): ColorMode => (prefersDark ? 'dark' : 'light');

/**
 * The colour mode: the user's saved choice, otherwise the system preference (followed live until the user
 * chooses). Putting the mode's class on `<html>` is the app's job (see `syncColorModeClass`).
 */
export class ThemeStore {
  /** What the user chose with the toggle, if anything. */
  savedMode: ColorMode | null;
  /** What `prefers-color-scheme` says. */
  systemMode: ColorMode;

  readonly #storage: ThemeStorage;
  readonly #stopFollowingSystem: () => void;

  constructor({ storage, matchMedia }: { storage: ThemeStorage; matchMedia?: MatchMedia }) {
    this.#storage = storage;
    this.savedMode = readSavedMode(storage);
    const query = matchMedia?.(DARK_SCHEME_QUERY);
    this.systemMode = modeOf(query?.matches ?? false);

    const onSystemChange = (event: { matches: boolean }) => this.setSystemMode(modeOf(event.matches));
    query?.addEventListener?.('change', onSystemChange);
    this.#stopFollowingSystem = () => query?.removeEventListener?.('change', onSystemChange);

    makeAutoObservable(this, {}, { autoBind: true });
  }

  get mode(): ColorMode {
    return this.savedMode ?? this.systemMode;
  }

  toggle(): void {
    this.setMode(this.mode === 'dark' ? 'light' : 'dark');
  }

  setMode(mode: ColorMode): void {
    this.savedMode = mode;
    try {
      this.#storage.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // Storage full or blocked: the choice still holds for this visit.
    }
  }

  setSystemMode(mode: ColorMode): void {
    this.systemMode = mode;
  }

  dispose(): void {
    this.#stopFollowingSystem();
  }
}

function readSavedMode(storage: ThemeStorage): ColorMode | null {
  try {
    const saved = storage.getItem(THEME_STORAGE_KEY);
    return isColorMode(saved) ? saved : null;
  } catch {
    return null;
  }
}
