import { useEffect, useMemo } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink, Spinner } from '@storyloom/ui';
import { isChunkLoadError, mayReloadForNewBuild, reloadForNewBuild } from './newBuildReload.ts';
import * as styles from './RouteError.css.ts';

function sessionStore(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Shown when a route fails to load or render. A page whose code could not be fetched (an old build's chunk after a
 * deploy) reloads once to get the new build; only when that does not help does the error show.
 */
export function RouteError() {
  const error = useRouteError();
  const storage = useMemo(() => sessionStore(), []);
  const reloading = useMemo(
    () => isChunkLoadError(error) && storage !== null && mayReloadForNewBuild({ storage, now: Date.now }),
    [error, storage],
  );
  useEffect(() => {
    if (reloading && storage) reloadForNewBuild({ storage, now: Date.now, reload: () => window.location.reload() });
  }, [reloading, storage]);

  if (reloading) {
    return (
      <main className={styles.page}>
        <title>Loading · Storyloom</title>
        <div className={styles.panel} role="status">
          <Spinner label="Loading the latest version of Storyloom" />
        </div>
      </main>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'The page could not be loaded. Check your connection and try again.';
  return (
    <main className={styles.page}>
      <title>Something went wrong · Storyloom</title>
      <div className={styles.panel}>
        <h1 className={styles.title}>Something went wrong</h1>
        <p className={styles.detail}>{detail}</p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <ButtonLink href="/" variant="secondary">
            Back to the home page
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
