// The read caches behind the real routes: answers come from memory only while nothing changed, whoever changed it.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from '../../testing/harness.ts';

describe('read caches over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const list = (token: string) =>
    server.app.inject({ method: 'GET', url: '/api/projects/?page=1', headers: bearer(token) }).then((r) => {
      expect(r.statusCode).toBe(200);
      return r.json() as { projects: { project_id: string; story_title: string | null }[]; pagination: { total: number } };
    });

  it('answers a repeated gallery page and session check from memory', async () => {
    const user = await server.signUp();
    const { galleries, sessions } = server.ctx.caches;
    await list(user.token);
    const [pageHits, sessionHits] = [galleries.hits, sessions.hits];
    await list(user.token);
    await list(user.token);
    expect(galleries.hits - pageHits).toBe(2);
    expect(sessions.hits - sessionHits).toBeGreaterThanOrEqual(2);
  });

  it("shows the caller's own change on the very next request", async () => {
    const user = await server.signUp();
    expect((await list(user.token)).pagination.total).toBe(0);
    for (let i = 1; i <= 3; i++) {
      server.clock.advance(1000); // the gallery lists newest change first
      const created = await server.app.inject({ method: 'POST', url: '/api/projects/', headers: bearer(user.token) });
      expect(created.statusCode).toBe(201);
      expect((await list(user.token)).pagination.total).toBe(i);
      const saved = await server.app.inject({
        method: 'PUT',
        url: `/api/projects/${created.json().project_id}`,
        headers: bearer(user.token),
        payload: { story_title: `Story ${i}` },
      });
      expect(saved.statusCode).toBe(200);
      const page = await list(user.token);
      expect(page.pagination.total).toBe(i);
      expect(page.projects[0]!.story_title).toBe(`Story ${i}`);
    }
    const signOut = await server.app.inject({ method: 'POST', url: '/api/auth/signout', headers: bearer(user.token) });
    expect(signOut.statusCode).toBe(200);
    const after = await server.app.inject({ method: 'GET', url: '/api/projects/?page=1', headers: bearer(user.token) });
    expect(after.statusCode).toBe(401);
  });

  it('shows a change another process committed (a worker, an operator) once its notice arrives', async () => {
    const user = await server.signUp();
    const other = await server.signUp();
    await list(user.token);
    await list(other.token);
    // Straight into the database, as another process would: nothing in this process knows.
    await sql`INSERT INTO projects (user_id, story_title) VALUES (${user.userId}, 'Made elsewhere')`.execute(
      server.ctx.database.db,
    );
    const deadline = Date.now() + 3000;
    let page = await list(user.token);
    while (page.pagination.total === 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 10));
      page = await list(user.token);
    }
    expect(page.projects.map((p) => p.story_title)).toEqual(['Made elsewhere']);
    // A session revoked elsewhere stops working the same way.
    await sql`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = ${other.userId}`.execute(server.ctx.database.db);
    let status = 200;
    while (status === 200 && Date.now() < deadline + 3000) {
      status = (await server.app.inject({ method: 'GET', url: '/api/projects/?page=1', headers: bearer(other.token) }))
        .statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 10));
    }
    expect(status).toBe(401);
  });

  it('reads the database on every request with READ_CACHE=0', async () => {
    const uncached = await startTestServer({ READ_CACHE: '0' });
    try {
      const user = await uncached.signUp();
      const get = () => uncached.app.inject({ method: 'GET', url: '/api/projects/?page=1', headers: bearer(user.token) });
      await get();
      await sql`INSERT INTO projects (user_id, story_title) VALUES (${user.userId}, 'Seen at once')`.execute(
        uncached.ctx.database.db,
      );
      expect((await get()).json().pagination.total).toBe(1);
      expect(uncached.ctx.caches.galleries.hits + uncached.ctx.caches.sessions.hits).toBe(0);
    } finally {
      await uncached.close();
    }
  });
});
