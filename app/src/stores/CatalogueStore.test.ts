import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storyloom/api-client';
import { fakeTransport, type FakeRoute } from '../testing/fakeTransport.ts';
import { CatalogueStore } from './CatalogueStore.ts';

const storyTypes = {
  childrens_bedtime_story: { name: "Children's Bedtime Story", description: 'A calm, gentle story.' },
  fantasy_story: { name: 'Fantasy Story', description: 'Magic, quests and impossible worlds.' },
};
const styles = {
  realistic: { name: 'Realistic', description: 'Natural light.', preview_url: '/api/art-styles/realistic/preview' },
  watercolor: { name: 'Watercolor', description: 'Soft washes.', preview_url: null },
};
const languages = [
  { code: 'en', name: 'English', native_name: 'English' },
  { code: 'de', name: 'German', native_name: 'Deutsch' },
];

function setup(routes: Record<string, FakeRoute> = {}) {
  const transport = fakeTransport({
    'GET /story-types': { body: { success: true, story_types: storyTypes } },
    'GET /art-styles': { body: { success: true, styles } },
    'GET /languages': { body: { success: true, languages } },
    ...routes,
  });
  const api = createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => 't', fetch: transport.fetch });
  return { catalogue: new CatalogueStore({ api }), transport };
}

describe('CatalogueStore', () => {
  it('loads story types, art styles and languages in the server’s order, with their keys', async () => {
    const { catalogue } = setup();
    await catalogue.load();
    expect(catalogue.storyTypes).toEqual([
      { key: 'childrens_bedtime_story', ...storyTypes.childrens_bedtime_story },
      { key: 'fantasy_story', ...storyTypes.fantasy_story },
    ]);
    expect(catalogue.artStyles.map((style) => style.key)).toEqual(['realistic', 'watercolor']);
    expect(catalogue.artStyles[0]!.preview_url).toBe('/api/art-styles/realistic/preview');
    expect(catalogue.languages).toEqual(languages);
    expect(catalogue.storyTypeName('fantasy_story')).toBe('Fantasy Story');
    expect(catalogue.artStyleName('watercolor')).toBe('Watercolor');
    expect(catalogue.languageName('de')).toBe('German');
    expect(catalogue.isLoading).toBe(false);
  });

  it('loads once: later loads and loads while one runs ask nothing more', async () => {
    const { catalogue, transport } = setup();
    const first = catalogue.load();
    const second = catalogue.load();
    expect(catalogue.isLoading).toBe(true);
    await Promise.all([first, second]);
    await catalogue.load();
    expect(transport.requests.map((request) => request.path).sort()).toEqual(['/art-styles', '/languages', '/story-types']);
  });

  it('keeps the lists that loaded when one fails, and loads only the failed one again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { catalogue, transport } = setup({ 'GET /art-styles': { status: 500, body: {} } });
    await catalogue.load();
    expect(catalogue.failed('artStyles')).toBe(true);
    expect(catalogue.failed('storyTypes')).toBe(false);
    expect(catalogue.storyTypes).toHaveLength(2);
    expect(catalogue.artStyles).toEqual([]);
    transport.routes['GET /art-styles'] = { body: { success: true, styles } };
    await catalogue.load();
    expect(catalogue.failed('artStyles')).toBe(false);
    expect(catalogue.artStyles).toHaveLength(2);
    expect(transport.requests.filter((request) => request.path === '/story-types')).toHaveLength(1);
    expect(transport.requests.filter((request) => request.path === '/art-styles')).toHaveLength(2);
    warn.mockRestore();
  });

  it('leaves the languages empty when they cannot load (the select still offers English and Croatian)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { catalogue } = setup({ 'GET /languages': { status: 503, body: {} } });
    await catalogue.load();
    expect(catalogue.languages).toEqual([]);
    expect(catalogue.failed('languages')).toBe(true);
    warn.mockRestore();
  });
});
