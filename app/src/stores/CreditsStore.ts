import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, unwrap, type ApiClient, type Schema } from '@storyloom/api-client';
import type { ToastStore } from './ToastStore.ts';

/** The spec's toast when the balance cannot be refreshed (not shown for a 401: the session handles that). */
export const CREDITS_REFRESH_FAILED = 'Failed to refresh credits';

/** The signed-in user's credits: the header badge's balance and the Billing History overview. */
export class CreditsStore {
  /** Null until the first answer (the badge shows only once the balance has loaded). */
  credits: Schema<'Credits'> | null = null;
  isLoading = false;
  /** What each paid action costs (GET /credit-costs, the server's price list); null until loaded. */
  costs: Schema<'CreditCosts'> | null = null;

  readonly #api: ApiClient;
  readonly #toasts: ToastStore;
  #generation = 0;
  #costsRequest: Promise<void> | null = null;

  constructor({ api, toasts }: { api: ApiClient; toasts: ToastStore }) {
    this.#api = api;
    this.#toasts = toasts;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get balance(): number | null {
    return this.credits?.credits_balance ?? null;
  }

  get isLoaded(): boolean {
    return this.credits !== null;
  }

  /** How many credits short the balance is of `price` (0 when it can pay); null while the balance is unknown. */
  shortfall(price: number): number | null {
    const balance = this.balance;
    return balance === null ? null : Math.max(0, price - balance);
  }

  /**
   * Reads the balance again (no-cache); a failure keeps the last balance and says so, except on a 401. `quiet`
   * only logs the failure (the Billing History page, per the spec).
   */
  async refresh({ quiet = false }: { quiet?: boolean } = {}): Promise<void> {
    const generation = this.#generation;
    this.isLoading = true;
    try {
      const { credits_balance, total_purchased, total_used } = unwrap(
        await this.#api.GET('/credits', { headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } }),
      );
      runInAction(() => {
        // A sign-out while the request ran wins: its answer belongs to the old session.
        if (generation === this.#generation) this.credits = { credits_balance, total_purchased, total_used };
      });
    } catch (error) {
      if (quiet) console.warn('Credits could not be loaded', error);
      else if (!(error instanceof ApiError && error.status === 401)) this.#toasts.error(CREDITS_REFRESH_FAILED);
    } finally {
      runInAction(() => {
        this.isLoading = false;
      });
    }
  }

  /**
   * Reads the price list once per visit: calls while it loads share the request, and none is made once it has
   * loaded. A failure is only logged and leaves `costs` null (a later call tries again).
   */
  loadCosts(): Promise<void> {
    if (this.costs) return Promise.resolve();
    this.#costsRequest ??= this.#fetchCosts().finally(() => {
      this.#costsRequest = null;
    });
    return this.#costsRequest;
  }

  async #fetchCosts(): Promise<void> {
    try {
      const { costs } = unwrap(await this.#api.GET('/credit-costs'));
      runInAction(() => {
        this.costs = costs;
      });
    } catch (error) {
      console.warn('Credit costs could not be loaded', error);
    }
  }

  /** Wipes the credits (sign-out, forced logout, clearing user data). The price list is public and stays. */
  clear(): void {
    this.#generation++;
    this.credits = null;
    this.isLoading = false;
  }
}
