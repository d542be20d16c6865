import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, unwrap, type ApiClient, type Schema } from '@storyloom/api-client';
import type { Clock } from './clock.ts';
import type { ToastStore } from './ToastStore.ts';

/** Spec 000 §5: a discount code is validated 500 ms after typing stops. */
export const DISCOUNT_DEBOUNCE_MS = 500;

export const PRICING_MESSAGES = {
  packsFailed: 'Failed to load credit packages',
  purchaseFailed: 'Failed to start purchase process',
  /** The server takes no payments (no payment provider is configured there): its own words. */
  paymentsOff: 'Payments are not configured on this server.',
  validateFailed: 'Failed to validate code',
  redeemFailed: 'Failed to redeem discount code',
} as const;

export type DiscountStatus = 'idle' | 'validating' | 'valid' | 'invalid';

/** Spec 000 §2: the Pro pack is marked 'Most Popular' (matched by id or name: packs come from the server's config). */
export function isMostPopular(pack: Pick<Schema<'CreditPackage'>, 'id' | 'name'>): boolean {
  return pack.id.toLowerCase() === 'pro' || pack.name.trim().toLowerCase() === 'pro';
}

export type PricingStoreDependencies = {
  api: ApiClient;
  toasts: ToastStore;
  clock: Clock;
  /** Sends the browser to the payment provider's checkout page. */
  goToCheckout: (url: string) => void;
  /** After a redemption the balance changed. */
  onCreditsChanged: () => void;
};

/** The pricing page: credit packs, the checkout hand-off, and the discount code box. */
export class PricingStore {
  packs: Schema<'CreditPackage'>[] = [];
  isLoadingPacks = false;
  /** Shown in place of the packs, with a retry; null when they loaded (or have not been asked for). */
  packsError: string | null = null;
  purchasingPackId: string | null = null;
  code = '';
  discountStatus: DiscountStatus = 'idle';
  validation: Schema<'DiscountValidation'> | null = null;
  isRedeeming = false;
  redeemedMessage: string | null = null;

  readonly #deps: PricingStoreDependencies;
  #validateTimer: unknown = null;
  #validation = 0;

  constructor(deps: PricingStoreDependencies) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** Loads the packs (one request at a time); a failure is kept for the page to show with a retry. */
  async loadPacks(): Promise<void> {
    if (this.isLoadingPacks) return;
    this.isLoadingPacks = true;
    this.packsError = null;
    try {
      const { packages } = unwrap(await this.#deps.api.GET('/credit-packages'));
      runInAction(() => (this.packs = packages));
    } catch {
      runInAction(() => (this.packsError = PRICING_MESSAGES.packsFailed));
    } finally {
      runInAction(() => (this.isLoadingPacks = false));
    }
  }

  /** Starts a checkout and hands the browser to it. */
  async purchase(packId: string): Promise<void> {
    if (this.purchasingPackId) return;
    this.purchasingPackId = packId;
    try {
      const { checkout_url } = unwrap(await this.#deps.api.POST('/purchase-credits', { body: { package_id: packId } }));
      this.#deps.goToCheckout(checkout_url);
    } catch (error) {
      const off = error instanceof ApiError && error.status === 503;
      this.#deps.toasts.error(off ? PRICING_MESSAGES.paymentsOff : PRICING_MESSAGES.purchaseFailed);
      runInAction(() => (this.purchasingPackId = null));
    }
  }

  /** Typing a code: upper-cased at once, validated 500 ms after typing stops. */
  setCode(text: string): void {
    this.code = text.toUpperCase();
    this.redeemedMessage = null;
    this.validation = null;
    this.#validation++;
    if (this.#validateTimer !== null) this.#deps.clock.clearTimeout(this.#validateTimer);
    this.#validateTimer = null;
    if (this.code.trim() === '') {
      this.discountStatus = 'idle';
      return;
    }
    this.discountStatus = 'validating';
    this.#validateTimer = this.#deps.clock.setTimeout(() => {
      this.#validateTimer = null;
      void this.#validate();
    }, DISCOUNT_DEBOUNCE_MS);
  }

  /** A fresh discount box (entering a page that shows it): no code, no pending validation, no old message. */
  resetDiscount(): void {
    this.setCode('');
  }

  /** Redeems the code, only once it was validated as valid; a redeemed code leaves the box (it is used up). */
  async redeem(): Promise<boolean> {
    if (this.discountStatus !== 'valid' || this.isRedeeming) return false;
    this.isRedeeming = true;
    try {
      const result = unwrap(await this.#deps.api.POST('/discount/redeem', { body: { code: this.code.trim() } }));
      if (!result.success) {
        this.#deps.toasts.error(result.error || PRICING_MESSAGES.redeemFailed);
        return false;
      }
      runInAction(() => {
        this.setCode('');
        this.redeemedMessage =
          result.message || `${result.credits_awarded ?? 0} credits added. New balance: ${result.new_balance ?? 0} credits.`;
      });
      this.#deps.onCreditsChanged();
      return true;
    } catch {
      this.#deps.toasts.error(PRICING_MESSAGES.redeemFailed);
      return false;
    } finally {
      runInAction(() => (this.isRedeeming = false));
    }
  }

  async #validate(): Promise<void> {
    const validation = this.#validation;
    try {
      const result = unwrap(await this.#deps.api.POST('/discount/validate', { body: { code: this.code.trim() } }));
      if (validation !== this.#validation) return;
      runInAction(() => {
        this.validation = result;
        this.discountStatus = result.valid ? 'valid' : 'invalid';
      });
    } catch {
      if (validation !== this.#validation) return;
      this.#deps.toasts.error(PRICING_MESSAGES.validateFailed);
      runInAction(() => (this.discountStatus = 'idle'));
    }
  }
}
