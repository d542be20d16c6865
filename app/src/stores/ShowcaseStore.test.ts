import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type Schema } from '@storyloom/api-client';
import { fakeTransport, type FakeRoute } from '../testing/fakeTransport.ts';
import { LANDING_SHOWCASE_LIMIT, SAMPLE_SHOWCASE_VIDEOS, ShowcaseStore } from './ShowcaseStore.ts';

const video = (n: number, extra: Partial<Schema<'ShowcaseVideo'>> = {}): Schema<'ShowcaseVideo'> => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Story ${n}`,
  video_url: `/api/media/${n}.mp4`,
  view_count: n * 10,
  category: n % 2 ? 'fantasy_story' : 'sci_fi_story',
  ...extra,
});

function setup(routes: Record<string, FakeRoute>) {
  const transport = fakeTransport(routes);
  const api = createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => null, fetch: transport.fetch });
  return { showcase: new ShowcaseStore({ api }), transport };
}

describe('ShowcaseStore', () => {
  it('loads up to 8 videos and counts stories, views and categories', async () => {
    const { showcase, transport } = setup({
      'GET /showcase/videos': { body: { success: true, videos: [video(1), video(2), video(3, { category: null })] } },
    });
    await showcase.load();
    expect(Object.fromEntries(transport.requests[0]!.query)).toEqual({ limit: String(LANDING_SHOWCASE_LIMIT) });
    expect(transport.requests[0]!.headers.get('authorization')).toBeNull();
    expect(showcase.stats).toEqual({ featuredCount: 3, totalViews: 60, categoryCount: 3 });
    expect(showcase.isFallback).toBe(false);
    expect(showcase.isEmpty).toBe(false);
    expect(showcase.hasStats).toBe(true);
  });

  it('is empty only once the server has answered with no videos', async () => {
    const { showcase, transport } = setup({ 'GET /showcase/videos': { body: { success: true, videos: [] } } });
    expect(showcase.isEmpty).toBe(false);
    const first = showcase.load();
    const second = showcase.load();
    expect(showcase.isLoading).toBe(true);
    expect(showcase.isEmpty).toBe(false);
    await Promise.all([first, second]);
    expect(transport.requests).toHaveLength(1);
    expect(showcase.isEmpty).toBe(true);
    expect(showcase.isFallback).toBe(false);
    expect(showcase.stats).toEqual({ featuredCount: 0, totalViews: 0, categoryCount: 0 });
    // A fresh installation: no 0 / 0 / 0 strip.
    expect(showcase.hasStats).toBe(false);
  });

  it('falls back to the 4 built-in samples when the showcase cannot be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { showcase } = setup({ 'GET /showcase/videos': { status: 500, body: {} } });
    await showcase.load();
    expect(showcase.videos).toEqual(SAMPLE_SHOWCASE_VIDEOS);
    expect(showcase.videos).toHaveLength(4);
    expect(showcase.isFallback).toBe(true);
    expect(showcase.isLoading).toBe(false);
    expect(showcase.isEmpty).toBe(false);
    // The samples are not real stories: nothing to count.
    expect(showcase.hasStats).toBe(false);
    warn.mockRestore();
  });

  it('records a view for real videos only, and opens the player either way', async () => {
    const real = video(1);
    const { showcase, transport } = setup({ [`POST /showcase/videos/${real.id}/view`]: { body: { success: true } } });
    showcase.open(real);
    showcase.open(SAMPLE_SHOWCASE_VIDEOS[0]!);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(transport.requests.map((r) => r.path)).toEqual([`/showcase/videos/${real.id}/view`]);
    expect(showcase.playing?.id).toBe('sample1');
    showcase.close();
    expect(showcase.playing).toBeNull();
  });
});
