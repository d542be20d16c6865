import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Clock } from '../../context.ts';
import type { Database } from '../../db/index.ts';

/** The channel the triggers of migration 0013 notify on commit: `session:<id>` and `gallery:<user id>`. */
export const INVALIDATION_CHANNEL = 'storyloom_invalidate';

interface Entry<V> {
  value: V;
  /** When it was read, on the context's clock (answers carry signed URLs made with that clock). */
  at: number;
}

/**
 * Answers the database gave, kept per owner (a session, a user) and dropped when the owner's rows change. Safe against
 * the race where a read started before a change and finishes after its notice: each read takes a ticket first, and
 * its answer is kept only if no notice for that owner (and no `clear`) came after the ticket.
 */
export class OwnerCache<V> {
  private readonly owners = new Map<string, Map<string, Entry<V>>>();
  /** The ticket number of each owner's latest notice, kept while reads are in flight (they compare against it). */
  private readonly noticedAt = new Map<string, number>();
  private ticket = 0;
  private barrier = 0;
  private inFlight = 0;
  private readonly maxOwners: number;
  private readonly maxKeysPerOwner: number;
  private readonly maxAgeMs: number;
  private readonly clock: Clock;
  /** Whether answers may be kept: only while this process hears every notice. */
  enabled = false;
  hits = 0;
  misses = 0;

  constructor(options: { maxOwners: number; maxKeysPerOwner: number; maxAgeMs: number; clock: Clock }) {
    this.maxOwners = options.maxOwners;
    this.maxKeysPerOwner = options.maxKeysPerOwner;
    this.maxAgeMs = options.maxAgeMs;
    this.clock = options.clock;
  }

  /** The kept answer for (owner, key), or `load()`'s, kept when nothing changed meanwhile. */
  async read(owner: string, key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    const now = this.clock.now().getTime();
    const entry = this.owners.get(owner)?.get(key);
    // A clock set back (tests do) makes the age negative: not trusted either.
    if (entry && now - entry.at >= 0 && now - entry.at < this.maxAgeMs) {
      this.hits++;
      return entry.value;
    }
    this.misses++;
    const ticket = this.ticket;
    this.inFlight++;
    try {
      const value = await load();
      if (this.enabled && this.barrier <= ticket && (this.noticedAt.get(owner) ?? 0) <= ticket) {
        this.keep(owner, key, { value, at: now });
      }
      return value;
    } finally {
      // With no read in flight no ticket is compared any more: the notices can be forgotten.
      if (--this.inFlight === 0) this.noticedAt.clear();
    }
  }

  private keep(owner: string, key: string, entry: Entry<V>) {
    let keys = this.owners.get(owner);
    if (!keys) {
      // The owner seen longest ago goes first (Maps iterate in insertion order).
      if (this.owners.size >= this.maxOwners) this.owners.delete(this.owners.keys().next().value!);
      this.owners.set(owner, (keys = new Map()));
    }
    if (!keys.has(key) && keys.size >= this.maxKeysPerOwner) keys.delete(keys.keys().next().value!);
    keys.set(key, entry);
  }

  /** The owner's rows changed: drop what is kept and refuse answers read before now. */
  invalidate(owner: string) {
    this.noticedAt.set(owner, ++this.ticket);
    this.owners.delete(owner);
  }

  /** Drops everything and refuses every answer read before now. */
  clear() {
    this.barrier = ++this.ticket;
    this.owners.clear();
  }

  get size() {
    let n = 0;
    for (const keys of this.owners.values()) n += keys.size;
    return n;
  }
}

export interface ReadCacheOptions {
  clock: Clock;
  /** Longest an answer is kept even without a notice (a listener that died silently is caught by this). */
  maxAgeMs: number;
  /** How long `sync` waits for its own notice before it drops everything instead. */
  syncTimeoutMs?: number;
}

