import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './index.ts';
import { rowCount } from './preparedStatements.ts';
import { QueryTemplates } from './queryTemplates.ts';
import { testTargets } from './testing.ts';

for (const target of testTargets()) {
  describe(`QueryTemplates on ${target.name}`, () => {
    let database: Database;
    beforeAll(async () => {
      database = await target.open();
      await sql`CREATE TABLE notes (id int PRIMARY KEY, owner text NOT NULL, body text NOT NULL)`.execute(database.db);
      await sql`INSERT INTO notes SELECT g, 'owner ' || (g % 3), 'note ' || g FROM generate_series(1, 30) g`.execute(database.db);
    });
    afterAll(() => database?.close());

    type Notes = { notes: { id: number; owner: string; body: string } };
    const db = () => database.db.withTables<Notes>();

    it('compiles a shape once and binds each call its own values', async () => {
      const templates = new QueryTemplates();
      const page = (owner: string, limit: number) =>
        templates.bind(`page:${limit}`, { owner, after: 3 }, (v) =>
          db()
            .selectFrom('notes')
            .select('id')
            .where('owner', '=', v.owner)
            .where('id', '>', v.after)
            .orderBy('id')
            .limit(rowCount(limit)),
        );
      const first = page('owner 1', 2);
      const second = page('owner 2', 2);
      expect(second.sql).toBe(first.sql);
      expect(first.parameters).toEqual(['owner 1', 3]);
      expect(second.parameters).toEqual(['owner 2', 3]);
      expect((await database.db.executeQuery(first)).rows).toEqual([{ id: 4 }, { id: 7 }]);
      expect((await database.db.executeQuery(second)).rows).toEqual([{ id: 5 }, { id: 8 }]);
      // What is written into the text is part of the shape: another limit, another statement.
      const longer = page('owner 1', 3);
      expect(longer.sql).not.toBe(first.sql);
      expect((await database.db.executeQuery(longer)).rows).toEqual([{ id: 4 }, { id: 7 }, { id: 10 }]);
    });

    it('refuses a template whose stand-in did not become a parameter', () => {
      const templates = new QueryTemplates();
      expect(() =>
        templates.bind('unused', { owner: 'owner 1', unused: 1 }, (v) =>
          db().selectFrom('notes').select('id').where('owner', '=', v.owner),
        ),
      ).toThrow(/unused did not become parameters/);
    });

    it('keeps at most `max` shapes', () => {
      const templates = new QueryTemplates(2);
      const build = (n: number) =>
        templates.bind(`n:${n}`, { owner: 'x' }, (v) =>
          db().selectFrom('notes').select(sql.lit(n).as('n')).where('owner', '=', v.owner),
        );
      const a = build(1);
      build(2);
      expect(templates.size).toBe(2);
      build(2);
      expect(templates.size).toBe(2);
      build(3); // full: the kept shapes go, n:3 is kept
      expect(templates.size).toBe(1);
      expect(build(1).sql).toBe(a.sql);
      expect(templates.size).toBe(2);
    });
  });
}
