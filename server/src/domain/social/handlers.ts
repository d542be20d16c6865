import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import type { Handlers, JsonBody, Ok, PathOf, QueryOf } from '../../http/types.ts';
import { publicUser } from '../auth/handlers.ts';
import { consumeAttempt, type Limit } from '../limits/rateLimiter.ts';
import { WELL_KNOWN_PROVIDERS } from './config.ts';
import { providerClient, type ProviderClient } from './providers.ts';
import {
  issueSignInCode,
  linkOrCreateUser,
  purgeExpired,
  redeemSignInCode,
  savePendingAuthorization,
  takePendingAuthorization,
} from './store.ts';

export const DEFAULT_REDIRECT = '/app/gallery';
const INVALID_CODE = 'Sign-in link is invalid or has expired. Please sign in again.';

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

/** An app path to land on after sign-in; anything that could leave the site falls back to the gallery. */
export function safeRedirectPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2048) return DEFAULT_REDIRECT;
  // "//host" and "/\host" are other sites to a browser; control characters and backslashes have no place in an app path.
  if (
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.includes('\\') ||
    value.replace(CONTROL_CHARACTERS, '') !== value
  ) {
    return DEFAULT_REDIRECT;
  }
  return value;
}

/** Text from the provider, made safe to pass on: no control characters, bounded length. */
function clip(value: string, max: number): string {
  return value.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, max);
}

export function socialHandlers(ctx: AppContext): Handlers {
  const { perIp, windowSeconds } = ctx.config.authRateLimit;
  const ipLimit = (action: string, request: FastifyRequest): Limit => ({
    key: `${action}:ip:${request.ip}`,
    max: perIp,
    windowSeconds,
  });
  const clients = new Map<string, ProviderClient>(
    Object.values(ctx.config.social.providers).map((p) => [p.key, providerClient(p)]),
  );
  const redirectUri = (key: string) => `${ctx.config.publicUrl}/api/auth/${key}`;

  function clientFor(key: string): ProviderClient {
    const client = clients.get(key);
    if (client) return client;
    const known = WELL_KNOWN_PROVIDERS[key];
    if (known) throw new HttpError(404, `Sign-in with ${known} is not configured on this server`);
    throw new HttpError(404, `Unknown sign-in provider "${key}"`);
  }

  /** Back to the app's callback page, which shows `error_description` or exchanges `code`. */
  function toApp(reply: FastifyReply, params: Record<string, string>) {
    const url = `${ctx.config.publicUrl}/auth/callback?${new URLSearchParams(params)}`;
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  }

  async function start(request: FastifyRequest, reply: FastifyReply, client: ProviderClient, redirectTo: unknown) {
    const { key, name } = client.config;
    await consumeAttempt(ctx, [ipLimit('social', request)]);
    await purgeExpired(ctx);
    const state = oidc.randomState();
    const params = {
      redirectUri: redirectUri(key),
      state,
      codeVerifier: oidc.randomPKCECodeVerifier(),
      nonce: client.usesNonce ? oidc.randomNonce() : null,
    };
    let url: URL;
    try {
      url = await client.authorizationUrl(params);
    } catch (error) {
      request.log.error({ err: error, provider: key }, 'social sign-in: provider unreachable');
      return toApp(reply, {
        error: 'temporarily_unavailable',
        error_description: `Sign-in with ${name} is unavailable right now. Please try again later.`,
      });
    }
    await savePendingAuthorization(ctx, state, {
      provider: key,
      codeVerifier: params.codeVerifier,
      nonce: params.nonce,
      redirectTo: safeRedirectPath(redirectTo),
    });
    return reply.header('cache-control', 'no-store').redirect(url.href, 302);
  }

  async function callback(request: FastifyRequest, reply: FastifyReply, client: ProviderClient) {
    const { key, name } = client.config;
    const query = request.query as QueryOf<'startSocialSignIn'>;
    const pending = query.state ? await takePendingAuthorization(ctx, key, query.state) : undefined;
    // Without the state this browser was given, nothing here is trusted: not even an error text to display.
    if (!pending || !query.state) {
      return toApp(reply, {
        error: 'invalid_state',
        error_description: `This sign-in with ${name} has expired or was already used. Please start again.`,
      });
    }
    if (query.error !== undefined) {
      return toApp(reply, {
        error: clip(query.error, 64) || 'access_denied',
        error_description: clip(query.error_description ?? '', 500) || `Sign-in with ${name} was not completed.`,
      });
    }
    // The provider's answer, as it arrived at the registered redirect URI (openid-client checks state and `iss` in it).
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const currentUrl = new URL(`${redirectUri(key)}${search}`);
    let profile;
    try {
      profile = await client.complete(currentUrl, {
        redirectUri: redirectUri(key),
        state: query.state,
        codeVerifier: pending.codeVerifier,
        nonce: pending.nonce,
      });
    } catch (error) {
      request.log.warn({ err: error, provider: key }, 'social sign-in: code exchange failed');
      return toApp(reply, {
        error: 'server_error',
        error_description: `Sign-in with ${name} could not be completed. Please try again.`,
      });
    }
    const outcome = await linkOrCreateUser(ctx, client.config, profile);
    if ('error' in outcome) return toApp(reply, { error: outcome.error, error_description: outcome.description });
    const code = await issueSignInCode(ctx, outcome.userId, key);
    return toApp(reply, { code, redirect_to: pending.redirectTo });
  }

  return {
    async startSocialSignIn(request, reply) {
      const { provider } = request.params as PathOf<'startSocialSignIn'>;
      const query = request.query as QueryOf<'startSocialSignIn'>;
      const client = clientFor(provider);
      if (query.code === undefined && query.error === undefined) return start(request, reply, client, query.redirect_to);
      return callback(request, reply, client);
    },

    async listSocialProviders(): Promise<Ok<'listSocialProviders'>> {
      return {
        success: true,
        providers: Object.values(ctx.config.social.providers).map((p) => ({ key: p.key, name: p.name })),
      };
    },

    async exchangeSocialCode(request): Promise<Ok<'exchangeSocialCode'>> {
      const body = request.body as JsonBody<'exchangeSocialCode'>;
      await consumeAttempt(ctx, [ipLimit('exchange', request)]);
      const redeemed = await redeemSignInCode(ctx, body.code);
      if (!redeemed) throw new HttpError(401, INVALID_CODE);
      return { success: true, session: redeemed.session, user: await publicUser(ctx, redeemed.user.id) };
    },
  };
}
