import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { IllustrationRequest } from '../../engines/illustrator/index.ts';
import type { OpenAiImageConfig } from '../ai-config.ts';
import { FakeOpenAi, type FakeRequest } from '../fakeOpenAi.ts';
import { OpenAiProviderError } from '../openaiHttp.ts';
import { createImageProvider, OpenAiImageProvider } from './openai.ts';
import type { ImageProvider } from './types.ts';

const KEY = 'sk-image-SECRET-fedcba9876543210';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let fake: FakeOpenAi;
beforeEach(async () => {
  fake = await FakeOpenAi.start({ apiKey: KEY });
});
afterEach(async () => {
  await fake.close();
});

function config(overrides: Partial<OpenAiImageConfig> = {}): OpenAiImageConfig {
  return {
    provider: 'openai',
    baseUrl: fake.baseUrl,
    apiKey: KEY,
    model: 'gpt-image-1',
    size: '1536x1024',
    timeoutMs: 10_000,
    retries: 2,
    retryDelayMs: 1,
    ...overrides,
  };
}

async function solid(width: number, height: number, format: 'png' | 'jpeg' = 'png', r = 200): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r, g: 80, b: 40 } } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

let photo: Buffer;
beforeAll(async () => {
  // A JPEG the adapter must convert to PNG before uploading.
  photo = await solid(640, 480, 'jpeg', 10);
});

async function reference(): Promise<Buffer> {
  return solid(800, 600, 'png', 250);
}

function pageRequest(ref: Buffer, overrides: Partial<IllustrationRequest> = {}): IllustrationRequest {
  return {
    pageText: 'Mila climbed the spiral stairs of the lighthouse as the storm began.',
    pageIndex: 1,
    pageCount: 5,
    language: 'en',
    reference: ref,
    artStyle: 'watercolor',
    stylePrompt: null,
    seed: 9,
    instructions: 'at night, add a dog',
    ...overrides,
  };
}

function editRequest(index = 0): FakeRequest {
  const requests = fake.to('/images/edits');
  expect(requests.length).toBeGreaterThan(index);
  return requests[index]!;
}

async function uploaded(request: FakeRequest) {
  const image = request.form!.get('image');
  expect(image).toBeInstanceOf(Blob);
  const bytes = Buffer.from(await (image as Blob).arrayBuffer());
  return { bytes, type: (image as Blob).type, meta: await sharp(bytes).metadata(), stats: await sharp(bytes).stats() };
}

async function failure(promise: Promise<unknown>): Promise<OpenAiProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OpenAiProviderError);
  return error as OpenAiProviderError;
}

