import { defineConfig } from 'vitest/config';

// One vitest run covers every package; browser end-to-end tests have their own config (e2e/).
interface NodeProjectOptions {
  /** Run once, in vitest's main process, before the project's test files. */
  globalSetup?: string[];
  /**
   * Whether each test file gets fresh modules. Pure packages (no module state, no mocks, no timers faked) share
   * them: their files then skip re-importing the same graph, the bulk of their run.
   */
  isolate?: boolean;
}

const nodeProject = (name: string, { globalSetup = [], isolate = true }: NodeProjectOptions = {}) => ({
  extends: true as const,
  test: {
    name,
    environment: 'node' as const,
    include: [`${name}/src/**/*.test.ts`, `${name}/test/**/*.test.ts`],
    globalSetup,
    isolate,
  },
});

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      nodeProject('core', { isolate: false }),
      nodeProject('fixtures', { isolate: false }),
      nodeProject('adapters'),
      nodeProject('fake-athena'),
      nodeProject('database'),
      nodeProject('server'),
      // The CLI is bundled once per run, before its tests spawn the built `clinic`.
      nodeProject('cli', { globalSetup: ['cli/src/test-support/build-cli.global-setup.ts'] }),
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test-support/setup.ts'],
        },
      },
    ],
  },
});
