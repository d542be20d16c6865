import type { StoryDetails, StoryDetailsRequest, StoryRequest, TitleRequest, WrittenStory } from '../../engines/story/index.ts';

/** Where story text comes from: the embedded writer by default, an OpenAI-compatible chat model by configuration. */
export interface TextProvider {
  readonly name: string;
  writeStory(request: StoryRequest): Promise<WrittenStory>;
  generateTitle(request: TitleRequest): Promise<string>;
  improveText(text: string, language: string): Promise<string>;
  suggestStoryDetails(request: StoryDetailsRequest): Promise<StoryDetails>;
}
