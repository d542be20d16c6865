import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { probeDuration, runMediaTool } from '../../media/ffmpeg.ts';
import { barChords, composeMusic, detectMood, planMusic, scoreMusic, type ComposedMusic } from './index.ts';
import { chord, chordScale } from './theory.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'music-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function saved(music: ComposedMusic, name: string): Promise<string> {
  const file = path.join(dir, `${name}.mp3`);
  await writeFile(file, music.data);
  return file;
}

/** Decoded stereo float PCM at 48 kHz. */
async function decode(file: string): Promise<Float32Array> {
  const { stdout } = await runMediaTool('ffmpeg', [
    '-v',
    'error',
    '-i',
    file,
    '-f',
    'f32le',
    '-ac',
    '2',
    '-ar',
    '48000',
    'pipe:1',
  ]);
  return new Float32Array(stdout.buffer, stdout.byteOffset, stdout.length / 4);
}

async function loudness(file: string): Promise<{ integrated: number; peak: number }> {
  const { stderr } = await runMediaTool('ffmpeg', [
    '-nostats',
    '-i',
    file,
    '-af',
    'ebur128=peak=sample:framelog=verbose',
    '-f',
    'null',
    '-',
  ]);
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  return {
    integrated: Number(/I:\s*(-?[\d.]+) LUFS/.exec(summary)?.[1]),
    peak: Number(/Peak:\s*(-?[\d.]+) dBFS/.exec(summary)?.[1]),
  };
}

/** Note onsets per second: 4 dB rises of the attack-weighted (first-difference) energy envelope, at least 100 ms apart. */
function onsetRate(pcm: Float32Array): number {
  const hop = 480;
  const energies: number[] = [];
  let previous = 0;
  for (let start = 0; start + hop * 2 <= pcm.length; start += hop * 2) {
    let sum = 0;
    for (let i = start; i < start + hop * 2; i += 2) {
      const mono = pcm[i]! + pcm[i + 1]!;
      sum += (mono - previous) ** 2;
      previous = mono;
    }
    energies.push(10 * Math.log10(sum + 1e-12));
  }
  let onsets = 0;
  let last = -Infinity;
  for (let k = 3; k < energies.length; k++) {
    const rise = energies[k]! - Math.min(energies[k - 1]!, energies[k - 2]!, energies[k - 3]!);
    if (rise > 4 && k - last >= 10) {
      onsets++;
      last = k;
    }
  }
  return onsets / (energies.length / 100);
}

describe('planMusic', () => {
  it('reads moods in English and Croatian, and falls back to the story type', () => {
    expect(detectMood({ prompt: 'gentle lullaby with soft piano and music box' })).toBe('sleepy');
    expect(detectMood({ prompt: 'an exciting adventure with pirates' })).toBe('adventure');
    expect(detectMood({ prompt: 'tužno i polagano' })).toBe('sad');
    expect(detectMood({ prompt: 'veselo' })).toBe('happy');
    expect(detectMood({ prompt: 'mirno' })).toBe('calm');
    expect(detectMood({ prompt: 'čarobna šuma' })).toBe('magical');
    expect(detectMood({ mood: 'spooky, mysterious' })).toBe('spooky');
    expect(detectMood({ storyType: 'childrens_bedtime_story' })).toBe('sleepy');
    expect(detectMood({ storyType: 'action_story' })).toBe('action');
    expect(detectMood({})).toBe('calm');
  });

  it('plays calm music slowly and adventure music fast', () => {
    for (const seed of [1, 2, 3, 4]) {
      const calm = planMusic({ prompt: 'calm and peaceful', durationSeconds: 60, seed });
      const adventure = planMusic({ prompt: 'exciting adventure', durationSeconds: 60, seed });
      expect(calm.tempo).toBeGreaterThanOrEqual(60);
      expect(calm.tempo).toBeLessThanOrEqual(80);
      expect(adventure.tempo).toBeGreaterThanOrEqual(100);
      expect(adventure.tempo).toBeLessThanOrEqual(130);
    }
  });

  it('chooses minor keys for sad and mysterious words, major for happy and calm ones', () => {
    expect(planMusic({ prompt: 'a sad farewell', durationSeconds: 30, seed: 5 }).mode).toBe('minor');
    expect(planMusic({ prompt: 'tužno', durationSeconds: 30, seed: 5 }).key).toMatch(/ minor$/);
    expect(planMusic({ prompt: 'mysterious', durationSeconds: 30, seed: 5 }).mode).toBe('minor');
    expect(planMusic({ prompt: 'happy birthday', durationSeconds: 30, seed: 5 }).mode).toBe('major');
    expect(planMusic({ prompt: 'sleepy', durationSeconds: 30, seed: 5 }).mode).toBe('major');
  });

  it('takes the lead instrument from the words', () => {
    expect(planMusic({ prompt: 'soft piano', durationSeconds: 30, seed: 1 }).lead).toBe('soft-piano');
    expect(planMusic({ prompt: 'uspavanka uz glazbenu kutiju', durationSeconds: 30, seed: 1 }).lead).toBe('music-box');
  });

  it('fits whole bars to the duration and ends on a dominant–tonic cadence', () => {
    for (const prompt of ['calm', 'sad', 'adventure', 'spooky', 'magical']) {
      const plan = planMusic({ prompt, durationSeconds: 47, seed: 9 });
      const barSeconds = (plan.meter * 60) / plan.tempo;
      expect(Math.abs(plan.bars * barSeconds - 47)).toBeLessThan(0.01);
      const chords = barChords(plan);
      expect(chords.at(-1)!.symbol).toBe(plan.mode === 'major' ? 'I' : 'i');
      expect(['V', 'IV', 'iv', 'bVII', 'VII']).toContain(chords.at(-2)!.symbol);
    }
  });
});

