import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import type { StoryRequest } from '../../engines/story/index.ts';
import { loadAiConfig, type OpenAiTextConfig } from '../ai-config.ts';
import { FakeOpenAi } from '../fakeOpenAi.ts';
import { OpenAiProviderError, parseRetryAfter } from '../openaiHttp.ts';
import { createTextProvider, OpenAiTextProvider } from './openai.ts';
import type { TextProvider } from './types.ts';

const KEY = 'sk-test-SECRET-0123456789abcdef';

let fake: FakeOpenAi;
beforeEach(async () => {
  fake = await FakeOpenAi.start({ apiKey: KEY });
});
afterEach(async () => {
  await fake.close();
});

function config(overrides: Partial<OpenAiTextConfig> = {}): OpenAiTextConfig {
  return {
    provider: 'openai',
    baseUrl: fake.baseUrl,
    apiKey: KEY,
    model: 'gpt-test-mini',
    timeoutMs: 5_000,
    retries: 2,
    retryDelayMs: 1,
    ...overrides,
  };
}

const storyRequest: StoryRequest = {
  storyType: 'childrens_bedtime_story',
  numPages: 4,
  language: 'en',
  characterDescription: 'Mila, a curious girl with a red scarf',
  context: 'a lighthouse by a windy sea',
  theme: 'courage',
  additionalContext: 'peaceful, magical',
  storyInstructions: 'include a friendly seagull named Bruno',
  storyTitle: null,
  seed: 42,
};

/** A page the writer's rules accept: 40 to 90 words, Mila's pronouns. */
const pageText = (n: number) =>
  `Page ${n} text. Mila walked along the windy shore and looked at the grey waves. She counted the gulls, listened to the sea and smiled at the old lighthouse. The wind tugged at her red scarf, and she laughed as it danced in the air.`;

function story(pages: number[], texts?: string[]) {
  return JSON.stringify({
    title: 'Mila and the Lighthouse',
    pages: pages.map((n, i) => ({ page_number: n, page_text: texts?.[i] ?? pageText(n) })),
  });
}

interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
  temperature: number;
  seed: number;
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
}

function lastChat(): ChatBody {
  const requests = fake.to('/chat/completions');
  expect(requests.length).toBeGreaterThan(0);
  return requests.at(-1)!.json as unknown as ChatBody;
}

function prompt(body: ChatBody): string {
  return body.messages.map((m) => m.content).join('\n');
}

async function failure(promise: Promise<unknown>): Promise<OpenAiProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OpenAiProviderError);
  return error as OpenAiProviderError;
}

function expectNoKey(error: unknown) {
  const e = error as Error;
  for (const text of [e.message, String(e), e.stack ?? '', JSON.stringify(e)]) expect(text).not.toContain(KEY);
}

