/**
 * A local stand-in for an OpenAI-compatible API, for tests and local runs without a key: a real HTTP server on
 * 127.0.0.1 that speaks the documented formats of `POST /v1/chat/completions` (JSON, `response_format: json_schema`)
 * and `POST /v1/images/edits` / `POST /v1/images/generations` (`b64_json` or `url` answers), records every request,
 * and can be told to fail, hang or cut the connection for the next requests.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import sharp from 'sharp';

export interface FakeRequest {
  method: string;
  /** Without the query: `/v1/chat/completions`. */
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Parsed when the body is JSON. */
  json: Record<string, unknown> | undefined;
  /** Parsed when the body is multipart/form-data. */
  form: FormData | undefined;
}

/** What the fake does with the next request (any endpoint); once the queue is empty it answers well-formed. */
export type FakeStep =
  /** An OpenAI-style error body with this status (and headers such as Retry-After). */
  | { kind: 'error'; status: number; message?: string; headers?: Record<string, string> }
  /** Exactly this body. */
  | { kind: 'raw'; status?: number; body: string | Buffer; headers?: Record<string, string> }
  /** A chat completion whose message content is this string. */
  | { kind: 'chat'; content: string; finishReason?: string; refusal?: string }
  /** An images answer with this image, as `b64_json` (default) or as a `url` served by the fake. */
  | { kind: 'image'; image: Buffer; as?: 'b64_json' | 'url' }
  /** Never answers (until the fake closes). */
  | { kind: 'hang' }
  /** Destroys the connection without an answer. */
  | { kind: 'drop' };

export interface FakeOpenAiOptions {
  /** When set, requests without `Authorization: Bearer <apiKey>` get a 401 (which, like OpenAI's, echoes the key). */
  apiKey?: string;
}

export class FakeOpenAi {
  /** `http://127.0.0.1:<port>/v1`: what OPENAI_BASE_URL would be. */
  readonly baseUrl: string;
  readonly requests: FakeRequest[] = [];
  private readonly server: http.Server;
  private readonly apiKey: string | undefined;
  private readonly queue: FakeStep[] = [];
  private readonly files = new Map<string, Buffer>();
  private readonly sockets = new Set<Socket>();

