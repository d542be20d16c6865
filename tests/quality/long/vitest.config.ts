import { defineConfig } from 'vitest/config';

// The long quality suites (`npm run test:load`, with the load test): processes killed hard mid-work (faults) and the
// scale-out topology (two API processes and a worker behind one port). CI runs them after `npm test`.
export default defineConfig({
  test: {
    name: 'quality-long',
    root: new URL('../../..', import.meta.url).pathname,
    environment: 'node',
    include: ['tests/quality/long/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 420_000,
    hookTimeout: 120_000,
  },
});
