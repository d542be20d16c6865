import { describe, expect, it } from 'vitest';
import { createApiClient } from '@storyloom/api-client';
import { fakeTransport, type FakeRoute } from '../testing/fakeTransport.ts';
import { ManualClock } from '../testing/ManualClock.ts';
import { DISCOUNT_DEBOUNCE_MS, PRICING_MESSAGES, PricingStore } from './PricingStore.ts';
import { ToastStore } from './ToastStore.ts';

const packs = [{ id: 'starter', name: 'Starter', price_dollars: 9.99, credits: 100, price_per_credit: 0.0999 }];

function setup(routes: Record<string, FakeRoute> = {}) {
  const clock = new ManualClock();
  const transport = fakeTransport(routes);
  const toasts = new ToastStore();
  const checkouts: string[] = [];
  let creditsChanged = 0;
  const api = createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => 't', fetch: transport.fetch });
  const store = new PricingStore({
    api,
    toasts,
    clock,
    goToCheckout: (url) => checkouts.push(url),
    onCreditsChanged: () => creditsChanged++,
  });
  const validations = () => transport.requests.filter((r) => r.path === '/discount/validate');
  return {
    store,
    clock,
    transport,
    checkouts,
    validations,
    creditsChanged: () => creditsChanged,
    messages: () => toasts.toasts.map((t) => [t.kind, t.message]),
  };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('PricingStore', () => {
  it('loads the packs, or says it could not', async () => {
    const ok = setup({ 'GET /credit-packages': { body: { success: true, packages: packs } } });
    await ok.store.loadPacks();
    expect(ok.store.packs).toEqual(packs);
    const failing = setup({ 'GET /credit-packages': { status: 500, body: {} } });
    await failing.store.loadPacks();
    expect(failing.messages()).toEqual([['error', 'Failed to load credit packages']]);
  });

  it('sends the browser to the checkout page of the chosen pack', async () => {
    const { store, transport, checkouts } = setup({
      'POST /purchase-credits': { body: { success: true, checkout_url: 'http://127.0.0.1:8080/checkout/cs_1' } },
    });
    await store.purchase('starter');
    expect(transport.requests[0]?.body).toEqual({ package_id: 'starter' });
    expect(checkouts).toEqual(['http://127.0.0.1:8080/checkout/cs_1']);
    expect(store.purchasingPackId).toBe('starter');
    const failing = setup({ 'POST /purchase-credits': { status: 404, body: { detail: 'Unknown package' } } });
    await failing.store.purchase('nope');
    expect(failing.messages()).toEqual([['error', PRICING_MESSAGES.purchaseFailed]]);
    expect(failing.store.purchasingPackId).toBeNull();
  });

  it('upper-cases the code and validates it 500 ms after typing stops', async () => {
    const { store, clock, validations } = setup({
      'POST /discount/validate': ({ body }) => ({
        body:
          (body as { code: string }).code === 'WELCOME10'
            ? { valid: true, credits_amount: 10, description: 'Welcome gift' }
            : { valid: false, error: 'Invalid discount code' },
      }),
    });
    for (const text of ['w', 'we', 'welcome10']) {
      store.setCode(text);
      await clock.advance(300);
    }
    expect(store.code).toBe('WELCOME10');
    expect(store.discountStatus).toBe('validating');
    expect(validations()).toHaveLength(0);
    await clock.advance(DISCOUNT_DEBOUNCE_MS - 300);
    await settle();
    expect(validations().map((r) => r.body)).toEqual([{ code: 'WELCOME10' }]);
    expect(store.discountStatus).toBe('valid');
    expect(store.validation?.credits_amount).toBe(10);
    store.setCode('nope');
    await clock.advance(DISCOUNT_DEBOUNCE_MS);
    await settle();
    expect(store.discountStatus).toBe('invalid');
    store.setCode('');
    expect(store.discountStatus).toBe('idle');
  });

  it('redeems only a code validated as valid, then refreshes the balance', async () => {
    const { store, clock, transport, creditsChanged } = setup({
      'POST /discount/validate': { body: { valid: true, credits_amount: 10 } },
      'POST /discount/redeem': {
        body: { success: true, credits_awarded: 10, new_balance: 60, message: 'Code redeemed: 10 credits added.' },
      },
    });
    store.setCode('welcome10');
    expect(await store.redeem()).toBe(false);
    expect(transport.requests).toHaveLength(0);
    await clock.advance(DISCOUNT_DEBOUNCE_MS);
    await settle();
    expect(await store.redeem()).toBe(true);
    expect(transport.requests.at(-1)).toMatchObject({ path: '/discount/redeem', body: { code: 'WELCOME10' } });
    expect(store.redeemedMessage).toBe('Code redeemed: 10 credits added.');
    expect(creditsChanged()).toBe(1);
  });

  it("says 'Failed to validate code' and 'Failed to redeem discount code' when the calls fail", async () => {
    const { store, clock, transport, messages } = setup({ 'POST /discount/validate': { status: 500, body: {} } });
    store.setCode('X1');
    await clock.advance(DISCOUNT_DEBOUNCE_MS);
    await settle();
    expect(store.discountStatus).toBe('idle');
    transport.routes['POST /discount/validate'] = { body: { valid: true } };
    transport.routes['POST /discount/redeem'] = { status: 500, body: {} };
    store.setCode('X2');
    await clock.advance(DISCOUNT_DEBOUNCE_MS);
    await settle();
    expect(await store.redeem()).toBe(false);
    expect(messages()).toEqual([
      ['error', 'Failed to validate code'],
      ['error', 'Failed to redeem discount code'],
    ]);
  });
});
