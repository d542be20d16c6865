import type { LoaderFunctionArgs } from 'react-router';
import { storesContext } from '../storesContext.ts';
import { StoryDetailsPage } from './StoryDetailsPage.tsx';

export function loader({ context }: LoaderFunctionArgs) {
  const { catalogue, story, credits } = context.get(storesContext);
  // The story type's name for the blueprint, the helpers' prices, and fresh page pictures (signed URLs expire).
  void catalogue.load();
  void credits.loadCosts();
  void story.refreshVersions();
  return null;
}

export const Component = StoryDetailsPage;
