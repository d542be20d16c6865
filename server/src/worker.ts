/**
 * `npm run worker`: works the job queue (video renders, demo stories) without serving the API, to scale renders
 * out to more machines. Needs a PostgreSQL server (DATABASE_URL): the embedded database belongs to one process,
 * and that process (`npm start`) works the queue itself (VIDEO_WORKERS).
 */
import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { buildServer } from './http/app.ts';
import { loadSecrets } from './secrets.ts';
import { readVersion } from './system/version.ts';

async function main() {
  const config = loadConfig({ ...process.env, VIDEO_WORKERS: process.env.VIDEO_WORKERS || '1', SEED_DEMO: '0' });
  if (!config.databaseUrl) {
    throw new ConfigError(
      'npm run worker needs DATABASE_URL (a PostgreSQL server). With the embedded database, `npm start` works the queue itself.',
    );
  }
  if (config.videoWorkers < 1) throw new ConfigError('VIDEO_WORKERS must be at least 1 for a worker process.');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
    readConnections: config.databaseReadConnections,
  });
  await migrate(database);
  const secrets = await loadSecrets(config);
  // The same server, never listening: its onReady hooks start the workers.
  const app = await buildServer({ config, database, secrets, version: await readVersion() });
  await app.ready();
  app.log.info({ workers: config.videoWorkers }, 'Storyloom worker is working the job queue');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'worker shutting down; an interrupted render is retried by another worker');
    setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
