import type { PGlite } from '@electric-sql/pglite';
import { PGliteDialect, type DatabaseConnection, type Driver } from 'kysely';

/**
 * PGlite has one connection. Kysely's PGlite driver hands that connection to every caller at once, so two
 * concurrent transactions (or a query beside a transaction) would interleave on it. This dialect makes the
 * connection exclusive, like a pool of size one: a caller waits until the previous one released it.
 */
export class ExclusivePGliteDialect extends PGliteDialect {
  constructor(pglite: PGlite) {
    super({ pglite });
  }

  override createDriver(): Driver {
    const inner = super.createDriver();
    let tail: Promise<void> = Promise.resolve();
    const releases = new WeakMap<DatabaseConnection, () => void>();
    return {
      init: (options) => inner.init(options),
      async acquireConnection(options) {
        let release!: () => void;
        const previous = tail;
        tail = new Promise<void>((resolve) => (release = resolve));
        await previous;
        // PGlite runs in this thread, and a queue of waiters hands the connection on through promise callbacks only:
        // without a turn of the event loop between holders, a backlog of queries keeps the loop from polling for I/O,
        // so new connections are not even accepted until the backlog is gone (200 users arriving at once: the last
        // waited 10 s). One macrotask turn per hand-over lets the loop accept and read in between.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const connection = await inner.acquireConnection(options);
        releases.set(connection, release);
        return connection;
      },
      async releaseConnection(connection, options) {
        await inner.releaseConnection(connection, options);
        const release = releases.get(connection);
        releases.delete(connection);
        release?.();
      },
      beginTransaction: (connection, settings) => inner.beginTransaction(connection, settings),
      commitTransaction: (connection) => inner.commitTransaction(connection),
      rollbackTransaction: (connection) => inner.rollbackTransaction(connection),
      savepoint: (connection, name, compile) => inner.savepoint!(connection, name, compile),
      rollbackToSavepoint: (connection, name, compile) => inner.rollbackToSavepoint!(connection, name, compile),
      releaseSavepoint: (connection, name, compile) => inner.releaseSavepoint!(connection, name, compile),
      destroy: (options) => inner.destroy(options),
    };
  }
}
