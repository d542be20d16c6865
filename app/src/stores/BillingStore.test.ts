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
});
const items = [tx(1, 'purchase'), tx(2, 'usage'), tx(3, 'refund'), tx(4, 'bonus'), tx(5, 'usage')];

function setup(routes: Record<string, FakeRoute> = {}) {
  const transport = fakeTransport({
    'GET /credit-transactions': { body: { success: true, transactions: items, total: 73 } },
    ...routes,
  });
  const toasts = new ToastStore();
  const api = createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => 't', fetch: transport.fetch });
  return { billing: new BillingStore({ api, toasts }), api, toasts, transport };
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

  it("says 'Failed to load transaction history' when the list fails", async () => {
    const { billing, toasts } = setup({ 'GET /credit-transactions': { status: 500, body: {} } });
    await billing.load();
    expect(toasts.toasts.map((t) => t.message)).toEqual([BILLING_LOAD_FAILED]);
    expect(billing.isLoading).toBe(false);
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
