import type Stripe from 'stripe';
import type { StripeConfig } from '../../domain/payments/config.ts';
import {
  WebhookSignatureError,
  type CheckoutRequest,
  type CreatedCheckout,
  type PaymentProvider,
  type ProviderSession,
  type WebhookEvent,
  type WebhookVerifier,
} from './types.ts';

/**
 * Stripe Checkout through the official SDK; `apiBase` points it at a local fake or stripe-mock. The SDK (about 14 MB
 * resident) is loaded by the first server configured for Stripe, so the embedded checkout's servers never carry it.
 */
export class StripePaymentProvider implements PaymentProvider, WebhookVerifier {
  readonly name = 'stripe';
  private readonly client: Promise<Stripe>;
  private readonly webhookSecret: string | undefined;

  constructor(config: StripeConfig) {
    this.client = import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(config.secretKey, {
          maxNetworkRetries: 2,
          timeout: 20_000,
          telemetry: false,
          ...(config.apiBase ?? {}),
        }),
    );
    // A failed load is reported by the call that needs the SDK, not as an unhandled rejection.
    this.client.catch(() => {});
    this.webhookSecret = config.webhookSecret;
  }

  get webhookEnabled(): boolean {
    return this.webhookSecret !== undefined;
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const { pack } = request;
    const stripe = await this.client;
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: pack.priceCents,
              product_data: { name: `${pack.name} pack`, description: `${pack.credits} Storyloom credits` },
            },
          },
        ],
        client_reference_id: request.userId,
        customer_email: request.email,
        metadata: { user_id: request.userId, package_id: pack.id, checkout_id: request.checkoutId },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      // A retried create (network hiccup) must not open a second session.
      { idempotencyKey: `storyloom-checkout-${request.checkoutId}` },
    );
    if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a url`);
    return {
      providerSessionId: session.id,
      checkoutUrl: session.url,
      expiresAt: new Date(session.expires_at * 1000),
    };
  }

  async retrieve(providerSessionId: string): Promise<ProviderSession> {
    const stripe = await this.client;
    return describe(await stripe.checkout.sessions.retrieve(providerSessionId));
  }

  async verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): Promise<WebhookEvent> {
    if (!this.webhookSecret) throw new WebhookSignatureError('Stripe webhooks are not configured');
    if (!signatureHeader) throw new WebhookSignatureError('Missing Stripe-Signature header');
    const stripe = await this.client;
    let event: Stripe.Event;
    try {
      // Tolerance 300 s (the SDK's default), measured on the server's clock.
      event = stripe.webhooks.constructEvent(rawBody, signatureHeader, this.webhookSecret, 300, undefined, now.getTime());
    } catch (error) {
      throw new WebhookSignatureError(`Invalid Stripe signature: ${(error as Error).message}`);
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        // 'completed' also fires for delayed methods (bank debits) still unpaid: those arrive as async_payment_succeeded.
        if (session.payment_status !== 'paid') return { kind: 'ignored', eventId: event.id, eventType: event.type };
        return {
          kind: 'paid',
          eventId: event.id,
          eventType: event.type,
          providerSessionId: session.id,
          session: describe(session),
        };
      }
      case 'checkout.session.expired':
        return { kind: 'expired', eventId: event.id, eventType: event.type, providerSessionId: event.data.object.id };
      case 'checkout.session.async_payment_failed':
        return { kind: 'failed', eventId: event.id, eventType: event.type, providerSessionId: event.data.object.id };
      default:
        return { kind: 'ignored', eventId: event.id, eventType: event.type };
    }
  }
}

function describe(session: Stripe.Checkout.Session): ProviderSession {
  const status = session.payment_status === 'paid' ? 'paid' : session.status === 'expired' ? 'expired' : 'open';
  return { status, amountCents: session.amount_total, currency: session.currency };
}
