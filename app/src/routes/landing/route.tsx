import { LandingPage } from './LandingPage.tsx';

// Loaded through the route's `lazy`, so the landing page is its own chunk.
export const Component = LandingPage;
