import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Tables } from './index.ts';
import { isStandaloneRead, ReadPipeline } from './pipelinedReads.ts';
import { createScratchDatabase } from './testing.ts';

describe('isStandaloneRead', () => {
  it('takes selects and WITHs that change nothing', () => {
    for (const text of [
      'select 1',
      '  SELECT * FROM projects WHERE user_id = $1',
      'with "mark" as (select position from gallery_marks) select * from mark',
      'select "deleted_at", "updated" from t',
    ]) {
      expect(isStandaloneRead(text), text).toBe(true);
    }
  });

  it('leaves writes, row locks, session state and waits to the pool', () => {
    for (const text of [
      'insert into t values (1)',
      'update t set a = 1',
      'delete from t',
      'begin',
      'with x as (delete from t returning *) select * from x',
      'with x as (update t set a = 1 returning *) select * from x',
      'select * from t where id = $1 for update',
      'SELECT * FROM t FOR NO KEY UPDATE',
      'select * from t for share skip locked',
      'select pg_advisory_lock(1)',
      'select pg_try_advisory_xact_lock(1)',
      "select set_config('x.y', '1', false)",
      'select pg_sleep(1)',
      "select nextval('s')",
      "select pg_notify('c', 'p')",
      'explain analyze delete from t',
    ]) {
      expect(isStandaloneRead(text), text).toBe(false);
    }
  });
});

describe('ReadPipeline.takes', () => {
  // Never connects: postgres.js opens its connections on the first statement only.
  const pipeline = () => new ReadPipeline('postgres://nobody@127.0.0.1:1/none', { connections: 1, statements: 2 });

  it('takes a read from its second call on, and at most `statements` distinct texts', () => {
    const reads = pipeline();
    const q = (text: string) => CompiledQuery.raw(text, []);
    expect(reads.takes(q('select 1'))).toBe(false);
    expect(reads.takes(q('select 1'))).toBe(true);
    expect(reads.takes(q('select 1'))).toBe(true);
    expect(reads.takes(q('select 2'))).toBe(false);
    expect(reads.takes(q('select 2'))).toBe(true);
    // The limit is reached: a third text stays on the pool however often it comes.
    for (let i = 0; i < 3; i++) expect(reads.takes(q('select 3'))).toBe(false);
    expect(reads.takes(q('update t set a = 1'))).toBe(false);
    expect(reads.takes(q('update t set a = 1'))).toBe(false);
  });
});

