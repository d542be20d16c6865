import { sql } from 'kysely';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './index.ts';
import { loadMigrations, migrate, type Migration } from './migrate.ts';
import { testTargets } from './testing.ts';

describe.each(testTargets())('migrations on $name', (target) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('applies every numbered migration once, in order', async () => {
    database = await target.open();
    const all = await loadMigrations();
    expect(all.map((m) => m.version)).toEqual(all.map((_, i) => i + 1));

    expect(await migrate(database)).toEqual(all.map((m) => m.version));
    expect(await migrate(database)).toEqual([]);

    const rows = await database.db.selectFrom('schema_migrations').select(['version', 'name']).orderBy('version').execute();
    expect(rows).toEqual(all.map((m) => ({ version: m.version, name: m.name })));
  });

  it('creates the accounts table with case-insensitive unique e-mails', async () => {
    database = await target.open();
    await migrate(database);
    await database.db.insertInto('users').values({ email: 'Ana@Example.com' }).execute();
    await expect(database.db.insertInto('users').values({ email: 'ana@example.COM' }).execute()).rejects.toThrow(/unique/i);
    const user = await database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.created_at).toBeInstanceOf(Date);
  });

  it('rolls back a failing migration completely', async () => {
    database = await target.open();
    const broken: Migration[] = [
      { version: 1, name: 'good', sql: 'CREATE TABLE kept_only_if_all_pass (id int);' },
      { version: 2, name: 'bad', sql: 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;' },
    ];
    await expect(migrate(database, broken)).rejects.toThrow(/Migration 2_bad failed: .*no_such_table/);
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public'`.execute(database.db);
    expect(tables.rows.map((r) => r.table_name)).not.toContain('kept_only_if_all_pass');
    expect(tables.rows.map((r) => r.table_name)).not.toContain('half_done');
  });

  it('refuses a database that is ahead of this build', async () => {
    database = await target.open();
    await migrate(database);
    const all = await loadMigrations();
    await expect(migrate(database, all.slice(0, 0))).rejects.toThrow(/does not know/);
  });
});

// Only a server has several connections that can race; PGlite serialises everything on one.
describe.each(testTargets().filter((t) => t.name === 'postgres'))('migrations on a shared $name server', (target) => {
  it('lets concurrent servers start together: each migration applies once', async () => {
    const database = await target.open();
    const results = await Promise.all([migrate(database), migrate(database), migrate(database)]);
    const applied = results.flat().sort((a, b) => a - b);
    const all = await loadMigrations();
    expect(applied).toEqual(all.map((m) => m.version));
    await database.close();
  });
});

describe('migration files', () => {
  it('must be numbered without gaps', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sl-migrations-'));
    await fs.writeFile(path.join(dir, '0001_a.sql'), 'select 1;');
    await fs.writeFile(path.join(dir, '0003_c.sql'), 'select 1;');
    await expect(loadMigrations(dir)).rejects.toThrow(/without gaps/);
    await fs.rm(dir, { recursive: true });
  });
});
