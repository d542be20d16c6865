import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import type { Handlers, JsonBody, Ok, QueryOf } from '../../http/types.ts';
import { EMBEDDED_CHECKOUT_PATH } from '../../providers/payment/embedded.ts';
import { WebhookSignatureError } from '../../providers/payment/types.ts';
import { optionalViewer, requireAuth } from '../auth/handlers.ts';
import { checkoutPageHeaders, renderCheckoutMessage, renderCheckoutPage } from './checkoutPage.ts';
import {
  cancelUrl,
  closeSession,
  failSession,
  confirmCheckout,
  findCheckout,
  formatDollars,
  fulfilPaidSession,
  packageView,
  paymentProviders,
  startCheckout,
  successUrl,
} from './service.ts';

const NO_STORE = 'no-store';

export function paymentHandlers(ctx: AppContext): Handlers {
  return {
    async listCreditPackages(request): Promise<Ok<'listCreditPackages'>> {
      requireAuth(request);
      return { success: true, packages: ctx.config.payments.packs.map(packageView) };
    },

    async purchaseCredits(request, reply): Promise<Ok<'purchaseCredits'>> {
      const auth = requireAuth(request);
      const { package_id } = request.body as JsonBody<'purchaseCredits'>;
      reply.header('cache-control', NO_STORE);
      try {
        const { checkoutUrl, sessionId } = await startCheckout(ctx, auth, package_id);
        return { success: true, checkout_url: checkoutUrl, session_id: sessionId };
      } catch (error) {
        if (error instanceof HttpError) throw error;
        request.log.error({ err: error }, 'could not create a checkout session');
        throw new HttpError(500, 'Could not start the checkout. Please try again.');
      }
    },

    async confirmPayment(request, reply): Promise<Ok<'confirmPayment'>> {
      const { session_id } = request.body as JsonBody<'confirmPayment'>;
      reply.header('cache-control', NO_STORE);
      return confirmCheckout(ctx, session_id, await optionalViewer(ctx, request), request.log);
    },

    async getPaymentResult(request, reply): Promise<Ok<'getPaymentResult'>> {
      const { session_id } = request.query as QueryOf<'getPaymentResult'>;
      reply.header('cache-control', NO_STORE);
      return confirmCheckout(ctx, session_id, await optionalViewer(ctx, request), request.log);
    },

    async handleStripeWebhook(request): Promise<Ok<'handleStripeWebhook'>> {
      const stripe = paymentProviders(ctx).stripe;
      if (!stripe?.webhookEnabled) throw new HttpError(404, 'Stripe webhooks are not enabled on this server');
      if (!request.rawBody) throw new HttpError(400, 'The webhook body must be JSON');
      const header = request.headers['stripe-signature'];
      let event;
      try {
        event = await stripe.verifyWebhook(request.rawBody, typeof header === 'string' ? header : undefined, ctx.clock.now());
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new HttpError(400, error.message);
        throw error;
      }
      if (event.kind === 'ignored') {
        request.log.debug({ event: event.eventId, type: event.eventType }, 'stripe event ignored');
        return { received: true };
      }
      const row = await findCheckout(ctx, event.providerSessionId);
      if (!row || row.provider !== 'stripe') {
        // Another integration on the same Stripe account, or a session from another database: not ours to act on.
        request.log.warn({ event: event.eventId, session: event.providerSessionId }, 'stripe event for an unknown session');
        return { received: true };
      }
      if (event.kind === 'paid') await fulfilPaidSession(ctx, row.id, event.session, request.log);
      else if (event.kind === 'failed') await failSession(ctx, row.id);
      else await closeSession(ctx, row.id, 'expired');
      return { received: true };
    },
  };
}

interface SessionParams {
  sessionId: string;
}

