import { describe, expect, it } from 'vitest';
import { createApiClient, MESSAGES } from '@storyloom/api-client';
import { fakeTransport, type FakeRoute } from '../testing/fakeTransport.ts';
import { PAYMENT_MESSAGES, PaymentStore } from './PaymentStore.ts';

const paid = {
  success: true,
  credits_added: 600,
  new_balance: 845,
  message: 'Payment successful! 600 credits added to your account.',
  error: null,
};

function setup(routes: Record<string, FakeRoute> = {}, { token = null as string | null } = {}) {
  const transport = fakeTransport({ 'POST /payment-success': { body: paid }, ...routes });
  const api = createApiClient({ baseUrl: 'http://storyloom.test/api', getToken: () => token, fetch: transport.fetch });
  let checked: () => void = () => {};
  const sessionChecked = new Promise<void>((resolve) => (checked = resolve));
  const auth = { token, isAuthenticated: token !== null, whenChecked: () => sessionChecked };
  let creditsChanged = 0;
  const payment = new PaymentStore({ api, auth, onCreditsChanged: () => creditsChanged++ });
  return { payment, transport, checked, creditsChanged: () => creditsChanged };
}

describe('PaymentStore', () => {
  it('is processing until the session check and the call are over, then shows the credits added', async () => {
    const { payment, transport, checked } = setup();
    const done = payment.confirm('cs_test_1');
    expect(payment.status).toBe('processing');
    await Promise.resolve();
    expect(transport.requests).toHaveLength(0);
    checked();
    await done;
    expect(transport.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/payment-success', { session_id: 'cs_test_1' }],
    ]);
    expect(payment.status).toBe('success');
    expect(payment.creditsAdded).toBe(600);
    expect(payment.newBalance).toBe(845);
    expect(payment.error).toBeNull();
  });

  it("says 'No session ID found' without a session id, and calls nothing", async () => {
    for (const id of [null, '', '   ']) {
      const { payment, transport, checked } = setup();
      checked();
      await payment.confirm(id);
      expect(payment.status).toBe('error');
      expect(payment.error).toBe(PAYMENT_MESSAGES.noSession);
      expect(transport.requests).toHaveLength(0);
    }
  });

  it("sends the signed-in buyer's bearer (the operation is public) and then refreshes the credits", async () => {
    const { payment, transport, checked, creditsChanged } = setup({}, { token: 'buyer-token' });
    checked();
    await payment.confirm('cs_test_1');
    expect(transport.requests[0]!.headers.get('authorization')).toBe('Bearer buyer-token');
    expect(creditsChanged()).toBe(1);
  });

  it('works signed out: no bearer, no credits refresh, new_balance stays unknown', async () => {
    const { payment, transport, checked, creditsChanged } = setup({
      'POST /payment-success': { body: { ...paid, new_balance: null } },
    });
    checked();
    await payment.confirm('cs_test_1');
    expect(transport.requests[0]!.headers.get('authorization')).toBeNull();
    expect(payment.status).toBe('success');
    expect(payment.newBalance).toBeNull();
    expect(creditsChanged()).toBe(0);
  });

  it("shows the server's error for an unpaid session, else 'Failed to process payment'", async () => {
    const unpaid = setup({ 'POST /payment-success': { body: { success: false, error: 'Payment was cancelled' } } });
    unpaid.checked();
    await unpaid.payment.confirm('cs_test_1');
    expect(unpaid.payment.status).toBe('error');
    expect(unpaid.payment.error).toBe('Payment was cancelled');
    expect(unpaid.creditsChanged()).toBe(0);

    const silent = setup({ 'POST /payment-success': { body: { success: false, error: null } } });
    silent.checked();
    await silent.payment.confirm('cs_test_1');
    expect(silent.payment.error).toBe(PAYMENT_MESSAGES.failed);
  });

  it("maps a failed call with the catalogue: the detail, else 'Payment processing failed'", async () => {
    const cases: [FakeRoute, string][] = [
      [{ status: 404, body: { detail: 'Payment session not found' } }, 'Payment session not found'],
      [{ status: 400, body: {} }, PAYMENT_MESSAGES.processingFailed],
      [{ status: 500, body: { detail: 'boom' } }, MESSAGES.serverError],
      [{ status: 429, body: {} }, MESSAGES.tooManyRequests],
      [() => Promise.reject(new TypeError('Failed to fetch')), MESSAGES.network],
    ];
    for (const [route, message] of cases) {
      const { payment, checked } = setup({ 'POST /payment-success': route });
      checked();
      await payment.confirm('cs_test_1');
      expect(payment.status).toBe('error');
      expect(payment.error).toBe(message);
    }
  });

  it('confirms a session once while its call runs (a page mounted twice), and again on Try Again', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const { payment, transport, checked } = setup({
      'POST /payment-success': () => new Promise((resolve) => (answer = resolve)),
    });
    checked();
    const first = payment.confirm('cs_test_1');
    const second = payment.confirm('cs_test_1');
    expect(second).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 0));
    answer({ body: { success: false, error: 'Payment was declined' } });
    await first;
    expect(transport.requests).toHaveLength(1);
    expect(payment.status).toBe('error');

    transport.routes['POST /payment-success'] = { body: paid };
    await payment.retry();
    expect(transport.requests).toHaveLength(2);
    expect(payment.status).toBe('success');
  });

  it('keeps only the answer for the session asked last', async () => {
    const answers = new Map<string, (value: { body: unknown }) => void>();
    const { payment, checked } = setup({
      'POST /payment-success': (request) =>
        new Promise((resolve) => answers.set((request.body as { session_id: string }).session_id, resolve)),
    });
    checked();
    const old = payment.confirm('cs_old');
    const current = payment.confirm('cs_new');
    await new Promise((resolve) => setTimeout(resolve, 0));
    answers.get('cs_new')!({ body: paid });
    await current;
    answers.get('cs_old')!({ body: { success: false, error: 'Payment was cancelled' } });
    await old;
    expect(payment.sessionId).toBe('cs_new');
    expect(payment.status).toBe('success');
    expect(payment.error).toBeNull();
  });
});
