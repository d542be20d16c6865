import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/types.ts';

export function paymentHandlers(_ctx: AppContext): Handlers {
  return {};
}

/** Routes outside the API contract (the embedded provider's checkout page). */
export async function registerPaymentPages(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