describe('scoreMusic', () => {
  it('keeps the melody in the harmony: strong beats on chord tones, every note in the chord’s scale', () => {
    for (const prompt of ['calm', 'sad', 'magical', 'happy', 'spooky']) {
      const plan = planMusic({ prompt, durationSeconds: 60, seed: 3 });
      const chords = barChords(plan);
      const beat = 60 / plan.tempo;
      const tonic = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'].indexOf(plan.tonic);
      const lead = scoreMusic(plan, 60, 3).filter((e) => e.voice === 'lead');
      expect(lead.length).toBeGreaterThan(8);
      for (const note of lead) {
        const bar = Math.min(chords.length - 1, Math.floor((note.start + 0.05) / (beat * plan.meter)));
        const current = chords[bar]!;
        const pc = (((note.midi - tonic) % 12) + 12) % 12;
        expect(chordScale(plan.mode, current)).toContain(pc);
        const onDownbeat =
          Math.abs(note.start / beat - Math.round(note.start / beat)) < 0.05 && Math.round(note.start / beat) % plan.meter === 0;
        if (onDownbeat) expect(current.tones).toContain(pc);
      }
    }
  });

  it('never schedules notes past the end', () => {
    const plan = planMusic({ prompt: 'happy', durationSeconds: 12.5, seed: 1 });
    const events = scoreMusic(plan, 12.5, 1);
    expect(events.every((e) => e.start < 12.5 && e.start >= 0)).toBe(true);
    expect(chord('minor', 'V').tones).toContain(11);
  });
});

describe('composeMusic', () => {
  it('renders exactly the requested duration at about −23 LUFS, without clipping', async () => {
    const music = await composeMusic({ prompt: 'gentle lullaby', durationSeconds: 12, seed: 11 });
    expect(music.contentType).toBe('audio/mpeg');
    expect(music.extension).toBe('mp3');
    expect(music.durationSeconds).toBe(12);
    const file = await saved(music, 'lullaby');
    expect(Math.abs((await probeDuration(file))! - 12)).toBeLessThanOrEqual(0.05);
    const pcm = await decode(file);
    expect(pcm.length / 2).toBe(12 * 48_000);
    const { integrated, peak } = await loudness(file);
    expect(Math.abs(integrated - -23)).toBeLessThanOrEqual(1);
    expect(peak).toBeLessThan(-0.5);
    // Not silent anywhere in the middle: every second has sound.
    for (let second = 2; second < 10; second++) {
      let sum = 0;
      for (let i = second * 96_000; i < (second + 1) * 96_000; i++) sum += pcm[i]! ** 2;
      expect(10 * Math.log10(sum / 96_000)).toBeGreaterThan(-50);
    }
  });

  it('sounds faster for adventure than for a calm prompt', async () => {
    const [calm, adventure] = await Promise.all([
      composeMusic({ prompt: 'calm and peaceful', durationSeconds: 16, seed: 4 }),
      composeMusic({ prompt: 'exciting adventure', durationSeconds: 16, seed: 4 }),
    ]);
    expect(calm.plan.tempo).toBeLessThan(adventure.plan.tempo);
    const calmRate = onsetRate(await decode(await saved(calm, 'calm')));
    const adventureRate = onsetRate(await decode(await saved(adventure, 'adventure')));
    expect(calmRate).toBeGreaterThan(0.3);
    expect(adventureRate).toBeGreaterThan(calmRate * 1.6);
  });

  it('gives the same bytes for the same request, and other music for another seed', async () => {
    const request = { prompt: 'čarobno', durationSeconds: 6, seed: 77 };
    const [a, b, c] = await Promise.all([composeMusic(request), composeMusic(request), composeMusic({ ...request, seed: 78 })]);
    expect(a.data.equals(b.data)).toBe(true);
    expect(a.data.equals(c.data)).toBe(false);
  });

  it('rejects impossible durations', async () => {
    await expect(composeMusic({ durationSeconds: 0, seed: 1 })).rejects.toThrow(RangeError);
    await expect(composeMusic({ durationSeconds: Number.NaN, seed: 1 })).rejects.toThrow(RangeError);
  });
});
