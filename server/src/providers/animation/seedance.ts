/**
 * A Seedance image-to-video adapter in the shape of the BytePlus ModelArk video generation API: create a task with
 * `POST {base}/api/v3/contents/generations/tasks` (the prompt with its `--duration`/`--resolution` flags, and the page
 * as a base64 data URL), poll `GET …/tasks/{id}` until `succeeded` (or `failed`, `expired`, `cancelled`), then
 * download `content.video_url` (a signed URL: the API key is not sent there).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

import { probeDuration } from '../../media/ffmpeg.ts';
import type { OpenAiConnection } from '../ai-config.ts';
import { OpenAiHttp, type ProviderLogger } from '../openaiHttp.ts';
import type { AnimationClip, AnimationProvider, AnimationRequest } from './types.ts';

export const SEEDANCE_TASKS_PATH = '/api/v3/contents/generations/tasks';

export interface SeedanceConfig extends OpenAiConnection {
  provider: 'seedance';
  apiKey: string;
  /** `seedance-1-0-lite-i2v-250428`, `seedance-1-0-pro-250528`, … */
  model: string;
  /** `480p`, `720p` or `1080p`. */
  resolution: string;
  /** Wait between status polls. */
  pollIntervalMs: number;
  /** Longest wait for one task, from creation to the finished video. */
  maxWaitMs: number;
}

export interface SeedanceOptions {
  logger?: ProviderLogger;
  /** Tests replace waiting and the clock. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

type Failure = 'failed' | 'timeout' | 'aborted' | 'invalid_response';

/** A task that did not give a video: the model refused or failed, it took too long, or the caller gave up. */
export class AnimationTaskError extends Error {
  override readonly name = 'AnimationTaskError';
  readonly provider: string;
  readonly kind: Failure;
  readonly taskId: string | undefined;
  /** The model's error code (`OutputVideoSensitiveContentDetected`, …) when it gave one. */
  readonly code: string | undefined;

