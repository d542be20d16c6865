import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@storyloom/api-client';
import { fakeTransport, type FakeRoute } from '../testing/fakeTransport.ts';
import { SocialProvidersStore } from './SocialProvidersStore.ts';

const providers = [
  { key: 'google', name: 'Google' },
  { key: 'github', name: 'GitHub' },
];

function setup(route: FakeRoute = { body: { success: true, providers } }) {
  const transport = fakeTransport({ 'GET /auth/providers': route });
  const api = createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => null, fetch: transport.fetch });
  return { store: new SocialProvidersStore({ api }), transport };
}

describe('SocialProvidersStore', () => {
  it('loads the configured providers once', async () => {
    const { store, transport } = setup();
    await Promise.all([store.load(), store.load()]);
    await store.load();
    expect(store.providers).toEqual(providers);
    expect(store.status).toBe('loaded');
    expect(transport.requests).toHaveLength(1);
  });

  it('shows no providers when the server has none configured', async () => {
    const { store } = setup({ body: { success: true, providers: [] } });
    await store.load();
    expect(store.providers).toEqual([]);
    expect(store.status).toBe('loaded');
  });

  it('only logs a failed load, and asks again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, transport } = setup({ status: 500, body: {} });
    await store.load();
    expect(store.providers).toEqual([]);
    expect(store.status).toBe('failed');
    expect(warn).toHaveBeenCalledOnce();
    transport.routes['GET /auth/providers'] = { body: { success: true, providers } };
    await store.load();
    expect(store.providers).toEqual(providers);
    warn.mockRestore();
  });
});
