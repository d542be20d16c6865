/** What the sign-in and sign-up forms say about a field before anything is sent. */
export const FIELD_MESSAGES = {
  emailMissing: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  passwordMissing: 'Enter your password.',
} as const;

/**
 * The e-mail field's check (spec 000 §5: required, e-mail type): the browser's own `type="email"` rule, read from
 * the input, so the page and the browser never disagree about what an address is.
 */
export function emailError(input: HTMLInputElement | null, value: string): string | null {
  if (value.trim() === '') return FIELD_MESSAGES.emailMissing;
  if (input?.validity.typeMismatch) return FIELD_MESSAGES.emailInvalid;
  return null;
}
