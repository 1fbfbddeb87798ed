import { defineConfig } from 'vitest/config';

// Browser tests: Debian Chromium driven by playwright-core against the built site served by the real server.
// Run with `node scripts/e2e.mjs` (it installs Chromium if needed and builds first), not with the root projects.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/test-support/global-setup.ts'],
    // One server, one browser at a time: the machine has 2 cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
