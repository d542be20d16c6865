import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, errorMessage, unwrap, type ApiClient, type Schema } from '@storyloom/api-client';

/** Spec 000 §8, the payment page. */
export const PAYMENT_MESSAGES = {
  /** The provider sent the browser back without `session_id`. */
  noSession: 'No session ID found',
  /** The server answered, but the session was not paid (no reason given). */
  failed: 'Failed to process payment',
  /** The call itself failed and the answer says nothing more. */
  processingFailed: 'Payment processing failed',
  /** Anything else (the page's default). */
  fallback: 'There was an issue processing your payment. Please try again.',
} as const;

/** Spec 000 §4: the payment page is processing, then shows success or an error. */
export type PaymentStatus = 'idle' | 'processing' | 'success' | 'error';

export type PaymentStoreDependencies = {
  api: ApiClient;
  /** The session: its check is awaited first, so a signed-in buyer's bearer goes with the call (new_balance). */
  auth: { readonly token: string | null; readonly isAuthenticated: boolean; whenChecked(): Promise<void> };
  /** Credits were added while signed in: the header's balance is stale. */
  onCreditsChanged: () => void;
};

/** The result of a checkout (/payment-success): confirms the provider's session and reports the credits added. */
export class PaymentStore {
  status: PaymentStatus = 'idle';
  sessionId: string | null = null;
  result: Schema<'PaymentResult'> | null = null;
  error: string | null = null;

  readonly #deps: PaymentStoreDependencies;
  #inFlight: Promise<void> | null = null;

  constructor(deps: PaymentStoreDependencies) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get creditsAdded(): number | null {
    return this.result?.credits_added ?? null;
  }

  /** The balance the server reported (only for the buyer's own bearer token; null otherwise). */
  get newBalance(): number | null {
    return this.result?.new_balance ?? null;
  }

  /**
   * Confirms the checkout session the provider returned with. The same session asked again while its call runs
   * shares that call (a page mounted twice confirms once); the server's answer is idempotent anyway.
   */
  confirm(sessionId: string | null): Promise<void> {
    const id = sessionId?.trim() || null;
    if (this.#inFlight && id !== null && id === this.sessionId) return this.#inFlight;
    this.sessionId = id;
    this.result = null;
    if (id === null) {
      this.#inFlight = null;
      this.status = 'error';
      this.error = PAYMENT_MESSAGES.noSession;
      return Promise.resolve();
    }
    this.status = 'processing';
    this.error = null;
    const call = this.#confirm(id);
    this.#inFlight = call;
    void call.finally(() => {
      if (this.#inFlight === call) this.#inFlight = null;
    });
    return call;
  }

  /** Try Again on the error state: the same session once more. */
  retry(): Promise<void> {
    return this.confirm(this.sessionId);
  }

  async #confirm(id: string): Promise<void> {
    await this.#deps.auth.whenChecked();
    const token = this.#deps.auth.token;
    try {
      // The operation is public, so the client sends no bearer by itself; the buyer's own one earns new_balance.
      const result = unwrap(
        await this.#deps.api.POST('/payment-success', {
          body: { session_id: id },
          ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
        }),
      );
      if (id !== this.sessionId) return;
      if (!result.success) {
        this.#fail(result.error?.trim() || PAYMENT_MESSAGES.failed);
        return;
      }
      runInAction(() => {
        this.result = result;
        this.status = 'success';
      });
      if (this.#deps.auth.isAuthenticated) this.#deps.onCreditsChanged();
    } catch (error) {
      if (id !== this.sessionId) return;
      this.#fail(failureMessage(error));
    }
  }

  #fail(message: string): void {
    runInAction(() => {
      this.status = 'error';
      this.error = message;
    });
  }
}

/** The catalogue for a failed call, with the payment page's own default when the answer says nothing. */
function failureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return PAYMENT_MESSAGES.fallback;
  // A network failure keeps the client's 'check your connection'.
  if (error.status === 0) return error.message;
  return errorMessage(error.status, error.body, { defaultMessage: PAYMENT_MESSAGES.processingFailed });
}
