/**
 * The embedded story writer: reads the parent's premise (who, where, what they want and what stands in the way) into
 * a plan, fits the plot's beats to the page count and writes every page with the user's own names, place and goal,
 * in English and Croatian. Deterministic for the same input and seed. Techniques: ../shared/ENGINES.md ("Story
 * writer"); the plan: ./premise.ts, the writer: ./storyteller.ts.
 */
import type { PhotoAnalysis, StoryTypeKey } from '../types.ts';
import { suggestDetails, type TypedDetails } from './details.ts';
import { improve } from './improve.ts';
import { isCroatian, taleTitle, tell, tellPlan, type PageScene } from './storyteller.ts';

export interface StoryRequest {
  storyType: StoryTypeKey;
  /** 3 to 10. */
  numPages: number;
  /** ISO 639-1 code; `hr` is written in Croatian, everything else in English. */
  language: string;
  characterDescription: string;
  /** The spec's "story context". */
  context: string;
  theme?: string | null;
  /** Mood words and free mood text ("peaceful, magical"). */
  additionalContext?: string | null;
  storyInstructions?: string | null;
  storyTitle?: string | null;
  seed: number;
}

export interface WrittenPage {
  page_number: number;
  page_text: string;
  /** What the writer knows the page shows (its place, indoor or out, time of day), for the illustrator. */
  scene?: PageScene;
}

export interface WrittenStory {
  title: string;
  pages: WrittenPage[];
}

export function writeStory(request: StoryRequest): WrittenStory {
  const told = tell(request);
  return {
    title: told.title,
    pages: told.pages.map((page_text, i) => ({ page_number: i + 1, page_text, scene: told.scenes[i]! })),
  };
}

export interface TitleRequest {
  characterDescription?: string | null;
  storyContext?: string | null;
  moodTone?: string | null;
  storyType: StoryTypeKey;
  language: string;
  seed: number;
}

/** A short title (at most 60 characters) from the premise, naming the hero when the description gives a name. */
export function generateTitle(request: TitleRequest): string {
  const tale = tellPlan({
    storyType: request.storyType,
    language: request.language,
    characterDescription: request.characterDescription ?? '',
    context: request.storyContext ?? '',
    additionalContext: request.moodTone ?? null,
    seed: request.seed,
  });
  return taleTitle(tale);
}

/**
 * Spelling (English), agreement, articles, sentence case, punctuation, repeated words, richer wording; keeps the
 * meaning, the tense and the language. Text that needs nothing comes back as it was.
 */
export function improveText(text: string, language: string): string {
  return improve(text, !isCroatian(language));
}

export interface StoryDetailsRequest {
  storyType: StoryTypeKey;
  artStyle: string;
  language: string;
  photos: PhotoAnalysis;
  seed: number;
  /** What the user has already typed: the suggestions agree with it (their cat stays a cat). */
  typed?: TypedDetails;
}

export type { TypedDetails };

/** Magic Fill: the contract's `StoryDetails` fields. */
export interface StoryDetails {
  character_description: string;
  story_context: string;
  mood_tone: string;
  story_title: string;
  story_instructions: string;
}

export function suggestStoryDetails(request: StoryDetailsRequest): StoryDetails {
  const croatian = isCroatian(request.language);
  const details = suggestDetails(request.storyType, request.artStyle, croatian, request.photos, request.seed, request.typed);
  const story_title = generateTitle({
    characterDescription: details.character_description,
    storyContext: details.story_context,
    moodTone: details.mood_tone,
    storyType: request.storyType,
    language: request.language,
    seed: request.seed,
  });
  return { ...details, story_title };
}
