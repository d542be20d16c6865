import type { AppContext } from '../../context.ts';
import { rowCount } from '../../db/preparedStatements.ts';
import type { Handlers, Ok, QueryOf } from '../../http/types.ts';
import { requireAuth } from '../auth/handlers.ts';
import { creditSummary } from './ledger.ts';
import { publishedCreditCosts } from './prices.ts';

export function creditsHandlers(ctx: AppContext): Handlers {
  return {
    async getCredits(request, reply): Promise<Ok<'getCredits'>> {
      const auth = requireAuth(request);
      // The balance changes with every paid action: never let a cache answer for us.
      reply.header('cache-control', 'no-store, no-cache, must-revalidate').header('pragma', 'no-cache');
      return { success: true, ...(await creditSummary(ctx.database.db, auth.userId, ctx.clock.now())) };
    },

    async getCreditCosts(): Promise<Ok<'getCreditCosts'>> {
      return { success: true, costs: publishedCreditCosts() };
    },

    async listCreditTransactions(request): Promise<Ok<'listCreditTransactions'>> {
      const auth = requireAuth(request);
      const { limit } = request.query as QueryOf<'listCreditTransactions'>;
      let query = ctx.database.db
        .selectFrom('credit_transactions')
        .select(['id', 'type', 'amount', 'description', 'created_at'])
        .where('user_id', '=', auth.userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      if (limit) query = query.limit(rowCount(limit));
      const [rows, count] = await Promise.all([
        query.execute(),
        ctx.database.db
          .selectFrom('credit_transactions')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', auth.userId)
          .executeTakeFirstOrThrow(),
      ]);
      return {
        success: true,
        transactions: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        total: Number(count.n),
      };
    },
  };
}
