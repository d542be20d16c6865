import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fromPglite } from 'pg-boss';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresAdapter, PostgresDriver, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import pg from 'pg';
import { ExclusivePGliteDialect } from './pglite-dialect.ts';
import { PipelinedReadsDriver, ReadPipeline } from './pipelinedReads.ts';
import { prepareStatementsOnConnect } from './preparedStatements.ts';
import type { Tables } from './schema.ts';

export type { FileKind, StoredStoryPage, Tables } from './schema.ts';

/** Runs raw SQL text (several statements allowed) inside a transaction and returns the last statement's rows. */
export type ScriptRunner = (sqlText: string) => Promise<Record<string, unknown>[]>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Kysely<Tables>;
  /** One transaction on one connection for multi-statement scripts (migrations). */
  scriptTransaction<T>(fn: (run: ScriptRunner) => Promise<T>): Promise<T>;
  /**
   * LISTENs on a channel (payloads of `pg_notify`, delivered on commit, from every process); returns the unlisten.
   * `onConnectionChange` hears when the listening connection is lost (notices sent meanwhile are missed) and when it
   * listens again; the embedded database never loses it.
   */
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<() => Promise<void>>;
  /**
   * How the job queue (pg-boss) reaches this database: its own pool on a server (`connectionString`), or statements
   * run on PGlite's one connection, taken in turn with every Kysely query and transaction (`executeSql`). On PGlite,
   * never wait on the queue inside a transaction: the queue would wait for the transaction's connection.
   */
  queue: { connectionString: string } | { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
  close(): Promise<void>;
}

export interface ListenOptions {
  onConnectionChange?(connected: boolean): void;
}

export interface DatabaseOptions {
  /** Postgres server; when absent, embedded PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; absent means in memory. */
  pgliteDir?: string | undefined;
  /** Pool size for a Postgres server. */
  poolSize?: number;
  /**
   * Connections for pipelined standalone reads on a Postgres server (pipelinedReads.ts), beside the pool; 0 sends
   * every statement through the pool. Default 1.
   */
  readConnections?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize ?? 10, options.readConnections ?? 1)
    : openPglite(options.pgliteDir);
}

/**
 * PGlite has no lock of its own: two processes opening one data directory would corrupt it. A lock file holding the
 * owner's pid refuses the second; a lock left by a process that died is taken over.
 */
async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const handle = await fs.open(lockPath, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => fs.rm(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await fs.readFile(lockPath, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
        throw new Error(
          `The embedded database ${dir} is in use by another Storyloom process (pid ${owner}). Stop it first, or use DATABASE_URL.`,
        );
      }
      await fs.rm(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function openPglite(dir: string | undefined): Promise<Database> {
  let unlock = async () => {};
  if (dir) {
    await fs.mkdir(path.dirname(dir), { recursive: true });
    unlock = await lockDataDir(dir);
  }
  // pg_trgm: trigram indexes for Discover's substring search (the server build ships it as contrib).
  // shared_buffers 16 MB instead of Postgres's 128 MB: PGlite's buffer pool is part of the Node process's resident
  // memory (about 130 MB less than the default once warm), one installation's working set fits in it, and a page it
  // misses is a read from the OS's page cache (no change in `npm run bench -- api` against 32 MB).
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];
  const pglite = await PGlite.create(dir, { extensions: { pg_trgm }, startParams }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  // Listeners by channel: a payload arrives either through PGlite's own queries (PGlite calls them) or with the answer
  // of a prepared statement, which PGlite does not parse (pglitePrepared.ts calls them from here).
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const notify = (channel: string, payload: string) => listeners.get(channel)?.forEach((listener) => listener(payload));
  const db = new Kysely<Tables>({ dialect: new ExclusivePGliteDialect(pglite, { notify }) });
  return {
    kind: 'pglite',
    db,
    scriptTransaction: (fn) =>
      pglite.transaction(async (tx) =>
        fn(async (sqlText) => {
          const results = await tx.exec(sqlText);
          return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
        }),
      ),
    async listen(channel, onPayload) {
      // Channel names as PostgreSQL reports them: folded to lower case unless quoted, as PGlite's listen does.
      const name = /^".*"$/.test(channel) ? channel.slice(1, -1) : channel.toLowerCase();
      const unlisten = await pglite.listen(channel, onPayload);
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set.add(onPayload));
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) listeners.delete(name);
        await unlisten();
      };
    },
    queue: exclusiveQueueSql(db, pglite),
    async close() {
      await db.destroy(); // PGliteDialect closes the PGlite instance too
      if (!pglite.closed) await pglite.close();
      await unlock();
    },
  };
}

