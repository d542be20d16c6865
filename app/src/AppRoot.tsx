import { RouterProvider, type createBrowserRouter } from 'react-router';
import { LinkProvider } from '@storyloom/ui';
import { RouterLink } from './routes/RouterLink.tsx';
import type { RootStore } from './stores/RootStore.ts';
import { StoresProvider } from './stores/StoresContext.tsx';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app: the stores for every component, router links for the design system's links, and the routes. */
export function AppRoot({ stores, router }: { stores: RootStore; router: AppRouter }) {
  return (
    <StoresProvider stores={stores}>
      <LinkProvider component={RouterLink}>
        <RouterProvider router={router} />
      </LinkProvider>
    </StoresProvider>
  );
}
