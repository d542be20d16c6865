// `npm test`: every suite in order, then one summary. Keeps going after a failure so one run shows everything.
// STORYLOOM_TEST_ONLY=unit,e2e runs a subset.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

interface SuiteResult {
  name: string;
  ok: boolean;
  passed: number;
  failed: number;
  skipped: number;
  seconds: number;
  note?: string;
}

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, '.reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('close', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(127));
  });
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** A check with no test cases of its own counts as one test. */
async function check(name: string, command: string, args: string[]): Promise<SuiteResult> {
  const started = Date.now();
  const code = await run(command, args);
  const ok = code === 0;
  return { name, ok, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, seconds: (Date.now() - started) / 1000 };
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

async function vitest(name: string, args: string[]): Promise<SuiteResult> {
  const started = Date.now();
  const out = path.join(reports, `${name}.json`);
  const code = await run('vitest', ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const report = readJson<VitestJson>(out);
  const passed = report?.numPassedTests ?? 0;
  const failed = report?.numFailedTests ?? 0;
  const ok = code === 0 && failed === 0 && passed > 0;
  return {
    name,
    ok,
    passed,
    failed: failed || (ok ? 0 : 1),
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
    seconds: (Date.now() - started) / 1000,
    ...(report ? {} : { note: 'no report written' }),
  };
}

interface PlaywrightJson {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

async function playwright(name: string): Promise<SuiteResult> {
  const started = Date.now();
  const out = path.join(reports, `${name}.json`);
  const code = await run('playwright', ['test'], { PLAYWRIGHT_JSON_OUTPUT_FILE: out });
  const stats = readJson<PlaywrightJson>(out)?.stats;
  const passed = stats?.expected ?? 0;
  const failed = (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
  const ok = code === 0 && failed === 0 && passed > 0;
  return {
    name,
    ok,
    passed,
    failed: failed || (ok ? 0 : 1),
    skipped: stats?.skipped ?? 0,
    seconds: (Date.now() - started) / 1000,
  };
}

const suites: Record<string, () => Promise<SuiteResult>> = {
  format: () => check('format', 'prettier', ['--check', '--log-level', 'warn', '.']),
  lint: () => check('lint', 'eslint', ['--max-warnings', '0', '.']),
  typecheck: () => check('typecheck', 'node', ['scripts/typecheck.ts']),
  contract: () => check('contract', 'node', ['scripts/check-contract.ts']),
  unit: () => vitest('unit', []),
  quality: () => vitest('quality', ['--config', 'tests/quality/vitest.config.ts']),
  storybook: () => vitest('storybook', ['--config', '.storybook/vitest.config.ts']),
  build: () => check('build', 'npm', ['run', '--silent', 'build']),
  e2e: () => playwright('e2e'),
};

const only = process.env.STORYLOOM_TEST_ONLY?.split(',').map((s) => s.trim());
const results: SuiteResult[] = [];
const started = Date.now();
for (const [name, suite] of Object.entries(suites)) {
  if (only && !only.includes(name)) continue;
  if (name === 'e2e' && results.some((r) => r.name === 'build' && !r.ok)) {
    results.push({ name, ok: false, passed: 0, failed: 1, skipped: 0, seconds: 0, note: 'not run: the build failed' });
    continue;
  }
  console.log(`\n━━ ${name} ━━`);
  results.push(await suite());
}

const pad = (s: string | number, n: number) => String(s).padEnd(n);
console.log('\n━━ summary ━━');
console.log(`${pad('suite', 11)}${pad('result', 8)}${pad('passed', 8)}${pad('failed', 8)}${pad('skipped', 9)}seconds`);
for (const r of results) {
  console.log(
    `${pad(r.name, 11)}${pad(r.ok ? 'ok' : 'FAILED', 8)}${pad(r.passed, 8)}${pad(r.failed, 8)}${pad(r.skipped, 9)}${r.seconds.toFixed(1)}${r.note ? `  (${r.note})` : ''}`,
  );
}
const total = (key: 'passed' | 'failed' | 'skipped') => results.reduce((sum, r) => sum + r[key], 0);
console.log(`total time ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`${total('passed')} passed, ${total('failed')} failed, ${total('skipped')} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
