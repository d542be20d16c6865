import type { LoaderFunctionArgs } from 'react-router';
import { storesContext } from '../storesContext.ts';
import { PaymentPage } from './PaymentPage.tsx';

export const Component = PaymentPage;

/** Confirms the checkout session the payment provider returned with; the page shows processing meanwhile. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const payment = await context.get(storesContext).loadPaymentStore();
  void payment.confirm(new URL(request.url).searchParams.get('session_id'));
  return null;
}
