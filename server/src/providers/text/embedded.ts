import { generateTitle, improveText, suggestStoryDetails, writeStory } from '../../engines/story/index.ts';
import type { TextProvider } from './types.ts';

/** The offline story writer (deterministic templates, English and Croatian) behind the TextProvider interface. */
export const embeddedTextProvider: TextProvider = {
  name: 'embedded',
  writeStory: async (request) => writeStory(request),
  generateTitle: async (request) => generateTitle(request),
  improveText: async (text, language) => improveText(text, language),
  suggestStoryDetails: async (request) => suggestStoryDetails(request),
};
