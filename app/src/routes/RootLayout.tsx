import { observer } from 'mobx-react-lite';
import { Outlet } from 'react-router';
import { ToastRegion } from '@storyloom/ui';
import { useStores } from '../stores/StoresContext.tsx';
import * as styles from './RootLayout.css.ts';

const Toasts = observer(function Toasts() {
  const { toasts } = useStores();
  // A copy: the region is not an observer, so it must not be the one reading the observable array.
  return <ToastRegion toasts={toasts.toasts.slice()} onDismiss={toasts.dismiss} />;
});

/** Around every page: the skip link, the page's layout (public or app) and the toasts at the top right. */
export function RootLayout() {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        Skip to content
      </a>
      <Outlet />
      <Toasts />
    </div>
  );
}
