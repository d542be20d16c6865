import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, unwrap, type ApiClient, type Schema } from '@storyloom/api-client';
import type { Clock } from './clock.ts';
import type { ToastStore } from './ToastStore.ts';

/** Spec 000 §9: gallery page size, search debounce, and the 504 retries of the list. */
export const GALLERY_PAGE_SIZE = 12;
export const SEARCH_DEBOUNCE_MS = 500;
export const LIST_RETRY_DELAY_MS = 2000;
export const LIST_RETRIES = 2;

export const GALLERY_MESSAGES = {
  loadFailed: 'Failed to load projects',
  deleted: 'Project deleted successfully',
  deleteFailed: (reason?: string | null) => `Failed to delete project: ${reason || 'Unknown error'}`,
  deleteFailedTryAgain: 'Failed to delete project. Please try again.',
  bulkDeleted: (n: number) => `Successfully deleted ${n} project(s)`,
  bulkPartial: (n: number, m: number) => `Deleted ${n} project(s), ${m} failed`,
  bulkFailed: (error: string) => `Failed to delete projects: ${error}`,
  bulkFailedTryAgain: 'Failed to delete projects. Please try again.',
  // 'Create Similar' is the project store's editAsNew (it copies, then opens the copy); its messages live here.
  copyStarting: 'Starting to copy project with all assets...',
  copyLoading: 'Loading copied project data...',
  copied: (images: number, audio: number) =>
    `New project created successfully! ${images} images, ${audio} audio files copied. You can now edit from any stage.`,
  copyFailed: 'Failed to create new project. Please try again.',
  noVideo: 'No video found for this project',
  videoFailed: 'Failed to load video',
  shared: 'Video shared to public showcase!',
  shareFailed: 'Failed to share video',
  shareFailedTryAgain: 'Failed to share video. Please try again.',
  shareNoVideos: 'This project has no videos to share',
  alreadyShared: 'This story is already shared to the public showcase!',
  removed: 'Video removed from public showcase!',
  removeFailed: 'Failed to remove video from showcase',
} as const;

type Project = Schema<'ProjectListItem'>;
type Pagination = Schema<'Pagination'>;
export type GalleryFilter = Schema<'GalleryFilterType'>;

/** A failure the server explained (any answer with a status) versus one it never answered (network). */
const serverReason = (error: unknown) => (error instanceof ApiError && error.status > 0 ? error.message : null);

/** The project gallery: list, search, filter, pages, bulk mode and the per-project actions' messages. */
export class GalleryStore {
  projects: Project[] = [];
  pagination: Pagination | null = null;
  page = 1;
  search = '';
  filter: GalleryFilter = 'all';
  isLoading = false;
  /** A 504 is being retried: the list shows 'Retrying...'. */
  isRetrying = false;
  error: string | null = null;
  selectMode = false;
  selectedIds = new Set<string>();
  isBulkDeleting = false;
  /** Projects with an action under way (delete, share, remove from the showcase). */
  busyIds = new Set<string>();

  readonly #api: ApiClient;
  readonly #toasts: ToastStore;
  readonly #clock: Clock;
  #searchTimer: unknown = null;
  #request = 0;

