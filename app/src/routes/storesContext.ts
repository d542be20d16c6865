import { createContext, RouterContextProvider } from 'react-router';
import type { RootStore } from '../stores/RootStore.ts';

/** The root store, handed to route middleware and loaders through the router's context. */
export const storesContext = createContext<RootStore>();

/** The router context for a root store: `createBrowserRouter(routes, { getContext: () => routerContext(stores) })`. */
export function routerContext(stores: RootStore): RouterContextProvider {
  return new RouterContextProvider(new Map([[storesContext, stores]]));
}
