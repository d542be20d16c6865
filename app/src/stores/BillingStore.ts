import { makeAutoObservable, runInAction } from 'mobx';
import { unwrap, type ApiClient, type Schema } from '@storyloom/api-client';
import type { ToastStore } from './ToastStore.ts';

/** Spec 000 §9: Billing History shows the latest 50 transactions by default, or all. */
export const LATEST_TRANSACTIONS = 50;
export const BILLING_LOAD_FAILED = 'Failed to load transaction history';

export type TransactionFilter = 'all' | Schema<'TransactionType'>;

/** Billing History: the transactions (latest 50 or all), filtered by type on the page. */
export class BillingStore {
  transactions: Schema<'CreditTransaction'>[] = [];
  /** All the user's transactions, for '(N total)'. */
  total: number | null = null;
  showAll = false;
  filter: TransactionFilter = 'all';
  isLoading = false;

  readonly #api: ApiClient;
  readonly #toasts: ToastStore;
  #request = 0;

  constructor({ api, toasts }: { api: ApiClient; toasts: ToastStore }) {
    this.#api = api;
    this.#toasts = toasts;
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
      if (request === this.#request) this.#toasts.error(BILLING_LOAD_FAILED);
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
  }
}
