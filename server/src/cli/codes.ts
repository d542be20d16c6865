// Manages discount codes: `npm run codes -- help`. Works on the server's database (DATABASE_URL, else PGlite in
// DATA_DIR/pgdata) and brings its schema up to date first.
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { systemClock, type Clock } from '../context.ts';
import { openDatabase, type Database } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import {
  addCode,
  CODE_PATTERN,
  codeStatus,
  listCodes,
  MAX_CODE_CREDITS,
  normaliseCode,
  setCodeActive,
  type DiscountCode,
} from '../domain/discounts/codes.ts';

export const USAGE = `Usage: npm run codes -- <command>

Commands:
  add CODE CREDITS [--max N] [--expires DATE] [--description TEXT]
                 Create a code worth CREDITS bonus credits, redeemable once per user.
                 CODE: letters, digits, _ and - (at most 64); it is stored upper-case.
      --max N          at most N redemptions in all (default: no limit)
      --expires DATE   YYYY-MM-DD: works through the end of that day (UTC);
                       or a date-time such as 2026-12-31T18:00Z or 2026-12-31T18:00+02:00
                       (without a zone it is UTC)
      --description    what users see when they enter the code (default: "CREDITS free credits")
  list           Every code with its redemptions, expiry and status.
  disable CODE   Stop a code from being validated or redeemed (redemptions so far stay).
  enable CODE    Allow a disabled code again.
  help           This text.

The database is the server's: DATABASE_URL when set, else the embedded one in DATA_DIR/pgdata (DATA_DIR
defaults to ./data). With the embedded database, stop the server first.`;

export interface CodesDeps {
  /** Opens the database; called only by commands that need it. The caller closes it. */
  database: () => Promise<Database>;
  clock: Clock;
  out: (line: string) => void;
  err: (line: string) => void;
}

/** A wrong command line: usage hint, exit code 2. */
export class UsageError extends Error {}
/** A command that could not be done (duplicate code, unknown code, database unavailable): exit code 1. */
export class CodesError extends Error {}

type Command =
  | { name: 'help' }
  | { name: 'list' }
  | { name: 'add'; code: string; credits: number; maxRedemptions: number | null; expiresAt: Date | null; description: string }
  | { name: 'disable' | 'enable'; code: string };

/** Runs one command line (without the program name) and answers the exit code. */
export async function runCodesCommand(argv: readonly string[], deps: CodesDeps): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv, deps.clock.now());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    deps.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.name === 'help') {
    deps.out(USAGE);
    return 0;
  }
  try {
    const database = await deps.database();
    await migrate(database);
    await execute(command, database.db, deps);
    return 0;
  } catch (error) {
    deps.err(error instanceof CodesError ? error.message : `Error: ${(error as Error).message}`);
    return 1;
  }
}

async function execute(command: Exclude<Command, { name: 'help' }>, db: Database['db'], deps: CodesDeps) {
  const now = deps.clock.now();
  switch (command.name) {
    case 'add': {
      const created = await addCode(db, command, now);
      if (!created) {
        throw new CodesError(`Code ${command.code} already exists; nothing was changed. See it with: npm run codes -- list`);
      }
      deps.out(`Added ${describeCode(created)}`);
      return;
    }
    case 'list': {
      const codes = await listCodes(db);
      if (codes.length === 0) deps.out('No discount codes.');
      else deps.out(formatTable(codes, now));
      return;
    }
    case 'disable':
    case 'enable': {
      const active = command.name === 'enable';
      const outcome = await setCodeActive(db, command.code, active);
      if (outcome === 'missing')
        throw new CodesError(`There is no code ${command.code}. See the codes with: npm run codes -- list`);
      deps.out(`${command.code} ${outcome === 'unchanged' ? 'was already' : 'is now'} ${active ? 'enabled' : 'disabled'}.`);
      return;
    }
  }
}

function describeCode(code: DiscountCode): string {
  const limit = code.max_redemptions === null ? 'no redemption limit' : `at most ${code.max_redemptions} redemptions`;
  const expiry =
    code.expires_at === null ? 'never expires' : `expires ${formatInstant(code.expires_at)}${lastDay(code.expires_at)}`;
  return `${code.code}: ${code.credits} credits, ${limit}, ${expiry} ("${code.description}").`;
}

