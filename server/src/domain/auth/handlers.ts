import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Tables } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { Handlers, JsonBody, Ok } from '../../http/types.ts';
import { grantCredits } from '../credits/ledger.ts';
import { assertNotLimited, consumeAttempt, recordAttempt, type Limit } from '../limits/rateLimiter.ts';
import { DUMMY_PASSWORD_HASH, hashPassword, meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE, verifyPassword } from './passwords.ts';
import { authenticate, revokeSession, rotateRefreshToken, startSession } from './sessions.ts';

type User = Ok<'getUser'>['user'];
type Executor = Kysely<Tables> | Transaction<Tables>;

/** The unique index on lower(email) is the arbiter of "account exists". */
const sqlLowerEmail = sql`lower(email)`;

/** The user behind an optional bearer token on a public operation; a missing or bad token is simply nobody. */
export async function optionalViewer(ctx: AppContext, request: FastifyRequest): Promise<string | null> {
  const token = bearerToken(request);
  if (!token) return null;
  try {
    return (await authenticate(ctx, token)).userId;
  } catch {
    return null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

export function requireAuth(request: FastifyRequest) {
  if (!request.auth) throw new HttpError(401, 'Not authenticated');
  return request.auth;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user as the API shows it (sign-in, sign-up, code exchange, current user). */
export async function publicUser(ctx: AppContext, userId: string): Promise<User> {
  const row = await ctx.database.db
    .selectFrom('users')
    .select(['id', 'email', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(401, 'Token is no longer valid');
  return {
    id: row.id,
    email: row.email,
    created_at: row.created_at.toISOString(),
    email_confirmed_at: null,
    is_admin: ctx.config.adminEmails.includes(row.email.toLowerCase()),
  };
}

/**
 * Creates an account with the welcome bonus, inside the caller's transaction. `undefined` when an account with the
 * e-mail (in any letter case) already exists. `passwordHash` is null for accounts that only sign in socially.
 */
export async function createUserWithBonus(
  ctx: AppContext,
  trx: Executor,
  email: string,
  passwordHash: string | null,
  now: Date,
): Promise<{ id: string; email: string } | undefined> {
  const user = await trx
    .insertInto('users')
    .values({ email, password_hash: passwordHash, created_at: now })
    .onConflict((oc) => oc.expression(sqlLowerEmail).doNothing())
    .returning(['id', 'email'])
    .executeTakeFirst();
  if (!user) return undefined;
  if (ctx.config.signupBonusCredits > 0) {
    await grantCredits(
      trx,
      {
        userId: user.id,
        kind: 'bonus',
        amount: ctx.config.signupBonusCredits,
        description: 'Welcome bonus',
        reference: `signup:${user.id}`,
      },
      now,
    );
  }
  return user;
}

export function authHandlers(ctx: AppContext): Handlers {
  const { perIp, perAccount, windowSeconds } = ctx.config.authRateLimit;
  const ipLimit = (action: string, request: FastifyRequest): Limit => ({
    key: `${action}:ip:${request.ip}`,
    max: perIp,
    windowSeconds,
  });
  const accountFailures = (email: string): Limit => ({ key: `signin-failures:account:${email}`, max: perAccount, windowSeconds });

  return {
    async signUp(request): Promise<Ok<'signUp'>> {
      const body = request.body as JsonBody<'signUp'>;
      await consumeAttempt(ctx, [ipLimit('signup', request)]);
      if (!meetsPasswordPolicy(body.password)) throw new HttpError(422, PASSWORD_POLICY_MESSAGE);
      const email = normaliseEmail(body.email);
      const passwordHash = await hashPassword(body.password);
      const now = ctx.clock.now();
      const created = await ctx.database.db.transaction().execute(async (trx) => {
        const user = await createUserWithBonus(ctx, trx, email, passwordHash, now);
        if (!user) return undefined;
        return { user, session: await startSession(ctx, trx, user) };
      });
      if (!created) throw new HttpError(409, 'An account with this e-mail already exists. Please sign in.');
      return {
        success: true,
        session: created.session,
        user: await publicUser(ctx, created.user.id),
        message: 'Account created',
      };
    },

    async signIn(request): Promise<Ok<'signIn'>> {
      const body = request.body as JsonBody<'signIn'>;
      const email = normaliseEmail(body.email);
      await consumeAttempt(ctx, [ipLimit('signin', request)]);
      await assertNotLimited(ctx, accountFailures(email));
      const user = await ctx.database.db
        .selectFrom('users')
        .select(['id', 'email', 'password_hash'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
        .executeTakeFirst();
      const ok = await verifyPassword(body.password, user?.password_hash ?? (await DUMMY_PASSWORD_HASH));
      if (!user || !user.password_hash || !ok) {
        await recordAttempt(ctx, accountFailures(email));
        throw new HttpError(401, 'Invalid e-mail or password');
      }
      const session = await startSession(ctx, ctx.database.db, user);
      return { success: true, session, user: await publicUser(ctx, user.id) };
    },

    async signOut(request): Promise<Ok<'signOut'>> {
      const auth = requireAuth(request);
      await revokeSession(ctx, auth.sessionId, 'signed out');
      return { success: true, message: 'Signed out' };
    },

    async getUser(request): Promise<Ok<'getUser'>> {
      const auth = requireAuth(request);
      return { success: true, user: await publicUser(ctx, auth.userId) };
    },

    async refreshSession(request): Promise<Ok<'refreshSession'>> {
      const body = request.body as JsonBody<'refreshSession'>;
      await consumeAttempt(ctx, [ipLimit('refresh', request)]);
      const { tokens, user } = await rotateRefreshToken(ctx, body.refresh_token);
      return { success: true, session: tokens, user: await publicUser(ctx, user.id) };
    },
  };
}
