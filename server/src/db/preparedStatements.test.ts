import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tables } from './index.ts';
import { rowCount, StatementNames } from './preparedStatements.ts';
import { testTargets } from './testing.ts';

describe('StatementNames', () => {
  it('names a data statement from its second call on, the same name every time', () => {
    const names = new StatementNames();
    const text = 'select * from projects where user_id = $1';
    expect(names.nameFor(text)).toBeUndefined();
    const name = names.nameFor(text);
    expect(name).toMatch(/^s_[\w-]{27}$/);
    expect(names.nameFor(text)).toBe(name);
    expect(names.nameFor(`${text} limit 12`)).toBeUndefined();
    expect(names.nameFor(`${text} limit 12`)).not.toBe(name);
  });

  it('never names other statements or very long ones', () => {
    const names = new StatementNames({ maxLength: 100 });
    for (const text of ['begin', 'create table t (id int)', 'DEALLOCATE s_x', `select '${'x'.repeat(200)}'`]) {
      expect(names.nameFor(text)).toBeUndefined();
      expect(names.nameFor(text)).toBeUndefined();
    }
    names.nameFor('  WITH x AS (select 1) select * from x');
    expect(names.nameFor('  WITH x AS (select 1) select * from x')).toBeDefined();
    names.nameFor('UPDATE t SET a = $1');
    expect(names.nameFor('UPDATE t SET a = $1')).toBeDefined();
  });
});

describe('rowCount', () => {
  it('accepts whole non-negative numbers only', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => rowCount(bad)).toThrow(/not a row count/);
    }
    expect(() => rowCount(0)).not.toThrow();
  });
});

/** The statements prepared on the connection that runs `fn`. */
async function preparedOn(db: Kysely<Tables>, fn: (conn: Kysely<Tables>) => Promise<void>) {
  return db.connection().execute(async (conn) => {
    await fn(conn);
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn);
    return rows.map((r) => r.statement);
  });
}

