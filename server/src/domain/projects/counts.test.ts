// The gallery's kept project totals (migration 0010) and its pages read from either end, on PGlite and, when
// DATABASE_URL is set, on the PostgreSQL server (where creates really run concurrently).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTargets } from '../../db/testing.ts';
import { bearer, startTestServer, type TestServer } from '../../testing/harness.ts';
import { storeProjectFile } from './files.ts';
import { pageWindow } from './gallery.ts';

describe('pageWindow', () => {
  it('reads a page from the nearer end of the order', () => {
    // Front half: forwards, as asked.
    expect(pageWindow(100, 0, 12)).toEqual({ descending: true, skip: 0, take: 12 });
    expect(pageWindow(100, 36, 12)).toEqual({ descending: true, skip: 36, take: 12 });
    // Back half: from the other end; the last (short) page skips nothing.
    expect(pageWindow(100, 96, 12)).toEqual({ descending: false, skip: 0, take: 4 });
    expect(pageWindow(100, 84, 12)).toEqual({ descending: false, skip: 4, take: 12 });
    expect(pageWindow(10_000, 9_996, 12)).toEqual({ descending: false, skip: 0, take: 4 });
  });
});

describe.each(testTargets())('project totals on $name', (target) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({}, await target.open());
  });
  afterAll(() => server?.close());

  const api = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    server.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

  async function create(token: string): Promise<string> {
    const res = await api('POST', '/projects/', token);
    expect(res.statusCode).toBe(201);
    return res.json().project_id;
  }

  /** The kept total, the counted rows and the gallery's answer for a user: all three must agree. */
  async function totals(user: { userId: string; token: string }) {
    const db = server.ctx.database.db;
    const kept = await db.selectFrom('project_counts').select('projects').where('user_id', '=', user.userId).executeTakeFirst();
    const counted = await db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    const gallery = (await api('GET', '/projects/', user.token)).json().pagination.total;
    return { kept: kept?.projects ?? 0, counted: Number(counted.n), gallery };
  }

  const expectTotal = async (user: { userId: string; token: string }, n: number) =>
    expect(await totals(user)).toEqual({ kept: n, counted: n, gallery: n });

  it('follows creates, copies, deletes and bulk deletes, per user', async () => {
    const ana = await server.signUp();
    const ben = await server.signUp();
    await expectTotal(ana, 0);
    const ids = [await create(ana.token), await create(ana.token), await create(ana.token)];
    await create(ben.token);
    await expectTotal(ana, 3);
    await expectTotal(ben, 1);

    expect((await api('POST', `/projects/${ids[0]}/copy`, ana.token)).statusCode).toBe(201);
    await expectTotal(ana, 4);
    // Another user's copy or delete changes nothing.
    expect((await api('POST', `/projects/${ids[0]}/copy`, ben.token)).statusCode).toBe(404);
    expect((await api('DELETE', `/projects/${ids[0]}`, ben.token)).statusCode).toBe(404);
    await expectTotal(ana, 4);

    expect((await api('DELETE', `/projects/${ids[0]}`, ana.token)).statusCode).toBe(200);
    await expectTotal(ana, 3);
    const bulk = await api('DELETE', '/projects/bulk', ana.token, { project_ids: [ids[1], ids[2]] });
    expect(bulk.json()).toMatchObject({ successful_deletes: 2 });
    await expectTotal(ana, 1);
    await expectTotal(ben, 1);
  });

  it('is rolled back with a failed transaction and leaves with a deleted user', async () => {
    const cleo = await server.signUp();
    await create(cleo.token);
    const db = server.ctx.database.db;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('projects').values({ user_id: cleo.userId, modified_at: new Date() }).execute();
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    await expectTotal(cleo, 1);

    await db.deleteFrom('users').where('id', '=', cleo.userId).execute();
    const left = await db.selectFrom('project_counts').selectAll().where('user_id', '=', cleo.userId).execute();
    expect(left).toEqual([]);
  });

  it('stays right under concurrent creates, copies and deletes', async () => {
    const dora = await server.signUp();
    const eli = await server.signUp();
    const seedIds = await Promise.all(Array.from({ length: 6 }, () => create(dora.token)));
    // Creates of two users interleaved with copies and deletes of the first user's projects, all at once.
    const results = await Promise.all([
      ...Array.from({ length: 20 }, (_, i) => api('POST', '/projects/', i % 2 ? dora.token : eli.token)),
      ...seedIds.slice(0, 3).map((id) => api('POST', `/projects/${id}/copy`, dora.token)),
      ...seedIds.slice(3).map((id) => api('DELETE', `/projects/${id}`, dora.token)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array<number>(23).fill(201), 200, 200, 200].sort());
    await expectTotal(dora, 6 + 10 + 3 - 3);
    await expectTotal(eli, 10);
    // Nothing drifted for anyone.
    const drift = await sql<{ n: string }>`SELECT count(*) AS n FROM users u
      LEFT JOIN project_counts c ON c.user_id = u.id
      WHERE coalesce(c.projects, 0) <> (SELECT count(*) FROM projects p WHERE p.user_id = u.id)`.execute(server.ctx.database.db);
    expect(Number(drift.rows[0]!.n)).toBe(0);
  });

  it("keeps a project's gallery summary right when two transactions add files to it at once", async () => {
    const fay = await server.signUp();
    const id = await create(fay.token);
    const db = server.ctx.database.db;
    const upload = (executor: Parameters<typeof storeProjectFile>[1], page: number) =>
      storeProjectFile(server.ctx, executor, {
        projectId: id,
        kind: 'generated_image',
        pageNumber: page,
        fileName: `page-${page}.png`,
        contentType: 'image/png',
        extension: 'png',
        data: Buffer.from(`page ${page}`),
      });
    await upload(db, 1); // the summary row exists: the two writers below meet on it
    // The first adds page 2 and holds its transaction open; the second adds page 3 meanwhile (on the server it waits
    // for the first's lock on the summary row, having started before the first committed); then the first commits.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
    const first = db.transaction().execute(async (trx) => {
      await upload(trx, 2);
      inserted();
      await held;
    });
    await firstInserted;
    const second = db.transaction().execute((trx) => upload(trx, 3));
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await Promise.all([first, second]);
    const listed = (await api('GET', '/projects/', fay.token))
      .json()
      .projects.find((p: { project_id: string }) => p.project_id === id);
    expect(listed.image_count).toBe(3);
  });

  it('pages the same from either end, whole gallery and filtered', async () => {
    const finn = await server.signUp();
    const ids: string[] = [];
    for (let i = 0; i < 23; i++) {
      server.clock.advance(1000);
      ids.push(await create(finn.token));
    }
    // Two projects share one modified_at: the id breaks the tie the same way from both ends.
    const db = server.ctx.database.db;
    const stamp = (await db.selectFrom('projects').select('modified_at').where('id', '=', ids[10]!).executeTakeFirstOrThrow())
      .modified_at;
    await db.updateTable('projects').set({ modified_at: stamp }).where('id', '=', ids[11]!).execute();
    // Every third is a fantasy story; one has a video (completed).
    await db
      .updateTable('projects')
      .set({ story_type: 'fantasy_story' })
      .where(
        'id',
        'in',
        ids.filter((_, i) => i % 3 === 0),
      )
      .execute();
    await storeProjectFile(server.ctx, db, {
      projectId: ids[4]!,
      kind: 'video',
      pageNumber: null,
      fileName: 'storybook-video.mp4',
      contentType: 'video/mp4',
      extension: 'mp4',
      data: Buffer.from('not really a video'),
    });

    const expected = await db
      .selectFrom('projects')
      .select(['id', 'story_type'])
      .where('user_id', '=', finn.userId)
      .orderBy('modified_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    for (const [query, want] of [
      ['', expected],
      ['&filter_type=fantasy_story', expected.filter((p) => p.story_type === 'fantasy_story')],
      ['&filter_type=in_progress', expected.filter((p) => p.id !== ids[4])],
    ] as const) {
      for (const limit of [1, 4, 5, 12, 23, 100]) {
        const seen: string[] = [];
        const pages = Math.ceil(want.length / limit);
        for (let page = 1; page <= pages + 1; page++) {
          const body = (await api('GET', `/projects/?limit=${limit}&page=${page}${query}`, finn.token)).json();
          expect(body.pagination).toEqual({
            page,
            limit,
            total: want.length,
            pages,
            has_next: page < pages,
            has_prev: page > 1,
          });
          seen.push(...body.projects.map((p: { project_id: string }) => p.project_id));
        }
        expect(seen, `limit ${limit}${query}`).toEqual(want.map((p) => p.id));
      }
    }
  });

  it('pages a large gallery past the early pages the same from either end', async () => {
    const gus = await server.signUp();
    const db = server.ctx.database.db;
    // 150 projects in one statement, three to each modified_at (ties broken by id).
    await sql`INSERT INTO projects (user_id, story_title, modified_at)
      SELECT ${gus.userId}, 'Story ' || g, timestamptz '2026-01-01' + (g / 3) * interval '1 minute'
      FROM generate_series(1, 150) g`.execute(db);
    await expectTotal(gus, 150);
    const expected = (
      await db
        .selectFrom('projects')
        .select('id')
        .where('user_id', '=', gus.userId)
        .orderBy('modified_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((p) => p.id);
    for (const limit of [7, 12]) {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(150 / limit); page++) {
        const body = (await api('GET', `/projects/?limit=${limit}&page=${page}`, gus.token)).json();
        expect(body.pagination.total).toBe(150);
        seen.push(...body.projects.map((p: { project_id: string }) => p.project_id));
      }
      expect(seen, `limit ${limit}`).toEqual(expected);
    }
  });
});
