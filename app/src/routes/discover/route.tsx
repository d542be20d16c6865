import type { LoaderFunctionArgs } from 'react-router';
import { storesContext } from '../storesContext.ts';
import { DiscoverPage } from './DiscoverPage.tsx';

// Not awaited: the page shows placeholder cards while the feed loads. A failed category load is only logged.
export function loader({ context }: LoaderFunctionArgs) {
  const { discover } = context.get(storesContext);
  void discover.load();
  void discover.loadCategories();
  return null;
}

export const Component = DiscoverPage;
