import type { LoaderFunctionArgs } from 'react-router';
import { storesContext } from '../storesContext.ts';
import { AuthCallbackPage } from './AuthCallbackPage.tsx';

export const Component = AuthCallbackPage;

/**
 * Trades the one-time code as the route is entered, once per visit: a loader is not run twice by StrictMode's
 * double effects, and the page shows the processing state while the promise is pending.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { auth } = context.get(storesContext);
  return { outcome: auth.completeSocialSignIn(new URL(request.url).searchParams) };
}

/** The code can be traded only once: never again for this page. */
export function shouldRevalidate() {
  return false;
}
