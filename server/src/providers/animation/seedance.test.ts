import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ConfigError } from '../../config.ts';
import { OpenAiProviderError } from '../openaiHttp.ts';
import { createAnimationProvider, DEFAULT_SEEDANCE_BASE_URL, loadAnimationConfig } from './config.ts';
import { FakeSeedance } from './fakeSeedance.ts';
import { AnimationTaskError, SeedanceAnimationProvider, seedanceText, type SeedanceConfig } from './seedance.ts';

let fake: FakeSeedance;
let page: Buffer;

beforeAll(async () => {
  fake = await FakeSeedance.start({ pollsUntilDone: 3 });
  page = await sharp({ create: { width: 640, height: 360, channels: 3, background: { r: 80, g: 120, b: 200 } } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await fake.close();
});

function provider(overrides: Partial<SeedanceConfig> = {}, warnings: string[] = []): SeedanceAnimationProvider {
  return new SeedanceAnimationProvider(
    {
      provider: 'seedance',
      baseUrl: fake.baseUrl,
      apiKey: fake.apiKey,
      model: 'seedance-1-0-lite-i2v-250428',
      resolution: '720p',
      timeoutMs: 5_000,
      retries: 0,
      retryDelayMs: 1,
      pollIntervalMs: 5,
      maxWaitMs: 5_000,
      ...overrides,
    },
    { logger: { warn: (_details, message) => warnings.push(message) } },
  );
}

const request = { image: Buffer.alloc(0), prompt: 'add slight movement and characters blinking', durationSeconds: 5, seed: 7 };

describe('Seedance provider', () => {
  it('creates a task with the key, the prompt flags and the page, polls until it succeeds and downloads the video', async () => {
    const before = fake.requests.length;
    const clip = await provider().animate({ ...request, image: page });
    expect(clip.contentType).toBe('video/mp4');
    expect(clip.data.equals(fake.video)).toBe(true);
    expect(clip.durationSeconds).toBeCloseTo(1, 1);

    const made = fake.requests.slice(before);
    const create = made.find((r) => r.method === 'POST')!;
    expect(create.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(create.json?.model).toBe('seedance-1-0-lite-i2v-250428');
    const [text, image] = create.json?.content as { type: string; text?: string; image_url?: { url: string } }[];
    expect(text).toEqual({
      type: 'text',
      text: 'add slight movement and characters blinking --resolution 720p --duration 5 --seed 7',
    });
    expect(image!.type).toBe('image_url');
    expect(image!.image_url!.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);

    const polls = made.filter((r) => r.method === 'GET' && !r.path.startsWith('/files/'));
    expect(polls).toHaveLength(3);
    expect(polls.every((r) => r.headers.authorization === `Bearer ${fake.apiKey}`)).toBe(true);
    const download = made.find((r) => r.path.startsWith('/files/'))!;
    expect(download.headers.authorization).toBeUndefined();
  });

  it('reports a failed task with the model’s reason and code', async () => {
    fake.nextTasks('fail');
    const failure = await provider()
      .animate({ ...request, image: page })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AnimationTaskError);
    expect((failure as AnimationTaskError).kind).toBe('failed');
    expect((failure as AnimationTaskError).code).toBe('OutputVideoSensitiveContentDetected');
    expect((failure as Error).message).toMatch(
      /^seedance: task cgt-fake-\d+ failed: The generated video may contain sensitive information\. \(OutputVideoSensitiveContentDetected\)$/,
    );
  });

  it('gives up on a task that does not finish in time', async () => {
    fake.nextTasks('stall');
    await expect(provider({ maxWaitMs: 150, pollIntervalMs: 20 }).animate({ ...request, image: page })).rejects.toThrow(
      /task cgt-fake-\d+ did not finish within 0.15 s \(last status: running\)/,
    );
  });

  it('polls on through a few 503s, and stops after too many', async () => {
    const warnings: string[] = [];
    fake.failPolls(2);
    const clip = await provider({}, warnings).animate({ ...request, image: page });
    expect(clip.data.equals(fake.video)).toBe(true);
    expect(warnings).toHaveLength(2);

    fake.failPolls(10);
    const failure = await provider()
      .animate({ ...request, image: page })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OpenAiProviderError);
    expect((failure as Error).message).toMatch(
      /HTTP 503: The service is temporarily unavailable\. \(ServiceUnavailable\) \(4 polls in a row\)/,
    );
    fake.failPolls(0);
  });

  it('explains a rejected key without repeating it', async () => {
    const failure = await provider({ apiKey: 'wrong-key-123' })
      .animate({ ...request, image: page })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(OpenAiProviderError);
    expect((failure as OpenAiProviderError).status).toBe(401);
    expect((failure as Error).message).toMatch(/seedance: POST \/api\/v3\/contents\/generations\/tasks failed with HTTP 401/);
    expect((failure as Error).message).not.toContain('wrong-key-123');
  });

  it('stops waiting when the caller aborts', async () => {
    fake.nextTasks('stall');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 60);
    await expect(
      provider({ pollIntervalMs: 20 }).animate({ ...request, image: page, signal: controller.signal }),
    ).rejects.toThrow(/stopped waiting for task/);
  });

  it('keeps the user’s own --flags out of the parameters', () => {
    expect(seedanceText('a dragon --duration 10 flies --rs 1080p', 8, '720p', -1)).toBe(
      'a dragon flies --resolution 720p --duration 10 --seed 4294967295',
    );
  });
});

describe('animation configuration', () => {
  it('defaults to the embedded engine', () => {
    expect(loadAnimationConfig({})).toEqual({ provider: 'embedded' });
    expect(createAnimationProvider({}).name).toBe('embedded');
  });

  it('needs a key for Seedance and fills in the rest', () => {
    expect(() => loadAnimationConfig({ ANIMATION_PROVIDER: 'seedance' })).toThrow(ConfigError);
    expect(() => loadAnimationConfig({ ANIMATION_PROVIDER: 'seedance' })).toThrow(/SEEDANCE_API_KEY/);
    expect(() => loadAnimationConfig({ ANIMATION_PROVIDER: 'runway' })).toThrow(/"embedded" or "seedance"/);
    const config = loadAnimationConfig({ ANIMATION_PROVIDER: 'seedance', SEEDANCE_API_KEY: 'k-1' });
    expect(config).toMatchObject({
      provider: 'seedance',
      baseUrl: DEFAULT_SEEDANCE_BASE_URL,
      model: 'seedance-1-0-lite-i2v-250428',
      resolution: '720p',
      pollIntervalMs: 5_000,
      maxWaitMs: 600_000,
    });
    expect(
      loadAnimationConfig({
        ANIMATION_PROVIDER: 'seedance',
        SEEDANCE_API_KEY: 'k-1',
        SEEDANCE_BASE_URL: 'https://ark.example.com/api/v3/',
        SEEDANCE_MODEL: 'seedance-1-0-pro-250528',
      }),
    ).toMatchObject({ baseUrl: 'https://ark.example.com', model: 'seedance-1-0-pro-250528' });
    expect(createAnimationProvider({ ANIMATION_PROVIDER: 'seedance', SEEDANCE_API_KEY: 'k-1' }).name).toBe('seedance');
  });
});
