import { redirect, type MiddlewareFunction } from 'react-router';
import { storesContext } from './storesContext.ts';

/** The query parameter of /login that names the page to return to after signing in. */
export const RETURN_TO_PARAM = 'from';

/** A path on this site ('/…', not '//…'): the only places a sign-in may return to. */
export function isSitePath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');
}

/** Pages a sign-in never returns to: the sign-in pages themselves and the social sign-in's callback. */
const NO_RETURN = /^\/(login|signup|auth\/callback)(?=[/?#]|$)/;

/** Where a signed-in user goes from /login or /signup: the remembered page of this site, else /app. */
export function returnPath(search: URLSearchParams): string {
  const from = search.get(RETURN_TO_PARAM);
  return isSitePath(from) && !NO_RETURN.test(from) ? from : '/app';
}

/**
 * The `/app` layout's guard: waits for the session check (the route's HydrateFallback spinner shows meanwhile),
 * then sends a signed-out visitor to /login, remembering where they were going.
 */
export const requireSignedIn: MiddlewareFunction = async ({ request, context }) => {
  const { auth } = context.get(storesContext);
  await auth.whenChecked();
  if (auth.isAuthenticated) return;
  const url = new URL(request.url);
  throw redirect(`/login?${new URLSearchParams({ [RETURN_TO_PARAM]: `${url.pathname}${url.search}` })}`);
};

/**
 * The `/app` layout's stores: the signed-in pages' stores come from a chunk of their own (issue #11), created before
 * those pages' loaders and components run. It runs before the guard, so the chunk loads while the session check
 * does, and the router loads the pages' lazy modules meanwhile.
 */
export const loadSignedInStores: MiddlewareFunction = async ({ context }) => {
  await context.get(storesContext).loadSignedInStores();
};

/** A page open to everyone that shows the app's header to a signed-in user: their stores, once the check is over. */
export const loadSignedInStoresWhenSignedIn: MiddlewareFunction = async ({ context }) => {
  const stores = context.get(storesContext);
  await stores.auth.whenChecked();
  if (stores.auth.isAuthenticated) await stores.loadSignedInStores();
};

/** /login and /signup: a user who is already signed in goes on to the app (or the page they were sent from). */
export const redirectSignedIn: MiddlewareFunction = async ({ request, context }) => {
  const { auth } = context.get(storesContext);
  await auth.whenChecked();
  if (auth.isAuthenticated) throw redirect(returnPath(new URL(request.url).searchParams));
};
