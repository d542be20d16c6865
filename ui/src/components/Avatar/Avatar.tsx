import * as styles from './Avatar.css.ts';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

/** The letter the avatar shows: the e-mail's first character upper-cased, or 'U' when there is no e-mail. */
export function avatarLetter(email: string | null | undefined): string {
  // Array.from splits by code point, so a leading emoji or astral letter stays whole.
  const first = Array.from(email?.trim() ?? '')[0];
  return first ? first.toUpperCase() : 'U';
}

export type AvatarProps = {
  /** The user's e-mail; the avatar shows its first letter (U without one). */
  email?: string | null;
  size?: AvatarSize;
};

/**
 * A circle with the user's initial. Decorative (hidden from assistive technology): the control or text next to
 * it names the user.
 */
export function Avatar({ email, size = 'md' }: AvatarProps) {
  return (
    <span className={`${styles.root} ${styles.size[size]}`} aria-hidden="true">
      {avatarLetter(email)}
    </span>
  );
}
