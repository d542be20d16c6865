/**
 * The composer: a plan (mood → key, tempo, metre, progression, instruments) and the note list that realises it. The
 * progression repeats with a structure (intro, melody A, answer B, A, a rest phrase, …), the second-to-last bar turns
 * to the dominant and the last bar resolves to the tonic, so any length ends on a cadence.
 */
import { createRng, hashSeed, type Rng } from '../illustrator/random.ts';
import { detectLead, detectMood, MOOD_PROFILES, type ArpeggioStyle, type LeadTimbre, type MusicMood } from './mood.ts';
import type { InstrumentName, NoteEvent } from './synth.ts';
import {
  chord,
  chordScale,
  degreeToSemitones,
  nearestMidi,
  NOTE_NAMES,
  PROGRESSIONS,
  tonicChord,
  type Chord,
  type ProgressionName,
} from './theory.ts';

export interface MusicRequest {
  prompt?: string | null;
  mood?: string | null;
  storyType?: string | null;
  durationSeconds: number;
  seed: number;
}

export interface MusicPlan {
  mood: MusicMood;
  /** "F major", "A minor". */
  key: string;
  tonic: (typeof NOTE_NAMES)[number];
  mode: 'major' | 'minor';
  /** Beats per minute, after fitting a whole number of bars to the duration. */
  tempo: number;
  /** Beats per bar. */
  meter: 3 | 4;
  /** Roman numerals of the repeating progression. */
  progression: string[];
  /** "music-box over soft pad". */
  timbre: string;
  lead: LeadTimbre;
  bars: number;
  /** 0 none, 1 light, 2 driving. */
  percussion: 0 | 1 | 2;
}

const PHRASE_BARS = 4;

/** Chooses key, tempo, metre, progression and instruments from the words and the seed (no audio work). */
export function planMusic(request: MusicRequest): MusicPlan {
  const mood = detectMood(request);
  const profile = MOOD_PROFILES[mood];
  const rng = createRng(hashSeed('music-plan', request.seed, mood));
  const tonicPc = rng.pick(profile.tonics);
  const meter = rng.pick(profile.meters);
  const progressionName: ProgressionName = rng.pick(profile.progressions);
  const lead = detectLead(request.prompt) ?? rng.pick(profile.leads);
  const nominal = Math.round(rng.range(profile.tempo[0], profile.tempo[1] + 1) * 10) / 10;

  // Fit a whole number of bars to the duration when that keeps the tempo in character, so the cadence lands at the end.
  const barSeconds = (meter * 60) / nominal;
  const duration = request.durationSeconds;
  let tempo = Math.min(profile.tempo[1], nominal);
  let bars = Math.max(1, Math.ceil(duration / barSeconds - 0.01));
  const fitted = Math.max(1, Math.round(duration / barSeconds));
  const fittedTempo = (meter * 60 * fitted) / duration;
  if (fittedTempo >= profile.tempo[0] * 0.93 && fittedTempo <= profile.tempo[1] * 1.07) {
    tempo = fittedTempo;
    bars = fitted;
  }
  const tonic = NOTE_NAMES[tonicPc]!;
  return {
    mood,
    key: `${tonic} ${profile.mode}`,
    tonic,
    mode: profile.mode,
    tempo: Math.round(tempo * 100) / 100,
    meter,
    progression: [...PROGRESSIONS[progressionName]],
    timbre: `${lead} over soft pad${profile.percussion ? ' with soft percussion' : ''}`,
    lead,
    bars,
    percussion: profile.percussion,
  };
}

/** The chord of each bar: the progression on repeat, a dominant before the end, the tonic last. */
export function barChords(plan: MusicPlan): Chord[] {
  const symbols = Array.from({ length: plan.bars }, (_, bar) => plan.progression[bar % plan.progression.length]!);
  const tonic = tonicChord(plan.mode);
  if (plan.bars >= 3) {
    const before = symbols[plan.bars - 2]!;
    // A pre-tonic chord already makes a cadence (V–I, IV–I, bVII–I); anything else turns to the dominant.
    if (!['V', 'IV', 'iv', 'bVII', 'VII'].includes(before)) symbols[plan.bars - 2] = 'V';
  }
  if (plan.bars >= 2) symbols[plan.bars - 1] = tonic;
  return symbols.map((symbol) => chord(plan.mode, symbol));
}

