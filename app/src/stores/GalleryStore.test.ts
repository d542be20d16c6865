import { describe, expect, it } from 'vitest';
import { createApiClient, MESSAGES, type Schema } from '@storyloom/api-client';
import { fakeTransport, type FakeRoute } from '../testing/fakeTransport.ts';
import { ManualClock } from '../testing/ManualClock.ts';
import { GALLERY_MESSAGES, GALLERY_PAGE_SIZE, GalleryStore, LIST_RETRY_DELAY_MS, SEARCH_DEBOUNCE_MS } from './GalleryStore.ts';
import { ToastStore } from './ToastStore.ts';

const project = (n: number, extra: Partial<Schema<'ProjectListItem'>> = {}): Schema<'ProjectListItem'> => ({
  project_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  story_title: `Story ${n}`,
  story_type: 'childrens_bedtime_story',
  current_stage: 1,
  stages_completed: { 1: false, 2: false, 3: false },
  modified_at: '2026-11-20T18:30:00Z',
  image_count: 0,
  audio_count: 0,
  video_count: 0,
  is_shared_to_showcase: false,
  ...extra,
});

const page = (items: Schema<'ProjectListItem'>[], total = items.length, pageNo = 1) => ({
  body: {
    success: true,
    projects: items,
    pagination: {
      page: pageNo,
      limit: GALLERY_PAGE_SIZE,
      total,
      pages: Math.max(1, Math.ceil(total / GALLERY_PAGE_SIZE)),
      has_next: pageNo * GALLERY_PAGE_SIZE < total,
      has_prev: pageNo > 1,
    },
  },
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits (in real time, briefly) until the store has set a timer on the manual clock. */
async function untilTimerSet(clock: ManualClock) {
  for (let i = 0; i < 100 && clock.pending === 0; i++) await settle();
}

function setup(routes: Record<string, FakeRoute> = {}) {
  const clock = new ManualClock();
  const transport = fakeTransport({ 'GET /projects/': page([project(1), project(2)], 30), ...routes });
  const toasts = new ToastStore();
  const api = createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => 't', fetch: transport.fetch });
  const gallery = new GalleryStore({ api, toasts, clock });
  const lists = () => transport.requests.filter((r) => r.method === 'GET' && r.path === '/projects/');
  const messages = () => toasts.toasts.map((t) => [t.kind, t.message]);
  return { gallery, clock, transport, toasts, lists, messages };
}

describe('GalleryStore list', () => {
  it('asks for 12 a page, leaves filter_type out for all, and busts caches', async () => {
    const { gallery, lists } = setup();
    await gallery.load();
    const query = lists()[0]!.query;
    expect(Object.fromEntries(query)).toEqual({ page: '1', limit: '12', _t: String(Date.UTC(2026, 10, 20, 18, 30)) });
    expect(gallery.projects).toHaveLength(2);
    expect(gallery.pagination?.pages).toBe(3);
    expect(gallery.isLoading).toBe(false);
  });

  it('debounces search by 500 ms and goes back to page 1', async () => {
    const { gallery, clock, lists } = setup();
    await gallery.load();
    gallery.goToPage(3);
    await settle();
    for (const text of ['m', 'mo', 'moon']) {
      gallery.setSearch(text);
      await clock.advance(200);
    }
    expect(lists()).toHaveLength(2);
    await clock.advance(SEARCH_DEBOUNCE_MS - 201);
    expect(lists()).toHaveLength(2);
    await clock.advance(1);
    expect(lists()).toHaveLength(3);
    expect(Object.fromEntries(lists()[2]!.query)).toMatchObject({ page: '1', search: 'moon' });
    expect(gallery.page).toBe(1);
  });

  it('goes back to page 1 when the filter changes, and sends it', async () => {
    const { gallery, lists } = setup();
    await gallery.load();
    gallery.goToPage(2);
    gallery.setFilter('completed');
    await settle();
    expect(gallery.page).toBe(1);
    expect(Object.fromEntries(lists().at(-1)!.query)).toMatchObject({ page: '1', filter_type: 'completed' });
  });

  it('only moves to a page within 1..pages that is not the current one', async () => {
    const { gallery, lists } = setup();
    await gallery.load();
    for (const bad of [0, -1, 4, 1, 1.5]) expect(gallery.goToPage(bad)).toBe(false);
    expect(lists()).toHaveLength(1);
    expect(gallery.goToPage(3)).toBe(true);
    await settle();
    expect(Object.fromEntries(lists()[1]!.query)).toMatchObject({ page: '3' });
  });

  it("retries a 504 twice, 2 s apart, showing 'Retrying...'", async () => {
    let calls = 0;
    const { gallery, clock, lists } = setup({
      'GET /projects/': () => (++calls <= 2 ? { status: 504, body: {} } : page([project(1)])),
    });
    const loading = gallery.load();
    await untilTimerSet(clock);
    expect(gallery.isRetrying).toBe(true);
    await clock.advance(LIST_RETRY_DELAY_MS - 1);
    expect(lists()).toHaveLength(1);
    await clock.advance(1);
    expect(lists()).toHaveLength(2);
    await untilTimerSet(clock);
    await clock.advance(LIST_RETRY_DELAY_MS);
    await loading;
    expect(lists()).toHaveLength(3);
    expect(gallery.projects).toHaveLength(1);
    expect(gallery.isRetrying).toBe(false);
    expect(gallery.error).toBeNull();
  });

  it('shows the timeout card after the retries run out, and the plain card for other errors', async () => {
    const timeout = setup({ 'GET /projects/': { status: 504, body: {} } });
    const loading = timeout.gallery.load();
    for (let retry = 0; retry < 2; retry++) {
      await untilTimerSet(timeout.clock);
      await timeout.clock.advance(LIST_RETRY_DELAY_MS);
    }
    await loading;
    expect(timeout.lists()).toHaveLength(3);
    expect(timeout.gallery.error).toBe(MESSAGES.gatewayTimeout);
    expect(timeout.gallery.isTimeout).toBe(true);

    const failing = setup({ 'GET /projects/': { status: 500, body: {} } });
    await failing.gallery.load();
    expect(failing.lists()).toHaveLength(1);
    expect(failing.gallery.error).toBe(MESSAGES.serverError);
    expect(failing.gallery.isTimeout).toBe(false);
  });

  it("tells 'No magical stories yet' from 'No projects found'", async () => {
    const { gallery, transport } = setup({ 'GET /projects/': page([]) });
    expect(gallery.emptyKind).toBe('none');
    await gallery.load();
    expect(gallery.emptyKind).toBe('noProjects');
    gallery.setFilter('completed');
    await settle();
    expect(gallery.emptyKind).toBe('noResults');
    transport.routes['GET /projects/'] = page([project(1)]);
    gallery.setFilter('all');
    await settle();
    expect(gallery.emptyKind).toBe('none');
  });
});

