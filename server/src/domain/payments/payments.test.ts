import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { testTargets } from '../../db/testing.ts';
import { bearer, startTestServer, type TestServer } from '../../testing/harness.ts';
import { renderCheckoutPage } from './checkoutPage.ts';
import { loadPaymentConfig } from './config.ts';
import { confirmCheckout } from './service.ts';

const DAY = 86_400_000;
const PUBLIC_URL = 'https://storyloom.test';
const BONUS = 50;

describe.each(testTargets())('credit packs and the embedded test checkout on $name', (target) => {
  let server: TestServer;

  beforeAll(async () => {
    // PUBLIC_URL is not a loopback address: the free test checkout has to be asked for by name.
    server = await startTestServer(
      { PUBLIC_URL, PAYMENT_PROVIDER: 'embedded', SIGNUP_BONUS_CREDITS: String(BONUS) },
      await target.open(),
    );
  });
  afterAll(() => server?.close());

  function api(method: 'GET' | 'POST', url: string, token?: string | null, payload?: object) {
    return server.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  }

  async function buy(token: string, packageId = 'pro') {
    const res = await api('POST', '/purchase-credits', token, { package_id: packageId });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return { sessionId: body.session_id as string, checkoutUrl: body.checkout_url as string };
  }

  /** Presses a button of the test checkout page, as the browser's form post does. */
  function press(sessionId: string, action: 'pay' | 'cancel') {
    return server.app.inject({
      method: 'POST',
      url: `/checkout/test/${sessionId}/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
  }

  const confirm = (sessionId: string, token?: string | null) => api('POST', '/payment-success', token, { session_id: sessionId });
  const result = (sessionId: string, token?: string | null) =>
    api('GET', `/payment-success?session_id=${encodeURIComponent(sessionId)}`, token);

  let address: string | undefined;
  async function listening(): Promise<string> {
    address ??= await server.app.listen({ port: 0, host: '127.0.0.1' });
    return address;
  }

  async function balance(token: string): Promise<{ credits_balance: number; total_purchased: number }> {
    const res = await api('GET', '/credits', token);
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  async function purchases(userId: string) {
    return server.ctx.database.db
      .selectFrom('credit_transactions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('type', '=', 'purchase')
      .execute();
  }

  it('lists the four packs cheapest first, with price per credit; only to a signed-in user', async () => {
    const user = await server.signUp();
    const res = await api('GET', '/credit-packages', user.token);
    expect(res.statusCode).toBe(200);
    const { success, packages } = res.json();
    expect(success).toBe(true);
    expect(packages).toEqual([
      expect.objectContaining({ id: 'starter', name: 'Starter', price_dollars: 4.99, credits: 100, price_per_credit: 0.0499 }),
      expect.objectContaining({ id: 'creator', name: 'Creator', price_dollars: 9.99, credits: 250, price_per_credit: 0.04 }),
      expect.objectContaining({ id: 'pro', name: 'Pro', price_dollars: 19.99, credits: 600, price_per_credit: 0.0333 }),
      expect.objectContaining({
        id: 'enterprise',
        name: 'Enterprise',
        price_dollars: 49.99,
        credits: 1750,
        price_per_credit: 0.0286,
      }),
    ]);
    expect(packages.find((p: { id: string }) => p.id === 'pro').description).toMatch(/most popular/i);
    for (const pack of packages)
      expect(Object.keys(pack).sort()).toEqual(['credits', 'description', 'id', 'name', 'price_dollars', 'price_per_credit']);
    expect((await api('GET', '/credit-packages')).statusCode).toBe(401);
  });

  it('refuses a purchase without a token (401) and of an unknown pack (404)', async () => {
    expect((await api('POST', '/purchase-credits', null, { package_id: 'pro' })).statusCode).toBe(401);
    const user = await server.signUp();
    const res = await api('POST', '/purchase-credits', user.token, { package_id: 'platinum' });
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('Credit package not found');
    const rows = await server.ctx.database.db
      .selectFrom('checkout_sessions')
      .select('id')
      .where('user_id', '=', user.userId)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('buys a pack: test checkout page, Pay, then /payment-success credits the buyer with an expiring purchase', async () => {
    const user = await server.signUp();
    const { sessionId, checkoutUrl } = await buy(user.token, 'pro');
    expect(sessionId).toMatch(/^test_cs_[A-Za-z0-9_-]{32}$/);
    expect(checkoutUrl).toBe(`${PUBLIC_URL}/checkout/test/${sessionId}`);

    const page = await server.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('TEST MODE — no real payment');
    expect(page.body).toMatch(/<title>Test checkout: Pro pack — Storyloom<\/title>/);
    expect(page.body).toMatch(/<dd>Pro<\/dd>[\s\S]*<dd>600<\/dd>[\s\S]*<dd>\$19\.99<\/dd>/);
    expect(page.body).toContain(
      `<form method="post" action="${sessionId}/pay"><button type="submit" class="pay">Pay $19.99</button>`,
    );
    expect(page.body).toContain(`action="${sessionId}/cancel"><button type="submit" class="cancel">Cancel</button>`);
    expect(page.body).toContain('prefers-color-scheme: dark');

    // Not paid yet: nothing to credit.
    const early = await confirm(sessionId, user.token);
    expect(early.statusCode).toBe(200);
    expect(early.json()).toEqual({
      success: false,
      credits_added: null,
      new_balance: null,
      message: null,
      error: 'Payment has not been completed yet',
    });

    const paid = await press(sessionId, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/payment-success?session_id=${sessionId}`);

    const done = await confirm(sessionId, user.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      credits_added: 600,
      new_balance: BONUS + 600,
      message: 'Payment successful! 600 credits added to your account.',
      error: null,
    });
    expect(done.headers['cache-control']).toBe('no-store');
    expect(await balance(user.token)).toMatchObject({ credits_balance: BONUS + 600, total_purchased: 600 });

    const [purchase, ...more] = await purchases(user.userId);
    expect(more).toHaveLength(0);
    expect(purchase).toMatchObject({ amount: 600, description: 'Pro pack (600 credits)', reference: `payment:${sessionId}` });
    const lots = await server.ctx.database.db
      .selectFrom('credit_lots')
      .selectAll()
      .where('user_id', '=', user.userId)
      .where('kind', '=', 'purchase')
      .execute();
    expect(lots).toHaveLength(1);
    expect(lots[0]!.expires_at?.getTime()).toBe(server.clock.now().getTime() + 30 * DAY);

    // The page now says it is paid; paying again (a double click) changes nothing.
    const after = await server.app.inject({ method: 'GET', url: `/checkout/test/${sessionId}` });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('Payment received');
    expect((await press(sessionId, 'pay')).headers.location).toBe(`${PUBLIC_URL}/payment-success?session_id=${sessionId}`);
    expect((await result(sessionId, user.token)).json()).toMatchObject({ success: true, credits_added: 600, new_balance: 650 });
    expect(await purchases(user.userId)).toHaveLength(1);
  });

  it('Cancel returns to pricing, credits nothing, and the session can no longer be paid', async () => {
    const user = await server.signUp();
    const { sessionId } = await buy(user.token, 'starter');
    const cancelled = await press(sessionId, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${PUBLIC_URL}/app/pricing?checkout=cancelled`);

    const res = await confirm(sessionId, user.token);
    expect(res.json()).toMatchObject({
      success: false,
      credits_added: null,
      error: 'Payment was cancelled. No credits were added.',
    });
    const pay = await press(sessionId, 'pay');
    expect(pay.statusCode).toBe(410);
    expect(pay.body).toContain('Checkout cancelled');
    expect((await result(sessionId, user.token)).json().success).toBe(false);
    expect((await balance(user.token)).credits_balance).toBe(BONUS);
    expect(await purchases(user.userId)).toHaveLength(0);
  });

  it('an unknown session is 404 for the result calls and the checkout page', async () => {
    const user = await server.signUp();
    const post = await confirm('test_cs_doesnotexist', user.token);
    expect(post.statusCode).toBe(404);
    expect(post.json().detail).toBe('Payment session not found');
    expect((await result('cs_test_nope')).statusCode).toBe(404);
    const page = await server.app.inject({ method: 'GET', url: '/checkout/test/test_cs_doesnotexist' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Checkout not found');
    expect((await press('test_cs_doesnotexist', 'pay')).statusCode).toBe(404);
  });

  it('replay: one paid session confirmed 50 times in parallel (and read 10 times) credits once', async () => {
    const user = await server.signUp();
    const { sessionId } = await buy(user.token, 'pro');
    expect((await press(sessionId, 'pay')).statusCode).toBe(303);
    // Over real sockets, so on PostgreSQL the requests truly overlap (and race for the row lock).
    const base = await listening();
    const auth = (i: number) => (i % 2 ? bearer(user.token) : {});
    const calls = [
      ...Array.from({ length: 50 }, (_, i) =>
        fetch(`${base}/api/payment-success`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth(i) },
          body: JSON.stringify({ session_id: sessionId }),
        }),
      ),
      ...Array.from({ length: 10 }, (_, i) => fetch(`${base}/api/payment-success?session_id=${sessionId}`, { headers: auth(i) })),
    ];
    const answers = await Promise.all(
      calls.map(async (call) => {
        const res = await call;
        return { status: res.status, body: (await res.json()) as { new_balance: number | null } };
      }),
    );
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ success: true, credits_added: 600, error: null });
    }
    expect(answers.filter((r) => r.body.new_balance === BONUS + 600)).toHaveLength(30);
    expect(answers.filter((r) => r.body.new_balance === null)).toHaveLength(30);
    expect((await balance(user.token)).credits_balance).toBe(BONUS + 600);
    expect(await purchases(user.userId)).toHaveLength(1);
    const lots = await server.ctx.database.db.selectFrom('credit_lots').select('id').where('user_id', '=', user.userId).execute();
    expect(lots).toHaveLength(2); // the sign-up bonus and this one purchase
    // …and the buyer is told once, in the same transaction as the credit.
    const notes = await server.ctx.database.db
      .selectFrom('notifications')
      .select(['type', 'message'])
      .where('user_id', '=', user.userId)
      .execute();
    expect(notes).toEqual([{ type: 'payment_success', message: '600 credits from the Pro pack were added to your account.' }]);
  });

  it('replay without HTTP in between: 50 confirmations started in the same tick credit once', async () => {
    // In-memory PGlite answers without real I/O, so on PGlite each HTTP request above runs to its end within the task
    // that received it and the requests never overlap (on PostgreSQL they do). Started together in one task, these
    // confirmations interleave at every await on both databases.
    const user = await server.signUp();
    const { sessionId } = await buy(user.token, 'enterprise');
    await press(sessionId, 'pay');
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) => confirmCheckout(server.ctx, sessionId, i % 2 ? user.userId : null, server.app.log)),
    );
    for (const outcome of outcomes) expect(outcome).toMatchObject({ success: true, credits_added: 1750 });
    expect((await balance(user.token)).credits_balance).toBe(BONUS + 1750);
    expect(await purchases(user.userId)).toHaveLength(1);
  });

  it('expiry: purchased credits stop counting 30 days after the purchase', async () => {
    const user = await server.signUp();
    const { sessionId } = await buy(user.token, 'creator');
    await press(sessionId, 'pay');
    expect((await confirm(sessionId, user.token)).json().new_balance).toBe(BONUS + 250);
    server.clock.advance(30 * DAY - 60_000);
    // Tokens live 2 hours: sign in again to look a month later.
    const later = await server.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: user.email, password: 'Str0ng!pass' },
    });
    const token = later.json().session.access_token as string;
    expect(await balance(token)).toMatchObject({ credits_balance: BONUS + 250, total_purchased: 250 });
    server.clock.advance(2 * 60_000);
    expect(await balance(token)).toMatchObject({ credits_balance: BONUS, total_purchased: 250 });
    // Confirming again a month later neither credits anew nor revives the expired lot.
    expect((await confirm(sessionId, token)).json()).toMatchObject({ success: true, new_balance: BONUS });
  });

  it('cross-user: a second user confirming the buyer’s session credits only the buyer, once, and learns no balance', async () => {
    const buyer = await server.signUp();
    const other = await server.signUp();
    const { sessionId } = await buy(buyer.token, 'pro');
    await press(sessionId, 'pay');

    const byOther = await confirm(sessionId, other.token);
    expect(byOther.json()).toMatchObject({ success: true, credits_added: 600, new_balance: null });
    const anonymous = await result(sessionId, null);
    expect(anonymous.json()).toMatchObject({ success: true, new_balance: null });
    const badToken = await confirm(sessionId, 'not-a-token');
    expect(badToken.statusCode).toBe(200);
    expect(badToken.json().new_balance).toBeNull();

    expect((await balance(other.token)).credits_balance).toBe(BONUS);
    expect(await purchases(other.userId)).toHaveLength(0);
    expect((await confirm(sessionId, buyer.token)).json()).toMatchObject({ success: true, new_balance: BONUS + 600 });
    expect(await purchases(buyer.userId)).toHaveLength(1);
  });

  it('a test checkout left open for 24 hours expires', async () => {
    const user = await server.signUp();
    const { sessionId } = await buy(user.token, 'starter');
    server.clock.advance(DAY + 1000);
    const page = await server.app.inject({ method: 'GET', url: `/checkout/test/${sessionId}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Checkout expired');
    expect((await press(sessionId, 'pay')).statusCode).toBe(410);
    const res = await result(sessionId);
    expect(res.json()).toMatchObject({
      success: false,
      error: 'This checkout session has expired. Please start a new purchase.',
    });
  });

  it('the form parser serves only the checkout page: the API still refuses form bodies', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/payment-success',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'session_id=test_cs_x',
    });
    expect(res.statusCode).toBe(415);
  });

  it('the Stripe webhook is off without Stripe (404)', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: { id: 'evt_1', type: 'checkout.session.completed', data: { object: {} } },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('checkout page', () => {
  it('escapes every value it shows', () => {
    const html = renderCheckoutPage({
      sessionId: 'test_cs_"><script>x</script>',
      packName: '<img src=x onerror=alert(1)> & "Co"',
      credits: 100,
      price: '$1.00',
      expiresAt: new Date('2026-06-02T12:00:00Z'),
    });
    expect(html).not.toContain('<script>x');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('action="test_cs_%22%3E%3Cscript%3Ex%3C%2Fscript%3E/pay"');
  });
});

describe('a server reachable from other machines, without Stripe', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_URL: 'https://stories.example.com', SIGNUP_BONUS_CREDITS: '0' });
  });
  afterAll(() => server?.close());

  it('sells nothing: purchases answer 503 and no checkout or credit is made', async () => {
    const user = await server.signUp('buyer@example.com');
    for (const pack of ['starter', 'enterprise']) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/purchase-credits',
        headers: bearer(user.token),
        payload: { package_id: pack },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().detail).toBe('Payments are not configured on this server.');
    }
    const sessions = await server.ctx.database.db.selectFrom('checkout_sessions').select('id').execute();
    expect(sessions).toEqual([]);
    const credits = await server.app.inject({ method: 'GET', url: '/api/credits', headers: bearer(user.token) });
    expect(credits.json().credits_balance).toBe(0);
  });
});

