/**
 * The blob store on S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Ceph, …): what several API and worker
 * machines share instead of one DATA_DIR/media. Plain REST calls signed with AWS Signature Version 4 (node:crypto +
 * node:http), no SDK. Semantics follow LocalBlobStore: a put is all or nothing, a missing blob is BlobNotFoundError
 * (or null from `size`), `copy` never overwrites, deleting a missing blob is fine, `withLocalFile` downloads to a
 * temporary file that is removed afterwards.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BLOB_KEY_PATTERN, BlobNotFoundError, contentTypeOf, type BlobStore, type ByteRange } from './blobStore.ts';

export interface S3Settings {
  /** `https://s3.eu-west-1.amazonaws.com`, `http://minio:9000`, … */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` (MinIO and most self-hosted stores) rather than `<bucket>.<endpoint host>/<key>`. */
  forcePathStyle: boolean;
}

export const EMPTY_PAYLOAD_HASH = crypto.createHash('sha256').update('').digest('hex');
/** Attempts per request when the store answers 500/502/503/504 or the connection fails (requests are idempotent). */
const ATTEMPTS = 3;
const REQUEST_TIMEOUT_MS = 60_000;

/** An answer from the object store that is not what the operation expects (wrong credentials, no bucket, …). */
export class S3Error extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves `!'()*` alone). */
export function uriEncode(value: string, keepSlash = false): string {
  const encoded = encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

export interface SignableRequest {
  method: string;
  /** Already URI-encoded path, as sent. */
  path: string;
  /** Query parameters (unencoded). */
  query?: Record<string, string>;
  /** Headers to sign and send, names in any case; must include `host`. */
  headers: Record<string, string>;
  payloadHash: string;
}

/**
 * Adds `x-amz-date`, `x-amz-content-sha256` and `authorization` to `request.headers` (AWS Signature Version 4,
 * header-based, service `s3`), signing every header given.
 */
export function signRequest(
  request: SignableRequest,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
  now: Date,
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name.toLowerCase()] = value;
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = request.payloadHash;
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const canonicalQuery = Object.entries(request.query ?? {})
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    request.method,
    request.path,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'), 'aws4_request');
  const signature = crypto.createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return headers;
}

function unescapeXml(text: string): string {
  return text.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!,
  );
}

