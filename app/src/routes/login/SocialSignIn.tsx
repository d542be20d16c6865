import { KeyRound } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Button } from '@storyloom/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import * as styles from './AuthLayout.css.ts';

export type SocialSignInProps = {
  /** The page to land on after signing in (the sign-in page's remembered page); the gallery when left out. */
  returnTo?: string | undefined;
};

/**
 * One button per social sign-in provider the server has configured (GET /auth/providers); nothing when it has
 * none. A click hands over to the provider (the auth store waits 100 ms, then the browser leaves).
 */
export const SocialSignIn = observer(function SocialSignIn({ returnTo }: SocialSignInProps) {
  const { auth, socialProviders } = useStores();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  if (socialProviders.providers.length === 0) return null;
  return (
    <div className={styles.form}>
      <p id="social-sign-in" className={styles.divider}>
        or continue with
      </p>
      <ul className={styles.socialList} aria-labelledby="social-sign-in">
        {socialProviders.providers.map((provider) => (
          <li key={provider.key}>
            <Button
              variant="secondary"
              fullWidth
              icon={<KeyRound />}
              loading={leavingFor === provider.key}
              disabled={leavingFor !== null && leavingFor !== provider.key}
              onClick={() => {
                setLeavingFor(provider.key);
                auth.startSocialSignIn(provider.key, returnTo);
              }}
            >
              {`Continue with ${provider.name}`}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
});