describe('OpenAiTextProvider.writeStory', () => {
  it('asks through a strict JSON schema with every field of the request, and returns the story', async () => {
    fake.enqueue({ kind: 'chat', content: story([1, 2, 3, 4]) });
    const written = await new OpenAiTextProvider(config()).writeStory(storyRequest);

    expect(written).toEqual({
      title: 'Mila and the Lighthouse',
      pages: [1, 2, 3, 4].map((n) => ({ page_number: n, page_text: pageText(n) })),
    });
    const request = fake.to('/chat/completions')[0]!;
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    const body = lastChat();
    expect(body.model).toBe('gpt-test-mini');
    expect(body.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(body.seed).toBe(42);
    expect(typeof body.temperature).toBe('number');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.name).toBe('story');
    expect(body.response_format.json_schema.strict).toBe(true);
    const schema = body.response_format.json_schema.schema as {
      required: string[];
      additionalProperties: boolean;
      properties: { title: { type: string }; pages: { minItems: number; maxItems: number; items: Record<string, unknown> } };
    };
    expect(schema.required).toEqual(['title', 'pages']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.title.type).toBe('string');
    expect(schema.properties.pages.minItems).toBe(4);
    expect(schema.properties.pages.maxItems).toBe(4);
    expect(schema.properties.pages.items).toMatchObject({
      properties: { page_number: { type: 'integer' }, page_text: { type: 'string' } },
      required: ['page_number', 'page_text'],
      additionalProperties: false,
    });
    const text = prompt(body);
    for (const field of [
      'Mila, a curious girl with a red scarf',
      'a lighthouse by a windy sea',
      'courage',
      'peaceful, magical',
      'include a friendly seagull named Bruno',
      'bedtime',
      'exactly 4 pages',
      'English',
    ]) {
      expect(text).toContain(field);
    }
  });

  it('writes in Croatian for hr and keeps a title the user gave', async () => {
    fake.enqueue({ kind: 'chat', content: story([1, 2, 3]) });
    const written = await new OpenAiTextProvider(config()).writeStory({
      ...storyRequest,
      numPages: 3,
      language: 'hr',
      storyTitle: 'Mila i svjetionik',
    });
    const text = prompt(lastChat());
    expect(text).toContain('Write everything in Croatian (hrvatski jezik)');
    expect(text).toContain('Mila i svjetionik');
    expect(written.title).toBe('Mila i svjetionik');
  });

  it('accepts pages out of order and a JSON answer wrapped in a code fence', async () => {
    fake.enqueue({ kind: 'chat', content: '```json\n' + story([2, 1, 3]) + '\n```' });
    const written = await new OpenAiTextProvider(config()).writeStory({ ...storyRequest, numPages: 3 });
    expect(written.pages.map((p) => p.page_number)).toEqual([1, 2, 3]);
  });

  it('refuses a wrong page count', async () => {
    fake.enqueue({ kind: 'chat', content: story([1, 2, 3]) });
    const error = await failure(new OpenAiTextProvider(config()).writeStory(storyRequest));
    expect(error.message).toMatch(/OpenAI-compatible text provider \(gpt-test-mini\).*asked for 4 pages, got 3/);
    expect(error.kind).toBe('invalid_response');
  });

  it('refuses invalid JSON', async () => {
    fake.enqueue({ kind: 'chat', content: 'Once upon a time, there was no JSON.' });
    const error = await failure(new OpenAiTextProvider(config()).writeStory(storyRequest));
    expect(error.message).toMatch(/not valid JSON/);
  });

  it('refuses pages not numbered 1..n, empty pages, and refusals', async () => {
    const provider = new OpenAiTextProvider(config());
    fake.enqueue({ kind: 'chat', content: story([1, 2, 2, 4]) });
    expect((await failure(provider.writeStory(storyRequest))).message).toMatch(/numbered 1 to 4, got 1, 2, 2, 4/);
    fake.enqueue({ kind: 'chat', content: story([1, 2, 3, 4], ['a', 'b', '   ', 'd']) });
    expect((await failure(provider.writeStory(storyRequest))).message).toMatch(/page 3 has no text/);
    fake.enqueue({ kind: 'chat', content: JSON.stringify({ title: 'T', pages: 'none' }) });
    expect((await failure(provider.writeStory(storyRequest))).message).toMatch(/"pages" is missing or not an array/);
    fake.enqueue({ kind: 'chat', content: '', refusal: 'I cannot help with that.' });
    expect((await failure(provider.writeStory(storyRequest))).message).toMatch(/refused: I cannot help with that/);
    fake.enqueue({ kind: 'chat', content: story([1, 2]), finishReason: 'length' });
    expect((await failure(provider.writeStory(storyRequest))).message).toMatch(/cut off/);
  });
});

