import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

function windowStart(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/** Counts one attempt against each limit; answers 429 (with Retry-After) once any limit is past its maximum. */
export async function consumeAttempt(ctx: AppContext, limits: Limit[]): Promise<void> {
  const now = ctx.clock.now();
  for (const limit of limits) {
    const hits = await recordAttempt(ctx, limit, now);
    if (hits > limit.max) throw tooMany(windowStart(now, limit.windowSeconds), limit, now);
  }
}

/** Whether a limit is already used up, without counting (for failures counted only after the fact). */
export async function assertNotLimited(ctx: AppContext, limit: Limit): Promise<void> {
  const now = ctx.clock.now();
  const start = windowStart(now, limit.windowSeconds);
  const row = await ctx.database.db
    .selectFrom('rate_limit_hits')
    .select('hits')
    .where('key', '=', limit.key)
    .where('window_start', '=', start)
    .executeTakeFirst();
  if (row && row.hits >= limit.max) throw tooMany(start, limit, now);
}

/** Counts one attempt in the limit's current window; returns the window's count so far. */
export async function recordAttempt(ctx: AppContext, limit: Limit, now = ctx.clock.now()): Promise<number> {
  const row = await ctx.database.db
    .insertInto('rate_limit_hits')
    .values({ key: limit.key, window_start: windowStart(now, limit.windowSeconds), hits: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limit_hits.hits + 1` }))
    .returning('hits')
    .executeTakeFirstOrThrow();
  return row.hits;
}

/** Old windows are worthless; called from time to time (start-up and the sign-in path). */
export async function forgetOldAttempts(ctx: AppContext): Promise<void> {
  const dayAgo = new Date(ctx.clock.now().getTime() - 86_400_000);
  await ctx.database.db.deleteFrom('rate_limit_hits').where('window_start', '<', dayAgo).execute();
}

function tooMany(start: Date, limit: Limit, now: Date): HttpError {
  const retryAfter = Math.max(1, Math.ceil((start.getTime() + limit.windowSeconds * 1000 - now.getTime()) / 1000));
  return new HttpError(429, 'Too many attempts. Please wait a moment and try again.', {}, { 'retry-after': String(retryAfter) });
}
