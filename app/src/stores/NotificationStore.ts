import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, unwrap, type ApiClient, type Schema } from '@storyloom/api-client';
import type { NotificationCenterStatus } from '@storyloom/ui';
import type { AppLocation, AuthStorage } from './AuthStore.ts';
import type { Clock } from './clock.ts';
import { readServerSentEvents } from './serverSentEvents.ts';
import type { ToastStore } from './ToastStore.ts';

/** Spec 000 §9: fetch limit, local cap, and the days of the 'clear old' button. */
export const NOTIFICATION_LIMIT = 50;
export const CLEAR_OLD_DAYS = 3;
/** Spec 000 §4: a completed video opens stage 3 after 0.5 s; a failure to open goes on after 1.5 s. */
export const OPEN_PROJECT_DELAY_MS = 500;
export const OPEN_FAILED_DELAY_MS = 1500;
/** Spec 000 §9: a browser-level notification closes after 5 s. */
export const BROWSER_NOTIFICATION_MS = 5000;
/** Spec 000 §4, §9: a notification is 'new' for 10 s — marked in the centre, and shown by the browser. */
export const NEW_NOTIFICATION_MS = 10_000;
/** Remembers that the browser's permission was asked for once (after the first render started), never again. */
export const BROWSER_PERMISSION_ASKED_KEY = 'storyloom.notifications.permissionAsked';
/** The live stream's reconnection back-off after failed attempts: 2 s, 4 s, 8 s … at most 60 s. */
export const STREAM_RETRY_FIRST_MS = 2000;
export const STREAM_RETRY_MAX_MS = 60_000;

export const NOTIFICATION_MESSAGES = {
  loadingProject: 'Loading your video project...',
  openingVideo: 'Opening your completed video!',
  loadFailed: 'Failed to load project. Redirecting to app...',
  loadError: 'Error loading project. Redirecting to app...',
} as const;

type Notification = Schema<'Notification'>;

/** Opens a project in the workflow (the project store's job); resolves false when it could not load it. */
export type OpenProject = (projectId: string, stage: 3) => Promise<boolean>;

export type BrowserNotificationPermission = NotificationPermission | 'unsupported';

/** The browser's Notification API, as the store uses it (tests pass a fake). */
export type BrowserNotifications = {
  permission(): BrowserNotificationPermission;
  /** Only from a user gesture: browsers ignore (or penalise) prompts nobody asked for. */
  requestPermission(): Promise<BrowserNotificationPermission>;
  show(title: string, options: { body: string; tag: string }, onClick: () => void): { close(): void };
  /** Brings this tab's window to the front. */
  focusWindow(): void;
};

export const windowNotifications: BrowserNotifications = {
  permission: () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission),
  requestPermission: async () => (typeof Notification === 'undefined' ? 'unsupported' : Notification.requestPermission()),
  show(title, options, onClick) {
    const notification = new Notification(title, options);
    notification.onclick = (event) => {
      event.preventDefault();
      onClick();
    };
    return notification;
  },
  focusWindow: () => globalThis.focus(),
};

/** One `connect()`: aborted by its disposer, by `disconnect()` or `reset()`. */
type Connection = { controller: AbortController; streaming: boolean };

/** The delay before reconnection attempt n (1-based) after failed ones. */
export function streamRetryDelay(failures: number): number {
  return Math.min(STREAM_RETRY_MAX_MS, STREAM_RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));
}

/**
 * The notification centre: list, unread count, marks, deletes and what a click opens; while connected, new
 * notifications arrive through the live stream (the spec's 30 s polling is switched off, so nothing polls).
 */
export class NotificationStore {
  notifications: Notification[] = [];
  unreadCount = 0;
  isLoading = false;
  /** A load has finished (later loads refresh the list without the centre's loading state). */
  hasLoaded = false;
  /** The last load, or the live stream's last attempt, failed on the network: the centre shows it is offline. */
  offline = false;
  /** Ids of the notifications that are new (arrived within the last 10 s). */
  newIds = new Set<string>();

  readonly #api: ApiClient;
  readonly #toasts: ToastStore;
  readonly #clock: Clock;
  readonly #location: AppLocation;
  readonly #openProject: OpenProject;
  readonly #browser: BrowserNotifications;
  readonly #storage: AuthStorage | undefined;
  #connection: Connection | null = null;
  #newTimers = new Map<string, unknown>();