  private constructor(server: http.Server, options: FakeOpenAiOptions) {
    this.server = server;
    this.apiKey = options.apiKey;
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    server.on('request', (req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) sendError(res, 500, `fake OpenAI failed: ${(error as Error).message}`);
      });
    });
  }

  static async start(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
    const server = http.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return new FakeOpenAi(server, options);
  }

  /** Queues what to do with the next requests, in order. */
  enqueue(...steps: FakeStep[]): this {
    this.queue.push(...steps);
    return this;
  }

  /** Requests to one path (`/chat/completions`, `/images/edits`). */
  to(path: string): FakeRequest[] {
    return this.requests.filter((r) => r.path === `/v1${path}`);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = (req.url ?? '/').split('?')[0]!;
    const contentType = req.headers['content-type'] ?? '';
    const record: FakeRequest = {
      method: req.method ?? 'GET',
      path,
      headers: req.headers,
      body,
      json: undefined,
      form: undefined,
    };
    if (contentType.startsWith('application/json')) {
      try {
        record.json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      } catch {
        record.json = undefined;
      }
    } else if (contentType.startsWith('multipart/form-data')) {
      record.form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    }
    this.requests.push(record);

    if (req.method === 'GET' && path.startsWith('/files/')) {
      const file = this.files.get(path);
      if (!file) return sendError(res, 404, 'No such file');
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': file.length });
      res.end(file);
      return;
    }

    if (this.apiKey !== undefined && req.headers.authorization !== `Bearer ${this.apiKey}`) {
      const sent = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      return sendError(res, 401, `Incorrect API key provided: ${sent || '(none)'}.`, 'invalid_api_key');
    }

    const step = this.queue.shift();
    if (step) {
      switch (step.kind) {
        case 'hang':
          return;
        case 'drop':
          req.socket.destroy();
          return;
        case 'error':
          return sendError(res, step.status, step.message ?? http.STATUS_CODES[step.status] ?? 'Error', undefined, step.headers);
        case 'raw':
          res.writeHead(step.status ?? 200, { 'content-type': 'application/json', ...step.headers });
          res.end(step.body);
          return;
        case 'chat':
          if (path !== '/v1/chat/completions') return sendError(res, 404, `queued a chat answer, got ${path}`);
          return sendJson(res, 200, chatCompletion(record.json, step.content, step.finishReason, step.refusal));
        case 'image':
          if (!path.startsWith('/v1/images/')) return sendError(res, 404, `queued an image answer, got ${path}`);
          return sendJson(res, 200, this.imagesAnswer(step.image, step.as ?? 'b64_json'));
      }
    }

    if (req.method === 'POST' && path === '/v1/chat/completions') return this.chat(record, res);
    if (req.method === 'POST' && (path === '/v1/images/edits' || path === '/v1/images/generations'))
      return this.images(record, res);
    sendError(res, 404, `Unknown route ${req.method} ${path}`);
  }

  /** The documented request, checked; a well-formed answer to the schema it asked for. */
  private chat(record: FakeRequest, res: http.ServerResponse): void {
    const body = record.json;
    if (!body) return sendError(res, 400, 'We could not parse the JSON body of your request.');
    if (typeof body.model !== 'string' || !body.model) return sendError(res, 400, 'you must provide a model parameter');
    const messages = body.messages;
    if (!Array.isArray(messages) || messages.length === 0) return sendError(res, 400, "'messages' must be a non-empty array");
    const format = body.response_format as { type?: string; json_schema?: { name?: string; schema?: Record<string, unknown> } };
    let content: unknown = 'Hello from the fake.';
    if (format?.type === 'json_schema') {
      if (!format.json_schema?.name || !format.json_schema.schema) {
        return sendError(res, 400, "Missing required parameter: 'response_format.json_schema'");
      }
      content = JSON.stringify(exampleFor(format.json_schema.name, format.json_schema.schema));
    }
    sendJson(res, 200, chatCompletion(body, content as string));
  }

  private async images(record: FakeRequest, res: http.ServerResponse): Promise<void> {
    const edits = record.path === '/v1/images/edits';
    const field = (name: string): unknown => (edits ? record.form?.get(name) : record.json?.[name]);
    if (edits && !record.form) return sendError(res, 400, 'Expected multipart/form-data');
    if (!edits && !record.json) return sendError(res, 400, 'We could not parse the JSON body of your request.');
    const prompt = field('prompt');
    if (typeof prompt !== 'string' || !prompt) return sendError(res, 400, "Missing required parameter: 'prompt'.");
    if (edits) {
      const image = record.form!.get('image') ?? record.form!.get('image[]');
      if (!(image instanceof Blob)) return sendError(res, 400, "Missing required parameter: 'image'.");
      try {
        await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      } catch {
        return sendError(res, 400, 'Invalid image file or mode for image 1, please check your image file.');
      }
    }
    const size = field('size');
    const match = /^(\d+)x(\d+)$/.exec(typeof size === 'string' ? size : '');
    const [width, height] = match ? [Number(match[1]), Number(match[2])] : [1024, 1024];
    const png = await sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } })
      .png()
      .toBuffer();
    sendJson(res, 200, this.imagesAnswer(png, field('response_format') === 'url' ? 'url' : 'b64_json'));
  }

  private imagesAnswer(image: Buffer, as: 'b64_json' | 'url') {
    let item: Record<string, string>;
    if (as === 'url') {
      const path = `/files/${this.files.size + 1}.png`;
      this.files.set(path, image);
      item = { url: this.baseUrl.replace(/\/v1$/, '') + path };
    } else {
      item = { b64_json: image.toString('base64') };
    }
    return { created: Math.floor(Date.now() / 1000), data: [item] };
  }
}

function chatCompletion(request: Record<string, unknown> | undefined, content: string, finishReason = 'stop', refusal?: string) {
  return {
    id: `chatcmpl-fake${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: typeof request?.model === 'string' ? request.model : 'fake',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: refusal ? null : content, refusal: refusal ?? null },
        finish_reason: finishReason,
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

/** A value that fits the schema, readable where Storyloom's schemas are recognised. */
function exampleFor(name: string, schema: Record<string, unknown>): unknown {
  if (name === 'story') {
    const pages = (schema.properties as Record<string, { minItems?: number }> | undefined)?.pages;
    const n = pages?.minItems ?? 3;
    return {
      title: 'The Fake Adventure',
      // As long as a page the writer's rules accept (40 to 90 words), and about nobody in particular.
      pages: Array.from({ length: n }, (_, i) => ({
        page_number: i + 1,
        page_text: `Page ${i + 1} of the fake story. The path was long and the sky was wide, and every step brought something new to see and hear along the way, from the quiet trees to the bright water and the small houses far away on the hill.`,
      })),
    };
  }
  return fill(schema, name);
}

function fill(schema: Record<string, unknown>, key: string): unknown {
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, fill(v, k)]));
    }
    case 'array':
      return Array.from({ length: Number(schema.minItems ?? 1) }, () =>
        fill((schema.items ?? {}) as Record<string, unknown>, key),
      );
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return `Fake ${key.replace(/_/g, ' ')}`;
  }
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

function sendError(
  res: http.ServerResponse,
  status: number,
  message: string,
  code?: string,
  headers?: Record<string, string>,
): void {
  const type = status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error';
  sendJson(res, status, { error: { message, type, param: null, code: code ?? null } }, headers);
}