describe('OpenAiTextProvider: titles, editing, Magic Fill', () => {
  it('generates a title through a JSON schema', async () => {
    fake.enqueue({ kind: 'chat', content: JSON.stringify({ title: '"The Brave Little Lighthouse"' }) });
    const title = await new OpenAiTextProvider(config()).generateTitle({
      storyType: 'fantasy_story',
      characterDescription: 'a dragon who loves tea',
      storyContext: 'a mountain village',
      moodTone: 'cosy',
      language: 'hr',
      seed: 7,
    });
    expect(title).toBe('The Brave Little Lighthouse');
    const body = lastChat();
    expect(body.response_format.json_schema.name).toBe('story_title');
    expect(body.response_format.json_schema.schema).toMatchObject({ required: ['title'] });
    expect(prompt(body)).toContain('a dragon who loves tea');
    expect(prompt(body)).toContain('Croatian');
    expect(body.seed).toBe(7);
  });

  it('improves text and keeps its language', async () => {
    fake.enqueue({ kind: 'chat', content: JSON.stringify({ text: 'Mila je otišla do mora.' }) });
    const improved = await new OpenAiTextProvider(config()).improveText('mila je je otisla do mora', 'hr');
    expect(improved).toBe('Mila je otišla do mora.');
    const body = lastChat();
    expect(body.response_format.json_schema.name).toBe('improved_text');
    expect(body.messages[1]!.content).toBe('mila je je otisla do mora');
    expect(body.messages[0]!.content).toContain('Croatian');
  });

  it('suggests story details through a JSON schema and checks them', async () => {
    const details = {
      character_description: 'A cheerful boy in a yellow raincoat.',
      story_context: 'A rainy afternoon in the park.',
      mood_tone: 'playful, warm',
      story_title: 'Puddle Jumper',
      story_instructions: '',
    };
    fake.enqueue({ kind: 'chat', content: JSON.stringify(details) });
    const provider = new OpenAiTextProvider(config());
    const request = {
      storyType: 'childrens_story' as const,
      artStyle: 'watercolor',
      language: 'en',
      photos: { brightness: 0.7, dominantColours: ['sunny yellow', 'sky blue'], aspectRatio: 0.75 },
      seed: 3,
    };
    expect(await provider.suggestStoryDetails(request)).toEqual(details);
    const body = lastChat();
    expect(body.response_format.json_schema.name).toBe('story_details');
    expect((body.response_format.json_schema.schema as { required: string[] }).required).toEqual(Object.keys(details));
    expect(prompt(body)).toContain('sunny yellow, sky blue');
    expect(prompt(body)).toContain('watercolor');
    expect(prompt(body)).toContain('portrait');

    fake.enqueue({ kind: 'chat', content: JSON.stringify({ ...details, mood_tone: 5 }) });
    expect((await failure(provider.suggestStoryDetails(request))).message).toMatch(/"mood_tone" is missing or not a string/);
  });

  it('answers from the fake’s default, schema-shaped replies', async () => {
    const provider = new OpenAiTextProvider(config());
    const written = await provider.writeStory({ ...storyRequest, numPages: 5 });
    expect(written.pages).toHaveLength(5);
    expect(await provider.generateTitle({ storyType: 'sad_story', language: 'en', seed: 1 })).toBeTruthy();
  });
});