/** The note list for the plan, seconds from the start; deterministic for the seed. */
export function scoreMusic(plan: MusicPlan, durationSeconds: number, seed: number): NoteEvent[] {
  const profile = MOOD_PROFILES[plan.mood];
  const beat = 60 / plan.tempo;
  const barSeconds = beat * plan.meter;
  const chords = barChords(plan);
  const tonicPc = NOTE_NAMES.indexOf(plan.tonic);
  // The melody's tonic in G4…F#5 for the high tines and bells, C4…B4 for piano, harp and marimba; the arpeggio's
  // roots sit about an octave under it, so the two never tangle.
  const bright = plan.lead === 'music-box' || plan.lead === 'celesta' || plan.lead === 'glass';
  const lowest = bright ? 67 : 60;
  const leadTonic = lowest + ((tonicPc - (lowest % 12) + 12) % 12);
  const arpCentre = leadTonic - (bright ? 14 : 12);
  const events: NoteEvent[] = [];
  const human = createRng(hashSeed('music-human', seed));
  const jitter = (spread: number) => (human.next() - 0.5) * spread;
  const push = (event: Omit<NoteEvent, 'instrument'> & { instrument?: InstrumentName }) => {
    if (event.start >= durationSeconds) return;
    events.push({ instrument: plan.lead, ...event, start: Math.max(0, event.start) });
  };

  const finalBar = plan.bars - 1;
  const phrases = Math.ceil(plan.bars / PHRASE_BARS);
  const hasIntro = plan.bars >= 10;

  for (let bar = 0; bar < plan.bars; bar++) {
    const t0 = bar * barSeconds;
    const current = chords[bar]!;
    const isFinal = bar === finalBar && plan.bars >= 2;
    const phrase = Math.floor(bar / PHRASE_BARS);
    // Breathing room: every fourth phrase after the intro drops the melody and thins the arpeggio.
    const resting = !isFinal && phrase > 0 && phrase % 4 === 0 && phrase < phrases - 1;

    // Pad: the chord held through the bar in close position around G3–A3, so consecutive chords share or step tones.
    const padNotes = voiceNear(current, tonicPc, 57);
    const padLength = isFinal ? durationSeconds - t0 : barSeconds + 0.15;
    padNotes.forEach((midi, i) =>
      push({
        start: t0,
        duration: padLength,
        midi,
        velocity: 0.22,
        voice: 'pad',
        instrument: 'pad',
        pan: [-0.45, 0.45, 0][i % 3]!,
      }),
    );

    // Bass: the root on the downbeat (and mid-bar for driving moods).
    const bassMidi = nearestMidi(36 + tonicPc, current.root, 41);
    push({
      start: t0,
      duration: isFinal ? durationSeconds - t0 : barSeconds * 0.9,
      midi: bassMidi,
      velocity: 0.36,
      voice: 'bass',
      instrument: 'bass',
      pan: 0,
    });
    if (profile.percussion === 2 && plan.meter === 4 && !isFinal) {
      push({
        start: t0 + 2 * beat,
        duration: beat * 1.5,
        midi: bassMidi,
        velocity: 0.32,
        voice: 'bass',
        instrument: 'bass',
        pan: 0,
      });
    }

    // Arpeggio, or a rolled chord on the final bar.
    if (isFinal) {
      const roll = chordTones(current, tonicPc, arpCentre, 5);
      roll.forEach((midi, i) =>
        push({ start: t0 + i * 0.09, duration: durationSeconds - t0, midi, velocity: 0.34 - i * 0.03, voice: 'arp', pan: 0.25 }),
      );
    } else {
      const style: ArpeggioStyle = resting ? 'sparse' : profile.arpeggio;
      for (const step of arpeggioSteps(style, plan.meter)) {
        const tones = chordTones(current, tonicPc, arpCentre, 6);
        push({
          start: t0 + step.beat * beat + jitter(0.012),
          duration: step.ring * beat,
          midi: tones[step.tone]!,
          velocity: step.velocity * (0.92 + human.next() * 0.16) * (plan.lead === 'marimba' ? 0.75 : 0.55),
          voice: 'arp',
          pan: 0.25,
        });
      }
    }

    // Percussion: a soft kick on the strong beats, shaker eighths with off-beat accents.
    if (profile.percussion > 0 && !isFinal && !(hasIntro && bar === 0)) {
      const kickBeats = profile.percussion === 2 ? (plan.meter === 4 ? [0, 2, 2.5] : [0, 2]) : [0];
      for (const b of kickBeats) {
        push({ start: t0 + b * beat, duration: 0.3, midi: 0, velocity: b === 0 ? 0.55 : 0.42, voice: 'kick', pan: 0 });
      }
      for (let e = 0; e < plan.meter * 2; e++) {
        const accent = e % 2 === 1 ? 1 : 0.55;
        const velocity = (profile.percussion === 2 ? 0.3 : 0.2) * accent * (0.85 + human.next() * 0.3);
        push({ start: t0 + e * beat * 0.5 + jitter(0.01), duration: 0.08, midi: 0, velocity, voice: 'shaker', pan: 0.35 });
      }
    }
  }

  // Melody: phrases of four bars over the progression, A / B alternating, silent in the intro and the rests.
  for (let phrase = 0; phrase < phrases; phrase++) {
    const firstBar = phrase * PHRASE_BARS;
    if (hasIntro && phrase === 0) continue;
    const resting = phrase > 0 && phrase % 4 === 0 && phrase < phrases - 1;
    if (resting) continue;
    const isLast = phrase === phrases - 1;
    // A and B alternate; every eight phrases (about two minutes) a fresh pair, so long pieces do not loop verbatim.
    const motif = `${phrase % 2 === 1 ? 'A' : 'B'}${Math.floor(phrase / 8)}`;
    const notes = melodyPhrase({
      plan,
      chords: chords.slice(firstBar, firstBar + PHRASE_BARS),
      tonicPc,
      activity: profile.melodyActivity,
      rng: createRng(hashSeed('music-motif', seed, motif, isLast ? 'end' : '')),
      cadence: isLast ? 'final' : phrase % 2 === 1 ? 'half' : 'full',
    });
    for (const note of notes) {
      const start = (firstBar * plan.meter + note.beat) * beat;
      push({
        start: start + (note.beat === 0 ? 0 : jitter(0.014)),
        duration: Math.min(note.length * beat * 1.05, durationSeconds - start),
        midi: leadTonic + note.semitones,
        velocity: note.velocity * (0.9 + human.next() * 0.2),
        voice: 'lead',
        pan: -0.15,
      });
    }
  }
  return events.sort((a, b) => a.start - b.start || a.midi - b.midi);
}

