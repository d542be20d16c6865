import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../config.ts';
import type { AppContext, Clock } from '../context.ts';
import type { Database } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { openTestDatabase } from '../db/testing.ts';
import { buildServer } from '../http/app.ts';
import { embeddedImageProvider } from '../providers/image/embedded.ts';
import { embeddedTextProvider } from '../providers/text/embedded.ts';
import { deriveSecrets } from '../secrets.ts';
import { createBlobStore } from '../storage/createBlobStore.ts';

/** A clock tests move by hand. */
export class TestClock implements Clock {
  private current: Date;
  constructor(start = new Date('2026-06-01T12:00:00Z')) {
    this.current = start;
  }
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestServer {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  close(): Promise<void>;
  /** Signs a new user up through the API; returns the access token and the user's id. */
  signUp(email?: string, password?: string): Promise<{ token: string; refresh: string; userId: string; email: string }>;
}

export const GOOD_PASSWORD = 'Str0ng!pass';

/** The real server over a fresh, migrated database (PGlite, or a scratch database on DATABASE_URL's server). */
export async function startTestServer(
  env: Record<string, string> = {},
  database?: Database,
  options: { ai?: Partial<AppContext['ai']> } = {},
): Promise<TestServer> {
  const db = database ?? (await openTestDatabase());
  await migrate(db);
  const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storyloom-media-'));
  const config: Config = loadConfig({
    DATA_DIR: '/nonexistent',
    MEDIA_DIR: mediaDir,
    APP_DIST_DIR: '/nonexistent',
    AUTH_RATE_LIMIT_PER_IP: '1000',
    // No render workers unless a test asks for them: most servers never queue a job (and then never start the queue).
    VIDEO_WORKERS: '0',
    SEED_DEMO: '0',
    // Voice samples are the same for every test server: synthesise each once per machine.
    CACHE_DIR: path.join(os.tmpdir(), 'storyloom-test-cache'),
    ...env,
  });
  const clock = new TestClock();
  const secrets = deriveSecrets(crypto.randomBytes(32));
  // The media folder above, or the bucket a test names with STORAGE=s3.
  const storage = createBlobStore(config);
  const ai = { text: options.ai?.text ?? embeddedTextProvider, image: options.ai?.image ?? embeddedImageProvider };
  const app = await buildServer({ config, database: db, secrets, clock, storage, ai, version: 'test', logger: false });
  await app.ready();
  const ctx: AppContext = app.storyloom;
  return {
    app,
    ctx,
    clock,
    async close() {
      await app.close();
      await db.close();
      await fs.rm(mediaDir, { recursive: true, force: true });
    },
    async signUp(email = `user-${crypto.randomUUID()}@example.com`, password = GOOD_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
      const body = res.json();
      return { token: body.session.access_token, refresh: body.session.refresh_token, userId: body.user.id, email };
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
