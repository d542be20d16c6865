import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileKind } from '../../db/index.ts';
import { bearer, startTestServer, type TestServer } from '../../testing/harness.ts';
import { storeProjectFile } from './files.ts';
import { likePattern } from './gallery.ts';
import { copyTitle } from './lifecycle.ts';

let server: TestServer;
let owner: Awaited<ReturnType<TestServer['signUp']>>;
let stranger: Awaited<ReturnType<TestServer['signUp']>>;

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signUp();
  stranger = await server.signUp();
});
afterAll(() => server?.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload }),
  });

async function createProject(token = owner.token): Promise<string> {
  const res = await api('POST', '/projects/', token);
  expect(res.statusCode).toBe(201);
  return res.json().project_id;
}

const PNG_BYTES = (seed: string) =>
  Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), crypto.createHash('sha256').update(seed).digest()]);

async function addFile(projectId: string, kind: FileKind, page: number | null = null, seed: string = crypto.randomUUID()) {
  const video = kind === 'video';
  const audio = kind === 'audio';
  return storeProjectFile(server.ctx, server.ctx.database.db, {
    projectId,
    kind,
    pageNumber: page,
    fileName: video ? 'storybook-video.mp4' : audio ? `page-${page}.mp3` : `${kind}-${page ?? 0}.png`,
    contentType: video ? 'video/mp4' : audio ? 'audio/mpeg' : 'image/png',
    extension: video ? 'mp4' : audio ? 'mp3' : 'png',
    data: PNG_BYTES(seed),
  });
}

/** A project as far as stage 3: uploads, styles, an approved reference, a 3-page story with versions, audio. */
async function buildStoryProject(token = owner.token) {
  const id = await createProject(token);
  const db = server.ctx.database.db;
  const upload = await addFile(id, 'uploaded_image');
  await addFile(id, 'style_image');
  const reference = await addFile(id, 'reference_image', null, 'reference');
  const pages = [];
  for (let page = 1; page <= 3; page++) pages.push(await addFile(id, 'generated_image', page));
  const regenerated = await addFile(id, 'generated_image', 2);
  for (let page = 1; page <= 3; page++) await addFile(id, 'audio', page);
  await db
    .updateTable('projects')
    .set({ approved_reference_file_id: reference.id, stage_1_completed: true, stage_2_completed: true, current_stage: 3 })
    .where('id', '=', id)
    .execute();
  await db
    .insertInto('project_stories')
    .values({
      project_id: id,
      title: 'The Moon',
      pages: JSON.stringify([1, 2, 3].map((n) => ({ page_number: n, page_text: `Page ${n} text.` }))),
      updated_at: new Date(),
    })
    .execute();
  await db
    .insertInto('image_versions')
    .values([
      ...pages.map((file, i) => ({
        project_id: id,
        page_index: i,
        version_index: 0,
        file_id: file.id,
        label: 'Original',
        is_original: true,
      })),
      {
        project_id: id,
        page_index: 1,
        version_index: 1,
        file_id: regenerated.id,
        label: 'Brighter',
        instructions: 'brighter',
        is_original: false,
      },
    ])
    .execute();
  // Page 2 shows its original again although a newer version exists: the current pointer decides.
  await db
    .insertInto('current_image_versions')
    .values([0, 1, 2].map((page_index) => ({ project_id: id, page_index, version_index: 0 })))
    .execute();
  return { id, upload, reference, pages, regenerated };
}