/** For an expiry at midnight UTC (what a date alone gives), the last day the code works. */
function lastDay(expiresAt: Date): string {
  if (expiresAt.getTime() % 86_400_000 !== 0) return '';
  return ` (usable through ${new Date(expiresAt.getTime() - 86_400_000).toISOString().slice(0, 10)} UTC)`;
}

const formatInstant = (date: Date): string =>
  date
    .toISOString()
    .replace(/:00\.000Z$/, 'Z')
    .replace(/\.000Z$/, 'Z');

function formatTable(codes: DiscountCode[], now: Date): string {
  const header = ['CODE', 'CREDITS', 'REDEEMED', 'EXPIRES (UTC)', 'STATUS', 'DESCRIPTION'];
  const rows = codes.map((c) => [
    c.code,
    String(c.credits),
    c.max_redemptions === null ? String(c.redemption_count) : `${c.redemption_count}/${c.max_redemptions}`,
    c.expires_at === null ? 'never' : formatInstant(c.expires_at),
    codeStatus(c, now),
    c.description,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  return [header, ...rows]
    .map((cells) =>
      cells
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

// ───────────── arguments ─────────────

function parseCommand(argv: readonly string[], now: Date): Command {
  const [name, ...rest] = argv;
  switch (name) {
    case undefined:
      throw new UsageError('No command given.');
    case 'help':
    case '--help':
    case '-h':
      return { name: 'help' };
    case 'list':
      expectPositionals(name, rest, []);
      return { name: 'list' };
    case 'disable':
    case 'enable': {
      const [code] = expectPositionals(name, rest, ['CODE']);
      return { name, code: parseCode(code!) };
    }
    case 'add':
      return parseAdd(rest, now);
    default:
      throw new UsageError(`Unknown command "${name}".`);
  }
}

function expectPositionals(command: string, args: readonly string[], names: string[]): string[] {
  const option = args.find((a) => a.startsWith('--'));
  if (option) throw new UsageError(`${command} takes no option ${option}.`);
  if (args.length < names.length) throw new UsageError(`${command} needs ${names.join(' ')}.`);
  if (args.length > names.length)
    throw new UsageError(
      `${command} takes ${names.length ? names.join(' ') : 'no arguments'}; unexpected "${args[names.length]}".`,
    );
  return [...args];
}

const ADD_OPTIONS = ['--max', '--expires', '--description'] as const;
type AddOption = (typeof ADD_OPTIONS)[number];

function parseAdd(args: readonly string[], now: Date): Command {
  const positionals: string[] = [];
  const options = new Map<AddOption, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const key = eq === -1 ? arg : arg.slice(0, eq);
    if (!(ADD_OPTIONS as readonly string[]).includes(key)) throw new UsageError(`Unknown option ${key} for add.`);
    if (options.has(key as AddOption)) throw new UsageError(`${key} is given twice.`);
    let value: string | undefined;
    if (eq !== -1) value = arg.slice(eq + 1);
    else {
      value = args[i + 1];
      i++;
    }
    if (value === undefined) throw new UsageError(`${key} needs a value.`);
    options.set(key as AddOption, value);
  }
  if (positionals.length < 2) throw new UsageError('add needs CODE and CREDITS.');
  if (positionals.length > 2) throw new UsageError(`add takes CODE CREDITS and options; unexpected "${positionals[2]}".`);
  const code = parseCode(positionals[0]!);
  const credits = positiveInteger('CREDITS', positionals[1]!, MAX_CODE_CREDITS);
  const max = options.get('--max');
  const expires = options.get('--expires');
  const description = options.get('--description')?.trim() ?? `${credits} free credits`;
  if (description === '') throw new UsageError('--description must not be empty.');
  if (description.length > 200) throw new UsageError('--description must be at most 200 characters.');
  const expiresAt = expires === undefined ? null : parseExpiry(expires);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw new UsageError(`--expires ${expires} is already past (it would end at ${formatInstant(expiresAt)}).`);
  }
  return {
    name: 'add',
    code,
    credits,
    maxRedemptions: max === undefined ? null : positiveInteger('--max', max, 1_000_000_000),
    expiresAt,
    description,
  };
}

function parseCode(raw: string): string {
  if (!CODE_PATTERN.test(raw)) {
    throw new UsageError(`CODE "${raw}" is not valid: use 1 to 64 letters, digits, _ or -.`);
  }
  return normaliseCode(raw);
}

function positiveInteger(label: string, raw: string, max: number): number {
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new UsageError(`${label} must be a whole number from 1 to ${max}, got "${raw}".`);
  }
  return value;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * The instant a code stops working. A date alone means the code works through the end of that day, UTC; a
 * date-time is that instant (UTC when it names no zone).
 */
export function parseExpiry(raw: string): Date {
  const bad = () => new UsageError(`--expires "${raw}" is not a date: use YYYY-MM-DD or a date-time such as 2026-12-31T18:00Z.`);
  const dateOnly = DATE_ONLY.exec(raw);
  if (dateOnly) {
    const [y, m, d] = dateOnly.slice(1).map(Number) as [number, number, number];
    if (!isRealDate(y, m, d)) throw bad();
    return new Date(Date.UTC(y, m - 1, d + 1));
  }
  const match = DATE_TIME.exec(raw);
  if (!match) throw bad();
  const [y, m, d, hh, mm, ss = 0] = match.slice(1, 7).map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const ms = match[7] ? Number(match[7].padEnd(3, '0')) : 0;
  if (!isRealDate(y!, m!, d!) || hh! > 23 || mm! > 59 || ss > 59) throw bad();
  let offsetMinutes = 0;
  const zone = match[8];
  if (zone && zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const zh = Number(digits.slice(0, 2));
    const zm = Number(digits.slice(2));
    if (zh > 23 || zm > 59) throw bad();
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (zh * 60 + zm);
  }
  return new Date(Date.UTC(y!, m! - 1, d!, hh!, mm!, ss, ms) - offsetMinutes * 60_000);
}

function isRealDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1970 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

// ───────────── the server's database ─────────────

const EMBEDDED_IN_USE =
  'The embedded database is in use by a running Storyloom server. Stop the server first, or run the command ' +
  'against a PostgreSQL server with DATABASE_URL (the same one the server uses).';

/** Whether a Storyloom server answers on the configured port with the embedded database (which it holds alone). */
export async function serverHoldsEmbeddedDatabase(config: Config, timeoutMs = 1500): Promise<boolean> {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' ? '::1' : config.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api/health`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await res.json()) as { components?: { database?: { detail?: unknown } } };
    return body.components?.database?.detail === 'embedded PGlite';
  } catch {
    return false; // nothing listening, or not a Storyloom server
  }
}

/** Opens the database the server uses; refuses the embedded one while a server has it open. */
export async function openServerDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    try {
      return await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
    } catch (error) {
      throw new CodesError((error as Error).message, { cause: error });
    }
  }
  const pgliteDir = path.join(config.dataDir, 'pgdata');
  // PGlite takes no lock of its own: two processes on one directory would corrupt it, so ask the server first.
  if (await serverHoldsEmbeddedDatabase(config)) throw new CodesError(EMBEDDED_IN_USE);
  try {
    return await openDatabase({ pgliteDir });
  } catch (error) {
    const message = (error as Error).message;
    throw new CodesError(
      /lock|busy|in use|EAGAIN/i.test(message)
        ? EMBEDDED_IN_USE
        : `Cannot open the embedded database in ${pgliteDir}: ${message}. If a server is using it, stop it first.`,
      { cause: error },
    );
  }
}

async function main(): Promise<number> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    return 1;
  }
  let database: Database | undefined;
  try {
    return await runCodesCommand(process.argv.slice(2), {
      database: async () => (database ??= await openServerDatabase(config)),
      clock: systemClock,
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => console.error(line),
    });
  } finally {
    await database?.close();
  }
}

if (import.meta.main) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
