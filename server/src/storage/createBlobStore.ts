import type { Config } from '../config.ts';
import { LocalBlobStore, type BlobStore } from './blobStore.ts';
import { S3BlobStore } from './s3BlobStore.ts';

/** The blob store STORAGE names: files under MEDIA_DIR (one machine), or an S3-compatible bucket (many). */
export function createBlobStore(config: Pick<Config, 'storage' | 'mediaDir'>): BlobStore {
  const { storage } = config;
  if (storage.kind === 'local') return new LocalBlobStore(config.mediaDir);
  return new S3BlobStore({
    endpoint: storage.endpoint,
    bucket: storage.bucket,
    region: storage.region,
    accessKeyId: storage.accessKeyId,
    secretAccessKey: storage.secretAccessKey,
    forcePathStyle: storage.forcePathStyle,
  });
}
