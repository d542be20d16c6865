import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { testTargets } from '../../db/testing.ts';
import { bearer, startTestServer, type TestServer } from '../../testing/harness.ts';
import { addCode, setCodeActive } from './codes.ts';
import { DISCOUNT_ATTEMPT_LIMIT } from './handlers.ts';

const HOUR = 3_600_000;
const SIGNUP_BONUS = 50;

type User = Awaited<ReturnType<TestServer['signUp']>>;

function client(t: TestServer) {
  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  return {
    validate: (token: string | null, payload: object) => call('POST', '/discount/validate', token, payload),
    redeem: (token: string | null, payload: object) => call('POST', '/discount/redeem', token, payload),
    redemptions: (token: string | null) => call('GET', '/discount/redemptions', token),
    async balance(user: User): Promise<number> {
      const res = await call('GET', '/credits', user.token);
      expect(res.statusCode).toBe(200);
      return res.json().credits_balance;
    },
    async transactions(user: User) {
      const res = await call('GET', '/credit-transactions', user.token);
      expect(res.statusCode).toBe(200);
      return res.json().transactions as { type: string; amount: number; description: string }[];
    },
  };
}

/** A code made as `npm run codes -- add` makes it. */
async function newCode(
  t: TestServer,
  code: string,
  credits: number,
  options: { maxRedemptions?: number; expiresAt?: Date; description?: string } = {},
) {
  const created = await addCode(
    t.ctx.database.db,
    {
      code,
      credits,
      description: options.description ?? `${credits} free credits`,
      maxRedemptions: options.maxRedemptions ?? null,
      expiresAt: options.expiresAt ?? null,
    },
    t.clock.now(),
  );
  expect(created?.code).toBe(code);
}

async function redemptionCount(t: TestServer, code: string): Promise<number> {
  const row = await t.ctx.database.db
    .selectFrom('discount_codes')
    .select('redemption_count')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.redemption_count;
}

const INVALID = { valid: false, credits_amount: null, description: null };
const REFUSED = { success: false, credits_awarded: null, new_balance: null, message: null };

