// Gallery marks (migration 0014): deep pages of a large gallery start from a kept key instead of skipping thousands of
// rows. On PGlite and, when DATABASE_URL is set, on the PostgreSQL server (where a build and a change really overlap).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTargets } from '../../db/testing.ts';
import { bearer, startTestServer, type TestServer } from '../../testing/harness.ts';
import { buildGalleryMarks, MARK_SPACING } from './gallery.ts';

describe.each(testTargets())('gallery marks on $name', (target) => {
  let server: TestServer;
  // Every request reads the database (no page kept in memory): the marks are what is under test.
  beforeAll(async () => {
    server = await startTestServer({ READ_CACHE: '0' }, await target.open());
  });
  afterAll(() => server?.close());

  const db = () => server.ctx.database.db;

  /** A user with `count` projects made in one statement, three to each modified_at (ties broken by id). */
  async function userWith(count: number) {
    const user = await server.signUp();
    await sql`INSERT INTO projects (user_id, story_title, modified_at)
      SELECT ${user.userId}, 'Story ' || g, timestamptz '2026-01-01' + (g / 3) * interval '1 minute'
      FROM generate_series(1, ${count}) g`.execute(db());
    return user;
  }

  /** The gallery's order as the database sorts it: what every page must add up to. */
  const order = async (userId: string) =>
    (
      await db()
        .selectFrom('projects')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('modified_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((p) => p.id);

  const marks = async (userId: string) =>
    (
      await db()
        .selectFrom('gallery_marks')
        .select(['position', 'project_id'])
        .where('user_id', '=', userId)
        .orderBy('position')
        .execute()
    ).map((m) => [m.position, m.project_id]);

  const rightMarks = (ids: string[]) =>
    ids.flatMap((id, position) => (position > 0 && position % MARK_SPACING === 0 ? [[position, id]] : []));

  async function page(token: string, page: number, limit: number): Promise<string[]> {
    const res = await server.app.inject({
      method: 'GET',
      url: `/api/projects/?limit=${limit}&page=${page}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json().projects.map((p: { project_id: string }) => p.project_id);
  }

  /** Every page, in order, at two page sizes: the same projects as the database's order. */
  async function expectPagesRight(user: { userId: string; token: string }, label: string) {
    const want = await order(user.userId);
    for (const limit of [12, 50]) {
      const seen: string[] = [];
      for (let n = 1; n <= Math.ceil(want.length / limit); n++) seen.push(...(await page(user.token, n, limit)));
      expect(seen, `${label}, limit ${limit}`).toEqual(want);
    }
    return want;
  }

  it('builds marks on the first deep read, reads deep pages from them, and drops them when the order changes', async () => {
    const user = await userWith(1500);
    expect(await marks(user.userId)).toEqual([]);

    let want = await expectPagesRight(user, 'fresh gallery');
    expect(await marks(user.userId)).toEqual(rightMarks(want));

    // The deep pages really start at the marks: a mark moved by one row moves its pages by one row.
    const [position, id] = rightMarks(want)[3] as [number, string];
    await db()
      .updateTable('gallery_marks')
      .set({ position: position + 1 })
      .where('project_id', '=', id)
      .execute();
    expect(await page(user.token, Math.floor(position / 12) + 2, 12)).not.toEqual(
      want.slice((Math.floor(position / 12) + 1) * 12, (Math.floor(position / 12) + 2) * 12),
    );
    await db().deleteFrom('gallery_marks').where('user_id', '=', user.userId).execute();
    await expectPagesRight(user, 'rebuilt');

    // An edit that keeps modified_at keeps the marks.
    await db().updateTable('projects').set({ story_title: 'Renamed' }).where('id', '=', want[900]!).execute();
    expect(await marks(user.userId)).toEqual(rightMarks(want));

    // A project given a new modified_at moves to the front: the marks go, and come back right.
    await db()
      .updateTable('projects')
      .set({ modified_at: new Date('2027-01-01') })
      .where('id', '=', want[700]!)
      .execute();
    expect(await marks(user.userId)).toEqual([]);
    want = await expectPagesRight(user, 'after a project moved to the front');
    expect(await marks(user.userId)).toEqual(rightMarks(want));

    // A new project and deleted ones.
    const created = await server.app.inject({ method: 'POST', url: '/api/projects/', headers: bearer(user.token) });
    expect(created.statusCode).toBe(201);
    expect(await marks(user.userId)).toEqual([]);
    want = await expectPagesRight(user, 'after a create');
    await db().deleteFrom('projects').where('id', 'in', [want[10]!, want[400]!, want[1400]!]).execute();
    expect(await marks(user.userId)).toEqual([]);
    want = await expectPagesRight(user, 'after deletes');
    expect(await marks(user.userId)).toEqual(rightMarks(want));

    // Another user's change leaves these marks alone.
    const other = await userWith(3);
    await db()
      .updateTable('projects')
      .set({ modified_at: new Date('2027-02-01') })
      .where('user_id', '=', other.userId)
      .execute();
    expect(await marks(user.userId)).toEqual(rightMarks(want));
  });

  // Only on a server do a build and a change overlap (PGlite runs one transaction at a time).
  if (target.name === 'postgres') {
    it('never keeps marks that miss a change made while they were built', async () => {
      const user = await userWith(600);
      const before = await order(user.userId);

      // A change in flight: the build waits for it to commit, then counts it.
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let changed!: () => void;
      const didChange = new Promise<void>((resolve) => (changed = resolve));
      const writer = db()
        .transaction()
        .execute(async (tx) => {
          await tx
            .updateTable('projects')
            .set({ modified_at: new Date('2027-01-01') })
            .where('id', '=', before[500]!)
            .execute();
          changed();
          await gate;
        });
      await didChange;
      let built = false;
      const build = buildGalleryMarks(db(), user.userId).then(() => (built = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(built).toBe(false);
      release();
      await Promise.all([writer, build]);
      const after = await order(user.userId);
      expect(after[0]).toBe(before[500]);
      expect(await marks(user.userId)).toEqual(rightMarks(after));

      // A change that comes during a build waits for it, then drops what it built.
      let releaseBuild!: () => void;
      const buildGate = new Promise<void>((resolve) => (releaseBuild = resolve));
      let locked!: () => void;
      const didLock = new Promise<void>((resolve) => (locked = resolve));
      const building = db()
        .transaction()
        .execute(async (tx) => {
          await sql`SELECT pg_advisory_xact_lock(gallery_marks_lock_key(${user.userId}))`.execute(tx);
          locked();
          await buildGate;
        });
      await didLock;
      let moved = false;
      const move = db()
        .updateTable('projects')
        .set({ modified_at: new Date('2027-02-01') })
        .where('id', '=', after[300]!)
        .execute()
        .then(() => (moved = true));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(moved).toBe(false);
      releaseBuild();
      await Promise.all([building, move]);
      expect(await marks(user.userId)).toEqual([]);
    });
  }
});