  constructor(deps: {
    api: ApiClient;
    toasts: ToastStore;
    clock: Clock;
    location: AppLocation;
    openProject: OpenProject;
    browserNotifications?: BrowserNotifications;
    /** Where the one permission request is remembered (local storage). */
    storage?: AuthStorage;
  }) {
    this.#api = deps.api;
    this.#toasts = deps.toasts;
    this.#clock = deps.clock;
    this.#location = deps.location;
    this.#openProject = deps.openProject;
    this.#browser = deps.browserNotifications ?? windowNotifications;
    this.#storage = deps.storage;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get total(): number {
    return this.notifications.length;
  }

  /** For the centre: `loading` during the first load, `offline` after a network error, else `ready`. */
  get status(): NotificationCenterStatus {
    if (this.offline) return 'offline';
    return this.isLoading && !this.hasLoaded ? 'loading' : 'ready';
  }

  /**
   * Loads the list, then keeps it live through `GET /notifications/stream` until the returned disposer (or
   * `disconnect`/`reset`) runs. A network error on the first load marks the centre offline and opens no stream;
   * its Try Again (`load`) connects once the list loads.
   */
  connect(): () => void {
    this.disconnect();
    const connection: Connection = { controller: new AbortController(), streaming: false };
    this.#connection = connection;
    void this.load();
    return () => {
      if (this.#connection === connection) this.disconnect();
    };
  }

  disconnect(): void {
    this.#connection?.controller.abort();
    this.#connection = null;
  }

  async load(): Promise<void> {
    this.isLoading = true;
    try {
      const result = unwrap(await this.#api.GET('/notifications/', { params: { query: { limit: NOTIFICATION_LIMIT } } }));
      runInAction(() => {
        const known = new Set(this.notifications.map((n) => n.id));
        this.notifications = [];
        this.merge(result.notifications);
        this.setUnreadCount(result.unread_count);
        this.offline = false;
        // Written in the last 10 s and not seen yet (it came while the stream was closed): new, like a live arrival.
        const now = this.#clock.now();
        for (const notification of result.notifications) {
          const age = now - Date.parse(notification.created_at);
          if (!known.has(notification.id) && Math.abs(age) < NEW_NOTIFICATION_MS) this.#arrived(notification);
        }
      });
    } catch (error) {
      runInAction(() => (this.offline = error instanceof ApiError && error.status === 0));
    } finally {
      runInAction(() => {
        this.isLoading = false;
        this.hasLoaded = true;
      });
    }
    const connection = this.#connection;
    if (connection && !connection.streaming && !this.offline) void this.#stream(connection);
  }

  /** Whether a notification is new (arrived within the last 10 s). */
  isNew(id: string): boolean {
    return this.newIds.has(id);
  }

  /**
   * After the user's first render started (their click): asks the browser once whether it may tell them when a
   * video is ready — never on load, never again once asked. Resolves whether browser notifications are on.
   */
  async offerBrowserNotifications(): Promise<boolean> {
    const permission = this.#browser.permission();
    if (permission !== 'default') return permission === 'granted';
    if (this.#permissionAsked()) return false;
    try {
      this.#storage?.setItem(BROWSER_PERMISSION_ASKED_KEY, '1');
    } catch {
      // Blocked storage: asked now all the same (browsers themselves stop prompting after a few refusals).
    }
    return this.enableBrowserNotifications();
  }

  /** Asks the browser to allow notifications; call it only from a user's click. Resolves whether they are on. */
  async enableBrowserNotifications(): Promise<boolean> {
    const permission = this.#browser.permission();
    if (permission === 'granted') return true;
    if (permission !== 'default') return false;
    return (await this.#browser.requestPermission()) === 'granted';
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
        // A stage URL means nothing without the project that failed to open: it would open another, or a new one.
        this.#location.navigate(redirect && !redirect.startsWith('/app/stage') ? redirect : '/app');
      }
      return;
    }
    const target = redirect || notification.actions.find((action) => action.type === 'redirect')?.url;
    if (target) this.#location.navigate(target);
  }

  /** Sign-out: the stream stops and the user's notifications are forgotten. */
  reset(): void {
    this.disconnect();
    for (const timer of this.#newTimers.values()) this.#clock.clearTimeout(timer);
    this.#newTimers.clear();
    this.newIds = new Set();
    this.notifications = [];
    this.unreadCount = 0;
    this.isLoading = false;
    this.hasLoaded = false;
    this.offline = false;
  }

  /**
   * The live stream, reopened whenever it ends (the server closes it after an hour; a new request carries the
   * current token). Attempts that fail before `ready` back off 2 s, 4 s … 60 s; a 401 (the session is over) or the
   * connection's abort stops it. After a reconnection the list reloads, for what arrived while it was closed.
   */
  async #stream(connection: Connection): Promise<void> {
    const { signal } = connection.controller;
    connection.streaming = true;
    let failures = 0;
    let reconnecting = false;
    try {
      while (!signal.aborted) {
        let opened = false;
        try {
          const { data } = await this.#api.GET('/notifications/stream', { parseAs: 'stream', signal });
          if (!data) throw new Error('The notification stream had no body');
          for await (const event of readServerSentEvents(data)) {
            if (event.event === 'ready') {
              opened = true;
              failures = 0;
              runInAction(() => this.#onReady(event.data, reconnecting));
            } else if (event.event === 'notification') {
              runInAction(() => this.#onNotification(event.data));
            }
          }
        } catch (error) {
          if (signal.aborted || (error instanceof ApiError && error.status === 401)) return;
          if (error instanceof ApiError && error.status === 0) runInAction(() => (this.offline = true));
          console.warn('The notification stream failed', error);
        }
        reconnecting = true;
        if (!opened) await this.#pause(streamRetryDelay(++failures), signal);
      }
    } finally {
      connection.streaming = false;
    }
  }

  #onReady(data: string, reconnecting: boolean): void {
    const ready = parseEvent<{ unread_count: number }>(data);
    if (ready) this.setUnreadCount(ready.unread_count);
    this.offline = false;
    if (reconnecting) void this.load();
  }

  /** A notification written just now: merged (by id), the server's unread count, and shown by the browser. */
  #onNotification(data: string): void {
    const event = parseEvent<{ notification: Notification; unread_count: number }>(data);
    if (!event?.notification) return;
    const known = this.notifications.some((n) => n.id === event.notification.id);
    this.merge([event.notification]);
    this.setUnreadCount(event.unread_count);
    if (!known) this.#arrived(event.notification);
  }

  /** A notification the user has not seen: new for 10 s, and shown by the browser where allowed. */
  #arrived(notification: Notification): void {
    const { id } = notification;
    this.newIds = new Set(this.newIds).add(id);
    this.#clock.clearTimeout(this.#newTimers.get(id));
    this.#newTimers.set(
      id,
      this.#clock.setTimeout(() => {
        runInAction(() => {
          const next = new Set(this.newIds);
          next.delete(id);
          this.newIds = next;
        });
        this.#newTimers.delete(id);
      }, NEW_NOTIFICATION_MS),
    );
    this.#showInBrowser(notification);
  }

  /** Only where the user already allowed it; clicking it brings the tab forward and opens it like the centre does. */
  #showInBrowser(notification: Notification): void {
    if (this.#browser.permission() !== 'granted') return;
    try {
      const shown = this.#browser.show(notification.title, { body: notification.message, tag: notification.id }, () => {
        this.#browser.focusWindow();
        shown.close();
        void this.open(notification);
      });
      this.#clock.setTimeout(() => shown.close(), BROWSER_NOTIFICATION_MS);
    } catch (error) {
      // Some browsers (Android Chrome) only show notifications from a service worker.
      console.warn('The browser notification could not be shown', error);
    }
  }

  /** Waits `ms` on the clock, or less if the connection ends meanwhile. */
  #pause(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        this.#clock.clearTimeout(handle);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const handle = this.#clock.setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
    });
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

  #permissionAsked(): boolean {
    try {
      return (this.#storage?.getItem(BROWSER_PERMISSION_ASKED_KEY) ?? null) !== null;
    } catch {
      return false;
    }
  }

  #wait(ms: number): Promise<void> {
    return new Promise((resolve) => this.#clock.setTimeout(resolve, ms));
  }
}

function parseEvent<T>(data: string): T | null {
  try {
    return JSON.parse(data) as T;
  } catch {
    console.warn('An unreadable notification event', data);
    return null;
  }
}
