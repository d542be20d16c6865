/**
 * A small S3-compatible server for tests: the S3 REST wire format (path-style and virtual-hosted object URLs,
 * PutObject, CopyObject, GetObject with Range, HeadObject, DeleteObject, XML errors), objects kept in memory, and
 * every request's AWS Signature Version 4 checked by recomputing it from the raw request with the secret — written
 * here from the specification, independently of the client's signer, so a signing mistake cannot pass on both sides.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Options {
  bucket: string;
  region?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** More access keys (id → secret) the fake accepts, so a test can tell which process made a request. */
  moreCredentials?: Record<string, string>;
  /** Largest allowed difference between a request's x-amz-date and now (S3 allows 15 minutes). */
  maxSkewMs?: number;
  /** Most keys in one ListObjectsV2 page (S3: 1000), smaller to test paging. */
  listPageSize?: number;
}

export interface StoredObject {
  data: Buffer;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface FakeS3Request {
  method: string;
  key: string;
  status: number;
  /** The access key that signed it (when the signature was checked). */
  accessKeyId?: string;
  /** The S3 error code when the answer was an error. */
  code?: string;
}

export interface FakeS3 {
  /** `http://127.0.0.1:<port>` */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, StoredObject>;
  requests: FakeS3Request[];
  /** The next `count` object requests are answered with `status` (a 5xx to test retries). */
  failNext(count: number, status: number): void;
  close(): Promise<void>;
}

const sha256 = (data: crypto.BinaryLike) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/** S3's encoding of query names and values: unreserved characters stay, everything else is %XX (upper case). */
function encodeRfc3986(value: string): string {
  return Array.from(Buffer.from(value, 'utf8'))
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

class S3Failure extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

interface Verified {
  accessKeyId: string;
}

/** Recomputes the request's signature; throws S3Failure with the code S3 would use. */
function verifySignature(request: http.IncomingMessage, body: Buffer, settings: Required<FakeS3Options>, now: number): Verified {
  const authorization = request.headers.authorization;
  if (!authorization) throw new S3Failure(403, 'AccessDenied', 'Access Denied');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed');
  const [, accessKeyId, day, region, signedHeaderList, signature] = match as unknown as string[];
  const secret =
    accessKeyId === settings.accessKeyId
      ? settings.secretAccessKey
      : Object.hasOwn(settings.moreCredentials, accessKeyId!)
        ? settings.moreCredentials[accessKeyId!]
        : undefined;
  if (secret === undefined) {
    throw new S3Failure(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  }
  if (region !== settings.region) {
    throw new S3Failure(400, 'AuthorizationHeaderMalformed', `the region '${region}' is wrong; expecting '${settings.region}'`);
  }
  const amzDate = request.headers['x-amz-date'];
  if (typeof amzDate !== 'string' || !/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) {
    throw new S3Failure(403, 'AccessDenied', 'x-amz-date is missing or does not match the credential scope');
  }
  const at = Date.UTC(
    Number(amzDate.slice(0, 4)),
    Number(amzDate.slice(4, 6)) - 1,
    Number(amzDate.slice(6, 8)),
    Number(amzDate.slice(9, 11)),
    Number(amzDate.slice(11, 13)),
    Number(amzDate.slice(13, 15)),
  );
  if (Math.abs(at - now) > settings.maxSkewMs) {
    throw new S3Failure(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  }
  const payloadHash = request.headers['x-amz-content-sha256'];
  if (typeof payloadHash !== 'string') throw new S3Failure(400, 'InvalidRequest', 'Missing x-amz-content-sha256');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
    throw new S3Failure(
      400,
      'XAmzContentSHA256Mismatch',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
    );
  }
  const signedHeaders = signedHeaderList!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signedHeaders.includes(required)) throw new S3Failure(403, 'AccessDenied', `${required} must be signed`);
  }
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = request.headers[name];
      if (value === undefined) throw new S3Failure(403, 'AccessDenied', `signed header ${name} is missing`);
      const joined = Array.isArray(value) ? value.join(',') : value;
      return `${name}:${joined.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const rawUrl = request.url ?? '/';
  const queryAt = rawUrl.indexOf('?');
  const canonicalUri = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const canonicalQuery =
    queryAt === -1
      ? ''
      : rawUrl
          .slice(queryAt + 1)
          .split('&')
          .filter(Boolean)
          .map((pair) => {
            const eq = pair.indexOf('=');
            const name = decodeURIComponent(eq === -1 ? pair : pair.slice(0, eq));
            const value = eq === -1 ? '' : decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, '%20'));
            return `${encodeRfc3986(name)}=${encodeRfc3986(value)}`;
          })
          .sort()
          .join('&');
  const canonicalRequest = `${request.method}\n${canonicalUri}\n${canonicalQuery}\n${canonicalHeaders}\n${signedHeaders.join(';')}\n${payloadHash}`;
  const stringToSign = `AWS4-HMAC-SHA256\n${amzDate}\n${day}/${region}/s3/aws4_request\n${sha256(canonicalRequest)}`;
  let key = hmac(`AWS4${secret}`, day!);
  for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = crypto.createHmac('sha256', key).update(stringToSign).digest('hex');
  if (!crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature!))) {
    throw new S3Failure(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
  }
  return { accessKeyId: accessKeyId! };
}

function xmlError(code: string, message: string, resource: string) {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${escape(message)}</Message><Resource>${escape(resource)}</Resource><RequestId>${crypto.randomUUID()}</RequestId></Error>`;
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` of an object of `size` bytes; null = whole object; 'invalid' → 416. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const n = Number(m[2]);
    if (n === 0 || size === 0) return 'invalid';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start >= size || end < start ? 'invalid' : { start, end };
}

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const settings: Required<FakeS3Options> = {
    region: 'us-east-1',
    accessKeyId: 'AKIAFAKES3TEST',
    secretAccessKey: crypto.randomBytes(20).toString('base64'),
    maxSkewMs: 15 * 60_000,
    moreCredentials: {},
    listPageSize: 1000,
    ...options,
  };
  const objects = new Map<string, StoredObject>();
  const requests: FakeS3Request[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://fake');
    // Path-style `/<bucket>/<key>`, or virtual-hosted `<bucket>.<host>` + `/<key>`.
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    const segments = url.pathname.split('/').slice(1).map(decodeURIComponent);
    const virtualBucket = host.startsWith(`${settings.bucket}.`);
    const bucket = virtualBucket ? settings.bucket : (segments.shift() ?? '');
    const key = segments.join('/');
    let signer: string | undefined;
    const record = (status: number, code?: string) =>
      requests.push({ method, key, status, ...(signer ? { accessKeyId: signer } : {}), ...(code ? { code } : {}) });
    const fail = (status: number, code: string, message: string) => {
      record(status, code);
      response.writeHead(status, { 'content-type': 'application/xml' });
      response.end(method === 'HEAD' ? undefined : xmlError(code, message, url.pathname));
    };

    try {
      signer = verifySignature(request, body, settings, Date.now()).accessKeyId;
    } catch (error) {
      if (error instanceof S3Failure) return fail(error.status, error.code, error.message);
      throw error;
    }
    if (failures.count > 0) {
      failures.count -= 1;
      return fail(failures.status, 'InternalError', 'We encountered an internal error. Please try again.');
    }
    if (bucket !== settings.bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) {
      if (method !== 'GET' || url.searchParams.get('list-type') !== '2') {
        return fail(405, 'MethodNotAllowed', 'Only ListObjectsV2 is supported on the bucket by this fake');
      }
      // ListObjectsV2 in key order; the continuation token is the last key of the page, base64.
      const maxKeys = Math.min(settings.listPageSize, Number(url.searchParams.get('max-keys') ?? 1000));
      const after = Buffer.from(url.searchParams.get('continuation-token') ?? '', 'base64').toString('utf8');
      const keys = [...objects.keys()].sort().filter((k) => k > after);
      const page = keys.slice(0, maxKeys);
      const truncated = keys.length > page.length;
      const escape = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
      record(200);
      response.writeHead(200, { 'content-type': 'application/xml' });
      return response.end(
        `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult><Name>${settings.bucket}</Name><KeyCount>${page.length}</KeyCount>` +
          `<MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
          page
            .map(
              (k) =>
                `<Contents><Key>${escape(k)}</Key><LastModified>${objects.get(k)!.lastModified.toISOString()}</LastModified><Size>${objects.get(k)!.data.length}</Size><ETag>${escape(objects.get(k)!.etag)}</ETag></Contents>`,
            )
            .join('') +
          (truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64')}</NextContinuationToken>` : '') +
          '</ListBucketResult>',
      );
    }
    const existing = objects.get(key);

