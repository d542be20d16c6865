import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/index.ts';
import { testTargets } from '../db/testing.ts';
import { startTestServer, TestClock } from '../testing/harness.ts';
import { CodesError, openServerDatabase, parseExpiry, runCodesCommand, USAGE } from './codes.ts';

const CODES_SCRIPT = path.join(import.meta.dirname, 'codes.ts');

/** Runs one command line against `database`; answers the exit code and what it printed. */
async function run(argv: string[], database: () => Promise<Database>, clock = new TestClock()) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCodesCommand(argv, {
    database,
    clock,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe.each(testTargets())('npm run codes on $name', (target) => {
  let database: Database;
  const open = async () => database;

  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.close());

  const codeRow = (code: string) =>
    database.db.selectFrom('discount_codes').selectAll().where('code', '=', code).executeTakeFirst();

  it('add creates an upper-case code with its limit, end of day expiry and description', async () => {
    const res = await run(
      ['add', 'spring25', '25', '--max', '5', '--expires', '2026-12-31', '--description', 'Spring sale'],
      open,
    );
    expect(res).toEqual({
      code: 0,
      out: 'Added SPRING25: 25 credits, at most 5 redemptions, expires 2027-01-01T00:00Z (usable through 2026-12-31 UTC) ("Spring sale").',
      err: '',
    });
    expect(await codeRow('SPRING25')).toMatchObject({
      credits: 25,
      max_redemptions: 5,
      expires_at: new Date('2027-01-01T00:00:00Z'),
      description: 'Spring sale',
      redemption_count: 0,
      active: true,
    });
  });

  it('add takes --option=value, and defaults to no limit, no expiry and "N free credits"', async () => {
    const plain = await run(['add', 'PLAIN', '3'], open);
    expect(plain).toMatchObject({
      code: 0,
      out: 'Added PLAIN: 3 credits, no redemption limit, never expires ("3 free credits").',
    });
    expect(await codeRow('PLAIN')).toMatchObject({ max_redemptions: null, expires_at: null, description: '3 free credits' });

    const eq = await run(['add', 'EVENING', '4', '--expires=2026-06-30T18:30+02:00', '--max=1'], open);
    expect(eq.code).toBe(0);
    expect(await codeRow('EVENING')).toMatchObject({ max_redemptions: 1, expires_at: new Date('2026-06-30T16:30:00Z') });
  });

  it('add refuses a code that exists, in any letter case, and leaves it as it was', async () => {
    expect((await run(['add', 'KEEP', '10'], open)).code).toBe(0);
    const again = await run(['add', 'keep', '99', '--max', '1'], open);
    expect(again.code).toBe(1);
    expect(again.out).toBe('');
    expect(again.err).toBe('Code KEEP already exists; nothing was changed. See it with: npm run codes -- list');
    expect(await codeRow('KEEP')).toMatchObject({ credits: 10, max_redemptions: null });
  });

  it('list shows every code with redemptions, expiry and status', async () => {
    await run(['add', 'LISTED', '6', '--max', '2', '--expires', '2026-07-01T00:00:00Z', '--description', 'Listed one'], open);
    await run(['add', 'GONE', '1', '--expires', '2026-06-01T13:00Z'], open);
    await database.db.updateTable('discount_codes').set({ redemption_count: 1 }).where('code', '=', 'LISTED').execute();
    const later = new TestClock(new Date('2026-06-02T00:00:00Z'));
    const res = await run(['list'], open, later);
    expect(res.code).toBe(0);
    const lines = res.out.split('\n');
    expect(lines[0]).toMatch(/^CODE\s+CREDITS\s+REDEEMED\s+EXPIRES \(UTC\)\s+STATUS\s+DESCRIPTION$/);
    const line = (code: string) => lines.find((l) => l.startsWith(`${code} `))?.split(/\s{2,}/);
    // The migrations made WELCOME10.
    expect(line('WELCOME10')).toEqual(['WELCOME10', '10', '0', 'never', 'active', 'Welcome gift: 10 free credits']);
    expect(line('LISTED')).toEqual(['LISTED', '6', '1/2', '2026-07-01T00:00Z', 'active', 'Listed one']);
    expect(line('GONE')).toEqual(['GONE', '1', '0', '2026-06-01T13:00Z', 'expired', '1 free credits']);
  });

  it('disable and enable switch a code, say when nothing changed, and refuse an unknown code', async () => {
    await run(['add', 'TOGGLE', '2', '--max', '1'], open);
    expect(await run(['disable', 'toggle'], open)).toEqual({ code: 0, out: 'TOGGLE is now disabled.', err: '' });
    expect((await codeRow('TOGGLE'))?.active).toBe(false);
    expect((await run(['list'], open)).out).toMatch(/^TOGGLE\s+2\s+0\/1\s+never\s+disabled\s+2 free credits$/m);
    expect(await run(['disable', 'TOGGLE'], open)).toEqual({ code: 0, out: 'TOGGLE was already disabled.', err: '' });
    expect(await run(['enable', 'TOGGLE'], open)).toEqual({ code: 0, out: 'TOGGLE is now enabled.', err: '' });
    expect((await codeRow('TOGGLE'))?.active).toBe(true);
    const missing = await run(['disable', 'NOPE'], open);
    expect(missing).toEqual({ code: 1, out: '', err: 'There is no code NOPE. See the codes with: npm run codes -- list' });
  });

  it('help prints the usage', async () => {
    expect(await run(['help'], open)).toEqual({ code: 0, out: USAGE, err: '' });
    expect(USAGE).toContain('add CODE CREDITS [--max N] [--expires DATE] [--description TEXT]');
  });
});

describe('npm run codes arguments', () => {
  // Wrong command lines never reach the database.
  const noDatabase = async (): Promise<Database> => {
    throw new Error('the database must not be opened');
  };

  it.each([
    [[], /^No command given\./],
    [['frobnicate'], /^Unknown command "frobnicate"\./],
    [['add'], /^add needs CODE and CREDITS\./],
    [['add', 'ONLYCODE'], /^add needs CODE and CREDITS\./],
    [['add', 'A', '1', 'extra'], /^add takes CODE CREDITS and options; unexpected "extra"\./],
    [['add', 'bad code!', '5'], /^CODE "bad code!" is not valid: use 1 to 64 letters, digits, _ or -\./],
    [['add', 'A'.repeat(65), '5'], /^CODE "A{65}" is not valid/],
    [['add', 'OK', '0'], /^CREDITS must be a whole number from 1 to 1000000, got "0"\./],
    [['add', 'OK', '-3'], /^CREDITS must be a whole number from 1 to 1000000, got "-3"\./],
    [['add', 'OK', '2.5'], /^CREDITS must be a whole number from 1 to 1000000, got "2\.5"\./],
    [['add', 'OK', 'ten'], /^CREDITS must be a whole number from 1 to 1000000, got "ten"\./],
    [['add', 'OK', '1000001'], /^CREDITS must be a whole number from 1 to 1000000/],
    [['add', 'OK', '5', '--max', '0'], /^--max must be a whole number from 1 to 1000000000, got "0"\./],
    [['add', 'OK', '5', '--max'], /^--max needs a value\./],
    [['add', 'OK', '5', '--max', '2', '--max', '3'], /^--max is given twice\./],
    [['add', 'OK', '5', '--expires', '2026-02-30'], /^--expires "2026-02-30" is not a date: use YYYY-MM-DD/],
    [['add', 'OK', '5', '--expires', 'next week'], /^--expires "next week" is not a date/],
    [
      ['add', 'OK', '5', '--expires', '2026-05-31'],
      /^--expires 2026-05-31 is already past \(it would end at 2026-06-01T00:00Z\)\./,
    ],
    [['add', 'OK', '5', '--description', '  '], /^--description must not be empty\./],
    [['add', 'OK', '5', '--bogus', '1'], /^Unknown option --bogus for add\./],
    [['disable'], /^disable needs CODE\./],
    [['disable', 'A', 'B'], /^disable takes CODE; unexpected "B"\./],
    [['enable', 'no way'], /^CODE "no way" is not valid/],
    [['list', 'extra'], /^list takes no arguments; unexpected "extra"\./],
    [['list', '--all'], /^list takes no option --all\./],
  ])('%j exits 2 with a clear message', async (argv, message) => {
    const res = await run(argv, noDatabase);
    expect(res.code).toBe(2);
    expect(res.out).toBe('');
    expect(res.err).toMatch(message);
    expect(res.err).toContain(USAGE);
  });

  it('reads expiry dates as UTC days, instants, and offsets', () => {
    expect(parseExpiry('2026-12-31')).toEqual(new Date('2027-01-01T00:00:00Z'));
    expect(parseExpiry('2028-02-29')).toEqual(new Date('2028-03-01T00:00:00Z'));
    expect(parseExpiry('2026-12-31T18:00')).toEqual(new Date('2026-12-31T18:00:00Z'));
    expect(parseExpiry('2026-12-31T18:00:30.5Z')).toEqual(new Date('2026-12-31T18:00:30.500Z'));
    expect(parseExpiry('2026-12-31T18:00-05:30')).toEqual(new Date('2026-12-31T23:30:00Z'));
    expect(parseExpiry('2026-12-31 18:00+0200')).toEqual(new Date('2026-12-31T16:00:00Z'));
    for (const bad of ['2027-02-29', '2026-13-01', '2026-12-31T24:00Z', '2026-12-31T18:00+25:00', '31/12/2026', '']) {
      expect(() => parseExpiry(bad), bad).toThrow(/is not a date/);
    }
  });
});

describe("npm run codes on the server's embedded database", () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'storyloom-codes-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  /** A port nothing listens on. */
  async function freePort(): Promise<number> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it('the command opens DATA_DIR/pgdata, migrates it, and keeps what it added', async () => {
    const env = { ...process.env, DATA_DIR: dataDir, PORT: String(await freePort()), DATABASE_URL: '' };
    const add = spawnSync(process.execPath, [CODES_SCRIPT, 'add', 'cli-made', '11', '--max', '3'], { env, encoding: 'utf8' });
    expect(add.stderr).toBe('');
    expect(add.stdout).toBe('Added CLI-MADE: 11 credits, at most 3 redemptions, never expires ("11 free credits").\n');
    expect(add.status).toBe(0);

    const list = spawnSync(process.execPath, [CODES_SCRIPT, 'list'], { env, encoding: 'utf8' });
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(/^CLI-MADE\s+11\s+0\/3\s+never\s+active/m);
    expect(list.stdout).toMatch(/^WELCOME10\s+10\s+0\s+never\s+active/m);

    const bad = spawnSync(process.execPath, [CODES_SCRIPT, 'add', 'X', 'lots'], { env, encoding: 'utf8' });
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/^CREDITS must be a whole number from 1 to 1000000, got "lots"\./);
  });

  it('refuses the embedded database while a server on it is running, with a hint', async () => {
    const database = await openDatabase({}); // embedded, as a server without DATABASE_URL has it
    const server = await startTestServer({}, database);
    try {
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = server.app.server.address() as net.AddressInfo;
      const config = loadConfig({ DATA_DIR: dataDir, PORT: String(port) });
      const refused = openServerDatabase(config);
      await expect(refused).rejects.toBeInstanceOf(CodesError);
      await expect(refused).rejects.toThrow(/in use by a running Storyloom server\. Stop the server first, or .*DATABASE_URL/);

      const res = await run(['list'], () => openServerDatabase(config));
      expect(res.code).toBe(1);
      expect(res.err).toMatch(/^The embedded database is in use by a running Storyloom server/);
      expect(res.err).not.toMatch(/\n\s+at /); // a hint, not a stack trace
    } finally {
      await server.close();
    }
  });
});
