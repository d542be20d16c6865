import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { measureVoice } from '../../engines/speech/analysis.ts';
import { SAMPLE_TEXTS } from '../../engines/speech/index.ts';
import type { OpenAiSpeechConfig } from './config.ts';
import { FakeOpenAiSpeech } from './fakeOpenAiSpeech.ts';
import { SpeechProviderError } from './http.ts';
import { OpenAiSpeechProvider } from './openai.ts';

const KEY = 'sk-test-SPEECH-0123456789abcdef';

let fake: FakeOpenAiSpeech;
let delays: number[];
beforeEach(async () => {
  fake = await FakeOpenAiSpeech.start({ apiKey: KEY });
  delays = [];
});
afterEach(async () => {
  await fake.close();
});

function provider(overrides: Partial<OpenAiSpeechConfig> = {}): OpenAiSpeechProvider {
  return new OpenAiSpeechProvider(
    {
      provider: 'openai',
      baseUrl: fake.baseUrl,
      apiKey: KEY,
      timeoutMs: 5_000,
      retries: 2,
      retryDelayMs: 10,
      model: 'gpt-4o-mini-tts',
      defaultVoices: { en: undefined, hr: undefined },
      ...overrides,
    },
    { sleep: async (ms) => void delays.push(ms), random: () => 0 },
  );
}

async function failure(promise: Promise<unknown>): Promise<SpeechProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SpeechProviderError);
  const e = error as SpeechProviderError;
  for (const text of [e.message, String(e), e.stack ?? '', JSON.stringify(e)]) expect(text).not.toContain(KEY);
  return e;
}

