import { observer } from 'mobx-react-lite';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, bodyText, MESSAGES } from '@storyloom/api-client';
import { Button, TextField, TextLink } from '@storyloom/ui';
import { useStores } from '../../stores/StoresContext.tsx';
import { RETURN_TO_PARAM, returnPath } from '../guards.ts';
import * as styles from './AuthLayout.css.ts';
import { emailError, FIELD_MESSAGES } from './fieldChecks.ts';
import { FormAlert } from './FormAlert.tsx';
import { PasswordField } from './PasswordField.tsx';
import { SocialSignIn } from './SocialSignIn.tsx';

/** Spec 000 §5: the sign-in password has at least 6 characters. */
export const SIGN_IN_PASSWORD_MIN_LENGTH = 6;
export const SIGN_IN_MESSAGES = {
  passwordTooShort: `Password must be at least ${SIGN_IN_PASSWORD_MIN_LENGTH} characters.`,
  /** A refused sign-in whose answer says nothing. */
  refused: 'Incorrect e-mail or password.',
} as const;

/**
 * A refused sign-in is a 401 about the e-mail and password, not an expired session: the server's own words, not
 * the catalogue's 'session has expired'. Every other failure reads as the catalogue says.
 */
export function signInErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return MESSAGES.fallback;
  if (error.status === 401) return bodyText(error.body) ?? SIGN_IN_MESSAGES.refused;
  return error.message;
}

type FieldErrors = { email?: string | null; password?: string | null };

export const LoginPage = observer(function LoginPage() {
  const { auth } = useStores();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Set at once (state waits for a render): a second Enter in the same tick must not send the form again.
  const inFlight = useRef(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  // The page the guard sent the user from, for the social providers too (else they land on the gallery).
  const rememberedPage = searchParams.has(RETURN_TO_PARAM) ? returnPath(searchParams) : undefined;
  // Sign up instead: the remembered page goes along.
  const signUpHref = rememberedPage ? `/signup?${new URLSearchParams({ [RETURN_TO_PARAM]: rememberedPage })}` : '/signup';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found: FieldErrors = {
      email: emailError(emailInput.current, email),
      password:
        password === ''
          ? FIELD_MESSAGES.passwordMissing
          : password.length < SIGN_IN_PASSWORD_MIN_LENGTH
            ? SIGN_IN_MESSAGES.passwordTooShort
            : null,
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
      await auth.signIn(email.trim(), password);
      void navigate(returnPath(searchParams), { replace: true });
    } catch (error) {
      setServerError(signInErrorMessage(error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.area}>
      <title>Sign In · Storyloom</title>
      <div className={styles.panel}>
        <header className={styles.header}>
          <h1 className={styles.title}>Welcome back</h1>
          <p className={styles.lead}>Sign in to pick up your stories where you left off.</p>
        </header>
        <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label="Sign in">
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
            autoComplete="current-password"
            required
            minLength={SIGN_IN_PASSWORD_MIN_LENGTH}
            value={password}
            error={errors.password}
            onChange={(value) => {
              setPassword(value);
              setErrors((current) => ({ ...current, password: null }));
            }}
          />
          <FormAlert message={serverError} />
          <Button type="submit" size="lg" fullWidth loading={submitting}>
            Sign In
          </Button>
        </form>
        <SocialSignIn returnTo={rememberedPage} />
        <div className={styles.links}>
          <p>
            Don’t have an account? <TextLink href={signUpHref}>Sign up</TextLink>
          </p>
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
