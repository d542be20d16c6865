import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Tables } from '../../db/index.ts';
import { templatesOf } from '../../db/queryTemplates.ts';
import { HttpError } from '../../http/errors.ts';
import { hashRefreshToken, issueAccessToken, newRefreshToken, verifyAccessToken, type AccessClaims } from './tokens.ts';

type Executor = Kysely<Tables> | Transaction<Tables>;

export interface AuthTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: 'bearer';
}

export interface AccountRow {
  id: string;
  email: string;
}

async function tokensFor(ctx: AppContext, db: Executor, user: AccountRow, sessionId: string): Promise<AuthTokens> {
  const now = ctx.clock.now();
  const refresh = newRefreshToken();
  await db
    .insertInto('refresh_tokens')
    .values({
      token_hash: refresh.hash,
      session_id: sessionId,
      created_at: now,
      expires_at: new Date(now.getTime() + ctx.config.refreshTokenTtlSeconds * 1000),
    })
    .execute();
  const access = await issueAccessToken(
    ctx.secrets.jwt,
    { userId: user.id, email: user.email, sessionId },
    now,
    ctx.config.accessTokenTtlSeconds,
  );
  return {
    access_token: access.token,
    refresh_token: refresh.token,
    expires_in: ctx.config.accessTokenTtlSeconds,
    expires_at: access.expiresAt,
    token_type: 'bearer',
  };
}

/** A new sign-in: a session (refresh-token family) and its first token pair. */
export async function startSession(ctx: AppContext, db: Executor, user: AccountRow): Promise<AuthTokens> {
  const session = await db
    .insertInto('auth_sessions')
    .values({ user_id: user.id, created_at: ctx.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return tokensFor(ctx, db, user, session.id);
}

const NO_LONGER_VALID = 'Refresh token is no longer valid';

/**
 * Rotates a refresh token: the presented one is spent and a new pair issued in the same session. Presenting a spent
 * token again means it leaked: the whole session is revoked, so the thief's newer tokens die too.
 */
export async function rotateRefreshToken(
  ctx: AppContext,
  refreshToken: string,
): Promise<{ tokens: AuthTokens; user: AccountRow }> {
  const now = ctx.clock.now();
  const outcome = await ctx.database.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('refresh_tokens as t')
      .innerJoin('auth_sessions as s', 's.id', 't.session_id')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select(['t.token_hash', 't.used_at', 't.expires_at', 's.id as session_id', 's.revoked_at', 'u.id as user_id', 'u.email'])
      .where('t.token_hash', '=', hashRefreshToken(refreshToken))
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { error: new HttpError(401, 'Invalid refresh token') };
    if (row.revoked_at) return { error: new HttpError(401, NO_LONGER_VALID) };
    if (row.used_at) {
      await trx
        .updateTable('auth_sessions')
        .set({ revoked_at: now, revoked_reason: 'refresh token reused' })
        .where('id', '=', row.session_id)
        .execute();
      return { error: new HttpError(401, NO_LONGER_VALID) };
    }
    if (row.expires_at <= now) return { error: new HttpError(401, 'Refresh token has expired') };
    await trx.updateTable('refresh_tokens').set({ used_at: now }).where('token_hash', '=', row.token_hash).execute();
    const user = { id: row.user_id, email: row.email };
    return { tokens: await tokensFor(ctx, trx, user, row.session_id), user };
  });
  // The revocation above must commit, so the error is thrown only after the transaction.
  if ('error' in outcome) throw outcome.error;
  return outcome;
}

export async function revokeSession(ctx: AppContext, sessionId: string, reason: string): Promise<void> {
  await ctx.database.db
    .updateTable('auth_sessions')
    .set({ revoked_at: ctx.clock.now(), revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The caller of a bearer token: valid signature and expiry, and a session that was not signed out. */
export async function authenticate(ctx: AppContext, token: string): Promise<AccessClaims> {
  const claims = verifyAccessToken(ctx.secrets.jwt, token, ctx.clock.now());
  // Only a valid session is kept; signing out or revoking it drops it (migration 0013 tells every process).
  await ctx.caches.sessions.read(claims.sessionId, claims.userId, async () => {
    const db = ctx.database.db;
    const values = { sessionId: claims.sessionId, userId: claims.userId };
    const [session] = (
      await db.executeQuery(
        templatesOf(db).bind('session', values, (v) =>
          db.selectFrom('auth_sessions').select('revoked_at').where('id', '=', v.sessionId).where('user_id', '=', v.userId),
        ),
      )
    ).rows;
    if (!session || session.revoked_at) throw new HttpError(401, 'Token is no longer valid');
    return true;
  });
  return claims;
}
