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
        .selectFrom('credit_transactions as t')
        // The user's own project only: a row never names someone else's story.
        .leftJoin('projects as p', (join) => join.onRef('p.id', '=', 't.project_id').onRef('p.user_id', '=', 't.user_id'))
        .select([
          't.id',
          't.type',
          't.amount',
          't.description',
          't.created_at',
          'p.id as project_id',
          'p.story_title as project_title',
          't.charge_id',
          't.charge_description',
        ])
        .where('t.user_id', '=', auth.userId)
        // One charge's rows together, in the order they were charged.
        .orderBy('t.created_at', 'desc')
        .orderBy('t.charge_id')
        .orderBy('t.charge_part')
        .orderBy('t.id', 'desc');
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
        transactions: rows.map((r) => ({
          ...r,
          created_at: r.created_at.toISOString(),
          project_title: r.project_title?.trim() || null,
        })),
        total: Number(count.n),
      };
    },
  };
}
