import type { PGlite } from '@electric-sql/pglite';
import { PGliteDialect, type CompiledQuery, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import { PglitePreparedStatements, type NotificationSink } from './pglitePrepared.ts';
import { StatementNames } from './preparedStatements.ts';

/**
 * PGlite has one connection. Kysely's PGlite driver hands that connection to every caller at once, so two
 * concurrent transactions (or a query beside a transaction) would interleave on it. This dialect makes the
 * connection exclusive, like a pool of size one: a caller waits until the previous one released it.
 *
 * Statements run outside a transaction are prepared once and then only bound and executed (see pglitePrepared.ts).
 */
export class ExclusivePGliteDialect extends PGliteDialect {
  readonly #pglite: PGlite;
  readonly #notify: NotificationSink | undefined;

  /** `notify` hears the `pg_notify` payloads that arrive with a prepared statement's answer (PGlite never sees them). */
  constructor(pglite: PGlite, options: { notify?: NotificationSink } = {}) {
    super({ pglite });
    this.#pglite = pglite;
    this.#notify = options.notify;
  }

  override createDriver(): Driver {
    const inner = super.createDriver();
    let tail: Promise<void> = Promise.resolve();
    const releases = new WeakMap<DatabaseConnection, () => void>();
    const prepared = new PglitePreparedStatements(this.#pglite, new StatementNames(), { notify: this.#notify });
    // PGlite's driver has one connection object; this one stands for it and knows whether a transaction is open.
    let connection: PreparingConnection | undefined;
    const unwrap = (c: DatabaseConnection) => (c instanceof PreparingConnection ? c.inner : c);
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
        const innerConnection = await inner.acquireConnection(options);
        if (connection?.inner !== innerConnection) connection = new PreparingConnection(innerConnection, prepared);
        releases.set(connection, release);
        return connection;
      },
      async releaseConnection(held, options) {
        await inner.releaseConnection(unwrap(held), options);
        const release = releases.get(held);
        releases.delete(held);
        release?.();
      },
      async beginTransaction(held, settings) {
        await inner.beginTransaction(unwrap(held), settings);
        if (held instanceof PreparingConnection) held.inTransaction = true;
      },
      async commitTransaction(held) {
        if (held instanceof PreparingConnection) held.inTransaction = false;
        await inner.commitTransaction(unwrap(held));
      },
      async rollbackTransaction(held) {
        if (held instanceof PreparingConnection) held.inTransaction = false;
        await inner.rollbackTransaction(unwrap(held));
      },
      savepoint: (held, name, compile) => inner.savepoint!(unwrap(held), name, compile),
      rollbackToSavepoint: (held, name, compile) => inner.rollbackToSavepoint!(unwrap(held), name, compile),
      releaseSavepoint: (held, name, compile) => inner.releaseSavepoint!(unwrap(held), name, compile),
      destroy: (options) => inner.destroy(options),
    };
  }
}

class PreparingConnection implements DatabaseConnection {
  inTransaction = false;
  readonly inner: DatabaseConnection;
  readonly #prepared: PglitePreparedStatements;

  constructor(inner: DatabaseConnection, prepared: PglitePreparedStatements) {
    this.inner = inner;
    this.#prepared = prepared;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.inTransaction) {
      const result = await this.#prepared.query(compiledQuery.sql, compiledQuery.parameters);
      if (result) {
        return {
          rows: result.rows as R[],
          numAffectedRows: result.affectedRows != null ? BigInt(result.affectedRows) : undefined,
        };
      }
    }
    return this.inner.executeQuery<R>(compiledQuery);
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}
