import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { startFakeS3, type FakeS3 } from '../testing/fakeS3.ts';
import { BlobNotFoundError, LocalBlobStore, newBlobKey, type BlobStore } from './blobStore.ts';
import { createBlobStore } from './createBlobStore.ts';
import { EMPTY_PAYLOAD_HASH, S3BlobStore, S3Error, signRequest, type S3Settings } from './s3BlobStore.ts';

let fake: FakeS3;
let root: string;
const stores: S3BlobStore[] = [];
beforeAll(async () => {
  fake = await startFakeS3({ bucket: 'storyloom-media', region: 'eu-west-3' });
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'blobs-s3-test-'));
});
afterAll(async () => {
  for (const store of stores) store.close();
  await fake.close();
  await fs.rm(root, { recursive: true, force: true });
});

function settings(overrides: Partial<S3Settings> = {}): S3Settings {
  return {
    endpoint: fake.endpoint,
    bucket: fake.bucket,
    region: fake.region,
    accessKeyId: fake.accessKeyId,
    secretAccessKey: fake.secretAccessKey,
    forcePathStyle: true,
    ...overrides,
  };
}

function s3Store(overrides: Partial<S3Settings> = {}, options: { now?: () => Date } = {}): S3BlobStore {
  const store = new S3BlobStore(settings(overrides), options);
  stores.push(store);
  return store;
}

/** Temporary copies of `key` the S3 store left in the system temp folder (it must leave none). */
async function leftoversOf(key: string): Promise<string[]> {
  const folders = (await fs.readdir(os.tmpdir())).filter((name) => name.startsWith('storyloom-s3-'));
  const found: string[] = [];
  for (const folder of folders) {
    const names = await fs.readdir(path.join(os.tmpdir(), folder)).catch((): string[] => []);
    if (names.includes(key)) found.push(path.join(folder, key));
  }
  return found;
}

// The behaviours both stores share: the server uses either through the BlobStore interface alone.
describe.each([
  { name: 'LocalBlobStore', make: (): BlobStore => new LocalBlobStore(root) },
  { name: 'S3BlobStore', make: (): BlobStore => s3Store() },
])('the BlobStore contract ($name)', ({ make }) => {
  it('puts, reads, streams ranges, copies and deletes', async () => {
    const store = make();
    const key = newBlobKey('txt');
    expect(await store.put(key, Buffer.from('hello world'))).toEqual({ size: 11 });
    expect((await store.get(key)).toString()).toBe('hello world');
    expect(await store.size(key)).toBe(11);
    expect(await text(store.stream(key))).toBe('hello world');
    expect(await text(store.stream(key, { start: 6, end: 10 }))).toBe('world');
    expect(await text(store.stream(key, { start: 0, end: 0 }))).toBe('h');

    const streamed = newBlobKey('txt');
    expect(await store.put(streamed, Readable.from([Buffer.from('a'), Buffer.from('b'), Buffer.from('c')]))).toEqual({
      size: 3,
    });
    expect((await store.get(streamed)).toString()).toBe('abc');

    const copy = newBlobKey('txt');
    await store.copy(key, copy);
    await expect(store.copy(key, copy)).rejects.toThrow(/EEXIST/);
    await expect(store.copy(newBlobKey('txt'), newBlobKey('txt'))).rejects.toBeInstanceOf(BlobNotFoundError);
    await store.delete(key);
    expect(await store.size(key)).toBeNull();
    expect((await store.get(copy)).toString()).toBe('hello world');
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await store.delete(key); // deleting twice is fine
  });

  it('overwrites a key on a second put, all at once', async () => {
    const store = make();
    const key = newBlobKey('bin');
    await store.put(key, Buffer.from('first version'));
    await store.put(key, Buffer.from('second'));
    expect((await store.get(key)).toString()).toBe('second');
    expect(await store.size(key)).toBe(6);
  });

  it('keeps binary data and large streamed uploads intact', async () => {
    const store = make();
    const data = crypto.randomBytes(3 * 1024 * 1024 + 17);
    const key = newBlobKey('mp4');
    const chunks = Array.from({ length: Math.ceil(data.length / 65536) }, (_, i) => data.subarray(i * 65536, (i + 1) * 65536));
    expect(await store.put(key, Readable.from(chunks))).toEqual({ size: data.length });
    expect((await store.get(key)).equals(data)).toBe(true);
    const tail = await buffer(store.stream(key, { start: data.length - 1000, end: data.length - 1 }));
    expect(tail.equals(data.subarray(-1000))).toBe(true);
  });

  it('reports a missing blob the same way everywhere', async () => {
    const store = make();
    const missing = newBlobKey('png');
    expect(await store.size(missing)).toBeNull();
    await expect(store.get(missing)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.withLocalFile(missing, async () => 'unreachable')).rejects.toBeInstanceOf(BlobNotFoundError);
    // A stream of a missing blob fails (the media route checks the size first).
    await expect(text(store.stream(missing))).rejects.toThrow();
  });

  it('refuses keys that could leave its directory or bucket', async () => {
    const store = make();
    for (const key of ['../x.png', 'a/b.png', '.hidden', '', 'a..b.png']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/invalid blob key/);
      await expect(store.get(key)).rejects.toThrow(/invalid blob key/);
    }
  });

  it('leaves nothing behind when an upload stream fails', async () => {
    const store = make();
    const key = newBlobKey('bin');
    let sent = false;
    const failing = new Readable({
      read() {
        if (sent) this.destroy(new Error('client went away'));
        else {
          sent = true;
          this.push(Buffer.from('partial data'));
        }
      },
    });
    await expect(store.put(key, failing)).rejects.toThrow('client went away');
    expect(await store.size(key)).toBeNull();
    expect(await leftoversOf(key)).toEqual([]);
  });

  it('hands tools a local file with the bytes, named with the extension', async () => {
    const store = make();
    const key = newBlobKey('wav');
    await store.put(key, Buffer.from('RIFF....WAVE'));
    const seen = await store.withLocalFile(key, async (file) => {
      expect(path.extname(file)).toBe('.wav');
      return { file, bytes: await fs.readFile(file, 'utf8') };
    });
    expect(seen.bytes).toBe('RIFF....WAVE');
    if (store instanceof S3BlobStore) {
      // The download is removed afterwards, also when the tool fails.
      await expect(fs.stat(seen.file)).rejects.toThrow(/ENOENT/);
      let failedFile = '';
      await expect(
        store.withLocalFile(key, async (file) => {
          failedFile = file;
          throw new Error('ffmpeg failed');
        }),
      ).rejects.toThrow('ffmpeg failed');
      await expect(fs.stat(failedFile)).rejects.toThrow(/ENOENT/);
    }
  });
});