describe.each(testTargets())('prepared statements on $name', (target) => {
  let database: Database;
  let db: Kysely<Tables>;
  beforeAll(async () => {
    database = await target.open();
    db = database.db;
    await sql`create table prep_test (id int primary key, name text, at timestamptz, data jsonb, flag boolean, bytes bytea,
      tags text[])`.execute(db);
    await sql`insert into prep_test values
      (1, 'one', '2026-11-27T10:00:00Z', '{"a":1}', true, '\\x0102', '{x,y}'),
      (2, null, null, null, false, null, null),
      (3, 'thrée 🐉', '2026-11-27T12:00:00Z', '[1,2]', null, '\\x', '{}')`.execute(db);
  });
  afterAll(() => database?.close());

  const select = (conn: Kysely<Tables>, ids: number[], flag: boolean | null, limit: number) =>
    sql<Record<string, unknown>>`select * from prep_test where id = any(${ids}) and (${flag}::boolean is null or flag = ${flag})
      order by id limit ${rowCount(limit)}`.execute(conn);

  it('runs a repeated statement prepared, with the same rows and types as the first, unprepared run', async () => {
    const runs: unknown[] = [];
    const prepared = await preparedOn(db, async (conn) => {
      for (let i = 0; i < 3; i++) runs.push((await select(conn, [1, 2, 3], null, 10)).rows);
    });
    expect(prepared.some((s) => s.includes('from prep_test where id = any'))).toBe(true);
    expect(runs[1]).toEqual(runs[0]);
    expect(runs[2]).toEqual(runs[0]);
    const [one, two, three] = runs[0] as Record<string, unknown>[];
    expect(one).toMatchObject({ id: 1, name: 'one', data: { a: 1 }, flag: true, tags: ['x', 'y'] });
    expect(one!.at).toEqual(new Date('2026-11-27T10:00:00Z'));
    expect([...(one!.bytes as Uint8Array)]).toEqual([1, 2]);
    expect(two).toMatchObject({ id: 2, name: null, at: null, data: null, flag: false, bytes: null, tags: null });
    expect(three).toMatchObject({ name: 'thrée 🐉', data: [1, 2], flag: null, tags: [] });

    // Other parameters and other row counts through the same statements.
    const other = await preparedOn(db, async (conn) => {
      expect((await select(conn, [1, 3], true, 10)).rows.map((r) => r.id)).toEqual([1]);
      expect((await select(conn, [1, 3], null, 1)).rows.map((r) => r.id)).toEqual([1]);
      expect((await select(conn, [1, 3], null, 1)).rows.map((r) => r.id)).toEqual([1]);
    });
    expect(other.some((s) => s.includes('limit 1\n') || /limit 1$/.test(s))).toBe(true);
  });

  it('reads rows larger than one chunk of the answer, multi-byte characters across the cuts included', async () => {
    // PGlite hands its answer over in pieces of its send buffer (8 kB), so a long row arrives cut in several places.
    const text = `${'ä'.repeat(7_001)}🐉${'x'.repeat(3)}`.repeat(25);
    const long = (n: number) =>
      sql<{ id: number; body: string }>`select g as id, repeat(${text}::text, g) as body
        from generate_series(1, ${n}::int) g order by g`.execute(db);
    for (let i = 0; i < 3; i++) {
      const { rows } = await long(3);
      expect(rows.map((r) => r.id)).toEqual([1, 2, 3]);
      expect(rows.map((r) => r.body.length)).toEqual([1, 2, 3].map((n) => text.length * n));
      expect(rows[2]!.body).toBe(text.repeat(3));
    }
  });

  it('answers errors of a prepared statement as before, and leaves it usable', async () => {
    await db.connection().execute(async (conn) => {
      const insert = (id: number) => sql`insert into prep_test (id, name) values (${id}, 'again')`.execute(conn);
      await insert(10);
      await insert(11);
      await expect(insert(11)).rejects.toMatchObject({ code: '23505' });
      await insert(12);
    });
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from prep_test where name = 'again'`.execute(db);
    expect(rows[0]!.n).toBe(3);
  });

  it('answers an error of a prepared SELECT as the database reported it', async () => {
    await db.connection().execute(async (conn) => {
      const divide = (by: number) => sql<{ x: number }>`select 10 / ${by}::int as x, ${'ö'}::text as y`.execute(conn);
      expect((await divide(2)).rows).toEqual([{ x: 5, y: 'ö' }]);
      expect((await divide(5)).rows).toEqual([{ x: 2, y: 'ö' }]);
      await expect(divide(0)).rejects.toMatchObject({ code: '22012', message: 'division by zero' });
      expect((await divide(1)).rows).toEqual([{ x: 10, y: 'ö' }]);
    });
  });

  it('waits for a transaction opened beside Kysely instead of running inside it', async () => {
    const count = () => sql<{ n: number }>`select count(*)::int as n from prep_test where name = 'inside'`.execute(db);
    await count(); // seen once: prepared from the next call on
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const script = database
      .scriptTransaction(async (run) => {
        await run(`insert into prep_test (id, name) values (100, 'inside')`);
        await gate;
        throw new Error('roll back');
      })
      .catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const counted = count();
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    expect((await counted).rows[0]!.n).toBe(0);
    expect(await script).toMatchObject({ message: 'roll back' });
  });

  it('recovers when the schema changed under a prepared statement', async () => {
    await db.connection().execute(async (conn) => {
      const all = () => sql<Record<string, unknown>>`select * from prep_test where id = ${1}`.execute(conn);
      await all();
      await all();
      await sql`alter table prep_test add column extra int default 7`.execute(conn);
      // The server refuses the old plan once at most ("cached plan must not change result type"); then it runs again.
      const next = await all().catch((error: unknown) => error);
      if (next instanceof Error) expect(next.message).toMatch(/cached plan must not change result type/);
      expect((await all()).rows[0]).toMatchObject({ id: 1, extra: 7 });
      expect((await all()).rows[0]).toMatchObject({ id: 1, extra: 7 });
    });
  });
});
