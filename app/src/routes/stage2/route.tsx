import type { LoaderFunctionArgs } from 'react-router';
import { storesContext } from '../storesContext.ts';
import { StoryDetailsPage } from './StoryDetailsPage.tsx';

export function loader({ context }: LoaderFunctionArgs) {
  const { catalogue, story } = context.get(storesContext);
  // The story type's name for the blueprint, and fresh page pictures (signed URLs expire) when a story exists.
  void catalogue.load();
  void story.refreshVersions();
  return null;
}

export const Component = StoryDetailsPage;