    if (method === 'PUT') {
      if (request.headers['if-none-match'] === '*' && existing) {
        return fail(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
      }
      const copySource = request.headers['x-amz-copy-source'];
      if (typeof copySource === 'string') {
        const [sourceBucket, ...rest] = decodeURIComponent(copySource.replace(/^\//, '')).split('/');
        const source = sourceBucket === settings.bucket ? objects.get(rest.join('/')) : undefined;
        if (!source) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
        objects.set(key, { ...source, data: Buffer.from(source.data), lastModified: new Date() });
        record(200);
        response.writeHead(200, { 'content-type': 'application/xml' });
        return response.end(
          `<?xml version="1.0" encoding="UTF-8"?>\n<CopyObjectResult><ETag>${source.etag}</ETag><LastModified>${new Date().toISOString()}</LastModified></CopyObjectResult>`,
        );
      }
      const declared = Number(request.headers['content-length']);
      if (!Number.isInteger(declared) || declared !== body.length) {
        return fail(411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
      }
      const etag = `"${crypto.createHash('md5').update(body).digest('hex')}"`;
      objects.set(key, {
        data: body,
        contentType: request.headers['content-type'] ?? 'binary/octet-stream',
        etag,
        lastModified: new Date(),
      });
      record(200);
      response.writeHead(200, { etag });
      return response.end();
    }
    if (method === 'GET' || method === 'HEAD') {
      if (!existing) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
      const headers = { 'content-type': existing.contentType, etag: existing.etag, 'accept-ranges': 'bytes' };
      if (method === 'HEAD') {
        record(200);
        response.writeHead(200, { ...headers, 'content-length': existing.data.length });
        return response.end();
      }
      const range = parseRange(request.headers.range, existing.data.length);
      if (range === 'invalid') return fail(416, 'InvalidRange', 'The requested range is not satisfiable');
      if (range) {
        record(206);
        const part = existing.data.subarray(range.start, range.end + 1);
        response.writeHead(206, {
          ...headers,
          'content-length': part.length,
          'content-range': `bytes ${range.start}-${range.end}/${existing.data.length}`,
        });
        return response.end(part);
      }
      record(200);
      response.writeHead(200, { ...headers, 'content-length': existing.data.length });
      return response.end(existing.data);
    }
    if (method === 'DELETE') {
      objects.delete(key);
      record(204);
      response.writeHead(204);
      return response.end();
    }
    return fail(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
  }

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      requests.push({ method: request.method ?? '', key: request.url ?? '', status: 500, code: 'InternalError' });
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/xml' });
      response.end(xmlError('InternalError', String(error), request.url ?? ''));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: settings.bucket,
    region: settings.region,
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    objects,
    requests,
    failNext(count, status) {
      failures = { count, status };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
