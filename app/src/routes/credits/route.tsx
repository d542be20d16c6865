import type { LoaderFunctionArgs } from 'react-router';
import { enterPricing } from '../pricing/pricingLoader.ts';
import { storesContext } from '../storesContext.ts';
import { CreditsPage } from './CreditsPage.tsx';

export function loader({ context }: LoaderFunctionArgs) {
  const stores = context.get(storesContext);
  // The balance may have changed in the tab that opened this one.
  void stores.credits.refresh();
  enterPricing(stores);
  return null;
}

export const Component = CreditsPage;
