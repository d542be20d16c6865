import type { LoaderFunctionArgs } from 'react-router';
import { storesContext } from '../storesContext.ts';
import { BillingHistoryPage } from './BillingHistoryPage.tsx';

export function loader({ context }: LoaderFunctionArgs) {
  const { billing, credits } = context.get(storesContext);
  void billing.load();
  // Fresh totals for the overview; a failure here is only logged (spec 000 §8).
  void credits.refresh({ quiet: true });
  return null;
}

export const Component = BillingHistoryPage;
