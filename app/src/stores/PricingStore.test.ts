import { describe, expect, it } from 'vitest';
import { createApiClient } from '@storyloom/api-client';
import { fakeTransport, type FakeRoute } from '../testing/fakeTransport.ts';
import { ManualClock } from '../testing/ManualClock.ts';
import { DISCOUNT_DEBOUNCE_MS, PRICING_MESSAGES, PricingStore, isMostPopular } from './PricingStore.ts';
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
  it('loads the packs, or keeps the failure for the page to show with a retry', async () => {
    const ok = setup({ 'GET /credit-packages': { body: { success: true, packages: packs } } });
    await ok.store.loadPacks();
    expect(ok.store.packs).toEqual(packs);
    expect(ok.store.packsError).toBeNull();
    const failing = setup({ 'GET /credit-packages': { status: 500, body: {} } });
    await failing.store.loadPacks();
    expect(failing.store.packsError).toBe('Failed to load credit packages');
    expect(failing.store.isLoadingPacks).toBe(false);
    // In place of the packs, not as a toast as well.
    expect(failing.messages()).toEqual([]);
    failing.transport.routes['GET /credit-packages'] = { body: { success: true, packages: packs } };
    const retry = failing.store.loadPacks();
    expect(failing.store.packsError).toBeNull();
    // A second call while one runs asks nothing more.
    await failing.store.loadPacks();
    await retry;
    expect(failing.store.packs).toEqual(packs);
    expect(failing.transport.requests).toHaveLength(2);
  });

  it("marks the Pro pack 'Most Popular', by id or name", () => {
    expect(isMostPopular({ id: 'pro', name: 'Pro' })).toBe(true);
    expect(isMostPopular({ id: 'pack-3', name: ' PRO ' })).toBe(true);
    expect(isMostPopular({ id: 'starter', name: 'Starter' })).toBe(false);
    expect(isMostPopular({ id: 'pro-plus', name: 'Pro Plus' })).toBe(false);
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
    // A server that takes no payments says so, and the button can be pressed again.
    const off = setup({
      'POST /purchase-credits': { status: 503, body: { detail: 'Payments are not configured on this server.' } },
    });
    await off.store.purchase('pro');
    expect(off.messages()).toEqual([['error', 'Payments are not configured on this server.']]);
    expect(off.store.purchasingPackId).toBeNull();
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
    // The code is used up: it leaves the box, so Redeem cannot be pressed for it again.
    expect([store.code, store.discountStatus]).toEqual(['', 'idle']);
    expect(await store.redeem()).toBe(false);
    // Typing again starts afresh.
    store.setCode('x');
    expect(store.redeemedMessage).toBeNull();
  });

  it("shows the server's refusal of a redemption", async () => {
    const { store, clock, messages, creditsChanged } = setup({
      'POST /discount/validate': { body: { valid: true, credits_amount: 10 } },
      'POST /discount/redeem': {
        body: { success: false, credits_awarded: null, new_balance: null, error: 'You have already redeemed this code' },
      },
    });
    store.setCode('welcome10');
    await clock.advance(DISCOUNT_DEBOUNCE_MS);
    await settle();
    expect(await store.redeem()).toBe(false);
    expect(messages()).toEqual([['error', 'You have already redeemed this code']]);
    expect(creditsChanged()).toBe(0);
    expect(store.code).toBe('WELCOME10');
  });

  it('drops a validation answer for a code no longer in the box, and resets the box for a new page', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const { store, clock } = setup({ 'POST /discount/validate': () => new Promise((resolve) => (answer = resolve)) });
    store.setCode('old');
    await clock.advance(DISCOUNT_DEBOUNCE_MS);
    await settle();
    store.resetDiscount();
    answer({ body: { valid: true, credits_amount: 5 } });
    await settle();
    expect([store.code, store.discountStatus, store.validation]).toEqual(['', 'idle', null]);
    // A pending debounce is cancelled too.
    store.setCode('again');
    store.resetDiscount();
    await clock.advance(DISCOUNT_DEBOUNCE_MS);
    expect(store.discountStatus).toBe('idle');
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
