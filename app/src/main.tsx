import '@storyloom/ui/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from './AppRoot.tsx';
import { routes } from './routes/routes.tsx';
import { routerContext } from './routes/storesContext.ts';
import { MemoryStorage } from './stores/MemoryStorage.ts';
import { RootStore } from './stores/RootStore.ts';
import { syncColorModeClass } from './theme/syncColorModeClass.ts';

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | MemoryStorage {
  try {
    return window[kind];
  } catch {
    // Reading the storage throws when the browser blocks site data.
    return new MemoryStorage();
  }
}

const stores = new RootStore({
  storage: browserStorage('localStorage'),
  sessionStorage: browserStorage('sessionStorage'),
  matchMedia: (query) => window.matchMedia(query),
  // The router is made below; the stores only move the app after it exists.
  location: {
    pathname: () => router.state.location.pathname,
    search: () => router.state.location.search,
    navigate: (path) => void router.navigate(path),
  },
});
// Before the first render, so the page never paints in the wrong colour mode.
syncColorModeClass(stores.theme, document.documentElement);
void stores.auth.init();
// Opened on a signed-in page: its stores' chunk loads now, beside the route's own chunks, not after them (the /app
// middleware awaits the same load). The landing and the other public pages never fetch it.
if (window.location.pathname.startsWith('/app')) void stores.loadSignedInStores().catch(() => {});

const router = createBrowserRouter(routes, { getContext: () => routerContext(stores) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppRoot stores={stores} router={router} />
  </StrictMode>,
);
