import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMediaTool } from '../../media/ffmpeg.ts';
import { bearer, startTestServer, type TestServer } from '../../testing/harness.ts';
import { storeProjectFile } from '../projects/files.ts';

type User = Awaited<ReturnType<TestServer['signUp']>>;
let server: TestServer;
let videoBytes: Buffer;
const ADMIN = 'admin@example.com';

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: ADMIN, VIEW_RATE_LIMIT_PER_IP: '30' });
  // A real 2-second H.264 clip, so the thumbnail and duration come from ffmpeg for real.
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'clip-'));
  const file = path.join(dir, 'clip.mp4');
  await runMediaTool('ffmpeg', [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=duration=2:size=320x180:rate=15',
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
  videoBytes = await fs.readFile(file);
  await fs.rm(dir, { recursive: true });
});
afterAll(() => server?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: User, payload?: object, remoteAddress?: string) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    headers: user ? bearer(user.token) : {},
    ...(payload ? { payload } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** A project of the user's with a finished video. */
async function projectWithVideo(user: User, title = 'The Moon') {
  const id = (await api('POST', '/projects/', user)).json().project_id as string;
  await api('PUT', `/projects/${id}`, user, { story_title: title });
  await storeProjectFile(server.ctx, server.ctx.database.db, {
    projectId: id,
    kind: 'video',
    fileName: 'storybook-video.mp4',
    contentType: 'video/mp4',
    extension: 'mp4',
    data: videoBytes,
  });
  return id;
}

async function share(user: User, projectId: string, payload: object = { title: 'The Moon', category: 'fantasy_story' }) {
  const res = await api('POST', `/projects/${projectId}/add-to-showcase`, user, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().video_id as string;
}

describe('showcase', () => {
  let owner: User;
  let stranger: User;
  beforeAll(async () => {
    owner = await server.signUp();
    stranger = await server.signUp();
  });

  it('shares the latest video with a 1 s JPEG thumbnail and its duration, publicly', async () => {
    const id = await projectWithVideo(owner);
    const res = await api('POST', `/projects/${id}/add-to-showcase`, owner, {
      title: '  Moon night ',
      description: 'Calm',
      category: 'fantasy_story',
    });
    expect(res.json()).toMatchObject({ success: true, message: 'Video shared to public showcase!', error: null });
    const videoId = res.json().video_id;

    const list = (await api('GET', '/showcase/videos')).json();
    const entry = list.videos.find((v: { id: string }) => v.id === videoId);
    expect(entry).toMatchObject({
      title: 'Moon night',
      description: 'Calm',
      category: 'fantasy_story',
      view_count: 0,
      is_featured: false,
    });
    expect(entry.duration).toBeCloseTo(2, 1);
    expect(entry.thumbnail).toBe(entry.thumbnail_url);

    // Public media: no signature, no login.
    const thumb = await server.app.inject({ method: 'GET', url: entry.thumbnail_url });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 180 });
    const video = await server.app.inject({ method: 'GET', url: entry.video_url, headers: { range: 'bytes=0-99' } });
    expect(video.statusCode).toBe(206);
    expect((await api('GET', `/projects/${id}`, owner)).json().project.is_shared_to_showcase).toBe(true);
  });

  it('refuses a project without video, a second share, a blank title and other users', async () => {
    const bare = (await api('POST', '/projects/', owner)).json().project_id;
    const none = await api('POST', `/projects/${bare}/add-to-showcase`, owner, { title: 'x' });
    expect(none.statusCode).toBe(422);
    expect(none.json().detail).toBe('This project has no videos to share');

    const id = await projectWithVideo(owner);
    await share(owner, id);
    const again = await api('POST', `/projects/${id}/add-to-showcase`, owner, { title: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This story is already shared to the public showcase!');
    expect((await api('POST', `/projects/${id}/add-to-showcase`, owner, { title: '   ' })).statusCode).toBe(400);

    const theirs = await projectWithVideo(stranger);
    expect((await api('POST', `/projects/${theirs}/add-to-showcase`, owner, { title: 'Mine' })).statusCode).toBe(404);
    expect((await api('DELETE', `/projects/${id}/remove-from-showcase`, stranger)).statusCode).toBe(404);
  });

  it('removes and shares again; deleting the project removes the entry', async () => {
    const id = await projectWithVideo(owner);
    const first = await share(owner, id);
    const removed = await api('DELETE', `/projects/${id}/remove-from-showcase`, owner);
    expect(removed.json()).toEqual({ success: true, message: 'Video removed from public showcase!' });
    expect((await api('DELETE', `/projects/${id}/remove-from-showcase`, owner)).statusCode).toBe(404);
    const second = await share(owner, id);
    // The same video comes back as the same entry.
    expect(second).toBe(first);
    await api('DELETE', `/projects/${id}`, owner);
    const ids = (await api('GET', '/showcase/videos?limit=100')).json().videos.map((v: { id: string }) => v.id);
    expect(ids).not.toContain(second);
  });

  it('keeps views, likes and dislikes across removing and sharing again; only a viewer who left takes theirs', async () => {
    const fans = await Promise.all([server.signUp(), server.signUp(), server.signUp()]);
    const [ana, ben, cleo] = fans as [User, User, User];
    const id = await projectWithVideo(owner, 'The Moon Fox');
    const videoId = await share(owner, id, { title: 'The Moon Fox', category: 'fantasy_story' });
    for (const ip of ['10.1.0.1', '10.1.0.2', '10.1.0.3'])
      await api('POST', `/showcase/videos/${videoId}/view`, undefined, undefined, ip);
    await api('POST', `/discover/videos/${videoId}/like`, ana, { is_like: true });
    await api('POST', `/discover/videos/${videoId}/like`, ben, { is_like: true });
    await api('POST', `/discover/videos/${videoId}/like`, cleo, { is_like: false });
    const stats = async (who: User) => (await api('GET', `/discover/videos/${videoId}/stats`, who)).json();
    expect(await stats(ana)).toMatchObject({ likes_count: 2, dislikes_count: 1, user_like_status: 'like' });

    expect((await api('DELETE', `/projects/${id}/remove-from-showcase`, owner)).statusCode).toBe(200);
    expect((await api('GET', `/discover/videos/${videoId}/stats`, ana)).statusCode).toBe(404);
    expect((await api('POST', `/discover/videos/${videoId}/like`, ana, { is_like: false })).statusCode).toBe(404);
    const listed = (await api('GET', '/showcase/videos?limit=100')).json().videos.map((v: { id: string }) => v.id);
    expect(listed).not.toContain(videoId);
    expect((await api('GET', `/projects/${id}`, owner)).json().project.is_shared_to_showcase).toBe(false);
    // A viewer who deletes their account meanwhile takes their like with them.
    await server.ctx.database.db.deleteFrom('users').where('id', '=', ben.userId).execute();

    const again = await share(owner, id, { title: 'The Moon Fox, retold', category: 'childrens_bedtime_story' });
    expect(again).toBe(videoId);
    const entry = (await api('GET', '/showcase/videos?limit=100')).json().videos.find((v: { id: string }) => v.id === videoId);
    expect(entry).toMatchObject({ title: 'The Moon Fox, retold', category: 'childrens_bedtime_story', view_count: 3 });
    expect(await stats(ana)).toMatchObject({ likes_count: 1, dislikes_count: 1, user_like_status: 'like' });
    expect((await stats(cleo)).user_like_status).toBe('dislike');
    const discovered = (await api('GET', '/discover/videos?limit=100', cleo))
      .json()
      .videos.find((v: { id: string }) => v.id === videoId);
    expect(discovered).toMatchObject({ view_count: 3, likes_count: 1, dislikes_count: 1, user_like_status: 'dislike' });
    // Counted on from there, and nothing is left aside.
    expect((await api('POST', `/showcase/videos/${videoId}/view`, undefined, undefined, '10.1.0.4')).json().view_count).toBe(4);
    expect((await api('POST', `/discover/videos/${videoId}/like`, ana, { is_like: true })).json()).toMatchObject({
      action: 'removed',
      likes_count: 0,
    });
    const db = server.ctx.database.db;
    expect(await db.selectFrom('withdrawn_showcase_videos').selectAll().where('showcase_id', '=', videoId).execute()).toEqual([]);
    expect(await db.selectFrom('withdrawn_video_likes').selectAll().where('showcase_id', '=', videoId).execute()).toEqual([]);

    // Deleting the project while it is withdrawn leaves nothing behind.
    await api('DELETE', `/projects/${id}/remove-from-showcase`, owner);
    expect(await db.selectFrom('withdrawn_video_likes').selectAll().where('showcase_id', '=', videoId).execute()).toHaveLength(1);
    await api('DELETE', `/projects/${id}`, owner);
    expect(await db.selectFrom('withdrawn_showcase_videos').selectAll().where('showcase_id', '=', videoId).execute()).toEqual([]);
    expect(await db.selectFrom('withdrawn_video_likes').selectAll().where('showcase_id', '=', videoId).execute()).toEqual([]);
  });

  it('lets admins feature videos, listed first; others get 403', async () => {
    const admin = await server.signUp(ADMIN);
    const older = await share(owner, await projectWithVideo(owner));
    server.clock.advance(1000);
    await share(owner, await projectWithVideo(owner));
    expect((await api('POST', `/showcase/videos/${older}/toggle-featured`, owner, { is_featured: true })).statusCode).toBe(403);
    const res = await api('POST', `/showcase/videos/${older}/toggle-featured`, admin, { is_featured: true });
    expect(res.json()).toEqual({ success: true, video_id: older, is_featured: true });
    expect((await api('GET', '/showcase/videos?limit=1')).json().videos[0].id).toBe(older);
    const featured = (await api('GET', '/showcase/videos?featured_only=true')).json().videos;
    expect(featured.map((v: { id: string }) => v.id)).toEqual([older]);
    expect(
      (await api('POST', `/showcase/videos/${crypto.randomUUID()}/toggle-featured`, admin, { is_featured: true })).statusCode,
    ).toBe(404);
    await api('POST', `/showcase/videos/${older}/toggle-featured`, admin, { is_featured: false });
  });

  it('counts a view once per client and window, and refuses floods', async () => {
    const videoId = await share(owner, await projectWithVideo(owner));
    const view = (ip: string) => api('POST', `/showcase/videos/${videoId}/view`, undefined, undefined, ip);
    expect((await view('10.0.0.1')).json()).toEqual({ success: true, video_id: videoId, view_count: 1 });
    expect((await view('10.0.0.1')).json().view_count).toBe(1);
    expect((await view('10.0.0.2')).json().view_count).toBe(2);
    server.clock.advance(31 * 60_000);
    expect((await view('10.0.0.1')).json().view_count).toBe(3);
    expect((await api('POST', `/showcase/videos/${crypto.randomUUID()}/view`)).statusCode).toBe(404);
    expect((await api('POST', '/showcase/videos/sample1/view')).statusCode).toBe(404);

    const flood = [];
    for (let i = 0; i < 31; i++) flood.push((await view('10.9.9.9')).statusCode);
    expect(flood.slice(0, 30).every((code) => code === 200)).toBe(true);
    expect(flood[30]).toBe(429);
    expect((await view('10.9.9.8')).json().view_count).toBe(5);
  });
});

describe('discover', () => {
  let alice: User;
  let bob: User;
  let videos: Record<string, string>;

  beforeAll(async () => {
    alice = await server.signUp(`alice-${crypto.randomUUID()}@example.com`);
    bob = await server.signUp(`bob-${crypto.randomUUID()}@example.com`);
    videos = {};
    const plan = [
      ['dragon', alice, { title: 'The Dragon Who Sneezed', description: 'A funny fire story', category: 'fantasy_story' }],
      ['rocket', alice, { title: 'Rocket to Mars', description: 'Space adventure for two', category: 'sci_fi_story' }],
      ['moon', bob, { title: 'Goodnight Moon', description: 'A calm bedtime tale', category: 'childrens_bedtime_story' }],
    ] as const;
    for (const [key, user, payload] of plan) {
      server.clock.advance(1000);
      videos[key] = await share(user, await projectWithVideo(user), payload);
    }
  });

  const discover = async (user: User, query = '') => (await api('GET', `/discover/videos${query}`, user)).json();
  const like = (user: User, id: string, is_like: boolean) => api('POST', `/discover/videos/${id}/like`, user, { is_like });

  it('needs a login', async () => {
    expect((await api('GET', '/discover/videos')).statusCode).toBe(401);
  });

  it('adds, removes and switches likes; counts never below 0', async () => {
    let res = await like(bob, videos.dragon!, true);
    expect(res.json()).toEqual({ success: true, action: 'added', likes_count: 1, dislikes_count: 0, user_like_status: 'like' });
    res = await like(bob, videos.dragon!, false);
    expect(res.json()).toEqual({
      success: true,
      action: 'updated',
      likes_count: 0,
      dislikes_count: 1,
      user_like_status: 'dislike',
    });
    res = await like(bob, videos.dragon!, false);
    expect(res.json()).toEqual({ success: true, action: 'removed', likes_count: 0, dislikes_count: 0, user_like_status: 'none' });
    await like(bob, videos.dragon!, true);
    await like(alice, videos.dragon!, true);
    const stats = (await api('GET', `/discover/videos/${videos.dragon}/stats`, alice)).json();
    expect(stats).toMatchObject({ video_id: videos.dragon, likes_count: 2, dislikes_count: 0, user_like_status: 'like' });
    expect((await like(bob, crypto.randomUUID(), true)).statusCode).toBe(404);
    expect((await api('GET', `/discover/videos/${crypto.randomUUID()}/stats`, bob)).statusCode).toBe(404);
  });

  it('lists with uploader, status, filters and every sort', async () => {
    await like(alice, videos.moon!, false);
    await api('POST', `/showcase/videos/${videos.rocket}/view`, undefined, undefined, '10.1.0.1');
    await api('POST', `/showcase/videos/${videos.rocket}/view`, undefined, undefined, '10.1.0.2');

    const mine = (query: string) =>
      discover(bob, query).then((body) =>
        body.videos.map((v: { id: string }) => v.id).filter((id: string) => Object.values(videos).includes(id)),
      );
    expect(await mine('')).toEqual([videos.moon, videos.rocket, videos.dragon]);
    expect((await mine('?sort_by=likes'))[0]).toBe(videos.dragon);
    expect((await mine('?sort_by=dislikes'))[0]).toBe(videos.moon);
    expect((await mine('?sort_by=views'))[0]).toBe(videos.rocket);
    expect(await mine('?search=sneezed')).toEqual([videos.dragon]);
    expect(await mine('?search=SPACE%20adventure')).toEqual([videos.rocket]);
    expect(await mine('?category=childrens_bedtime_story')).toEqual([videos.moon]);
    expect(await mine(`?user_email=${encodeURIComponent(alice.email.slice(0, 12).toUpperCase())}`)).toEqual([
      videos.rocket,
      videos.dragon,
    ]);

    const dragon = (await discover(bob)).videos.find((v: { id: string }) => v.id === videos.dragon);
    expect(dragon).toMatchObject({
      user_email: alice.email,
      likes_count: 2,
      user_like_status: 'like',
      category: 'fantasy_story',
    });
    expect((await discover(bob, '?limit=1')).videos).toHaveLength(1);
    expect((await api('GET', '/discover/videos?sort_by=random', bob)).statusCode).toBe(400);
  });

  it('lists a user’s videos and the categories with their labels', async () => {
    const aliceVideos = (await api('GET', `/discover/users/${encodeURIComponent(alice.email.toUpperCase())}/videos`, bob)).json();
    expect(aliceVideos.videos.map((v: { id: string }) => v.id)).toEqual([videos.rocket, videos.dragon]);
    expect(
      (await api('GET', `/discover/users/${encodeURIComponent(alice.email)}/videos?limit=1`, bob)).json().videos,
    ).toHaveLength(1);
    expect((await api('GET', '/discover/users/nobody%40example.com/videos', bob)).json().videos).toEqual([]);
    const categories = (await api('GET', '/discover/categories', bob)).json().categories;
    expect(categories).toEqual(
      expect.arrayContaining([
        { value: 'childrens_bedtime_story', label: "Children's Bedtime" },
        { value: 'fantasy_story', label: 'Fantasy' },
        { value: 'sci_fi_story', label: 'Sci-Fi' },
      ]),
    );
  });

  it('keeps counts equal to the like rows under 100 concurrent toggles from 20 users, and when a user goes', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => server.signUp()));
    const target = videos.rocket!;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => like(users[i % 20]!, target, i % 3 !== 0).then((r) => r.statusCode)),
    );
    expect(results.every((code) => code === 200)).toBe(true);
    const db = server.ctx.database.db;
    const check = async () => {
      const rows = await db.selectFrom('video_likes').select('is_like').where('video_id', '=', target).execute();
      const video = await db
        .selectFrom('showcase_videos')
        .select(['likes_count', 'dislikes_count'])
        .where('id', '=', target)
        .executeTakeFirstOrThrow();
      expect(video).toEqual({
        likes_count: rows.filter((r) => r.is_like).length,
        dislikes_count: rows.filter((r) => !r.is_like).length,
      });
      return rows.length;
    };
    expect(await check()).toBeGreaterThan(0);
    await db.deleteFrom('users').where('id', '=', users[1]!.userId).execute();
    await check();
  });
});
