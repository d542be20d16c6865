export { MemoryStorage } from './MemoryStorage.ts';
export { RootStore, type RootStoreDependencies } from './RootStore.ts';
export { StoresProvider, useStores } from './StoresContext.tsx';
export {
  DARK_SCHEME_QUERY,
  THEME_STORAGE_KEY,
  ThemeStore,
  type MatchMedia,
  type MediaQueryLike,
  type ThemeStorage,
} from './ThemeStore.ts';
