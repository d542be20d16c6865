import { redirect, type LoaderFunctionArgs } from 'react-router';
import { storesContext } from '../storesContext.ts';
import { CHECKOUT_CANCELLED_MESSAGE, enterPricing } from './pricingLoader.ts';
import { PricingPage } from './PricingPage.tsx';

export function loader({ request, context }: LoaderFunctionArgs) {
  const stores = context.get(storesContext);
  const url = new URL(request.url);
  // The payment provider's Cancel returns here with ?checkout=cancelled: say so once, then drop the parameter.
  if (url.searchParams.get('checkout') === 'cancelled') {
    stores.toasts.info(CHECKOUT_CANCELLED_MESSAGE);
    url.searchParams.delete('checkout');
    throw redirect(`${url.pathname}${url.search}`);
  }
  enterPricing(stores);
  return null;
}

export const Component = PricingPage;
