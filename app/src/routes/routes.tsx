import { redirect, type RouteObject } from 'react-router';
import { AuthChecking } from './shell/AuthChecking.tsx';
import { PublicLayout } from './shell/PublicLayout.tsx';
import { loadSignedInStores, loadSignedInStoresWhenSignedIn, redirectSignedIn, requireSignedIn } from './guards.ts';
import { PageLoading } from './PageLoading.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { stageLoader } from './stage/stageRoute.ts';

/**
 * Every route of the spec's table (000 §2). Each page is a `lazy` module, so it is its own chunk; the guards and
 * loaders are here so they run before any page code loads. The signed-in layouts (app shell, stage layout) are lazy
 * too: the landing page, the first page most visitors load, needs neither (issue #11, front-end bench).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, lazy: () => import('./landing/route.tsx') },
          {
            middleware: [redirectSignedIn],
            HydrateFallback: AuthChecking,
            children: [
              { path: 'login', lazy: () => import('./login/route.tsx') },
              { path: 'signup', lazy: () => import('./signup/route.tsx') },
            ],
          },
          { path: 'auth/callback', lazy: () => import('./authCallback/route.tsx') },
        ],
      },
      {
        // No login guard: the payment provider returns here, signed in or not (with the app's header when signed in).
        path: 'payment-success',
        lazy: async () => ({ Component: (await import('./payment/PaymentLayout.tsx')).PaymentLayout }),
        middleware: [loadSignedInStoresWhenSignedIn],
        HydrateFallback: AuthChecking,
        children: [{ index: true, lazy: () => import('./payment/route.tsx') }],
      },
      {
        path: 'app',
        lazy: async () => ({ Component: (await import('./shell/AppLayout.tsx')).AppLayout }),
        middleware: [loadSignedInStores, requireSignedIn],
        HydrateFallback: AuthChecking,
        children: [
          { index: true, lazy: () => import('./home/route.tsx') },
          { path: 'gallery', lazy: () => import('./gallery/route.tsx') },
          { path: 'pricing', lazy: () => import('./pricing/route.tsx') },
          { path: 'credits', lazy: () => import('./credits/route.tsx') },
          { path: 'billing-history', lazy: () => import('./billing/route.tsx') },
          { path: 'discover', lazy: () => import('./discover/route.tsx') },
          {
            path: 'stage',
            lazy: async () => ({ Component: (await import('./stage/StageLayout.tsx')).StageLayout }),
            loader: stageLoader,
            // Every stage page checks again: a later stage may have become reachable or not.
            shouldRevalidate: () => true,
            children: [
              { index: true, loader: () => redirect('/app/stage/1') },
              { path: '1', lazy: () => import('./stage1/route.tsx') },
              { path: '2', lazy: () => import('./stage2/route.tsx') },
              { path: '3', lazy: () => import('./stage3/route.tsx') },
            ],
          },
          { path: '*', loader: () => redirect('/') },
        ],
      },
      // Any other path goes to the landing page.
      { path: '*', loader: () => redirect('/') },
    ],
  },
];