/** Routes outside the API contract: the embedded provider's test checkout page and its Pay and Cancel actions. */
export async function registerPaymentPages(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const providers = paymentProviders(ctx);
  if (providers.active?.name === 'embedded' && ctx.config.nodeEnv === 'production') {
    app.log.warn('PAYMENT_PROVIDER is the embedded test checkout: buyers get credits without paying. Set STRIPE_SECRET_KEY.');
  }
  if (!providers.active) {
    app.log.warn('Payments are not configured: credit purchases answer 503. Set STRIPE_SECRET_KEY (docs/deploy.md).');
  }
  const headers = checkoutPageHeaders(ctx.config.publicUrl);
  const pricingUrl = `${ctx.config.publicUrl}/app/pricing`;
  const page = (reply: FastifyReply, status: number, html: string) => reply.code(status).headers(headers).send(html);
  const notFound = (reply: FastifyReply) =>
    page(
      reply,
      404,
      renderCheckoutMessage({
        title: 'Checkout not found',
        message: 'This checkout does not exist. Start a new purchase from the pricing page.',
        link: { href: pricingUrl, label: 'Back to pricing' },
      }),
    );
  const finished = (reply: FastifyReply, status: string, sessionId: string) => {
    if (status === 'paid') {
      return page(
        reply,
        200,
        renderCheckoutMessage({
          title: 'Payment received',
          message: 'This checkout has already been paid.',
          link: { href: successUrl(ctx, sessionId), label: 'See your credits' },
        }),
      );
    }
    const cancelled = status === 'cancelled';
    return page(
      reply,
      410,
      renderCheckoutMessage({
        title: cancelled ? 'Checkout cancelled' : 'Checkout expired',
        message: cancelled
          ? 'This checkout was cancelled. No payment was made and no credits were added.'
          : 'This checkout expired before it was paid. No payment was made; start a new purchase to buy credits.',
        link: { href: pricingUrl, label: 'Back to pricing' },
      }),
    );
  };

  /** The session behind the page, if it is an embedded one and the embedded provider is in use; expiry applied. */
  const load = async (sessionId: string) => {
    if (providers.active?.name !== 'embedded') return undefined;
    const row = await findCheckout(ctx, sessionId);
    if (!row || row.provider !== 'embedded') return undefined;
    if (row.status === 'open' && row.expires_at <= ctx.clock.now()) return (await closeSession(ctx, row.id, 'expired')) ?? row;
    return row;
  };

  // Encapsulated, so the form parser serves these routes only and the API keeps answering 415 to form bodies.
  await app.register(async (scope) => {
    await scope.register(formbody);

    scope.get<{ Params: SessionParams }>(`${EMBEDDED_CHECKOUT_PATH}/:sessionId`, async (request, reply) => {
      const row = await load(request.params.sessionId);
      if (!row) return notFound(reply);
      if (row.status !== 'open') return finished(reply, row.status, row.provider_session_id);
      return page(
        reply,
        200,
        renderCheckoutPage({
          sessionId: row.provider_session_id,
          packName: row.package_name,
          credits: row.credits,
          price: formatDollars(row.amount_cents, row.currency),
          expiresAt: row.expires_at,
        }),
      );
    });

    scope.post<{ Params: SessionParams }>(`${EMBEDDED_CHECKOUT_PATH}/:sessionId/pay`, async (request, reply) => {
      const row = await load(request.params.sessionId);
      if (!row) return notFound(reply);
      const now = ctx.clock.now();
      // The stand-in for the card charge: open → paid, once. Crediting is left to /payment-success, as with Stripe.
      const paid = await ctx.database.db
        .updateTable('checkout_sessions')
        .set({ status: 'paid', paid_at: now })
        .where('id', '=', row.id)
        .where('status', '=', 'open')
        .where('expires_at', '>', now)
        .returning('status')
        .executeTakeFirst();
      const status = paid?.status ?? (await load(row.provider_session_id))?.status ?? row.status;
      if (status !== 'paid') return finished(reply, status, row.provider_session_id);
      return reply.header('cache-control', NO_STORE).redirect(successUrl(ctx, row.provider_session_id), 303);
    });

    scope.post<{ Params: SessionParams }>(`${EMBEDDED_CHECKOUT_PATH}/:sessionId/cancel`, async (request, reply) => {
      const row = await load(request.params.sessionId);
      if (!row) return notFound(reply);
      const after = (await closeSession(ctx, row.id, 'cancelled')) ?? row;
      // Paid before the cancel arrived (two tabs): the payment stands.
      if (after.status === 'paid') return finished(reply, 'paid', row.provider_session_id);
      return reply.header('cache-control', NO_STORE).redirect(`${cancelUrl(ctx)}`, 303);
    });
  });
}
