/**
 * A local stand-in for the BytePlus ModelArk video generation API, for tests and keyless local runs: a real HTTP server
 * on 127.0.0.1 that checks the bearer key and the documented request (model, a text item, an image_url item holding
 * a readable image), runs each task queued → running → succeeded over a few polls, and serves a real small MP4 at
 * the task's `content.video_url`. Tasks can be told to fail, to never finish, or to answer some polls with HTTP 503.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

import { runMediaTool } from '../../media/ffmpeg.ts';
import { SEEDANCE_TASKS_PATH } from './seedance.ts';

export interface FakeSeedanceRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  json: Record<string, unknown> | undefined;
}

/** What the next created task does. */
export type FakeTaskOutcome =
  /** Succeeds on poll `pollsUntilDone`. */
  | 'succeed'
  /** Fails on poll `pollsUntilDone` with a content-policy error. */
  | 'fail'
  /** Stays `running` forever. */
  | 'stall';

export interface FakeSeedanceOptions {
  /** Requests without `Authorization: Bearer <apiKey>` get 401. Default `test-seedance-key`. */
  apiKey?: string;
  /** Polls until a task ends (the first poll answers `queued`, later ones `running`). Default 3. */
  pollsUntilDone?: number;
  /** The clip every task gives; default a 1-second 320×180 test pattern made with ffmpeg. */
  video?: Buffer;
}

interface Task {
  id: string;
  model: string;
  outcome: FakeTaskOutcome;
  polls: number;
  createdAt: number;
}

export class FakeSeedance {
  /** What SEEDANCE_BASE_URL would be. */
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly video: Buffer;
  readonly requests: FakeSeedanceRequest[] = [];
  private readonly server: http.Server;
  private readonly pollsUntilDone: number;
  private readonly tasks = new Map<string, Task>();
  private readonly sockets = new Set<Socket>();
  private nextOutcomes: FakeTaskOutcome[] = [];
  private failingPolls = 0;