async function openPostgres(connectionString: string, max: number, readConnections: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max });
  prepareStatementsOnConnect(pool);
  // An idle connection dropped by the server (restart, failover) must not crash the process: the pool reconnects.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  // Fail fast with a clear message rather than on the first request.
  const probe = await pool.connect().catch((error: unknown) => {
    void pool.end();
    throw new Error(`Cannot connect to DATABASE_URL: ${(error as Error).message}`, { cause: error });
  });
  probe.release();
  const driver = new PostgresDriver({ pool });
  const reads = readConnections > 0 ? new ReadPipeline(connectionString, { connections: readConnections }) : undefined;
  const db = new Kysely<Tables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => (reads ? new PipelinedReadsDriver(driver, reads) : driver),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
  return {
    kind: 'postgres',
    db,
    async scriptTransaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(async (sqlText) => {
          // No parameters → simple query protocol, so a script may hold several statements.
          const res = (await client.query(sqlText)) as pg.QueryResult | pg.QueryResult[];
          const last = Array.isArray(res) ? res.at(-1) : res;
          return (last?.rows ?? []) as Record<string, unknown>[];
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onPayload, options) {
      return listenOnServer(connectionString, channel, onPayload, options);
    },
    queue: { connectionString },
    async close() {
      await db.destroy();
      // Kysely ends the pool only if it ever used it; script transactions use the pool directly.
      if (!pool.ended && !pool.ending) await pool.end();
      await reads?.end();
    },
  };
}

/**
 * pg-boss's statements on PGlite: its PGlite adapter (multi-statement scripts through `exec`, an aborted transaction
 * rolled back), run while holding the exclusive connection so they never land inside a Kysely transaction.
 */
function exclusiveQueueSql(db: Kysely<Tables>, pglite: PGlite) {
  const adapter = fromPglite(pglite);
  return {
    executeSql: (text: string, values?: unknown[]) =>
      db.connection().execute(async () => (await adapter.executeSql(text, values)) as { rows: unknown[] }),
  };
}

/** A dedicated connection for LISTEN (pooled connections cannot hold one), reconnecting after a drop. */
async function listenOnServer(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  options: ListenOptions = {},
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let connectedOnce = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    let gone = false;
    // An error or the server ending the connection: tell, then try again every second until it listens again.
    const drop = (error: Error) => {
      if (gone) return;
      gone = true;
      if (!stopped) console.warn(`notification listener lost its connection: ${error.message}`);
      if (client === next) {
        client = null;
        options.onConnectionChange?.(false);
      }
      next.end().catch(() => {});
      // Before the first LISTEN the caller hears the failure instead.
      if (!stopped && connectedOnce) retry = setTimeout(() => void connect(), 1000).unref();
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', drop);
    next.on('end', () => drop(new Error('the server ended the connection')));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      // The first connection's failure is the caller's; a reconnection's is retried.
      if (!connectedOnce) {
        gone = true;
        await next.end().catch(() => {});
        throw error;
      }
      drop(error as Error);
      return;
    }
    const reconnected = connectedOnce;
    client = next;
    connectedOnce = true;
    if (reconnected) options.onConnectionChange?.(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