  constructor(provider: string, kind: Failure, message: string, details: { taskId?: string; code?: string } = {}) {
    super(`${provider}: ${message}`);
    this.provider = provider;
    this.kind = kind;
    this.taskId = details.taskId;
    this.code = details.code;
  }
}

/** Seedance 1.0 makes 5- or 10-second clips. */
export function seedanceDuration(seconds: number): 5 | 10 {
  return seconds > 7.5 ? 10 : 5;
}

/** Flags in the text are Seedance's parameters; a user's own `--flag` words must not override ours. */
export function seedanceText(prompt: string, durationSeconds: number, resolution: string, seed: number): string {
  const words = prompt
    .replace(/(^|\s)--[a-z][\w-]*(\s+[^\s-]\S*)?/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${words || 'gentle movement'} --resolution ${resolution} --duration ${seedanceDuration(durationSeconds)} --seed ${seed >>> 0}`;
}

/** Consecutive failed polls (network, 429, 5xx) tolerated before the task is given up. */
const MAX_POLL_FAILURES = 4;
const MAX_IMAGE_SIDE = 1920;
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class SeedanceAnimationProvider implements AnimationProvider {
  readonly name = 'seedance';
  private readonly config: SeedanceConfig;
  private readonly http: OpenAiHttp;
  private readonly logger: ProviderLogger | undefined;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;

  constructor(config: SeedanceConfig, options: SeedanceOptions = {}) {
    this.config = config;
    this.logger = options.logger;
    this.sleep = options.sleep ?? defaultSleep;
    this.now = options.now ?? Date.now;
    this.http = new OpenAiHttp('seedance', config, { logger: options.logger, sleep: this.sleep });
  }

  async animate(request: AnimationRequest): Promise<AnimationClip> {
    request.signal?.throwIfAborted();
    const started = this.now();
    const jpeg = await sharp(request.image)
      .rotate()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 90 })
      .toBuffer();
    const created = await this.http.postJson(SEEDANCE_TASKS_PATH, {
      model: this.config.model,
      content: [
        { type: 'text', text: seedanceText(request.prompt, request.durationSeconds, this.config.resolution, request.seed) },
        { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${jpeg.toString('base64')}` } },
      ],
    });
    const id = (created as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || id === '') {
      throw new AnimationTaskError(this.name, 'invalid_response', `POST ${SEEDANCE_TASKS_PATH} answered without a task id`);
    }

    const videoUrl = await this.waitForVideo(id, started, request.signal);
    const data = await this.http.download(videoUrl);
    if (data.length < 12 || data.toString('latin1', 4, 8) !== 'ftyp') {
      throw new AnimationTaskError(this.name, 'invalid_response', `task ${id} gave a video_url that is not an MP4`, {
        taskId: id,
      });
    }
    return {
      data,
      contentType: 'video/mp4',
      durationSeconds: (await mp4Duration(data)) ?? seedanceDuration(request.durationSeconds),
    };
  }

  /** Polls until the task has a video; throws on failure, on the overall deadline, or when aborted. */
  private async waitForVideo(id: string, started: number, signal: AbortSignal | undefined): Promise<string> {
    const deadline = started + this.config.maxWaitMs;
    let status = 'queued';
    let failures = 0;
    for (;;) {
      const left = deadline - this.now();
      if (left <= 0) {
        throw new AnimationTaskError(
          this.name,
          'timeout',
          `task ${id} did not finish within ${Number((this.config.maxWaitMs / 1000).toFixed(3))} s (last status: ${status})`,
          { taskId: id },
        );
      }
      await this.sleep(Math.min(this.config.pollIntervalMs, left));
      if (signal?.aborted) throw new AnimationTaskError(this.name, 'aborted', `stopped waiting for task ${id}`, { taskId: id });

      const answer = await this.poll(id);
      if (answer.kind === 'transient') {
        failures++;
        if (failures >= MAX_POLL_FAILURES)
          throw this.http.error(answer.failure, `${answer.message} (${failures} polls in a row)`);
        this.logger?.warn(
          { provider: this.name, task: id, failures, error: this.http.redact(answer.message) },
          `${this.name}: status poll failed, polling on`,
        );
        continue;
      }
      failures = 0;
      const task = answer.task;
      status = typeof task.status === 'string' ? task.status : 'unknown';
      switch (status) {
        case 'queued':
        case 'running':
          continue;
        case 'succeeded': {
          const url = (task.content as { video_url?: unknown } | undefined)?.video_url;
          if (typeof url !== 'string' || url === '') {
            throw new AnimationTaskError(this.name, 'invalid_response', `task ${id} succeeded without content.video_url`, {
              taskId: id,
            });
          }
          return url;
        }
        case 'failed':
        case 'expired':
        case 'cancelled': {
          const error = (task.error ?? {}) as { code?: unknown; message?: unknown };
          const code = typeof error.code === 'string' || typeof error.code === 'number' ? String(error.code) : undefined;
          const reason = typeof error.message === 'string' && error.message ? error.message : 'no reason given';
          throw new AnimationTaskError(
            this.name,
            'failed',
            `task ${id} ${status}: ${this.http.redact(reason)}${code ? ` (${code})` : ''}`,
            {
              taskId: id,
              code,
            },
          );
        }
        default:
          throw new AnimationTaskError(this.name, 'invalid_response', `task ${id} has an unknown status "${status}"`, {
            taskId: id,
          });
      }
    }
  }

  /** One authenticated status request; network errors, 408, 429 and 5xx are transient, other errors final. */
  private async poll(
    id: string,
  ): Promise<
    | { kind: 'task'; task: Record<string, unknown> }
    | { kind: 'transient'; failure: 'http' | 'network' | 'timeout'; message: string }
  > {
    const what = `GET ${SEEDANCE_TASKS_PATH}/${id}`;
    const timeout = AbortSignal.timeout(this.config.timeoutMs);
    let response: Response;
    let body: string;
    try {
      response = await fetch(`${this.config.baseUrl}${SEEDANCE_TASKS_PATH}/${encodeURIComponent(id)}`, {
        headers: { accept: 'application/json', authorization: `Bearer ${this.config.apiKey}` },
        signal: timeout,
      });
      body = await response.text();
    } catch (caught) {
      return timeout.aborted
        ? { kind: 'transient', failure: 'timeout', message: `${what} timed out after ${this.config.timeoutMs / 1000} s` }
        : {
            kind: 'transient',
            failure: 'network',
            message: `${what} could not reach ${new URL(this.config.baseUrl).origin}: ${networkReason(caught)}`,
          };
    }
    if (!response.ok) {
      const message = `${what} failed with HTTP ${response.status}${errorDetail(body)}`;
      if (response.status === 408 || response.status === 429 || response.status >= 500)
        return { kind: 'transient', failure: 'http', message };
      throw this.http.error('http', message, { status: response.status });
    }
    try {
      const task = JSON.parse(body) as unknown;
      if (task && typeof task === 'object') return { kind: 'task', task: task as Record<string, unknown> };
    } catch {
      // reported below
    }
    throw this.http.error('invalid_response', `${what} answered with something that is not a task: ${body.slice(0, 200)}`);
  }
}

/** `: message (code)` from a ModelArk error body `{"error":{"code","message"}}`, else the start of the body. */
function errorDetail(body: string): string {
  const text = body.trim();
  if (!text) return '';
  try {
    const error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }).error;
    if (error && typeof error.message === 'string') {
      return `: ${error.message}${typeof error.code === 'string' ? ` (${error.code})` : ''}`.slice(0, 300);
    }
  } catch {
    // not JSON
  }
  return `: ${text.replace(/\s+/g, ' ').slice(0, 300)}`;
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  if (cause && typeof cause.message === 'string') return cause.message;
  return error instanceof Error ? error.message : 'unknown error';
}

/** The clip's length (ffprobe needs a file). */
async function mp4Duration(data: Buffer): Promise<number | null> {
  const dir = await mkdtemp(path.join(tmpdir(), 'storyloom-seedance-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    await writeFile(file, data);
    return await probeDuration(file).catch(() => null);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
