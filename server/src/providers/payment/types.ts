/** What the server needs from a payment provider: a checkout to send the buyer to, and later the truth about it. */
export interface PaymentProvider {
  readonly name: 'embedded' | 'stripe';
  /** Starts a hosted checkout for one pack. */
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** Asks the provider how a session stands now (never trust the browser's word that it paid). */
  retrieve(providerSessionId: string, now: Date): Promise<ProviderSession>;
}

export interface CheckoutRequest {
  /** Our own id for the checkout (the row that will record it); providers echo it back in metadata. */
  checkoutId: string;
  userId: string;
  email: string;
  pack: { id: string; name: string; credits: number; priceCents: number };
  currency: string;
  /** Where the provider sends the buyer after paying; `{CHECKOUT_SESSION_ID}` stands for the session's id. */
  successUrl: string;
  /** Where the provider sends the buyer who gives up. */
  cancelUrl: string;
  now: Date;
}

export interface CreatedCheckout {
  providerSessionId: string;
  checkoutUrl: string;
  expiresAt: Date;
}

export type ProviderSessionStatus = 'open' | 'paid' | 'cancelled' | 'expired' | 'failed';

export interface ProviderSession {
  status: ProviderSessionStatus;
  /** What the provider says was charged, to be checked against what we asked for; null when it does not say. */
  amountCents: number | null;
  currency: string | null;
}

/** A verified provider notification about a checkout session, reduced to what fulfilment needs. */
export type WebhookEvent =
  | { kind: 'paid'; eventId: string; eventType: string; providerSessionId: string; session: ProviderSession }
  | { kind: 'expired'; eventId: string; eventType: string; providerSessionId: string }
  /** A delayed payment method (bank debit) was declined after checkout. */
  | { kind: 'failed'; eventId: string; eventType: string; providerSessionId: string }
  | { kind: 'ignored'; eventId: string; eventType: string };

/** Providers that push signed notifications (Stripe) also verify them. */
export interface WebhookVerifier {
  /** Rejects with WebhookSignatureError when the signature does not match the exact bytes received. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): Promise<WebhookEvent>;
}

export class WebhookSignatureError extends Error {}

/** `{CHECKOUT_SESSION_ID}` is Stripe's placeholder; the embedded provider fills it in the same way. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';
