/**
 * The embedded story writer: plans an arc for the page count and realises it from seeded templates, in English and
 * Croatian, from the user's characters, context, mood and instructions. Deterministic for the same input and seed.
 * Techniques: ../shared/ENGINES.md ("Story writer").
 */
import type { PhotoAnalysis, StoryTypeKey } from '../types.ts';
import { suggestDetails } from './details.ts';
import { improve } from './improve.ts';
import { isCroatian, planStory, premiseTitle, writePages } from './writer.ts';

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
}

export interface WrittenStory {
  title: string;
  pages: WrittenPage[];
}

export function writeStory(request: StoryRequest): WrittenStory {
  const { story, pages } = writePages(request);
  const given = request.storyTitle?.trim();
  return {
    title: given ? given : premiseTitle(story),
    pages: pages.map((page_text, i) => ({ page_number: i + 1, page_text })),
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

/** A short title (at most 60 characters) that names the hero when the description gives a name. */
export function generateTitle(request: TitleRequest): string {
  const story = planStory({
    storyType: request.storyType,
    language: request.language,
    characterDescription: request.characterDescription ?? '',
    context: request.storyContext ?? '',
    additionalContext: request.moodTone ?? null,
    seed: request.seed,
  });
  return premiseTitle(story);
}

/** Sentence case, punctuation, repeated words, richer wording; keeps the meaning and the language. */
export function improveText(text: string, language: string): string {
  return improve(text, !isCroatian(language));
}

export interface StoryDetailsRequest {
  storyType: StoryTypeKey;
  artStyle: string;
  language: string;
  photos: PhotoAnalysis;
  seed: number;
}

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
  const details = suggestDetails(request.storyType, request.artStyle, croatian, request.photos, request.seed);
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
