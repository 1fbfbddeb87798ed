import { configDefaults, defineConfig } from 'vitest/config';
import { catalogPlugin } from './web/scripts/catalog-plugin.mjs';

// One vitest run covers every package; browser end-to-end tests have their own config (e2e/).
interface NodeProjectOptions {
  /** Run once, in vitest's main process, before the project's test files. */
  globalSetup?: string[];
  /**
   * Whether each test file gets fresh modules. Packages whose files mock no module and restore what they fake (timers,
   * spies) share them: their files then skip re-importing the same graph, the bulk of their run. Checked with the
   * files in shuffled orders (decision 102).
   */
  isolate?: boolean;
  /** The files to run (default: the package's own) and those to leave to another project. */
  include?: string[];
  exclude?: string[];
}

const nodeProject = (name: string, { globalSetup = [], isolate = true, include, exclude = [] }: NodeProjectOptions = {}) => ({
  extends: true as const,
  test: {
    name,
    environment: 'node' as const,
    include: include ?? [`${name}/src/**/*.test.ts`, `${name}/test/**/*.test.ts`],
    exclude: [...configDefaults.exclude, ...exclude],
    globalSetup,
    isolate,
  },
});

// A fixtures file that mocks a module (to watch what the practice draws from faker), so it gets modules of its own.
const FIXTURES_ISOLATED = ['fixtures/src/store/fixture-store.lazy.test.ts'];

// Made before the tests of the projects that open embedded databases copy it (decision 97).
const EMBEDDED_TEMPLATE = 'database/src/test-support/embedded-template.global-setup.ts';

const WEB_TESTS = 'web/src/**/*.test.{ts,tsx}';
// Files that need a fresh page: two mock a module, one counts the tab's history entries (a shared jsdom keeps
// those of earlier files, and a push after a Back replaces entries instead of adding one), one watches a page's chunk
// load for the first time (in a shared module graph an earlier file may have loaded it, and "Loading..." never shows),
// one prerenders as the build does (a static router and React's static renderer left later files' routers failing).
const WEB_ISOLATED = [
  'web/src/content/provider-entry.test.ts',
  'web/src/features/booking/use-back-guard.test.tsx',
  'web/src/app/app-routes.test.tsx',
  'web/src/entry-server.test.tsx',
  'web/src/app/booking-dialog-tools.test.tsx',
];

const webProject = (
  name: string,
  { include = [WEB_TESTS], exclude = [] as string[], isolate }: { include?: string[]; exclude?: string[]; isolate: boolean },
) => ({
  extends: true as const,
  // The web's catalogs load split and compiled, as in the build (decision 93).
  plugins: [catalogPlugin()],
  test: {
    name,
    environment: 'jsdom' as const,
    include,
    exclude: [...configDefaults.exclude, ...exclude],
    setupFiles: ['web/src/test-support/setup.ts'],
    isolate,
  },
});

export default defineConfig({
  resolve: { conditions: ['source'] },
  test: {
    // `--changed` (npm run test:quick) runs the files whose imports reach a changed file, and every file when one of
    // these changed: the configs, the shared test support (global setups among it, which no test imports), and the
    // catalogs with their plugin (imported with a query, which vitest's import graph does not follow) (decision 102).
    // Vitest adds the setup files.
    forceRerunTriggers: [
      ...configDefaults.forceRerunTriggers,
      '**/package-lock.json',
      '**/tsconfig*.json',
      '**/test-support/**',
      '**/i18n/catalogs/**',
      '**/web/scripts/catalog-plugin.mjs',
    ],
    projects: [
      nodeProject('core', { isolate: false }),
      nodeProject('fixtures', { isolate: false, exclude: FIXTURES_ISOLATED }),
      nodeProject('fixtures-isolated', { include: FIXTURES_ISOLATED }),
      // The adapters' files keep modules of their own: nock's interception of fetch outlives a file that used it.
      nodeProject('adapters'),
      // These build what they test from factories (apps, stores, servers on free ports) and restore what they fake:
      // importing Fastify, the database and the CLI's graph again for each file was half their CPU (decision 102).
      nodeProject('fake-athena', { isolate: false }),
      nodeProject('database', { globalSetup: [EMBEDDED_TEMPLATE], isolate: false }),
      nodeProject('server', { globalSetup: [EMBEDDED_TEMPLATE], isolate: false }),
      // The CLI is bundled once per run, before its tests spawn the built `clinic`.
      nodeProject('cli', { globalSetup: ['cli/src/test-support/build-cli.global-setup.ts', EMBEDDED_TEMPLATE], isolate: false }),
      // The web files share one jsdom and one module graph per worker (no isolation): creating a jsdom and importing
      // React and Testing Library again for each of ~55 files was two thirds of the project's time (decision 67).
      // The setup file resets what a page keeps between tests (the DOM, storage, the history entry). A file that
      // needs a page or modules of its own is listed in WEB_ISOLATED.
      webProject('web', { exclude: WEB_ISOLATED, isolate: false }),
      webProject('web-isolated', { include: WEB_ISOLATED, isolate: true }),
      // Repository-wide checks (the spec's citations resolve in docs/spec/).
      nodeProject('repo', { include: ['scripts/**/*.test.mjs'], isolate: false }),
    ],
  },
});
