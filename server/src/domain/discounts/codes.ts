import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Tables } from '../../db/index.ts';

type Executor = Kysely<Tables> | Transaction<Tables>;
export type DiscountCode = Selectable<Tables['discount_codes']>;

/** What a code may look like as typed (the contract's pattern); it is stored and matched upper-case. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_CODE_CREDITS = 1_000_000;

export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/** The words a refused code answers with, in validate and redeem alike. */
export const DISCOUNT_ERRORS = {
  invalid: 'Invalid discount code',
  expired: 'This discount code has expired',
  exhausted: 'This discount code has reached its redemption limit',
  alreadyRedeemed: 'You have already redeemed this code',
} as const;

export const isExpired = (code: DiscountCode, now: Date): boolean =>
  code.expires_at !== null && code.expires_at.getTime() <= now.getTime();

export const isExhausted = (code: DiscountCode): boolean =>
  code.max_redemptions !== null && code.redemption_count >= code.max_redemptions;

/** Why this user may not redeem the code now, or null when they may. Unknown and disabled codes look alike. */
export function refusal(code: DiscountCode | undefined, alreadyRedeemed: boolean, now: Date): string | null {
  if (!code || !code.active) return DISCOUNT_ERRORS.invalid;
  // Said first: it is the most useful answer to someone who has the code already.
  if (alreadyRedeemed) return DISCOUNT_ERRORS.alreadyRedeemed;
  if (isExpired(code, now)) return DISCOUNT_ERRORS.expired;
  if (isExhausted(code)) return DISCOUNT_ERRORS.exhausted;
  return null;
}

export type CodeStatus = 'active' | 'disabled' | 'expired' | 'exhausted';

export function codeStatus(code: DiscountCode, now: Date): CodeStatus {
  if (!code.active) return 'disabled';
  if (isExpired(code, now)) return 'expired';
  if (isExhausted(code)) return 'exhausted';
  return 'active';
}

export async function findCode(db: Executor, code: string): Promise<DiscountCode | undefined> {
  return db.selectFrom('discount_codes').selectAll().where('code', '=', code).executeTakeFirst();
}

export async function hasRedeemed(db: Executor, code: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('discount_redemptions')
    .select('id')
    .where('code', '=', code)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewCode {
  /** Already upper-case and matching CODE_PATTERN. */
  code: string;
  credits: number;
  description: string;
  maxRedemptions: number | null;
  expiresAt: Date | null;
}

/** Creates a code; undefined when one by that name exists already (it is left as it was). */
export async function addCode(db: Executor, code: NewCode, now: Date): Promise<DiscountCode | undefined> {
  return db
    .insertInto('discount_codes')
    .values({
      code: code.code,
      credits: code.credits,
      description: code.description,
      max_redemptions: code.maxRedemptions,
      expires_at: code.expiresAt,
      created_at: now,
    })
    .onConflict((oc) => oc.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function listCodes(db: Executor): Promise<DiscountCode[]> {
  return db.selectFrom('discount_codes').selectAll().orderBy('created_at').orderBy('code').execute();
}

/** Turns a code on or off; 'missing' when there is no such code, 'unchanged' when it already was. */
export async function setCodeActive(db: Executor, code: string, active: boolean): Promise<'changed' | 'unchanged' | 'missing'> {
  const existing = await db.selectFrom('discount_codes').select('active').where('code', '=', code).executeTakeFirst();
  if (!existing) return 'missing';
  if (existing.active === active) return 'unchanged';
  await db.updateTable('discount_codes').set({ active }).where('code', '=', code).execute();
  return 'changed';
}
