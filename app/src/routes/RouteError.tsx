import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ButtonLink } from '@storyloom/ui';
import * as styles from './RouteError.css.ts';

/** Shown when a route fails to load or render (for example a chunk that could not be fetched after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'The page could not be loaded. Check your connection and try again.';
  return (
    <main className={styles.page}>
      <title>Something went wrong · Storyloom</title>
      <div className={styles.panel}>
        <h1 className={styles.title}>Something went wrong</h1>
        <p className={styles.detail}>{detail}</p>
        <ButtonLink href="/">Back to the home page</ButtonLink>
      </div>
    </main>
  );
}