describe('retries, timeouts and errors', () => {
  it('waits for Retry-After on a 429, then succeeds', async () => {
    fake.enqueue({ kind: 'error', status: 429, message: 'Rate limit reached', headers: { 'retry-after': '1' } });
    fake.enqueue({ kind: 'chat', content: story([1, 2, 3, 4]) });
    const started = Date.now();
    const written = await new OpenAiTextProvider(config()).writeStory(storyRequest);
    expect(written.pages).toHaveLength(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(fake.to('/chat/completions')).toHaveLength(2);
  });

  it('gives up after retries + 1 attempts on 500, naming the status', async () => {
    fake.enqueue(
      ...Array.from({ length: 3 }, () => ({ kind: 'error' as const, status: 500, message: 'The server had an error' })),
    );
    fake.enqueue({ kind: 'chat', content: story([1, 2, 3, 4]) }); // never reached
    const warnings: unknown[] = [];
    const provider = new OpenAiTextProvider(config({ retries: 2 }), { logger: { warn: (...args) => warnings.push(args) } });
    const error = await failure(provider.writeStory(storyRequest));
    expect(error.message).toContain('OpenAI-compatible text provider (gpt-test-mini)');
    expect(error.message).toContain('POST /chat/completions failed with HTTP 500');
    expect(error.message).toContain('The server had an error');
    expect(error.message).toContain('after 3 attempts');
    expect(error.status).toBe(500);
    expect(error.attempts).toBe(3);
    expect(fake.to('/chat/completions')).toHaveLength(3);
    expect(warnings).toHaveLength(2);
  });

  it('does not retry a 400', async () => {
    fake.enqueue({ kind: 'error', status: 400, message: "Invalid schema for response_format 'story'" });
    const error = await failure(new OpenAiTextProvider(config()).writeStory(storyRequest));
    expect(error.message).toMatch(/HTTP 400 Bad Request: Invalid schema/);
    expect(error.message).not.toContain('attempts');
    expect(fake.to('/chat/completions')).toHaveLength(1);
  });

  it('retries a dropped connection', async () => {
    fake.enqueue({ kind: 'drop' }, { kind: 'chat', content: story([1, 2, 3, 4]) });
    const written = await new OpenAiTextProvider(config()).writeStory(storyRequest);
    expect(written.pages).toHaveLength(4);
    expect(fake.to('/chat/completions')).toHaveLength(2);
  });

  it('reports an unreachable server as a network error after retrying', async () => {
    const port = Number(new URL(fake.baseUrl).port);
    await fake.close();
    const error = await failure(
      new OpenAiTextProvider(config({ baseUrl: `http://127.0.0.1:${port}/v1`, retries: 1 })).writeStory(storyRequest),
    );
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/could not reach http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED \(after 2 attempts\)/);
    fake = await FakeOpenAi.start();
  });

  it('times out a hung request within the configured timeout, without retrying it', async () => {
    fake.enqueue({ kind: 'hang' });
    const started = Date.now();
    const error = await failure(new OpenAiTextProvider(config({ timeoutMs: 300 })).writeStory(storyRequest));
    const elapsed = Date.now() - started;
    expect(error.kind).toBe('timeout');
    expect(error.message).toMatch(/POST \/chat\/completions timed out after 0\.3 s/);
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(2_000);
    expect(fake.to('/chat/completions')).toHaveLength(1);
  });

  it('backs off exponentially with jitter, and a longer Retry-After wins', async () => {
    const delays: number[] = [];
    const sleep = async (ms: number) => void delays.push(ms);
    const fail = { kind: 'error' as const, status: 503 };
    fake.enqueue(fail, fail, fail);
    await failure(
      new OpenAiTextProvider(config({ retries: 2, retryDelayMs: 100 }), { sleep, random: () => 0 }).writeStory(storyRequest),
    );
    fake.enqueue(fail, fail, fail);
    await failure(
      new OpenAiTextProvider(config({ retries: 2, retryDelayMs: 100 }), { sleep, random: () => 1 }).writeStory(storyRequest),
    );
    fake.enqueue({ ...fail, headers: { 'retry-after-ms': '750' } }, { kind: 'chat', content: story([1, 2, 3, 4]) });
    await new OpenAiTextProvider(config({ retryDelayMs: 100 }), { sleep, random: () => 0 }).writeStory(storyRequest);
    expect(delays).toEqual([50, 100, 100, 200, 750]);
  });

  it('fails at once when Retry-After asks for longer than it waits', async () => {
    fake.enqueue({ kind: 'error', status: 429, message: 'Quota', headers: { 'retry-after': '3600' } });
    const error = await failure(new OpenAiTextProvider(config()).writeStory(storyRequest));
    expect(error.message).toMatch(/HTTP 429.*asked to retry after 3600 s, longer than we wait/);
    expect(fake.to('/chat/completions')).toHaveLength(1);
  });

  it('never puts the API key in errors or logs', async () => {
    // The server echoes the key it got (OpenAI's 401 does, masked; this fake does not mask).
    const other = await FakeOpenAi.start({ apiKey: 'sk-some-other-key' });
    try {
      const error = await failure(new OpenAiTextProvider(config({ baseUrl: other.baseUrl })).writeStory(storyRequest));
      expect(error.status).toBe(401);
      expect(error.message).toContain('Incorrect API key provided: [redacted]');
      expectNoKey(error);
    } finally {
      await other.close();
    }

    const logged: unknown[] = [];
    fake.enqueue(
      { kind: 'error', status: 500, message: `upstream rejected Bearer ${KEY}` },
      { kind: 'error', status: 500, message: `key ${KEY} is throttled` },
    );
    const error = await failure(
      new OpenAiTextProvider(config({ retries: 1 }), { logger: { warn: (...args) => logged.push(args) } }).writeStory(
        storyRequest,
      ),
    );
    expectNoKey(error);
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged)).not.toContain(KEY);

    fake.enqueue({ kind: 'hang' });
    expectNoKey(await failure(new OpenAiTextProvider(config({ timeoutMs: 100 })).writeStory(storyRequest)));
  });

  it('works without an API key against an Ollama-style base URL (no Authorization header)', async () => {
    const ollama = await FakeOpenAi.start();
    try {
      ollama.enqueue({ kind: 'chat', content: story([1, 2, 3, 4]) });
      const provider = new OpenAiTextProvider(config({ baseUrl: ollama.baseUrl, apiKey: undefined, model: 'llama3.1:8b' }));
      expect((await provider.writeStory(storyRequest)).pages).toHaveLength(4);
      const request = ollama.to('/chat/completions')[0]!;
      expect(request.headers.authorization).toBeUndefined();
      expect((request.json as { model: string }).model).toBe('llama3.1:8b');
    } finally {
      await ollama.close();
    }
  });

  it('parses Retry-After as seconds, an HTTP date, or retry-after-ms', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(parseRetryAfter(new Headers({ 'retry-after': '2' }), now)).toBe(2000);
    expect(parseRetryAfter(new Headers({ 'retry-after': 'Mon, 01 Jun 2026 12:00:05 GMT' }), now)).toBe(5000);
    expect(parseRetryAfter(new Headers({ 'retry-after-ms': '120', 'retry-after': '2' }), now)).toBe(120);
    expect(parseRetryAfter(new Headers({ 'retry-after': 'soon' }), now)).toBeUndefined();
    expect(parseRetryAfter(new Headers(), now)).toBeUndefined();
  });
});