describe('discount codes', () => {
  let t: TestServer;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    // Long-lived tokens: the expiry test moves the clock on by hours.
    t = await startTestServer({ SIGNUP_BONUS_CREDITS: String(SIGNUP_BONUS), ACCESS_TOKEN_TTL_SECONDS: String(30 * 86_400) });
    api = client(t);
  });
  afterAll(() => t?.close());

  it('WELCOME10 exists after the migrations, and migrating again leaves it alone', async () => {
    const rows = await t.ctx.database.db.selectFrom('discount_codes').selectAll().where('code', '=', 'WELCOME10').execute();
    expect(rows).toMatchObject([
      {
        code: 'WELCOME10',
        credits: 10,
        description: 'Welcome gift: 10 free credits',
        max_redemptions: null,
        expires_at: null,
        active: true,
      },
    ]);
    expect(await migrate(t.ctx.database)).toEqual([]);
  });

  it('validates and redeems WELCOME10 as a bonus transaction', async () => {
    const user = await t.signUp();
    const valid = await api.validate(user.token, { code: 'WELCOME10' });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({
      valid: true,
      credits_amount: 10,
      description: 'Welcome gift: 10 free credits',
      error: null,
    });
    // Validating redeems nothing.
    expect(await api.balance(user)).toBe(SIGNUP_BONUS);

    t.clock.advance(1000); // after the sign-up bonus, so the history's order is certain
    const redeemed = await api.redeem(user.token, { code: 'WELCOME10' });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toEqual({
      success: true,
      credits_awarded: 10,
      new_balance: SIGNUP_BONUS + 10,
      message: '10 credits added to your account!',
      error: null,
    });
    expect(await api.balance(user)).toBe(SIGNUP_BONUS + 10);
    expect((await api.transactions(user)).map(({ type, amount, description }) => ({ type, amount, description }))).toEqual([
      { type: 'bonus', amount: 10, description: 'Discount code WELCOME10' },
      { type: 'bonus', amount: SIGNUP_BONUS, description: 'Welcome bonus' },
    ]);
  });

  it('matches lower- and mixed-case input to the upper-case code', async () => {
    await newCode(t, 'SPRING-25_A', 25, { description: 'Spring sale' });
    const user = await t.signUp();
    expect((await api.validate(user.token, { code: 'spring-25_a' })).json()).toEqual({
      valid: true,
      credits_amount: 25,
      description: 'Spring sale',
      error: null,
    });
    const redeemed = await api.redeem(user.token, { code: 'Spring-25_a' });
    expect(redeemed.json()).toMatchObject({ success: true, credits_awarded: 25, new_balance: SIGNUP_BONUS + 25 });
    const [row] = (await api.redemptions(user.token)).json().redemptions;
    expect(row).toMatchObject({ code: 'SPRING-25_A', credits_awarded: 25, description: 'Spring sale' });
  });

  it('refuses an unknown code in validate and redeem, crediting nothing', async () => {
    const user = await t.signUp();
    expect((await api.validate(user.token, { code: 'NO-SUCH-CODE' })).json()).toEqual({
      ...INVALID,
      error: 'Invalid discount code',
    });
    const redeemed = await api.redeem(user.token, { code: 'NO-SUCH-CODE' });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json()).toEqual({ ...REFUSED, error: 'Invalid discount code' });
    expect(await api.balance(user)).toBe(SIGNUP_BONUS);
    expect((await api.redemptions(user.token)).json().redemptions).toEqual([]);
  });

  it('treats a disabled code like an unknown one, and enabling it again makes it work', async () => {
    await newCode(t, 'PAUSED', 7);
    expect(await setCodeActive(t.ctx.database.db, 'PAUSED', false)).toBe('changed');
    const user = await t.signUp();
    expect((await api.validate(user.token, { code: 'PAUSED' })).json()).toEqual({ ...INVALID, error: 'Invalid discount code' });
    expect((await api.redeem(user.token, { code: 'PAUSED' })).json()).toEqual({ ...REFUSED, error: 'Invalid discount code' });
    expect(await api.balance(user)).toBe(SIGNUP_BONUS);
    expect(await setCodeActive(t.ctx.database.db, 'PAUSED', true)).toBe('changed');
    expect((await api.redeem(user.token, { code: 'PAUSED' })).json()).toMatchObject({ success: true, credits_awarded: 7 });
  });

  it('refuses a code from the instant it expires', async () => {
    await newCode(t, 'SHORTLIVED', 15, { expiresAt: new Date(t.clock.now().getTime() + HOUR) });
    const early = await t.signUp();
    const late = await t.signUp();
    expect((await api.validate(late.token, { code: 'SHORTLIVED' })).json()).toMatchObject({ valid: true, credits_amount: 15 });
    expect((await api.redeem(early.token, { code: 'SHORTLIVED' })).json()).toMatchObject({ success: true });

    t.clock.advance(HOUR);
    expect((await api.validate(late.token, { code: 'shortlived' })).json()).toEqual({
      ...INVALID,
      error: 'This discount code has expired',
    });
    expect((await api.redeem(late.token, { code: 'SHORTLIVED' })).json()).toEqual({
      ...REFUSED,
      error: 'This discount code has expired',
    });
    expect(await api.balance(late)).toBe(SIGNUP_BONUS);
    expect(await api.balance(early)).toBe(SIGNUP_BONUS + 15);
    expect(await redemptionCount(t, 'SHORTLIVED')).toBe(1);
  });

  it('refuses a code once its redemption limit is reached', async () => {
    await newCode(t, 'FIRST2', 5, { maxRedemptions: 2 });
    const [a, b, c] = [await t.signUp(), await t.signUp(), await t.signUp()];
    expect((await api.redeem(a.token, { code: 'FIRST2' })).json()).toMatchObject({ success: true });
    expect((await api.validate(c.token, { code: 'FIRST2' })).json()).toMatchObject({ valid: true });
    expect((await api.redeem(b.token, { code: 'FIRST2' })).json()).toMatchObject({ success: true });
    expect((await api.validate(c.token, { code: 'FIRST2' })).json()).toEqual({
      ...INVALID,
      error: 'This discount code has reached its redemption limit',
    });
    expect((await api.redeem(c.token, { code: 'FIRST2' })).json()).toEqual({
      ...REFUSED,
      error: 'This discount code has reached its redemption limit',
    });
    expect(await api.balance(c)).toBe(SIGNUP_BONUS);
    expect(await redemptionCount(t, 'FIRST2')).toBe(2);
  });

  it('redeems a code once per user: the second time is refused and nothing more is credited', async () => {
    await newCode(t, 'ONCE', 12);
    const user = await t.signUp();
    expect((await api.redeem(user.token, { code: 'ONCE' })).json()).toMatchObject({
      success: true,
      new_balance: SIGNUP_BONUS + 12,
    });
    const again = await api.redeem(user.token, { code: 'once' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ ...REFUSED, error: 'You have already redeemed this code' });
    expect((await api.validate(user.token, { code: 'ONCE' })).json()).toEqual({
      ...INVALID,
      error: 'You have already redeemed this code',
    });
    expect(await api.balance(user)).toBe(SIGNUP_BONUS + 12);
    const bonuses = (await api.transactions(user)).filter((tx) => tx.description === 'Discount code ONCE');
    expect(bonuses).toEqual([expect.objectContaining({ type: 'bonus', amount: 12 })]);
    expect(await redemptionCount(t, 'ONCE')).toBe(1);
  });

  it('credits only the caller: another user redeems for themselves and cannot name someone else', async () => {
    await newCode(t, 'SHARED', 20);
    const alice = await t.signUp();
    const bob = await t.signUp();
    expect((await api.redeem(alice.token, { code: 'SHARED' })).json()).toMatchObject({ success: true });

    // The body names only the code: a user id in it is refused by the contract, before anything is redeemed.
    const onBehalf = await api.redeem(bob.token, { code: 'SHARED', user_id: alice.userId });
    expect(onBehalf.statusCode).toBe(400);
    expect(onBehalf.json().detail).toBe('user_id: is not an accepted field');

    const own = await api.redeem(bob.token, { code: 'SHARED' });
    expect(own.json()).toMatchObject({ success: true, credits_awarded: 20, new_balance: SIGNUP_BONUS + 20 });
    expect(await api.balance(alice)).toBe(SIGNUP_BONUS + 20);
    expect(await api.balance(bob)).toBe(SIGNUP_BONUS + 20);
    expect((await api.redemptions(alice.token)).json().redemptions).toHaveLength(1);
    expect((await api.redemptions(bob.token)).json().redemptions).toHaveLength(1);
    expect(await redemptionCount(t, 'SHARED')).toBe(2);
  });

  it("lists the caller's redemptions, newest first, and nobody else's", async () => {
    await newCode(t, 'LATER', 3, { description: 'Later gift' });
    const user = await t.signUp();
    const other = await t.signUp();
    const firstAt = t.clock.now();
    await api.redeem(user.token, { code: 'WELCOME10' });
    t.clock.advance(60_000);
    const secondAt = t.clock.now();
    await api.redeem(user.token, { code: 'LATER' });
    await api.redeem(other.token, { code: 'LATER' });

    const res = await api.redemptions(user.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.redemptions).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        code: 'LATER',
        credits_awarded: 3,
        description: 'Later gift',
        redeemed_at: secondAt.toISOString(),
      },
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        code: 'WELCOME10',
        credits_awarded: 10,
        description: 'Welcome gift: 10 free credits',
        redeemed_at: firstAt.toISOString(),
      },
    ]);
    expect((await api.redemptions(other.token)).json().redemptions.map((r: { code: string }) => r.code)).toEqual(['LATER']);
  });

  it('needs a signed-in caller for every discount call', async () => {
    const before = await redemptionCount(t, 'WELCOME10');
    for (const res of [
      await api.validate(null, { code: 'WELCOME10' }),
      await api.redeem(null, { code: 'WELCOME10' }),
      await api.redemptions(null),
      await api.redeem('not-a-token', { code: 'WELCOME10' }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect(await redemptionCount(t, 'WELCOME10')).toBe(before);
  });

  it.each([
    ['characters outside letters, digits, _ and -', { code: 'WELCOME 10' }],
    ['punctuation', { code: 'bad!code' }],
    ['an empty code', { code: '' }],
    ['a code longer than 64 characters', { code: 'A'.repeat(65) }],
    ['no code', {}],
  ])('answers 400 for %s', async (_what, payload) => {
    const user = await t.signUp();
    const validate = await api.validate(user.token, payload);
    const redeem = await api.redeem(user.token, payload);
    expect(validate.statusCode).toBe(400);
    expect(redeem.statusCode).toBe(400);
    expect(redeem.json().detail).toMatch(/code/);
    expect(await api.balance(user)).toBe(SIGNUP_BONUS);
  });

  it('limits validate and redeem attempts per user, then answers 429 with Retry-After', async () => {
    const guesser = await t.signUp();
    const bystander = await t.signUp();
    for (let i = 0; i < DISCOUNT_ATTEMPT_LIMIT.max; i++) {
      const attempt = i % 2 === 0 ? api.validate : api.redeem;
      expect((await attempt(guesser.token, { code: `GUESS${i}` })).statusCode).toBe(200);
    }
    const validate = await api.validate(guesser.token, { code: 'WELCOME10' });
    expect(validate.statusCode).toBe(429);
    expect(Number(validate.headers['retry-after'])).toBeGreaterThan(0);
    expect((await api.redeem(guesser.token, { code: 'WELCOME10' })).statusCode).toBe(429);
    expect(await api.balance(guesser)).toBe(SIGNUP_BONUS);
    // Per user: someone else is not held up.
    expect((await api.validate(bystander.token, { code: 'WELCOME10' })).statusCode).toBe(200);
    // And the next window lets the user try again.
    t.clock.advance(DISCOUNT_ATTEMPT_LIMIT.windowSeconds * 1000);
    expect((await api.redeem(guesser.token, { code: 'WELCOME10' })).json()).toMatchObject({ success: true });
  });
});

describe.each(testTargets())('concurrent redeems on $name', (target) => {
  let t: TestServer;
  let api: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await startTestServer({ SIGNUP_BONUS_CREDITS: String(SIGNUP_BONUS) }, await target.open());
    api = client(t);
  });
  afterAll(() => t?.close());

  it('20 parallel redeems of one code by one user credit it exactly once', async () => {
    await newCode(t, 'RACE', 8);
    const user = await t.signUp();
    const results = await Promise.all(Array.from({ length: 20 }, () => api.redeem(user.token, { code: 'RACE' })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const bodies = results.map((r) => r.json());
    expect(bodies.filter((b) => b.success)).toEqual([
      {
        success: true,
        credits_awarded: 8,
        new_balance: SIGNUP_BONUS + 8,
        message: '8 credits added to your account!',
        error: null,
      },
    ]);
    expect(bodies.filter((b) => !b.success)).toEqual(
      Array(19).fill({ ...REFUSED, error: 'You have already redeemed this code' }),
    );
    expect(await api.balance(user)).toBe(SIGNUP_BONUS + 8);
    expect((await api.transactions(user)).filter((tx) => tx.description === 'Discount code RACE')).toHaveLength(1);
    expect(await redemptionCount(t, 'RACE')).toBe(1);
  });

  it('a code limited to 5, redeemed in parallel by 20 users, succeeds exactly 5 times', async () => {
    await newCode(t, 'FIVE', 4, { maxRedemptions: 5 });
    const users = await Promise.all(Array.from({ length: 20 }, () => t.signUp()));
    const results = await Promise.all(users.map((u) => api.redeem(u.token, { code: 'FIVE' })));
    const bodies = results.map((r) => r.json());
    const winners = users.filter((_, i) => bodies[i].success);
    expect(winners).toHaveLength(5);
    expect(bodies.filter((b) => !b.success)).toEqual(
      Array(15).fill({ ...REFUSED, error: 'This discount code has reached its redemption limit' }),
    );
    const balances = await Promise.all(users.map((u) => api.balance(u)));
    expect(balances.filter((b) => b === SIGNUP_BONUS + 4)).toHaveLength(5);
    expect(balances.filter((b) => b === SIGNUP_BONUS)).toHaveLength(15);
    for (const winner of winners) expect(await api.balance(winner)).toBe(SIGNUP_BONUS + 4);
    expect(await redemptionCount(t, 'FIVE')).toBe(5);
    const rows = await t.ctx.database.db
      .selectFrom('discount_redemptions')
      .select('user_id')
      .where('code', '=', 'FIVE')
      .execute();
    expect(rows.map((r) => r.user_id).sort()).toEqual(winners.map((w) => w.userId).sort());
  });
});
