import type { Config } from './config.ts';
import type { Database } from './db/index.ts';
import type { ReadCaches } from './domain/cache/readCache.ts';
import type { Secrets } from './secrets.ts';
import type { ImageProvider } from './providers/image/types.ts';
import type { AnimationProvider } from './providers/animation/types.ts';
import type { SpeechProvider } from './providers/speech/types.ts';
import type { TextProvider } from './providers/text/types.ts';
import type { BlobStore } from './storage/blobStore.ts';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** What domain code depends on, passed in (never imported as module state) so tests control every part. */
export interface AppContext {
  config: Config;
  database: Database;
  secrets: Secrets;
  clock: Clock;
  storage: BlobStore;
  /** Where story text and images come from (embedded engines unless configured otherwise). */
  ai: { text: TextProvider; image: ImageProvider; speech: SpeechProvider; animation: AnimationProvider };
  /** Answers kept in this process's memory (valid sessions, gallery pages), dropped when their rows change. */
  caches: ReadCaches;
  /** Background work: puts a video render on the job queue (returns the queue's job id). */
  jobs: { enqueueVideo(videoJobId: string): Promise<string> };
}