function assertKey(key: string) {
  if (!BLOB_KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid blob key ${JSON.stringify(key)}`);
}

/** The `<Code>` and `<Message>` of an S3 XML error body. */
function parseErrorBody(body: string): { code: string; message: string } | null {
  if (!/<Error>/.test(body)) return null;
  const pick = (tag: string) => new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(body)?.[1] ?? '';
  return { code: pick('Code'), message: pick('Message') };
}

type Body = { kind: 'none' } | { kind: 'buffer'; data: Buffer } | { kind: 'file'; path: string; size: number; sha256: string };

interface S3Call {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
  /** The object; empty for a bucket request (a listing). */
  key: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Body;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export class S3BlobStore implements BlobStore {
  readonly settings: S3Settings;
  private readonly endpoint: URL;
  private readonly agent: http.Agent;
  private readonly now: () => Date;

  constructor(settings: S3Settings, options: { now?: () => Date } = {}) {
    this.settings = settings;
    this.endpoint = new URL(settings.endpoint);
    if (!/^https?:$/.test(this.endpoint.protocol)) throw new Error(`S3 endpoint must be http(s), got ${settings.endpoint}`);
    const Agent = this.endpoint.protocol === 'https:' ? https.Agent : http.Agent;
    this.agent = new Agent({ keepAlive: true, maxSockets: 64 });
    this.now = options.now ?? (() => new Date());
  }

  /** Host and path of one object, or of the bucket for an empty key (path-style or virtual-hosted). */
  private target(key: string): { host: string; path: string } {
    const base = this.endpoint.pathname.replace(/\/+$/, '');
    if (this.settings.forcePathStyle) {
      const bucket = `${base}/${uriEncode(this.settings.bucket)}`;
      return { host: this.endpoint.host, path: key ? `${bucket}/${uriEncode(key, true)}` : bucket };
    }
    return { host: `${this.settings.bucket}.${this.endpoint.host}`, path: `${base}/${uriEncode(key, true)}` };
  }

  /** One signed request; resolves with the response (body unread) whatever its status. Retries 5xx and lost connections. */
  private async call(call: S3Call): Promise<http.IncomingMessage> {
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await this.send(call);
        if (attempt < ATTEMPTS && [500, 502, 503, 504].includes(response.statusCode ?? 0)) {
          response.resume();
          await new Promise((r) => setTimeout(r, 100 * 4 ** (attempt - 1)));
          continue;
        }
        return response;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (attempt >= ATTEMPTS || !/^(ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|UND_ERR_SOCKET)$/.test(code)) throw error;
        await new Promise((r) => setTimeout(r, 100 * 4 ** (attempt - 1)));
      }
    }
  }

  private send(call: S3Call): Promise<http.IncomingMessage> {
    const { host, path: objectPath } = this.target(call.key);
    const query = Object.entries(call.query ?? {})
      .map(([name, value]) => `${uriEncode(name)}=${uriEncode(value)}`)
      .join('&');
    const body = call.body ?? { kind: 'none' };
    const payloadHash = body.kind === 'buffer' ? sha256Hex(body.data) : body.kind === 'file' ? body.sha256 : EMPTY_PAYLOAD_HASH;
    const length = body.kind === 'buffer' ? body.data.length : body.kind === 'file' ? body.size : 0;
    const headers = signRequest(
      {
        method: call.method,
        path: objectPath,
        ...(call.query ? { query: call.query } : {}),
        headers: {
          host,
          ...(call.method === 'PUT' ? { 'content-length': String(length) } : {}),
          ...call.headers,
        },
        payloadHash,
      },
      this.settings,
      this.now(),
    );
    const client = this.endpoint.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.request(
        {
          protocol: this.endpoint.protocol,
          // Virtual-hosted style names the bucket in the host (DNS and TLS certificates cover `<bucket>.<host>`).
          hostname: this.settings.forcePathStyle ? this.endpoint.hostname : `${this.settings.bucket}.${this.endpoint.hostname}`,
          port: this.endpoint.port || undefined,
          method: call.method,
          path: query ? `${objectPath}?${query}` : objectPath,
          headers,
          agent: this.agent,
          timeout: REQUEST_TIMEOUT_MS,
        },
        resolve,
      );
      request.on('timeout', () => request.destroy(Object.assign(new Error('S3 request timed out'), { code: 'ETIMEDOUT' })));
      request.on('error', reject);
      if (body.kind === 'buffer') request.end(body.data);
      else if (body.kind === 'file') {
        const file = fs.createReadStream(body.path);
        file.on('error', (error) => request.destroy(error));
        file.pipe(request);
      } else request.end();
    });
  }

  /** The error for an unexpected answer; reads (and so releases) its body. */
  private async failure(response: http.IncomingMessage, operation: string, key: string): Promise<Error> {
    const status = response.statusCode ?? 0;
    const text = (await readAll(response).catch(() => Buffer.alloc(0))).toString('utf8');
    const parsed = parseErrorBody(text);
    const code = parsed?.code || `HTTP${status}`;
    if (status === 404 && (code === 'NoSuchKey' || code === 'HTTP404')) return new BlobNotFoundError(key);
    let hint = '';
    if (code === 'SignatureDoesNotMatch' || code === 'InvalidAccessKeyId' || code === 'AuthorizationHeaderMalformed') {
      hint = ' (check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION)';
    } else if (code === 'NoSuchBucket') {
      hint = ` (create the bucket ${this.settings.bucket} or fix S3_BUCKET)`;
    } else if (status === 403) {
      hint = ' (the credentials may lack permission on this bucket)';
    }
    return new S3Error(
      status,
      code,
      `S3 ${operation} ${this.settings.bucket}/${key} failed: ${status} ${code}${parsed?.message ? `: ${parsed.message}` : ''}${hint}`,
    );
  }

  async put(key: string, data: Buffer | Readable): Promise<{ size: number }> {
    assertKey(key);
    const headers = { 'content-type': contentTypeOf(key) };
    if (Buffer.isBuffer(data)) {
      await this.upload(key, { kind: 'buffer', data }, headers);
      return { size: data.length };
    }
    // A signed PUT names its length and hash first: spool the stream to a temporary file, hashing on the way.
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'storyloom-s3-put-'));
    try {
      const file = path.join(dir, key);
      const hash = crypto.createHash('sha256');
      let size = 0;
      await pipeline(
        data,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        }),
        fs.createWriteStream(file, { flags: 'wx' }),
      );
      await this.upload(key, { kind: 'file', path: file, size, sha256: hash.digest('hex') }, headers);
      return { size };
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }

  private async upload(key: string, body: Body, headers: Record<string, string>) {
    const response = await this.call({ method: 'PUT', key, headers, body });
    if (response.statusCode !== 200) throw await this.failure(response, 'PutObject', key);
    response.resume();
  }

  async get(key: string): Promise<Buffer> {
    assertKey(key);
    const response = await this.call({ method: 'GET', key });
    if (response.statusCode !== 200) throw await this.failure(response, 'GetObject', key);
    return readAll(response);
  }

  async size(key: string): Promise<number | null> {
    assertKey(key);
    const response = await this.call({ method: 'HEAD', key });
    response.resume();
    if (response.statusCode === 404) return null;
    if (response.statusCode !== 200) throw await this.failure(response, 'HeadObject', key);
    const length = Number(response.headers['content-length']);
    if (!Number.isSafeInteger(length)) throw new Error(`S3 HeadObject ${key}: no content-length`);
    return length;
  }

  stream(key: string, range?: ByteRange): Readable {
    assertKey(key);
    const out = new PassThrough();
    const headers = range ? { range: `bytes=${range.start}-${range.end}` } : undefined;
    this.call({ method: 'GET', key, ...(headers ? { headers } : {}) }).then(
      async (response) => {
        if (response.statusCode !== (range ? 206 : 200)) {
          out.destroy(await this.failure(response, 'GetObject', key));
          return;
        }
        pipeline(response, out).catch((error: unknown) => out.destroy(error as Error));
      },
      (error: unknown) => out.destroy(error as Error),
    );
    return out;
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    assertKey(fromKey);
    assertKey(toKey);
    // Never overwrite, like the local store: refuse an existing target (If-None-Match where the store enforces it).
    if ((await this.size(toKey)) !== null) {
      throw Object.assign(new Error(`EEXIST: blob ${toKey} already exists`), { code: 'EEXIST' });
    }
    const response = await this.call({
      method: 'PUT',
      key: toKey,
      headers: {
        'x-amz-copy-source': `/${uriEncode(this.settings.bucket)}/${uriEncode(fromKey, true)}`,
        'if-none-match': '*',
      },
      body: { kind: 'buffer', data: Buffer.alloc(0) },
    });
    if (response.statusCode === 404) throw await this.failure(response, 'CopyObject', fromKey);
    if (response.statusCode === 412) {
      response.resume();
      throw Object.assign(new Error(`EEXIST: blob ${toKey} already exists`), { code: 'EEXIST' });
    }
    if (response.statusCode !== 200) throw await this.failure(response, 'CopyObject', toKey);
    // S3 may answer a copy 200 and report its failure in the body.
    const text = (await readAll(response)).toString('utf8');
    const error = parseErrorBody(text);
    if (error) throw new S3Error(200, error.code, `S3 CopyObject ${fromKey} → ${toKey} failed: ${error.code}: ${error.message}`);
  }

  async delete(key: string): Promise<void> {
    assertKey(key);
    const response = await this.call({ method: 'DELETE', key });
    // S3 answers 204 for a missing key too; some compatible stores say 404 NoSuchKey.
    if (response.statusCode === 204 || response.statusCode === 200) {
      response.resume();
      return;
    }
    const error = await this.failure(response, 'DeleteObject', key);
    if (!(error instanceof BlobNotFoundError)) throw error;
  }

  async withLocalFile<T>(key: string, use: (filePath: string) => Promise<T>): Promise<T> {
    assertKey(key);
    const response = await this.call({ method: 'GET', key });
    if (response.statusCode !== 200) throw await this.failure(response, 'GetObject', key);
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'storyloom-s3-'));
    try {
      // Named by its key, so tools that look at the extension see the right one.
      const file = path.join(dir, key);
      await pipeline(response, fs.createWriteStream(file, { flags: 'wx' }));
      return await use(file);
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * Every stored blob with its size, in key order (ListObjectsV2, 1000 a page): what a consistency check compares
   * with the database, as it walks MEDIA_DIR for the local store.
   */
  /** How messages name a stored object: `s3://<bucket>/<key>`. */
  describe(key: string): string {
    return `s3://${this.settings.bucket}/${key}`;
  }

  async *list(): AsyncGenerator<{ key: string; size: number; lastModified: Date | null }> {
    let token: string | undefined;
    do {
      const response = await this.call({
        method: 'GET',
        key: '',
        query: { 'list-type': '2', 'max-keys': '1000', ...(token ? { 'continuation-token': token } : {}) },
      });
      if (response.statusCode !== 200) throw await this.failure(response, 'ListObjectsV2', '');
      const xml = (await readAll(response)).toString('utf8');
      for (const [, entry] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const key = unescapeXml(/<Key>([\s\S]*?)<\/Key>/.exec(entry!)?.[1] ?? '');
        const size = Number(/<Size>(\d+)<\/Size>/.exec(entry!)?.[1]);
        const modified = /<LastModified>([^<]+)<\/LastModified>/.exec(entry!)?.[1];
        if (key) yield { key, size, lastModified: modified ? new Date(modified) : null };
      }
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      token = truncated
        ? unescapeXml(/<NextContinuationToken>([\s\S]*?)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
        : undefined;
      if (truncated && !token) throw new Error('S3 ListObjectsV2: truncated listing without a continuation token');
    } while (token);
  }

  /** Releases idle keep-alive connections (tests; a server simply exits). */
  close(): void {
    this.agent.destroy();
  }
}
