import type { LoaderFunctionArgs } from 'react-router';
import { storesContext } from '../storesContext.ts';
import { Stage1Page } from './Stage1Page.tsx';

export function loader({ context }: LoaderFunctionArgs) {
  // Loaded once per visit; the pickers show placeholders until the lists arrive.
  const { catalogue, credits } = context.get(storesContext);
  void catalogue.load();
  void credits.loadCosts();
  return null;
}

export const Component = Stage1Page;
