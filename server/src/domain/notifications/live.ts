import type { Database } from '../../db/index.ts';
import { NOTIFICATION_CHANNEL } from './notify.ts';

type Listener = (notificationId: string) => void;

/**
 * Fans committed notifications out to the live streams open in this process. Every process LISTENs on one
 * Postgres channel, so a notification written by any API process or worker reaches the user's open stream.
 */
export class LiveNotifications {
  private readonly subscribers = new Map<string, Set<Listener>>();
  private readonly streams = new Set<() => void>();
  private unlisten: (() => Promise<void>) | null = null;
  private starting: Promise<void> | null = null;
  private readonly database: Database;
  private readonly onError: (error: unknown) => void;

  constructor(database: Database, onError: (error: unknown) => void) {
    this.database = database;
    this.onError = onError;
  }

  /** Starts listening with the first subscriber, so a server nobody streams from holds no extra connection. */
  async subscribe(userId: string, listener: Listener): Promise<() => void> {
    this.starting ??= this.database
      .listen(NOTIFICATION_CHANNEL, (payload) => this.deliver(payload))
      .then((stop) => {
        this.unlisten = stop;
      });
    await this.starting;
    let set = this.subscribers.get(userId);
    if (!set) this.subscribers.set(userId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.subscribers.delete(userId);
    };
  }

  private deliver(payload: string) {
    try {
      const { user_id: userId, id } = JSON.parse(payload) as { user_id: string; id: string };
      for (const listener of this.subscribers.get(userId) ?? []) listener(id);
    } catch (error) {
      this.onError(error);
    }
  }

  /** Registers how to end one open stream when the server shuts down; returns the unregister. */
  onShutdown(end: () => void): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }

  /** Ends every open stream (they would hold the server open) and stops listening. */
  async close(): Promise<void> {
    for (const end of [...this.streams]) end();
    this.subscribers.clear();
    if (this.starting) await this.starting.catch(() => {});
    await this.unlisten?.();
    this.unlisten = null;
    this.starting = null;
  }
}
