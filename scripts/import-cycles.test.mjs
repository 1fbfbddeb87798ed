// No module imports one that imports it back (decision 81). ESLint's import-x/no-cycle holds that for imports that
// run; it skips type-only imports by design, so this test follows every import, types included, through the
// packages' production sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..');
const PACKAGES = ['core', 'fixtures', 'adapters', 'fake-athena', 'database', 'server', 'cli', 'web'];
const TEST_CODE = /(^|\/)(test-support|testing|test)\/|\.test\.tsx?$/;
// `import … from '…'`, `export … from '…'` and `import('…')`, whether of types or of values.
const IMPORT = /\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Each package entry (`@clinic/core`, `@clinic/core/test-support`…) and the source file it points to. */
function packageEntries() {
  const entries = new Map();
  for (const pkg of PACKAGES) {
    const manifest = JSON.parse(readFileSync(join(repoRoot, pkg, 'package.json'), 'utf8'));
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const file = typeof target === 'string' ? target : (target.source ?? target.default);
      entries.set(manifest.name + subpath.slice(1), posix.join(pkg, file));
    }
  }
  return entries;
}

function sourceFile(path) {
  const candidates = [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`];
  return candidates.find((file) => existsSync(join(repoRoot, file)) && statSync(join(repoRoot, file)).isFile());
}

/** The production source files and, for each, the source files it imports. */
function importGraph() {
  const entries = packageEntries();
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*/src/*'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const files = listed.split('\n').filter((file) => /\.tsx?$/.test(file) && !TEST_CODE.test(file) && existsSync(join(repoRoot, file)));
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(join(repoRoot, file), 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => match[1] ?? match[2])
      .map((specifier) => (specifier.startsWith('.') ? sourceFile(posix.join(dirname(file), specifier)) : entries.get(specifier)))
      .filter((target) => target !== undefined);
    graph.set(file, new Set(targets));
  }
  return graph;
}

/** Every cycle's files, as strongly connected components of more than one file (Tarjan). */
function cyclesOf(graph) {
  let counter = 0;
  const index = new Map();
  const lowest = new Map();
  const stack = [];
  const cycles = [];
  const visit = (file) => {
    index.set(file, counter);
    lowest.set(file, counter++);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file), lowest.get(target)));
      } else if (stack.includes(target)) lowest.set(file, Math.min(lowest.get(file), index.get(target)));
    }
    if (lowest.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1 || graph.get(file).has(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe('import cycles', () => {
  it('none among the production sources, type-only imports included', () => {
    expect(cyclesOf(importGraph())).toEqual([]);
  });

  it('are found through type-only imports and chains', () => {
    const graph = new Map([
      ['a.ts', new Set(['b.ts'])],
      ['b.ts', new Set(['c.ts'])],
      ['c.ts', new Set(['a.ts'])],
      ['d.ts', new Set(['a.ts'])],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect([...'import type { X } from "./x";'.matchAll(IMPORT)].map((match) => match[1])).toEqual(['./x']);
  });
});
