import path from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { buildServer } from './http/app.ts';
import { loadSecrets } from './secrets.ts';
import { readVersion } from './system/version.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
    readConnections: config.databaseReadConnections,
  });
  await migrate(database);
  const secrets = await loadSecrets(config);
  const app = await buildServer({ config, database, secrets, version: await readVersion() });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000).unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Storyloom is ready at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  const message = error instanceof ConfigError ? `Configuration error: ${error.message}` : error;
  console.error(message);
  process.exit(1);
});
