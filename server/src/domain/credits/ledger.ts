import crypto from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Tables } from '../../db/index.ts';
import { HttpError } from '../../http/errors.ts';
import { notify } from '../notifications/notify.ts';

type Executor = Kysely<Tables> | Transaction<Tables>;
type LotKind = Tables['credit_lots']['kind'];

export interface CreditSummary {
  credits_balance: number;
  total_purchased: number;
  total_used: number;
}

const live = (now: Date) => sql<boolean>`(expires_at IS NULL OR expires_at > ${now})`;

export async function liveBalance(db: Executor, userId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('credit_lots')
    .select(sql<string>`coalesce(sum(remaining), 0)`.as('balance'))
    .where('user_id', '=', userId)
    .where('remaining', '>', 0)
    .where(live(now))
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

export async function creditSummary(db: Executor, userId: string, now: Date): Promise<CreditSummary> {
  const totals = await db
    .selectFrom('credit_transactions')
    .select([
      sql<string>`coalesce(sum(amount) filter (where type = 'purchase'), 0)`.as('purchased'),
      sql<string>`coalesce(-sum(amount) filter (where type = 'usage'), 0)`.as('used'),
      sql<string>`coalesce(sum(amount) filter (where type = 'refund'), 0)`.as('refunded'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    credits_balance: await liveBalance(db, userId, now),
    total_purchased: Number(totals.purchased),
    // Credits actually consumed: usage less what failed work gave back.
    total_used: Math.max(0, Number(totals.used) - Number(totals.refunded)),
  };
}

export interface Grant {
  userId: string;
  kind: LotKind;
  amount: number;
  description: string;
  /** Makes the grant idempotent: a second grant with the same kind and reference does nothing. */
  reference?: string;
  expiresAt?: Date | null;
}

/** Adds credits (a lot and its transaction) inside the caller's transaction; false when the reference was granted before. */
export async function grantCredits(trx: Executor, grant: Grant, now: Date): Promise<boolean> {
  if (!Number.isInteger(grant.amount) || grant.amount <= 0)
    throw new Error(`grant amount must be a positive integer, got ${grant.amount}`);
  const inserted = await trx
    .insertInto('credit_transactions')
    .values({
      user_id: grant.userId,
      type: grant.kind,
      amount: grant.amount,
      description: grant.description,
      reference: grant.reference ?? null,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['type', 'reference']).where('reference', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await trx
    .insertInto('credit_lots')
    .values({
      user_id: grant.userId,
      kind: grant.kind,
      amount: grant.amount,
      remaining: grant.amount,
      expires_at: grant.expiresAt ?? null,
      created_at: now,
    })
    .execute();
  return true;
}

/** Serialises every change to one user's credits: the user row is the lock. */
async function lockUser(trx: Transaction<Tables>, userId: string): Promise<void> {
  const row = await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
  if (!row) throw new HttpError(404, 'User not found');
}

export interface Spend {
  transactionId: string | null;
  balance: number;
}

export interface SpendPart {
  amount: number;
  reason: string;
}

export interface SpendOptions {
  /** The project the action is for: the billing history names it. */
  projectId?: string | null;
  /** What a charge of several parts is for as a whole ('Narration of 3 pages'): the history's heading for them. */
  description?: string | null;
  /** Runs in the spend's transaction with its usage ids (to record the work they pay for in the same commit). */
  within?: (trx: Transaction<Tables>, transactionIds: (string | null)[]) => Promise<void>;
}

/**
 * Takes `amount` credits for a paid action: oldest live lots first, under the user's row lock, in one transaction.
 * Too few credits → 402 with `required` and `current`. A zero amount (free actions) changes nothing.
 */
export async function spendCredits(
  ctx: AppContext,
  userId: string,
  amount: number,
  reason: string,
  options: SpendOptions = {},
): Promise<Spend> {
  const { transactionIds, balance } = await spendCreditsInParts(ctx, userId, [{ amount, reason }], options);
  return { transactionId: transactionIds[0] ?? null, balance };
}

/**
 * Charges several parts of one action together (a story's text and each page image): all or nothing, each part its
 * own usage transaction so work that fails later can be refunded part by part, all under one charge id so the
 * history shows them as one charge. The 402 names the total.
 */
export async function spendCreditsInParts(
  ctx: AppContext,
  userId: string,
  parts: SpendPart[],
  options: SpendOptions = {},
): Promise<{ transactionIds: (string | null)[]; balance: number }> {
  for (const { amount } of parts) {
    if (!Number.isInteger(amount) || amount < 0) throw new Error(`spend amount must be a non-negative integer, got ${amount}`);
  }
  const now = ctx.clock.now();
  try {
    return await spendInTransaction(ctx, userId, parts, now, options);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 402) await noteShortfall(ctx, userId, error.extra, now);
    throw error;
  }
}

async function spendInTransaction(
  ctx: AppContext,
  userId: string,
  parts: SpendPart[],
  now: Date,
  { projectId = null, description = null, within }: SpendOptions,
) {
  const total = parts.reduce((sum, part) => sum + part.amount, 0);
  const chargeId = crypto.randomUUID();
  return ctx.database.db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const lots = await trx
      .selectFrom('credit_lots')
      .select(['id', 'remaining'])
      .where('user_id', '=', userId)
      .where('remaining', '>', 0)
      .where(live(now))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const current = lots.reduce((sum, lot) => sum + lot.remaining, 0);
    if (current < total) {
      const reason = parts.length === 1 ? parts[0]!.reason : 'this action';
      // Both spellings, as the contract promises (clients read either).
      throw new HttpError(402, `Insufficient credits: ${reason} needs ${total}, you have ${current}.`, {
        required: total,
        current,
        required_credits: total,
        current_credits: current,
      });
    }
    const transactionIds: (string | null)[] = [];
    for (const [index, part] of parts.entries()) {
      if (part.amount === 0) {
        transactionIds.push(null);
        continue;
      }
      const usage = await trx
        .insertInto('credit_transactions')
        .values({
          user_id: userId,
          type: 'usage',
          amount: -part.amount,
          description: part.reason,
          project_id: projectId,
          charge_id: chargeId,
          charge_part: index,
          charge_description: parts.length > 1 ? description : null,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      transactionIds.push(usage.id);
      let left = part.amount;
      for (const lot of lots) {
        if (left === 0) break;
        if (lot.remaining === 0) continue;
        const take = Math.min(left, lot.remaining);
        left -= take;
        lot.remaining -= take;
        await trx.updateTable('credit_lots').set({ remaining: lot.remaining }).where('id', '=', lot.id).execute();
        await trx
          .insertInto('credit_spend_allocations')
          .values({ transaction_id: usage.id, lot_id: lot.id, amount: take })
          .execute();
      }
    }
    if (within) await within(trx, transactionIds);
    const balance = current - total;
    const threshold = ctx.config.creditsLowThreshold;
    // Once, when this spend crosses the line, not on every spend below it.
    if (total > 0 && current >= threshold && balance < threshold) {
      await notify(trx, ctx.clock, userId, { type: 'credits_low', balance });
    }
    return { transactionIds, balance };
  });
}

/** A refused spend tells the user in the notification centre too; one unread reminder per 10 minutes is enough. */
async function noteShortfall(ctx: AppContext, userId: string, numbers: Record<string, unknown>, now: Date): Promise<void> {
  const recent = await ctx.database.db
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('type', '=', 'insufficient_credits')
    .where('is_read', '=', false)
    .where('created_at', '>', new Date(now.getTime() - 10 * 60_000))
    .executeTakeFirst();
  if (recent) return;
  await notify(ctx.database.db, ctx.clock, userId, {
    type: 'insufficient_credits',
    required: Number(numbers.required),
    current: Number(numbers.current),
  });
}

/** Gives back what a usage took, to the lots that paid for it (their expiry stays); once per usage. */
export async function refundCredits(
  ctx: AppContext,
  userId: string,
  usageTransactionId: string,
  description: string,
): Promise<boolean> {
  const now = ctx.clock.now();
  return ctx.database.db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const usage = await trx
      .selectFrom('credit_transactions')
      .select(['amount', 'project_id'])
      .where('id', '=', usageTransactionId)
      .where('user_id', '=', userId)
      .where('type', '=', 'usage')
      .executeTakeFirst();
    if (!usage) throw new HttpError(404, 'Usage not found');
    const refund = await trx
      .insertInto('credit_transactions')
      .values({
        user_id: userId,
        type: 'refund',
        amount: -usage.amount,
        description,
        reference: usageTransactionId,
        // The refund is for the same story as the usage it gives back.
        project_id: usage.project_id,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(['type', 'reference']).where('reference', 'is not', null).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!refund) return false;
    const allocations = await trx
      .selectFrom('credit_spend_allocations')
      .select(['lot_id', 'amount'])
      .where('transaction_id', '=', usageTransactionId)
      .execute();
    for (const allocation of allocations) {
      await trx
        .updateTable('credit_lots')
        .set({ remaining: sql`remaining + ${allocation.amount}` })
        .where('id', '=', allocation.lot_id)
        .execute();
    }
    return true;
  });
}
