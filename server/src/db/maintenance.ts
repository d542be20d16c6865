import { sql } from 'kysely';
import type { Database } from './index.ts';

/** Autovacuum's default triggers (PostgreSQL 17): a threshold plus a fraction of the table's live rows. */
const DUE = {
  /** autovacuum_vacuum_threshold, autovacuum_vacuum_scale_factor: dead rows. */
  dead: [50, 0.2],
  /** autovacuum_vacuum_insert_threshold, _scale_factor: rows inserted since the last vacuum (sets pages all-visible). */
  inserted: [1000, 0.2],
  /** autovacuum_analyze_threshold, _scale_factor: rows changed since the last analyze. */
  changed: [50, 0.1],
} as const;

export interface VacuumReport {
  /** The tables vacuumed and analyzed, in the order done. */
  tables: string[];
  milliseconds: number;
}

/**
 * The embedded database's stand-in for autovacuum. PGlite runs Postgres in single-user mode, where no autovacuum
 * launcher runs: without this, the rows every update and delete leaves behind (job queue, sessions, rate-limit
 * windows, edited projects) are never reclaimed, tables and indexes only grow, and index-only scans (the gallery's
 * page of ids) fetch every row from the table because no page is ever marked all-visible. So: the tables past
 * autovacuum's own default threshold are vacuumed and analyzed, one by one (each a short hold of the one connection).
 * A PostgreSQL server vacuums itself: nothing is done there.
 */
export async function vacuumWhereDue(database: Database): Promise<VacuumReport> {
  if (database.kind !== 'pglite') return { tables: [], milliseconds: 0 };
  const started = performance.now();
  const due = await sql<{ name: string }>`
    SELECT quote_ident(schemaname) || '.' || quote_ident(relname) AS name
    FROM pg_stat_user_tables
    WHERE n_dead_tup > ${sql.lit(DUE.dead[0])} + ${sql.lit(DUE.dead[1])} * n_live_tup
       OR n_ins_since_vacuum > ${sql.lit(DUE.inserted[0])} + ${sql.lit(DUE.inserted[1])} * n_live_tup
       OR n_mod_since_analyze > ${sql.lit(DUE.changed[0])} + ${sql.lit(DUE.changed[1])} * n_live_tup
    ORDER BY n_dead_tup DESC, relname`.execute(database.db);
  const tables = due.rows.map((row) => row.name);
  for (const table of tables) {
    await sql`VACUUM (ANALYZE) ${sql.raw(table)}`.execute(database.db);
  }
  return { tables, milliseconds: performance.now() - started };
}
