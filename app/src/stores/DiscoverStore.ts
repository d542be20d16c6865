import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, unwrap, type ApiClient, type Schema } from '@storyloom/api-client';
import { systemClock, type Clock } from './clock.ts';
import { recordShowcaseView } from './showcaseViews.ts';
import type { ToastStore } from './ToastStore.ts';

/** Spec 000 §9: Discover page size and default sort. */
export const DISCOVER_PAGE_SIZE = 50;
export const DISCOVER_DEFAULT_SORT = 'created_at';
/** Typing in the search or e-mail box reloads once typing stops (the same pause as the gallery's search). */
export const DISCOVER_TYPING_DEBOUNCE_MS = 500;

/** Filters typed letter by letter; the dropdowns apply at once. */
const TYPED_FILTERS = ['search', 'userEmail'] as const satisfies readonly (keyof DiscoverFilterValues)[];

export const DISCOVER_MESSAGES = {
  loadFailed: 'Failed to load videos',
  loginRequired: 'Please log in to access the Discover feature',
  registeredOnly: 'The Discover feature is available for registered users only.',
  likeFailed: 'Failed to update like status',
  liked: 'Video liked!',
  disliked: 'Video disliked!',
  removed: 'Video removed!',
} as const;

type Video = Schema<'DiscoverVideo'>;
type SortBy = Schema<'DiscoverSortBy'>;
type LikeAction = Schema<'LikeAction'>;

export type DiscoverFilterValues = { search: string; category: string; sortBy: SortBy; userEmail: string };

/**
 * The spec's like arithmetic: 'added' raises the chosen count and sets the status; 'removed' lowers it (not below
 * 0) and clears the status; 'updated' raises the chosen count, lowers the other (not below 0) and sets the status.
 */
export function applyLikeResult(video: Video, isLike: boolean, action: LikeAction): Video {
  const chosen = isLike ? 'likes_count' : 'dislikes_count';
  const other = isLike ? 'dislikes_count' : 'likes_count';
  const status = isLike ? 'like' : 'dislike';
  switch (action) {
    case 'added':
      return { ...video, [chosen]: video[chosen] + 1, user_like_status: status };
    case 'removed':
      return { ...video, [chosen]: Math.max(0, video[chosen] - 1), user_like_status: 'none' };
    case 'updated':
      return {
        ...video,
        [chosen]: video[chosen] + 1,
        [other]: Math.max(0, video[other] - 1),
        user_like_status: status,
      };
  }
}

/** The Discover feed: filters (empty ones are left out), sort, like/dislike and the player. */
export class DiscoverStore {
  videos: Video[] = [];
  categories: Schema<'VideoCategory'>[] = [];
  filters: DiscoverFilterValues = { search: '', category: '', sortBy: DISCOVER_DEFAULT_SORT, userEmail: '' };
  isLoading = false;
  error: string | null = null;
  /** A 401: the page explains that Discover is for registered users. */
  loginRequired = false;
  /** The video open in the player. */
  playing: Video | null = null;
  likePendingIds = new Set<string>();

  readonly #api: ApiClient;
  readonly #toasts: ToastStore;
  readonly #clock: Clock;
  #typingTimer: unknown = null;
  #request = 0;
  /** The query of the latest load, so a debounced reload that would ask the same is skipped. */
  #requestedQuery: string | null = null;

