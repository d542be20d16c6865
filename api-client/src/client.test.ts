import { describe, expect, it, vi } from 'vitest';
import { createApiClient, unwrap } from './client.ts';
import { ApiError } from './errors.ts';
import { fileUrl, mediaUrl, resolveMediaUrl } from './media.ts';

type Reply = { status: number; body?: unknown };

function fakeFetch(reply: Reply | ((request: Request) => Reply)) {
  const seen: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    seen.push(input);
    const r = typeof reply === 'function' ? reply(input) : reply;
    return new Response(r.body === undefined ? null : JSON.stringify(r.body), {
      status: r.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, seen };
}

describe('createApiClient', () => {
  it('sends the bearer token read fresh on every authenticated call', async () => {
    let token = 'first';
    const { fetch, seen } = fakeFetch({
      status: 200,
      body: { success: true, credits_balance: 5, total_purchased: 5, total_used: 0 },
    });
    const api = createApiClient({ baseUrl: 'http://api.test/api', getToken: () => token, fetch });
    await api.GET('/credits');
    token = 'second';
    await api.GET('/credits');
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual(['Bearer first', 'Bearer second']);
    expect(seen[0]!.url).toBe('http://api.test/api/credits');
  });

  it('skips the token on public operations', async () => {
    const { fetch, seen } = fakeFetch({ status: 200, body: { success: true, videos: [] } });
    const api = createApiClient({ baseUrl: 'http://api.test/api', getToken: () => 'secret', fetch });
    await api.GET('/showcase/videos', { params: { query: { limit: 8 } } });
    await api.POST('/auth/signin', { body: { email: 'ana@example.com', password: 'secret1' } });
    expect(seen.map((r) => r.headers.get('authorization'))).toEqual([null, null]);
  });

  it('turns a non-2xx answer into an ApiError with the catalogue message and the body', async () => {
    const body = { detail: 'Not enough credits', required_credits: 32, current_credits: 5 };
    const { fetch } = fakeFetch({ status: 402, body });
    const api = createApiClient({ baseUrl: 'http://api.test/api', getToken: () => 't', fetch });
    const error = await api
      .POST('/projects/{id}/story', {
        params: { path: { id: 'p1' } },
        body: { character_description: 'A fox', context: 'A forest', num_pages: 3 },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, body, operationId: 'generateStory' });
    expect((error as ApiError).message).toBe(
      'Insufficient credits to generate story. You need 32 credits but have 5. Please purchase more credits to continue.',
    );
    expect((error as ApiError).credits).toEqual({ required: 32, current: 5, shortage: 27 });
  });

  it('forces logout on a 401 that says the token expired, not on other 401s', async () => {
    const onUnauthorized = vi.fn();
    let detail = 'Token has expired';
    const { fetch } = fakeFetch(() => ({ status: 401, body: { detail } }));
    const api = createApiClient({ baseUrl: 'http://api.test/api', getToken: () => 't', onUnauthorized, fetch });
    await expect(api.GET('/auth/user')).rejects.toThrow('Your session has expired. Please log in again.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    detail = 'Invalid e-mail or password';
    await expect(api.POST('/auth/signin', { body: { email: 'a@b.co', password: 'secret1' } })).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure in words a person understands', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof globalThis.fetch;
    const api = createApiClient({ baseUrl: 'http://api.test/api', getToken: () => undefined, fetch });
    const error = await api.GET('/credits').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 0,
      message: 'Network error. Please check your connection.',
      operationId: 'getCredits',
    });
  });

  it('returns typed data on success', async () => {
    const { fetch } = fakeFetch({ status: 201, body: { success: true, project_id: 'abc' } });
    const api = createApiClient({ baseUrl: 'http://api.test/api', getToken: () => 't', fetch });
    const created = unwrap(await api.POST('/projects/'));
    expect(created.project_id).toBe('abc');
  });

  it('keeps request bodies to the contract at compile time', async () => {
    const { fetch } = fakeFetch({ status: 200, body: { success: true } });
    const api = createApiClient({ baseUrl: 'http://api.test/api', getToken: () => 't', fetch });
    // @ts-expect-error `mail` is not a field of the sign-in body (the contract says `email`).
    await api.POST('/auth/signin', { body: { mail: 'ana@example.com', password: 'secret1' } });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('unwrap', () => {
  it('throws an ApiError for an error result that bypassed the middleware', () => {
    const response = new Response(null, { status: 404 });
    expect(() => unwrap({ error: { detail: 'Project not found' }, response })).toThrow('Project not found');
  });
});

describe('media URLs', () => {
  const origin = 'https://storyloom.example';
  it('prefers signed_url over file_url', () => {
    expect(fileUrl('/api', { signed_url: '/api/media/a.png?expires=1&sig=x', file_url: '/api/media/a.png' }, origin)).toBe(
      'https://storyloom.example/api/media/a.png?expires=1&sig=x',
    );
    expect(fileUrl('/api', { file_url: '/api/media/a.png' }, origin)).toBe('https://storyloom.example/api/media/a.png');
    expect(fileUrl('/api', {}, origin)).toBeUndefined();
  });
  it('passes absolute, data and blob URLs through and resolves relative ones against the API base', () => {
    expect(resolveMediaUrl('/api', 'https://cdn.example/x.mp4', origin)).toBe('https://cdn.example/x.mp4');
    expect(resolveMediaUrl('/api', 'data:image/png;base64,AAA', origin)).toBe('data:image/png;base64,AAA');
    expect(resolveMediaUrl('/api', 'media/x.mp4', origin)).toBe('https://storyloom.example/api/media/x.mp4');
  });
  it('builds a media URL from a key', () => {
    expect(mediaUrl('http://127.0.0.1:8080/api', 'video 1.mp4')).toBe('http://127.0.0.1:8080/api/media/video%201.mp4');
  });
});
