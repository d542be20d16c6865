/** Identity providers for social sign-in, read from the environment. Filled in by the social sign-in work. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface SocialConfig {}

export function loadSocialConfig(_env: NodeJS.ProcessEnv): SocialConfig {
  return {};
}