describe('GalleryStore actions', () => {
  const bulk = (result: Partial<Schema<'BulkDeleteResult'>>): FakeRoute => ({
    body: { success: true, deleted_project_ids: [], failed_projects: [], ...result },
  });

  it('bulk-deletes the selection and reports all, some or none deleted', async () => {
    const cases: [FakeRoute, [string, string]][] = [
      [bulk({ successful_deletes: 3, failed_deletes: 0 }), ['success', 'Successfully deleted 3 project(s)']],
      [bulk({ successful_deletes: 2, failed_deletes: 1 }), ['warning', 'Deleted 2 project(s), 1 failed']],
      [
        bulk({
          success: false,
          successful_deletes: 0,
          failed_deletes: 3,
          failed_projects: [{ project_id: 'x', error: 'Project not found' }],
        }),
        ['error', 'Failed to delete projects: Project not found'],
      ],
      [{ status: 500, body: {} }, ['error', `Failed to delete projects: ${MESSAGES.serverError}`]],
    ];
    for (const [route, expected] of cases) {
      const { gallery, transport, messages } = setup({ 'DELETE /projects/bulk': route });
      gallery.toggleSelectMode();
      for (const n of [1, 2, 3]) gallery.setSelected(project(n).project_id, true);
      gallery.setSelected(project(2).project_id, false);
      gallery.setSelected(project(2).project_id, true);
      await gallery.bulkDelete();
      const sent = transport.requests.find((r) => r.path === '/projects/bulk')?.body as { project_ids: string[] };
      expect([...sent.project_ids].sort()).toEqual([1, 2, 3].map((n) => project(n).project_id));
      expect(messages()).toEqual([expected]);
    }
  });

  it('leaves bulk mode after deleting, and does nothing with an empty selection', async () => {
    const { gallery, transport } = setup({ 'DELETE /projects/bulk': bulk({ successful_deletes: 1, failed_deletes: 0 }) });
    gallery.toggleSelectMode();
    await gallery.bulkDelete();
    expect(transport.requests).toHaveLength(0);
    gallery.setSelected(project(1).project_id, true);
    await gallery.bulkDelete();
    expect(gallery.selectMode).toBe(false);
    expect(gallery.selectedIds.size).toBe(0);
    expect(transport.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /projects/bulk', 'GET /projects/']);
  });

  it("says 'Failed to delete projects. Please try again.' when the server cannot be reached", async () => {
    const { gallery, messages } = setup({
      'DELETE /projects/bulk': () => {
        throw new TypeError('fetch failed');
      },
    });
    gallery.setSelected(project(1).project_id, true);
    await gallery.bulkDelete();
    expect(messages()).toEqual([['error', GALLERY_MESSAGES.bulkFailedTryAgain]]);
  });

  it('deletes one project, or says why not', async () => {
    const id = project(1).project_id;
    const ok = setup({ [`DELETE /projects/${id}`]: { body: { success: true } } });
    expect(await ok.gallery.deleteProject(id)).toBe(true);
    expect(ok.messages()).toEqual([['success', 'Project deleted successfully']]);
    expect(ok.gallery.busyIds.size).toBe(0);

    const missing = setup({ [`DELETE /projects/${id}`]: { status: 404, body: { detail: 'Project not found' } } });
    expect(await missing.gallery.deleteProject(id)).toBe(false);
    expect(missing.messages()).toEqual([['error', 'Failed to delete project: Project not found']]);

    const offline = setup({
      [`DELETE /projects/${id}`]: () => {
        throw new TypeError('fetch failed');
      },
    });
    await offline.gallery.deleteProject(id);
    expect(offline.messages()).toEqual([['error', 'Failed to delete project. Please try again.']]);
  });

  it('gets the latest video, or warns that there is none', async () => {
    const id = project(1).project_id;
    const ok = setup({ [`GET /projects/${id}/video/latest`]: { body: { success: true, video_url: '/api/media/v.mp4' } } });
    expect(await ok.gallery.latestVideoUrl(id)).toBe('/api/media/v.mp4');
    const none = setup({
      [`GET /projects/${id}/video/latest`]: { status: 404, body: { detail: 'No video found for this project' } },
    });
    expect(await none.gallery.latestVideoUrl(id)).toBeNull();
    expect(none.messages()).toEqual([['warning', 'No video found for this project']]);
    const broken = setup({ [`GET /projects/${id}/video/latest`]: { status: 500, body: {} } });
    await broken.gallery.latestVideoUrl(id);
    expect(broken.messages()).toEqual([['error', 'Failed to load video']]);
  });

  it('shares to and removes from the showcase, updating the card', async () => {
    const id = project(1).project_id;
    const { gallery, messages, transport } = setup({
      'GET /projects/': page([project(1, { video_count: 1 })]),
      [`POST /projects/${id}/add-to-showcase`]: { status: 201, body: { success: true } },
      [`DELETE /projects/${id}/remove-from-showcase`]: { body: { success: true } },
    });
    await gallery.load();
    const values = { title: 'Story 1', description: '', category: 'fantasy_story' } as const;
    expect(await gallery.shareToShowcase(id, values)).toBe(true);
    expect(transport.requests.at(-1)?.body).toEqual(values);
    expect(gallery.projects[0]?.is_shared_to_showcase).toBe(true);
    expect(await gallery.removeFromShowcase(id)).toBe(true);
    expect(gallery.projects[0]?.is_shared_to_showcase).toBe(false);
    expect(messages()).toEqual([
      ['success', 'Video shared to public showcase!'],
      ['success', 'Video removed from public showcase!'],
    ]);

    const refused = setup({
      [`POST /projects/${id}/add-to-showcase`]: {
        status: 409,
        body: { detail: 'This story is already shared to the public showcase!' },
      },
    });
    expect(await refused.gallery.shareToShowcase(id, values)).toBe(false);
    expect(refused.messages()).toEqual([['error', 'This story is already shared to the public showcase!']]);
  });

  it('refuses to share a listed project without a video, one already shared, or a blank title', async () => {
    const noVideo = project(1);
    const shared = project(2, { video_count: 1, is_shared_to_showcase: true });
    const ready = project(3, { video_count: 1 });
    const { gallery, messages, transport } = setup({
      'GET /projects/': page([noVideo, shared, ready]),
      [`POST /projects/${ready.project_id}/add-to-showcase`]: { status: 201, body: { success: true } },
    });
    await gallery.load();
    const values = { title: '  The Story  ', description: '', category: 'fantasy_story' } as const;
    expect(await gallery.shareToShowcase(noVideo.project_id, values)).toBe(false);
    expect(await gallery.shareToShowcase(shared.project_id, values)).toBe(false);
    expect(await gallery.shareToShowcase(ready.project_id, { ...values, title: '   ' })).toBe(false);
    expect(messages()).toEqual([
      ['error', 'This project has no videos to share'],
      ['error', 'This story is already shared to the public showcase!'],
    ]);
    expect(transport.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    expect(await gallery.shareToShowcase(ready.project_id, values)).toBe(true);
    expect(transport.requests.at(-1)?.body).toEqual({ ...values, title: 'The Story' });
  });
});
