import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Tables } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { Handlers, JsonBody, Ok } from '../../http/types.ts';
import { requireAuth } from '../auth/handlers.ts';
import { grantCredits, liveBalance } from '../credits/ledger.ts';
import { consumeAttempt, type Limit } from '../limits/rateLimiter.ts';
import { DISCOUNT_ERRORS, findCode, hasRedeemed, normaliseCode, refusal } from './codes.ts';

/** Validate and redeem attempts per user and window, together: enough for typing a code, too few for guessing. */
export const DISCOUNT_ATTEMPT_LIMIT = { max: 30, windowSeconds: 600 } as const;

export const discountAttemptLimit = (userId: string): Limit => ({ key: `discount:user:${userId}`, ...DISCOUNT_ATTEMPT_LIMIT });

type RedeemResult = Ok<'redeemDiscountCode'>;

const refused = (error: string): RedeemResult => ({
  success: false,
  credits_awarded: null,
  new_balance: null,
  message: null,
  error,
});

/** Thrown inside the redeem transaction to undo it: the ledger already holds this user's credits for the code. */
class AlreadyCredited extends Error {}

/** Every change to a user's credits is serialised on the user's row (as the ledger does). */
async function lockUser(trx: Transaction<Tables>, userId: string): Promise<void> {
  const row = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  if (!row) throw new HttpError(401, 'Token is no longer valid');
}

export function discountHandlers(ctx: AppContext): Handlers {
  return {
    async validateDiscountCode(request): Promise<Ok<'validateDiscountCode'>> {
      const auth = requireAuth(request);
      const code = normaliseCode((request.body as JsonBody<'validateDiscountCode'>).code);
      await consumeAttempt(ctx, [discountAttemptLimit(auth.userId)]);
      const now = ctx.clock.now();
      const db = ctx.database.db;
      const row = await findCode(db, code);
      const error = refusal(row, row ? await hasRedeemed(db, code, auth.userId) : false, now);
      if (error || !row)
        return { valid: false, credits_amount: null, description: null, error: error ?? DISCOUNT_ERRORS.invalid };
      return { valid: true, credits_amount: row.credits, description: row.description, error: null };
    },

    async redeemDiscountCode(request): Promise<RedeemResult> {
      const auth = requireAuth(request);
      const userId = auth.userId;
      const code = normaliseCode((request.body as JsonBody<'redeemDiscountCode'>).code);
      await consumeAttempt(ctx, [discountAttemptLimit(userId)]);
      const now = ctx.clock.now();
      try {
        return await ctx.database.db.transaction().execute(async (trx): Promise<RedeemResult> => {
          // The code's row lock serialises its redemptions: the count and the once-per-user rule hold under it.
          const row = await trx.selectFrom('discount_codes').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
          if (!row) return refused(DISCOUNT_ERRORS.invalid);
          await lockUser(trx, userId);
          const error = refusal(row, await hasRedeemed(trx, code, userId), now);
          if (error) return refused(error);
          const redemption = await trx
            .insertInto('discount_redemptions')
            .values({ code, user_id: userId, credits_awarded: row.credits, redeemed_at: now })
            .onConflict((oc) => oc.columns(['code', 'user_id']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (!redemption) return refused(DISCOUNT_ERRORS.alreadyRedeemed);
          await trx
            .updateTable('discount_codes')
            .set((eb) => ({ redemption_count: eb('redemption_count', '+', 1) }))
            .where('code', '=', code)
            .execute();
          const granted = await grantCredits(
            trx,
            {
              userId,
              kind: 'bonus',
              amount: row.credits,
              description: `Discount code ${code}`,
              reference: `discount:${code}:${userId}`,
            },
            now,
          );
          if (!granted) throw new AlreadyCredited();
          return {
            success: true,
            credits_awarded: row.credits,
            new_balance: await liveBalance(trx, userId, now),
            message: `${row.credits} credits added to your account!`,
            error: null,
          };
        });
      } catch (error) {
        if (error instanceof AlreadyCredited) return refused(DISCOUNT_ERRORS.alreadyRedeemed);
        throw error;
      }
    },

    async listDiscountRedemptions(request): Promise<Ok<'listDiscountRedemptions'>> {
      const auth = requireAuth(request);
      const rows = await ctx.database.db
        .selectFrom('discount_redemptions as r')
        .innerJoin('discount_codes as c', 'c.code', 'r.code')
        .select(['r.id', 'r.code', 'r.credits_awarded', 'c.description', 'r.redeemed_at'])
        .where('r.user_id', '=', auth.userId)
        .orderBy('r.redeemed_at', 'desc')
        .orderBy('r.id', 'desc')
        .execute();
      return { success: true, redemptions: rows.map((r) => ({ ...r, redeemed_at: r.redeemed_at.toISOString() })) };
    },
  };
}
