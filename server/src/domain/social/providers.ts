import * as oidc from 'openid-client';
import type { GithubProviderConfig, OidcProviderConfig, SocialProviderConfig } from './config.ts';

/** Who the provider says signed in. */
export interface SocialProfile {
  /** The provider's stable id of the account. */
  subject: string;
  email: string | null;
  /** Only a provider-verified e-mail may be linked to an existing account or open a new one. */
  emailVerified: boolean;
}

export interface AuthorizationParams {
  redirectUri: string;
  state: string;
  codeVerifier: string;
  /** OpenID Connect only. */
  nonce: string | null;
}

/** One identity provider, as the sign-in flow uses it. */
export interface ProviderClient {
  readonly config: SocialProviderConfig;
  /** Whether the flow binds the ID token to a nonce (OpenID Connect). */
  readonly usesNonce: boolean;
  /** Where to send the browser: the provider's authorisation endpoint with state, PKCE S256 challenge and nonce. */
  authorizationUrl(params: AuthorizationParams): Promise<URL>;
  /** Validates the provider's answer (`currentUrl` is the redirect URI with its query), redeems the code, reads the profile. */
  complete(currentUrl: URL, params: AuthorizationParams): Promise<SocialProfile>;
}

/** Seconds an outbound call to a provider may take. */
const PROVIDER_TIMEOUT_SECONDS = 10;
/** Provider metadata is discovered once and reused for this long (keys are re-fetched by openid-client on rotation). */
const DISCOVERY_TTL_MS = 24 * 3600 * 1000;

/** Some providers (and older Cognito pools) send `email_verified` as a string. */
function isVerified(value: unknown): boolean {
  return value === true || value === 'true';
}

function oidcClient(config: OidcProviderConfig): ProviderClient {
  const auth =
    config.tokenAuthMethod === 'client_secret_post'
      ? oidc.ClientSecretPost(config.clientSecret)
      : oidc.ClientSecretBasic(config.clientSecret);
  let cached: { at: number; configuration: Promise<oidc.Configuration> } | undefined;

  function configuration(): Promise<oidc.Configuration> {
    if (!cached || Date.now() - cached.at > DISCOVERY_TTL_MS) {
      const configuration = oidc
        .discovery(config.issuer, config.clientId, config.clientSecret, auth, {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          execute: config.allowHttp ? [oidc.allowInsecureRequests] : [],
        })
        .then((discovered) => {
          discovered.timeout = PROVIDER_TIMEOUT_SECONDS;
          return discovered;
        });
      const entry = { at: Date.now(), configuration };
      cached = entry;
      // A failed discovery (provider down) is tried again on the next sign-in.
      configuration.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.configuration;
  }

  return {
    config,
    usesNonce: true,
    async authorizationUrl(params) {
      return oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: params.redirectUri,
        scope: config.scopes,
        state: params.state,
        ...(params.nonce ? { nonce: params.nonce } : {}),
        code_challenge: await oidc.calculatePKCECodeChallenge(params.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async complete(currentUrl, params) {
      const client = await configuration();
      const tokens = await oidc.authorizationCodeGrant(client, currentUrl, {
        pkceCodeVerifier: params.codeVerifier,
        expectedState: params.state,
        expectedNonce: params.nonce ?? undefined,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider returned no ID token');
      let email: unknown = claims.email;
      let verified: unknown = claims.email_verified;
      // Many providers (oidc-provider among them) put profile claims only in the userinfo answer.
      if ((typeof email !== 'string' || verified === undefined) && client.serverMetadata().userinfo_endpoint) {
        const info = await oidc.fetchUserInfo(client, tokens.access_token, claims.sub);
        if (typeof info.email === 'string') {
          email = info.email;
          verified = info.email_verified;
        }
      }
      return {
        subject: claims.sub,
        email: typeof email === 'string' ? email : null,
        emailVerified: typeof email === 'string' && isVerified(verified),
      };
    },
  };
}

interface GithubEmail {
  email?: unknown;
  primary?: unknown;
  verified?: unknown;
}

function githubClient(config: GithubProviderConfig): ProviderClient {
  const client = new oidc.Configuration(
    {
      issuer: config.webUrl,
      authorization_endpoint: `${config.webUrl}/login/oauth/authorize`,
      token_endpoint: `${config.webUrl}/login/oauth/access_token`,
    },
    config.clientId,
    config.clientSecret,
    oidc.ClientSecretPost(config.clientSecret),
  );
  client.timeout = PROVIDER_TIMEOUT_SECONDS;
  if (config.allowHttp) oidc.allowInsecureRequests(client);

  async function api(path: string, accessToken: string): Promise<unknown> {
    const res = await fetch(`${config.apiUrl}${path}`, {
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${accessToken}`,
        'user-agent': 'Storyloom',
        'x-github-api-version': '2022-11-28',
      },
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_SECONDS * 1000),
    });
    if (!res.ok) throw new Error(`GitHub API ${path} answered ${res.status}`);
    return res.json();
  }

  return {
    config,
    usesNonce: false,
    async authorizationUrl(params) {
      return oidc.buildAuthorizationUrl(client, {
        redirect_uri: params.redirectUri,
        scope: config.scopes,
        state: params.state,
        code_challenge: await oidc.calculatePKCECodeChallenge(params.codeVerifier),
        code_challenge_method: 'S256',
      });
    },
    async complete(currentUrl, params) {
      const tokens = await oidc.authorizationCodeGrant(client, currentUrl, {
        pkceCodeVerifier: params.codeVerifier,
        expectedState: params.state,
      });
      const user = (await api('/user', tokens.access_token)) as { id?: unknown };
      if (typeof user.id !== 'number' && typeof user.id !== 'string') throw new Error('GitHub returned a user without an id');
      // The e-mail list needs the user:email scope; without it the account simply has no usable e-mail.
      const emails = (await api('/user/emails', tokens.access_token).catch(() => [])) as GithubEmail[];
      const verified = Array.isArray(emails)
        ? emails.filter((e): e is GithubEmail & { email: string } => typeof e.email === 'string' && e.verified === true)
        : [];
      const chosen = verified.find((e) => e.primary === true) ?? verified[0];
      return { subject: String(user.id), email: chosen?.email ?? null, emailVerified: chosen !== undefined };
    },
  };
}

export function providerClient(config: SocialProviderConfig): ProviderClient {
  return config.kind === 'github' ? githubClient(config) : oidcClient(config);
}
