import { CircleX } from 'lucide-react';
import { Suspense } from 'react';
import { Await, useLoaderData } from 'react-router';
import { ButtonLink, Spinner } from '@storyloom/ui';
import { SOCIAL_MESSAGES } from '../../stores/AuthStore.ts';
import * as styles from '../login/AuthLayout.css.ts';
import type { loader } from './route.tsx';

function Processing() {
  return (
    <>
      <Spinner size="lg" label="Completing sign-in…" />
      <header className={styles.header}>
        <h1 className={styles.title}>Signing you in…</h1>
        <p className={styles.lead}>Just a moment while we finish signing you in.</p>
      </header>
    </>
  );
}

function Failed({ message }: { message: string }) {
  return (
    <>
      <div className={`${styles.statusIcon} ${styles.statusIconTone.danger}`} aria-hidden="true">
        <CircleX className={styles.statusIconSvg} focusable="false" />
      </div>
      <div role="alert" className={styles.header}>
        <h1 className={styles.title}>Sign-in failed</h1>
        <p className={styles.lead}>{message}</p>
      </div>
      <div className={styles.actions}>
        <ButtonLink href="/login">Return to Login</ButtonLink>
      </div>
    </>
  );
}

/** Spec 000 §2: where a social sign-in comes back. Processing, then the app (the store moves on) or the error. */
export function AuthCallbackPage() {
  const { outcome } = useLoaderData<typeof loader>();
  return (
    <div className={styles.area}>
      <title>Signing In · Storyloom</title>
      <div className={styles.statusPanel}>
        <Suspense fallback={<Processing />}>
          <Await resolve={outcome} errorElement={<Failed message={SOCIAL_MESSAGES.failed} />}>
            {(result) => (result ? <Failed message={result.error} /> : <Processing />)}
          </Await>
        </Suspense>
      </div>
    </div>
  );
}
