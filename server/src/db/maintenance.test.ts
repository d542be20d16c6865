import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './index.ts';
import { vacuumWhereDue } from './maintenance.ts';
import { testTargets } from './testing.ts';

/** The statistics a statement leaves are flushed when the connection next goes idle; this makes it happen now. */
async function flushStatistics(database: Database) {
  await sql`SELECT pg_stat_force_next_flush()`.execute(database.db);
  await sql`SELECT 1`.execute(database.db);
}

async function tableState(database: Database, table: string) {
  const { rows } = await sql<{ dead: string; vacuumed: boolean; analyzed: boolean; all_visible: number }>`
    SELECT s.n_dead_tup AS dead, s.last_vacuum IS NOT NULL AS vacuumed, s.last_analyze IS NOT NULL AS analyzed,
           c.relallvisible AS all_visible
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.relname = ${table}`.execute(database.db);
  const row = rows[0]!;
  return { dead: Number(row.dead), vacuumed: row.vacuumed, analyzed: row.analyzed, allVisible: Number(row.all_visible) };
}

describe.each(testTargets())('vacuumWhereDue on $name', (target) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it(
    target.name === 'pglite'
      ? 'vacuums and analyzes the tables past autovacuum’s thresholds, and only those'
      : 'leaves a server to its own autovacuum',
    async () => {
      database = await target.open();
      const { db } = database;
      await sql`CREATE TABLE churn (id int PRIMARY KEY, v text)`.execute(db);
      await sql`CREATE TABLE quiet (id int PRIMARY KEY)`.execute(db);
      await sql`INSERT INTO churn SELECT g, 'a' FROM generate_series(1, 2000) g`.execute(db);
      await sql`UPDATE churn SET v = 'b'`.execute(db);
      await sql`INSERT INTO quiet SELECT g FROM generate_series(1, 10) g`.execute(db);
      await flushStatistics(database);
      expect((await tableState(database, 'churn')).dead).toBe(2000);

      const report = await vacuumWhereDue(database);
      if (target.name === 'postgres') {
        expect(report.tables).toEqual([]);
        return;
      }
      expect(report.tables).toEqual(['public.churn']);
      await flushStatistics(database);
      expect(await tableState(database, 'churn')).toMatchObject({ dead: 0, vacuumed: true, analyzed: true });
      // Pages marked all-visible: what lets an index-only scan skip the table.
      expect((await tableState(database, 'churn')).allVisible).toBeGreaterThan(0);
      expect(await tableState(database, 'quiet')).toMatchObject({ vacuumed: false, analyzed: false });

      // Nothing is due again until enough changes again.
      expect((await vacuumWhereDue(database)).tables).toEqual([]);
      await sql`DELETE FROM churn WHERE id <= 1000`.execute(db);
      await flushStatistics(database);
      expect((await vacuumWhereDue(database)).tables).toEqual(['public.churn']);
    },
  );
});
