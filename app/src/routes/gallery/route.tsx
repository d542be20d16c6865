import type { LoaderFunctionArgs } from 'react-router';
import { storesContext } from '../storesContext.ts';
import { GalleryPage } from './GalleryPage.tsx';

/** Starts loading the list without waiting for it, so the page shows its placeholders meanwhile. */
export function loader({ context }: LoaderFunctionArgs) {
  void context.get(storesContext).gallery.load();
  return null;
}

// Loaded through the route's `lazy`, so the gallery is its own chunk.
export const Component = GalleryPage;