  private constructor(server: http.Server, video: Buffer, options: FakeSeedanceOptions) {
    this.server = server;
    this.video = video;
    this.apiKey = options.apiKey ?? 'test-seedance-key';
    this.pollsUntilDone = Math.max(1, options.pollsUntilDone ?? 3);
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    server.on('request', (req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) sendError(res, 500, 'InternalServiceError', `fake Seedance failed: ${(error as Error).message}`);
      });
    });
  }

  static async start(options: FakeSeedanceOptions = {}): Promise<FakeSeedance> {
    const video = options.video ?? (await testPatternMp4());
    const server = http.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return new FakeSeedance(server, video, options);
  }

  /** The next created tasks end this way, in order; after that they succeed. */
  nextTasks(...outcomes: FakeTaskOutcome[]): this {
    this.nextOutcomes.push(...outcomes);
    return this;
  }

  /** The next `count` status polls answer HTTP 503 (0 stops it). */
  failPolls(count: number): this {
    this.failingPolls = count;
    return this;
  }

  /** Requests to the task endpoints (`POST` creates, `GET` polls) and to the video files. */
  creates(): FakeSeedanceRequest[] {
    return this.requests.filter((r) => r.method === 'POST' && r.path === SEEDANCE_TASKS_PATH);
  }

  polls(): FakeSeedanceRequest[] {
    return this.requests.filter((r) => r.method === 'GET' && r.path.startsWith(`${SEEDANCE_TASKS_PATH}/`));
  }

  downloads(): FakeSeedanceRequest[] {
    return this.requests.filter((r) => r.path.startsWith('/files/'));
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
    let json: Record<string, unknown> | undefined;
    if ((req.headers['content-type'] ?? '').startsWith('application/json')) {
      try {
        json = JSON.parse(body.toString('utf8')) as Record<string, unknown>;
      } catch {
        json = undefined;
      }
    }
    this.requests.push({ method: req.method ?? 'GET', path, headers: req.headers, json });

    // Signed download URLs need no key, as on the real object store.
    const file = /^\/files\/([\w-]+)\.mp4$/.exec(path);
    if (req.method === 'GET' && file) {
      if (!this.tasks.has(file[1]!)) return sendError(res, 404, 'NotFound', 'No such file');
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': this.video.length });
      res.end(this.video);
      return;
    }

    if (req.headers.authorization !== `Bearer ${this.apiKey}`) {
      return sendError(res, 401, 'AuthenticationError', 'The API key or AK/SK in the request is missing or invalid.');
    }
    if (req.method === 'POST' && path === SEEDANCE_TASKS_PATH) return this.create(json, res);
    const poll = new RegExp(`^${SEEDANCE_TASKS_PATH}/([\\w-]+)$`).exec(path);
    if (req.method === 'GET' && poll) return this.status(poll[1]!, res);
    sendError(res, 404, 'NotFound', `Unknown route ${req.method} ${path}`);
  }

  private async create(body: Record<string, unknown> | undefined, res: http.ServerResponse): Promise<void> {
    if (!body) return sendError(res, 400, 'InvalidParameter', 'The request body must be JSON.');
    if (typeof body.model !== 'string' || !body.model)
      return sendError(res, 400, 'MissingParameter', 'The parameter `model` is required.');
    const content = Array.isArray(body.content) ? (body.content as Record<string, unknown>[]) : [];
    const text = content.find((item) => item.type === 'text')?.text;
    const image = (content.find((item) => item.type === 'image_url')?.image_url as { url?: unknown } | undefined)?.url;
    if (typeof text !== 'string' || !text.trim())
      return sendError(res, 400, 'InvalidParameter', 'A text content item is required.');
    if (typeof image !== 'string')
      return sendError(res, 400, 'InvalidParameter', 'An image_url content item is required for image-to-video.');
    const data = /^data:image\/(jpeg|png|webp);base64,(.+)$/.exec(image);
    try {
      if (!data) throw new Error('not a data URL');
      await sharp(Buffer.from(data[2]!, 'base64')).metadata();
    } catch {
      return sendError(res, 400, 'InvalidParameter.InvalidImage', 'The image_url could not be decoded as an image.');
    }
    const id = `cgt-fake-${this.tasks.size + 1}`;
    this.tasks.set(id, {
      id,
      model: body.model,
      outcome: this.nextOutcomes.shift() ?? 'succeed',
      polls: 0,
      createdAt: Math.floor(Date.now() / 1000),
    });
    sendJson(res, 200, { id });
  }

  private status(id: string, res: http.ServerResponse): void {
    const task = this.tasks.get(id);
    if (!task) return sendError(res, 404, 'ResourceNotFound', `The specified task ${id} is not found.`);
    if (this.failingPolls > 0) {
      this.failingPolls--;
      return sendError(res, 503, 'ServiceUnavailable', 'The service is temporarily unavailable.');
    }
    task.polls++;
    const done = task.polls >= this.pollsUntilDone;
    const base = { id, model: task.model, created_at: task.createdAt, updated_at: Math.floor(Date.now() / 1000) };
    if (task.polls === 1 && this.pollsUntilDone > 1) return sendJson(res, 200, { ...base, status: 'queued' });
    if (!done || task.outcome === 'stall') return sendJson(res, 200, { ...base, status: 'running' });
    if (task.outcome === 'fail') {
      return sendJson(res, 200, {
        ...base,
        status: 'failed',
        error: { code: 'OutputVideoSensitiveContentDetected', message: 'The generated video may contain sensitive information.' },
      });
    }
    sendJson(res, 200, {
      ...base,
      status: 'succeeded',
      content: { video_url: `${this.baseUrl}/files/${id}.mp4` },
      usage: { completion_tokens: 108_900, total_tokens: 108_900 },
    });
  }
}

/** A 1-second 320×180 H.264 test pattern. */
async function testPatternMp4(): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fake-seedance-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    await runMediaTool('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=320x180:rate=24:duration=1',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-y',
      file,
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

/** ModelArk's error shape. */
function sendError(res: http.ServerResponse, status: number, code: string, message: string): void {
  sendJson(res, status, { error: { code, message, param: '', type: http.STATUS_CODES[status] ?? 'Error' } });
}
