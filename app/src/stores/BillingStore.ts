import { makeAutoObservable, runInAction } from 'mobx';
import { unwrap, type ApiClient, type Schema } from '@storyloom/api-client';

/** Spec 000 §9: Billing History shows the latest 50 transactions by default, or all. */
export const LATEST_TRANSACTIONS = 50;
export const BILLING_LOAD_FAILED = 'Failed to load transaction history';

export type TransactionFilter = 'all' | Schema<'TransactionType'>;

/**
 * Billing History: the transactions (latest 50 or all), filtered by type on the page. A failed load is kept in
 * `error` for the page to show in place of the list, with a retry.
 */
export class BillingStore {
  transactions: Schema<'CreditTransaction'>[] = [];
  /** All the user's transactions, for '(N total)'. */
  total: number | null = null;
  showAll = false;
  filter: TransactionFilter = 'all';
  isLoading = false;
  error: string | null = null;

  readonly #api: ApiClient;
  #request = 0;

  // `toasts` is accepted but not used: the failure shows in place of the list instead of as a toast.
  constructor({ api }: { api: ApiClient }) {
    this.#api = api;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get visible(): Schema<'CreditTransaction'>[] {
    return this.filter === 'all' ? this.transactions : this.transactions.filter((t) => t.type === this.filter);
  }

  /** '(N total)' shows when all are shown and there are more than 50. */
  get showTotal(): boolean {
    return this.showAll && this.total !== null && this.total > LATEST_TRANSACTIONS;
  }

  async load(): Promise<void> {
    const request = ++this.#request;
    this.isLoading = true;
    this.error = null;
    try {
      const result = unwrap(
        await this.#api.GET('/credit-transactions', {
          params: { query: this.showAll ? {} : { limit: LATEST_TRANSACTIONS } },
        }),
      );
      if (request !== this.#request) return;
      runInAction(() => {
        this.transactions = result.transactions;
        this.total = result.total ?? null;
      });
    } catch {
      if (request === this.#request) runInAction(() => (this.error = BILLING_LOAD_FAILED));
    } finally {
      if (request === this.#request) runInAction(() => (this.isLoading = false));
    }
  }

  setShowAll(showAll: boolean): void {
    if (showAll === this.showAll) return;
    this.showAll = showAll;
    void this.load();
  }

  setFilter(filter: TransactionFilter): void {
    this.filter = filter;
  }

  clear(): void {
    this.#request++;
    this.transactions = [];
    this.total = null;
    this.showAll = false;
    this.filter = 'all';
    this.isLoading = false;
    this.error = null;
  }
}
