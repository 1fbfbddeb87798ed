import { defineConfig } from 'vitest/config';

// One vitest run covers every package; browser end-to-end tests have their own config (e2e/).
const nodeProject = (name: string, globalSetup: string[] = []) => ({
  extends: true as const,
  test: { name, environment: 'node' as const, include: [`${name}/src/**/*.test.ts`, `${name}/test/**/*.test.ts`], globalSetup },
});

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    projects: [
      nodeProject('core'),
      nodeProject('fixtures'),
      nodeProject('adapters'),
      nodeProject('fake-athena'),
      nodeProject('database'),
      nodeProject('server'),
      // The CLI is bundled once per run, before its tests spawn the built `clinic`.
      nodeProject('cli', ['cli/test/support/build-cli.global-setup.ts']),
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
    ],
  },
});
