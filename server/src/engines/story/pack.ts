/**
 * What a language pack provides: sentence templates per beat, per story type and per family, plus the small pools
 * the writer uses to fill a page (portraits, textures, dialogue, rhymes). Templates are realised by ./render.ts:
 * `{A}`, `{A.his}`, `{P.in}`, … are slots, `[a|b]` is a seeded choice, `<<…>>` is dropped when a slot in it is
 * unavailable, and a template whose required slot is unavailable is never chosen.
 */
import type { StoryTypeKey } from '../types.ts';
import type { Family, StepKind } from './plots.ts';

export interface PremiseText {
  /** What the hero sets out to do, as used after "to" / an infinitive ("find the little star"). */
  quest: string;
  inciting: string[];
  clue: string[];
  turn: string[];
  resolution: string[];
  titles: string[];
}

export type StepPool = Record<Exclude<StepKind, 'clue'>, string[]>;

export interface LanguagePack {
  setup: Record<StoryTypeKey, string[]>;
  premises: Record<string, PremiseText>;
  steps: Record<Family, StepPool>;
  typeSteps: Partial<Record<StoryTypeKey, Partial<StepPool>>>;
  /** After an obstacle sentence: how the hero gets past it. */
  overcome: string[];
  /** Calm last lines for bedtime stories. */
  closing: string[];
  /** "Mia was a curious little girl with red boots." */
  portrait: string[];
  /** The companion from the description. */
  friend: string[];
  /** The hero's hobby. */
  likes: string[];
  /** Frames for the theme's lesson: `{LESSON}` is the clause. */
  lesson: string[];
  /** Short lines that name the hero, for a page that would otherwise not. */
  presence: Record<Family, string[]>;
  /** Dialogue lines that fit any step of a family's story. */
  dialogue: Record<Family, string[]>;
  /** Rhyming couplets ("make it rhyme"). */
  couplets: string[];
  /** Comic asides ("make it funny"). */
  funny: string[];
  /** Last-resort neutral lines to reach the page minimum. */
  filler: string[];
  /** Title patterns when no plot-specific title fits: `{N}` is a type noun, `{ADJ}` a mood adjective. */
  titles: string[];
}
