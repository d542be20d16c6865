import type { LoaderFunctionArgs } from 'react-router';
import { storesContext } from '../storesContext.ts';
import { enterPricing } from './pricingLoader.ts';
import { PricingPage } from './PricingPage.tsx';

export function loader({ context }: LoaderFunctionArgs) {
  enterPricing(context.get(storesContext));
  return null;
}

export const Component = PricingPage;
