import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMediaTool } from '../../media/ffmpeg.ts';
import { createSpeechEngine, detectSpeechTools, EMBEDDED_VOICES, SAMPLE_TEXTS, SpeechError, type Voice } from './index.ts';
import { parseIntegratedLoudness } from './synthesize.ts';
import { isInstalled } from './voices.ts';

// One probe of the installed synthesisers and one engine for the whole file: samples synthesised once in beforeAll are
// shared by every test (the machine is small).
const tools = detectSpeechTools();
const detect = () => tools;
const engine = createSpeechEngine({ concurrency: 2, detect });
let dir: string;
let voices: Voice[];
const samples = new Map<string, Buffer>();
const EN_DEFAULT_PREFERENCE = ['embedded-festival-slt-hts', 'embedded-flite-rms'];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'speech-test-'));
  voices = await engine.listVoices();
  await Promise.all(
    voices.map(async (voice) => {
      const sample = await engine.voiceSample(voice.voice_id);
      samples.set(voice.voice_id, Buffer.from(sample.sample_audio!, 'base64'));
    }),
  );
}, 90_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

let files = 0;
async function saved(audio: Buffer): Promise<string> {
  const file = path.join(dir, `clip-${files++}.mp3`);
  await writeFile(file, audio);
  return file;
}

interface Probed {
  codec: string;
  sampleRate: number;
  channels: number;
  duration: number;
  lufs: number;
}

/** One ffmpeg run: the stream's codec, rate and channels, the duration, and the integrated loudness (EBU R128). */
async function probe(audio: Buffer): Promise<Probed> {
  const { stderr } = await runMediaTool('ffmpeg', [
    '-nostdin',
    '-i',
    await saved(audio),
    '-af',
    'ebur128=framelog=verbose',
    '-f',
    'null',
    '-',
  ]);
  const stream = /Stream #0:0.*Audio: (\w+).*?, (\d+) Hz, (mono|stereo)/.exec(stderr);
  const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(stderr);
  if (!stream || !duration) throw new Error(`unexpected ffmpeg output: ${stderr.slice(0, 500)}`);
  return {
    codec: stream[1]!,
    sampleRate: Number(stream[2]),
    channels: stream[3] === 'mono' ? 1 : 2,
    duration: Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]),
    lufs: parseIntegratedLoudness(stderr)!,
  };
}

function sample(voiceId: string): Buffer {
  const audio = samples.get(voiceId);
  if (!audio) throw new Error(`no sample for ${voiceId}`);
  return audio;
}

const englishDefault = () => EN_DEFAULT_PREFERENCE.find((id) => voices.some((v) => v.voice_id === id))!;
const installed = (id: string) => voices.some((v) => v.voice_id === id);

