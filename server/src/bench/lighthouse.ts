// `npm run bench -- lighthouse`: Lighthouse (npm `lighthouse`, desktop preset) on Debian Chromium against a real
// server process (`node server/src/main.ts`, embedded PGlite) serving the app built with its own Vite config:
// the landing page `/` signed out, and the gallery `/app/gallery` signed in (a fresh user with one project; the
// session is written to the browser's localStorage before the audit, which keeps storage: disableStorageReset).
// Chromium is started by Playwright as a persistent (default) context with a remote-debugging port that Lighthouse
// attaches to, so the session set through Playwright is the one the audited tab sees. Goal: ≥ 95 in performance,
// accessibility and best practices on both pages.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright';
import { chromiumLaunchOptions } from '../../../tests/chromium.ts';
import { apiClient, createInstallation, startApi, stopProcess } from '../../../tests/quality/servers.ts';
import { freePort } from '../testing/net.ts';
import { viteBuild } from './frontend.ts';

const ROOT = path.join(import.meta.dirname, '../../..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const GOAL = 95;

export interface LighthouseBenchOptions {
  /** Audits per page; the median score of each category is reported. */
  runs: number;
  log: (line: string) => void;
}

interface PageResult {
  name: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Failing audits (score < 0.9) of the categories, for the reader to fix. */
  failing: string[];
  metrics: string;
}

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

export async function benchLighthouse(options: LighthouseBenchOptions) {
  const { log } = options;
  // Loaded here, not with the other benches: Lighthouse and Playwright are big.
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  const { chromium } = await import('playwright');
  const lighthouseVersion = (
    JSON.parse(await readFile(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
  ).version;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const installation = await createInstallation();
  let server: Awaited<ReturnType<typeof startApi>> | undefined;
  let context: BrowserContext | undefined;
  try {
    const dist = path.join(dir, 'dist');
    await viteBuild(path.join(ROOT, 'app'), dist);
    server = await startApi(installation, { APP_DIST_DIR: dist });
    const origin = server.origin;

    // A signed-in user with one project in the gallery.
    const signUp = await apiClient(origin)<{
      session: { access_token: string; refresh_token: string };
      user: Record<string, unknown>;
    }>('POST', '/auth/signup', {
      email: `lighthouse-${Date.now()}@example.com`,
      password: 'Str0ng!pass',
    });
    const token = signUp.session.access_token;
    await apiClient(origin, token)('POST', '/projects/');
    const expiry = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number }).exp;

    const port = await freePort();
    context = await chromium.launchPersistentContext(path.join(dir, 'profile'), {
      executablePath: chromiumLaunchOptions.executablePath,
      headless: true,
      // Not the screenshot-only compositor flags: they slow painting, which Lighthouse measures.
      args: [
        ...chromiumLaunchOptions.args.filter((arg) => !/compositor-stages|checker-imaging/.test(arg)),
        `--remote-debugging-port=${port}`,
      ],
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const version = ((await cdp.send('Browser.getVersion')) as { product: string }).product;
    const audit = async (name: string, url: string): Promise<PageResult> => {
      const runs: PageResult[] = [];
      for (let run = 0; run < options.runs; run++) {
        // A cold cache for every audit (disableStorageReset keeps the cache as well as the session).
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(
          url,
          { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: true },
          desktopConfig,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        // A signed-in page that bounced to the sign-in page would score that page instead.
        if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
          throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
        const scores = Object.fromEntries(
          CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
        ) as PageResult['scores'];
        const failing = CATEGORIES.flatMap((id) =>
          (lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0)
            .map((ref) => lhr.audits[ref.id]!)
            .filter((a) => a.score !== null && a.score < 0.9)
            .map((a) => `${id}/${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
        );
        const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
        runs.push({
          name,
          scores,
          failing,
          metrics:
            `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ` +
            `${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, ${metric('total-byte-weight')}`,
        });
      }
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))]),
      ) as PageResult['scores'];
      return { name, scores, failing: [...new Set(runs.flatMap((r) => r.failing))], metrics: runs.at(-1)!.metrics };
    };

    // Signed out first (nothing stored yet), then the session written for the gallery.
    const landing = await audit('landing /', `${origin}/`);
    await page.goto(`${origin}/favicon.svg`);
    await page.evaluate(
      ({ token, refreshToken, account, expiry }) => {
        localStorage.setItem('storyloom.auth.token', token);
        localStorage.setItem('storyloom.auth.refreshToken', refreshToken);
        localStorage.setItem('storyloom.auth.expiry', String(expiry));
        localStorage.setItem('storyloom.auth.user', JSON.stringify(account));
      },
      { token, refreshToken: signUp.session.refresh_token, account: signUp.user, expiry },
    );
    const gallery = await audit('gallery /app/gallery (signed in)', `${origin}/app/gallery`);

    log(
      `Lighthouse ${lighthouseVersion} desktop preset (cold cache each audit), ${version}, ${options.runs} run(s) a page (median)`,
    );
    for (const result of [landing, gallery]) {
      log(
        `${result.name}: ${CATEGORIES.map((id) => `${id} ${result.scores[id]}`).join(', ')}; ${result.metrics}` +
          `; goal ≥ ${GOAL}: ${CATEGORIES.every((id) => result.scores[id] >= GOAL) ? 'met' : 'NOT met'}`,
      );
      if (result.failing.length > 0) log(`${result.name} audits below 0.9: ${result.failing.join('; ')}`);
    }
    return { landing, gallery };
  } finally {
    await context?.close().catch(() => {});
    if (server) await stopProcess(server).catch(() => {});
    await installation.remove();
    await rm(dir, { recursive: true, force: true });
  }
}
