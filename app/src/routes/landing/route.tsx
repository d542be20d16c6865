import type { LoaderFunctionArgs } from 'react-router';
import { storesContext } from '../storesContext.ts';
import { LandingPage } from './LandingPage.tsx';

// Not awaited: the page shows skeleton cards while the showcase loads.
export function loader({ context }: LoaderFunctionArgs) {
  void context.get(storesContext).showcase.load();
  return null;
}

// Loaded through the route's `lazy`, so the landing page is its own chunk.
export const Component = LandingPage;
