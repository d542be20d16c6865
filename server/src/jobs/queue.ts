/**
 * The job queue: pg-boss in the application's database (its own `pgboss` schema). On a Postgres server it has its
 * own small pool; on PGlite its statements share the one connection with the app, taken in turn (see db/index.ts).
 * Started lazily: an API process that never queues or works a job never installs or polls anything.
 */
import { PgBoss, type ConstructorOptions } from 'pg-boss';
import type { Database } from '../db/index.ts';

/** The few log calls the queue makes (the app's logger, forwarded). */
export interface QueueLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface QueueOptions {
  /** How often the supervisor looks for jobs whose worker stopped sending heartbeats (a crashed process). */
  superviseIntervalSeconds?: number;
}

export class JobQueue {
  private started: Promise<PgBoss> | null = null;
  private stopped = false;
  private readonly database: Database;
  private readonly log: QueueLogger;
  private readonly options: QueueOptions;

  constructor(database: Database, log: QueueLogger, options: QueueOptions = {}) {
    this.database = database;
    this.log = log;
    this.options = options;
  }

  /** The started pg-boss instance (installs its schema on first use, under pg-boss's own advisory lock). */
  boss(): Promise<PgBoss> {
    if (this.stopped) return Promise.reject(new Error('the job queue has been stopped'));
    this.started ??= this.start().catch((error: unknown) => {
      this.started = null;
      throw error;
    });
    return this.started;
  }

  private async start(): Promise<PgBoss> {
    const queue = this.database.queue;
    const common: ConstructorOptions = {
      superviseIntervalSeconds: this.options.superviseIntervalSeconds ?? 10,
      monitorIntervalSeconds: this.options.superviseIntervalSeconds ?? 10,
    };
    const boss =
      'connectionString' in queue
        ? new PgBoss({ ...common, connectionString: queue.connectionString, max: 4 })
        : new PgBoss({ ...common, db: queue, backend: 'pglite' });
    boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
    const started = performance.now();
    await boss.start();
    this.log.info({ ms: Math.round(performance.now() - started) }, 'job queue started');
    return boss;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const started = this.started;
    this.started = null;
    if (!started) return;
    const boss = await started.catch(() => null);
    // Not graceful-waiting: an interrupted job is retried by the next process (its heartbeat stops).
    await boss?.stop({ graceful: true, timeout: 5000 }).catch((error: unknown) => {
      this.log.warn({ err: error }, 'job queue did not stop cleanly');
    });
  }
}
