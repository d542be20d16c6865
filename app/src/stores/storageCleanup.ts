import { AUTH_STORAGE_KEYS } from './AuthStore.ts';
import { THEME_STORAGE_KEY } from './ThemeStore.ts';

/** Spec 000 §8: the outcome of clearing the browser storage. */
export const STORAGE_MESSAGES = {
  cleared: 'Browser storage cleared successfully',
  failed: 'Failed to clear browser storage',
} as const;

/** Every key the app writes starts with this. */
export const PRODUCT_KEY_PREFIX = 'storyloom.';

/** A storage whose keys can be listed (localStorage, MemoryStorage). */
export type EnumerableStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** What a cleanup keeps: the session (token, expiry, user, refresh token) and the theme, which is a preference. */
const KEPT_KEYS: ReadonlySet<string> = new Set([...Object.values(AUTH_STORAGE_KEYS), THEME_STORAGE_KEY]);

export function canListKeys(storage: object): storage is EnumerableStorage {
  return 'key' in storage && 'length' in storage;
}

/**
 * The full storage cleanup (spec 000 §4): removes the product's keys — the persisted project, remembered pages in
 * regeneration, anything else the app stored — and keeps the auth token, its expiry and the user. Throws when
 * the storage cannot be read (the caller reports it).
 */
export function clearProductStorage(storage: EnumerableStorage): string[] {
  const removed: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PRODUCT_KEY_PREFIX) && !KEPT_KEYS.has(key)) removed.push(key);
  }
  for (const key of removed) storage.removeItem(key);
  return removed;
}