// On a PostgreSQL server only (CI sets DATABASE_URL): PGlite has no pipeline.
const serverUrl = process.env.DATABASE_URL;
if (serverUrl)
  describe('pipelined reads on a PostgreSQL server', () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let piped: Database;
    let pooled: Database;
    let db: Kysely<Tables>;

    beforeAll(async () => {
      scratch = await createScratchDatabase(serverUrl!);
      piped = await openDatabase({ databaseUrl: scratch.url, poolSize: 3, readConnections: 1 });
      pooled = await openDatabase({ databaseUrl: scratch.url, poolSize: 3, readConnections: 0 });
      db = piped.db;
      await sql`CREATE TABLE t (id int PRIMARY KEY, note text)`.execute(db);
    });
    afterAll(async () => {
      await piped?.close();
      await pooled?.close();
      await scratch?.drop();
    });

    const appName = sql<{ app: string }>`SELECT current_setting('application_name') AS app`;
    /** Runs `query` twice (a text takes the pipeline from its second call on) and returns the second answer. */
    const twice = async <R>(run: () => Promise<R>) => {
      await run();
      return run();
    };

    it('sends repeated standalone reads on the pipeline, and transactions and writes through the pool', async () => {
      const { rows } = await twice(() => appName.execute(db));
      expect(rows[0]!.app).toBe('storyloom reads');
      await db.transaction().execute(async (trx) => {
        const inside = await twice(() => appName.execute(trx));
        expect(inside.rows[0]!.app).not.toBe('storyloom reads');
      });
      // With the pipeline off, the same read runs on the pool.
      const off = await twice(() => appName.execute(pooled.db));
      expect(off.rows[0]!.app).not.toBe('storyloom reads');
    });

    it('answers exactly as node-postgres does: column types and the parameters it is given', async () => {
      const when = new Date('2026-11-28T13:44:38.123Z');
      const ids = ['7c9e6679-7425-40de-944b-e07fc1f90ae7', '1b4e28ba-2fa1-11d2-883f-0016d3cca427'];
      const query = (d: Kysely<Tables>) =>
        sql`SELECT now() - now() + ${when}::timestamptz AS at, 9007199254740993::bigint AS big, 12.50::numeric(10, 2) AS money,
          2.5::double precision AS ratio, 7 AS small, true AS yes, NULL::text AS nothing, 'tekst ✓' AS words,
          ${'{"a": [1, 2], "b": "c"}'}::jsonb AS from_text, ${JSON.stringify({ d: 'e' })}::jsonb AS from_json,
          ${ids}::uuid[] AS id_list, ARRAY['x', 'y,z', NULL] AS text_list, ${false}::boolean AS flag,
          ${'true'}::boolean AS flag_text, ${ids[0]}::uuid = ANY(${ids}::uuid[]) AS found, ${when} AS param_date,
          '\\x00ff'::bytea AS bytes, count(*) AS n FROM generate_series(1, 3)`.execute(d);
      const [viaPipeline, viaPool] = [await twice(() => query(db)), await twice(() => query(pooled.db))];
      expect(viaPipeline.rows).toEqual(viaPool.rows);
      expect(viaPipeline.rows[0]).toMatchObject({
        at: when,
        big: '9007199254740993',
        money: '12.50',
        ratio: 2.5,
        from_text: { a: [1, 2], b: 'c' },
        from_json: { d: 'e' },
        id_list: ids,
        text_list: ['x', 'y,z', null],
        flag: false,
        flag_text: true,
        found: true,
        n: '3',
      });
    });

    it('keeps concurrent reads apart, and a failing one fails alone', async () => {
      const one = (n: number) => sql<{ n: number }>`SELECT ${n}::int AS n`.execute(db);
      await twice(() => one(0));
      const divide = (n: number) => sql<{ q: number }>`SELECT 10 / ${n}::int AS q`.execute(db);
      await twice(() => divide(5));
      const answers = await Promise.allSettled(Array.from({ length: 300 }, (_, i) => (i % 50 === 7 ? divide(0) : one(i))));
      answers.forEach((answer, i) => {
        if (i % 50 === 7) {
          expect(answer.status).toBe('rejected');
          expect((answer as PromiseRejectedResult).reason).toMatchObject({ code: '22012' });
        } else {
          expect(answer).toEqual({ status: 'fulfilled', value: { rows: [{ n: i }] } });
        }
      });
    });

    it('reads what was committed before it, and never what a transaction has not committed', async () => {
      const read = async (id: number) => (await sql<{ note: string }>`SELECT note FROM t WHERE id = ${id}`.execute(db)).rows;
      await twice(() => read(0));
      for (let id = 1; id <= 20; id++) {
        await sql`INSERT INTO t (id, note) VALUES (${id}, ${`row ${id}`})`.execute(db);
        expect(await read(id)).toEqual([{ note: `row ${id}` }]);
      }
      await db.transaction().execute(async (trx) => {
        await sql`UPDATE t SET note = 'changed' WHERE id = 1`.execute(trx);
        // The transaction sees its change; the pipeline, outside it, does not until it commits.
        expect(await read(1)).toEqual([{ note: 'row 1' }]);
        const inside = await sql<{ note: string }>`SELECT note FROM t WHERE id = 1`.execute(trx);
        expect(inside.rows).toEqual([{ note: 'changed' }]);
      });
      expect(await read(1)).toEqual([{ note: 'changed' }]);
    });
  });
