import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobNotFoundError, contentTypeOf, LocalBlobStore, newBlobKey } from './blobStore.ts';
import { parseRange } from './mediaHandlers.ts';
import { checkSignature, fileUrl, signedUrl } from './mediaUrls.ts';

describe('LocalBlobStore', () => {
  let root: string;
  let store: LocalBlobStore;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'blobs-'));
    store = new LocalBlobStore(root);
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('puts, reads, streams ranges, copies and deletes', async () => {
    const key = newBlobKey('txt');
    expect(key).toMatch(/^[0-9a-f-]{36}\.txt$/);
    expect(await store.put(key, Buffer.from('hello world'))).toEqual({ size: 11 });
    expect((await store.get(key)).toString()).toBe('hello world');
    expect(await store.size(key)).toBe(11);
    expect(await text(store.stream(key, { start: 6, end: 10 }))).toBe('world');
    // Spread over subdirectories by the key's first two characters.
    expect(await fs.readFile(path.join(root, key.slice(0, 2), key), 'utf8')).toBe('hello world');

    const streamed = newBlobKey('txt');
    await store.put(streamed, Readable.from(['a', 'b', 'c']));
    expect((await store.get(streamed)).toString()).toBe('abc');

    const copy = newBlobKey('txt');
    await store.copy(key, copy);
    await expect(store.copy(key, copy)).rejects.toThrow(/EEXIST/);
    await store.delete(key);
    expect(await store.size(key)).toBeNull();
    expect((await store.get(copy)).toString()).toBe('hello world');
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await store.delete(key); // deleting twice is fine
  });

  it('refuses keys that could leave its directory', async () => {
    for (const key of ['../x.png', 'a/b.png', '.hidden', '', 'a..b.png']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/invalid blob key/);
    }
    expect(() => newBlobKey('p/ng')).toThrow();
  });

  it('leaves no partial file when a stream fails', async () => {
    const key = newBlobKey('bin');
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put(key, failing)).rejects.toThrow('client went away');
    expect(await store.size(key)).toBeNull();
    const leftovers = await fs.readdir(path.join(root, key.slice(0, 2))).catch(() => []);
    expect(leftovers.filter((f) => f.startsWith(key))).toEqual([]);
  });

  it('names media types by extension', () => {
    expect(contentTypeOf('a.PNG')).toBe('image/png');
    expect(contentTypeOf('a.mp4')).toBe('video/mp4');
    expect(contentTypeOf('a.exe')).toBe('application/octet-stream');
  });
});

describe('signed media URLs', () => {
  const secret = new Uint8Array(32).fill(7);
  const now = new Date('2026-06-01T12:10:00Z');

  it('signs key and expiry; expiry rounded up to the hour for caching', () => {
    const url = signedUrl(secret, 'k.png', now, 3600);
    const parsed = new URL(url, 'http://x');
    expect(parsed.pathname).toBe(fileUrl('k.png'));
    const expires = Number(parsed.searchParams.get('expires'));
    expect(expires).toBe(Date.parse('2026-06-01T14:00:00Z') / 1000);
    expect(signedUrl(secret, 'k.png', new Date(now.getTime() + 60_000), 3600)).toBe(url);
    const sig = parsed.searchParams.get('sig')!;
    expect(checkSignature(secret, 'k.png', expires, sig, now)).toBe('valid');
    expect(checkSignature(secret, 'other.png', expires, sig, now)).toBe('invalid');
    expect(checkSignature(secret, 'k.png', expires + 1, sig, now)).toBe('invalid');
    expect(checkSignature(new Uint8Array(32), 'k.png', expires, sig, now)).toBe('invalid');
    expect(checkSignature(secret, 'k.png', expires, sig, new Date(expires * 1000))).toBe('expired');
  });

  it('made once an hour, each URL still the one of its own secret, key and expiry', () => {
    const check = (url: string, s: Uint8Array, key: string) => {
      const parsed = new URL(url, 'http://x');
      const expires = Number(parsed.searchParams.get('expires'));
      return checkSignature(s, key, expires, parsed.searchParams.get('sig')!, now);
    };
    const other = new Uint8Array(32).fill(9);
    const urls = ['a.png', 'b.png', 'a.png'].map((key) => signedUrl(secret, key, now, 3600));
    expect(urls[2]).toBe(urls[0]);
    expect(urls[1]).not.toBe(urls[0]);
    expect(check(urls[1]!, secret, 'b.png')).toBe('valid');
    const otherSecret = signedUrl(other, 'a.png', now, 3600);
    expect(otherSecret).not.toBe(urls[0]);
    expect(check(otherSecret, other, 'a.png')).toBe('valid');
    expect(check(otherSecret, secret, 'a.png')).toBe('invalid');
    // An hour on, the expiry moves and the URL with it; back in the first hour, the first URL again.
    const later = signedUrl(secret, 'a.png', new Date(now.getTime() + 3600_000), 3600);
    expect(new URL(later, 'http://x').searchParams.get('expires')).toBe(String(Date.parse('2026-06-01T15:00:00Z') / 1000));
    expect(check(later, secret, 'a.png')).toBe('valid');
    expect(signedUrl(secret, 'a.png', now, 3600)).toBe(urls[0]);
  });
});

describe('parseRange', () => {
  it('reads one byte range, suffix and open ranges', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=50-', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=9-3', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });
});
