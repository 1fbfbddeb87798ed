// The choice of test files for `npm run test:quick` (decision 102): on a small made-up repository, what each kind
// of import lets a test see and which exports a change touches; on this repository, a core rule's change and a
// config's change.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { affectedTests } from './affected-tests.mjs';
import { changedExports } from './changed-exports.mjs';
import { ALL, moduleFacts } from './module-facts.mjs';
import { moduleGraph } from './module-graph.mjs';
import { selectTests, UNSEEN_BY_IMPORTS } from './select.mjs';

const PACKAGES = [
  { name: '@x/core', dir: 'core', exports: { '.': { source: './src/index.ts' } }, sideEffects: false },
  { name: '@x/server', dir: 'server', exports: { '.': { source: './src/index.ts' } } },
  { name: '@x/web', dir: 'web' },
];

/** A repository of a few files: a side-effect-free core behind an index, a server behind one with side effects. */
const FILES = {
  'core/src/index.ts': `export * from './rules';\nexport { b, type B } from './b';\nexport type { T } from './types';`,
  'core/src/rules/index.ts': `export * from './a';`,
  'core/src/rules/a.ts': `import { helper } from '../helper';\nexport const a = () => helper();`,
  'core/src/helper.ts': `export function helper() { return 1; }`,
  'core/src/b.ts': `export type B = string;\nexport const b = 2;`,
  'core/src/types.ts': `export interface T { id: string }`,
  'server/src/index.ts': `export { route } from './route';\nexport { other } from './other';`,
  'server/src/route.ts': `export const route = 1;`,
  'server/src/other.ts': `export const other = 2;`,
  'web/src/setup.ts': `import { b } from '@x/core';\nexport const ready = b;`,
  'web/src/sees-a.test.ts': `import { a, type T } from '@x/core';\nimport type { B } from '@x/core';`,
  'web/src/sees-b.test.ts': `import { b } from '@x/core';`,
  'web/src/types-only.test.ts': `import { type T } from '@x/core';\nimport type { B } from '@x/core';`,
  'web/src/dynamic.test.ts': `const { a } = await import('@x/core');`,
  'web/src/raw.test.ts': `const text = import.meta.glob('../../core/src/rules/*.ts', { query: '?raw', eager: true });`,
  'web/src/route.test.ts': `import { route } from '@x/server';`,
  'vitest.config.ts': `export default {};`,
};

function choose(/** @type {string[]} */ changed, { setupFiles = /** @type {string[]} */ ([]), changedNames = new Map() } = {}) {
  const files = Object.keys(FILES);
  const graph = moduleGraph({ files, read: (file) => FILES[/** @type {keyof typeof FILES} */ (file)], packages: PACKAGES });
  const testFiles = files.filter((file) => file.endsWith('.test.ts'));
  return selectTests({
    changed,
    changedNames,
    files,
    graph,
    projects: [{ name: 'web', testFiles, setupFiles }],
    forceRerunTriggers: ['**/vitest.config.*'],
  });
}

describe('the test files a change reaches, on a made-up repository', () => {
  it('through a side-effect-free index, only the importers of the names the changed file defines', () => {
    expect(choose(['core/src/rules/a.ts'])).toMatchObject({
      all: false,
      files: ['web/src/dynamic.test.ts', 'web/src/raw.test.ts', 'web/src/sees-a.test.ts'],
    });
    expect(choose(['core/src/b.ts'])).toMatchObject({ files: ['web/src/sees-b.test.ts'] });
  });

  it('past the file that defines a name, everything that file imports', () => {
    expect(choose(['core/src/helper.ts'])).toMatchObject({ files: ['web/src/dynamic.test.ts', 'web/src/sees-a.test.ts'] });
  });

  it('the importers of any name that passes through a changed index', () => {
    expect(choose(['core/src/rules/index.ts'])).toMatchObject({
      files: ['web/src/dynamic.test.ts', 'web/src/raw.test.ts', 'web/src/sees-a.test.ts'],
    });
    expect(choose(['core/src/index.ts'])).toMatchObject({
      files: ['web/src/dynamic.test.ts', 'web/src/sees-a.test.ts', 'web/src/sees-b.test.ts'],
    });
  });

  it('no test for a change only types see: they are erased before tests run, and the typecheck reads them', () => {
    expect(choose(['core/src/types.ts'])).toMatchObject({ files: [] });
  });

  it('every file an index with side effects re-exports, whatever name is taken from it', () => {
    expect(choose(['server/src/other.ts'])).toMatchObject({ files: ['web/src/route.test.ts'] });
  });

  it('the text, not the imports, of files read raw', () => {
    expect(choose(['core/src/rules/a.ts']).files).toContain('web/src/raw.test.ts');
    expect(choose(['core/src/helper.ts']).files).not.toContain('web/src/raw.test.ts');
  });

  it("all of a project's files when its setup sees the change", () => {
    expect(choose(['core/src/b.ts'], { setupFiles: ['web/src/setup.ts'] })).toMatchObject({
      wholeProjects: ['web'],
      files: expect.arrayContaining(['web/src/route.test.ts']),
    });
  });

  it('every file when a forceRerunTrigger changed', () => {
    expect(choose(['vitest.config.ts'])).toEqual({ all: true, reason: "vitest.config.ts is one of vitest's forceRerunTriggers" });
  });
});

