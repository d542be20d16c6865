// `npm run check:consistency`: read-only checks of an installation (credit ledger, payments, video jobs, stored
// files). Reads the server's configuration (DATABASE_URL, else the embedded database in DATA_DIR/pgdata; MEDIA_DIR).
// Prints each problem and a last line `N problems`; exits 1 when there are any, 2 when it cannot check.
import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/index.ts';
import {
  checkConsistency,
  DEFAULT_GRACE_MS,
  storeInventory,
  type BlobInventory,
  type Problem,
} from '../domain/consistency/checks.ts';
import { createBlobStore } from '../storage/createBlobStore.ts';
import type { S3BlobStore } from '../storage/s3BlobStore.ts';

export const USAGE = `Usage: npm run check:consistency [-- --grace-minutes N]

Checks, without changing anything: each user's credits against the ledger, payments credited exactly once,
video jobs against the job queue (none stuck, none completed twice, each with its video), every stored file
against the media folder (none missing, no orphans) and the links the schema cannot enforce.
Work younger than the grace period (default ${DEFAULT_GRACE_MS / 60_000} minutes) counts as in flight.
With the embedded database, stop the server first.`;

export interface ConsistencyDeps {
  database: () => Promise<Database>;
  mediaDir: string;
  /** The blob store when it is not the local folder (STORAGE=s3). */
  inventory?: BlobInventory;
  out: (line: string) => void;
  err: (line: string) => void;
  now?: () => Date;
}

function parseGrace(argv: readonly string[]): number | 'help' {
  let graceMs = DEFAULT_GRACE_MS;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === 'help' || arg === '--help' || arg === '-h') return 'help';
    if (arg === '--grace-minutes') {
      const value = Number(argv[++i]);
      if (!Number.isFinite(value) || value < 0) throw new ConfigError('--grace-minutes needs a number ≥ 0');
      graceMs = value * 60_000;
    } else {
      throw new ConfigError(`unknown argument ${arg}`);
    }
  }
  return graceMs;
}

/** Runs the check; answers the exit code (0 consistent, 1 problems found, 2 could not check). */
export async function runConsistencyCheck(argv: readonly string[], deps: ConsistencyDeps): Promise<number> {
  let grace: number | 'help';
  try {
    grace = parseGrace(argv);
  } catch (error) {
    deps.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (grace === 'help') {
    deps.out(USAGE);
    return 0;
  }
  let problems: Problem[];
  let database: Database | undefined;
  try {
    database = await deps.database();
    problems = await checkConsistency(database, {
      mediaDir: deps.mediaDir,
      ...(deps.inventory ? { inventory: deps.inventory } : {}),
      graceMs: grace,
      ...(deps.now ? { now: deps.now() } : {}),
    });
  } catch (error) {
    deps.err(`Could not check: ${(error as Error).message}`);
    return 2;
  } finally {
    await database?.close();
  }
  for (const problem of problems) deps.out(`${problem.kind}: ${problem.message}`);
  deps.out(`${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  return problems.length > 0 ? 1 : 0;
}

async function main() {
  const config = loadConfig();
  const pgliteDir = path.join(config.dataDir, 'pgdata');
  const code = await runConsistencyCheck(process.argv.slice(2), {
    async database() {
      // Read-only: never create an empty embedded database (nor migrate one).
      if (!config.databaseUrl && !(await fs.stat(pgliteDir).catch(() => null))) {
        throw new Error(`no embedded database at ${pgliteDir} (set DATA_DIR, or DATABASE_URL)`);
      }
      const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir, poolSize: 2 });
      const applied = await database.db
        .selectFrom('schema_migrations')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst()
        .catch(() => undefined);
      if (!applied || Number(applied.n) === 0) {
        await database.close();
        throw new Error('the database has no Storyloom schema (start the server once first)');
      }
      return database;
    },
    mediaDir: config.mediaDir,
    ...(config.storage.kind === 's3' ? { inventory: storeInventory(createBlobStore(config) as S3BlobStore) } : {}),
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => console.error(line),
  });
  process.exitCode = code;
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
    process.exit(2);
  });
}
