import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type Schema } from '@storyloom/api-client';
import { fakeTransport, type FakeRoute } from '../testing/fakeTransport.ts';
import { ManualClock } from '../testing/ManualClock.ts';
import { applyLikeResult, DISCOVER_MESSAGES, DISCOVER_TYPING_DEBOUNCE_MS, DiscoverStore } from './DiscoverStore.ts';
import { isRecordableVideoId } from './showcaseViews.ts';
import { ToastStore } from './ToastStore.ts';

const id = '3f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const video = (extra: Partial<Schema<'DiscoverVideo'>> = {}): Schema<'DiscoverVideo'> => ({
  id,
  title: 'The Moon Who Could Not Sleep',
  video_url: '/api/media/v.mp4',
  created_at: '2026-11-20T18:30:00Z',
  view_count: 10,
  likes_count: 3,
  dislikes_count: 1,
  user_like_status: 'none',
  ...extra,
});

function setup(routes: Record<string, FakeRoute> = {}) {
  const transport = fakeTransport({ 'GET /discover/videos': { body: { success: true, videos: [video()] } }, ...routes });
  const toasts = new ToastStore();
  const clock = new ManualClock();
  const api = createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => 't', fetch: transport.fetch });
  const discover = new DiscoverStore({ api, toasts, clock });
  const lists = () => transport.requests.filter((r) => r.path === '/discover/videos').map((r) => Object.fromEntries(r.query));
  return { discover, transport, toasts, clock, lists, messages: () => toasts.toasts.map((t) => [t.kind, t.message]) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('like arithmetic', () => {
  it('follows added, removed and updated, never below 0', () => {
    expect(applyLikeResult(video(), true, 'added')).toMatchObject({
      likes_count: 4,
      dislikes_count: 1,
      user_like_status: 'like',
    });
    expect(applyLikeResult(video(), false, 'added')).toMatchObject({
      likes_count: 3,
      dislikes_count: 2,
      user_like_status: 'dislike',
    });
    expect(applyLikeResult(video({ user_like_status: 'like' }), true, 'removed')).toMatchObject({
      likes_count: 2,
      user_like_status: 'none',
    });
    expect(applyLikeResult(video({ likes_count: 0 }), true, 'removed')).toMatchObject({ likes_count: 0 });
    expect(applyLikeResult(video({ user_like_status: 'like' }), false, 'updated')).toMatchObject({
      likes_count: 2,
      dislikes_count: 2,
      user_like_status: 'dislike',
    });
    expect(applyLikeResult(video({ dislikes_count: 0 }), true, 'updated')).toMatchObject({ likes_count: 4, dislikes_count: 0 });
  });
});

describe('DiscoverStore', () => {
  it('sends 50 a page with the sort and leaves empty filters out', async () => {
    const { discover, lists } = setup();
    await discover.load();
    expect(lists()[0]).toEqual({ limit: '50', sort_by: 'created_at' });
    discover.setFilters({ search: '  moon ', category: 'fantasy_story', sortBy: 'likes', userEmail: 'mia@' });
    await settle();
    expect(lists()[1]).toEqual({
      limit: '50',
      sort_by: 'likes',
      search: 'moon',
      category: 'fantasy_story',
      user_email: 'mia@',
    });
    discover.setFilters({ search: '', category: '', userEmail: '   ' });
    expect(discover.query).toEqual({ limit: 50, sort_by: 'likes' });
  });

  it('reloads at once when the category or sort changes', async () => {
    const { discover, lists } = setup();
    await discover.load();
    discover.setFilters({ sortBy: 'likes' });
    await settle();
    expect(lists()).toHaveLength(2);
    expect(lists()[1]).toEqual({ limit: '50', sort_by: 'likes' });
    discover.setFilters({ category: 'fantasy_story' });
    await settle();
    expect(lists()[2]).toEqual({ limit: '50', sort_by: 'likes', category: 'fantasy_story' });
    // Choosing what is already chosen asks nothing.
    discover.setFilters({ category: 'fantasy_story', sortBy: 'likes' });
    await settle();
    expect(lists()).toHaveLength(3);
  });

  it('reloads 500 ms after typing stops in the search or e-mail box, once', async () => {
    const { discover, clock, lists } = setup();
    await discover.load();
    for (const search of ['m', 'mo', 'moo', 'moon']) {
      discover.setFilters({ search });
      await clock.advance(200);
    }
    discover.setFilters({ userEmail: 'mia' });
    expect(lists()).toHaveLength(1);
    expect(discover.filters).toMatchObject({ search: 'moon', userEmail: 'mia' });
    await clock.advance(DISCOVER_TYPING_DEBOUNCE_MS - 1);
    expect(lists()).toHaveLength(1);
    await clock.advance(1);
    expect(lists()).toHaveLength(2);
    expect(lists()[1]).toEqual({ limit: '50', sort_by: 'created_at', search: 'moon', user_email: 'mia' });
    // A trailing space changes the box, not the query: nothing is asked again.
    discover.setFilters({ search: 'moon ' });
    await clock.advance(DISCOVER_TYPING_DEBOUNCE_MS);
    expect(lists()).toHaveLength(2);
  });

  it('a dropdown change while typing loads at once with the typed text, and the pending reload is dropped', async () => {
    const { discover, clock, lists } = setup();
    await discover.load();
    discover.setFilters({ search: 'moon' });
    await clock.advance(100);
    discover.setFilters({ sortBy: 'views' });
    await settle();
    expect(lists()[1]).toEqual({ limit: '50', sort_by: 'views', search: 'moon' });
    expect(clock.pending).toBe(0);
    await clock.advance(DISCOVER_TYPING_DEBOUNCE_MS);
    expect(lists()).toHaveLength(2);
  });

  it('forgets a pending reload when cleared (sign-out)', async () => {
    const { discover, clock, lists } = setup();
    await discover.load();
    discover.setFilters({ search: 'moon' });
    discover.clear();
    expect(clock.pending).toBe(0);
    expect(discover.filters.search).toBe('');
    await clock.advance(DISCOVER_TYPING_DEBOUNCE_MS);
    expect(lists()).toHaveLength(1);
  });

  it('explains a 401 and shows the full-screen message for other failures', async () => {
    const unauthorized = setup({ 'GET /discover/videos': { status: 401, body: { detail: 'Not authenticated' } } });
    await unauthorized.discover.load();
    expect(unauthorized.discover.loginRequired).toBe(true);
    expect(unauthorized.discover.error).toBeNull();
    expect(unauthorized.discover.isEmpty).toBe(false);
    const failing = setup({ 'GET /discover/videos': { status: 500, body: {} } });
    await failing.discover.load();
    expect(failing.discover.error).toBe('Failed to load videos');
    const empty = setup({ 'GET /discover/videos': { body: { success: true, videos: [] } } });
    await empty.discover.load();
    expect(empty.discover.isEmpty).toBe(true);
  });

  it('likes, switches and removes with the spec’s toasts', async () => {
    let action = 'added';
    const { discover, transport, messages } = setup({
      [`POST /discover/videos/${id}/like`]: () => ({ body: { success: true, action } }),
    });
    await discover.load();
    await discover.like(id, true);
    expect(transport.requests.at(-1)?.body).toEqual({ is_like: true });
    expect(discover.videos[0]).toMatchObject({ likes_count: 4, user_like_status: 'like' });
    action = 'updated';
    await discover.like(id, false);
    expect(discover.videos[0]).toMatchObject({ likes_count: 3, dislikes_count: 2, user_like_status: 'dislike' });
    action = 'removed';
    await discover.like(id, false);
    expect(discover.videos[0]).toMatchObject({ likes_count: 3, dislikes_count: 1, user_like_status: 'none' });
    expect(messages()).toEqual([
      ['success', 'Video liked!'],
      ['success', 'Video disliked!'],
      ['success', 'Video removed!'],
    ]);
  });

  it("says 'Failed to update like status' and changes nothing when the like fails", async () => {
    const { discover, messages } = setup({ [`POST /discover/videos/${id}/like`]: { status: 500, body: {} } });
    await discover.load();
    await discover.like(id, true);
    expect(discover.videos[0]).toEqual(video());
    expect(messages()).toEqual([['error', DISCOVER_MESSAGES.likeFailed]]);
    expect(discover.likePendingIds.size).toBe(0);
  });

  it('counts a view at once and records it on the server only for real (hyphenated) ids', async () => {
    const sample = video({ id: 'sample1', view_count: 0 });
    const { discover, transport } = setup({
      'GET /discover/videos': { body: { success: true, videos: [video(), sample] } },
      [`POST /showcase/videos/${id}/view`]: { body: { success: true, counted: true, view_count: 11 } },
    });
    await discover.load();
    discover.open(discover.videos[0]!);
    expect(discover.playing).toMatchObject({ id, view_count: 11 });
    expect(discover.videos[0]?.view_count).toBe(11);
    discover.open(discover.videos[1]!);
    expect(discover.videos[1]?.view_count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(transport.requests.filter((r) => r.path.endsWith('/view')).map((r) => r.path)).toEqual([
      `/showcase/videos/${id}/view`,
    ]);
    expect(isRecordableVideoId('sample1')).toBe(false);
    discover.close();
    expect(discover.playing).toBeNull();
  });

  it('only logs a failed view or category load; the video still opens', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { discover, messages } = setup({
      [`POST /showcase/videos/${id}/view`]: { status: 500, body: {} },
      'GET /discover/categories': { status: 500, body: {} },
    });
    await discover.load();
    discover.open(discover.videos[0]!);
    await discover.loadCategories();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(discover.playing?.id).toBe(id);
    expect(discover.categories).toEqual([]);
    expect(messages()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