  constructor({ api, toasts, clock }: { api: ApiClient; toasts: ToastStore; clock: Clock }) {
    this.#api = api;
    this.#toasts = toasts;
    this.#clock = clock;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** 'Connection Timeout' card (with Refresh Page) instead of 'Unable to Load Projects'. */
  get isTimeout(): boolean {
    return this.error !== null && /timeout|taking longer/i.test(this.error);
  }

  get hasQuery(): boolean {
    return this.search.trim() !== '' || this.filter !== 'all';
  }

  /** 'No magical stories yet' (nothing at all) versus 'No projects found' (nothing for this search or filter). */
  get emptyKind(): 'none' | 'noProjects' | 'noResults' {
    if (this.isLoading || this.error !== null || this.projects.length > 0 || this.pagination === null) return 'none';
    return this.hasQuery ? 'noResults' : 'noProjects';
  }

  async load(): Promise<void> {
    const request = ++this.#request;
    this.isLoading = true;
    this.error = null;
    for (let attempt = 0; ; attempt++) {
      try {
        const result = unwrap(
          await this.#api.GET('/projects/', {
            params: {
              query: {
                page: this.page,
                limit: GALLERY_PAGE_SIZE,
                ...(this.search.trim() ? { search: this.search.trim() } : {}),
                ...(this.filter !== 'all' ? { filter_type: this.filter } : {}),
                _t: String(this.#clock.now()),
              },
            },
          }),
        );
        if (request !== this.#request) return;
        runInAction(() => {
          this.projects = result.projects;
          this.pagination = result.pagination;
        });
        break;
      } catch (error) {
        if (request !== this.#request) return;
        if (error instanceof ApiError && error.status === 504 && attempt < LIST_RETRIES) {
          runInAction(() => (this.isRetrying = true));
          await new Promise<void>((resolve) => this.#clock.setTimeout(resolve, LIST_RETRY_DELAY_MS));
          if (request !== this.#request) return;
          continue;
        }
        runInAction(() => {
          this.error = (error instanceof Error && error.message) || GALLERY_MESSAGES.loadFailed;
        });
        break;
      }
    }
    runInAction(() => {
      this.isLoading = false;
      this.isRetrying = false;
    });
  }

  /** Typing in the search box: the list reloads from page 1 once typing has stopped for 500 ms. */
  setSearch(text: string): void {
    this.search = text;
    if (this.#searchTimer !== null) this.#clock.clearTimeout(this.#searchTimer);
    this.#searchTimer = this.#clock.setTimeout(() => {
      this.#searchTimer = null;
      this.page = 1;
      void this.load();
    }, SEARCH_DEBOUNCE_MS);
  }

  setFilter(filter: GalleryFilter): void {
    if (filter === this.filter) return;
    this.filter = filter;
    this.page = 1;
    void this.load();
  }

  /** A page within 1..pages other than the current one; anything else does nothing (returns false). */
  goToPage(page: number): boolean {
    const pages = this.pagination?.pages ?? 1;
    if (!Number.isInteger(page) || page < 1 || page > pages || page === this.page) return false;
    this.page = page;
    void this.load();
    return true;
  }

  toggleSelectMode(): void {
    this.selectMode = !this.selectMode;
    this.selectedIds = new Set();
  }

  setSelected(projectId: string, selected: boolean): void {
    const next = new Set(this.selectedIds);
    if (selected) next.add(projectId);
    else next.delete(projectId);
    this.selectedIds = next;
  }

  /** Deletes the selected projects (the dialog has asked for 'delete'); reports success, partial or failure. */
  async bulkDelete(): Promise<void> {
    const ids = [...this.selectedIds];
    if (ids.length === 0 || this.isBulkDeleting) return;
    this.isBulkDeleting = true;
    try {
      const result = unwrap(await this.#api.DELETE('/projects/bulk', { body: { project_ids: ids } }));
      if (result.failed_deletes === 0) this.#toasts.success(GALLERY_MESSAGES.bulkDeleted(result.successful_deletes));
      else if (result.successful_deletes > 0)
        this.#toasts.warning(GALLERY_MESSAGES.bulkPartial(result.successful_deletes, result.failed_deletes));
      else this.#toasts.error(GALLERY_MESSAGES.bulkFailed(result.failed_projects[0]?.error ?? 'Unknown error'));
      runInAction(() => {
        this.selectMode = false;
        this.selectedIds = new Set();
      });
      await this.load();
    } catch (error) {
      const reason = serverReason(error);
      this.#toasts.error(reason ? GALLERY_MESSAGES.bulkFailed(reason) : GALLERY_MESSAGES.bulkFailedTryAgain);
    } finally {
      runInAction(() => (this.isBulkDeleting = false));
    }
  }

  async deleteProject(projectId: string): Promise<boolean> {
    return this.#busy(projectId, async () => {
      try {
        const result = unwrap(await this.#api.DELETE('/projects/{id}', { params: { path: { id: projectId } } }));
        if (!result.success) {
          this.#toasts.error(GALLERY_MESSAGES.deleteFailed(result.error));
          return false;
        }
        this.#toasts.success(GALLERY_MESSAGES.deleted);
        // The last card of a page gone: show the page before it.
        if (this.projects.length === 1 && this.page > 1) runInAction(() => (this.page -= 1));
        await this.load();
        return true;
      } catch (error) {
        const reason = serverReason(error);
        this.#toasts.error(reason ? GALLERY_MESSAGES.deleteFailed(reason) : GALLERY_MESSAGES.deleteFailedTryAgain);
        return false;
      }
    });
  }

  /** The latest video's URL for the player dialog, or null with a toast. */
  async latestVideoUrl(projectId: string): Promise<string | null> {
    try {
      const { video_url } = unwrap(await this.#api.GET('/projects/{id}/video/latest', { params: { path: { id: projectId } } }));
      return video_url;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) this.#toasts.warning(GALLERY_MESSAGES.noVideo);
      else this.#toasts.error(GALLERY_MESSAGES.videoFailed);
      return null;
    }
  }

  /**
   * Shares a listed project's video to the public showcase (spec 000 §4: it needs a title and a video, and is
   * refused once shared); the card then shows the Public badge.
   */
  async shareToShowcase(projectId: string, values: Schema<'ShowcaseSharePayload'>): Promise<boolean> {
    const project = this.projects.find((candidate) => candidate.project_id === projectId);
    const title = values.title.trim();
    if (title === '' || this.busyIds.has(projectId)) return false;
    if (project?.video_count === 0) {
      this.#toasts.error(GALLERY_MESSAGES.shareNoVideos);
      return false;
    }
    if (project?.is_shared_to_showcase) {
      this.#toasts.error(GALLERY_MESSAGES.alreadyShared);
      return false;
    }
    return this.#busy(projectId, async () => {
      try {
        const result = unwrap(
          await this.#api.POST('/projects/{id}/add-to-showcase', {
            params: { path: { id: projectId } },
            body: { ...values, title },
          }),
        );
        if (!result.success) {
          this.#toasts.error(GALLERY_MESSAGES.shareFailed);
          return false;
        }
        this.#toasts.success(GALLERY_MESSAGES.shared);
        this.#markShared(projectId, true);
        return true;
      } catch (error) {
        const reason = serverReason(error);
        this.#toasts.error(reason ?? GALLERY_MESSAGES.shareFailedTryAgain);
        return false;
      }
    });
  }

  async removeFromShowcase(projectId: string): Promise<boolean> {
    return this.#busy(projectId, async () => {
      try {
        unwrap(await this.#api.DELETE('/projects/{id}/remove-from-showcase', { params: { path: { id: projectId } } }));
        this.#toasts.success(GALLERY_MESSAGES.removed);
        this.#markShared(projectId, false);
        return true;
      } catch (error) {
        const reason = serverReason(error);
        this.#toasts.error(reason ? `${GALLERY_MESSAGES.removeFailed}: ${reason}` : GALLERY_MESSAGES.removeFailed);
        return false;
      }
    });
  }

  /** Forgets everything (sign-out). */
  clear(): void {
    if (this.#searchTimer !== null) this.#clock.clearTimeout(this.#searchTimer);
    this.#searchTimer = null;
    this.#request++;
    this.projects = [];
    this.pagination = null;
    this.page = 1;
    this.search = '';
    this.filter = 'all';
    this.isLoading = false;
    this.isRetrying = false;
    this.error = null;
    this.selectMode = false;
    this.selectedIds = new Set();
    this.busyIds = new Set();
  }

  #markShared(projectId: string, shared: boolean): void {
    this.projects = this.projects.map((project) =>
      project.project_id === projectId ? { ...project, is_shared_to_showcase: shared } : project,
    );
  }

  async #busy<T>(projectId: string, action: () => Promise<T>): Promise<T> {
    this.busyIds = new Set(this.busyIds).add(projectId);
    try {
      return await action();
    } finally {
      runInAction(() => {
        const next = new Set(this.busyIds);
        next.delete(projectId);
        this.busyIds = next;
      });
    }
  }
}
