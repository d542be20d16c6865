import { MailCheck } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, MESSAGES } from '@storyloom/api-client';
import { Button, TextField, TextLink } from '@storyloom/ui';
import { SIGN_UP_REDIRECT_MS, type SignUpOutcome } from '../../stores/AuthStore.ts';
import { useStores } from '../../stores/StoresContext.tsx';
import { RETURN_TO_PARAM, returnPath } from '../guards.ts';
import * as styles from '../login/AuthLayout.css.ts';
import { emailError } from '../login/fieldChecks.ts';
import { FormAlert } from '../login/FormAlert.tsx';
import { PasswordField } from '../login/PasswordField.tsx';
import { SocialSignIn } from '../login/SocialSignIn.tsx';
import { passwordPolicy } from './passwordPolicy.ts';

type FieldErrors = { email?: string | null; password?: string | null };
type Confirmation = Exclude<SignUpOutcome, { status: 'signedIn' }>;

/** After sign-up without a session: the server's message, and for a created account the move on to sign in. */
function ConfirmationNotice({ outcome, signInHref }: { outcome: Confirmation; signInHref: string }) {
  const notice = useRef<HTMLDivElement>(null);
  // The form (and its focused button) is gone: the message takes the focus, so it is read next.
  useEffect(() => notice.current?.focus(), []);
  return (
    <div className={styles.form}>
      <div ref={notice} role="status" tabIndex={-1} className={`${styles.header} ${styles.notice}`}>
        <div className={`${styles.statusIcon} ${styles.statusIconTone.success}`} aria-hidden="true">
          <MailCheck className={styles.statusIconSvg} focusable="false" />
        </div>
        <p>{outcome.message}</p>
        {outcome.status === 'created' ? <p className={styles.lead}>Taking you to sign in…</p> : null}
      </div>
      <p className={styles.links}>
        <TextLink href={signInHref}>{outcome.status === 'created' ? 'Go to Sign In now' : 'Go to Sign In'}</TextLink>
      </p>
    </div>
  );
}

export const SignupPage = observer(function SignupPage() {
  const { auth, clock } = useStores();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The page the user was sent from (through /login's Sign up link): where a new account lands, and the way back.
  const rememberedPage = searchParams.has(RETURN_TO_PARAM) ? returnPath(searchParams) : undefined;
  const signInHref = rememberedPage ? `/login?${new URLSearchParams({ [RETURN_TO_PARAM]: rememberedPage })}` : '/login';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const inFlight = useRef(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);

  // Spec 000 §4: an account created without a session moves on to sign in after 2 s (not if the user left first).
  useEffect(() => {
    if (confirmation?.status !== 'created') return;
    const timer = clock.setTimeout(() => void navigate(signInHref), SIGN_UP_REDIRECT_MS);
    return () => clock.clearTimeout(timer);
  }, [confirmation, clock, navigate, signInHref]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found: FieldErrors = {
      email: emailError(emailInput.current, email),
      password: passwordPolicy.isMet(password) ? null : passwordPolicy.message,
    };
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailInput : passwordInput).current?.focus();
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setServerError(null);
    try {
      const outcome = await auth.signUp(email.trim(), password);
      if (outcome.status === 'signedIn') void navigate(returnPath(searchParams), { replace: true });
      else setConfirmation(outcome);
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : MESSAGES.fallback);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.area}>
      <title>Sign Up · Storyloom</title>
      <div className={styles.panel}>
        <header className={styles.header}>
          <h1 className={styles.title}>Create your account</h1>
          <p className={styles.lead}>Make your first illustrated, narrated story video in minutes.</p>
        </header>
        {confirmation ? (
          <ConfirmationNotice outcome={confirmation} signInHref={signInHref} />
        ) : (
          <>
            <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label="Sign up">
              <TextField
                ref={emailInput}
                label="E-mail"
                name="email"
                type="email"
                autoComplete="email"
                required
                value={email}
                error={errors.email}
                onChange={(value) => {
                  setEmail(value);
                  setErrors((current) => ({ ...current, email: null }));
                }}
              />
              <PasswordField
                ref={passwordInput}
                label="Password"
                name="password"
                autoComplete="new-password"
                required
                minLength={passwordPolicy.minLength}
                value={password}
                // The rule as a hint until a submission breaks it; then the same words as the error.
                hint={errors.password ? undefined : passwordPolicy.message}
                error={errors.password}
                onChange={(value) => {
                  setPassword(value);
                  setErrors((current) => ({ ...current, password: null }));
                }}
              />
              <FormAlert message={serverError} />
              <Button type="submit" size="lg" fullWidth loading={submitting}>
                Create Account
              </Button>
            </form>
            <SocialSignIn returnTo={rememberedPage} />
          </>
        )}
        <div className={styles.links}>
          {confirmation ? null : (
            <p>
              Already have an account? <TextLink href={signInHref}>Sign in</TextLink>
            </p>
          )}
          <p>
            <TextLink href="/" tone="muted">
              Back to the home page
            </TextLink>
          </p>
        </div>
      </div>
    </div>
  );
});
