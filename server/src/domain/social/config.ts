import { ConfigError } from '../../config.ts';

/** How the server authenticates to a provider's token endpoint. */
export type TokenAuthMethod = 'client_secret_basic' | 'client_secret_post';

interface ProviderBase {
  /** The `{provider}` path segment: `/api/auth/<key>`, also the provider's redirect URI. */
  key: string;
  /** Shown in messages: "Sign-in with <name> …". */
  name: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** Plain-http endpoints, allowed only on loopback hosts (local test providers). */
  allowHttp: boolean;
}

/** An OpenID Connect provider found by discovery (Google, or the generic issuer). */
export interface OidcProviderConfig extends ProviderBase {
  kind: 'oidc';
  issuer: URL;
  tokenAuthMethod: TokenAuthMethod;
}

/** GitHub (or GitHub Enterprise Server): plain OAuth 2, no discovery and no ID token. */
export interface GithubProviderConfig extends ProviderBase {
  kind: 'github';
  /** Where /login/oauth/authorize and /login/oauth/access_token live. */
  webUrl: string;
  /** Where /user and /user/emails live. */
  apiUrl: string;
}

export type SocialProviderConfig = OidcProviderConfig | GithubProviderConfig;

/** Identity providers for social sign-in, read from the environment. */
export interface SocialConfig {
  /** Configured providers by key; a provider missing here answers 404. */
  providers: Record<string, SocialProviderConfig>;
}

/** Providers the server knows by name: asking for one that is not configured says so, rather than "unknown". */
export const WELL_KNOWN_PROVIDERS: Record<string, string> = { google: 'Google', github: 'GitHub' };

/** Path segments under /auth that are other operations; a provider key must not shadow them. */
const RESERVED_KEYS = new Set(['signup', 'signin', 'signout', 'user', 'refresh', 'exchange', 'callback', 'providers']);
const KEY_PATTERN = /^[a-z0-9_-]{1,32}$/;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** An https URL, or plain http on a loopback host. Returns the URL and whether it is plain http. */
function endpointUrl(name: string, raw: string): { url: URL; insecure: boolean } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL, got "${raw}"`);
  }
  if (url.protocol === 'https:') return { url, insecure: false };
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return { url, insecure: true };
  throw new ConfigError(
    `${name} must be an https:// URL (plain http is allowed only on 127.0.0.1, localhost or ::1), got "${raw}"`,
  );
}

/** Both or neither of a client id and secret. */
function clientCredentials(label: string, idVar: string, secretVar: string, env: NodeJS.ProcessEnv) {
  const clientId = env[idVar]?.trim() || undefined;
  const clientSecret = env[secretVar]?.trim() || undefined;
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    const missing = clientId ? secretVar : idVar;
    throw new ConfigError(
      `${label} sign-in is half configured: ${idVar} and ${secretVar} must be set together (${missing} is missing)`,
    );
  }
  return { clientId, clientSecret };
}

function loadGoogle(env: NodeJS.ProcessEnv): OidcProviderConfig | undefined {
  const credentials = clientCredentials('Google', 'GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', env);
  if (!credentials) return undefined;
  return {
    kind: 'oidc',
    key: 'google',
    name: 'Google',
    ...credentials,
    issuer: new URL('https://accounts.google.com'),
    scopes: 'openid email profile',
    tokenAuthMethod: 'client_secret_post',
    allowHttp: false,
  };
}

function loadGithub(env: NodeJS.ProcessEnv): GithubProviderConfig | undefined {
  const credentials = clientCredentials('GitHub', 'GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', env);
  if (!credentials) return undefined;
  const web = endpointUrl('GITHUB_URL', env.GITHUB_URL || 'https://github.com');
  const api = endpointUrl('GITHUB_API_URL', env.GITHUB_API_URL || 'https://api.github.com');
  return {
    kind: 'github',
    key: 'github',
    name: 'GitHub',
    ...credentials,
    webUrl: web.url.href.replace(/\/+$/, ''),
    apiUrl: api.url.href.replace(/\/+$/, ''),
    scopes: 'read:user user:email',
    allowHttp: web.insecure || api.insecure,
  };
}

function loadGenericOidc(env: NodeJS.ProcessEnv): OidcProviderConfig | undefined {
  const issuerRaw = env.OIDC_ISSUER?.trim() || undefined;
  const credentials = clientCredentials('OpenID Connect', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', env);
  const extras = ['OIDC_PROVIDER_KEY', 'OIDC_PROVIDER_NAME', 'OIDC_SCOPES', 'OIDC_TOKEN_AUTH_METHOD'].filter((v) => env[v]);
  if (!issuerRaw) {
    if (credentials || extras.length > 0) {
      const set = [...(credentials ? ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] : []), ...extras].join(', ');
      throw new ConfigError(`OpenID Connect sign-in is half configured: ${set} set without OIDC_ISSUER`);
    }
    return undefined;
  }
  if (!credentials) {
    throw new ConfigError('OpenID Connect sign-in is half configured: OIDC_ISSUER needs OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
  }
  const issuer = endpointUrl('OIDC_ISSUER', issuerRaw);
  const key = env.OIDC_PROVIDER_KEY?.trim() || 'oidc';
  if (!KEY_PATTERN.test(key)) {
    throw new ConfigError(`OIDC_PROVIDER_KEY must be 1 to 32 of a-z, 0-9, _ and -, got "${key}"`);
  }
  if (RESERVED_KEYS.has(key)) throw new ConfigError(`OIDC_PROVIDER_KEY "${key}" is taken by another /auth/${key} operation`);
  const scopes = (env.OIDC_SCOPES?.trim() || 'openid email profile').split(/\s+/);
  if (!scopes.includes('openid')) throw new ConfigError(`OIDC_SCOPES must include "openid", got "${env.OIDC_SCOPES}"`);
  const method = env.OIDC_TOKEN_AUTH_METHOD?.trim() || 'client_secret_basic';
  if (method !== 'client_secret_basic' && method !== 'client_secret_post') {
    throw new ConfigError(`OIDC_TOKEN_AUTH_METHOD must be client_secret_basic or client_secret_post, got "${method}"`);
  }
  return {
    kind: 'oidc',
    key,
    name: env.OIDC_PROVIDER_NAME?.trim() || WELL_KNOWN_PROVIDERS[key] || 'single sign-on',
    ...credentials,
    issuer: issuer.url,
    scopes: scopes.join(' '),
    tokenAuthMethod: method,
    allowHttp: issuer.insecure,
  };
}

export function loadSocialConfig(env: NodeJS.ProcessEnv): SocialConfig {
  const providers: Record<string, SocialProviderConfig> = {};
  for (const provider of [loadGoogle(env), loadGithub(env), loadGenericOidc(env)]) {
    if (!provider) continue;
    if (providers[provider.key]) {
      throw new ConfigError(
        `OIDC_PROVIDER_KEY "${provider.key}" clashes with the built-in ${providers[provider.key]!.name} sign-in; choose another key`,
      );
    }
    providers[provider.key] = provider;
  }
  return { providers };
}
