import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './MemoryStorage.ts';
import { RootStore } from './RootStore.ts';
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY, ThemeStore, type MatchMedia } from './ThemeStore.ts';

/** A `matchMedia` whose dark-scheme answer the test can change, like the OS setting. */
function fakeSystemPreference(prefersDark: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const queries: string[] = [];
  const matchMedia: MatchMedia = (query) => {
    queries.push(query);
    return {
      get matches() {
        return prefersDark;
      },
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
    };
  };
  return {
    matchMedia,
    queries,
    listeners,
    change(dark: boolean) {
      prefersDark = dark;
      for (const listener of listeners) listener({ matches: dark });
    },
  };
}

describe('ThemeStore', () => {
  it('defaults to the system preference when nothing is saved', () => {
    const dark = fakeSystemPreference(true);
    expect(new ThemeStore({ storage: new MemoryStorage(), matchMedia: dark.matchMedia }).mode).toBe('dark');
    expect(dark.queries).toEqual([DARK_SCHEME_QUERY]);

    const light = fakeSystemPreference(false);
    expect(new ThemeStore({ storage: new MemoryStorage(), matchMedia: light.matchMedia }).mode).toBe('light');
  });

  it('accepts a plain { matches } answer and defaults to light without matchMedia', () => {
    expect(new ThemeStore({ storage: new MemoryStorage(), matchMedia: () => ({ matches: true }) }).mode).toBe('dark');
    expect(new ThemeStore({ storage: new MemoryStorage() }).mode).toBe('light');
  });

  it('prefers the saved choice over the system preference', () => {
    const storage = new MemoryStorage();
    storage.setItem(THEME_STORAGE_KEY, 'light');
    const store = new ThemeStore({ storage, matchMedia: fakeSystemPreference(true).matchMedia });
    expect(store.mode).toBe('light');
    expect(store.savedMode).toBe('light');
  });

  it('ignores a saved value that is not a colour mode', () => {
    const storage = new MemoryStorage();
    storage.setItem(THEME_STORAGE_KEY, 'sepia');
    const store = new ThemeStore({ storage, matchMedia: fakeSystemPreference(true).matchMedia });
    expect(store.savedMode).toBeNull();
    expect(store.mode).toBe('dark');
  });

  it('toggles between light and dark and saves each choice', () => {
    const storage = new MemoryStorage();
    const store = new ThemeStore({ storage, matchMedia: fakeSystemPreference(false).matchMedia });

    store.toggle();
    expect(store.mode).toBe('dark');
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    store.toggle();
    expect(store.mode).toBe('light');
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('restores the saved choice in a new session', () => {
    const storage = new MemoryStorage();
    new ThemeStore({ storage }).setMode('dark');
    expect(new ThemeStore({ storage, matchMedia: fakeSystemPreference(false).matchMedia }).mode).toBe('dark');
  });

  it('follows system changes until the user chooses, then keeps the choice', () => {
    const system = fakeSystemPreference(false);
    const store = new ThemeStore({ storage: new MemoryStorage(), matchMedia: system.matchMedia });

    system.change(true);
    expect(store.mode).toBe('dark');

    store.setMode('light');
    system.change(false);
    system.change(true);
    expect(store.mode).toBe('light');
  });

  it('stops listening to the system preference when disposed', () => {
    const system = fakeSystemPreference(false);
    const store = new ThemeStore({ storage: new MemoryStorage(), matchMedia: system.matchMedia });
    expect(system.listeners.size).toBe(1);
    store.dispose();
    expect(system.listeners.size).toBe(0);
  });

  it('keeps working when storage throws (blocked or full)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = new ThemeStore({ storage: blocked, matchMedia: fakeSystemPreference(true).matchMedia });
    expect(store.mode).toBe('dark');
    store.toggle();
    expect(store.mode).toBe('light');
  });

  it('toggle works unbound, as an event handler', () => {
    const store = new ThemeStore({ storage: new MemoryStorage() });
    const { toggle } = store;
    toggle();
    expect(store.mode).toBe('dark');
  });
});

describe('RootStore', () => {
  it('owns the theme store, built from the injected storage and matchMedia', () => {
    const storage = new MemoryStorage();
    const root = new RootStore({ storage, matchMedia: fakeSystemPreference(true).matchMedia });
    expect(root.theme.mode).toBe('dark');
    root.theme.toggle();
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });
});
