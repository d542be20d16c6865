import { ReadCaches } from '../cache/readCache.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/index.ts';
import { migrate } from '../../db/migrate.ts';
import { testTargets } from '../../db/testing.ts';
import { HttpError } from '../../http/errors.ts';
import { deriveSecrets } from '../../secrets.ts';
import { embeddedImageProvider } from '../../providers/image/embedded.ts';
import { embeddedAnimationProvider } from '../../providers/animation/embedded.ts';
import { createEmbeddedSpeechProvider } from '../../providers/speech/embedded.ts';
import { embeddedTextProvider } from '../../providers/text/embedded.ts';
import { LocalBlobStore } from '../../storage/blobStore.ts';
import { bearer, startTestServer, TestClock } from '../../testing/harness.ts';
import { creditSummary, grantCredits, liveBalance, refundCredits, spendCredits } from './ledger.ts';
import { CREDIT_PRICES, PURCHASE_LIFETIME_DAYS } from './prices.ts';

const DAY = 86_400_000;

describe.each(testTargets())('credit ledger on $name', (target) => {
  let database: Database;
  let ctx: AppContext;
  let clock: TestClock;

  beforeAll(async () => {
    database = await target.open();
    await migrate(database);
    clock = new TestClock();
    ctx = {
      config: loadConfig({}),
      database,
      secrets: deriveSecrets(new Uint8Array(32)),
      clock,
      // Never started: reads go to the database.
      caches: new ReadCaches(database, { clock, maxAgeMs: 60_000 }),
      storage: new LocalBlobStore('/nonexistent'),
      ai: {
        text: embeddedTextProvider,
        image: embeddedImageProvider,
        speech: createEmbeddedSpeechProvider(),
        animation: embeddedAnimationProvider,
      },
      jobs: { enqueueVideo: () => Promise.reject(new Error('no job queue in the ledger tests')) },
    };
  });
  afterAll(() => database?.close());

  async function newUser(): Promise<string> {
    const row = await database.db
      .insertInto('users')
      .values({ email: `u-${crypto.randomUUID()}@example.com` })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function grant(userId: string, kind: 'purchase' | 'bonus', amount: number, reference?: string) {
    const now = clock.now();
    const expiresAt = kind === 'purchase' ? new Date(now.getTime() + PURCHASE_LIFETIME_DAYS * DAY) : null;
    return grantCredits(
      database.db,
      { userId, kind, amount, description: `${kind} ${amount}`, expiresAt, ...(reference ? { reference } : {}) },
      now,
    );
  }

  async function ledgerSum(userId: string) {
    const row = await database.db
      .selectFrom('credit_transactions')
      .select(sql<string>`coalesce(sum(amount), 0)`.as('sum'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return Number(row.sum);
  }

  it('200 parallel spends of 1 against a balance of 10: exactly 10 succeed, the rest are 402', async () => {
    const userId = await newUser();
    await grant(userId, 'purchase', 4);
    await grant(userId, 'bonus', 6);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => spendCredits(ctx, userId, 1, 'Story text (1 page)')),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(HttpError);
      expect((r.reason as HttpError).statusCode).toBe(402);
      expect((r.reason as HttpError).extra).toEqual({ required: 1, current: 0, required_credits: 1, current_credits: 0 });
    }
    expect(await liveBalance(database.db, userId, clock.now())).toBe(0);
    expect(await ledgerSum(userId)).toBe(0);
    const lots = await database.db.selectFrom('credit_lots').select('remaining').where('user_id', '=', userId).execute();
    expect(lots.every((l) => l.remaining === 0)).toBe(true);
  });

  it('spends the oldest live lots first and reports required and current on a shortfall', async () => {
    const userId = await newUser();
    await grant(userId, 'bonus', 5);
    clock.advance(1000);
    await grant(userId, 'purchase', 20);
    await spendCredits(ctx, userId, 7, 'Style setup');
    const lots = await database.db
      .selectFrom('credit_lots')
      .select(['kind', 'remaining'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
    expect(lots).toEqual([
      { kind: 'bonus', remaining: 0 },
      { kind: 'purchase', remaining: 18 },
    ]);
    const error = await spendCredits(ctx, userId, 32, 'Story').catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 402, extra: { required: 32, current: 18 } });
    expect(await liveBalance(database.db, userId, clock.now())).toBe(18);
  });

  it('purchases stop counting 30 days after purchase; bonuses do not expire', async () => {
    const userId = await newUser();
    await grant(userId, 'purchase', 100);
    await grant(userId, 'bonus', 10);
    clock.advance(PURCHASE_LIFETIME_DAYS * DAY - 1000);
    expect(await liveBalance(database.db, userId, clock.now())).toBe(110);
    clock.advance(2000);
    expect(await liveBalance(database.db, userId, clock.now())).toBe(10);
    await expect(spendCredits(ctx, userId, 11, 'Story')).rejects.toMatchObject({ statusCode: 402, extra: { current: 10 } });
  });

  it('a refund gives back exactly what the usage took, once', async () => {
    const userId = await newUser();
    await grant(userId, 'bonus', 10);
    const spend = await spendCredits(ctx, userId, 6, 'Page images');
    expect(await refundCredits(ctx, userId, spend.transactionId!, 'Refund: page images failed')).toBe(true);
    expect(await refundCredits(ctx, userId, spend.transactionId!, 'Refund: page images failed')).toBe(false);
    expect(await creditSummary(database.db, userId, clock.now())).toEqual({
      credits_balance: 10,
      total_purchased: 0,
      total_used: 0,
    });
    expect(await ledgerSum(userId)).toBe(10);
  });

  it('a grant with the same reference credits once, even in parallel', async () => {
    const userId = await newUser();
    const results = await Promise.all(Array.from({ length: 50 }, () => grant(userId, 'purchase', 25, 'checkout:cs_123')));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await liveBalance(database.db, userId, clock.now())).toBe(25);
  });

  it('free actions change nothing', async () => {
    const userId = await newUser();
    expect(await spendCredits(ctx, userId, 0, 'Video')).toEqual({ transactionId: null, balance: 0 });
    expect(await ledgerSum(userId)).toBe(0);
  });
});

