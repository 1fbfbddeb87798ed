import { defineConfig } from 'vitest/config';
import LongestFirst from './test-support/longest-first';

// Browser tests: Debian Chromium driven by playwright-core against the built site served by the real server.
// Run with `node scripts/e2e.mjs` (it installs Chromium if needed and builds first), not with the root projects.
export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/test-support/global-setup.ts'],
    // Two files at a time on the run's one Chromium (a context per test): the files mostly wait on a page, not
    // the CPU, and share no state but the read-only site server; each booking file has a server of its own
    // (decision 102). A file's concurrent tests (the accessibility sweep's parts) go three at a time.
    fileParallelism: true,
    maxWorkers: 2,
    maxConcurrency: 3,
    // The longest files first, so neither worker is left alone with one at the end (a fresh clone has no timings).
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
