import type {
  CompiledQuery,
  DatabaseConnection,
  Driver,
  PostgresDriver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import { createRequire } from 'node:module';
import pg from 'pg';
import postgres from 'postgres';

// Reads on a PostgreSQL server, pipelined. node-postgres sends one statement per connection and waits for its answer
// before the next, so every read costs the API process a write and a read on its socket and the server a wake-up of
// one backend; on a machine where the API, the database and the clients share two cores, that round trip alone held
// a request that touches the database to about 0.23 of a bare Fastify hello-world (`npm run bench -- api`,
// `GET /api/health`). postgres.js (the `postgres` package) writes the statements of concurrent requests one after
// another on the same connection without waiting: one write and one read then carry many statements, and one backend
// answers them in turn. The same `select 1` through Fastify, 50 connections: node-postgres (10 connections) 10 189
// req/s, postgres.js on one connection 27 409 req/s, against 43 532 for the hello-world (2026-11-28).
//
// Only standalone reads take that path: a SELECT (or a WITH that changes nothing) outside a transaction, from its
// second call on (so one-off texts are not prepared), while fewer than `statements` distinct texts have taken it.
// Everything else (writes, transactions, anything that locks) runs on the node-postgres pool as before. A pipelined
// read sees what was committed before it was sent, as on any pooled connection.

/** A statement that reads only and holds nothing past its own end: safe to send on a shared connection. */
export function isStandaloneRead(text: string): boolean {
  const start = /^\s*(select|with)\b/i.exec(text);
  if (!start) return false;
  if (start[1]!.toLowerCase() === 'with' && /\b(insert|update|delete|merge)\b/i.test(text)) return false;
  // Row locks, session state and waits belong on a connection of their own.
  return !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b|\bpg_(try_)?advisory|\bset_config\b|\bpg_sleep|\bnextval\b|\bsetval\b|\bpg_notify\b/i.test(
    text,
  );
}

export interface ReadPipelineOptions {
  /** Connections the reads are spread over (each pipelines what it is given). */
  connections: number;
  /** Distinct statement texts prepared on the pipeline at most; past that, new texts go to the pool. */
  statements?: number;
}

/** The pipelined connections and which statement texts they take. */
export class ReadPipeline {
  readonly #sql: postgres.Sql;
  readonly #seen = new Set<string>();
  readonly #taken = new Set<string>();
  readonly #maxStatements: number;

  constructor(connectionString: string, options: ReadPipelineOptions) {
    this.#maxStatements = options.statements ?? 500;
    this.#sql = postgres(connectionString, {
      max: options.connections,
      prepare: true,
      onnotice: () => {},
      connection: { application_name: 'storyloom reads' },
      types: nodePostgresTypes(),
    });
  }

  /** Whether `query` goes on the pipeline (counted: a text is taken from its second call on). */
  takes(query: CompiledQuery): boolean {
    const text = query.sql;
    if (this.#taken.has(text)) return true;
    if (this.#taken.size >= this.#maxStatements || text.length > 8_000 || !isStandaloneRead(text)) return false;
    if (!this.#seen.has(text)) {
      if (this.#seen.size >= 5_000) this.#seen.clear();
      this.#seen.add(text);
      return false;
    }
    this.#taken.add(text);
    return true;
  }

  async execute<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const parameters = query.parameters.map(nodePostgres.prepareValue);
    const result = await this.#sql.unsafe(query.sql, parameters as postgres.ParameterOrJSON<never>[], { prepare: true });
    return { rows: result as unknown as R[] };
  }

  end(): Promise<void> {
    return this.#sql.end({ timeout: 5 });
  }
}

const nodePostgres = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(value: unknown): unknown };

