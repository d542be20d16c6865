import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type Schema } from '@storyloom/api-client';
import { fakeTransport, type FakeRoute } from '../testing/fakeTransport.ts';
import { BILLING_LOAD_FAILED, BillingStore } from './BillingStore.ts';
import { CreditsStore } from './CreditsStore.ts';
import { ToastStore } from './ToastStore.ts';

const tx = (n: number, type: Schema<'TransactionType'>): Schema<'CreditTransaction'> => ({
  id: `t${n}`,
  type,
  description: `Transaction ${n}`,
  amount: type === 'usage' ? -5 : 10,
  created_at: '2026-11-20T18:30:00Z',
  project_id: null,
  project_title: null,
  charge_id: null,
  charge_description: null,
});
const items = [tx(1, 'purchase'), tx(2, 'usage'), tx(3, 'refund'), tx(4, 'bonus'), tx(5, 'usage')];

function setup(routes: Record<string, FakeRoute> = {}) {
  const transport = fakeTransport({
    'GET /credit-transactions': { body: { success: true, transactions: items, total: 73 } },
    ...routes,
  });
  const toasts = new ToastStore();
  const api = createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => 't', fetch: transport.fetch });
  return { billing: new BillingStore({ api }), api, toasts, transport };
}

describe('BillingStore', () => {
  it('asks for the latest 50, or all, and shows (N total) only for all above 50', async () => {
    const { billing, transport } = setup();
    await billing.load();
    expect(Object.fromEntries(transport.requests[0]!.query)).toEqual({ limit: '50' });
    expect(billing.showTotal).toBe(false);
    billing.setShowAll(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(Object.fromEntries(transport.requests[1]!.query)).toEqual({});
    expect(billing.showTotal).toBe(true);
    transport.routes['GET /credit-transactions'] = { body: { success: true, transactions: items, total: 5 } };
    await billing.load();
    expect(billing.showTotal).toBe(false);
  });

  it('filters by type on the page', async () => {
    const { billing, transport } = setup();
    await billing.load();
    billing.setFilter('usage');
    expect(billing.visible.map((t) => t.id)).toEqual(['t2', 't5']);
    billing.setFilter('all');
    expect(billing.visible).toHaveLength(5);
    expect(transport.requests).toHaveLength(1);
  });

  it("keeps 'Failed to load transaction history' for the page when the list fails, and a retry clears it", async () => {
    const { billing, toasts, transport } = setup({ 'GET /credit-transactions': { status: 500, body: {} } });
    await billing.load();
    expect(billing.error).toBe(BILLING_LOAD_FAILED);
    expect(billing.isLoading).toBe(false);
    // Shown in place of the list, not as a toast as well.
    expect(toasts.toasts).toEqual([]);
    transport.routes['GET /credit-transactions'] = { body: { success: true, transactions: items, total: 5 } };
    const retry = billing.load();
    expect(billing.error).toBeNull();
    expect(billing.isLoading).toBe(true);
    await retry;
    expect(billing.visible).toHaveLength(5);
  });

  it('keeps only the answer of the latest request (switching to all while the latest 50 load)', async () => {
    let answerLatest: (answer: { body: unknown }) => void = () => {};
    const { billing } = setup({
      'GET /credit-transactions': ({ query }) =>
        query.has('limit')
          ? new Promise((resolve) => (answerLatest = resolve))
          : { body: { success: true, transactions: items.slice(0, 2), total: 2 } },
    });
    const latest = billing.load();
    await new Promise((resolve) => setTimeout(resolve, 0));
    billing.setShowAll(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    answerLatest({ body: { success: true, transactions: items, total: 5 } });
    await latest;
    expect(billing.transactions.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(billing.isLoading).toBe(false);
  });

  it('forgets everything on clear (sign-out)', async () => {
    const { billing } = setup({ 'GET /credit-transactions': { status: 500, body: {} } });
    billing.setFilter('bonus');
    await billing.load();
    billing.clear();
    expect([billing.transactions, billing.total, billing.showAll, billing.filter, billing.error]).toEqual([
      [],
      null,
      false,
      'all',
      null,
    ]);
  });

  it('only logs a failed credits overview (quiet refresh)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { api, toasts } = setup({ 'GET /credits': { status: 500, body: {} } });
    const credits = new CreditsStore({ api, toasts });
    await credits.refresh({ quiet: true });
    expect(toasts.toasts).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
