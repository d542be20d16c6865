// The gallery list through a real API process: `GET /api/projects/` for a user with 10 000 projects (page 1, a middle
// page and the last page) under autocannon, on the PostgreSQL server (DATABASE_URL; a scratch database) at 50
// connections and on embedded PGlite at 10, next to a bare Fastify hello-world in its own process, measured the same
// way just before and just after each case. Every figure is a ratio or a latency from this run, with the CPU time each
// process (API, local PostgreSQL, autocannon) spent per request. Each case runs as the server ships (read
// caches on: a repeated page is answered from memory until the user's projects change) and again with READ_CACHE=0
// (the database on every request), reported as "(uncached)".
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql, type Kysely } from 'kysely';
import {
  ROOT,
  apiClient,
  createInstallation,
  deployedApiEnv,
  signUp,
  startApi,
  stopProcess,
  waitUntilAnswering,
  type Installation,
  type RunningProcess,
} from '../../../tests/quality/servers.ts';
import { openDatabase, type Tables } from '../db/index.ts';
import { countCpu, formatCpu, type CpuPerRequest } from './cpu.ts';
import type { Ok } from '../http/types.ts';
import { freePort } from '../testing/net.ts';

const STORY_TYPES = [
  'childrens_bedtime_story',
  'fantasy_story',
  'sci_fi_story',
  'viral_story',
  'romantic_story',
  'funny_friends_story',
];
const WORDS = ['moon', 'dragon', 'rocket', 'forest', 'ocean', 'castle', 'robot', 'garden', 'winter', 'pirate', 'owl', 'train'];

/**
 * Adds `count` gallery projects to a user through the real tables, in a few multi-row statements: titles and
 * settings, stage flags, uploads on half, a 3-page story with images, versions and narration on a third, a final
 * video on one in twenty and a showcase entry on one in two hundred. Files are rows only (the gallery lists rows
 * and signs keys; it never reads the bytes). `tag` keeps ids and keys apart when one database is seeded twice.
 */
