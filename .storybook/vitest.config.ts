// Every story is a Vitest browser test (addon-vitest): play functions, axe (light and dark) and screenshots of
// both colour modes compared with the baselines in stories/__screenshots__.
//   run:     npx vitest run --config .storybook/vitest.config.ts
//   update:  npx vitest run --config .storybook/vitest.config.ts --update
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import { chromiumLaunchOptions } from '../tests/chromium.ts';
import viteConfig from '../vite.config.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(configDir, '..');

export default mergeConfig(
  viteConfig,
  defineConfig({
    root: repoRoot,
    plugins: [storybookTest({ configDir })],
    test: {
      name: 'storybook',
      setupFiles: [path.join(configDir, 'vitest.setup.ts')],
      // addon-vitest turns file writes off unless asked; toMatchScreenshot writes baselines and diffs.
      api: { allowWrite: true },
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          // Baselines are only comparable when taken with the same (Debian) Chromium build.
          launchOptions: chromiumLaunchOptions,
        }),
        instances: [{ browser: 'chromium' }],
        expect: {
          toMatchScreenshot: {
            // Exact: a one-step change in any colour token fails.
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0, allowedMismatchedPixelRatio: 0 },
          },
        },
      },
    },
  }),
);