describe('S3BlobStore on the S3 wire format', () => {
  it('signs like the AWS Signature Version 4 reference example (GET Object, first 10 bytes)', () => {
    // docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
    const headers = signRequest(
      {
        method: 'GET',
        path: '/test.txt',
        headers: { Host: 'examplebucket.s3.amazonaws.com', Range: 'bytes=0-9' },
        payloadHash: EMPTY_PAYLOAD_HASH,
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('stores objects in the bucket under their key with the media type of the extension', async () => {
    const store = s3Store();
    const key = newBlobKey('png');
    await store.put(key, Buffer.from('png bytes'));
    expect(fake.objects.get(key)).toMatchObject({ contentType: 'image/png' });
    expect(fake.objects.get(key)!.data.toString()).toBe('png bytes');
    const copy = newBlobKey('png');
    await store.copy(key, copy);
    expect(fake.objects.get(copy)!.data.toString()).toBe('png bytes');
  });

  it('fails clearly when the secret is wrong (the fake recomputes the signature)', async () => {
    const store = s3Store({ secretAccessKey: 'not-the-secret' });
    const error = await store.put(newBlobKey('png'), Buffer.from('x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect((error as S3Error).status).toBe(403);
    expect((error as S3Error).code).toBe('SignatureDoesNotMatch');
    expect((error as Error).message).toMatch(
      /PutObject .*403 SignatureDoesNotMatch.*check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    // A bad signature is never mistaken for a missing blob.
    await expect(store.get(newBlobKey('png'))).rejects.toThrow(/SignatureDoesNotMatch/);
    await expect(store.withLocalFile(newBlobKey('png'), async () => 1)).rejects.toThrow(/SignatureDoesNotMatch/);
    await expect(store.delete(newBlobKey('png'))).rejects.toThrow(/SignatureDoesNotMatch/);
    await expect(text(store.stream(newBlobKey('png')))).rejects.toThrow(/SignatureDoesNotMatch/);
    // HEAD answers carry no body: the status says enough.
    await expect(store.size(newBlobKey('png'))).rejects.toThrow(/HeadObject .*403/);
  });

  it('names an unknown access key, a wrong region, a missing bucket and a skewed clock', async () => {
    await expect(s3Store({ accessKeyId: 'AKIAUNKNOWN' }).get(newBlobKey('png'))).rejects.toThrow(/InvalidAccessKeyId/);
    await expect(s3Store({ region: 'us-west-2' }).get(newBlobKey('png'))).rejects.toThrow(/AuthorizationHeaderMalformed/);
    await expect(s3Store({ bucket: 'another-bucket' }).get(newBlobKey('png'))).rejects.toThrow(
      /NoSuchBucket.*create the bucket another-bucket/,
    );
    const late = s3Store({}, { now: () => new Date(Date.now() - 60 * 60_000) });
    await expect(late.get(newBlobKey('png'))).rejects.toThrow(/RequestTimeTooSkewed/);
  });

  it('is refused by the fake when the body does not match the signed payload hash', async () => {
    // A signed request whose body was changed on the way: the fake checks x-amz-content-sha256 against the body.
    const { host, pathname } = new URL(`${fake.endpoint}/${fake.bucket}/tampered.txt`);
    const headers = signRequest(
      {
        method: 'PUT',
        path: pathname,
        headers: { host, 'content-length': '8' },
        payloadHash: crypto.createHash('sha256').update('original').digest('hex'),
      },
      settings(),
      new Date(),
    );
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${fake.endpoint}${pathname}`, { method: 'PUT', headers }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end('tampered');
    });
    expect(status).toBe(400);
    expect(fake.requests.at(-1)).toMatchObject({ key: 'tampered.txt', code: 'XAmzContentSHA256Mismatch' });
    expect(fake.objects.has('tampered.txt')).toBe(false);
  });

  it('retries a store that answers 503 for a moment, and gives up after three attempts', async () => {
    const store = s3Store();
    const key = newBlobKey('txt');
    fake.failNext(2, 503);
    await store.put(key, Buffer.from('after retries'));
    expect((await store.get(key)).toString()).toBe('after retries');
    fake.failNext(3, 503);
    await expect(store.get(key)).rejects.toThrow(/GetObject .*503 InternalError/);
    fake.failNext(0, 503);
  });

  it('reaches a store that is not running with a connection error, not a missing blob', async () => {
    const closed = await startFakeS3({ bucket: 'gone-bucket' });
    await closed.close();
    const store = s3Store({ endpoint: closed.endpoint, bucket: 'gone-bucket' });
    const error = await store.get(newBlobKey('png')).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(BlobNotFoundError);
    expect((error as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });

  it('lists every stored blob with its size, page by page', async () => {
    const paged = await startFakeS3({ bucket: 'listed-bucket', listPageSize: 3 });
    try {
      const store = s3Store({
        endpoint: paged.endpoint,
        bucket: paged.bucket,
        region: paged.region,
        accessKeyId: paged.accessKeyId,
        secretAccessKey: paged.secretAccessKey,
      });
      const expected = new Map<string, number>();
      for (let i = 0; i < 8; i++) {
        const key = newBlobKey(i % 2 ? 'png' : 'mp3');
        await store.put(key, Buffer.alloc(i * 10, 1));
        expected.set(key, i * 10);
      }
      const listed: { key: string; size: number }[] = [];
      const before = Date.now() - 60_000;
      for await (const { key, size, lastModified } of store.list()) {
        listed.push({ key, size });
        expect(lastModified!.getTime()).toBeGreaterThan(before);
      }
      expect(listed).toEqual([...expected.keys()].sort().map((key) => ({ key, size: expected.get(key) })));
      // Eight keys in pages of three: three signed listing requests, the later ones with a continuation token.
      expect(paged.requests.filter((r) => r.key === '' && r.method === 'GET').map((r) => r.status)).toEqual([200, 200, 200]);
    } finally {
      await paged.close();
    }
  });

  it('serves concurrent requests over its kept-alive connections', async () => {
    const store = s3Store();
    const keys = Array.from({ length: 40 }, () => newBlobKey('txt'));
    await Promise.all(keys.map((key, i) => store.put(key, Buffer.from(`blob ${i}`))));
    const read = await Promise.all(keys.map((key) => store.get(key)));
    expect(read.map((b) => b.toString())).toEqual(keys.map((_, i) => `blob ${i}`));
  });
});

describe('STORAGE selection', () => {
  const s3Env = {
    STORAGE: 's3',
    S3_ENDPOINT: 'http://minio:9000/',
    S3_BUCKET: 'storyloom-media',
    S3_ACCESS_KEY_ID: 'storyloom',
    S3_SECRET_ACCESS_KEY: 'a-secret',
  };

  it('is the local folder by default and an S3 bucket with STORAGE=s3', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(createBlobStore(loadConfig({ DATA_DIR: '/srv/storyloom' }))).toMatchObject({ root: '/srv/storyloom/media' });
    const config = loadConfig(s3Env);
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'storyloom-media',
      region: 'us-east-1',
      accessKeyId: 'storyloom',
      secretAccessKey: 'a-secret',
      forcePathStyle: true,
    });
    const store = createBlobStore(config);
    expect(store).toBeInstanceOf(S3BlobStore);
    (store as S3BlobStore).close();
  });

  it('defaults to AWS in the region, virtual-hosted, without an endpoint', () => {
    const { S3_ENDPOINT: _, ...aws } = s3Env;
    expect(loadConfig({ ...aws, S3_REGION: 'eu-central-1' }).storage).toMatchObject({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...s3Env, S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({ forcePathStyle: false });
  });

  it('refuses an incomplete or malformed S3 setup at start', () => {
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...s3Env, S3_BUCKET: '' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3Env, S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...s3Env, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3Env, S3_ENDPOINT: 'ftp://minio' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3Env, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => loadConfig({ ...s3Env, S3_REGION: 'EU West' })).toThrow(/S3_REGION/);
  });
});
