import { ConfigError } from '../../config.ts';

/** A credit pack on sale. Prices are held in cents so nothing is ever rounded twice. */
export interface CreditPack {
  id: string;
  name: string;
  description: string | null;
  priceCents: number;
  credits: number;
}

/** `none`: an exposed server without Stripe sells nothing (purchases answer 503) rather than giving credits away. */
export type PaymentProviderName = 'embedded' | 'stripe' | 'none';

export interface StripeConfig {
  secretKey: string;
  /** Verifies `POST /api/webhooks/stripe`; without it the webhook is off and confirmations ask Stripe directly. */
  webhookSecret: string | undefined;
  /** Another API address (a local fake, stripe-mock); unset means Stripe itself. */
  apiBase: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

/** Credit packs and the payment provider, read from the environment. */
export interface PaymentConfig {
  /** Cheapest first. */
  packs: CreditPack[];
  /**
   * `embedded`: the server's own test checkout page (no money moves); `stripe`: Stripe Checkout; `none`: purchases
   * answer 503 (the default of a server reachable from other machines without Stripe).
   */
  provider: PaymentProviderName;
  stripe: StripeConfig | undefined;
  /** ISO 4217, lower case, as Stripe writes it. */
  currency: 'usd';
  /** How long an embedded test checkout stays payable. */
  checkoutTtlSeconds: number;
}

export const DEFAULT_CREDIT_PACKS: readonly CreditPack[] = [
  { id: 'starter', name: 'Starter', description: 'Try it out with a few stories', priceCents: 499, credits: 100 },
  { id: 'creator', name: 'Creator', description: 'For regular storytellers', priceCents: 999, credits: 250 },
  {
    id: 'pro',
    name: 'Pro',
    description: 'Most Popular: the best value for families and creators',
    priceCents: 1999,
    credits: 600,
  },
  { id: 'enterprise', name: 'Enterprise', description: 'For classrooms and studios', priceCents: 4999, credits: 1750 },
];

const PACK_ID = /^[A-Za-z0-9._-]{1,64}$/;
const MAX_PRICE_DOLLARS = 100_000;
const MAX_CREDITS = 10_000_000;

/** `CREDIT_PACKS`: a JSON array of `{ id, name, description?, price_dollars, credits }`. */
export function parseCreditPacks(raw: string): CreditPack[] {
  const fail = (why: string): never => {
    throw new ConfigError(`CREDIT_PACKS ${why}`);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return fail('must be a JSON array of {id, name, description, price_dollars, credits}');
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return fail('must be a non-empty JSON array');
  const seen = new Set<string>();
  const packs = parsed.map((item: unknown, i): CreditPack => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return fail(`[${i}] must be an object`);
    const { id, name, description, price_dollars: price, credits, ...rest } = item as Record<string, unknown>;
    const unknownKeys = Object.keys(rest);
    if (unknownKeys.length > 0) fail(`[${i}] has unknown field(s): ${unknownKeys.join(', ')}`);
    if (typeof id !== 'string' || !PACK_ID.test(id)) fail(`[${i}].id must be 1-64 letters, digits, '.', '_' or '-'`);
    if (seen.has(id as string)) fail(`[${i}].id "${String(id)}" is used twice`);
    seen.add(id as string);
    if (typeof name !== 'string' || name.trim() === '' || name.length > 100) fail(`[${i}].name must be 1-100 characters`);
    if (description !== undefined && description !== null && (typeof description !== 'string' || description.length > 500))
      fail(`[${i}].description must be a string of at most 500 characters`);
    if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0 || price > MAX_PRICE_DOLLARS)
      fail(`[${i}].price_dollars must be a number above 0 and at most ${MAX_PRICE_DOLLARS}`);
    const priceCents = Math.round((price as number) * 100);
    if (Math.abs(priceCents - (price as number) * 100) > 1e-6) fail(`[${i}].price_dollars must have at most 2 decimals`);
    if (typeof credits !== 'number' || !Number.isInteger(credits) || credits < 1 || credits > MAX_CREDITS)
      fail(`[${i}].credits must be an integer between 1 and ${MAX_CREDITS}`);
    return {
      id: id as string,
      name: (name as string).trim(),
      description: (description as string | null | undefined) ?? null,
      priceCents,
      credits: credits as number,
    };
  });
  return sortPacks(packs);
}

function sortPacks(packs: CreditPack[]): CreditPack[] {
  return [...packs].sort((a, b) => a.priceCents - b.priceCents || a.credits - b.credits || a.id.localeCompare(b.id));
}

function parseApiBase(raw: string): StripeConfig['apiBase'] {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`STRIPE_API_BASE must be a URL such as http://127.0.0.1:12111, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError('STRIPE_API_BASE must be http or https');
  if (url.pathname !== '/' || url.search || url.hash) throw new ConfigError('STRIPE_API_BASE must not have a path');
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/**
 * The payment settings. `exposed`: the server is reachable from other machines (HOST or PUBLIC_URL is not a loopback
 * address). Without STRIPE_SECRET_KEY such a server sells nothing unless PAYMENT_PROVIDER=embedded says explicitly
 * that the free test checkout is wanted; on loopback (`npm start`) the test checkout is the default.
 */
export function loadPaymentConfig(env: NodeJS.ProcessEnv, exposed = false): PaymentConfig {
  const packs = env.CREDIT_PACKS ? parseCreditPacks(env.CREDIT_PACKS) : sortPacks([...DEFAULT_CREDIT_PACKS]);
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  const requested = env.PAYMENT_PROVIDER || (secretKey ? 'stripe' : exposed ? 'none' : 'embedded');
  if (requested !== 'embedded' && requested !== 'stripe' && requested !== 'none') {
    throw new ConfigError(`PAYMENT_PROVIDER must be "embedded", "stripe" or "none", got "${requested}"`);
  }
  if (requested === 'stripe' && !secretKey) throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  return {
    packs,
    provider: requested,
    stripe: secretKey
      ? {
          secretKey,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
          apiBase: env.STRIPE_API_BASE ? parseApiBase(env.STRIPE_API_BASE) : undefined,
        }
      : undefined,
    currency: 'usd',
    checkoutTtlSeconds: 24 * 3600,
  };
}
