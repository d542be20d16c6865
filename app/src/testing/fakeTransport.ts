/** A request the fake transport saw. */
export type SeenRequest = { method: string; path: string; query: URLSearchParams; headers: Headers; body: unknown };

/**
 * An answer: a status and a JSON body (or a function of the request), or a Promise for one (to hold it open).
 * `stream` answers with a `text/event-stream` body instead: its text, or a stream the test feeds (see
 * `eventStreamFeed`; a stream can be read once, so answer each request with a new one from a function).
 */
export type FakeAnswer = { status?: number; body?: unknown; stream?: string | ReadableStream<Uint8Array> };
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
    // JSON bodies are parsed; a multipart upload is kept as its FormData.
    const isJson = (request.headers.get('content-type') ?? '').includes('json');
    const body: unknown = isJson ? parseJson(await request.text()) : request.body ? await request.formData() : undefined;
    const seen: SeenRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      headers: request.headers,
      body,
    };
    requests.push(seen);
    const route = routes[`${seen.method} ${seen.path}`];
    const answer = typeof route === 'function' ? await route(seen) : (route ?? { status: 404, body: { detail: 'Not found' } });
    if (answer.stream !== undefined) {
      const body = typeof answer.stream === 'string' ? answer.stream : abortable(answer.stream, request.signal);
      return new Response(body, { status: answer.status ?? 200, headers: { 'content-type': 'text/event-stream' } });
    }
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, requests, routes };
}

/** Like a real fetch body: aborting the request errors the body being read (and cancels the source). */
function abortable(source: ReadableStream<Uint8Array>, signal: AbortSignal): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      signal.addEventListener(
        'abort',
        () => {
          controller.error(signal.reason);
          void reader.cancel(signal.reason).catch(() => {});
        },
        { once: true },
      );
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (signal.aborted) return;
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/**
 * A live event stream for a `stream` answer: `send` writes one event, `write` raw text (comments, split chunks),
 * `end` closes it as a server does, `fail` breaks it as a dropped connection does.
 */
export function eventStreamFeed() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const write = (text: string) => {
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      // The reader has gone (the client disconnected): like a server's write to a closed socket, it is dropped.
    }
  };
  return {
    stream,
    write,
    send: (event: string, data: unknown) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    end: () => controller.close(),
    fail: (error: unknown = new TypeError('network error')) => controller.error(error),
  };
}

/** A JWT-shaped token whose `exp` is `secondsLeft` after `nowMs` (the signature is not checked by the app). */
export function fakeAccessToken(nowMs: number, secondsLeft = 7200): string {
  // btoa, not Buffer: screen stories build tokens in the browser too.
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp: Math.floor(nowMs / 1000) + secondsLeft })}.signature`;
}

function parseJson(text: string): unknown {
  return text ? (JSON.parse(text) as unknown) : undefined;
}