describe('voice catalogue', () => {
  it('offers exactly the installed voices, in the contract shape, honest about the engine', async () => {
    const found = await tools;
    const expected = EMBEDDED_VOICES.filter((v) => isInstalled(v, found)).map((v) => v.id);
    expect(voices.map((v) => v.voice_id).sort()).toEqual(expected.sort());
    expect(voices.length).toBeGreaterThan(0);
    expect(new Set(voices.map((v) => v.voice_id)).size).toBe(voices.length);
    for (const voice of voices) {
      expect(voice.voice_id).toMatch(/^embedded-[a-z0-9-]+$/);
      expect(voice.category).toBe('embedded');
      expect(voice.description).toMatch(/^Offline voice \((festival HTS|flite|espeak-ng), /);
      expect(['female', 'male']).toContain(voice.gender);
      expect(voice.labels?.gender).toBe(voice.gender);
      expect(voice.verified_languages?.[0]?.language).toBe(voice.language);
      expect(voice.primary_language).toBe(voice.language);
      expect(voice.preview_url).toBeNull();
      expect(typeof voice.suggested).toBe('boolean');
    }
  });

  it('defaults English to the best installed voice, hr to its own, every other language to English', async () => {
    const en = englishDefault();
    expect(await engine.defaultVoiceId('en')).toBe(en);
    expect(await engine.defaultVoiceId('de')).toBe(en);
    if (installed('embedded-espeak-hr-f')) expect(await engine.defaultVoiceId('hr')).toBe('embedded-espeak-hr-f');
    const options = await engine.voiceOptions('hr');
    expect(options.voices[0]!.voice_id).toBe(options.default_voice_id);
    expect(options.voices.filter((v) => v.suggested).every((v) => v.language === 'hr')).toBe(true);
    expect((await engine.listVoices({ language: 'en' }))[0]!.voice_id).toBe(en);
    expect(await engine.findVoice('embedded-nope')).toBeUndefined();
    expect((await engine.findVoice(en))?.voice_id).toBe(en);
  });

  it('searches by language, category, voice type and words, with a page size', async () => {
    const hr = await engine.searchVoices({ language: 'hr' });
    expect(hr.voices.length).toBeGreaterThan(0);
    expect(hr.voices.every((v) => v.language === 'hr' && v.suggested)).toBe(true);
    const femaleCroatian = await engine.searchVoices({ search: 'Croatian FEMALE' });
    expect(femaleCroatian.voices.map((v) => v.voice_id)).toEqual(['embedded-espeak-hr-f']);
    expect((await engine.searchVoices({ search: 'hrvatski' })).total_count).toBe(hr.total_count);
    expect((await engine.searchVoices({ category: 'cloned' })).voices).toEqual([]);
    expect((await engine.searchVoices({ voice_type: 'community' })).voices).toEqual([]);
    expect((await engine.searchVoices({ category: 'premade', voice_type: 'default' })).total_count).toBe(voices.length);
    const page = await engine.searchVoices({ page_size: 2 });
    expect(page.voices).toHaveLength(2);
    expect(page.has_more).toBe(voices.length > 2);
    expect(page.total_count).toBe(voices.length);
  });
});

describe('synthesis', () => {
  it('gives every installed voice a 48 kHz MP3 sample near −16 LUFS', async () => {
    const checks = await Promise.all(
      voices.map(async (voice) => ({ id: voice.voice_id, probed: await probe(sample(voice.voice_id)) })),
    );
    for (const { id, probed } of checks) {
      expect(probed, id).toMatchObject({ codec: 'mp3', sampleRate: 48_000, channels: 1 });
      expect(probed.duration, id).toBeGreaterThan(2);
      expect(Math.abs(probed.lufs + 16), `${id} at ${probed.lufs} LUFS`).toBeLessThanOrEqual(2);
    }
  });

  it('speaks Croatian letters: the hr sample has č ć đ š ž, and they change the sound', async () => {
    for (const letter of ['č', 'ć', 'đ', 'š', 'ž']) expect(SAMPLE_TEXTS.hr!.toLowerCase()).toContain(letter);
    if (!installed('embedded-espeak-hr-f')) return;
    const [withLetters, without] = await Promise.all([
      engine.synthesize({ text: 'Čuj, šuma šušti, žaba skače, đak piše.', voiceId: 'embedded-espeak-hr-f' }),
      engine.synthesize({ text: 'Cuj, suma susti, zaba skace, dak pise.', voiceId: 'embedded-espeak-hr-f' }),
    ]);
    expect(withLetters.data.equals(without.data)).toBe(false);
    expect(withLetters.durationSeconds).toBeGreaterThan(1);
  });

  it('reads calmly for bedtime: slower, with longer pauses, never higher', async () => {
    const text = 'The moon rose over the hill. A small owl blinked and said goodnight to the trees.';
    const voiceId = englishDefault();
    const [normal, calm] = await Promise.all([
      engine.synthesize({ text, voiceId }),
      engine.synthesize({ text, voiceId, calm: true }),
    ]);
    expect(calm.durationSeconds).toBeGreaterThan(normal.durationSeconds * 1.05);
    const [normalVoice, calmVoice] = await Promise.all([engine.measureVoice(normal.data), engine.measureVoice(calm.data)]);
    expect(calmVoice.medianPitchHz).toBeLessThan(normalVoice.medianPitchHz * 1.03);
  });

  it('reads espeak-ng lower and slower for bedtime', async () => {
    const voiceId = 'embedded-espeak-en-f';
    if (!installed(voiceId)) return;
    const text = 'The moon rose over the hill. A small owl blinked and said goodnight to the trees.';
    const [normal, calm] = await Promise.all([
      engine.synthesize({ text, voiceId }),
      engine.synthesize({ text, voiceId, calm: true }),
    ]);
    expect(calm.durationSeconds).toBeGreaterThan(normal.durationSeconds * 1.15);
    const [normalVoice, calmVoice] = await Promise.all([engine.measureVoice(normal.data), engine.measureVoice(calm.data)]);
    expect(calmVoice.medianPitchHz).toBeLessThan(normalVoice.medianPitchHz);
  });

  it('keeps a flite voice at its own pitch for bedtime (a pitch shift made it hard to follow)', async () => {
    const voiceId = 'embedded-flite-rms';
    if (!installed(voiceId)) return;
    const text = 'The moon rose over the hill. A small owl blinked and said goodnight to the trees.';
    const [normal, calm] = await Promise.all([
      engine.synthesize({ text, voiceId }),
      engine.synthesize({ text, voiceId, calm: true }),
    ]);
    expect(calm.durationSeconds).toBeGreaterThan(normal.durationSeconds);
    const [normalVoice, calmVoice] = await Promise.all([engine.measureVoice(normal.data), engine.measureVoice(calm.data)]);
    expect(Math.abs(calmVoice.medianPitchHz / normalVoice.medianPitchHz - 1)).toBeLessThan(0.03);
  });

  it('gives the same bytes for the same input', async () => {
    const ids = [englishDefault(), 'embedded-espeak-hr-m'].filter(installed);
    for (const voiceId of ids) {
      const text = voiceId.includes('hr') ? 'Laku noć, mali ježu.' : 'Goodnight, little hedgehog. Sleep well.';
      const [a, b] = await Promise.all([engine.synthesize({ text, voiceId }), engine.synthesize({ text, voiceId })]);
      expect(a.data.equals(b.data), voiceId).toBe(true);
    }
  });

  it('uses the language default when no voice is given, and refuses unknown voices and empty text', async () => {
    const spoken = await engine.synthesize({ text: 'Dobar dan.', language: 'hr' });
    expect(spoken.voiceId).toBe(await engine.defaultVoiceId('hr'));
    await expect(engine.synthesize({ text: 'Hello.', voiceId: 'embedded-nope' })).rejects.toMatchObject({
      code: 'unknown_voice',
    });
    await expect(engine.synthesize({ text: ' … ', voiceId: englishDefault() })).rejects.toBeInstanceOf(SpeechError);
    await expect(engine.synthesize({ text: 'x'.repeat(7000) })).rejects.toMatchObject({ code: 'text_too_long' });
  });
});

describe('voice samples', () => {
  it('are cached after the first synthesis', async () => {
    const id = voices[0]!.voice_id;
    const before = engine.stats.syntheses;
    const started = performance.now();
    const again = await engine.voiceSample(id);
    expect(performance.now() - started).toBeLessThan(50);
    expect(engine.stats.syntheses).toBe(before);
    expect(again).toMatchObject({ success: true, content_type: 'audio/mpeg', voice_name: voices[0]!.name, error: null });
    expect(Buffer.from(again.sample_audio!, 'base64').equals(sample(id))).toBe(true);
    await expect(engine.voiceSample('embedded-nope')).rejects.toMatchObject({ code: 'unknown_voice' });
  });

  it('persist to a cache directory and are read back by a fresh engine', async () => {
    const cacheDir = path.join(dir, 'cache');
    const id = voices.at(-1)!.voice_id;
    const first = createSpeechEngine({ cacheDir, detect });
    const a = await first.voiceSample(id);
    const second = createSpeechEngine({ cacheDir, detect });
    const b = await second.voiceSample(id);
    expect(first.stats.syntheses).toBe(1);
    expect(second.stats.syntheses).toBe(0);
    expect(b.sample_audio).toBe(a.sample_audio);
  });
});

describe('measurement', () => {
  it('measures pitch that tells female voices from male ones', async () => {
    const measured = await Promise.all(voices.map(async (v) => [v, await engine.voiceFeatures(v.voice_id)] as const));
    for (const [voice, features] of measured) {
      if (voice.gender === 'female') expect(features.medianPitchHz, voice.voice_id).toBeGreaterThan(150);
      else expect(features.medianPitchHz, voice.voice_id).toBeLessThan(140);
      expect(features.spectralCentroidHz).toBeGreaterThan(150);
      expect(features.speakingRate).toBeGreaterThan(1);
      expect(features.speakingRate).toBeLessThan(9);
      expect(features.spectrum).toHaveLength(16);
    }
  });

  it('refuses audio that is not audio, or holds no speech', async () => {
    await expect(engine.measureVoice(Buffer.from('not audio at all'))).rejects.toMatchObject({ code: 'invalid_audio' });
    const { stdout } = await runMediaTool('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=16000:cl=mono',
      '-t',
      '1',
      '-f',
      'wav',
      'pipe:1',
    ]);
    await expect(engine.measureVoice(stdout)).rejects.toMatchObject({ code: 'invalid_audio' });
  });
});