/** MIDI notes of the chord nearest to a centre, one per tone, sorted. */
function voiceNear(current: Chord, tonicPc: number, centre: number): number[] {
  return current.tones.map((pc) => nearestMidi(tonicPc, pc, centre)).sort((a, b) => a - b);
}

/** `count` ascending chord tones starting from the root nearest to `centre`. */
function chordTones(current: Chord, tonicPc: number, centre: number, count: number): number[] {
  const root = nearestMidi(tonicPc, current.root, centre);
  const tones: number[] = [];
  const intervals = current.tones.map((pc) => (pc - current.root + 12) % 12).sort((a, b) => a - b);
  for (let i = 0; tones.length < count; i++) {
    tones.push(root + intervals[i % intervals.length]! + 12 * Math.floor(i / intervals.length));
  }
  return tones;
}

interface ArpStep {
  beat: number;
  /** Index into the chord tones (0 root, 1 third, 2 fifth, 3 octave, 4 tenth, 5 twelfth). */
  tone: number;
  /** Beats the note rings before it is damped. */
  ring: number;
  velocity: number;
}

function arpeggioSteps(style: ArpeggioStyle, meter: 3 | 4): ArpStep[] {
  const eighths = (tones: number[], ring: number, accent = 1) =>
    tones.map((tone, i) => ({ beat: i / 2, tone, ring, velocity: (i === 0 ? 0.62 : i % 2 === 0 ? 0.5 : 0.42) * accent }));
  switch (style) {
    case 'rolling':
      return meter === 3 ? eighths([0, 2, 3, 4, 3, 2], 2.2) : eighths([0, 2, 3, 4, 5, 4, 3, 2], 2.2);
    case 'broken':
      return meter === 3 ? eighths([0, 1, 2, 3, 2, 1], 1.4) : eighths([0, 2, 1, 3, 2, 4, 3, 2], 1.4);
    case 'driving':
      return eighths(meter === 3 ? [0, 3, 2, 3, 1, 3] : [0, 3, 2, 3, 0, 3, 2, 4], 0.9, 1.05);
    case 'sparse':
      return Array.from({ length: meter }, (_, i) => ({
        beat: i,
        tone: [3, 2, 4, 1][i]!,
        ring: 2.5,
        velocity: i === 0 ? 0.5 : 0.38,
      }));
  }
}

