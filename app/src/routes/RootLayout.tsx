import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useStores } from '../stores/StoresContext.tsx';
import * as styles from './RootLayout.css.ts';

const loadToasts = () => import('./Toasts.tsx');
const LazyToasts = lazy(async () => ({ default: (await loadToasts()).Toasts }));

/**
 * The toasts' code is not on the first page's critical path: it is fetched when the browser is idle after the first
 * render (so a toast raised later, even offline, shows at once), or by the first toast if that comes sooner. Each
 * toast is its own live element, so screen readers announce it the same either way.
 */
const DeferredToasts = observer(function DeferredToasts() {
  const { toasts } = useStores();
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
    idle(() => void loadToasts().catch(() => {}));
  }, []);
  if (toasts.toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <LazyToasts />
    </Suspense>
  );
});

/** Around every page: the skip link, the page's layout (public or app) and the toasts at the top right. */
export function RootLayout() {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Outlet />
      <DeferredToasts />
    </div>
  );
}