describe('OpenAiImageProvider.stylizePhoto', () => {
  it('sends the photo to /images/edits as multipart with a style prompt, and returns a PNG', async () => {
    fake.enqueue({ kind: 'image', image: await solid(1024, 1024) });
    const result = await new OpenAiImageProvider(config()).stylizePhoto(photo, { style: 'watercolor', seed: 1, variant: 0 });

    expect(result.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await sharp(result).metadata()).toMatchObject({ format: 'png', width: 1024, height: 1024 });
    const request = editRequest();
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    const form = request.form!;
    expect(form.get('model')).toBe('gpt-image-1');
    expect(form.get('size')).toBe('1536x1024');
    expect(form.get('n')).toBe('1');
    // GPT image models always answer base64 and reject response_format.
    expect(form.get('response_format')).toBeNull();
    const prompt = form.get('prompt') as string;
    expect(prompt).toContain('watercolour');
    expect(prompt).toContain('soft translucent washes');
    expect(prompt).toContain('recognisable');
    const image = await uploaded(request);
    expect(image.type).toBe('image/png');
    expect(image.meta).toMatchObject({ format: 'png', width: 640, height: 480 });
    expect(image.stats.channels[0]!.mean).toBeLessThan(30); // the photo's red channel, not some other image
  });

  it('varies the prompt by variant, uses the custom style prompt, and keeps within maxSide', async () => {
    const provider = new OpenAiImageProvider(config());
    fake.enqueue({ kind: 'image', image: await solid(1024, 1536) });
    const small = await provider.stylizePhoto(photo, { style: 'sketch', seed: 1, variant: 0, maxSide: 512 });
    expect(await sharp(small).metadata()).toMatchObject({ width: 341, height: 512 });
    await provider.stylizePhoto(photo, { style: 'sketch', seed: 1, variant: 2 });
    await provider.stylizePhoto(photo, { style: 'custom', stylePrompt: 'neon synthwave, chrome reflections', seed: 1 });
    const prompts = fake.to('/images/edits').map((r) => r.form!.get('prompt') as string);
    expect(prompts[0]).toContain('pencil sketch');
    expect(prompts[1]).toContain('pencil sketch');
    expect(prompts[0]).not.toBe(prompts[1]);
    expect(prompts[2]).toContain('neon synthwave, chrome reflections');
    expect(prompts[2]).not.toContain('pencil');
    await expect(provider.stylizePhoto(photo, { style: 'custom', stylePrompt: '  ', seed: 1 })).rejects.toThrow(
      /needs a style prompt/,
    );
  });

  it('asks for b64_json from models that take response_format', async () => {
    await new OpenAiImageProvider(config({ model: 'dall-e-2', size: '1024x1024' })).stylizePhoto(photo, {
      style: 'cartoon',
      seed: 1,
    });
    const form = editRequest().form!;
    expect(form.get('response_format')).toBe('b64_json');
    expect(form.get('model')).toBe('dall-e-2');
  });
});

