import { ThemeStore, type MatchMedia, type ThemeStorage } from './ThemeStore.ts';

export type RootStoreDependencies = {
  storage: ThemeStorage;
  matchMedia?: MatchMedia;
};

/** Owns every domain store; what they depend on is passed in, so tests and stories build one with fakes. */
export class RootStore {
  readonly theme: ThemeStore;

  constructor({ storage, matchMedia }: RootStoreDependencies) {
    this.theme = new ThemeStore({ storage, matchMedia });
  }

  dispose(): void {
    this.theme.dispose();
  }
}