// Reading and parsing every file of the repository takes seconds on a busy machine.
describe('the test files a change reaches, in this repository', { timeout: 60_000 }, () => {
  it("a core rule's change: its own test and the web's testimonial tests, not the waitlist's routes", async () => {
    const selection = await affectedTests({ changed: ['core/src/rules/testimonial-display.ts'] });
    expect(selection.all).toBe(false);
    const files = selection.all ? [] : selection.files;
    expect(files).toEqual(
      expect.arrayContaining([
        'core/src/rules/testimonial-display.test.ts',
        'web/src/components/testimonials/testimonial-card.test.tsx',
        'web/src/features/home/testimonials/testimonials-section.test.tsx',
        'web/src/pages/testimonials/testimonials.page.test.tsx',
        // It reads the core's sources raw.
        'core/test/framework-free.test.ts',
      ]),
    );
    expect(files.filter((file) => file.startsWith('server/src/routes/waitlist/'))).toEqual([]);
  });

  it('names only files that exist among what imports cannot show (a renamed test would drop out unseen)', () => {
    const root = join(import.meta.dirname, '..', '..');
    const named = UNSEEN_BY_IMPORTS.flatMap(({ file, runs = [] }) => [file, ...runs]);
    expect(named.filter((file) => !existsSync(join(root, file)))).toEqual([]);
  });

  it('every file for a change to the vitest config', async () => {
    expect(await affectedTests({ changed: ['vitest.config.ts'] })).toMatchObject({ all: true });
  });
});

describe('the exports a change to a side-effect-free file touches', () => {
  const RULES = [
    `import { helper } from './helper';`, // 1
    `const LIMIT = 120;`, // 2
    `/** Cuts long texts. */`, // 3
    `export function shorten(text: string) {`, // 4
    `  return text.slice(0, LIMIT);`, // 5
    `}`, // 6
    `export const card = (text: string) => ({ text: shorten(text) });`, // 7
    `export const PLACE = 'Glendale';`, // 8
    `const local = helper();`, // 9
    `export { local as renamed };`, // 10
  ].join('\n');

  it('the changed declarations and those that mention them, by name', () => {
    expect(changedExports('rules.ts', RULES, [[5, 5]])).toEqual(new Set(['shorten', 'card']));
    expect(changedExports('rules.ts', RULES, [[2, 2]])).toEqual(new Set(['shorten', 'card']));
    expect(changedExports('rules.ts', RULES, [[8, 8]])).toEqual(new Set(['PLACE']));
    expect(changedExports('rules.ts', RULES, [[9, 9]])).toEqual(new Set(['renamed']));
  });

  it('none for a comment, every one for an import or an export list', () => {
    expect(changedExports('rules.ts', RULES, [[3, 3]])).toEqual(new Set());
    expect(changedExports('rules.ts', RULES, [[1, 1]])).toBe(ALL);
    expect(changedExports('rules.ts', RULES, [[10, 10]])).toBe(ALL);
  });

  it('every one when the file does not parse', () => {
    expect(changedExports('rules.ts', `${RULES}\nexport const broken = ;`, [[8, 8]])).toBe(ALL);
  });

  it('reach only the importers that take a touched export', () => {
    const changedNames = new Map([['core/src/rules/a.ts', new Set(['other'])]]);
    expect(choose(['core/src/rules/a.ts'], { changedNames }).files).toEqual(['web/src/raw.test.ts']);
    expect(choose(['core/src/rules/a.ts'], { changedNames: new Map([['core/src/rules/a.ts', new Set(['a'])]]) }).files).toEqual([
      'web/src/dynamic.test.ts',
      'web/src/raw.test.ts',
      'web/src/sees-a.test.ts',
    ]);
  });
});

describe("what a file's syntax says it uses", () => {
  it('the names taken from a dynamic import, and every name of a module mocked or imported as the original', () => {
    const { uses } = moduleFacts(
      'x.test.ts',
      [
        `const { a, b: renamed } = await import('./ab');`,
        `const c = (await import('./c')).c;`,
        `const whole = await import('./whole');`,
        `vi.mock('./mocked', async (importOriginal) => importOriginal());`,
        `const actual = await vi.importActual('./actual');`,
      ].join('\n'),
    );
    expect(uses).toEqual([
      { specifier: './ab', names: ['a', 'b'] },
      { specifier: './c', names: ['c'] },
      { specifier: './whole', names: ALL },
      { specifier: './mocked', names: ALL },
      { specifier: './actual', names: ALL },
    ]);
  });

  it('no value taken from an import of types only, nor from a type-only re-export', () => {
    const facts = moduleFacts(
      'x.ts',
      `import { type A } from './a';\nimport type { B } from './b';\nexport type { C } from './c';\nexport { type D, e } from './de';`,
    );
    expect(facts.uses).toEqual([{ specifier: './a', names: [] }]);
    expect(facts.namedReexports).toEqual([{ specifier: './de', imported: 'e', exported: 'e' }]);
  });
});
