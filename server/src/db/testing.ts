import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from './index.ts';

export interface TestTarget {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

/**
 * The databases a test suite runs on: embedded PGlite always; a PostgreSQL server too when DATABASE_URL is set
 * (CI sets it). Each open() gives a fresh, empty database that is dropped again on close().
 */
export function testTargets(env: NodeJS.ProcessEnv = process.env): TestTarget[] {
  const targets: TestTarget[] = [{ name: 'pglite', open: () => openDatabase({}) }];
  const serverUrl = env.DATABASE_URL;
  if (serverUrl) targets.push({ name: 'postgres', open: () => openScratchPostgres(serverUrl) });
  return targets;
}

/** The one database tests of a single-target suite run on: the server when DATABASE_URL is set, else PGlite. */
export function openTestDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  return env.DATABASE_URL ? openScratchPostgres(env.DATABASE_URL) : openDatabase({});
}

/**
 * A fresh, empty database on the PostgreSQL server at `serverUrl` (named `<prefix>_<pid>_<random>`): its URL, and how to
 * drop it again (after the connections to it are gone, or forcibly after two seconds).
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'storyloom_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        // pg's pool.end() resolves before the server has seen every connection go: wait for them, then drop.
        for (let i = 0; i < 100; i++) {
          const { rows } = await dropper.query('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
          if (rows[0].n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

async function openScratchPostgres(serverUrl: string): Promise<Database> {
  const scratch = await createScratchDatabase(serverUrl);
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await scratch.drop();
    },
  };
}