  constructor({ api, toasts, clock = systemClock }: { api: ApiClient; toasts: ToastStore; clock?: Clock }) {
    this.#api = api;
    this.#toasts = toasts;
    this.#clock = clock;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** The query: optional filters are left out when empty (the spec's "empty becomes null"). */
  get query() {
    const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
    const query: Record<string, string | number> = { limit: DISCOVER_PAGE_SIZE, sort_by: this.filters.sortBy };
    const search = optional(this.filters.search);
    const category = optional(this.filters.category);
    const userEmail = optional(this.filters.userEmail);
    if (search) query.search = search;
    if (category) query.category = category;
    if (userEmail) query.user_email = userEmail;
    return query as { limit: number; sort_by: SortBy; search?: string; category?: string; user_email?: string };
  }

  get isEmpty(): boolean {
    return !this.isLoading && this.error === null && !this.loginRequired && this.videos.length === 0;
  }

  async load(): Promise<void> {
    this.#cancelTyping();
    const request = ++this.#request;
    this.#requestedQuery = JSON.stringify(this.query);
    this.isLoading = true;
    this.error = null;
    this.loginRequired = false;
    try {
      const { videos } = unwrap(await this.#api.GET('/discover/videos', { params: { query: this.query } }));
      if (request === this.#request) runInAction(() => (this.videos = videos));
    } catch (error) {
      if (request !== this.#request) return;
      runInAction(() => {
        if (error instanceof ApiError && error.status === 401) this.loginRequired = true;
        else this.error = DISCOVER_MESSAGES.loadFailed;
      });
    } finally {
      if (request === this.#request) runInAction(() => (this.isLoading = false));
    }
  }

  /** The category dropdown's options after 'All Categories'; a failure is only logged. */
  async loadCategories(): Promise<void> {
    try {
      const { categories } = unwrap(await this.#api.GET('/discover/categories'));
      runInAction(() => (this.categories = categories));
    } catch (error) {
      console.warn('Discover categories could not be loaded', error);
    }
  }

  /**
   * Changes filters and reloads: at once for the category and sort dropdowns, and 500 ms after the last keystroke
   * for the search and e-mail boxes (skipped when the trimmed query comes out the same).
   */
  setFilters(change: Partial<DiscoverFilterValues>): void {
    const changed = (Object.keys(change) as (keyof DiscoverFilterValues)[]).filter(
      (key) => change[key] !== undefined && change[key] !== this.filters[key],
    );
    if (changed.length === 0) return;
    this.filters = { ...this.filters, ...change };
    if (changed.every((key) => (TYPED_FILTERS as readonly string[]).includes(key))) {
      this.#cancelTyping();
      this.#typingTimer = this.#clock.setTimeout(() => {
        this.#typingTimer = null;
        if (JSON.stringify(this.query) !== this.#requestedQuery) void this.load();
      }, DISCOVER_TYPING_DEBOUNCE_MS);
      return;
    }
    void this.load();
  }

  #cancelTyping(): void {
    if (this.#typingTimer === null) return;
    this.#clock.clearTimeout(this.#typingTimer);
    this.#typingTimer = null;
  }

  async like(videoId: string, isLike: boolean): Promise<void> {
    if (this.likePendingIds.has(videoId)) return;
    this.likePendingIds = new Set(this.likePendingIds).add(videoId);
    try {
      const { action } = unwrap(
        await this.#api.POST('/discover/videos/{id}/like', { params: { path: { id: videoId } }, body: { is_like: isLike } }),
      );
      runInAction(() => {
        this.videos = this.videos.map((video) => (video.id === videoId ? applyLikeResult(video, isLike, action) : video));
        if (this.playing?.id === videoId) this.playing = applyLikeResult(this.playing, isLike, action);
      });
      this.#toasts.success(
        action === 'removed' ? DISCOVER_MESSAGES.removed : isLike ? DISCOVER_MESSAGES.liked : DISCOVER_MESSAGES.disliked,
      );
    } catch {
      this.#toasts.error(DISCOVER_MESSAGES.likeFailed);
    } finally {
      runInAction(() => {
        const next = new Set(this.likePendingIds);
        next.delete(videoId);
        this.likePendingIds = next;
      });
    }
  }

  /** Opens the player: the view counts +1 here at once; the server records it only for real (hyphenated) ids. */
  open(video: Video): void {
    const counted = { ...video, view_count: video.view_count + 1 };
    this.videos = this.videos.map((item) => (item.id === video.id ? counted : item));
    this.playing = counted;
    recordShowcaseView(this.#api, video.id);
  }

  close(): void {
    this.playing = null;
  }

  clear(): void {
    this.#cancelTyping();
    this.#request++;
    this.#requestedQuery = null;
    this.videos = [];
    this.categories = [];
    this.filters = { search: '', category: '', sortBy: DISCOVER_DEFAULT_SORT, userEmail: '' };
    this.isLoading = false;
    this.error = null;
    this.loginRequired = false;
    this.playing = null;
    this.likePendingIds = new Set();
  }
}