describe('similar voices', () => {
  const sibling = (a: Voice, b: Voice) => a.labels?.engine === b.labels?.engine && a.gender === b.gender;
  const queries: Record<string, string> = {
    en: 'The little boat drifted slowly across the silver lake, and the owl sang a soft song to the sleepy moon.',
    hr: 'Mali brod polako je plovio preko srebrnog jezera, a sova je pjevala nježnu pjesmu pospanom mjesecu.',
  };

  it('ranks the voice that spoke a recording (or its same-engine, same-gender sibling) first', async () => {
    const ids = ['embedded-festival-slt-hts', 'embedded-flite-rms', 'embedded-espeak-hr-f', 'embedded-espeak-hr-m'];
    for (const voiceId of ids.filter(installed)) {
      const voice = voices.find((v) => v.voice_id === voiceId)!;
      const spoken = await engine.synthesize({ text: queries[voice.language!] ?? queries.en!, voiceId });
      const result = await engine.findSimilarVoices(spoken.data, { topK: 100 });
      const top = result.voices[0]!;
      expect(top.voice_id === voiceId || sibling(top, voice), `${voiceId} → ${top.voice_id}`).toBe(true);
      expect(top.similarity).toBeGreaterThan(0.6);
      expect(top.labels?.similarity).toBe(top.similarity.toFixed(3));
      if (voice.gender === 'female') {
        // Among the voices of its own engine, every female voice sounds nearer than every male one.
        const ranks = result.voices.map((v, rank) => ({ v, rank })).filter(({ v }) => v.labels?.engine === voice.labels?.engine);
        const lastFemale = Math.max(...ranks.filter(({ v }) => v.gender === 'female').map(({ rank }) => rank));
        const firstMale = Math.min(Infinity, ...ranks.filter(({ v }) => v.gender === 'male').map(({ rank }) => rank));
        expect(lastFemale, voiceId).toBeLessThan(firstMale);
        expect(
          result.voices.slice(0, 2).every((v) => v.gender === 'female'),
          voiceId,
        ).toBe(true);
      }
    }
  });

  it('honours top_k and the similarity threshold (lower is stricter)', async () => {
    const audio = sample(voices[0]!.voice_id);
    const two = await engine.findSimilarVoices(audio, { topK: 2 });
    expect(two.voices).toHaveLength(Math.min(2, voices.length));
    expect(two.has_more).toBe(voices.length > 2);
    const strict = await engine.findSimilarVoices(audio, { similarityThreshold: 0.05 });
    const loose = await engine.findSimilarVoices(audio, { similarityThreshold: 2 });
    expect(strict.total_count).toBeLessThan(loose.total_count);
    expect(strict.voices.every((v) => v.distance <= 0.05)).toBe(true);
    const similarities = loose.voices.map((v) => v.similarity);
    expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
  });
});

