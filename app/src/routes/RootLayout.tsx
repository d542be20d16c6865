import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
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

/**
 * After a move to another page (not on the first load, nor when only the query or hash changes): focus goes to the
 * new page's main heading, so keyboard users start at the top and screen readers announce where they are; without a
 * heading yet, to the main landmark. Scrolling is ScrollRestoration's: a new page opens at the top, back and forward
 * restore the position.
 */
function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = document.getElementById('main');
    const target = main?.querySelector<HTMLElement>('h1') ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
}

/** Around every page: the skip link, the page's layout (public or app) and the toasts at the top right. */
export function RootLayout() {
  useFocusOnNavigation();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Outlet />
      <DeferredToasts />
      <ScrollRestoration />
    </div>
  );
}
