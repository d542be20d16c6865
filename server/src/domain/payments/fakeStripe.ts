import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the fake keeps of a Checkout Session: the fields Stripe answers and this server reads. */
export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number | null;
  currency: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface FakeStripeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Form fields exactly as the SDK encoded them (`line_items[0][price_data][unit_amount]`). */
  form: URLSearchParams;
}

/**
 * A local stand-in for Stripe's API, speaking its Checkout Session format over HTTP (the SDK's `host`/`port`/`protocol`
 * options point at it): create (form-encoded, like the SDK sends), retrieve, and test hooks to pay or expire.
 */
export class FakeStripe {
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly requests: FakeStripeRequest[] = [];
  readonly secretKey: string;
  private readonly server: http.Server;

  constructor(secretKey = 'sk_test_fake_123') {
    this.secretKey = secretKey;
    this.server = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => this.handle(req, body, res));
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  /** The buyer paid on Stripe's page. */
  pay(id: string, overrides: Partial<FakeCheckoutSession> = {}): FakeCheckoutSession {
    const session = this.get(id);
    Object.assign(session, { status: 'complete', payment_status: 'paid', url: null }, overrides);
    return session;
  }

  expire(id: string): FakeCheckoutSession {
    const session = this.get(id);
    Object.assign(session, { status: 'expired', url: null });
    return session;
  }

  get(id: string): FakeCheckoutSession {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`fake stripe has no session ${id}`);
    return session;
  }

  private handle(req: http.IncomingMessage, body: string, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = new URLSearchParams(body);
    this.requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, form });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomUUID()}` });
      res.end(JSON.stringify(payload));
    };
    const error = (status: number, message: string, code?: string) =>
      send(status, { error: { type: 'invalid_request_error', message, code } });

    if (req.headers.authorization !== `Bearer ${this.secretKey}`) return error(401, 'Invalid API Key provided');
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const unitAmount = Number(form.get('line_items[0][price_data][unit_amount]'));
      const quantity = Number(form.get('line_items[0][quantity]') ?? '1');
      if (form.get('mode') !== 'payment') return error(400, 'mode must be payment', 'parameter_invalid');
      if (!form.get('success_url')) return error(400, 'Missing required param: success_url.', 'parameter_missing');
      if (!Number.isInteger(unitAmount)) return error(400, 'Missing unit_amount', 'parameter_missing');
      const id = `cs_test_${crypto.randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const created = Math.floor(Date.now() / 1000);
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: unitAmount * quantity,
        currency: form.get('line_items[0][price_data][currency]'),
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        metadata,
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        created,
        expires_at: created + 86_400,
        livemode: false,
      };
      this.sessions.set(id, session);
      return send(200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      const session = this.sessions.get(decodeURIComponent(retrieve[1]!));
      if (!session) return error(404, `No such checkout.session: '${retrieve[1]}'`, 'resource_missing');
      return send(200, session);
    }
    return error(404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
  }
}
