import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import type { Ok } from '../../http/types.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { EmbeddedPaymentProvider } from '../../providers/payment/embedded.ts';
import { StripePaymentProvider } from '../../providers/payment/stripe.ts';
import { SESSION_ID_PLACEHOLDER, type PaymentProvider, type ProviderSession } from '../../providers/payment/types.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { grantCredits, liveBalance } from '../credits/ledger.ts';
import { PURCHASE_LIFETIME_DAYS } from '../credits/prices.ts';
import { notify } from '../notifications/notify.ts';
import type { CreditPack } from './config.ts';
import type { PaymentTables } from './tables.ts';

export type CheckoutRow = Selectable<PaymentTables['checkout_sessions']>;
type PackageView = Ok<'listCreditPackages'>['packages'][number];
export type PaymentResult = Ok<'confirmPayment'>;

const DAY_MS = 86_400_000;

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this server.';

export interface PaymentProviders {
  /** The provider new checkouts go to; null when this server sells nothing (PAYMENT_PROVIDER `none`). */
  active: PaymentProvider | null;
  embedded: EmbeddedPaymentProvider;
  stripe: StripePaymentProvider | undefined;
}

const providerCache = new WeakMap<AppContext, PaymentProviders>();

/** One set of providers per server (handlers and pages share it). */
export function paymentProviders(ctx: AppContext): PaymentProviders {
  let providers = providerCache.get(ctx);
  if (!providers) {
    const { payments, publicUrl } = ctx.config;
    const embedded = new EmbeddedPaymentProvider({
      database: ctx.database,
      publicUrl,
      ttlSeconds: payments.checkoutTtlSeconds,
    });
    const stripe = payments.stripe ? new StripePaymentProvider(payments.stripe) : undefined;
    const active = payments.provider === 'none' ? null : payments.provider === 'stripe' && stripe ? stripe : embedded;
    providers = { active, embedded, stripe };
    providerCache.set(ctx, providers);
  }
  return providers;
}

export function packageView(pack: CreditPack): PackageView {
  const priceDollars = pack.priceCents / 100;
  return {
    id: pack.id,
    name: pack.name,
    description: pack.description,
    price_dollars: priceDollars,
    credits: pack.credits,
    price_per_credit: Math.round((priceDollars / pack.credits) * 10_000) / 10_000,
  };
}

export function formatDollars(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

export function successUrl(ctx: AppContext, sessionId: string): string {
  return `${ctx.config.publicUrl}/payment-success?session_id=${encodeURIComponent(sessionId)}`;
}

export function cancelUrl(ctx: AppContext): string {
  return `${ctx.config.publicUrl}/app/pricing?checkout=cancelled`;
}

/** Starts a checkout for one pack with the active provider and records it. */
export async function startCheckout(
  ctx: AppContext,
  buyer: AccessClaims,
  packageId: string,
): Promise<{ checkoutUrl: string; sessionId: string }> {
  const pack = ctx.config.payments.packs.find((p) => p.id === packageId);
  if (!pack) throw new HttpError(404, 'Credit package not found');
  const provider = paymentProviders(ctx).active;
  if (!provider) throw new HttpError(503, PAYMENTS_NOT_CONFIGURED);
  const checkoutId = crypto.randomUUID();
  const now = ctx.clock.now();
  const created = await provider.createCheckout({
    checkoutId,
    userId: buyer.userId,
    email: buyer.email,
    pack: { id: pack.id, name: pack.name, credits: pack.credits, priceCents: pack.priceCents },
    currency: ctx.config.payments.currency,
    // Stripe fills in the placeholder itself; it must stay unescaped.
    successUrl: `${ctx.config.publicUrl}/payment-success?session_id=${SESSION_ID_PLACEHOLDER}`,
    cancelUrl: cancelUrl(ctx),
    now,
  });
  await ctx.database.db
    .insertInto('checkout_sessions')
    .values({
      id: checkoutId,
      provider: provider.name,
      provider_session_id: created.providerSessionId,
      user_id: buyer.userId,
      package_id: pack.id,
      package_name: pack.name,
      credits: pack.credits,
      amount_cents: pack.priceCents,
      currency: ctx.config.payments.currency,
      status: 'open',
      created_at: now,
      expires_at: created.expiresAt,
    })
    .execute();
  return { checkoutUrl: created.checkoutUrl, sessionId: created.providerSessionId };
}

export async function findCheckout(ctx: AppContext, providerSessionId: string): Promise<CheckoutRow | undefined> {
  return ctx.database.db
    .selectFrom('checkout_sessions')
    .selectAll()
    .where('provider_session_id', '=', providerSessionId)
    .executeTakeFirst();
}

type Fulfilment = { row: CheckoutRow; mismatch: boolean };

/**
 * Credits a session the provider reports paid: once, under the row's lock, in one transaction with the ledger entry.
 * Every path (confirm by POST or GET, webhook) comes here, so it does not matter who asks first or how often.
 */
export async function fulfilPaidSession(
  ctx: AppContext,
  checkoutId: string,
  paid: ProviderSession,
  log: FastifyBaseLogger,
): Promise<Fulfilment> {
  const now = ctx.clock.now();
  const outcome = await ctx.database.db.transaction().execute(async (trx): Promise<Fulfilment> => {
    const row = await trx
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('id', '=', checkoutId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.credited_at) return { row, mismatch: false };
    if (paid.status !== 'paid') return { row, mismatch: false };
    // The provider must have charged what we asked; anything else is left for a person to look at.
    if (
      (paid.amountCents !== null && paid.amountCents !== row.amount_cents) ||
      (paid.currency !== null && paid.currency.toLowerCase() !== row.currency)
    ) {
      return { row, mismatch: true };
    }
    await grantCredits(
      trx,
      {
        userId: row.user_id,
        kind: 'purchase',
        amount: row.credits,
        description: `${row.package_name} pack (${row.credits} credits)`,
        reference: `payment:${row.provider_session_id}`,
        expiresAt: new Date(now.getTime() + PURCHASE_LIFETIME_DAYS * DAY_MS),
      },
      now,
    );
    const updated = await trx
      .updateTable('checkout_sessions')
      .set({ status: 'paid', paid_at: row.paid_at ?? now, credited_at: now })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await notify(trx, ctx.clock, row.user_id, { type: 'payment_success', credits: row.credits, packName: row.package_name });
    return { row: updated, mismatch: false };
  });
  if (outcome.mismatch) {
    log.error(
      { checkoutId, expected: [outcome.row.amount_cents, outcome.row.currency], got: [paid.amountCents, paid.currency] },
      'payment provider reports a different amount than the checkout asked for: not credited',
    );
  }
  return outcome;
}

/** Closes a session that can no longer be paid (cancelled by the buyer or expired), unless it was paid meanwhile. */
export async function closeSession(
  ctx: AppContext,
  checkoutId: string,
  status: 'cancelled' | 'expired',
): Promise<CheckoutRow | undefined> {
  await ctx.database.db
    .updateTable('checkout_sessions')
    .set({ status })
    .where('id', '=', checkoutId)
    .where('status', '=', 'open')
    .execute();
  return ctx.database.db.selectFrom('checkout_sessions').selectAll().where('id', '=', checkoutId).executeTakeFirst();
}

/** A payment the provider declined after checkout: the session fails once, and the buyer is told once. */
export async function failSession(ctx: AppContext, checkoutId: string): Promise<void> {
  await ctx.database.db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable('checkout_sessions')
      .set({ status: 'failed' })
      .where('id', '=', checkoutId)
      .where('status', '=', 'open')
      .returning(['user_id', 'package_name'])
      .executeTakeFirst();
    if (failed) {
      await notify(trx, ctx.clock, failed.user_id, {
        type: 'payment_failed',
        reason: `Your bank declined the payment for the ${failed.package_name} pack.`,
      });
    }
  });
}

