// Discover at scale: 100k showcase videos and 1M likes on embedded PGlite, timed through the real HTTP handlers.
// Figures are reported next to a baseline request (GET /auth/user) measured in the same run.
import { sql } from 'kysely';
import { bearer, startTestServer } from '../testing/harness.ts';

export interface DiscoverBenchOptions {
  videos: number;
  likes: number;
  users: number;
  runs: number;
  log: (line: string) => void;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export async function benchDiscover(options: DiscoverBenchOptions) {
  const { log } = options;
  // The bench needs PGlite, whatever DATABASE_URL says.
  const savedUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  const server = await startTestServer({ ACCESS_TOKEN_TTL_SECONDS: String(86_400) });
  if (savedUrl) process.env.DATABASE_URL = savedUrl;
  try {
    const viewer = await server.signUp('viewer@example.com');
    const db = server.ctx.database.db;
    const seedStarted = performance.now();
    const categories = sql.raw(
      `ARRAY['childrens_bedtime_story','fantasy_story','sci_fi_story','viral_story','romantic_story','funny_friends_story']`,
    );
    const words = sql.raw(
      `ARRAY['moon','dragon','rocket','forest','ocean','castle','robot','garden','winter','pirate','owl','train']`,
    );
    await sql`INSERT INTO users (email, created_at)
      SELECT 'seed' || g || '@example.com', now() FROM generate_series(1, ${options.users}) g`.execute(db);
    await sql`CREATE TEMP TABLE seed_users AS SELECT id, row_number() OVER (ORDER BY email) AS n FROM users WHERE email LIKE 'seed%'`.execute(
      db,
    );
    await sql`INSERT INTO projects (id, user_id, story_title, created_at, modified_at)
      SELECT md5('p' || g)::uuid, u.id, 'Story ' || g, now(), now()
      FROM generate_series(1, ${options.videos}) g JOIN seed_users u ON u.n = 1 + (g % ${options.users})`.execute(db);
    await sql`INSERT INTO project_files (id, project_id, kind, blob_key, file_name, content_type, size_bytes)
      SELECT md5('f' || g)::uuid, md5('p' || g)::uuid, 'video', md5('f' || g) || '.mp4', 'storybook-video.mp4', 'video/mp4', 1000000
      FROM generate_series(1, ${options.videos}) g`.execute(db);
    await sql`INSERT INTO showcase_videos (id, project_id, user_id, title, description, category, video_file_id, duration_seconds,
        view_count, is_featured, created_at)
      SELECT md5('v' || g)::uuid, p.id, p.user_id,
        initcap((${words})[1 + g % 12]) || ' and the ' || (${words})[1 + (g / 12) % 12] || ' ' || g,
        'A story about a ' || (${words})[1 + (g / 144) % 12] || ' who finds a ' || (${words})[1 + (g / 7) % 12],
        (${categories})[1 + g % 6], md5('f' || g)::uuid, 60 + g % 240, (g * 7919) % 5000, g % 97 = 0,
        now() - (g || ' minutes')::interval
      FROM generate_series(1, ${options.videos}) g JOIN projects p ON p.id = md5('p' || g)::uuid`.execute(db);
    // Likes in bulk with the counting trigger off, then the counts set from the rows once (what the trigger keeps).
    await sql`ALTER TABLE video_likes DISABLE TRIGGER video_likes_count_trigger`.execute(db);
    const perUser = Math.ceil(options.likes / options.users);
    await sql`INSERT INTO video_likes (video_id, user_id, is_like)
      SELECT md5('v' || (1 + (u.n * 104729 + k * 7) % ${options.videos}))::uuid, u.id, (u.n + k) % 5 <> 0
      FROM seed_users u, generate_series(1, ${perUser}) k
      ON CONFLICT DO NOTHING`.execute(db);
    await sql`ALTER TABLE video_likes ENABLE TRIGGER video_likes_count_trigger`.execute(db);
    await sql`UPDATE showcase_videos v SET likes_count = c.likes, dislikes_count = c.dislikes
      FROM (SELECT video_id, count(*) FILTER (WHERE is_like) AS likes, count(*) FILTER (WHERE NOT is_like) AS dislikes
            FROM video_likes GROUP BY video_id) c WHERE c.video_id = v.id`.execute(db);
    await sql`ANALYZE`.execute(db);
    const counts = await sql<{ videos: string; likes: string }>`SELECT (SELECT count(*) FROM showcase_videos) AS videos,
      (SELECT count(*) FROM video_likes) AS likes`.execute(db);
    log(
      `seeded ${counts.rows[0]!.videos} videos and ${counts.rows[0]!.likes} likes in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const time = async (url: string) => {
      const samples: number[] = [];
      for (let i = 0; i < options.runs + 3; i++) {
        const started = performance.now();
        const res = await server.app.inject({ method: 'GET', url, headers: bearer(viewer.token) });
        const elapsed = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        if (i >= 3) samples.push(elapsed); // the first runs warm caches and plans
      }
      samples.sort((a, b) => a - b);
      return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
    };

    const baseline = await time('/api/auth/user');
    const cases: [string, string][] = [
      ['sort created_at (Latest)', '/api/discover/videos'],
      ['sort likes', '/api/discover/videos?sort_by=likes'],
      ['sort views', '/api/discover/videos?sort_by=views'],
      ['sort dislikes', '/api/discover/videos?sort_by=dislikes'],
      ['search "dragon"', '/api/discover/videos?search=dragon'],
      ['search "pirate who finds a owl"', '/api/discover/videos?search=pirate%20who%20finds%20a%20owl'],
      ['search with no match', '/api/discover/videos?search=zebra%20unicorn'],
      ['category + likes', '/api/discover/videos?category=fantasy_story&sort_by=likes'],
      ['user e-mail filter', '/api/discover/videos?user_email=seed12'],
      ['user e-mail with no match', '/api/discover/videos?user_email=nobody%40nowhere'],
      ['featured only', '/api/discover/videos?featured_only=true'],
    ];
    log(
      `baseline GET /auth/user: p50 ${baseline.p50.toFixed(2)} ms, p95 ${baseline.p95.toFixed(2)} ms (${options.runs} runs each)`,
    );
    const results = [];
    for (const [name, url] of cases) {
      const t = await time(url);
      results.push({ name, ...t });
      log(
        `${name.padEnd(34)} p50 ${t.p50.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms  ` +
          `(p95 = ${(t.p95 / baseline.p95).toFixed(1)}× baseline)${t.p95 > 50 ? '  OVER the 50 ms goal' : ''}`,
      );
    }
    return { baseline, results };
  } finally {
    await server.close();
  }
}
