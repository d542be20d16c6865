import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './server/src/testing/net.ts';
import { chromiumLaunchOptions } from './tests/chromium.ts';

// Chosen once in the runner process; workers inherit it through the environment.
process.env.STORYLOOM_E2E_PORT ??= String(await freePort());
process.env.STORYLOOM_E2E_DATA ??= fs.mkdtempSync(path.join(os.tmpdir(), 'storyloom-e2e-'));
const port = Number(process.env.STORYLOOM_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  globalTeardown: './tests/e2e/global-teardown.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node server/src/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.STORYLOOM_E2E_DATA,
      // A build of the app elsewhere than app/dist (parallel work on one checkout); default app/dist.
      APP_DIST_DIR: process.env.STORYLOOM_E2E_DIST ?? '',
      LOG_LEVEL: 'warn',
      // Every test signs up its own user, all from one loopback address: more than the default 30 per 10 minutes.
      // The limiter itself is tested against the server in server/src/domain/limits.
      AUTH_RATE_LIMIT_PER_IP: '1000',
      // Not 'production': the notification test endpoints (POST /api/notifications/test*) stay switched on.
      NODE_ENV: 'test',
      // Demo stories would render in the background while the browser tests run; they have their own test.
      SEED_DEMO: '0',
      // The e2e suite always runs on the embedded database, like a fresh `npm start`.
      DATABASE_URL: '',
    },
  },
});
