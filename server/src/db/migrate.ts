import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from './index.ts';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;
/** Arbitrary constant: serialises migrators when several server processes start together. */
const MIGRATION_LOCK_KEY = 7_245_101;

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = FILE_PATTERN.exec(file);
    if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
    const version = Number(match[1]);
    const previous = migrations.at(-1);
    if (previous && version !== previous.version + 1) {
      throw new Error(`Migrations must be numbered without gaps: ${file} follows ${previous.version}`);
    }
    migrations.push({ version, name: match[2]!, sql: await fs.readFile(path.join(dir, file), 'utf8') });
  }
  return migrations;
}

/** Applies pending migrations in one transaction; returns the versions it applied. */
export async function migrate(database: Database, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await loadMigrations());
  return database.scriptTransaction(async (run) => {
    await run(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await run(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await run('SELECT version FROM schema_migrations ORDER BY version');
    const applied = new Set(rows.map((r) => Number(r.version)));
    const latestKnown = all.at(-1)?.version ?? 0;
    const unknown = [...applied].filter((v) => v > latestKnown);
    if (unknown.length > 0) {
      throw new Error(`Database has migrations this server does not know (${unknown.join(', ')}): is it an older build?`);
    }
    const done: number[] = [];
    for (const m of all) {
      if (applied.has(m.version)) continue;
      try {
        await run(m.sql);
      } catch (error) {
        throw new Error(`Migration ${m.version}_${m.name} failed: ${(error as Error).message}`, { cause: error });
      }
      await run(`INSERT INTO schema_migrations (version, name) VALUES (${m.version}, '${m.name}')`);
      done.push(m.version);
    }
    return done;
  });
}
