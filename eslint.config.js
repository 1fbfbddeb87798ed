// ESLint for the whole monorepo (decision 31): typescript-eslint, React hooks, and the import directions we promise.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Test support under any of its names; production code never imports it.
const TEST_CODE = ['**/*.test.{ts,tsx}', '**/test/**', '**/test-support/**', '**/testing/**', 'e2e/**'];
const noTestSupport = {
  regex: String.raw`(^|/)(test-support|testing|test)(/|$)|\.test(\.|$)`,
  message: 'Production code does not import test support (test/, test-support/, testing/, *.test.*).',
};
// The core's own files are relative imports; tsc's rootDir keeps those inside core/.
const coreImportsNothingOfOurs = {
  regex: String.raw`^(?!(date-fns|zod)(/|$)|\.\.?/)`,
  message: 'The core imports only date-fns, zod and its own files (docs/architecture.md, import rules).',
};

// The web reaches the adapters only through its composition root (decision 47); the rest of the web talks to the core.
const WEB_COMPOSITION = 'web/src/features/booking/composition/**';
const adaptersOnlyThroughComposition = {
  regex: String.raw`^@clinic/adapters(/|$)`,
  message: 'The web reaches @clinic/adapters only through features/booking/composition/ (docs/architecture.md, import rules).',
};
// The fixture practice is the demo's and the CLI's data: of the adapters, only the fixture source (fixture/) and the
// Node drivers' container (composition/) may load it; what the web and production run never does.
const ADAPTERS_FIXTURE_SOURCE = ['adapters/src/fixture/**', 'adapters/src/composition/**', 'adapters/src/contract/**'];
const noFixturesAtRuntime = {
  regex: String.raw`^@clinic/fixtures(/|$)`,
  allowTypeImports: true,
  message: 'Only adapters/src/fixture/ and composition/ load @clinic/fixtures; a type import is fine elsewhere.',
};
// import-x reads TypeScript modules (no-cycle follows their imports) and resolves the workspace packages to their
// sources, as Vite and Vitest do (the `source` condition).
const importXSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'], conditionNames: ['source', 'import', 'default'] }),
  ],
};

// Each web feature is independent of the others; shared things live in components/, content/ or lib/.
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what both need to components/, content/ or lib/.',
  })),
  {
    target: './web/src/components',
    from: './web/src/features',
    message: 'Shared components do not import features.',
  },
];

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', '**/.tsbuild/', '**/coverage/', '.artifacts/', 'data/', 'web/public/'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Type-aware promise rules where a dropped promise is an outage: the Node drivers' production code. Elsewhere the
    // type information would cost more lint time than it finds.
    files: ['{server,adapters,cli,database,fake-athena}/src/**/*.ts'],
    ignores: TEST_CODE,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The classic hook rules; the React Compiler's rules (refs, set-state-in-effect…) wait until the app uses the compiler.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Functions passed to page.evaluate run in the browser.
    files: ['scripts/make-brand-images.mjs'],
    languageOptions: { globals: globals.browser },
  },
  {
    // The typescript-eslint form of the rule, for `allowTypeImports`; one rule, so a later block's patterns replace
    // an earlier block's for the same file and each block lists every pattern its files need.
    files: ['*/src/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noTestSupport] }] },
  },
  {
    files: ['core/src/**/*.ts'],
    ignores: TEST_CODE,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [coreImportsNothingOfOurs, noTestSupport] }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [...TEST_CODE, WEB_COMPOSITION],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [adaptersOnlyThroughComposition, noTestSupport] }] },
  },
  {
    files: ['adapters/src/**/*.ts'],
    ignores: [...TEST_CODE, ...ADAPTERS_FIXTURE_SOURCE],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noFixturesAtRuntime, noTestSupport] }] },
  },
  {
    // No module imports one that imports it back, through any chain (decision 81). The rule skips type-only
    // imports, so `scripts/import-cycles.test.mjs` holds those.
    files: ['*/src/**/*.{ts,tsx}'],
    ignores: TEST_CODE,
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones }] },
  },
);