describe('create, read, update', () => {
  it('creates a project with the spec defaults, owned by the caller', async () => {
    const id = await createProject();
    const res = await api('GET', `/projects/${id}`, owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().project).toMatchObject({
      id,
      project_id: id,
      story_type: 'childrens_bedtime_story',
      num_pages: 3,
      language: 'en',
      art_style: 'realistic',
      current_stage: 1,
      stages_completed: { '1': false, '2': false, '3': false },
      approved_reference_image: null,
      is_shared_to_showcase: false,
    });
    expect((await api('POST', '/projects/')).statusCode).toBe(401);
  });

  it('saves only the fields sent, clears with null, and validates from the contract', async () => {
    const id = await createProject();
    let res = await api('PUT', `/projects/${id}`, owner.token, { story_title: 'Moon', theme: 'Courage', num_pages: 5 });
    expect(res.statusCode).toBe(200);
    res = await api('PUT', `/projects/${id}`, owner.token, { theme: null, character_description: 'A girl with red boots' });
    expect(res.json().project).toMatchObject({
      story_title: 'Moon',
      theme: null,
      num_pages: 5,
      character_description: 'A girl with red boots',
    });
    expect((await api('PUT', `/projects/${id}`, owner.token, { owner: 'me' })).statusCode).toBe(400);
    expect((await api('PUT', `/projects/${id}`, owner.token, { num_pages: 11 })).statusCode).toBe(400);
    expect((await api('PUT', `/projects/${id}`, owner.token, {})).statusCode).toBe(400);
  });

  it('sets the current stage without marking stages complete', async () => {
    const id = await createProject();
    const res = await api('PUT', `/projects/${id}/stage`, owner.token, { stage: 2 });
    expect(res.json()).toEqual({
      success: true,
      project_id: id,
      current_stage: 2,
      stages_completed: { '1': false, '2': false, '3': false },
    });
    expect((await api('PUT', `/projects/${id}/stage`, owner.token, { stage: 4 })).statusCode).toBe(400);
  });

  it('refuses edits to a completed project (it has a video) with 409, but still moves its stage', async () => {
    const id = await createProject();
    await addFile(id, 'video');
    const res = await api('PUT', `/projects/${id}`, owner.token, { story_title: 'Changed' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/completed and cannot be edited/);
    expect((await api('PUT', `/projects/${id}/stage`, owner.token, { stage: 3 })).statusCode).toBe(200);
  });

  it('loads a project with its files, current page images and story', async () => {
    const { id, pages, reference } = await buildStoryProject();
    const res = await api('GET', `/projects/${id}/data`, owner.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.project.approved_reference_image).toBe(PNG_BYTES('reference').toString('base64'));
    expect(body.files.uploaded_images).toHaveLength(1);
    expect(body.files.style_images).toHaveLength(1);
    expect(body.files.generated_images.map((f: { id: string }) => f.id)).toEqual(pages.map((p) => p.id));
    expect(body.files.generated_images.map((f: { page_number: number }) => f.page_number)).toEqual([1, 2, 3]);
    expect(body.files.audio).toHaveLength(3);
    expect(body.files.video).toEqual([]);
    expect(body.files.generated_images[0]).toMatchObject({
      file_url: expect.stringMatching(/^\/api\/media\/[0-9a-f-]{36}\.png$/),
      signed_url: expect.stringMatching(/^\/api\/media\/[0-9a-f-]{36}\.png\?expires=\d+&sig=[\w-]+$/),
      file_path: `projects/${id}/generated_images/generated_image-1.png`,
    });
    expect(body.story.story_data).toEqual([1, 2, 3].map((n) => ({ page_number: n, page: n, page_text: `Page ${n} text.` })));
    expect(JSON.stringify(body)).not.toContain(reference.blob_key); // the reference is served inline, not as a file

    const files = await api('GET', `/projects/${id}/files`, owner.token);
    expect(files.json().files).toEqual(body.files);

    // Switching page 2 to its regenerated version changes what the page shows.
    await server.ctx.database.db
      .updateTable('current_image_versions')
      .set({ version_index: 1 })
      .where('project_id', '=', id)
      .where('page_index', '=', 1)
      .execute();
    const after = (await api('GET', `/projects/${id}/files`, owner.token)).json().files.generated_images;
    expect(after[1].id).not.toBe(pages[1]!.id);

    const fresh = await createProject();
    expect((await api('GET', `/projects/${fresh}/data`, owner.token)).json().story).toBeNull();
  });

  it('summarises progress and counts', async () => {
    const { id } = await buildStoryProject();
    const res = await api('GET', `/projects/${id}/summary`, owner.token);
    expect(res.json()).toMatchObject({
      success: true,
      project_id: id,
      current_stage: 3,
      stages_completed: { '1': true, '2': true, '3': false },
      story_pages: 3,
      counts: { uploaded_images: 1, style_images: 1, generated_images: 3, audio: 3, video: 0 },
      has_video: false,
      is_shared_to_showcase: false,
    });
  });

  it('answers the latest video, or 404 with the spec words', async () => {
    const id = await createProject();
    const none = await api('GET', `/projects/${id}/video/latest`, owner.token);
    expect(none.statusCode).toBe(404);
    expect(none.json().detail).toBe('No video found for this project');
    await addFile(id, 'video');
    server.clock.advance(60_000);
    const newest = await addFile(id, 'video');
    const res = await api('GET', `/projects/${id}/video/latest`, owner.token);
    expect(res.json().video_url).toContain(newest.blob_key);
    expect(res.json().video_path).toBe(`projects/${id}/video/storybook-video.mp4`);
  });
});

describe('gallery list', () => {
  let user: Awaited<ReturnType<TestServer['signUp']>>;
  const ids: string[] = [];

  beforeAll(async () => {
    user = await server.signUp();
    for (let i = 0; i < 14; i++) {
      server.clock.advance(1000);
      const id = await createProject(user.token);
      ids.push(id);
      const fields: Record<string, string> = { story_title: `Story ${i}` };
      if (i === 0) fields.context = 'A quiet VILLAGE by the sea';
      if (i === 1) fields.theme = 'Friendship and courage';
      if (i === 2) fields.character_description = 'A grey cat called Pepper';
      if (i === 3) fields.additional_context = 'peaceful, magical';
      if (i === 4) fields.story_title = '100% magic_story';
      if (i === 5) fields.story_type = 'fantasy_story';
      await api('PUT', `/projects/${id}`, user.token, fields);
    }
    // Project 6 is completed by its video, project 7 by its stage flag.
    await addFile(ids[6]!, 'video');
    await server.ctx.database.db.updateTable('projects').set({ stage_3_completed: true }).where('id', '=', ids[7]!).execute();
  });

  const list = (query: string) => api('GET', `/projects/?${query}`, user.token).then((r) => r.json());

  it('pages 12 at a time, newest change first', async () => {
    const first = await list('_t=123');
    expect(first.pagination).toEqual({ page: 1, limit: 12, total: 14, pages: 2, has_next: true, has_prev: false });
    expect(first.projects.map((p: { project_id: string }) => p.project_id)).toEqual([...ids].reverse().slice(0, 12));
    const second = await list('page=2');
    expect(second.pagination).toMatchObject({ page: 2, has_next: false, has_prev: true });
    expect(second.projects).toHaveLength(2);
    expect((await list('page=3')).projects).toEqual([]);

    // Editing an old project moves it to the front.
    server.clock.advance(1000);
    await api('PUT', `/projects/${ids[0]}`, user.token, { story_title: 'Story 0 again' });
    expect((await list('limit=1')).projects[0].project_id).toBe(ids[0]);
  });

  it('searches title, context, theme, characters and additional context, case-insensitively', async () => {
    const found = async (search: string) =>
      (await list(`search=${encodeURIComponent(search)}`)).projects.map((p: { project_id: string }) => p.project_id);
    expect(await found('village')).toEqual([ids[0]]);
    expect(await found('FRIENDSHIP')).toEqual([ids[1]]);
    expect(await found('pepper')).toEqual([ids[2]]);
    expect(await found('Magical')).toEqual([ids[3]]);
    expect(await found('100%')).toEqual([ids[4]]);
    expect(await found('c_s')).toEqual([ids[4]]); // `_` is a letter here, not a wildcard
    expect(await found('nothing like this')).toEqual([]);
    expect(likePattern('a%b_c\\')).toBe('%a\\%b\\_c\\\\%');
  });

  it('filters completed, in progress and story types', async () => {
    const completed = await list('filter_type=completed');
    expect(completed.projects.map((p: { project_id: string }) => p.project_id).sort()).toEqual([ids[6], ids[7]].sort());
    expect(completed.projects.find((p: { project_id: string }) => p.project_id === ids[6]).video_count).toBe(1);
    expect((await list('filter_type=in_progress')).pagination.total).toBe(12);
    expect((await list('filter_type=fantasy_story')).projects.map((p: { project_id: string }) => p.project_id)).toEqual([ids[5]]);
    expect((await list('filter_type=all')).pagination.total).toBe(14);
    expect((await api('GET', '/projects/?filter_type=unknown', user.token)).statusCode).toBe(400);
  });

  it('counts images, audio and videos and signs a thumbnail of the first page', async () => {
    server.clock.advance(1000);
    const { id, pages } = await buildStoryProject(user.token);
    const item = (await list('limit=1')).projects[0];
    expect(item).toMatchObject({ project_id: id, image_count: 3, audio_count: 3, video_count: 0, is_shared_to_showcase: false });
    expect(item.thumbnail_url).toContain(pages[0]!.blob_key);
    const image = await server.app.inject({ method: 'GET', url: item.thumbnail_url });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(await server.ctx.storage.get(pages[0]!.blob_key))).toBe(true);
    expect(image.headers['content-type']).toBe('image/png');

    server.clock.advance(1000);
    const onlyUpload = await createProject(user.token);
    const upload = await addFile(onlyUpload, 'uploaded_image');
    expect((await list('limit=1')).projects[0].thumbnail_url).toContain(upload.blob_key);
    server.clock.advance(1000);
    const empty = await createProject(user.token);
    expect((await list('limit=1')).projects[0]).toMatchObject({ project_id: empty, thumbnail_url: null, image_count: 0 });
  });
});