/**
 * This process's read caches and the listener that keeps them honest. Caching starts once the process LISTENs on
 * INVALIDATION_CHANNEL and stops (everything dropped) whenever that connection is lost, until it is back.
 *
 * Reading your own writes: a notice reaches the listener a moment after the writing transaction's commit, possibly
 * after the writer has already answered. `sync()` closes that gap: it sends a notice of its own and waits until it
 * comes back, and notices are delivered in commit order, so every change committed before it has been applied. The
 * server calls it before answering any request that may have written (every method but GET and HEAD). Changes made
 * by another process (a worker finishing a render) are applied when their notice arrives, milliseconds later.
 */
export class ReadCaches {
  /** Sessions found valid (not signed out or revoked), by session id. */
  readonly sessions: OwnerCache<true>;
  /** Gallery pages (`listProjects` answers, serialized) by user id, then by query. */
  readonly galleries: OwnerCache<string>;
  private readonly database: Database;
  private readonly instance = crypto.randomBytes(6).toString('hex');
  private readonly pendingSyncs = new Map<string, () => void>();
  private syncCount = 0;
  private readonly syncTimeoutMs: number;
  private unlisten: (() => Promise<void>) | null = null;
  private listening = false;

  constructor(database: Database, options: ReadCacheOptions) {
    this.database = database;
    this.syncTimeoutMs = options.syncTimeoutMs ?? 2000;
    this.sessions = new OwnerCache({ maxOwners: 50_000, maxKeysPerOwner: 1, maxAgeMs: options.maxAgeMs, clock: options.clock });
    this.galleries = new OwnerCache({ maxOwners: 5_000, maxKeysPerOwner: 8, maxAgeMs: options.maxAgeMs, clock: options.clock });
  }

  private get all() {
    return [this.sessions, this.galleries];
  }

  /** LISTENs and turns caching on. */
  async start(): Promise<void> {
    this.unlisten = await this.database.listen(INVALIDATION_CHANNEL, (payload) => this.receive(payload), {
      onConnectionChange: (connected) => this.setListening(connected),
    });
    this.setListening(true);
  }

  private setListening(connected: boolean) {
    this.listening = connected;
    for (const cache of this.all) {
      // Notices sent while the connection was down are lost: nothing kept before may be trusted.
      cache.clear();
      cache.enabled = connected;
    }
    if (!connected) this.releaseSyncs();
  }

  private receive(payload: string) {
    const colon = payload.indexOf(':');
    const kind = payload.slice(0, colon);
    const id = payload.slice(colon + 1);
    if (kind === 'session') this.sessions.invalidate(id);
    else if (kind === 'gallery') this.galleries.invalidate(id);
    else if (kind === 'sync') this.pendingSyncs.get(id)?.();
  }

  /** Resolves once every change committed before the call has been applied to the caches (see the class comment). */
  async sync(): Promise<void> {
    if (!this.listening) return;
    const id = `${this.instance}:${++this.syncCount}`;
    let timer: NodeJS.Timeout | undefined;
    const echoed = new Promise<boolean>((resolve) => {
      this.pendingSyncs.set(id, () => resolve(true));
      timer = setTimeout(() => resolve(false), this.syncTimeoutMs);
    });
    try {
      await sql`SELECT pg_notify(${INVALIDATION_CHANNEL}, ${`sync:${id}`})`.execute(this.database.db);
      // No echo in time: the listener is behind or gone; forget everything rather than answer from stale memory.
      if (!(await echoed)) for (const cache of this.all) cache.clear();
    } catch {
      // The database did not take the notice: the same, and the request's own answer stands.
      for (const cache of this.all) cache.clear();
    } finally {
      clearTimeout(timer);
      this.pendingSyncs.delete(id);
    }
  }

  private releaseSyncs() {
    for (const release of this.pendingSyncs.values()) release();
  }

  async stop(): Promise<void> {
    this.setListening(false);
    await this.unlisten?.();
    this.unlisten = null;
  }
}
