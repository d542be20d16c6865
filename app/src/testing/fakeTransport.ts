/** A request the fake transport saw. */
export type SeenRequest = { method: string; path: string; query: URLSearchParams; headers: Headers; body: unknown };

/** An answer: a status and a JSON body (or a function of the request), or a Promise for one (to hold it open). */
export type FakeAnswer = { status?: number; body?: unknown };
export type FakeRoute = FakeAnswer | ((request: SeenRequest) => FakeAnswer | Promise<FakeAnswer>);

/**
 * `fetch` for store tests: answers `'METHOD /path'` (without the `/api` base) from `routes`, records every request,
 * and answers 404 for anything else. Routes can be replaced between steps (`routes['GET /credits'] = …`).
 */
export function fakeTransport(routes: Record<string, FakeRoute> = {}) {
  const requests: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const seen: SeenRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    requests.push(seen);
    const route = routes[`${seen.method} ${seen.path}`];
    const answer = typeof route === 'function' ? await route(seen) : (route ?? { status: 404, body: { detail: 'Not found' } });
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, requests, routes };
}

/** A JWT-shaped token whose `exp` is `secondsLeft` after `nowMs` (the signature is not checked by the app). */
export function fakeAccessToken(nowMs: number, secondsLeft = 7200): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(nowMs / 1000) + secondsLeft })}.signature`;
}
