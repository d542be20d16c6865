import { ThemeStore, type MatchMedia, type ThemeStorage } from './ThemeStore.ts';
import { ToastStore } from './ToastStore.ts';

export type RootStoreDependencies = {
  storage: ThemeStorage;
  matchMedia?: MatchMedia;
};

/** Owns every domain store; what they depend on is passed in, so tests and stories build one with fakes. */
export class RootStore {
  readonly theme: ThemeStore;
  readonly toasts: ToastStore;

  constructor({ storage, matchMedia }: RootStoreDependencies) {
    this.theme = new ThemeStore({ storage, matchMedia });
    this.toasts = new ToastStore();
  }

  dispose(): void {
    this.theme.dispose();
  }
}
