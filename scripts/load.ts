// `npm run test:load`: 200 simulated users, each with its own token, browse the gallery (GET /api/projects/), the
// Discover feed (GET /api/discover/videos) and their notifications (GET /api/notifications/) at once for 60 s
// against a real API process on loopback. Embedded PGlite by default; a scratch database on the PostgreSQL server
// when DATABASE_URL is set. Exits non-zero on any connection error, timeout or non-2xx answer.
// LOAD_SECONDS shortens the run, LOAD_USERS changes the number of users (and connections).
import { sql } from 'kysely';
import { formatLoad, runLoad, seedGallery, seedInstallation } from '../server/src/bench/api.ts';
import {
  createInstallation,
  deployedApiEnv,
  signUp,
  startApi,
  stopProcess,
  type RunningProcess,
} from '../tests/quality/servers.ts';

const USERS = Number(process.env.LOAD_USERS ?? 200);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const PROJECTS_PER_USER = 24;
/** The Discover feed's owner: enough projects for a few showcase videos (one in 200 is shared). */
const PUBLISHER_PROJECTS = 1_000;
const NOTIFICATIONS_PER_USER = 5;
const BROWSING = ['/api/projects/', '/api/discover/videos', '/api/notifications/'];
const log = (line: string) => console.log(`load: ${line}`);

const databaseServer = process.env.DATABASE_URL || undefined;
const env = {
  ...deployedApiEnv(databaseServer),
  // Setup signs up every user from one address; the browsing itself never touches the auth limits.
  AUTH_RATE_LIMIT_PER_IP: String(USERS * 10),
  ACCESS_TOKEN_TTL_SECONDS: '86400',
};

const installation = await createInstallation(databaseServer);
let api: RunningProcess | undefined;
let failed = false;
try {
  const started = performance.now();
  api = await startApi(installation, env);
  const origin = api.origin;
  const users: Awaited<ReturnType<typeof signUp>>[] = [];
  for (let i = 0; i < USERS; i += 10) {
    users.push(...(await Promise.all(Array.from({ length: Math.min(10, USERS - i) }, () => signUp(origin)))));
  }
  await stopProcess(api);
  await seedInstallation(installation, async (db) => {
    for (const [i, user] of users.entries()) {
      await seedGallery(db, user.userId, i === 0 ? PUBLISHER_PROJECTS : PROJECTS_PER_USER, `load-${i}`);
    }
    await sql`INSERT INTO notifications (user_id, type, title, message)
      SELECT u.id, 'system', 'Notice ' || n, 'Something happened to your stories (' || n || ').'
      FROM users u, generate_series(1, ${NOTIFICATIONS_PER_USER}) n`.execute(db);
  });
  api = await startApi(installation, env);
  const shared = await fetch(`${api.origin}/api/discover/videos`, {
    headers: { authorization: `Bearer ${users[0]!.token}` },
  }).then((r) => r.json() as Promise<{ videos: unknown[] }>);
  log(
    `${databaseServer ? 'PostgreSQL server' : 'embedded PGlite'}: ${USERS} users signed up, ` +
      `${PUBLISHER_PROJECTS + (USERS - 1) * PROJECTS_PER_USER} projects, ${shared.videos.length} Discover videos, ` +
      `${USERS * NOTIFICATIONS_PER_USER} notifications in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // One connection per user; each walks gallery → Discover → notifications → gallery … with its own token.
  let next = 0;
  const result = await runLoad({
    url: api.origin,
    connections: USERS,
    duration: SECONDS,
    setupClient: (client) => {
      const user = users[next++ % users.length]!;
      client.setRequests(BROWSING.map((path) => ({ method: 'GET', path, headers: { authorization: `Bearer ${user.token}` } })));
    },
  });
  log(`${USERS} users for ${SECONDS} s: ${formatLoad(result)}`);
  log(`status codes: ${JSON.stringify(result.statuses)}`);
  if (result.errors || result.timeouts || result.non2xx || result.requests === 0) {
    failed = true;
    log(`FAILED: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`);
  }
} catch (error) {
  failed = true;
  console.error(error);
  if (api) console.error(api.output());
} finally {
  if (api) await stopProcess(api);
  await installation.remove();
}
process.exit(failed ? 1 : 0);
