import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, unwrap, type ApiClient, type Schema } from '@storyloom/api-client';
import type { AppLocation } from './AuthStore.ts';
import type { Clock } from './clock.ts';
import type { ToastStore } from './ToastStore.ts';

/** Spec 000 §9: fetch limit, local cap, and the days of the 'clear old' button. */
export const NOTIFICATION_LIMIT = 50;
export const CLEAR_OLD_DAYS = 3;
/** Spec 000 §4: a completed video opens stage 3 after 0.5 s; a failure to open goes on after 1.5 s. */
export const OPEN_PROJECT_DELAY_MS = 500;
export const OPEN_FAILED_DELAY_MS = 1500;

export const NOTIFICATION_MESSAGES = {
  loadingProject: 'Loading your video project...',
  openingVideo: 'Opening your completed video!',
  loadFailed: 'Failed to load project. Redirecting to app...',
  loadError: 'Error loading project. Redirecting to app...',
} as const;

type Notification = Schema<'Notification'>;

/** Opens a project in the workflow (the project store's job); resolves false when it could not load it. */
export type OpenProject = (projectId: string, stage: 3) => Promise<boolean>;

/** The notification centre: list, unread count, marks, deletes and what a click opens. */
export class NotificationStore {
  notifications: Notification[] = [];
  unreadCount = 0;
  isLoading = false;
  /** The last load failed on the network: the centre shows it is offline. */
  offline = false;

  readonly #api: ApiClient;
  readonly #toasts: ToastStore;
  readonly #clock: Clock;
  readonly #location: AppLocation;
  readonly #openProject: OpenProject;

  constructor(deps: { api: ApiClient; toasts: ToastStore; clock: Clock; location: AppLocation; openProject: OpenProject }) {
    this.#api = deps.api;
    this.#toasts = deps.toasts;
    this.#clock = deps.clock;
    this.#location = deps.location;
    this.#openProject = deps.openProject;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get total(): number {
    return this.notifications.length;
  }

  async load(): Promise<void> {
    this.isLoading = true;
    try {
      const result = unwrap(await this.#api.GET('/notifications/', { params: { query: { limit: NOTIFICATION_LIMIT } } }));
      runInAction(() => {
        this.notifications = [];
        this.merge(result.notifications);
        this.setUnreadCount(result.unread_count);
        this.offline = false;
      });
    } catch (error) {
      runInAction(() => (this.offline = error instanceof ApiError && error.status === 0));
    } finally {
      runInAction(() => (this.isLoading = false));
    }
  }

  /** Adds notifications (newest first), dropping ones already listed and keeping at most 50. */
  merge(incoming: readonly Notification[]): void {
    const byId = new Map(this.notifications.map((n) => [n.id, n]));
    for (const notification of incoming) byId.set(notification.id, notification);
    this.notifications = [...byId.values()]
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
      .slice(0, NOTIFICATION_LIMIT);
  }

  /** The unread count never goes below 0. */
  setUnreadCount(count: number): void {
    this.unreadCount = Math.max(0, Math.trunc(count));
  }

  async markRead(id: string): Promise<void> {
    await this.#mark(id, 'read');
  }

  async markAllRead(): Promise<void> {
    const { unread_count } = unwrap(await this.#api.PATCH('/notifications/mark-all-read'));
    runInAction(() => {
      this.notifications = this.notifications.map((n) => ({ ...n, is_read: true }));
      this.setUnreadCount(unread_count);
    });
  }

  async remove(id: string): Promise<void> {
    const { unread_count } = unwrap(await this.#api.DELETE('/notifications/{id}', { params: { path: { id } } }));
    runInAction(() => {
      this.notifications = this.notifications.filter((n) => n.id !== id);
      this.setUnreadCount(unread_count);
    });
  }

  /** Everything, or with `olderThanDays` the 'clear old' button (3+ days). */
  async clear(olderThanDays?: number): Promise<void> {
    const { unread_count } = unwrap(
      await this.#api.DELETE('/notifications/', {
        params: { query: olderThanDays === undefined ? {} : { older_than_days: olderThanDays } },
      }),
    );
    const cutoff = olderThanDays === undefined ? Infinity : this.#clock.now() - olderThanDays * 86_400_000;
    runInAction(() => {
      this.notifications = this.notifications.filter((n) => Date.parse(n.created_at) > cutoff);
      this.setUnreadCount(unread_count);
    });
  }

  clearOld(): Promise<void> {
    return this.clear(CLEAR_OLD_DAYS);
  }

  /**
   * A click: marks it read and clicked, then opens what it is about. A completed video opens its project at stage 3
   * (after a loading toast, 0.5 s later); if that fails the app goes to the redirect URL or /app after 1.5 s.
   * Others go to their redirect URL, else the first redirect action's URL, else nowhere.
   */
  async open(notification: Notification): Promise<void> {
    void this.#mark(notification.id, 'clicked').catch((error: unknown) => {
      console.warn('The notification could not be marked', error);
    });
    const redirect = notification.data.redirect_url;
    const projectId = notification.data.project_id;
    if (notification.type === 'video_completed' && projectId) {
      this.#toasts.info(NOTIFICATION_MESSAGES.loadingProject);
      let opened = false;
      let failure: string = NOTIFICATION_MESSAGES.loadFailed;
      try {
        opened = await this.#openProject(projectId, 3);
      } catch {
        failure = NOTIFICATION_MESSAGES.loadError;
      }
      if (opened) {
        this.#toasts.success(NOTIFICATION_MESSAGES.openingVideo);
        await this.#wait(OPEN_PROJECT_DELAY_MS);
        this.#location.navigate('/app/stage/3');
      } else {
        this.#toasts.error(failure);
        await this.#wait(OPEN_FAILED_DELAY_MS);
        this.#location.navigate(redirect || '/app');
      }
      return;
    }
    const target = redirect || notification.actions.find((action) => action.type === 'redirect')?.url;
    if (target) this.#location.navigate(target);
  }

  reset(): void {
    this.notifications = [];
    this.unreadCount = 0;
    this.isLoading = false;
    this.offline = false;
  }

  async #mark(id: string, action: 'read' | 'clicked'): Promise<void> {
    const result = unwrap(await this.#api.PATCH('/notifications/mark', { body: { notification_id: id, action } }));
    runInAction(() => {
      this.notifications = this.notifications.map((n) =>
        n.id === id ? { ...n, is_read: result.is_read, is_clicked: result.is_clicked } : n,
      );
      this.setUnreadCount(result.unread_count);
    });
  }

  #wait(ms: number): Promise<void> {
    return new Promise((resolve) => this.#clock.setTimeout(resolve, ms));
  }
}