interface MelodyNote {
  /** Beats from the phrase start. */
  beat: number;
  length: number;
  /** Above the lead tonic. */
  semitones: number;
  velocity: number;
}

const RHYTHMS: Record<3 | 4, readonly (readonly number[])[]> = {
  4: [
    [2, 2],
    [1, 1, 2],
    [2, 1, 1],
    [1.5, 0.5, 2],
    [3, 1],
    [1, 1, 1, 1],
    [1, 0.5, 0.5, 2],
    [0.5, 0.5, 1, 2],
  ],
  3: [[2, 1], [3], [1, 1, 1], [1.5, 0.5, 1], [1, 2], [1, 0.5, 0.5, 1]],
};

/**
 * One four-bar phrase: strong beats land on chord tones, other notes move by step (sometimes a small leap) around
 * the middle of the range, and the last bar holds a cadence note (the fifth for a half cadence, the tonic for a full
 * or final one). Calm moods pick the sparser rhythms.
 */
function melodyPhrase(options: {
  plan: MusicPlan;
  chords: Chord[];
  tonicPc: number;
  activity: number;
  rng: Rng;
  cadence: 'half' | 'full' | 'final';
}): MelodyNote[] {
  const { plan, chords, activity, rng, cadence } = options;
  const meter = plan.meter;
  const pool = RHYTHMS[meter].filter((rhythm) => rhythm.length <= 2 + Math.round(activity * 4));
  const notes: MelodyNote[] = [];
  let degree = rng.pick([2, 4, 4, 7]);
  for (let bar = 0; bar < chords.length; bar++) {
    const current = chords[bar]!;
    const scale = chordScale(plan.mode, current);
    const lastBar = bar === chords.length - 1;
    // A phrase ends with one long note; the final phrase ends on the tonic.
    const rhythm = lastBar ? [meter] : rng.pick(pool);
    let beat = 0;
    rhythm.forEach((length, i) => {
      const strong = i === 0;
      if (lastBar) {
        const target = cadence === 'half' ? 4 : cadence === 'full' ? (degree > 3 ? 7 : 0) : 7;
        degree = chordToneNear(scale, current, target);
      } else if (strong) {
        degree = chordToneNear(scale, current, degree + rng.pick([-1, 0, 1]));
      } else {
        const leap = rng.chance(0.3);
        const towardCentre = degree > 5 ? -1 : degree < 1 ? 1 : rng.chance(0.5) ? 1 : -1;
        degree += towardCentre * (leap ? rng.pick([2, 3]) : 1);
      }
      degree = Math.max(-2, Math.min(9, degree));
      notes.push({
        beat: bar * meter + beat,
        length,
        semitones: degreeToSemitones(scale, degree),
        velocity: strong ? 0.62 : 0.5,
      });
      beat += length;
    });
  }
  return notes;
}

/** The scale degree nearest `target` whose pitch is a tone of the chord. */
function chordToneNear(scale: readonly number[], current: Chord, target: number): number {
  let best = target;
  let bestDistance = Infinity;
  for (let d = target - 3; d <= target + 3; d++) {
    const pc = ((degreeToSemitones(scale, d) % 12) + 12) % 12;
    if (!current.tones.includes(pc)) continue;
    const distance = Math.abs(d - target);
    if (distance < bestDistance) {
      best = d;
      bestDistance = distance;
    }
  }
  return best;
}