/**
 * Answers and parameters exactly as node-postgres has them, so that a statement reads the same on either path: every
 * column type node-postgres parses is parsed by its own parser (postgres.js differs on some: a NULL in a text array
 * came back as the string "NULL"); parameters are turned into text by node-postgres's own `prepareValue` (a Date as
 * its local time with offset, an array as an array literal, an object as JSON) and sent as that text, whatever type
 * the statement gives them: postgres.js would encode them again by that type (a string given for a json parameter
 * as a JSON string, one for a boolean as false). A Buffer, which node-postgres sends as bytes, goes as bytea's hex.
 */
function nodePostgresTypes(): Record<string, postgres.PostgresType> {
  const asText = (x: unknown) => (Buffer.isBuffer(x) ? `\\x${x.toString('hex')}` : String(x));
  const parserOf = pg.types.getTypeParser as (oid: number, format: 'text') => (x: string) => unknown;
  const noParse = parserOf(0, 'text');
  const types: Record<string, postgres.PostgresType> = {};
  // Every oid node-postgres parses (its built-in types and their arrays), and postgres.js's own: without a parser
  // of ours those would keep postgres.js's.
  const own = [16, 17, 21, 23, 26, 114, 700, 701, 1082, 1114, 1184, 3802];
  for (let oid = 0; oid < 10_000; oid++) {
    const parse = parserOf(oid, 'text');
    if (parse === noParse && !own.includes(oid)) continue;
    types[`oid${oid}`] = { to: oid, from: [oid], serialize: asText, parse };
  }
  return types;
}

/**
 * Kysely's PostgreSQL driver with standalone reads on a `ReadPipeline`. A connection it hands out holds a pooled
 * connection only once something needs one (a transaction, or a statement the pipeline does not take), and keeps it
 * from then until it is released, so a transaction's statements all run on its own connection.
 */
export class PipelinedReadsDriver implements Driver {
  readonly #pool: PostgresDriver;
  readonly #reads: ReadPipeline;

  constructor(pool: PostgresDriver, reads: ReadPipeline) {
    this.#pool = pool;
    this.#reads = reads;
  }

  init(): Promise<void> {
    return this.#pool.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new SplitConnection(this.#pool, this.#reads);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await this.#pool.beginTransaction(await held(connection).hold(), settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#pool.commitTransaction(await held(connection).hold());
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.#pool.rollbackTransaction(await held(connection).hold());
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    await this.#pool.savepoint(await held(connection).hold(), name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.#pool.rollbackToSavepoint(await held(connection).hold(), name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler['compileQuery']) {
    await this.#pool.releaseSavepoint(await held(connection).hold(), name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    await held(connection).release();
  }

  async destroy(): Promise<void> {
    await Promise.all([this.#pool.destroy(), this.#reads.end()]);
  }
}

function held(connection: DatabaseConnection): SplitConnection {
  if (!(connection instanceof SplitConnection)) throw new Error('not a connection of PipelinedReadsDriver');
  return connection;
}

/** A pooled connection of Kysely's PostgreSQL driver (its class is not exported). */
type PooledConnection = Parameters<PostgresDriver['releaseConnection']>[0];

class SplitConnection implements DatabaseConnection {
  readonly #pool: PostgresDriver;
  readonly #reads: ReadPipeline;
  #held: Promise<PooledConnection> | undefined;

  constructor(pool: PostgresDriver, reads: ReadPipeline) {
    this.#pool = pool;
    this.#reads = reads;
  }

  /** The pooled connection, taken on first need. */
  hold(): Promise<PooledConnection> {
    return (this.#held ??= this.#pool.acquireConnection() as Promise<PooledConnection>);
  }

  async release(): Promise<void> {
    const held = this.#held;
    this.#held = undefined;
    if (held) await this.#pool.releaseConnection(await held);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.#held && this.#reads.takes(query)) return this.#reads.execute<R>(query);
    return (await this.hold()).executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize: number): AsyncIterableIterator<QueryResult<R>> {
    yield* (await this.hold()).streamQuery<R>(query, chunkSize);
  }
}