describe('payment configuration', () => {
  it('never gives the free test checkout to an exposed server unless PAYMENT_PROVIDER=embedded says so', () => {
    expect(loadPaymentConfig({}, true).provider).toBe('none');
    expect(loadPaymentConfig({ PAYMENT_PROVIDER: 'embedded' }, true).provider).toBe('embedded');
    expect(loadPaymentConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }, true).provider).toBe('stripe');
    expect(loadPaymentConfig({ PAYMENT_PROVIDER: 'none' }).provider).toBe('none');
    // Exposed: listening beyond loopback, or a public address; `npm start` on loopback keeps the test checkout.
    expect(loadConfig({}).payments.provider).toBe('embedded');
    expect(loadConfig({ HOST: '127.0.0.2', PUBLIC_URL: 'http://localhost:8080' }).payments.provider).toBe('embedded');
    expect(loadConfig({ HOST: '0.0.0.0' }).payments.provider).toBe('none');
    expect(loadConfig({ HOST: '192.168.1.20' }).payments.provider).toBe('none');
    expect(loadConfig({ PUBLIC_URL: 'https://stories.example.com' }).payments.provider).toBe('none');
  });

  it('defaults to the embedded provider with the four packs', () => {
    const config = loadPaymentConfig({});
    expect(config.provider).toBe('embedded');
    expect(config.stripe).toBeUndefined();
    expect(config.packs.map((p) => [p.id, p.priceCents, p.credits])).toEqual([
      ['starter', 499, 100],
      ['creator', 999, 250],
      ['pro', 1999, 600],
      ['enterprise', 4999, 1750],
    ]);
  });

  it('reads CREDIT_PACKS, sorted cheapest first', () => {
    const config = loadPaymentConfig({
      CREDIT_PACKS: JSON.stringify([
        { id: 'big', name: 'Big', price_dollars: 20, credits: 1000 },
        { id: 'small', name: 'Small', description: 'A taste', price_dollars: 1.5, credits: 30 },
      ]),
    });
    expect(config.packs).toEqual([
      { id: 'small', name: 'Small', description: 'A taste', priceCents: 150, credits: 30 },
      { id: 'big', name: 'Big', description: null, priceCents: 2000, credits: 1000 },
    ]);
  });

  it.each([
    ['not json', /JSON array/],
    ['[]', /non-empty/],
    ['[{"id":"a","name":"A","price_dollars":1,"credits":0}]', /credits/],
    ['[{"id":"a","name":"A","price_dollars":1.234,"credits":5}]', /2 decimals/],
    ['[{"id":"a b","name":"A","price_dollars":1,"credits":5}]', /id/],
    ['[{"id":"a","name":"A","price_dollars":1,"credits":5},{"id":"a","name":"B","price_dollars":2,"credits":9}]', /twice/],
    ['[{"id":"a","name":"A","price_dollars":1,"credits":5,"bonus":3}]', /unknown field/],
    ['[{"id":"a","name":"","price_dollars":1,"credits":5}]', /name/],
  ])('refuses CREDIT_PACKS=%s at start', (raw, why) => {
    expect(() => loadConfig({ CREDIT_PACKS: raw })).toThrow(ConfigError);
    expect(() => loadPaymentConfig({ CREDIT_PACKS: raw })).toThrow(why);
  });

  it('selects Stripe by STRIPE_SECRET_KEY or PAYMENT_PROVIDER, and refuses Stripe without a key', () => {
    expect(loadPaymentConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toMatchObject({
      provider: 'stripe',
      stripe: { secretKey: 'sk_test_1', webhookSecret: undefined, apiBase: undefined },
    });
    expect(loadPaymentConfig({ STRIPE_SECRET_KEY: 'sk_test_1', PAYMENT_PROVIDER: 'embedded' }).provider).toBe('embedded');
    expect(
      loadPaymentConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_API_BASE: 'http://127.0.0.1:12111' })
        .stripe,
    ).toEqual({ secretKey: 'sk', webhookSecret: 'whsec_1', apiBase: { host: '127.0.0.1', port: 12111, protocol: 'http' } });
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(ConfigError);
    expect(() => loadPaymentConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadPaymentConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_API_BASE: 'ftp://x' })).toThrow(/STRIPE_API_BASE/);
  });
});
