import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Opaque key of a stored file: one path segment with the extension (`<uuid>.png`). */
export const BLOB_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/;

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

/** Where file bytes live. The local filesystem store is the default; an S3-compatible store fits the same shape. */
export interface BlobStore {
  put(key: string, data: Buffer | Readable): Promise<{ size: number }>;
  get(key: string): Promise<Buffer>;
  /** Size in bytes, or null when there is no such blob. */
  size(key: string): Promise<number | null>;
  stream(key: string, range?: ByteRange): Readable;
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Deleting a missing blob is not an error. */
  delete(key: string): Promise<void>;
  /** Runs `use` with a path on local disk holding the blob (tools like ffmpeg read files); a remote store downloads. */
  withLocalFile<T>(key: string, use: (filePath: string) => Promise<T>): Promise<T>;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored file ${key}`);
  }
}

const EXTENSION_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The media type a key's extension stands for; stored files always get one of these extensions. */
export function contentTypeOf(key: string): string {
  return EXTENSION_TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

/** A fresh, unguessable key with the given extension. */
export function newBlobKey(extension: string): string {
  const ext = extension.replace(/^\./, '').toLowerCase();
  if (!/^[a-z0-9]{1,8}$/.test(ext)) throw new Error(`bad extension ${extension}`);
  return `${crypto.randomUUID()}.${ext}`;
}

function assertKey(key: string) {
  if (!BLOB_KEY_PATTERN.test(key) || key.includes('..')) throw new Error(`invalid blob key ${JSON.stringify(key)}`);
}

/** Files under one directory, spread over 256 subdirectories by the key's first two characters. */
export class LocalBlobStore implements BlobStore {
  readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private pathOf(key: string): string {
    assertKey(key);
    return path.join(this.root, key.slice(0, 2).toLowerCase(), key);
  }

  async put(key: string, data: Buffer | Readable): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    // Write beside, then rename: a reader never sees half a file.
    const temp = `${target}.${crypto.randomBytes(6).toString('hex')}.part`;
    try {
      if (Buffer.isBuffer(data)) await fsp.writeFile(temp, data, { flag: 'wx' });
      else await pipeline(data, fs.createWriteStream(temp, { flags: 'wx' }));
      await fsp.rename(temp, target);
    } catch (error) {
      await fsp.rm(temp, { force: true });
      throw error;
    }
    return { size: (await fsp.stat(target)).size };
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await fsp.readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await fsp.stat(this.pathOf(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  stream(key: string, range?: ByteRange): Readable {
    return fs.createReadStream(this.pathOf(key), range ? { start: range.start, end: range.end } : {});
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const target = this.pathOf(toKey);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    try {
      // A reflink where the filesystem has them, else a plain copy; never overwrite.
      await fsp.copyFile(this.pathOf(fromKey), target, fs.constants.COPYFILE_EXCL | fs.constants.COPYFILE_FICLONE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new BlobNotFoundError(fromKey);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.pathOf(key), { force: true });
  }

  async withLocalFile<T>(key: string, use: (filePath: string) => Promise<T>): Promise<T> {
    const file = this.pathOf(key);
    if ((await this.size(key)) === null) throw new BlobNotFoundError(key);
    return use(file);
  }
}
