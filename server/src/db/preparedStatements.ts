import crypto from 'node:crypto';
import { sql, type RawBuilder } from 'kysely';
import type pg from 'pg';

// Named prepared statements. Kysely sends every query as an unnamed statement, which the database parses and plans
// again on each call. For the gallery's page (a three-table join) planning costs more than running it: on PostgreSQL
// pgbench ran it 7 400 times a second unprepared and 28 800 times prepared (2026-11-27), and on PGlite, which runs in
// the server's own thread, it took 850 µs unprepared and 320 µs prepared. Prepared once per connection, a statement
// is then bound and executed only, and the server keeps a generic plan for it when that plan is as good.

/**
 * A row count for LIMIT or OFFSET written into the statement instead of sent as a parameter. With a parameter the
 * planner cannot know how many rows are wanted and a cached generic plan is a poor one (it reads the whole index), so
 * every call is planned again; with the number in the text, each page size and position gets its own statement whose
 * generic plan is the right one.
 */
export function rowCount(n: number): RawBuilder<number> {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.lit(n);
}

/** Which statement texts to prepare, and under which name. */
export class StatementNames {
  readonly #seen = new Set<string>();
  readonly #names = new Map<string, string>();
  readonly #maxLength: number;

  constructor(options: { maxLength?: number } = {}) {
    this.#maxLength = options.maxLength ?? 8_000;
  }

  /**
   * The name to prepare `text` under, or undefined to send it unnamed: only data statements (SELECT, INSERT, UPDATE,
   * DELETE, WITH) of bounded length, and only from their second call on, so that texts that vary with their input
   * (IN lists, one-off scripts) are not kept.
   */
  nameFor(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known) return known;
    if (text.length > this.#maxLength || !/^\s*(select|insert|update|delete|with)\b/i.test(text)) return undefined;
    if (!this.#seen.has(text)) {
      if (this.#seen.size >= 5_000) this.#seen.clear();
      this.#seen.add(text);
      return undefined;
    }
    const name = `s_${crypto.createHash('sha1').update(text).digest('base64url')}`;
    if (this.#names.size < 5_000) this.#names.set(text, name);
    return name;
  }
}

/** A statement that cannot run prepared any more: its result columns changed (another process migrated the schema). */
export function isStalePlan(error: unknown): boolean {
  return (error as { code?: string }).code === '0A000' && /cached plan/.test(String((error as Error).message));
}

/**
 * Every connection of a node-postgres pool prepares the statements `names` picks, up to `perConnection` of them (past
 * that, a statement is sent unnamed). A statement whose plan went stale is sent unnamed on that connection from then
 * on, and the error reaches the caller once.
 */
export function prepareStatementsOnConnect(pool: pg.Pool, names = new StatementNames(), perConnection = 500): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
    const prepared = new Set<string>();
    const stale = new Set<string>();

    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [text, values, callback] = args;
      if (typeof text !== 'string' || typeof callback === 'function') return query(...args);
      const name = names.nameFor(text);
      if (!name || stale.has(name)) return query(...args);
      if (!prepared.has(name)) {
        if (prepared.size >= perConnection) return query(...args);
        prepared.add(name);
      }
      return query({ name, text, values }).catch((error: unknown) => {
        if (isStalePlan(error)) stale.add(name);
        throw error;
      });
    };
  });
}
