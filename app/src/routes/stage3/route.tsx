import type { LoaderFunctionArgs } from 'react-router';
import { storesContext } from '../storesContext.ts';
import { Stage3Page } from './Stage3Page.tsx';

/**
 * Starts what stage 3 shows without waiting: the voices, the project's music and animations, its running video job
 * (spec 001 §4: a project's active job can be queried), and fresh page pictures (signed URLs expire).
 */
export function loader({ context }: LoaderFunctionArgs) {
  const { narration, videoJobs, story, credits } = context.get(storesContext);
  narration.load();
  void credits.loadCosts();
  void videoJobs.loadActiveJob();
  void story.refreshVersions();
  return null;
}

export const Component = Stage3Page;
