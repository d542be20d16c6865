import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config.ts';
import { createSpeechEngine, detectSpeechTools } from '../../engines/speech/index.ts';
import { createSpeechProvider, loadSpeechConfig } from './config.ts';

const tools = detectSpeechTools();

describe('loadSpeechConfig', () => {
  it('defaults to the embedded engine and reads nothing else', () => {
    expect(loadSpeechConfig({ ELEVENLABS_BASE_URL: 'not a url', SPEECH_MODEL: 'has spaces' })).toEqual({ provider: 'embedded' });
  });

  it('fills in the ElevenLabs defaults and needs a key', () => {
    expect(() => loadSpeechConfig({ SPEECH_PROVIDER: 'elevenlabs' })).toThrow(
      new ConfigError('SPEECH_PROVIDER=elevenlabs needs ELEVENLABS_API_KEY (from elevenlabs.io, Profile → API keys)'),
    );
    expect(loadSpeechConfig({ SPEECH_PROVIDER: 'elevenlabs', ELEVENLABS_API_KEY: ' sk_abc ' })).toEqual({
      provider: 'elevenlabs',
      baseUrl: 'https://api.elevenlabs.io',
      apiKey: 'sk_abc',
      timeoutMs: 120_000,
      retries: 2,
      retryDelayMs: 500,
      model: 'eleven_multilingual_v2',
      conversionModel: 'eleven_multilingual_sts_v2',
      outputFormat: 'mp3_44100_128',
      defaultVoices: { en: undefined, hr: undefined },
    });
  });

  it('reads every ElevenLabs variable', () => {
    expect(
      loadSpeechConfig({
        SPEECH_PROVIDER: 'elevenlabs',
        ELEVENLABS_API_KEY: 'sk_abc',
        ELEVENLABS_BASE_URL: 'http://127.0.0.1:9999/',
        SPEECH_MODEL: 'eleven_turbo_v2_5',
        SPEECH_CONVERSION_MODEL: 'eleven_english_sts_v2',
        SPEECH_VOICE_EN: '21m00Tcm4TlvDq8ikWAM',
        SPEECH_VOICE_HR: 'abcHr',
        AI_TIMEOUT_SECONDS: '30',
        AI_RETRIES: '0',
      }),
    ).toMatchObject({
      baseUrl: 'http://127.0.0.1:9999',
      model: 'eleven_turbo_v2_5',
      conversionModel: 'eleven_english_sts_v2',
      defaultVoices: { en: '21m00Tcm4TlvDq8ikWAM', hr: 'abcHr' },
      timeoutMs: 30_000,
      retries: 0,
    });
  });

  it('shares the OpenAI base URL and key, needing the key only for api.openai.com', () => {
    expect(() => loadSpeechConfig({ SPEECH_PROVIDER: 'openai' })).toThrow(
      /SPEECH_PROVIDER=openai with https:\/\/api\.openai\.com\/v1 needs OPENAI_API_KEY/,
    );
    expect(loadSpeechConfig({ SPEECH_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-1' })).toMatchObject({
      provider: 'openai',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-1',
      model: 'gpt-4o-mini-tts',
    });
    expect(
      loadSpeechConfig({ SPEECH_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://localhost:8000/v1', SPEECH_MODEL: 'kokoro' }),
    ).toMatchObject({
      baseUrl: 'http://localhost:8000/v1',
      apiKey: undefined,
      model: 'kokoro',
    });
  });

  it('refuses malformed settings with a message naming the variable, never echoing a key', () => {
    expect(() => loadSpeechConfig({ SPEECH_PROVIDER: 'google' })).toThrow(
      /SPEECH_PROVIDER must be "embedded", "elevenlabs" or "openai"/,
    );
    const base = { SPEECH_PROVIDER: 'elevenlabs', ELEVENLABS_API_KEY: 'sk_secret_value' };
    expect(() => loadSpeechConfig({ ...base, ELEVENLABS_BASE_URL: 'ftp://x' })).toThrow(
      /ELEVENLABS_BASE_URL must be http or https/,
    );
    expect(() => loadSpeechConfig({ ...base, SPEECH_MODEL: 'two words' })).toThrow(/SPEECH_MODEL must be/);
    expect(() => loadSpeechConfig({ ...base, AI_RETRIES: '99' })).toThrow(/AI_RETRIES must be an integer between 0 and 10/);
    try {
      loadSpeechConfig({ SPEECH_PROVIDER: 'elevenlabs', ELEVENLABS_API_KEY: 'sk secret' });
    } catch (error) {
      expect((error as Error).message).toBe('ELEVENLABS_API_KEY must not contain spaces');
    }
  });
});

describe('createSpeechProvider', () => {
  it('builds the provider the environment names', () => {
    expect(createSpeechProvider({ SPEECH_PROVIDER: 'elevenlabs', ELEVENLABS_API_KEY: 'sk_abc' }).name).toBe('elevenlabs');
    expect(createSpeechProvider({ SPEECH_PROVIDER: 'openai', OPENAI_API_KEY: 'sk-1' }).name).toBe('openai');
    expect(() => createSpeechProvider({ SPEECH_PROVIDER: 'elevenlabs' })).toThrow(ConfigError);
  });

  it('speaks with the embedded engine by default', async () => {
    const speech = createSpeechProvider({}, undefined, { engine: createSpeechEngine({ detect: () => tools }) });
    expect(speech.name).toBe('embedded');
    const options = await speech.voiceOptions('hr');
    expect(options.voices.length).toBeGreaterThan(0);
    const voiceId = options.voices.find((v) => v.labels?.engine === 'espeak-ng')?.voice_id ?? options.default_voice_id;
    const spoken = await speech.synthesize({ text: 'Laku noć.', voiceId, language: 'hr' });
    expect(spoken).toMatchObject({ contentType: 'audio/mpeg', extension: 'mp3', voiceId });
    expect(spoken.durationSeconds).toBeGreaterThan(0.3);
  });
});
