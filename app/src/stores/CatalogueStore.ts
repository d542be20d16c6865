import { makeAutoObservable, runInAction } from 'mobx';
import { unwrap, type ApiClient, type Schema } from '@storyloom/api-client';
// Types only: the ui's runtime (vanilla-extract styles) does not load outside a bundler.
import type { ArtStyleOption, LanguageOption, StoryTypeOption } from '@storyloom/ui';

/** One reference list of the catalogue. */
export type CatalogueList = 'storyTypes' | 'artStyles' | 'languages';
type ListStatus = 'idle' | 'loading' | 'loaded' | 'error';
const LIST_NAMES: Record<CatalogueList, string> = { storyTypes: 'story types', artStyles: 'art styles', languages: 'languages' };

/** Shown in place of a list that could not load (the spec names no message; the page offers a retry). */
export const CATALOGUE_MESSAGES = {
  storyTypes: 'The story types could not be loaded.',
  artStyles: 'The art styles could not be loaded.',
} as const;

/**
 * The workflow's reference lists (spec 001 §3, §7): story types, art styles and languages from GET /story-types,
 * /art-styles and /languages. Loaded once and kept for the visit; a list that failed loads again on the next
 * `load()`. English and Croatian are always offered: the ui's `LanguageSelect` adds them to `languages` when
 * missing (`withFallbackLanguages`), and `BlueprintSummary` names en and hr itself.
 */
export class CatalogueStore {
  storyTypes: StoryTypeOption[] = [];
  artStyles: ArtStyleOption[] = [];
  /** The server's languages as sent (empty when they could not load: the fallbacks still show). */
  languages: LanguageOption[] = [];
  status: Record<CatalogueList, ListStatus> = { storyTypes: 'idle', artStyles: 'idle', languages: 'idle' };

  readonly #api: ApiClient;
  #loading: Promise<void> | null = null;

  constructor({ api }: { api: ApiClient }) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get isLoading(): boolean {
    return Object.values(this.status).some((status) => status === 'loading');
  }

  /** Whether a list failed to load (the page shows its message and a retry). */
  failed(list: CatalogueList): boolean {
    return this.status[list] === 'error';
  }

  storyTypeName(key: string): string | undefined {
    return this.storyTypes.find((type) => type.key === key)?.name;
  }

  artStyleName(key: string): string | undefined {
    return this.artStyles.find((style) => style.key === key)?.name;
  }

  /** A language's name from the server by code (BlueprintSummary's `languageLabel`). */
  languageName(code: string): string | undefined {
    return this.languages.find((language) => language.code === code)?.name;
  }

  /** Loads the lists not loaded yet; calls while a load runs share it. */
  load(): Promise<void> {
    this.#loading ??= this.#loadMissing().finally(() => {
      this.#loading = null;
    });
    return this.#loading;
  }

  async #loadMissing(): Promise<void> {
    const api = this.#api;
    await Promise.all([
      this.#loadList('storyTypes', async () => {
        const { story_types } = unwrap(await api.GET('/story-types'));
        // The map's order is the server's (the spec's) order.
        const entries = Object.entries(story_types) as [string, Schema<'StoryType'>][];
        return () => (this.storyTypes = entries.map(([key, type]) => ({ key, ...type })));
      }),
      this.#loadList('artStyles', async () => {
        const { styles } = unwrap(await api.GET('/art-styles'));
        const entries = Object.entries(styles) as [string, Schema<'ArtStyle'>][];
        return () => (this.artStyles = entries.map(([key, style]) => ({ key, ...style })));
      }),
      this.#loadList('languages', async () => {
        const { languages } = unwrap(await api.GET('/languages'));
        return () => (this.languages = languages);
      }),
    ]);
  }

  async #loadList(list: CatalogueList, fetchList: () => Promise<() => void>): Promise<void> {
    if (this.status[list] === 'loaded') return;
    runInAction(() => (this.status[list] = 'loading'));
    try {
      const apply = await fetchList();
      runInAction(() => {
        apply();
        this.status[list] = 'loaded';
      });
    } catch (error) {
      console.warn(`The ${LIST_NAMES[list]} could not be loaded`, error);
      runInAction(() => (this.status[list] = 'error'));
    }
  }
}
