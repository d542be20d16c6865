import { redirect, type RouteObject } from 'react-router';
import { PageLoading } from './PageLoading.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: () => import('./landing/route.tsx') },
      // Any other path goes to the landing page.
      { path: '*', loader: () => redirect('/') },
    ],
  },
];
