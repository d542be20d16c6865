/**
 * Spec 000 §5, the sign-up password: at least 8 characters with an uppercase letter, a lowercase letter, a digit
 * and a special character. The app's one copy of the rule (the server checks it again, and the contract carries
 * it as the SignUpRequest pattern); the sign-up page imports it.
 */
export const passwordPolicy = {
  minLength: 8,
  message:
    'Password must be at least 8 characters and contain uppercase letter, lowercase letter, number, and special character.',
  isMet(password: string): boolean {
    return (
      password.length >= passwordPolicy.minLength &&
      /[a-z]/.test(password) &&
      /[A-Z]/.test(password) &&
      /[0-9]/.test(password) &&
      /[^A-Za-z0-9]/.test(password)
    );
  },
} as const;
