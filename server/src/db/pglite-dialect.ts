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
