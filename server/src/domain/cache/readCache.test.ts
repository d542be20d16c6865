import crypto from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/index.ts';
import { migrate } from '../../db/migrate.ts';
import { testTargets } from '../../db/testing.ts';
import { TestClock } from '../../testing/harness.ts';
import { OwnerCache, ReadCaches } from './readCache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

async function until(condition: () => boolean, what: string, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('OwnerCache', () => {
  const make = (clock = new TestClock(), maxAgeMs = 60_000) => {
    const cache = new OwnerCache<string>({ maxOwners: 3, maxKeysPerOwner: 2, maxAgeMs, clock });
    cache.enabled = true;
    return cache;
  };

  it('keeps an answer per owner and key until the owner is invalidated', async () => {
    const cache = make();
    let loads = 0;
    const load = async () => `answer ${++loads}`;
    expect(await cache.read('u1', 'a', load)).toBe('answer 1');
    expect(await cache.read('u1', 'a', load)).toBe('answer 1');
    expect(await cache.read('u1', 'b', load)).toBe('answer 2');
    expect(await cache.read('u2', 'a', load)).toBe('answer 3');
    cache.invalidate('u1');
    expect(await cache.read('u1', 'a', load)).toBe('answer 4');
    expect(await cache.read('u2', 'a', load)).toBe('answer 3');
    expect([cache.hits, cache.misses]).toEqual([2, 4]);
  });

  it('does not keep an answer read before a notice that arrived while it was read', async () => {
    const cache = make();
    const gate = deferred<string>();
    const slow = cache.read('u1', 'a', () => gate.promise);
    cache.invalidate('u1'); // the row changed while the old answer was on its way
    gate.resolve('old');
    expect(await slow).toBe('old'); // that request gets what it read ...
    expect(await cache.read('u1', 'a', async () => 'new')).toBe('new'); // ... but nobody after it
    expect(await cache.read('u1', 'a', async () => 'newer')).toBe('new');
  });

  it('keeps answers of other owners read across a notice, and answers read after one', async () => {
    const cache = make();
    const gate = deferred<string>();
    const slow = cache.read('u2', 'a', () => gate.promise);
    cache.invalidate('u1');
    gate.resolve('u2 answer');
    await slow;
    expect(await cache.read('u2', 'a', async () => 'reloaded')).toBe('u2 answer');
    expect(await cache.read('u1', 'a', async () => 'u1 answer')).toBe('u1 answer');
    expect(await cache.read('u1', 'a', async () => 'reloaded')).toBe('u1 answer');
  });

  it('clear() drops everything and refuses every answer read before it', async () => {
    const cache = make();
    await cache.read('u1', 'a', async () => 'kept');
    const gate = deferred<string>();
    const slow = cache.read('u2', 'a', () => gate.promise);
    cache.clear();
    gate.resolve('old');
    await slow;
    expect(cache.size).toBe(0);
    expect(await cache.read('u2', 'a', async () => 'fresh')).toBe('fresh');
    expect(await cache.read('u1', 'a', async () => 'fresh too')).toBe('fresh too');
  });

  it('keeps nothing while disabled, and nothing that failed', async () => {
    const cache = make();
    cache.enabled = false;
    await cache.read('u1', 'a', async () => 'one');
    expect(await cache.read('u1', 'a', async () => 'two')).toBe('two');
    cache.enabled = true;
    await expect(cache.read('u1', 'a', async () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await cache.read('u1', 'a', async () => 'three')).toBe('three');
    expect(cache.size).toBe(1);
  });

  it('forgets answers older than the maximum age, and any from a clock set back', async () => {
    const clock = new TestClock();
    const cache = make(clock, 1000);
    await cache.read('u1', 'a', async () => 'first');
    clock.advance(999);
    expect(await cache.read('u1', 'a', async () => 'second')).toBe('first');
    clock.advance(1);
    expect(await cache.read('u1', 'a', async () => 'second')).toBe('second');
    clock.advance(-5000);
    expect(await cache.read('u1', 'a', async () => 'third')).toBe('third');
  });

  it('holds at most maxOwners owners and maxKeysPerOwner keys, dropping the oldest', async () => {
    const cache = make();
    for (const owner of ['u1', 'u2', 'u3', 'u4']) await cache.read(owner, 'a', async () => owner);
    expect(await cache.read('u1', 'a', async () => 'reloaded')).toBe('reloaded');
    expect(await cache.read('u4', 'a', async () => 'reloaded')).toBe('u4');
    for (const key of ['k1', 'k2', 'k3']) await cache.read('u4', key, async () => key);
    expect(await cache.read('u4', 'k3', async () => 'reloaded')).toBe('k3');
    expect(await cache.read('u4', 'k1', async () => 'reloaded')).toBe('reloaded');
  });
});

describe.each(testTargets())('ReadCaches on $name', (target) => {
  let database: Database;
  let caches: ReadCaches;

  beforeAll(async () => {
    database = await target.open();
    await migrate(database);
    caches = new ReadCaches(database, { clock: new TestClock(), maxAgeMs: 60_000 });
    await caches.start();
  });
  afterAll(async () => {
    await caches?.stop();
    await database?.close();
  });

  async function newUser() {
    const { id } = await database.db
      .insertInto('users')
      .values({ email: `u-${crypto.randomUUID()}@example.com` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Keeps an answer for the user's gallery and says whether it is still kept after `change` and a sync. */
  async function keptAfter(userId: string, change: () => Promise<unknown>) {
    await caches.galleries.read(userId, 'page', async () => ({ marker: 'kept' }) as never);
    await change();
    await caches.sync();
    let reloaded = false;
    await caches.galleries.read(userId, 'page', async () => {
      reloaded = true;
      return {} as never;
    });
    return !reloaded;
  }

  it('drops a session when it is signed out or deleted, told by the database', async () => {
    const userId = await newUser();
    const ids = await database.db
      .insertInto('auth_sessions')
      .values([{ user_id: userId }, { user_id: userId }])
      .returning('id')
      .execute();
    for (const { id } of ids) await caches.sessions.read(id, userId, async () => true);
    const kept = (id: string) => caches.sessions.read(id, userId, async () => Promise.reject(new Error('reloaded')));
    await database.db.updateTable('auth_sessions').set({ revoked_at: new Date() }).where('id', '=', ids[0]!.id).execute();
    await caches.sync();
    await expect(kept(ids[0]!.id)).rejects.toThrow('reloaded');
    await expect(kept(ids[1]!.id)).resolves.toBe(true);
    await database.db.deleteFrom('users').where('id', '=', userId).execute(); // cascades to the sessions
    await caches.sync();
    await expect(kept(ids[1]!.id)).rejects.toThrow('reloaded');
  });

  it("drops a user's gallery pages when their projects, files, versions or showcase entries change, and only theirs", async () => {
    const [owner, other] = [await newUser(), await newUser()];
    await caches.galleries.read(other, 'page', async () => ({ marker: 'other' }) as never);
    const create = () =>
      database.db
        .insertInto('projects')
        .values({ user_id: owner, story_title: 'Moon', modified_at: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
    let projectId = '';
    expect(await keptAfter(owner, async () => (projectId = (await create()).id))).toBe(false);
    expect(
      await keptAfter(owner, () =>
        database.db.updateTable('projects').set({ story_title: 'Sun' }).where('id', '=', projectId).execute(),
      ),
    ).toBe(false);
    let fileId = '';
    expect(
      await keptAfter(owner, async () => {
        const row = await database.db
          .insertInto('project_files')
          .values({
            project_id: projectId,
            kind: 'generated_image',
            page_number: 1,
            blob_key: `${crypto.randomUUID()}.png`,
            file_name: 'page-1.png',
            content_type: 'image/png',
            size_bytes: 10,
            metadata: '{}',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        fileId = row.id;
      }),
    ).toBe(false);
    expect(
      await keptAfter(owner, () =>
        database.db
          .insertInto('image_versions')
          .values({
            project_id: projectId,
            page_index: 0,
            version_index: 0,
            file_id: fileId,
            label: 'Original',
            is_original: true,
          })
          .execute(),
      ),
    ).toBe(false);
    expect(await keptAfter(owner, () => database.db.deleteFrom('projects').where('id', '=', projectId).execute())).toBe(false);
    // A change that touches no project of the owner's keeps their pages; the other user's page survived all of it.
    expect(
      await keptAfter(owner, () =>
        database.db
          .insertInto('users')
          .values({ email: `x-${crypto.randomUUID()}@e.com` })
          .execute(),
      ),
    ).toBe(true);
    let reloaded = false;
    await caches.galleries.read(other, 'page', async () => {
      reloaded = true;
      return {} as never;
    });
    expect(reloaded).toBe(false);
  });

  it('tells nothing for a transaction rolled back', async () => {
    const owner = await newUser();
    const rolledBack = await keptAfter(owner, () =>
      database.db
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('projects').values({ user_id: owner, story_title: 'Never', modified_at: new Date() }).execute();
          throw new Error('roll back');
        })
        .catch(() => {}),
    );
    expect(rolledBack).toBe(true);
  });

  // Only a server connection can be lost (PGlite runs in this process).
  if (target.name === 'postgres') {
    it('stops caching while its listening connection is lost, and starts again once it listens again', async () => {
      const owner = await newUser();
      await caches.galleries.read(owner, 'page', async () => ({ marker: 'kept' }) as never);
      const admin = new pg.Client({ connectionString: (database.queue as { connectionString: string }).connectionString });
      await admin.connect();
      try {
        const { rows } = await admin.query(
          `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
           WHERE datname = current_database() AND query = 'LISTEN storyloom_invalidate'`,
        );
        expect(rows).toHaveLength(1);
      } finally {
        await admin.end();
      }
      await until(() => !caches.galleries.enabled, 'caching to stop');
      expect(caches.galleries.size).toBe(0);
      let loads = 0;
      const read = () => caches.galleries.read(owner, 'page', async () => ({ marker: String(++loads) }) as never);
      await read();
      await read();
      expect(loads).toBe(2); // nothing kept while notices could be missed
      await until(() => caches.galleries.enabled, 'caching to start again', 5000);
      await read();
      await read();
      expect(loads).toBe(3);
      // Notices arrive on the new connection.
      expect(
        await keptAfter(owner, () =>
          sql`INSERT INTO projects (user_id, story_title) VALUES (${owner}, 'Back')`.execute(database.db),
        ),
      ).toBe(false);
    });
  }
});
