import { defineConfig } from 'vitest/config';

// The quality suites of `npm test` (step "quality"): real server processes on loopback — cross-user and bad-input
// requests generated from openapi.yaml, and the auth attacks. One file at a time: each starts processes. The long
// ones (faults, scale-out) are in long/ and run with `npm run test:load`.
export default defineConfig({
  test: {
    name: 'quality',
    root: new URL('../..', import.meta.url).pathname,
    environment: 'node',
    include: ['tests/quality/*.test.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
