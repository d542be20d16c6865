import { defineConfig } from 'vitest/config';

// Node-side suites (api-client, server incl. database, app stores, contract). The Storybook browser suite
// has its own config in .storybook/vitest.config.ts and runs as a separate step of `npm test`.
export default defineConfig({
  test: {
    name: 'unit',
    environment: 'node',
    include: ['{api-client,server,app,ui,tests/contract,scripts}/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