describe('voice conversion', () => {
  it('moves the pitch and timbre of a recording toward the target voice, keeping its length', async () => {
    const from = ['embedded-flite-rms', 'embedded-espeak-hr-m'].find(installed);
    const to = ['embedded-festival-slt-hts', 'embedded-flite-slt', 'embedded-espeak-hr-f'].find(installed);
    if (!from || !to) return;
    const source = sample(from);
    const converted = await engine.convertVoice(source, to);
    const [before, after, target] = await Promise.all([
      engine.measureVoice(source),
      engine.measureVoice(converted.data),
      engine.voiceFeatures(to),
    ]);
    const [sourceProbe, convertedProbe] = await Promise.all([probe(source), probe(converted.data)]);
    expect(Math.abs(convertedProbe.lufs + 16)).toBeLessThanOrEqual(2);
    const semitones = (a: number, b: number) => Math.abs(12 * Math.log2(a / b));
    expect(semitones(after.medianPitchHz, target.medianPitchHz)).toBeLessThan(
      semitones(before.medianPitchHz, target.medianPitchHz) / 3,
    );
    expect(Math.abs(Math.log2(after.spectralCentroidHz / target.spectralCentroidHz))).toBeLessThan(
      Math.abs(Math.log2(before.spectralCentroidHz / target.spectralCentroidHz)),
    );
    expect(convertedProbe).toMatchObject({ codec: 'mp3', sampleRate: 48_000 });
    expect(Math.abs(convertedProbe.duration - sourceProbe.duration)).toBeLessThan(sourceProbe.duration * 0.05);
    const similar = await engine.findSimilarVoices(converted.data, { topK: 1 });
    expect(similar.voices[0]!.gender).toBe('female');
    await expect(engine.convertVoice(source, 'embedded-nope')).rejects.toMatchObject({ code: 'unknown_voice' });
  });
});