describe('credits over HTTP', () => {
  it('GET /credits is never cached and GET /credit-transactions lists newest first with a limit', async () => {
    const t = await startTestServer({ SIGNUP_BONUS_CREDITS: '30' });
    try {
      const { token, userId } = await t.signUp();
      for (let i = 0; i < 3; i++) {
        t.clock.advance(1000);
        await spendCredits(t.ctx, userId, 1, `Improve text #${i + 1}`);
      }
      const credits = await t.app.inject({ method: 'GET', url: '/api/credits', headers: bearer(token) });
      expect(credits.headers['cache-control']).toContain('no-store');
      expect(credits.json()).toEqual({ success: true, credits_balance: 27, total_purchased: 0, total_used: 3 });
      const latest = await t.app.inject({ method: 'GET', url: '/api/credit-transactions?limit=2', headers: bearer(token) });
      expect(latest.json().transactions.map((x: { description: string; amount: number }) => [x.description, x.amount])).toEqual([
        ['Improve text #3', -1],
        ['Improve text #2', -1],
      ]);
      expect(latest.json().total).toBe(4);
      const all = await t.app.inject({ method: 'GET', url: '/api/credit-transactions', headers: bearer(token) });
      expect(all.json().transactions).toHaveLength(4);
      const other = await t.signUp();
      const theirs = await t.app.inject({ method: 'GET', url: '/api/credit-transactions', headers: bearer(other.token) });
      expect(theirs.json().transactions.map((x: { type: string }) => x.type)).toEqual(['bonus']);
      expect((await t.app.inject({ method: 'GET', url: '/api/credits' })).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('GET /credit-costs publishes the price table every charge reads, to anyone', async () => {
    const t = await startTestServer();
    try {
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/credit-costs' });
      expect(anonymous.statusCode, anonymous.body).toBe(200);
      expect(anonymous.json()).toEqual({
        success: true,
        costs: {
          style_setup: CREDIT_PRICES.styleSetup,
          text_page: CREDIT_PRICES.storyTextPerPage,
          image: CREDIT_PRICES.imagePerPage,
          audio_page: CREDIT_PRICES.audioPerPage,
          animation: CREDIT_PRICES.animationPerPage,
          magic_fill: CREDIT_PRICES.storyDetails,
          improve_text: CREDIT_PRICES.improveText,
          title: CREDIT_PRICES.generateTitle,
          music: CREDIT_PRICES.music,
          video: CREDIT_PRICES.video,
        },
      });
      // Every price in the table is published (regenerating an image is the image price).
      expect(Object.values(anonymous.json().costs).sort()).toEqual(Object.values(CREDIT_PRICES).sort());
      const { token } = await t.signUp();
      const signedIn = await t.app.inject({ method: 'GET', url: '/api/credit-costs', headers: bearer(token) });
      expect(signedIn.json()).toEqual(anonymous.json());
    } finally {
      await t.close();
    }
  });
});