describe('OpenAiImageProvider.illustratePage', () => {
  it('sends the reference and a prompt from the page, style and instructions; upscales to at least 1600×900', async () => {
    const ref = await reference();
    fake.enqueue({ kind: 'image', image: await solid(1536, 1024) });
    const result = await new OpenAiImageProvider(config()).illustratePage(pageRequest(ref));

    expect(result.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await sharp(result).metadata()).toMatchObject({ format: 'png', width: 1600, height: 1067 });
    const request = editRequest();
    const prompt = request.form!.get('prompt') as string;
    expect(prompt).toContain('Mila climbed the spiral stairs of the lighthouse as the storm began.');
    expect(prompt).toContain('at night, add a dog');
    expect(prompt).toContain('watercolour');
    expect(prompt).toContain('page 2 of 5');
    expect(prompt).toContain('reference image');
    const image = await uploaded(request);
    expect(image.meta).toMatchObject({ format: 'png', width: 800, height: 600 });
    expect(image.stats.channels[0]!.mean).toBeGreaterThan(240); // the reference's red
  });

  it('upscales a small answer (lanczos3) and leaves a big one as it is', async () => {
    const provider = new OpenAiImageProvider(config({ size: '512x512' }));
    fake.enqueue({ kind: 'image', image: await solid(512, 512) });
    const upscaled = await sharp(await provider.illustratePage(pageRequest(await reference()))).metadata();
    expect(upscaled.width).toBeGreaterThanOrEqual(1600);
    expect(upscaled.height).toBeGreaterThanOrEqual(900);
    expect(upscaled).toMatchObject({ width: 1600, height: 1600 });

    fake.enqueue({ kind: 'image', image: await solid(1920, 1080) });
    expect(await sharp(await provider.illustratePage(pageRequest(await reference()))).metadata()).toMatchObject({
      width: 1920,
      height: 1080,
    });
  });

  it('decodes the fake’s default answer at the requested size', async () => {
    const result = await new OpenAiImageProvider(config({ size: '1792x1024' })).illustratePage(pageRequest(await reference()));
    expect(await sharp(result).metadata()).toMatchObject({ format: 'png', width: 1792, height: 1024 });
  });

  it('re-encodes a JPEG answer to PNG', async () => {
    fake.enqueue({ kind: 'image', image: await solid(1920, 1080, 'jpeg') });
    const result = await new OpenAiImageProvider(config()).illustratePage(pageRequest(await reference()));
    expect(result.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('downloads a url answer without sending the API key along', async () => {
    fake.enqueue({ kind: 'image', image: await solid(1600, 900), as: 'url' });
    const result = await new OpenAiImageProvider(config()).illustratePage(pageRequest(await reference()));
    expect(await sharp(result).metadata()).toMatchObject({ width: 1600, height: 900 });
    const download = fake.requests.find((r) => r.method === 'GET' && r.path.startsWith('/files/'));
    expect(download).toBeDefined();
    expect(download!.headers.authorization).toBeUndefined();
  });

  it('reports an API error clearly, per page, without the key', async () => {
    fake.enqueue({
      kind: 'error',
      status: 400,
      message: `Your request was rejected by the safety system (key ${KEY}).`,
    });
    const error = await failure(new OpenAiImageProvider(config()).illustratePage(pageRequest(await reference())));
    expect(error.message).toContain('OpenAI-compatible image provider (gpt-image-1)');
    expect(error.message).toContain('POST /images/edits failed with HTTP 400');
    expect(error.message).toContain('rejected by the safety system');
    expect(error.status).toBe(400);
    expect(`${error.message}${error.stack}`).not.toContain(KEY);
    expect(fake.to('/images/edits')).toHaveLength(1);
  });

  it('retries a 503, then succeeds', async () => {
    fake.enqueue({ kind: 'error', status: 503, message: 'Overloaded' }, { kind: 'image', image: await solid(1600, 900) });
    const result = await new OpenAiImageProvider(config()).illustratePage(pageRequest(await reference()));
    expect(await sharp(result).metadata()).toMatchObject({ width: 1600, height: 900 });
    expect(fake.to('/images/edits')).toHaveLength(2);
  });

  it('refuses answers without an image, or with bytes that are not one', async () => {
    const provider = new OpenAiImageProvider(config());
    fake.enqueue({ kind: 'raw', body: JSON.stringify({ created: 1, data: [] }) });
    expect((await failure(provider.illustratePage(pageRequest(await reference())))).message).toMatch(
      /answered without data\[0\]\.b64_json or data\[0\]\.url/,
    );
    fake.enqueue({
      kind: 'raw',
      body: JSON.stringify({ created: 1, data: [{ b64_json: Buffer.from('not a png').toString('base64') }] }),
    });
    expect((await failure(provider.illustratePage(pageRequest(await reference())))).message).toMatch(/not an image/);
    fake.enqueue({ kind: 'raw', body: '<html>Bad gateway</html>' });
    expect((await failure(provider.illustratePage(pageRequest(await reference())))).message).toMatch(
      /not JSON: <html>Bad gateway/,
    );
  });

  it('times out a hung image request', async () => {
    fake.enqueue({ kind: 'hang' });
    const error = await failure(
      new OpenAiImageProvider(config({ timeoutMs: 250 })).illustratePage(pageRequest(await reference())),
    );
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/POST \/images\/edits timed out after 0\.25 s/);
  });

  it('works without an API key (no Authorization header)', async () => {
    const local = await FakeOpenAi.start();
    try {
      const provider = new OpenAiImageProvider(config({ baseUrl: local.baseUrl, apiKey: undefined, size: '1024x1024' }));
      const result = await provider.illustratePage(pageRequest(await reference()));
      expect(await sharp(result).metadata()).toMatchObject({ width: 1600, height: 1600 });
      expect(local.to('/images/edits')[0]!.headers.authorization).toBeUndefined();
    } finally {
      await local.close();
    }
  });
});

describe('createImageProvider', () => {
  it('returns the embedded provider unless IMAGE_PROVIDER=openai', () => {
    const embedded = { name: 'embedded' } as ImageProvider;
    expect(createImageProvider({ provider: 'embedded' }, embedded)).toBe(embedded);
    expect(createImageProvider(config(), embedded)).toBeInstanceOf(OpenAiImageProvider);
  });
});
