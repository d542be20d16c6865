import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../testing/harness.ts';
import { consumeAttempt, forgetOldAttempts } from './rateLimiter.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

it('counts per window and forgets windows older than a day', async () => {
  const limit = { key: 'test:ip:1', max: 2, windowSeconds: 60 };
  await consumeAttempt(t.ctx, [limit]);
  await consumeAttempt(t.ctx, [limit]);
  await expect(consumeAttempt(t.ctx, [limit])).rejects.toMatchObject({ statusCode: 429 });
  t.clock.advance(60_000);
  await expect(consumeAttempt(t.ctx, [limit])).resolves.toBeUndefined();
  t.clock.advance(2 * 86_400_000);
  await forgetOldAttempts(t.ctx);
  const left = await t.ctx.database.db.selectFrom('rate_limit_hits').selectAll().where('key', '=', 'test:ip:1').execute();
  expect(left).toEqual([]);
});