/**
 * Confirms a checkout session: asks its provider how it stands (unless already settled), credits a paid one once, and
 * describes the outcome. Anybody holding the session id may ask; only the buyer is ever credited, and only the buyer's
 * own token reveals the balance.
 */
export async function confirmCheckout(
  ctx: AppContext,
  providerSessionId: string,
  viewerId: string | null,
  log: FastifyBaseLogger,
): Promise<PaymentResult> {
  let row = await findCheckout(ctx, providerSessionId);
  if (!row) throw new HttpError(404, 'Payment session not found');
  let mismatch = false;
  if (!row.credited_at && (row.status === 'open' || row.status === 'paid')) {
    const providers = paymentProviders(ctx);
    const provider = row.provider === 'stripe' ? providers.stripe : providers.embedded;
    if (!provider) throw new HttpError(500, 'The payment provider of this session is not configured on this server');
    const state = await provider.retrieve(row.provider_session_id, ctx.clock.now());
    if (state.status === 'paid') {
      ({ row, mismatch } = await fulfilPaidSession(ctx, row.id, state, log));
    } else if (state.status === 'cancelled' || state.status === 'expired') {
      row = (await closeSession(ctx, row.id, state.status)) ?? row;
    }
  }
  return describeOutcome(ctx, row, viewerId, mismatch);
}

async function describeOutcome(
  ctx: AppContext,
  row: CheckoutRow,
  viewerId: string | null,
  mismatch: boolean,
): Promise<PaymentResult> {
  if (row.credited_at) {
    const isBuyer = viewerId !== null && viewerId === row.user_id;
    return {
      success: true,
      credits_added: row.credits,
      new_balance: isBuyer ? await liveBalance(ctx.database.db, row.user_id, ctx.clock.now()) : null,
      message: `Payment successful! ${row.credits} credits added to your account.`,
      error: null,
    };
  }
  const failure = (error: string): PaymentResult => ({
    success: false,
    credits_added: null,
    new_balance: null,
    message: null,
    error,
  });
  if (mismatch) return failure('The payment could not be verified. Please contact support.');
  if (row.status === 'cancelled') return failure('Payment was cancelled. No credits were added.');
  if (row.status === 'expired') return failure('This checkout session has expired. Please start a new purchase.');
  if (row.status === 'failed') return failure('Payment processing failed. No credits were added.');
  return failure('Payment has not been completed yet');
}
