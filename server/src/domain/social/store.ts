import crypto from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Tables } from '../../db/index.ts';
import { createUserWithBonus, normaliseEmail } from '../auth/handlers.ts';
import { startSession, type AccountRow, type AuthTokens } from '../auth/sessions.ts';
import type { SocialProfile } from './providers.ts';

/** How long the browser may take at the provider. */
export const AUTH_REQUEST_TTL_MS = 10 * 60 * 1000;
/** How long the app has to exchange the one-time code. */
export const SIGN_IN_CODE_TTL_MS = 60 * 1000;

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

export interface PendingAuthorization {
  provider: string;
  codeVerifier: string;
  nonce: string | null;
  redirectTo: string;
}

/** Remembers an authorisation sent to the provider; the state itself is kept only as a hash. */
export async function savePendingAuthorization(ctx: AppContext, state: string, pending: PendingAuthorization): Promise<void> {
  const now = ctx.clock.now();
  await ctx.database.db
    .insertInto('social_auth_requests')
    .values({
      state_hash: sha256(state),
      provider: pending.provider,
      code_verifier: pending.codeVerifier,
      nonce: pending.nonce,
      redirect_to: pending.redirectTo,
      created_at: now,
      expires_at: new Date(now.getTime() + AUTH_REQUEST_TTL_MS),
    })
    .execute();
}

/**
 * Spends a state: the row is deleted whatever happens next, so a state works once. Unknown, expired, already spent,
 * or issued for another provider: undefined.
 */
export async function takePendingAuthorization(
  ctx: AppContext,
  provider: string,
  state: string,
): Promise<PendingAuthorization | undefined> {
  const row = await ctx.database.db
    .deleteFrom('social_auth_requests')
    .where('state_hash', '=', sha256(state))
    .returning(['provider', 'code_verifier', 'nonce', 'redirect_to', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.provider !== provider || row.expires_at <= ctx.clock.now()) return undefined;
  return { provider: row.provider, codeVerifier: row.code_verifier, nonce: row.nonce, redirectTo: row.redirect_to };
}

/** Drops expired authorisations and codes; called as sign-ins start, so the tables stay small without a job. */
export async function purgeExpired(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now();
  await ctx.database.db.deleteFrom('social_auth_requests').where('expires_at', '<=', now).execute();
  await ctx.database.db.deleteFrom('social_sign_in_codes').where('expires_at', '<=', now).execute();
}

export type LinkOutcome =
  | { userId: string; created: boolean }
  | { error: 'email_required' | 'email_not_verified' | 'account_exists'; description: string };

/** Thrown inside the transaction to roll it back when a concurrent sign-in won a race; the whole step is retried. */
class LostRace extends Error {}

/**
 * Finds the user for a provider account, in this order: the account already linked; a user with the same e-mail
 * (any letter case) when the provider verified it, which gets linked; else a new user with the welcome bonus, exactly
 * as e-mail sign-up makes one but without a password. All in one transaction.
 */
export async function linkOrCreateUser(
  ctx: AppContext,
  provider: { key: string; name: string },
  profile: SocialProfile,
): Promise<LinkOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.database.db.transaction().execute((trx) => linkOnce(ctx, trx, provider, profile));
    } catch (error) {
      if (!(error instanceof LostRace) || attempt >= 3) throw error;
    }
  }
}

async function linkOnce(
  ctx: AppContext,
  trx: Transaction<Tables>,
  provider: { key: string; name: string },
  profile: SocialProfile,
): Promise<LinkOutcome> {
  const now = ctx.clock.now();
  const email = profile.email ? normaliseEmail(profile.email) : null;
  const linked = await trx
    .updateTable('user_identities')
    .set({ last_sign_in_at: now, ...(email ? { email } : {}) })
    .where('provider', '=', provider.key)
    .where('subject', '=', profile.subject)
    .returning('user_id')
    .executeTakeFirst();
  if (linked) return { userId: linked.user_id, created: false };

  if (!email || email.length < 3 || email.length > 320 || !email.includes('@')) {
    return {
      error: 'email_required',
      description: `Your ${provider.name} account did not share an e-mail address. Allow access to your e-mail address and try again.`,
    };
  }
  const link = async (userId: string) => {
    const inserted = await trx
      .insertInto('user_identities')
      .values({ provider: provider.key, subject: profile.subject, user_id: userId, email, created_at: now, last_sign_in_at: now })
      .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
      .returning('user_id')
      .executeTakeFirst();
    if (!inserted) throw new LostRace();
  };

  const existing = await trx
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .forUpdate()
    .executeTakeFirst();
  if (existing) {
    if (!profile.emailVerified) {
      return {
        error: 'account_exists',
        description: `An account with ${email} already exists, but ${provider.name} has not verified that address. Sign in with your password instead.`,
      };
    }
    if (existing.password_hash) {
      // E-mail sign-up never proved the address; the provider just did. Whoever chose that password may not own the
      // address (an account registered in someone else's name ahead of them): the password and its sessions go.
      await trx.updateTable('users').set({ password_hash: null, updated_at: now }).where('id', '=', existing.id).execute();
      await trx
        .updateTable('auth_sessions')
        .set({ revoked_at: now, revoked_reason: `e-mail proven by ${provider.name}; password removed` })
        .where('user_id', '=', existing.id)
        .where('revoked_at', 'is', null)
        .execute();
    }
    await link(existing.id);
    return { userId: existing.id, created: false };
  }

  // An unverified address must not open an account either: whoever later proves it would be linked into this one.
  if (!profile.emailVerified) {
    return {
      error: 'email_not_verified',
      description: `${provider.name} has not verified the e-mail address ${email}. Verify it with ${provider.name} and try again.`,
    };
  }
  const user = await createUserWithBonus(ctx, trx, email, null, now);
  if (!user) throw new LostRace(); // someone signed up with this e-mail meanwhile: take the "existing" path
  await link(user.id);
  return { userId: user.id, created: true };
}

/** A one-time code for the app: 32 random bytes (base64url), kept as SHA-256, single use, short-lived. */
export async function issueSignInCode(ctx: AppContext, userId: string, provider: string): Promise<string> {
  const code = crypto.randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await ctx.database.db
    .insertInto('social_sign_in_codes')
    .values({
      code_hash: sha256(code),
      user_id: userId,
      provider,
      created_at: now,
      expires_at: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS),
    })
    .execute();
  return code;
}

/** Spends a code and starts a session for its user, atomically; undefined when unknown, used or expired. */
export async function redeemSignInCode(
  ctx: AppContext,
  code: string,
): Promise<{ user: AccountRow; session: AuthTokens } | undefined> {
  const now = ctx.clock.now();
  return ctx.database.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('social_sign_in_codes')
      .set({ used_at: now })
      .where('code_hash', '=', sha256(code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) return undefined;
    const user = await trx.selectFrom('users').select(['id', 'email']).where('id', '=', spent.user_id).executeTakeFirst();
    if (!user) return undefined;
    return { user, session: await startSession(ctx, trx, user) };
  });
}