describe('OpenAI speech voices', () => {
  it('offers the six OpenAI voices in the contract shape, nova for English and shimmer for Croatian by default', async () => {
    const speech = provider();
    const en = await speech.voiceOptions('en');
    expect(en.default_voice_id).toBe('nova');
    expect(en.voices.map((v) => v.voice_id).sort()).toEqual(['alloy', 'echo', 'fable', 'nova', 'onyx', 'shimmer']);
    expect(en.voices[0]).toMatchObject({
      voice_id: 'nova',
      name: 'Nova',
      gender: 'female',
      category: 'premade',
      suggested: true,
    });
    expect(en.voices[0]!.description).toContain('OpenAI voice (gpt-4o-mini-tts)');
    expect((await speech.voiceOptions('hr')).default_voice_id).toBe('shimmer');
    // SPEECH_VOICE_EN is the default of every language but Croatian: Croatian keeps its own default.
    const englishSet = provider({ defaultVoices: { en: 'fable', hr: undefined } });
    expect(await englishSet.defaultVoiceId('hr')).toBe('shimmer');
    expect(await englishSet.defaultVoiceId('de')).toBe('fable');
    expect(await provider({ defaultVoices: { en: 'fable', hr: 'onyx' } }).defaultVoiceId('hr')).toBe('onyx');
    expect((await speech.searchVoices({ search: 'british' })).voices.map((v) => v.voice_id)).toEqual(['fable']);
    expect((await speech.searchVoices({ language: 'hr' })).total_count).toBe(6);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('OpenAI speech synthesis', () => {
  it('posts {model, voice, input, response_format: mp3} with the bearer key and returns the MP3', async () => {
    const spoken = await provider().synthesize({ text: 'The stars came out, one by one.', voiceId: 'fable', language: 'en' });
    expect(spoken).toMatchObject({ contentType: 'audio/mpeg', extension: 'mp3', voiceId: 'fable' });
    expect(spoken.durationSeconds).toBeGreaterThan(1);
    const request = fake.to('/v1/audio/speech')[0]!;
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request.json).toEqual({
      model: 'gpt-4o-mini-tts',
      voice: 'fable',
      input: 'The stars came out, one by one.',
      response_format: 'mp3',
      speed: 1,
      instructions: expect.stringContaining('storyteller'),
    });
  });

  it('reads calmly for bedtime, picks the language default, and sends no instructions to tts-1', async () => {
    await provider().synthesize({ text: 'Laku noć.', language: 'hr', calm: true });
    const calm = fake.to('/v1/audio/speech')[0]!.json!;
    expect(calm).toMatchObject({ voice: 'shimmer', speed: 0.9, instructions: expect.stringContaining('slowly') });
    await provider({ model: 'tts-1' }).synthesize({ text: 'Goodnight.', voiceId: 'onyx' });
    expect(fake.to('/v1/audio/speech')[1]!.json).not.toHaveProperty('instructions');
  });

  it('refuses a voice it does not have without asking the API', async () => {
    await expect(provider().synthesize({ text: 'Hi.', voiceId: 'embedded-flite-rms' })).rejects.toMatchObject({
      code: 'unknown_voice',
    });
    await expect(provider().voiceSample('rachel')).rejects.toMatchObject({ code: 'unknown_voice' });
    expect(fake.requests).toHaveLength(0);
  });

  it('caches samples after the first synthesis', async () => {
    const speech = provider();
    const first = await speech.voiceSample('echo');
    const second = await speech.voiceSample('echo');
    expect(first).toMatchObject({ success: true, content_type: 'audio/mpeg', voice_name: 'Echo', sample_text: SAMPLE_TEXTS.en });
    expect(second.sample_audio).toBe(first.sample_audio);
    expect(fake.to('/v1/audio/speech')).toHaveLength(1);
  });
});

describe('OpenAI speech: similar voices and conversion through the embedded analysis', () => {
  it('ranks the voice that spoke a recording first', async () => {
    const speech = provider();
    const recording = await speech.synthesize({ text: 'A little owl flew home across the quiet valley.', voiceId: 'onyx' });
    const similar = await speech.findSimilarVoices(recording.data, { topK: 3 });
    expect(similar.voices[0]!.voice_id).toBe('onyx');
    expect(similar.voices).toHaveLength(3);
    expect(similar.total_count).toBe(6);
  });

  it('moves a recording’s pitch toward the target voice’s sample', async () => {
    const speech = provider();
    const recording = await speech.synthesize({ text: 'A little owl flew home across the quiet valley.', voiceId: 'onyx' });
    const converted = await speech.convertVoice(recording.data, 'nova');
    const [before, after, target] = await Promise.all([
      measureVoice(recording.data),
      measureVoice(converted.data),
      measureVoice(Buffer.from((await speech.voiceSample('nova')).sample_audio!, 'base64')),
    ]);
    const distance = (a: number, b: number) => Math.abs(Math.log2(a / b));
    expect(distance(after.medianPitchHz, target.medianPitchHz)).toBeLessThan(
      distance(before.medianPitchHz, target.medianPitchHz) / 2,
    );
    expect(converted.contentType).toBe('audio/mpeg');
    await expect(speech.convertVoice(recording.data, 'nope')).rejects.toMatchObject({ code: 'unknown_voice' });
  });
});

describe('OpenAI speech errors', () => {
  it('scrubs the key OpenAI echoes in a 401, and surfaces the API’s message for a 400', async () => {
    const wrong = new OpenAiSpeechProvider({ ...configFor(fake), apiKey: `${KEY}-wrong` });
    const error = await failure(wrong.synthesize({ text: 'Hello.', voiceId: 'nova' }));
    expect(error).toMatchObject({ kind: 'http', status: 401 });
    expect(error.message).toMatch(
      /POST \/audio\/speech failed with HTTP 401 Unauthorized: Incorrect API key provided: \[redacted\]\. \(invalid_api_key\)/,
    );
    fake.enqueue({ kind: 'error', status: 400, message: "Invalid value for 'voice'." });
    expect((await failure(provider().synthesize({ text: 'Hello.', voiceId: 'nova' }))).message).toMatch(
      /HTTP 400.*Invalid value for 'voice'/,
    );
  });

  it('retries a 500 then succeeds', async () => {
    fake.enqueue({ kind: 'error', status: 500 });
    const spoken = await provider().synthesize({ text: 'Hello again.', voiceId: 'alloy' });
    expect(spoken.data.length).toBeGreaterThan(0);
    expect(delays).toEqual([5]);
    expect(fake.to('/v1/audio/speech')).toHaveLength(2);
  });
});

function configFor(server: FakeOpenAiSpeech): OpenAiSpeechConfig {
  return {
    provider: 'openai',
    baseUrl: server.baseUrl,
    apiKey: KEY,
    timeoutMs: 5_000,
    retries: 0,
    retryDelayMs: 1,
    model: 'gpt-4o-mini-tts',
    defaultVoices: { en: undefined, hr: undefined },
  };
}