describe('createTextProvider', () => {
  it('returns the embedded provider unless TEXT_PROVIDER=openai', () => {
    const embedded = { name: 'embedded' } as TextProvider;
    expect(createTextProvider({ provider: 'embedded' }, embedded)).toBe(embedded);
    const chosen = createTextProvider(config(), embedded);
    expect(chosen).toBeInstanceOf(OpenAiTextProvider);
    expect(chosen.name).toBe('openai');
  });
});

describe('loadAiConfig', () => {
  it('defaults to the embedded providers and reads nothing else', () => {
    expect(loadAiConfig({ AI_RETRIES: 'lots' })).toEqual({ text: { provider: 'embedded' }, image: { provider: 'embedded' } });
  });

  it('fills in the OpenAI defaults', () => {
    expect(loadAiConfig({ TEXT_PROVIDER: 'openai', IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: KEY })).toEqual({
      text: {
        provider: 'openai',
        baseUrl: 'https://api.openai.com/v1',
        apiKey: KEY,
        model: 'gpt-4o-mini',
        timeoutMs: 60_000,
        retries: 2,
        retryDelayMs: 500,
      },
      image: {
        provider: 'openai',
        baseUrl: 'https://api.openai.com/v1',
        apiKey: KEY,
        model: 'gpt-image-1',
        size: '1536x1024',
        timeoutMs: 120_000,
        retries: 2,
        retryDelayMs: 500,
      },
    });
  });

  it('reads every variable, and takes Ollama without a key', () => {
    const config = loadAiConfig({
      TEXT_PROVIDER: 'openai',
      IMAGE_PROVIDER: 'embedded',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      TEXT_MODEL: 'llama3.1:8b',
      AI_TIMEOUT_SECONDS: '300',
      AI_RETRIES: '0',
    });
    expect(config.image).toEqual({ provider: 'embedded' });
    expect(config.text).toMatchObject({
      provider: 'openai',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1:8b',
      timeoutMs: 300_000,
      retries: 0,
    });
    expect(
      loadAiConfig({ IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: KEY, IMAGE_MODEL: 'dall-e-2', IMAGE_SIZE: '1024X1024' }).image,
    ).toMatchObject({
      model: 'dall-e-2',
      size: '1024x1024',
      timeoutMs: 120_000,
    });
    expect(loadAiConfig({ IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: KEY, IMAGE_SIZE: 'auto' }).image).toMatchObject({
      size: 'auto',
    });
  });

  it.each([
    [{ TEXT_PROVIDER: 'anthropic' }, /TEXT_PROVIDER must be "embedded" or "openai", got "anthropic"/],
    [{ IMAGE_PROVIDER: 'OpenAI' }, /IMAGE_PROVIDER must be "embedded" or "openai"/],
    [{ TEXT_PROVIDER: 'openai' }, /TEXT_PROVIDER=openai with https:\/\/api\.openai\.com\/v1 needs OPENAI_API_KEY/],
    [{ TEXT_PROVIDER: 'openai', IMAGE_PROVIDER: 'openai' }, /TEXT_PROVIDER and IMAGE_PROVIDER=openai .* needs OPENAI_API_KEY/],
    [{ TEXT_PROVIDER: 'openai', OPENAI_BASE_URL: 'localhost:11434' }, /OPENAI_BASE_URL must be http or https/],
    [{ TEXT_PROVIDER: 'openai', OPENAI_BASE_URL: 'not a url' }, /OPENAI_BASE_URL must be a URL/],
    [{ TEXT_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://u:p@127.0.0.1:11434/v1' }, /must not contain credentials/],
    [{ TEXT_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1/v1?x=1' }, /must not have a query/],
    [
      { TEXT_PROVIDER: 'openai', OPENAI_API_KEY: KEY, AI_TIMEOUT_SECONDS: '0' },
      /AI_TIMEOUT_SECONDS must be an integer between 1 and 3600, got "0"/,
    ],
    [{ TEXT_PROVIDER: 'openai', OPENAI_API_KEY: KEY, AI_TIMEOUT_SECONDS: '1.5' }, /AI_TIMEOUT_SECONDS must be an integer/],
    [{ TEXT_PROVIDER: 'openai', OPENAI_API_KEY: KEY, AI_RETRIES: '-1' }, /AI_RETRIES must be an integer between 0 and 10/],
    [{ TEXT_PROVIDER: 'openai', OPENAI_API_KEY: KEY, AI_RETRIES: '11' }, /AI_RETRIES must be an integer between 0 and 10/],
    [{ TEXT_PROVIDER: 'openai', OPENAI_API_KEY: KEY, TEXT_MODEL: 'gpt 4o' }, /TEXT_MODEL must be a model name without spaces/],
    [{ IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: KEY, IMAGE_SIZE: 'big' }, /IMAGE_SIZE must be WIDTHxHEIGHT/],
    [{ IMAGE_PROVIDER: 'openai', OPENAI_API_KEY: KEY, IMAGE_SIZE: '10x10' }, /IMAGE_SIZE must be WIDTHxHEIGHT/],
  ])('refuses %o', (env, message) => {
    expect(() => loadAiConfig(env)).toThrow(ConfigError);
    expect(() => loadAiConfig(env)).toThrow(message);
  });

  it('never echoes the API key in a configuration error', () => {
    try {
      loadAiConfig({ TEXT_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-with space', AI_RETRIES: '1' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).not.toContain('sk-with');
    }
  });
});
