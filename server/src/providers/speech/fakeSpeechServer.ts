/**
 * The shared half of the local stand-ins for ElevenLabs and OpenAI speech: a real HTTP server on 127.0.0.1 that
 * records every request, can be told to fail, hang or cut the connection for the next requests, and answers with real
 * MP3s made by ffmpeg (a voiced tone with syllable-like pulses at the voice's pitch, so the embedded analysis can
 * measure them).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runMediaTool } from '../../media/ffmpeg.ts';

export interface FakeSpeechRequest {
  method: string;
  /** Without the query: `/v1/text-to-speech/abc`. */
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** Parsed when the body is JSON. */
  json: Record<string, unknown> | undefined;
  /** Parsed when the body is multipart/form-data. */
  form: FormData | undefined;
}

/** What the fake does with the next request (any route); once the queue is empty it answers well-formed. */
export type FakeSpeechStep =
  /** The provider's own error body with this status (and headers such as Retry-After). */
  | { kind: 'error'; status: number; message?: string; headers?: Record<string, string> }
  /** Exactly this body. */
  | { kind: 'raw'; status?: number; body: string | Buffer; headers?: Record<string, string> }
  /** Never answers (until the fake closes). */
  | { kind: 'hang' }
  /** Destroys the connection without an answer. */
  | { kind: 'drop' };

export abstract class FakeSpeechServer {
  readonly origin: string;
  readonly requests: FakeSpeechRequest[] = [];
  private readonly server: http.Server;
  private readonly queue: FakeSpeechStep[] = [];
  private readonly sockets = new Set<Socket>();

  protected constructor(server: http.Server) {
    this.server = server;
    this.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    server.on('request', (req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) this.sendError(res, 500, `fake failed: ${(error as Error).message}`);
      });
    });
  }

  protected static async listen(): Promise<http.Server> {
    const server = http.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    return server;
  }

  /** Queues what to do with the next requests, in order. */
  enqueue(...steps: FakeSpeechStep[]): this {
    this.queue.push(...steps);
    return this;
  }

  /** Requests to one path. */
  to(path: string): FakeSpeechRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Checks the credentials; answers 401 itself and returns false when they are wrong. */
  protected abstract authorised(record: FakeSpeechRequest, res: http.ServerResponse): boolean;
  protected abstract route(record: FakeSpeechRequest, res: http.ServerResponse): Promise<void>;
  /** The provider's error body. */
  protected abstract sendError(res: http.ServerResponse, status: number, message: string, headers?: Record<string, string>): void;

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', this.origin);
    const contentType = req.headers['content-type'] ?? '';
    const record: FakeSpeechRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
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
    if (!this.authorised(record, res)) return;

    const step = this.queue.shift();
    switch (step?.kind) {
      case undefined:
        return this.route(record, res);
      case 'hang':
        return;
      case 'drop':
        req.socket.destroy();
        return;
      case 'error':
        return this.sendError(res, step.status, step.message ?? http.STATUS_CODES[step.status] ?? 'Error', step.headers);
      case 'raw':
        res.writeHead(step.status ?? 200, { 'content-type': 'application/json', ...step.headers });
        res.end(step.body);
        return;
    }
  }
}

export function sendJson(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

export function sendAudio(res: http.ServerResponse, audio: Buffer): void {
  res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': audio.length });
  res.end(audio);
}

const tones = new Map<string, Promise<Buffer>>();
const TONE_RATE = 24_000;

/**
 * A small real MP3 (24 kHz mono, 64 kb/s) that the analysis hears as a voice: a tone at `pitchHz` with two overtones,
 * pulsed four times a second like syllables, written as PCM here and encoded by ffmpeg. Made once per pitch and length
 * (at most 6 s: long enough to measure, quick to make).
 */
export function voiceLikeMp3(pitchHz: number, seconds: number): Promise<Buffer> {
  const length = Math.min(6, Math.max(0.5, Math.round(seconds * 2) / 2));
  const key = `${pitchHz}:${length}`;
  let tone = tones.get(key);
  if (!tone) {
    tone = encodeTone(pitchHz, length);
    tones.set(key, tone);
    tone.catch(() => tones.delete(key));
  }
  return tone;
}

async function encodeTone(pitchHz: number, seconds: number): Promise<Buffer> {
  const count = Math.round(seconds * TONE_RATE);
  const wav = Buffer.alloc(44 + count * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + count * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(TONE_RATE, 24);
  wav.writeUInt32LE(TONE_RATE * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(count * 2, 40);
  for (let i = 0; i < count; i++) {
    const t = i / TONE_RATE;
    const w = 2 * Math.PI * pitchHz * t;
    const voiced = 0.5 * Math.sin(w) + 0.3 * Math.sin(2 * w) + 0.15 * Math.sin(3 * w);
    const syllables = 0.55 + 0.45 * Math.sin(2 * Math.PI * 4 * t);
    wav.writeInt16LE(Math.round(voiced * syllables * 0.8 * 32767), 44 + i * 2);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'fake-speech-'));
  try {
    const file = path.join(dir, 'tone.wav');
    await writeFile(file, wav);
    const { stdout } = await runMediaTool('ffmpeg', [
      '-v',
      'error',
      '-i',
      file,
      '-c:a',
      'libmp3lame',
      '-b:a',
      '64k',
      '-fflags',
      '+bitexact',
      '-f',
      'mp3',
      'pipe:1',
    ]);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Seconds a text takes to say at an easy pace (150 words a minute). */
export function spokenSeconds(text: string): number {
  return Math.max(0.5, text.trim().split(/\s+/).length / 2.5);
}
