// Production never loads the fake athena or faker (decision 15): not by configuration, by construction. This
// builds both server entries as `npm run build` does, into a temporary folder, and reads what each bundle holds:
// its source map lists every bundled file, its imports and requires every package left external.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let outDir: string;

interface Bundle {
  /** Bundled files, relative to the repository root (e.g. `fake-athena/src/index.ts`). */
  sources: string[];
  /** Packages the bundle imports at run time (e.g. `fastify`). */
  externals: string[];
}

function readBundle(fileName: string): Bundle {
  const code = readFileSync(join(outDir, fileName), 'utf8');
  const map = JSON.parse(readFileSync(join(outDir, `${fileName}.map`), 'utf8')) as { sources: string[] };
  const sources = map.sources.map((source) => relative(ROOT, resolve(outDir, source)).split(sep).join('/'));
  // Static imports, dynamic imports, and synchronous requires (the fixtures load faker with createRequire).
  const externals = [
    ...code.matchAll(
      /^\s*(?:import|export)\b[^'"]*?from\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)|(?:\brequire|createRequire\(import\.meta\.url\))\(\s*["']([^"']+)["']\s*\)/gm,
    ),
  ].map((match) => (match[1] ?? match[2] ?? match[3])!);
  return { sources, externals };
}

const fake = (bundle: Bundle) => ({
  fakeAthena: bundle.sources.filter((source) => source.startsWith('fake-athena/')),
  fixtures: bundle.sources.filter((source) => source.startsWith('fixtures/')),
  faker: bundle.externals.filter((name) => name.startsWith('@faker-js/')),
});

beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'server-bundles-'));
  const build = spawnSync(process.execPath, ['scripts/build-node.mjs', 'server', 'server-demo', '--out-dir', outDir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`scripts/build-node.mjs failed:\n${build.stderr}`);
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the built server bundles', () => {
  it('production (main.js) holds neither the fake athena, nor the fixtures, nor faker', () => {
    const production = readBundle('main.js');
    expect(production.sources).toContain('server/src/main.ts');
    expect(fake(production)).toEqual({ fakeAthena: [], fixtures: [], faker: [] });
  });

  it('the demo (demo.js) does hold them, so the check above looks in the right places', () => {
    const demo = fake(readBundle('demo.js'));
    expect(demo.fakeAthena).toContain('fake-athena/src/fake-athena.app.ts');
    expect(demo.fixtures.length).toBeGreaterThan(0);
    expect(demo.faker).toContain('@faker-js/faker/locale/en_US');
  });
});
