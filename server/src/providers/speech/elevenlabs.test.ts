import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { measureVoice } from '../../engines/speech/analysis.ts';
import { SAMPLE_TEXTS, SpeechError } from '../../engines/speech/index.ts';
import type { ElevenLabsSpeechConfig } from './config.ts';
import { ElevenLabsSpeechProvider } from './elevenlabs.ts';
import { FakeElevenLabs } from './fakeElevenLabs.ts';
import { voiceLikeMp3 } from './fakeSpeechServer.ts';
import { SpeechProviderError } from './http.ts';

const KEY = 'sk_test_ELEVEN_0123456789abcdef';
const RACHEL = '21m00Tcm4TlvDq8ikWAM';
const ADAM = 'pNInz6obpgDQGcFmaJgB';
const MARIJA = 'hrMarijaCloned0000001';

let fake: FakeElevenLabs;
let delays: number[];
beforeEach(async () => {
  fake = await FakeElevenLabs.start({ apiKey: KEY });
  delays = [];
});
afterEach(async () => {
  await fake.close();
});

function provider(overrides: Partial<ElevenLabsSpeechConfig> = {}): ElevenLabsSpeechProvider {
  return new ElevenLabsSpeechProvider(
    {
      provider: 'elevenlabs',
      baseUrl: fake.baseUrl,
      apiKey: KEY,
      timeoutMs: 5_000,
      retries: 2,
      retryDelayMs: 100,
      model: 'eleven_multilingual_v2',
      conversionModel: 'eleven_multilingual_sts_v2',
      outputFormat: 'mp3_44100_128',
      defaultVoices: { en: undefined, hr: undefined },
      ...overrides,
    },
    { sleep: async (ms) => void delays.push(ms), random: () => 0.5 },
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

describe('ElevenLabs voices', () => {
  it('maps GET /v1/voices to the contract Voice, authenticated with xi-api-key, and caches the list', async () => {
    const speech = provider();
    const voices = await speech.listVoices({ language: 'en' });
    expect(voices.map((v) => v.voice_id)).toEqual([RACHEL, ADAM, MARIJA]);
    expect(voices[0]).toEqual({
      voice_id: RACHEL,
      name: 'Rachel',
      description: 'calm',
      category: 'premade',
      labels: { accent: 'american', description: 'calm', age: 'young', gender: 'female', use_case: 'narration' },
      preview_url: `${fake.origin}/previews/${RACHEL}.mp3`,
      gender: 'female',
      accent: 'american',
      age: 'young',
      verified_languages: [{ language: 'en', accent: 'american', locale: null, model_id: 'eleven_multilingual_v2' }],
      language: 'en',
      primary_language: 'en',
      descriptive: 'calm',
      use_case: 'narration',
      suggested: true,
    });
    const request = fake.to('/v1/voices')[0]!;
    expect(request.headers['xi-api-key']).toBe(KEY);
    expect(request.headers.authorization).toBeUndefined();
    await speech.voiceOptions('hr');
    await speech.searchVoices({ search: 'rachel' });
    expect(fake.to('/v1/voices')).toHaveLength(1);
  });

  it('defaults English to Rachel and Croatian to a voice verified for hr, unless configured', async () => {
    const speech = provider();
    const hr = await speech.voiceOptions('hr');
    expect(hr.default_voice_id).toBe(MARIJA);
    expect(hr.voices[0]!.voice_id).toBe(MARIJA);
    expect(hr.voices.filter((v) => v.suggested).map((v) => v.voice_id)).toEqual([MARIJA]);
    expect(await speech.defaultVoiceId('en')).toBe(RACHEL);
    expect(await speech.defaultVoiceId('de')).toBe(RACHEL);
    // SPEECH_VOICE_EN is the default of every language but Croatian: Croatian keeps its own default.
    const englishSet = provider({ defaultVoices: { en: ADAM, hr: undefined } });
    expect(await englishSet.defaultVoiceId('hr')).toBe(MARIJA);
    expect((await englishSet.voiceOptions('hr')).default_voice_id).toBe(MARIJA);
    expect(await englishSet.defaultVoiceId('de')).toBe(ADAM);
    expect(await provider({ defaultVoices: { en: ADAM, hr: RACHEL } }).defaultVoiceId('hr')).toBe(RACHEL);
  });

  it('searches by language, category, voice type and words', async () => {
    const speech = provider();
    expect((await speech.searchVoices({ language: 'hr' })).voices.map((v) => v.voice_id)).toEqual([MARIJA]);
    expect((await speech.searchVoices({ category: 'premade' })).total_count).toBe(2);
    expect((await speech.searchVoices({ voice_type: 'personal' })).voices.map((v) => v.voice_id)).toEqual([MARIJA]);
    expect((await speech.searchVoices({ search: 'deep male' })).voices.map((v) => v.voice_id)).toEqual([ADAM]);
    const page = await speech.searchVoices({ page_size: 1 });
    expect(page).toMatchObject({ has_more: true, total_count: 3 });
  });
});

describe('ElevenLabs speech', () => {
  it('posts the documented text-to-speech request and returns the MP3', async () => {
    const spoken = await provider().synthesize({ text: 'Once upon a time, a fox slept.', voiceId: ADAM, language: 'en' });
    expect(spoken.contentType).toBe('audio/mpeg');
    expect(spoken.voiceId).toBe(ADAM);
    expect(spoken.durationSeconds).toBeGreaterThan(1);
    expect(spoken.data.subarray(0, 3).toString('latin1') === 'ID3' || spoken.data[0] === 0xff).toBe(true);
    const request = fake.to(`/v1/text-to-speech/${ADAM}`)[0]!;
    expect(request.query.get('output_format')).toBe('mp3_44100_128');
    expect(request.headers['xi-api-key']).toBe(KEY);
    expect(request.headers.accept).toBe('audio/mpeg');
    expect(request.json).toMatchObject({
      text: 'Once upon a time, a fox slept.',
      model_id: 'eleven_multilingual_v2',
      voice_settings: { stability: 0.5, speed: 1 },
    });
    expect(request.json!.language_code).toBeUndefined();
    expect(typeof request.json!.seed).toBe('number');
  });

  it('reads calmly for bedtime, uses the language default, and sends language_code to models that take it', async () => {
    const spoken = await provider({ model: 'eleven_turbo_v2_5' }).synthesize({
      text: 'Laku noć, Đurđice.',
      language: 'hr',
      calm: true,
    });
    expect(spoken.voiceId).toBe(MARIJA);
    const body = fake.to(`/v1/text-to-speech/${MARIJA}`)[0]!.json!;
    expect(body).toMatchObject({ text: 'Laku noć, Đurđice.', model_id: 'eleven_turbo_v2_5', language_code: 'hr' });
    const settings = body.voice_settings as { speed: number; stability: number };
    expect(settings.speed).toBeLessThan(1);
    expect(settings.stability).toBeGreaterThan(0.5);
  });

  it('uses the free preview as the sample (no key sent), caches it, and speaks the sample text when there is none', async () => {
    const speech = provider();
    const sample = await speech.voiceSample(RACHEL);
    expect(sample).toMatchObject({
      success: true,
      content_type: 'audio/mpeg',
      voice_name: 'Rachel',
      sample_text: null,
      error: null,
    });
    expect(Buffer.from(sample.sample_audio!, 'base64').length).toBeGreaterThan(1000);
    const preview = fake.to(`/previews/${RACHEL}.mp3`);
    expect(preview).toHaveLength(1);
    expect(preview[0]!.headers['xi-api-key']).toBeUndefined();
    await speech.voiceSample(RACHEL);
    expect(fake.to(`/previews/${RACHEL}.mp3`)).toHaveLength(1);

    const croatian = await speech.voiceSample(MARIJA);
    expect(croatian.sample_text).toBe(SAMPLE_TEXTS.hr);
    expect(fake.to(`/v1/text-to-speech/${MARIJA}`)[0]!.json!.text).toBe(SAMPLE_TEXTS.hr);
  });

  it('converts a recording with speech-to-speech: multipart audio and model_id', async () => {
    const recording = await voiceLikeMp3(120, 2);
    const converted = await provider().convertVoice(recording, RACHEL);
    expect(converted).toMatchObject({ contentType: 'audio/mpeg', extension: 'mp3' });
    expect(converted.durationSeconds).toBeGreaterThan(1);
    const request = fake.to(`/v1/speech-to-speech/${RACHEL}`)[0]!;
    expect(request.headers['xi-api-key']).toBe(KEY);
    expect(request.query.get('output_format')).toBe('mp3_44100_128');
    expect(request.form!.get('model_id')).toBe('eleven_multilingual_sts_v2');
    const audio = request.form!.get('audio') as File;
    expect(audio.type).toBe('audio/mpeg');
    expect(Buffer.from(await audio.arrayBuffer()).equals(recording)).toBe(true);
    await expect(provider().convertVoice(Buffer.alloc(0), RACHEL)).rejects.toBeInstanceOf(SpeechError);
  });

  it('finds similar voices by measuring their previews', async () => {
    const query = await voiceLikeMp3(104, 2.5);
    expect((await measureVoice(query)).medianPitchHz).toBeCloseTo(104, -1);
    const similar = await provider().findSimilarVoices(query, { topK: 2 });
    expect(similar.voices.map((v) => v.voice_id)[0]).toBe(ADAM);
    expect(similar).toMatchObject({ has_more: true, total_count: 3 });
    expect(similar.voices[0]!.labels?.similarity).toBe(similar.voices[0]!.similarity.toFixed(3));
  });
});

describe('ElevenLabs errors, retries and timeouts', () => {
  it('reports a wrong key with ElevenLabs’ own explanation, never the key', async () => {
    const wrong = new ElevenLabsSpeechProvider({ ...providerConfig(), apiKey: 'sk_wrong_key_123456' });
    const error = await failure(wrong.synthesize({ text: 'Hello.', voiceId: RACHEL }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
    expect(error.message).toBe(
      `ElevenLabs: POST /v1/text-to-speech/${RACHEL} failed with HTTP 401 Unauthorized: Invalid API key (invalid_api_key)`,
    );
    expect(error.message).not.toContain('sk_wrong_key_123456');
  });

  it('explains an unknown voice and a validation error', async () => {
    const unknown = await failure(provider().synthesize({ text: 'Hello.', voiceId: 'nope' }));
    expect(unknown.message).toMatch(/HTTP 404.*A voice with the voice_id nope was not found\. \(voice_not_found\)/);
    fake.enqueue({
      kind: 'raw',
      status: 422,
      body: JSON.stringify({ detail: [{ loc: ['body', 'text'], msg: 'field required' }] }),
    });
    const invalid = await failure(provider().synthesize({ text: 'Hello.', voiceId: RACHEL }));
    expect(invalid.message).toMatch(/HTTP 422.*body\.text: field required/);
    expect(invalid.attempts).toBe(1);
  });

  it('retries 429 after Retry-After and 5xx with backoff, then gives up naming the attempts', async () => {
    fake.enqueue({ kind: 'error', status: 429, message: 'Too many concurrent requests', headers: { 'retry-after': '2' } });
    const spoken = await provider().synthesize({ text: 'Hello there.', voiceId: RACHEL });
    expect(spoken.data.length).toBeGreaterThan(0);
    expect(delays).toEqual([2000]);

    delays = [];
    fake.enqueue({ kind: 'error', status: 500 }, { kind: 'error', status: 502 }, { kind: 'error', status: 503 });
    const error = await failure(provider().synthesize({ text: 'Hello there.', voiceId: RACHEL }));
    expect(error).toMatchObject({ kind: 'http', status: 503, attempts: 3 });
    expect(error.message).toMatch(/HTTP 503.*\(after 3 attempts\)/);
    expect(delays).toEqual([75, 150]);
  });

  it('retries a dropped connection, times out a hung one without retrying, and refuses JSON where audio was due', async () => {
    fake.enqueue({ kind: 'drop' });
    await provider().synthesize({ text: 'Hello there.', voiceId: RACHEL });
    expect(delays).toHaveLength(1);

    fake.enqueue({ kind: 'hang' });
    const started = Date.now();
    const timeout = await failure(provider({ timeoutMs: 300 }).synthesize({ text: 'Hello.', voiceId: RACHEL }));
    expect(timeout).toMatchObject({ kind: 'timeout', attempts: 1 });
    expect(timeout.message).toMatch(/timed out after 0\.3 s/);
    expect(Date.now() - started).toBeLessThan(3_000);

    fake.enqueue({ kind: 'raw', status: 200, body: '{"status":"ok"}' });
    const notAudio = await failure(provider().synthesize({ text: 'Hello.', voiceId: RACHEL }));
    expect(notAudio.kind).toBe('invalid_response');
  });

  it('reports an unreachable server as a network error after retrying', async () => {
    const url = fake.baseUrl;
    await fake.close();
    const error = await failure(provider({ baseUrl: url }).listVoices());
    expect(error).toMatchObject({ kind: 'network', attempts: 3 });
    expect(error.message).toMatch(/could not reach http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED/);
    fake = await FakeElevenLabs.start({ apiKey: KEY });
  });
});

function providerConfig(): ElevenLabsSpeechConfig {
  return {
    provider: 'elevenlabs',
    baseUrl: fake.baseUrl,
    apiKey: KEY,
    timeoutMs: 5_000,
    retries: 0,
    retryDelayMs: 1,
    model: 'eleven_multilingual_v2',
    conversionModel: 'eleven_multilingual_sts_v2',
    outputFormat: 'mp3_44100_128',
    defaultVoices: { en: undefined, hr: undefined },
  };
}