describe('copy and delete', () => {
  it('copies settings, story, versions and every file but videos to new blobs; the copy is editable', async () => {
    const source = await buildStoryProject();
    await api('PUT', `/projects/${source.id}`, owner.token, { story_title: 'Original title', art_style: 'watercolor' });
    await addFile(source.id, 'video');
    await server.ctx.database.db.updateTable('projects').set({ stage_3_completed: true }).where('id', '=', source.id).execute();

    const res = await api('POST', `/projects/${source.id}/copy`, owner.token);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // 1 upload + 1 style + 1 reference + 4 page images (one regenerated version); 3 narrations.
    expect(body).toMatchObject({ success: true, error: null, copied_files: { images: 7, audio: 3 } });
    const copyId = body.project_id;
    expect(copyId).not.toBe(source.id);

    const [original, copy] = await Promise.all(
      [source.id, copyId].map((id) => api('GET', `/projects/${id}/data`, owner.token).then((r) => r.json())),
    );
    expect(copy.project).toMatchObject({
      story_title: 'Original title (copy)',
      art_style: 'watercolor',
      stages_completed: { '1': true, '2': true, '3': false },
      approved_reference_image: original.project.approved_reference_image,
    });
    expect(copy.story.pages).toEqual(original.story.pages);
    expect(copy.story.title).toBe(copyTitle(original.story.title));
    expect(copy.files.video).toEqual([]);
    expect(copy.files.generated_images).toHaveLength(3);
    const originalKeys = new Set(JSON.stringify(original.files).match(/[0-9a-f-]{36}\.(png|mp3|mp4)/g));
    for (const file of [...copy.files.uploaded_images, ...copy.files.generated_images, ...copy.files.audio]) {
      const key = file.file_url.split('/').pop();
      expect(originalKeys.has(key)).toBe(false);
      expect(await server.ctx.storage.size(key)).toBeGreaterThan(0);
    }
    const versions = await server.ctx.database.db
      .selectFrom('image_versions')
      .selectAll()
      .where('project_id', '=', copyId)
      .execute();
    expect(versions).toHaveLength(4);
    const copiedFileIds = new Set(
      (await server.ctx.database.db.selectFrom('project_files').select('id').where('project_id', '=', copyId).execute()).map(
        (f) => f.id,
      ),
    );
    expect(versions.every((v) => v.file_id && copiedFileIds.has(v.file_id))).toBe(true);
    expect((await api('PUT', `/projects/${copyId}`, owner.token, { story_title: 'Edited copy' })).statusCode).toBe(200);
    expect((await api('GET', `/projects/${source.id}`, owner.token)).json().project.story_title).toBe('Original title');
  });

  it('names copies apart: "(copy)", then "(copy 2)", within the 200-character title limit', () => {
    expect(copyTitle('The Moon Fox')).toBe('The Moon Fox (copy)');
    expect(copyTitle('The Moon Fox (copy)')).toBe('The Moon Fox (copy 2)');
    expect(copyTitle('The Moon Fox (copy 2)')).toBe('The Moon Fox (copy 3)');
    expect(copyTitle('x'.repeat(200))).toHaveLength(200);
    expect(copyTitle('x'.repeat(200))?.endsWith(' (copy)')).toBe(true);
    expect(copyTitle(null)).toBeNull();
  });

  it('deletes a project with its blobs, then answers 404', async () => {
    const { id, upload, pages } = await buildStoryProject();
    const res = await api('DELETE', `/projects/${id}`, owner.token);
    expect(res.json()).toEqual({ success: true, message: 'Project deleted successfully' });
    expect(await server.ctx.storage.size(upload.blob_key)).toBeNull();
    expect(await server.ctx.storage.size(pages[0]!.blob_key)).toBeNull();
    expect((await api('GET', `/projects/${id}`, owner.token)).statusCode).toBe(404);
    expect((await api('DELETE', `/projects/${id}`, owner.token)).statusCode).toBe(404);
  });

  it('bulk-deletes the caller’s projects and reports the rest with reasons', async () => {
    const mine = [await createProject(), await createProject()];
    const theirs = await createProject(stranger.token);
    const missing = crypto.randomUUID();
    const res = await api('DELETE', '/projects/bulk', owner.token, { project_ids: [...mine, theirs, missing, 'not-a-uuid'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      successful_deletes: 2,
      failed_deletes: 3,
      deleted_project_ids: mine,
      failed_projects: [theirs, missing, 'not-a-uuid'].map((project_id) => ({ project_id, error: 'Project not found' })),
    });
    expect((await api('GET', `/projects/${theirs}`, stranger.token)).statusCode).toBe(200);
    const all = await api('DELETE', '/projects/bulk', owner.token, { project_ids: [await createProject()] });
    expect(all.json()).toMatchObject({ success: true, successful_deletes: 1, failed_deletes: 0 });
    expect((await api('DELETE', '/projects/bulk', owner.token, { project_ids: [] })).statusCode).toBe(400);
  });
});

describe('ownership', () => {
  it('answers 404 to another user on every project operation, and leaves the project untouched', async () => {
    const { id } = await buildStoryProject();
    await addFile(id, 'video');
    const calls: [Parameters<typeof api>[0], string, object?][] = [
      ['GET', `/projects/${id}`],
      ['GET', `/projects/${id}/data`],
      ['GET', `/projects/${id}/summary`],
      ['GET', `/projects/${id}/files`],
      ['PUT', `/projects/${id}/stage`, { stage: 1 }],
      ['PUT', `/projects/${id}`, { story_title: 'Mine now' }],
      ['POST', `/projects/${id}/copy`],
      ['GET', `/projects/${id}/video/latest`],
      ['DELETE', `/projects/${id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await api(method, url, stranger.token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().detail).toBe('Project not found');
    }
    const bulk = await api('DELETE', '/projects/bulk', stranger.token, { project_ids: [id] });
    expect(bulk.json().successful_deletes).toBe(0);
    expect(
      (await api('GET', '/projects/?limit=100', stranger.token)).json().projects.map((p: { project_id: string }) => p.project_id),
    ).not.toContain(id);
    const still = (await api('GET', `/projects/${id}/summary`, owner.token)).json();
    expect(still).toMatchObject({ current_stage: 3, counts: { video: 1 } });
    expect((await api('GET', `/projects/${id}`, owner.token)).json().project.story_title).toBeNull();
  });
});

describe('media', () => {
  let projectId: string;
  let key: string;
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

  beforeAll(async () => {
    projectId = await createProject();
    const file = await storeProjectFile(server.ctx, server.ctx.database.db, {
      projectId,
      kind: 'audio',
      pageNumber: 1,
      fileName: 'page-1.mp3',
      contentType: 'audio/mpeg',
      extension: 'mp3',
      data: bytes,
    });
    key = file.blob_key;
  });

  const signed = async () =>
    (await api('GET', `/projects/${projectId}/files`, owner.token)).json().files.audio[0].signed_url as string;
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('serves a signed URL without a login, with ranges for players', async () => {
    const url = await signed();
    const whole = await get(url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    expect(whole.headers).toMatchObject({ 'content-type': 'audio/mpeg', 'accept-ranges': 'bytes', 'content-length': '1000' });

    const part = await get(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await get(url, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(bytes.subarray(990))).toBe(true);
    const open = await get(url, { range: 'bytes=995-' });
    expect(open.rawPayload.equals(bytes.subarray(995))).toBe(true);
    const beyond = await get(url, { range: 'bytes=5000-' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */1000');

    const cached = await get(url, { 'if-none-match': whole.headers.etag as string });
    expect(cached.statusCode).toBe(304);
  });

  it('serves the stable file_url to the owner’s token only', async () => {
    const url = `/api/media/${key}`;
    expect((await get(url)).statusCode).toBe(403);
    expect((await get(url, bearer(stranger.token))).statusCode).toBe(403);
    const mine = await get(url, bearer(owner.token));
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves showcase media publicly', async () => {
    const video = await addFile(projectId, 'video');
    const url = `/api/media/${video.blob_key}`;
    expect((await get(url)).statusCode).toBe(403);
    await server.ctx.database.db
      .insertInto('showcase_videos')
      .values({
        project_id: projectId,
        user_id: owner.userId,
        title: 'Shared',
        category: 'childrens_bedtime_story',
        video_file_id: video.id,
      })
      .execute();
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('public');
    expect((await api('GET', `/projects/${projectId}`, owner.token)).json().project.is_shared_to_showcase).toBe(true);
  });

  // Last: moving the clock past the URL lifetime also expires the test users' access tokens.
  it('refuses a tampered, incomplete or expired signature with 403', async () => {
    const url = await signed();
    const tampered = url.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await get(tampered)).statusCode).toBe(403);
    expect((await get(url.replace(/&sig=.*/, ''))).statusCode).toBe(403);
    const otherKey = url.replace(key, `${crypto.randomUUID()}.mp3`);
    expect((await get(otherKey)).statusCode).toBe(404);
    server.clock.advance((server.ctx.config.mediaUrlTtlSeconds + 3600) * 1000);
    const expired = await get(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().detail).toMatch(/expired/);
  });
});
