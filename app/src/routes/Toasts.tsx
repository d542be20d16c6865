import { observer } from 'mobx-react-lite';
import { ToastRegion } from '@storyloom/ui';
import { useStores } from '../stores/StoresContext.tsx';

/** The toasts at the top right: a chunk of its own, fetched once the first page is up (issue #11). */
export const Toasts = observer(function Toasts() {
  const { toasts } = useStores();
  // A copy: the region is not an observer, so it must not be the one reading the observable array.
  return <ToastRegion toasts={toasts.toasts.slice()} onDismiss={toasts.dismiss} />;
});