export async function seedGallery(db: Kysely<Tables>, userId: string, count: number, tag = 'seed'): Promise<void> {
  const types = sql.raw(`ARRAY[${STORY_TYPES.map((t) => `'${t}'`).join(',')}]`);
  const words = sql.raw(`ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`);
  const pid = sql.raw(`md5(${sqlText(tag)} || ':p:' || g)::uuid`);
  const fid = (kind: string, page: string) => sql.raw(`md5(${sqlText(tag)} || ':f:${kind}:' || g || ':' || ${page})::uuid`);
  const key = (kind: string, page: string, ext: string) =>
    sql.raw(`md5(${sqlText(tag)} || ':f:${kind}:' || g || ':' || ${page}) || '.${ext}'`);
  const series = sql`generate_series(1, ${count}) g`;
  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO projects (id, user_id, story_title, context, theme, character_description, story_type, num_pages,
        current_stage, stage_1_completed, stage_2_completed, stage_3_completed, created_at, modified_at)
      SELECT ${pid}, ${userId},
        CASE WHEN g % 10 = 0 THEN NULL ELSE initcap((${words})[1 + g % 12]) || ' and the ' || (${words})[1 + (g / 12) % 12] || ' ' || g END,
        'A ' || (${words})[1 + (g / 7) % 12] || ' story for the family, number ' || g,
        (${words})[1 + (g / 3) % 12] || ' and friendship',
        'A small ' || (${words})[1 + (g / 5) % 12] || ' with a big heart',
        (${types})[1 + g % 6], 3,
        1 + g % 3, g % 3 >= 1, g % 3 = 2, g % 20 = 0,
        now() - ((${count} - g) || ' minutes')::interval, now() - ((${count} - g) || ' minutes')::interval + interval '30 seconds'
      FROM ${series}`.execute(trx);
    // Uploads on every other project.
    await sql`INSERT INTO project_files (id, project_id, kind, blob_key, file_name, content_type, size_bytes)
      SELECT ${fid('uploaded_image', '0')}, ${pid}, 'uploaded_image', ${key('uploaded_image', '0', 'jpg')}, 'photo.jpg', 'image/jpeg', 250000
      FROM ${series} WHERE g % 2 = 0`.execute(trx);
    // Stage 2 and later (g % 3 = 2): three page images with an original version each, current pointers, narration.
    await sql`INSERT INTO project_files (id, project_id, kind, page_number, blob_key, file_name, content_type, size_bytes)
      SELECT ${fid('generated_image', 'n')}, ${pid}, 'generated_image', n, ${key('generated_image', 'n', 'png')},
        'page-' || n || '.png', 'image/png', 400000
      FROM ${series}, generate_series(1, 3) n WHERE g % 3 = 2`.execute(trx);
    await sql`INSERT INTO image_versions (project_id, page_index, version_index, file_id, label, is_original)
      SELECT ${pid}, n - 1, 0, ${fid('generated_image', 'n')}, 'Original', true
      FROM ${series}, generate_series(1, 3) n WHERE g % 3 = 2`.execute(trx);
    await sql`INSERT INTO current_image_versions (project_id, page_index, version_index)
      SELECT ${pid}, n - 1, 0 FROM ${series}, generate_series(1, 3) n WHERE g % 3 = 2`.execute(trx);
    await sql`INSERT INTO project_files (id, project_id, kind, page_number, blob_key, file_name, content_type, size_bytes)
      SELECT ${fid('audio', 'n')}, ${pid}, 'audio', n, ${key('audio', 'n', 'mp3')}, 'page-' || n || '.mp3', 'audio/mpeg', 90000
      FROM ${series}, generate_series(1, 3) n WHERE g % 6 = 5`.execute(trx);
    // A final video on one in twenty, shared to the showcase on one in two hundred.
    await sql`INSERT INTO project_files (id, project_id, kind, blob_key, file_name, content_type, size_bytes)
      SELECT ${fid('video', '0')}, ${pid}, 'video', ${key('video', '0', 'mp4')}, 'storybook-video.mp4', 'video/mp4', 3000000
      FROM ${series} WHERE g % 20 = 0`.execute(trx);
    await sql`INSERT INTO showcase_videos (project_id, user_id, title, description, category, video_file_id, duration_seconds)
      SELECT ${pid}, ${userId}, 'Shared story ' || g, 'A story about a ' || (${words})[1 + g % 12], (${types})[1 + g % 6],
        ${fid('video', '0')}, 45
      FROM ${series} WHERE g % 200 = 0`.execute(trx);
  });
}

function sqlText(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Connection errors, timeouts and non-2xx answers (with their status codes). */
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: Record<string, number>;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * autocannon with every response's latency kept (its own histogram has no p95). `requests` cycle per connection;
 * `setupClient` may give each connection its own headers (a user's token).
 */
export async function runLoad(options: autocannon.Options): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ timeout: 10, ...options }, (error, done) => (error ? reject(error) : resolve(done)));
    // The instance reports every response as (client, status, bytes, ms); the typings leave the client out.
    (instance as NodeJS.EventEmitter).on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    seconds: result.duration,
    perSecond: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}

export const formatLoad = (r: LoadResult) =>
  `${r.perSecond.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p95 ${r.p95.toFixed(1)} ms  ` +
  `p99 ${r.p99.toFixed(1)} ms  max ${r.max.toFixed(1)} ms  (${r.requests} requests in ${r.seconds.toFixed(1)} s` +
  `${r.errors || r.non2xx ? `, ${r.errors} errors, ${r.timeouts} timeouts, statuses ${JSON.stringify(r.statuses)}` : ''})`;

/** A bare Fastify hello-world (the server's own Fastify) in its own process on a free loopback port. */
export async function startHelloWorld(): Promise<RunningProcess> {
  const port = await freePort();
  const script = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ host: '127.0.0.1', port: ${port} });
    process.on('SIGTERM', () => app.close().then(() => process.exit(0)));`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.join(ROOT, 'server'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const proc: RunningProcess = { child, origin: `http://127.0.0.1:${port}`, output: () => output };
  await waitUntilAnswering(`${proc.origin}/`, proc);
  return proc;
}

/**
 * A user with `projects` seeded projects on a fresh installation, and an API process over it. The API process is
 * stopped while the rows go in (embedded PGlite allows one process at a time), then started again.
 */
export async function galleryInstallation(
  databaseServer: string | undefined,
  projects: number,
  env: Record<string, string> = {},
) {
  const installation = await createInstallation(databaseServer);
  let api: RunningProcess | undefined;
  try {
    const first = await startApi(installation, env);
    const user = await signUp(first.origin);
    await stopProcess(first);
    await seedInstallation(installation, async (db) => seedGallery(db, user.userId, projects));
    api = await startApi(installation, env);
    return { installation, api, user };
  } catch (error) {
    if (api) await stopProcess(api);
    await installation.remove();
    throw error;
  }
}

/** Runs `seed` on the installation's database (no server process may hold it), then vacuums and analyzes. */
export async function seedInstallation(installation: Installation, seed: (db: Kysely<Tables>) => Promise<void>) {
  const database = await openDatabase({
    databaseUrl: installation.databaseUrl,
    pgliteDir: path.join(installation.dataDir, 'pgdata'),
    poolSize: 1,
  });
  try {
    await seed(database.db);
    // Fresh statistics and a visibility map, as autovacuum would leave them (index-only scans need the latter).
    await sql`VACUUM ANALYZE`.execute(database.db);
  } finally {
    await database.close();
  }
}

export interface ApiBenchOptions {
  projects: number;
  seconds: number;
  warmupSeconds: number;
  /** Connections on the PostgreSQL server and on PGlite. */
  connections: { postgres: number; pglite: number };
  log: (line: string) => void;
}

type GalleryPage = Ok<'listProjects'>;

interface CaseResult {
  name: string;
  result: LoadResult & {
    cpu?: CpuPerRequest;
    /** The hello-world's req/s measured just before and just after this case, at the same connections. */
    baselines?: [number, number];
  };
}

export async function benchApi(options: ApiBenchOptions) {
  const { log } = options;
  const limit = 12;
  const lastPage = Math.ceil(options.projects / limit);
  const middlePage = Math.ceil(lastPage / 2);
  const cases: [string, string][] = [
    // The floor for any request that touches the database: this server's stack and one `select 1` round trip.
    ['GET /health', '/api/health'],
    // What every authenticated request costs (token, session row, framework): the gallery's share is the rest.
    ['GET /auth/user', '/api/auth/user'],
    ['page 1', '/api/projects/?page=1'],
    [`middle page ${middlePage}`, `/api/projects/?page=${middlePage}`],
    [`last page ${lastPage}`, `/api/projects/?page=${lastPage}`],
  ];

  // The hello-world answers throughout; every case is measured between two runs of it, and its ratio is against their
  // mean: these machines change speed from one minute to the next (one run here saw the hello-world cost 18 µs a
  // request at its start and 36 µs ten minutes later), which a single baseline at the start would count as the API's.
  const hello = await startHelloWorld();
  const baselineSeconds = Math.max(3, Math.round(options.seconds / 2));
  const helloRate = async (connections: number) => {
    const run = await runLoad({ url: `${hello.origin}/`, connections, duration: baselineSeconds });
    if (run.errors || run.non2xx) throw new Error(`hello-world failed under load: ${formatLoad(run)}`);
    return run.perSecond;
  };

  const measure = async (
    server: RunningProcess,
    url: string,
    connections: number,
    headers: Record<string, string> = {},
    { bracketed = true } = {},
  ): Promise<CaseResult['result']> => {
    const settings = { url: server.origin + url, connections, headers };
    const warm = await runLoad({ ...settings, duration: options.warmupSeconds });
    if (warm.errors || warm.non2xx) throw new Error(`warm-up of ${url} failed: ${formatLoad(warm)}`);
    const before = bracketed ? await helloRate(connections) : 0;
    // Which process spent the cores: on a small machine server, database and autocannon share them.
    const cpu = countCpu(server.child.pid);
    const result = await runLoad({ ...settings, duration: options.seconds });
    const spent = cpu?.(result.requests);
    if (result.errors || result.non2xx) throw new Error(`${url} failed under load: ${formatLoad(result)}`);
    const after = bracketed ? await helloRate(connections) : 0;
    return { ...result, ...(spent ? { cpu: spent } : {}), ...(bracketed ? { baselines: [before, after] } : {}) };
  };
  const ratioOf = (result: CaseResult['result']) => result.perSecond / ((result.baselines![0] + result.baselines![1]) / 2);

  const runOn = async (label: string, databaseServer: string | undefined, connections: number) => {
    const started = performance.now();
    const deployed = deployedApiEnv(databaseServer);
    const { installation, api, user } = await galleryInstallation(databaseServer, options.projects, {
      ...deployed,
      ACCESS_TOKEN_TTL_SECONDS: '86400',
    });
    let uncached: RunningProcess | undefined;
    try {
      log(`${label}: seeded ${options.projects} projects in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      // The answers are right before they are fast: the total, the page sizes and the order across the last page.
      const get = apiClient(api.origin, user.token);
      const first = await get<GalleryPage>('GET', '/projects/?page=1');
      const last = await get<GalleryPage>('GET', `/projects/?page=${lastPage}`);
      const expectedLast = options.projects - (lastPage - 1) * limit;
      if (
        first.pagination.total !== options.projects ||
        first.projects.length !== limit ||
        last.projects.length !== expectedLast
      ) {
        throw new Error(`${label}: wrong gallery answer: ${JSON.stringify([first.pagination, last.pagination])}`);
      }
      const stamps = last.projects.map((p) => p.modified_at);
      if (stamps.some((s, i) => i > 0 && s > stamps[i - 1]!)) throw new Error(`${label}: last page out of order`);

      const results: CaseResult[] = [];
      for (const [name, url] of cases) {
        const result = await measure(api, url, connections, { authorization: `Bearer ${user.token}` });
        results.push({ name, result });
      }
      // The same with the read caches off (READ_CACHE=0): every request checks the session and reads the page from
      // the database, which is what a first visit, or the first after a change, costs.
      await stopProcess(api);
      uncached = await startApi(installation, { ...deployed, ACCESS_TOKEN_TTL_SECONDS: '86400', READ_CACHE: '0' });
      for (const [name, url] of cases) {
        const result = await measure(uncached, url, connections, { authorization: `Bearer ${user.token}` });
        results.push({ name: `${name} (uncached)`, result });
      }
      return results;
    } finally {
      await stopProcess(api);
      if (uncached) await stopProcess(uncached);
      await installation.remove();
    }
  };

  log(
    `${options.seconds} s per case after a ${options.warmupSeconds} s warm-up, between two ${baselineSeconds} s runs of the ` +
      'hello-world (its ratio is against their mean); autocannon in this process, each server in its own',
  );
  try {
    return await measureAll();
  } finally {
    await stopProcess(hello);
  }

  async function measureAll() {
    const baseline: Record<number, CaseResult['result']> = {};
    for (const connections of new Set([options.connections.postgres, options.connections.pglite])) {
      const base = (baseline[connections] = await measure(hello, '/', connections, {}, { bracketed: false }));
      log(
        `bare Fastify hello-world, ${connections} connections: ${formatLoad(base)}${base.cpu ? `; ${formatCpu(base.cpu)}` : ''}`,
      );
    }

    const report = (label: string, results: CaseResult[], goal: (r: CaseResult['result']) => string) => {
      for (const { name, result } of results) {
        const [before, after] = result.baselines!;
        log(
          `${label} ${name.padEnd(16)} ${formatLoad(result)}  ratio ${ratioOf(result).toFixed(3)} of hello-world ` +
            `(${before.toFixed(0)} / ${after.toFixed(0)} req/s before / after)` +
            (name.includes('page')
              ? `  ${goal(result)}${name.includes('uncached') ? ' on the database path' : ' from the read cache'}`
              : '') +
            (result.cpu ? `; ${formatCpu(result.cpu)}` : ''),
        );
      }
    };

    const summary: Record<string, unknown> = { baseline };
    const databaseServer = process.env.DATABASE_URL;
    if (databaseServer) {
      const results = await runOn('PostgreSQL', databaseServer, options.connections.postgres);
      report(`PostgreSQL ${options.connections.postgres} conn`, results, (r) => {
        const ratio = ratioOf(r);
        return ratio >= 0.25 && r.p99 < 25
          ? 'goal met (ratio ≥ 0.25, p99 < 25 ms)'
          : 'MISSES the goal (ratio ≥ 0.25, p99 < 25 ms)';
      });
      summary.postgres = results;
    } else {
      log('PostgreSQL: skipped (set DATABASE_URL to a PostgreSQL server to measure it)');
    }

    // The embedded database whatever DATABASE_URL says.
    const results = await runOn('PGlite', undefined, options.connections.pglite);
    report(`PGlite ${options.connections.pglite} conn`, results, (r) =>
      r.p95 < 15 ? 'goal met (p95 < 15 ms)' : 'MISSES the goal (p95 < 15 ms)',
    );
    summary.pglite = results;
    return summary;
  }
}
