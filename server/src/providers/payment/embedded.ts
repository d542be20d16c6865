import crypto from 'node:crypto';
import type { Database } from '../../db/index.ts';
import type { CheckoutRequest, CreatedCheckout, PaymentProvider, ProviderSession } from './types.ts';

export const EMBEDDED_SESSION_PREFIX = 'test_cs_';
/** The embedded checkout page, outside the API: `${publicUrl}${EMBEDDED_CHECKOUT_PATH}/<session id>`. */
export const EMBEDDED_CHECKOUT_PATH = '/checkout/test';

/**
 * The default provider: a test checkout page served by this server, standing in for a hosted payment page. No money
 * moves; the page's Pay button marks the session paid. Its state lives in the checkout_sessions row itself.
 */
export class EmbeddedPaymentProvider implements PaymentProvider {
  readonly name = 'embedded';
  private readonly database: Database;
  private readonly publicUrl: string;
  private readonly ttlSeconds: number;

  constructor(options: { database: Database; publicUrl: string; ttlSeconds: number }) {
    this.database = options.database;
    this.publicUrl = options.publicUrl;
    this.ttlSeconds = options.ttlSeconds;
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    // 24 random bytes: a session id nobody can guess, since it alone lets the page be paid.
    const providerSessionId = `${EMBEDDED_SESSION_PREFIX}${crypto.randomBytes(24).toString('base64url')}`;
    return {
      providerSessionId,
      checkoutUrl: `${this.publicUrl}${EMBEDDED_CHECKOUT_PATH}/${providerSessionId}`,
      expiresAt: new Date(request.now.getTime() + this.ttlSeconds * 1000),
    };
  }

  async retrieve(providerSessionId: string, now: Date): Promise<ProviderSession> {
    const row = await this.database.db
      .selectFrom('checkout_sessions')
      .select(['status', 'expires_at', 'amount_cents', 'currency'])
      .where('provider', '=', 'embedded')
      .where('provider_session_id', '=', providerSessionId)
      .executeTakeFirst();
    if (!row) throw new Error(`embedded checkout session ${providerSessionId} does not exist`);
    const status = row.status === 'open' && row.expires_at <= now ? 'expired' : row.status;
    return { status, amountCents: status === 'paid' ? row.amount_cents : null, currency: row.currency };
  }
}
