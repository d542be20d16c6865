import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTargets } from '../../db/testing.ts';
import { bearer, startTestServer, type TestServer } from '../../testing/harness.ts';
import { FakeStripe, type FakeCheckoutSession } from './fakeStripe.ts';

const PUBLIC_URL = 'https://storyloom.test';
const WEBHOOK_SECRET = 'whsec_test_secret_for_storyloom';
const BONUS = 50;

describe.each(testTargets())('Stripe Checkout against a local fake Stripe on $name', (target) => {
  let server: TestServer;
  let fake: FakeStripe;

  beforeAll(async () => {
    fake = new FakeStripe();
    const apiBase = await fake.start();
    server = await startTestServer(
      {
        PUBLIC_URL,
        SIGNUP_BONUS_CREDITS: String(BONUS),
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: apiBase,
      },
      await target.open(),
    );
  });
  afterAll(async () => {
    await server?.close();
    await fake?.stop();
  });

  function api(method: 'GET' | 'POST', url: string, token?: string | null, payload?: object) {
    return server.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  }
  const confirm = (sessionId: string, token?: string | null) => api('POST', '/payment-success', token, { session_id: sessionId });

  async function buy(token: string, packageId = 'pro') {
    const res = await api('POST', '/purchase-credits', token, { package_id: packageId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { success: boolean; checkout_url: string; session_id: string };
  }

  async function creditsOf(userId: string) {
    const rows = await server.ctx.database.db
      .selectFrom('credit_transactions')
      .select(['amount', 'reference', 'description'])
      .where('user_id', '=', userId)
      .where('type', '=', 'purchase')
      .execute();
    return rows;
  }

  async function balanceOf(token: string): Promise<number> {
    return (await api('GET', '/credits', token)).json().credits_balance;
  }

  function sendWebhook(event: object, signature: string | null, raw?: string) {
    const payload = raw ?? JSON.stringify(event);
    return server.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    });
  }

  function sign(payload: string, secret = WEBHOOK_SECRET, at = server.clock.now()) {
    return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: Math.floor(at.getTime() / 1000) });
  }

  function event(type: string, session: FakeCheckoutSession) {
    return {
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type,
      api_version: '2025-01-01',
      data: { object: session },
    };
  }

  it('creates a Checkout Session with the pack’s amount and metadata and answers Stripe’s URL', async () => {
    const user = await server.signUp();
    const before = fake.requests.length;
    const { checkout_url, session_id } = await buy(user.token, 'pro');
    expect(session_id).toMatch(/^cs_test_[0-9a-f]{24}$/);
    expect(checkout_url).toBe(`https://checkout.stripe.com/c/pay/${session_id}`);

    const [sent, ...others] = fake.requests.slice(before);
    expect(others).toHaveLength(0);
    expect(sent!.method).toBe('POST');
    expect(sent!.path).toBe('/v1/checkout/sessions');
    expect(sent!.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(sent!.headers['idempotency-key']).toMatch(/^storyloom-checkout-[0-9a-f-]{36}$/);
    const form = Object.fromEntries(sent!.form);
    const row = await server.ctx.database.db
      .selectFrom('checkout_sessions')
      .selectAll()
      .where('provider_session_id', '=', session_id)
      .executeTakeFirstOrThrow();
    expect(form).toEqual({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1999',
      'line_items[0][price_data][product_data][name]': 'Pro pack',
      'line_items[0][price_data][product_data][description]': '600 Storyloom credits',
      client_reference_id: user.userId,
      customer_email: user.email,
      'metadata[user_id]': user.userId,
      'metadata[package_id]': 'pro',
      'metadata[checkout_id]': row.id,
      success_url: `${PUBLIC_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/app/pricing?checkout=cancelled`,
    });
    expect(row).toMatchObject({ provider: 'stripe', status: 'open', amount_cents: 1999, credits: 600, user_id: user.userId });
    expect(row.expires_at.getTime()).toBe(fake.get(session_id).expires_at * 1000);
  });

  it('confirm asks Stripe: unpaid → not yet; paid → credited once across parallel confirms', async () => {
    const user = await server.signUp();
    const { session_id } = await buy(user.token, 'starter');
    expect((await confirm(session_id, user.token)).json()).toMatchObject({
      success: false,
      error: 'Payment has not been completed yet',
    });

    fake.pay(session_id);
    const answers = await Promise.all(Array.from({ length: 12 }, () => confirm(session_id, user.token)));
    for (const res of answers) expect(res.json()).toMatchObject({ success: true, credits_added: 100, new_balance: BONUS + 100 });
    expect(await creditsOf(user.userId)).toEqual([
      { amount: 100, reference: `payment:${session_id}`, description: 'Starter pack (100 credits)' },
    ]);
    expect(await balanceOf(user.token)).toBe(BONUS + 100);

    // Once credited, Stripe is not asked again.
    const before = fake.requests.length;
    await confirm(session_id, user.token);
    expect(fake.requests.length).toBe(before);
  });

  it('a signed checkout.session.completed webhook credits once, together with confirm, and replays change nothing', async () => {
    const user = await server.signUp();
    const { session_id } = await buy(user.token, 'pro');
    const paid = event('checkout.session.completed', fake.pay(session_id));
    const payload = JSON.stringify(paid);

    const first = await sendWebhook(paid, sign(payload), payload);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await creditsOf(user.userId)).toHaveLength(1);

    const [again, confirmed] = await Promise.all([sendWebhook(paid, sign(payload), payload), confirm(session_id, user.token)]);
    expect(again.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ success: true, credits_added: 600, new_balance: BONUS + 600 });
    expect(await creditsOf(user.userId)).toEqual([
      { amount: 600, reference: `payment:${session_id}`, description: 'Pro pack (600 credits)' },
    ]);
    expect(await balanceOf(user.token)).toBe(BONUS + 600);
  });

  it('confirm first, then the webhook: still credited once', async () => {
    const user = await server.signUp();
    const { session_id } = await buy(user.token, 'creator');
    const session = fake.pay(session_id);
    expect((await confirm(session_id)).json()).toMatchObject({ success: true, new_balance: null });
    const payload = JSON.stringify(event('checkout.session.async_payment_succeeded', session));
    expect((await sendWebhook({}, sign(payload), payload)).statusCode).toBe(200);
    expect(await creditsOf(user.userId)).toHaveLength(1);
    expect(await balanceOf(user.token)).toBe(BONUS + 250);
  });

  it('refuses webhooks with a bad, missing, stale or foreign signature, or a tampered body, and credits nothing', async () => {
    const user = await server.signUp();
    const { session_id } = await buy(user.token, 'enterprise');
    const paid = event('checkout.session.completed', fake.pay(session_id));
    const payload = JSON.stringify(paid);
    const tampered = payload.replace('"amount_total":4999', '"amount_total":1');
    expect(tampered).not.toBe(payload);
    const attempts = [
      sendWebhook(paid, 't=12345,v1=deadbeef', payload),
      sendWebhook(paid, null, payload),
      sendWebhook(paid, sign(payload, 'whsec_someone_else'), payload),
      sendWebhook(paid, sign(payload, WEBHOOK_SECRET, new Date(server.clock.now().getTime() - 10 * 60_000)), payload),
      sendWebhook(paid, sign(payload), tampered),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().detail).toMatch(/signature/i);
    }
    expect(await creditsOf(user.userId)).toHaveLength(0);
    const row = await server.ctx.database.db
      .selectFrom('checkout_sessions')
      .select(['status', 'credited_at'])
      .where('provider_session_id', '=', session_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'open', credited_at: null });
  });

  it('acknowledges other events without acting, and closes a session on checkout.session.expired', async () => {
    const user = await server.signUp();
    const { session_id } = await buy(user.token, 'starter');
    const unpaid = JSON.stringify(event('checkout.session.completed', fake.get(session_id))); // payment still pending
    expect((await sendWebhook({}, sign(unpaid), unpaid)).json()).toEqual({ received: true });
    const other = JSON.stringify({ id: 'evt_x', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect((await sendWebhook({}, sign(other), other)).statusCode).toBe(200);
    expect(await creditsOf(user.userId)).toHaveLength(0);

    const expired = JSON.stringify(event('checkout.session.expired', fake.expire(session_id)));
    expect((await sendWebhook({}, sign(expired), expired)).statusCode).toBe(200);
    expect((await confirm(session_id, user.token)).json()).toMatchObject({
      success: false,
      error: 'This checkout session has expired. Please start a new purchase.',
    });
  });

  it('a declined delayed payment fails the session and tells the buyer once', async () => {
    const user = await server.signUp();
    const { session_id } = await buy(user.token, 'creator');
    const declined = JSON.stringify(event('checkout.session.async_payment_failed', fake.get(session_id)));
    for (let i = 0; i < 3; i++) expect((await sendWebhook({}, sign(declined), declined)).statusCode).toBe(200);
    expect((await confirm(session_id, user.token)).json()).toMatchObject({
      success: false,
      error: 'Payment processing failed. No credits were added.',
    });
    const notes = await server.ctx.database.db
      .selectFrom('notifications')
      .select(['type', 'message'])
      .where('user_id', '=', user.userId)
      .execute();
    expect(notes).toEqual([
      {
        type: 'payment_failed',
        message:
          'Your payment could not be completed and no credits were added. Your bank declined the payment for the Creator pack.',
      },
    ]);
    expect(await creditsOf(user.userId)).toHaveLength(0);
  });

  it('does not credit when Stripe reports a different amount than the pack costs', async () => {
    const user = await server.signUp();
    const { session_id } = await buy(user.token, 'pro');
    fake.pay(session_id, { amount_total: 1 });
    expect((await confirm(session_id, user.token)).json()).toMatchObject({
      success: false,
      error: 'The payment could not be verified. Please contact support.',
    });
    expect(await creditsOf(user.userId)).toHaveLength(0);
  });

  it('cross-user: another user confirming a Stripe session credits only the buyer', async () => {
    const buyer = await server.signUp();
    const other = await server.signUp();
    const { session_id } = await buy(buyer.token, 'starter');
    fake.pay(session_id);
    expect((await confirm(session_id, other.token)).json()).toMatchObject({ success: true, new_balance: null });
    expect(await creditsOf(other.userId)).toHaveLength(0);
    expect(await balanceOf(other.token)).toBe(BONUS);
    expect(await balanceOf(buyer.token)).toBe(BONUS + 100);
  });

  it('has no embedded test checkout page while Stripe is the provider', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/checkout/test/test_cs_anything' });
    expect(page.statusCode).toBe(404);
  });
});
